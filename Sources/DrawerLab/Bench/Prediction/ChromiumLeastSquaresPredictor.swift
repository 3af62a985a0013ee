@_spi(DrawerKit) public import DrawerCore

/// Chromium's least-squares predictor (`ui/base/prediction/least_squares_predictor.cc`): the
/// quadratic `b₀ + b₁·t + b₂·t²` through the newest three samples, per axis, extrapolated to
/// the instant asked for.
///
/// From the source, in its units (pixels, milliseconds; here points):
/// - `kSize = 3` samples; with three, the least-squares fit `(XᵀX)⁻¹Xᵀy` of the rows
///   `(1, tᵢ, tᵢ²)`, `tᵢ` counted from the oldest, is the parabola through them.
/// - A sample more than `kMaxTimeDelta = 20 ms` after the one before starts afresh
///   (`input_predictor.h`): on a panel that reports every 33 ms it never predicts.
/// - Three equal positions predict the newest one; a singular system (`gfx::Matrix3F::Inverse`:
///   the determinant of `XᵀX` within `float` epsilon of zero, as when two samples share a time)
///   predicts nothing.
///
/// ```swift
/// var lsq = ChromiumLeastSquaresPredictor()
/// for (t, x) in [(0.0, 0.0), (0.01, 10.0), (0.02, 30.0)] {
///   lsq.addSample(DrawerPoint(x: x, y: 0), time: t)
/// }
/// lsq.predictedPoint(at: 0.03)  // x 60: the parabola x = 0.5·t + 0.05·t² (t in ms) at 30 ms
/// ```
public struct ChromiumLeastSquaresPredictor: ReferencePredictor {
  /// `Chromium least squares`.
  public let name = "Chromium least squares"
  /// `kMaxTimeDelta`: a longer interval starts afresh, in seconds.
  public static let maximumInterval = 0.020
  /// `kSize`: the samples fitted.
  public static let size = 3

  private var samples: [(point: DrawerPoint, time: Double)] = []

  /// A predictor with no samples.
  public init() {}

  /// Forgets the stroke (`Reset`).
  public mutating func reset() {
    samples.removeAll(keepingCapacity: true)
  }

  /// Feeds a sample (`Update`): the newest three are kept.
  ///
  /// - Parameters:
  ///   - point: the sample, in points.
  ///   - time: its time, in seconds.
  public mutating func addSample(_ point: DrawerPoint, time: Double) {
    if let newest = samples.last, time - newest.time > Self.maximumInterval { reset() }
    samples.append((point, time))
    if samples.count > Self.size { samples.removeFirst() }
  }

  /// The parabola through the newest three samples at `time` (`GeneratePrediction`), or `nil`
  /// with fewer, or when they make the system singular.
  ///
  /// - Parameter time: the instant, in seconds.
  /// - Returns: the predicted point.
  public func predictedPoint(at time: Double) -> DrawerPoint? {
    guard samples.count == Self.size else { return nil }
    // Times in milliseconds from the oldest, as `GetXMatrix`.
    let t1 = (samples[1].time - samples[0].time) * 1000
    let t2 = (samples[2].time - samples[0].time) * 1000
    // det(XᵀX) = det(X)², det(X) = t1·t2·(t2 − t1) (a Vandermonde determinant).
    let determinant = t1 * t2 * (t2 - t1)
    guard determinant * determinant >= Double(Float.ulpOfOne) else { return nil }
    let t = (time - samples[0].time) * 1000
    func fitted(_ y0: Double, _ y1: Double, _ y2: Double) -> Double {
      if abs(y0 - y1) < .ulpOfOne && abs(y1 - y2) < .ulpOfOne { return y2 }
      // Newton's divided differences: the unique parabola through (0, y0), (t1, y1), (t2, y2).
      let first = (y1 - y0) / t1
      let second = ((y2 - y1) / (t2 - t1) - first) / t2
      return y0 + first * t + second * t * (t - t1)
    }
    return DrawerPoint(
      x: fitted(samples[0].point.x, samples[1].point.x, samples[2].point.x),
      y: fitted(samples[0].point.y, samples[1].point.y, samples[2].point.y))
  }
}
