@_spi(DrawerKit) public import DrawerCore

/// Chromium's linear resampling (`ui/base/prediction/linear_resampling.cc`), the default
/// predictor of its touch scrolling (`blink::ScrollPredictor` falls back to
/// `kPredictorNameLinearResampling`): the line through the newest two samples, extrapolated a
/// little.
///
/// From the source, in its units (milliseconds; here seconds):
/// - `kNumEventsForResampling = 2` samples; a sample more than `kMaxTimeDelta = 20 ms` after
///   the one before starts afresh (`input_predictor.h`), so a panel that reports every 33 ms is
///   never extrapolated.
/// - No prediction when the newest two are less than `kResampleMinDelta = 2 ms` apart.
/// - The instant asked for is clamped to the newest sample plus the smaller of
///   `kResampleMaxPrediction = 8 ms` and half the newest interval (`events_dt_ / 2`).
///
/// Chromium asks for the frame's time less `kResampleLatency = 5 ms`; the sweep asks for the
/// instant the frame reaches the glass, within its horizon, so the clamps above do the limiting.
///
/// ```swift
/// var linear = ChromiumLinearResampling()
/// linear.addSample(DrawerPoint(x: 0, y: 0), time: 0)
/// linear.addSample(DrawerPoint(x: 16, y: 0), time: 0.016)
/// linear.predictedPoint(at: 0.041)  // x 24: clamped to 8 ms past the newest sample
/// ```
public struct ChromiumLinearResampling: ReferencePredictor {
  /// `Chromium linear resampling`.
  public let name = "Chromium linear resampling"
  /// `kMaxTimeDelta`: a longer interval starts afresh, in seconds.
  public static let maximumInterval = 0.020
  /// `kResampleMinDelta`, in seconds.
  public static let minimumInterval = 0.002
  /// `kResampleMaxPrediction`, in seconds.
  public static let maximumPrediction = 0.008

  private var newest: (point: DrawerPoint, time: Double)?
  private var previous: (point: DrawerPoint, time: Double)?

  /// A predictor with no samples.
  public init() {}

  /// Forgets the stroke (`Reset`).
  public mutating func reset() {
    newest = nil
    previous = nil
  }

  /// Feeds a sample (`Update`): the newest two are kept.
  ///
  /// - Parameters:
  ///   - point: the sample, in points.
  ///   - time: its time, in seconds.
  public mutating func addSample(_ point: DrawerPoint, time: Double) {
    if let newest, time - newest.time > Self.maximumInterval { reset() }
    previous = newest
    newest = (point, time)
  }

  /// The line through the newest two samples at `time`, clamped (`GeneratePrediction`), or
  /// `nil` with fewer than two, or two less than 2 ms apart.
  ///
  /// - Parameter time: the instant, in seconds.
  /// - Returns: the predicted point.
  public func predictedPoint(at time: Double) -> DrawerPoint? {
    guard let newest, let previous else { return nil }
    let dt = newest.time - previous.time
    guard dt >= Self.minimumInterval else { return nil }
    let sampleTime = Swift.min(time, newest.time + Swift.min(Self.maximumPrediction, dt / 2))
    let alpha = (sampleTime - newest.time) / dt
    return DrawerPoint(
      x: newest.point.x + (newest.point.x - previous.point.x) * alpha,
      y: newest.point.y + (newest.point.y - previous.point.y) * alpha)
  }
}
