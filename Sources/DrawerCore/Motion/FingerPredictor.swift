/// Where a dragged finger will be a few milliseconds past its newest sample: DrawerKit's
/// prediction for drawing (``DrawerTracking/predictive``), which extrapolates the finger only
/// where it is safe to, so that the drawn drawer does not run past a finger that stops.
///
/// A touch is sampled, delivered and drawn before a person sees the frame, so a drawer drawn at
/// the newest sample trails a moving finger. Extrapolating the finger's velocity makes up part
/// of that lag, but a finger on a phone that samples every 17 to 33 ms often stops within one
/// sample, before any fit sees it slowing, and a drawer drawn ahead then shows past it. UIKit's
/// `UIEvent.predictedTouches(for:)` and AndroidX's motion predictor predict for drawing apps;
/// this predictor follows their rules, and Chromium's, where they keep a prediction short:
/// - **One step first.** Nothing is predicted before the touch has two samples (its `down` and
///   a move): the newest step is the least that shows a speed, and what Android's resampler
///   (`InputTransport.cpp`, `resampleTouchState`) and Chromium's linear resampling
///   (`ui/base/prediction/linear_resampling.cc`) extrapolate. A stroke's first moves are often
///   its fastest part, where a drawer drawn at the newest sample trails farthest: waiting for a
///   Kalman filter's four samples, as Chromium's and AndroidX's predictors do, leaves them
///   undrawn ahead.
/// - **Not while the finger slows.** Once the touch has three samples, a finger whose newest
///   step is slower than the step before it, or goes the other way, is slowing or turning: it
///   is about to stop, and extrapolating even along the parabola of its slowing carries the
///   drawer past where it stops. Nothing is predicted then, nor when the newest step goes
///   nowhere or the velocity points against it. A finger whose step before went nowhere is
///   starting from rest, and speeding up.
/// - **At most the newest interval.** The prediction reaches no farther past the newest sample
///   than ``horizon`` and the interval between the newest two samples, the instant the device's
///   next sample of a still moving finger is due: AndroidX's predictor extrapolates in whole
///   report intervals (each predicted sample one report rate after the one before,
///   `SinglePointerPredictor`), and a prediction past the next sample's instant would stand in
///   for a sample that has not come, which is what a stopping finger looks like. Samples that
///   came in a bunch, a short interval, do not measure a speed to extrapolate far either.
/// - **In proportion to speed.** The extrapolated velocity is scaled by the finger's speed up
///   to ``fullSpeed``, 2 000 pt/s, as AndroidX scales its prediction by a speed factor from
///   `LOW_SPEED = 0` to `HIGH_SPEED = 2` dp/ms (`SinglePointerPredictor`): a slow finger gains
///   little from a prediction and is the likeliest to stop.
/// - **Nothing once the finger has stopped.** The velocity extrapolated is the tracker's
///   (``VelocityTracker/velocity(at:)``, Android's least-squares fit with its guards), which is
///   zero once no sample has come for the tracker's stop gap, or once the finger has held
///   still, so a stopped finger has no prediction.
///
/// The prediction and the release read the same finger, and the prediction never feeds the
/// tracker: it changes what is drawn, never where a release sends the drawer. It allocates
/// nothing.
///
/// ```swift
/// var tracker = VelocityTracker()
/// for (t, x) in [(0.0, 0.0), (0.016, 16.0), (0.032, 40.0), (0.048, 72.0)] {
///   tracker.addSample(position: x, time: t)
/// }
/// let predictor = FingerPredictor(horizon: 0.008)
/// predictor.displacement(of: tracker, at: 0.073, now: 0.048)  // 18: 8 ms at 2 250 pt/s
/// ```
@_spi(DrawerKit) public struct FingerPredictor: Sendable, Hashable {
  /// The samples a touch needs before anything is predicted: its `down` and a move.
  public static let minimumSamples = 2
  /// The speed from which the whole velocity is extrapolated, in points per second: 2 000,
  /// AndroidX's `HIGH_SPEED` of 2 dp/ms. Slower fingers are extrapolated in proportion.
  public static let fullSpeed = 2000.0

  /// How far past the newest sample the prediction may reach, in seconds; negative or NaN counts
  /// as 0 (no prediction).
  public var horizon: Double {
    didSet { horizon = Self.sanitised(horizon) }
  }

  /// Creates a predictor.
  ///
  /// - Parameter horizon: how far past the newest sample it may reach, in seconds; negative or
  ///   NaN counts as 0.
  public init(horizon: Double) {
    self.horizon = Self.sanitised(horizon)
  }

  /// How far the finger will have moved from its newest sample by `time`, in points, by the
  /// type's rules.
  ///
  /// - Parameters:
  ///   - tracker: the finger's samples along one axis.
  ///   - time: the instant the prediction is for, such as when a frame reaches the glass, in
  ///     seconds.
  ///   - now: the instant the prediction is made, no earlier than the newest sample, in seconds.
  /// - Returns: the displacement in points, positive toward increasing positions; `0` where the
  ///   rules predict nothing, and for an instant no later than the newest sample.
  public func displacement(of tracker: VelocityTracker, at time: Double, now: Double) -> Double {
    let samples = tracker.samples
    guard samples.count >= Self.minimumSamples, time.isFinite, horizon > 0 else { return 0 }
    let newest = samples[age: 0]
    let middle = samples[age: 1]
    let newestInterval = newest.time - middle.time
    let span = Swift.min(time - newest.time, horizon, newestInterval)
    guard span > 0 else { return 0 }
    let step = (newest.position - middle.position) / newestInterval
    if samples.count >= 3 {
      // Slowing or turning: the newest step slower than the one before, or the other way. A
      // finger that starts from rest (a step before of nothing) is speeding up. Slower means
      // beyond what rounding the sample times can make of equal steps (a few units in the last
      // place of the times, over the shorter interval), so that a steady finger is steady.
      let oldest = samples[age: 2]
      let olderInterval = middle.time - oldest.time
      let stepBefore = (middle.position - oldest.position) / olderInterval
      let rounding = 1e-9 + 8 * newest.time.ulp / Swift.min(newestInterval, olderInterval)
      guard step != 0, step * stepBefore >= 0, abs(step) >= abs(stepBefore) * (1 - rounding)
      else { return 0 }
    }
    let current = now.isFinite ? Swift.max(now, newest.time) : newest.time
    let velocity = tracker.velocity(at: current)
    guard velocity * step > 0 else { return 0 }
    let confidence = Swift.min(1, abs(velocity) / Self.fullSpeed)
    let limit = VelocityTracker.maximumSpeed * horizon
    return (confidence * velocity * span).sanitised(to: -limit...limit, nan: 0)
  }

  private static func sanitised(_ horizon: Double) -> Double {
    horizon > 0 ? Swift.min(horizon, 1) : 0
  }
}
