/// Estimates a finger's velocity along one axis from its recent samples.
///
/// The estimate is Android's and Flutter's default, `LSQ2`: a least-squares quadratic
/// `x(τ) = a + b·τ + c·τ²` fitted to the samples of the last 100 ms, with `τ` the time relative to
/// the newest sample, and the velocity taken as its slope `b` at the newest sample (Android's
/// `VelocityTracker.cpp`, `LeastSquaresVelocityTrackerStrategy`; Flutter's
/// `LeastSquaresSolver`). With two samples the fit is a straight line; with one, the velocity is 0.
///
/// The guards those platforms learned the hard way:
/// - **Horizon**: only samples at most 100 ms older than the newest take part.
/// - **Gap**: a gap of more than 40 ms between two samples breaks the window there (the finger
///   had stopped; Android's `ASSUME_POINTER_STOPPED_TIME`).
/// - **Staleness**: asked more than 40 ms after the newest sample, the finger had stopped, since
///   a still finger sends no samples: the velocity is 0.
/// - **Stillness**: when the samples of the last 50 ms span less than 2 pt, the finger was holding
///   still and jittering: the velocity is 0.
/// - **Clamp**: the result is limited to ±8000 pt/s (Android's maximum fling velocity is of the
///   same order), so a glitching digitiser cannot fling the drawer across the screen.
///
/// The position where the finger lifts is not a sample: an `up` repeats the last position with a
/// later time, which would drag the estimate toward zero. Record moves only.
///
/// ```swift
/// var tracker = VelocityTracker()
/// for (t, x) in [(0.0, 0.0), (0.008, 4.0), (0.016, 8.0)] { tracker.addSample(position: x, time: t) }
/// tracker.velocity(at: 0.02)  // 500 pt/s
/// ```
public struct VelocityTracker: Sendable, Hashable {
  /// How far back samples are considered, in seconds (100 ms).
  public static let horizon = 0.100
  /// The gap between samples, or between the newest sample and the query, beyond which the
  /// finger is taken to have stopped, in seconds (40 ms).
  public static let stopGap = 0.040
  /// The period examined for stillness, in seconds (50 ms).
  public static let stillnessWindow = 0.050
  /// The movement below which the finger counts as still during ``stillnessWindow``, in points.
  public static let stillnessDistance = 2.0
  /// The largest speed reported, in points per second.
  public static let maximumSpeed = 8000.0

  private var samples = SampleRing()

  /// Creates a tracker with no samples.
  public init() {}

  /// The number of samples held, at most 20.
  public var sampleCount: Int { samples.count }

  /// Records where the finger was at a time.
  ///
  /// A sample with a non-finite position or time is ignored. A sample older than the newest one
  /// is taken to be at the newest one's time (time never runs backwards here), and a sample at
  /// the same time as the newest replaces it, so duplicated events cannot make the fit singular.
  ///
  /// - Parameters:
  ///   - position: the finger's position along the axis, in points.
  ///   - time: the sample's time in seconds.
  public mutating func addSample(position: Double, time: Double) {
    guard position.isFinite, time.isFinite else { return }
    if samples.count > 0 {
      let newest = samples[age: 0]
      if time <= newest.time {
        samples.replaceNewest(time: newest.time, position: position)
        return
      }
    }
    samples.append(time: time, position: position)
  }

  /// Forgets every sample, as when a new touch begins.
  public mutating func reset() {
    samples.removeAll()
  }

  /// The finger's velocity at `time`, in points per second, clamped to ±8000.
  ///
  /// - Parameter time: when the velocity is wanted, usually the lift-off time, in seconds; a
  ///   non-finite time counts as the newest sample's.
  /// - Returns: the velocity in points per second, positive toward increasing positions; `0` when
  ///   the finger had stopped, held still or left fewer than two samples.
  public func velocity(at time: Double) -> Double {
    guard samples.count >= 2 else { return 0 }
    let newest = samples[age: 0]
    let now = time.isFinite ? Swift.max(time, newest.time) : newest.time
    if now - newest.time > Self.stopGap { return 0 }

    // The window: back from the newest sample, within the horizon, without a stopping gap.
    var windowCount = 1
    var previousTime = newest.time
    while windowCount < samples.count {
      let sample = samples[age: windowCount]
      if newest.time - sample.time > Self.horizon || previousTime - sample.time > Self.stopGap {
        break
      }
      previousTime = sample.time
      windowCount += 1
    }
    guard windowCount >= 2 else { return 0 }

    // Stillness: the samples of the last 50 ms barely moved.
    var lowest = newest.position
    var highest = newest.position
    var stillCount = 0
    for age in 0..<windowCount {
      let sample = samples[age: age]
      guard now - sample.time <= Self.stillnessWindow else { break }
      lowest = Swift.min(lowest, sample.position)
      highest = Swift.max(highest, sample.position)
      stillCount += 1
    }
    if stillCount >= 2 && highest - lowest < Self.stillnessDistance { return 0 }

    let slope = quadraticSlope(count: windowCount) ?? linearSlope(count: windowCount)
    return slope.sanitised(to: -Self.maximumSpeed...Self.maximumSpeed, nan: 0)
  }

  /// The slope at the newest sample of the least-squares quadratic through the newest `count`
  /// samples, or `nil` when there are fewer than three or the fit is ill-conditioned.
  private func quadraticSlope(count: Int) -> Double? {
    guard count >= 3 else { return nil }
    let origin = samples[age: 0]
    // Sums of τ^k and x·τ^k, with τ and x relative to the newest sample for precision.
    var s0 = 0.0
    var s1 = 0.0
    var s2 = 0.0
    var s3 = 0.0
    var s4 = 0.0
    var x0 = 0.0
    var x1 = 0.0
    var x2 = 0.0
    for age in 0..<count {
      let sample = samples[age: age]
      let tau = sample.time - origin.time
      let x = sample.position - origin.position
      let tau2 = tau * tau
      s0 += 1
      s1 += tau
      s2 += tau2
      s3 += tau2 * tau
      s4 += tau2 * tau2
      x0 += x
      x1 += x * tau
      x2 += x * tau2
    }
    // Cramer's rule for the slope b of the normal equations
    // [s0 s1 s2; s1 s2 s3; s2 s3 s4]·[a b c] = [x0 x1 x2].
    let determinant =
      s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
    let scale = s0 * s2 * s4
    guard scale > 0, abs(determinant) > scale * 1e-9 else { return nil }
    let numerator =
      s0 * (x1 * s4 - s3 * x2) - x0 * (s1 * s4 - s3 * s2) + s2 * (s1 * x2 - x1 * s2)
    return numerator / determinant
  }

  /// The slope of the least-squares line through the newest `count` samples (`count ≥ 2`).
  private func linearSlope(count: Int) -> Double {
    let origin = samples[age: 0]
    var s0 = 0.0
    var s1 = 0.0
    var s2 = 0.0
    var x0 = 0.0
    var x1 = 0.0
    for age in 0..<count {
      let sample = samples[age: age]
      let tau = sample.time - origin.time
      let x = sample.position - origin.position
      s0 += 1
      s1 += tau
      s2 += tau * tau
      x0 += x
      x1 += x * tau
    }
    let determinant = s0 * s2 - s1 * s1
    guard determinant > 0 else { return 0 }
    return (s0 * x1 - s1 * x0) / determinant
  }
}
