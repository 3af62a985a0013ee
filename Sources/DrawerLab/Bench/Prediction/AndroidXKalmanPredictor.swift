@_spi(DrawerKit) public import DrawerCore

/// AndroidX's motion predictor for fingers (`androidx.input:input-motionprediction`,
/// `MotionEventPredictor.newInstance` → `KalmanMotionEventPredictor` →
/// `SinglePointerPredictor`) with its default strategy (`Configuration.STRATEGY_BALANCED`): a
/// Kalman filter per axis counted in samples, and a prediction as many samples long as its
/// confidence allows.
///
/// From the source, in its units (pixels, milliseconds, samples; here points and seconds):
/// - Each axis (`PointerKalmanFilter`, `KalmanFilter`): state position, velocity, acceleration
///   and jerk ("jank"), per sample (`dt = 1`): `F = [1 1 ½ 0.16; 0 1 1 ½; 0 0 1 1; 0 0 0 1]`,
///   process noise `0.01·g·gᵀ` with `g = (0.16, ½, 1, 1)`, measurement noise `1.0`.
/// - A sample at the same position as the one before and at most
///   `EVENT_TIME_IGNORED_THRESHOLD_MS = 20 ms` after it is ignored.
/// - The report rate is the mean interval over the stroke's first 20 intervals.
/// - No prediction before `MIN_KALMAN_FILTER_ITERATIONS = 4` samples.
/// - Confidence: the speed factor, the filtered speed in the plane per millisecond scaled from
///   `LOW_SPEED = 0` to `HIGH_SPEED = 2` (pixels per millisecond) and clamped to `0...1`, times
///   the jerk factor, one less the jerk's magnitude scaled from `LOW_JANK = 0.02` to
///   `HIGH_JANK = 0.2` and clamped.
/// - The prediction is `ceil(target / reportRate · confidence)` samples, each one report rate
///   after the one before: per sample, `a += JANK_INFLUENCE (0.1) · jerk`,
///   `v += ACCELERATION_INFLUENCE (0.5) · a`, `x += VELOCITY_INFLUENCE (1) · v`, from the newest
///   sample's position.
///
/// The library asks for a target of the time to the next frame plus the time since the newest
/// event, at most `MAX_PREDICTION_MS = 32` (`PredictionEstimator`); the sweep's target is its
/// horizon, and the point it draws for an instant is on the predicted samples' path, linear
/// between them (the newest sample first) and held at the last one. Pressure takes no part
/// (`predictLift` is off by default).
///
/// ```swift
/// var androidX = AndroidXKalmanPredictor()
/// for k in 0..<6 { androidX.addSample(DrawerPoint(x: Double(k) * 16, y: 0), time: Double(k) * 0.016) }
/// androidX.predictedPoint(at: 0.096)  // ahead of x 80 once the filter trusts the motion
/// ```
public struct AndroidXKalmanPredictor: ReferencePredictor {
  /// `AndroidX motion prediction`.
  public let name = "AndroidX motion prediction"
  /// `MIN_KALMAN_FILTER_ITERATIONS`.
  public static let minimumIterations = 4
  /// `EVENT_TIME_IGNORED_THRESHOLD_MS`, in seconds.
  public static let repeatWindow = 0.020
  /// How many intervals the report rate averages.
  public static let reportRateSamples = 20
  /// `HIGH_SPEED`, in points per millisecond (`LOW_SPEED` is 0).
  public static let highSpeed = 2.0
  /// `LOW_JANK` and `HIGH_JANK`, in points per sample cubed.
  public static let jerkRange = 0.02...0.2

  /// How far ahead the predictor aims, in seconds: the sweep's horizon.
  public var target: Double

  private var x = PositionKalmanFilter(dimension: 4, measurementNoise: 1)
  private var y = PositionKalmanFilter(dimension: 4, measurementNoise: 1)
  private var newest: (point: DrawerPoint, time: Double)?
  private var intervals: [Double] = []

  /// A predictor with no samples.
  ///
  /// - Parameter target: how far ahead it aims, in seconds (25 ms by default, what the library
  ///   says it predicts well); negative or NaN counts as 0.
  public init(target: Double = 0.025) {
    self.target = target > 0 ? target : 0
  }

  /// Forgets the stroke (a new `SinglePointerPredictor` at `ACTION_DOWN`).
  public mutating func reset() {
    x.reset()
    y.reset()
    newest = nil
    intervals.removeAll(keepingCapacity: true)
  }

  /// Feeds a sample (`update`).
  ///
  /// - Parameters:
  ///   - point: the sample, in points.
  ///   - time: its time, in seconds.
  public mutating func addSample(_ point: DrawerPoint, time: Double) {
    if let newest, point == newest.point, time <= newest.time + Self.repeatWindow { return }
    x.update(position: point.x, transition: Self.transition, processNoise: Self.noise)
    y.update(position: point.y, transition: Self.transition, processNoise: Self.noise)
    if let newest, intervals.count < Self.reportRateSamples {
      intervals.append(time - newest.time)
    }
    newest = (point, time)
  }

  /// The predicted samples' path at `time` (`predict`), or `nil` before four samples or when
  /// the confidence allows no predicted sample.
  ///
  /// - Parameter time: the instant, in seconds.
  /// - Returns: the predicted point.
  public func predictedPoint(at time: Double) -> DrawerPoint? {
    guard let newest, x.iterations >= Self.minimumIterations, !intervals.isEmpty else {
      return nil
    }
    let rate = intervals.reduce(0, +) / Double(intervals.count) * 1000
    guard rate > 0 else { return nil }
    let speed = (x.state[1] * x.state[1] + y.state[1] * y.state[1]).squareRoot() / rate
    let jerk = (x.state[3] * x.state[3] + y.state[3] * y.state[3]).squareRoot()
    let speedFactor = Swift.min(1, Swift.max(0, speed / Self.highSpeed))
    let jerkFactor =
      1
      - Swift.min(
        1,
        Swift.max(
          0,
          (jerk - Self.jerkRange.lowerBound)
            / (Self.jerkRange.upperBound - Self.jerkRange.lowerBound)))
    let count = Int((target * 1000 / rate * speedFactor * jerkFactor).rounded(.up))
    guard count > 0 else { return nil }
    guard time > newest.time else { return newest.point }
    // Walk the predicted samples until the one at or after `time`.
    var state = (x: x.state, y: y.state)
    var position = newest.point
    var sampleTime = newest.time
    for _ in 0..<count {
      let before = position
      for index in 0..<2 {
        var axis = index == 0 ? state.x : state.y
        axis[2] += 0.1 * axis[3]
        axis[1] += 0.5 * axis[2]
        if index == 0 { state.x = axis } else { state.y = axis }
      }
      position = DrawerPoint(x: position.x + state.x[1], y: position.y + state.y[1])
      let next = sampleTime + rate / 1000
      if next >= time {
        let fraction = (time - sampleTime) / (next - sampleTime)
        return DrawerPoint(
          x: before.x + (position.x - before.x) * fraction,
          y: before.y + (position.y - before.y) * fraction)
      }
      sampleTime = next
    }
    return position
  }

  private static let transition: [Double] = [
    1, 1, 0.5, 0.16,
    0, 1, 1, 0.5,
    0, 0, 1, 1,
    0, 0, 0, 1,
  ]
  private static let noise = PositionKalmanFilter.noise([0.16, 0.5, 1, 1], scale: 0.01)
}
