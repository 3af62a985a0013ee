@_spi(DrawerKit) public import DrawerCore

/// Chromium's Kalman predictor (`ui/base/prediction/kalman_predictor.cc`), the one it uses for
/// predicted pointer events: a Kalman filter per axis with a constant-acceleration model, and
/// the newest sample extrapolated with the filtered velocity and acceleration.
///
/// From the source, in its units (pixels, milliseconds; here points):
/// - Each axis (`kalman_filter.cc`): state position, velocity, acceleration;
///   `F(dt) = [1 dt dt²/2; 0 1 dt; 0 0 1]`; process noise `kSigmaProcess = 0.01` times `g·gᵀ`
///   with `g = (dt²/2, dt, 1)` (a random force on the pointer); measurement noise
///   `kSigmaMeasurement = 1.0`; stable after `kStableIterNum = 4` measurements.
/// - `dt` is not the sample's own interval but a filtered one: a third Kalman filter of the same
///   kind is fed each interval with `dt = 0` (`time_filter_`), and its position is the `dt` of
///   the axes' update.
/// - A sample more than `kMaxTimeDelta = 20 ms` after the one before starts the stroke afresh
///   (`input_predictor.h`): on a touch panel that reports every 33 ms, it never predicts.
/// - The prediction for `t`: `p + kVelocityInfluence · v·Δt + kAccelerationInfluence · a·Δt²`
///   with `Δt = t − t_newest`, `kVelocityInfluence = 1`, `kAccelerationInfluence = 0.5`, from the
///   newest sample's position `p` (not the filtered one), once both axes are stable.
///
/// Chromium caps how far ahead a caller asks (`kMaxPredictionTime = 25 ms` in
/// `input_predictor.h`); the sweep's horizon plays that part.
///
/// ```swift
/// var kalman = ChromiumKalmanPredictor()
/// for k in 0..<4 { kalman.addSample(DrawerPoint(x: Double(k) * 16, y: 0), time: Double(k) * 0.016) }
/// kalman.predictedPoint(at: 0.056)  // ahead of x 48, at the filtered speed
/// ```
public struct ChromiumKalmanPredictor: ReferencePredictor {
  /// `Chromium Kalman`.
  public let name = "Chromium Kalman"
  /// `kMaxTimeDelta`: a longer interval starts the stroke afresh, in seconds.
  public static let maximumInterval = 0.020
  /// `kStableIterNum`: measurements before the filter predicts.
  public static let stableIterations = 4
  /// `kSigmaProcess`.
  public static let processNoise = 0.01
  /// `kSigmaMeasurement`.
  public static let measurementNoise = 1.0

  private var x = PositionKalmanFilter(dimension: 3, measurementNoise: measurementNoise)
  private var y = PositionKalmanFilter(dimension: 3, measurementNoise: measurementNoise)
  private var interval = PositionKalmanFilter(dimension: 3, measurementNoise: measurementNoise)
  private var newest: (point: DrawerPoint, time: Double)?

  /// A predictor with no samples.
  public init() {}

  /// Forgets the stroke (`Reset`).
  public mutating func reset() {
    x.reset()
    y.reset()
    interval.reset()
    newest = nil
  }

  /// Feeds a sample (`Update`).
  ///
  /// - Parameters:
  ///   - point: the sample, in points.
  ///   - time: its time, in seconds.
  public mutating func addSample(_ point: DrawerPoint, time: Double) {
    if let newest {
      let dt = time - newest.time
      if dt > Self.maximumInterval {
        reset()
      } else {
        interval.update(
          position: dt * 1000, transition: Self.transition(0), processNoise: Self.noise(0))
      }
    }
    let dtMs = interval.state[0]
    x.update(position: point.x, transition: Self.transition(dtMs), processNoise: Self.noise(dtMs))
    y.update(position: point.y, transition: Self.transition(dtMs), processNoise: Self.noise(dtMs))
    newest = (point, time)
  }

  /// The newest sample moved on by the filtered velocity and acceleration (`GeneratePrediction`),
  /// or `nil` before both axes are stable.
  ///
  /// - Parameter time: the instant, in seconds.
  /// - Returns: the predicted point.
  public func predictedPoint(at time: Double) -> DrawerPoint? {
    guard let newest, x.iterations >= Self.stableIterations, y.iterations >= Self.stableIterations
    else { return nil }
    let dt = (time - newest.time) * 1000
    func moved(_ position: Double, _ filter: PositionKalmanFilter) -> Double {
      position + 1.0 * filter.state[1] * dt + 0.5 * filter.state[2] * dt * dt
    }
    return DrawerPoint(x: moved(newest.point.x, x), y: moved(newest.point.y, y))
  }

  /// `GetStateTransition(dt)`, `dt` in milliseconds.
  private static func transition(_ dt: Double) -> [Double] {
    [1, dt, 0.5 * dt * dt, 0, 1, dt, 0, 0, 1]
  }

  /// `GetProcessNoise(dt)`, `dt` in milliseconds.
  private static func noise(_ dt: Double) -> [Double] {
    PositionKalmanFilter.noise([0.5 * dt * dt, dt, 1], scale: processNoise)
  }
}
