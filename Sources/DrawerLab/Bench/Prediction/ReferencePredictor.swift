@_spi(DrawerKit) public import DrawerCore

/// A predictor that ships on another platform, written in the lab's own Swift from its published
/// algorithm and constants, to measure DrawerKit's prediction against: fed a finger's samples,
/// asked where the finger will be at an instant after the newest one.
///
/// The lab draws a dragged drawer with it exactly as DrawerKit draws one with its own prediction
/// (``PredictingBenchDrawer``): DrawerKit's engine follows the finger directly, and the drawer is
/// moved on by the predicted travel along the opening axis. A predictor sees the whole touch,
/// both axes, as its platform does (AndroidX's confidence reads the speed in the plane).
///
/// Times are in seconds and positions in points, as everywhere in the lab; a predictor whose
/// source works in milliseconds and pixels converts at its boundary (a point stands for a pixel
/// or a density-independent pixel: the constants keep their numbers).
///
/// ```swift
/// var predictor: any ReferencePredictor = ChromiumLinearResampling()
/// predictor.addSample(DrawerPoint(x: 0, y: 0), time: 0)
/// predictor.addSample(DrawerPoint(x: 16, y: 0), time: 0.016)
/// predictor.predictedPoint(at: 0.020)  // x 20: 4 ms on at 1 000 pt/s (within 8 ms and dt/2)
/// ```
public protocol ReferencePredictor: Sendable {
  /// The predictor's name, as the sweep prints it.
  var name: String { get }

  /// Forgets everything: a new finger came down.
  mutating func reset()

  /// Records one sample of the finger (a `down` or a `move`), in time order.
  ///
  /// - Parameters:
  ///   - point: where the finger was, in the container's points.
  ///   - time: when, in seconds.
  mutating func addSample(_ point: DrawerPoint, time: Double)

  /// Where the finger will be at `time`, by this predictor, or `nil` when it makes no prediction
  /// (too few samples, a gap that broke the stroke, an unstable filter): the drawer then shows
  /// the newest sample.
  ///
  /// - Parameter time: an instant no earlier than the newest sample, in seconds.
  /// - Returns: the predicted point, or `nil`.
  func predictedPoint(at time: Double) -> DrawerPoint?
}

/// The reference predictors the sweep measures, each a fresh instance.
public enum ReferencePredictors {
  /// Chromium's Kalman, least-squares and linear-resampling predictors, and AndroidX's Kalman
  /// motion predictor with its default strategy, in that order.
  ///
  /// - Parameter target: how far ahead a predictor that aims at a time of its own aims
  ///   (AndroidX's prediction target), in seconds.
  /// - Returns: the predictors, with no samples.
  public static func all(target: Double = 0.025) -> [any ReferencePredictor] {
    [
      ChromiumKalmanPredictor(), ChromiumLeastSquaresPredictor(), ChromiumLinearResampling(),
      AndroidXKalmanPredictor(target: target),
    ]
  }
}
