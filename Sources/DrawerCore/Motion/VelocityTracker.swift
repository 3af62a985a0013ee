/// Estimates a finger's velocity along one axis from its recent samples.
///
/// The estimate is Android's and Flutter's default, `LSQ2`: a least-squares quadratic
/// `x(τ) = a + b·τ + c·τ²` fitted to the samples of the last 100 ms, with `τ` the time relative to
/// the newest sample, and the velocity taken as its slope `b` at the newest sample (Android's
/// `VelocityTracker.cpp`, `LeastSquaresVelocityTrackerStrategy`; Flutter's
/// `LeastSquaresSolver`). With two samples the fit is a straight line; with one, the velocity is 0.
///
/// Real fingers are sampled sparsely and unevenly (30–60 Hz, with dropped events), so the fit
/// is fenced by rules that each have a platform or physical precedent:
/// - **Horizon**: only samples at most 100 ms older than the newest take part (Android's
///   `HORIZON`).
/// - **Gap**: a gap of more than 40 ms between two samples breaks the window there (the finger
///   had stopped; Android's `ASSUME_POINTER_STOPPED_TIME`), with one exception: the newest
///   segment takes part whatever its length when the finger moved across it (at least 2 pt). A
///   still finger sends no samples, but a finger that arrives somewhere else after a gap was
///   moving, and events were lost: the segment's average speed is a lower bound of its speed.
/// - **Stop**: a finger that has not moved for 40 ms has stopped, and its velocity is 0 — asked
///   more than 40 ms after the newest sample (a still finger sends nothing), or when the samples
///   of the last 40 ms span less than 2 pt (a still finger that jitters). 2 pt in 40 ms is 50 pt/s,
///   the release rule's dead zone.
/// - **Direction**: the velocity never points against what the finger clearly did at the end:
///   when the newest step and the window's straight-line trend agree in direction and the
///   quadratic's slope points the other way (its curvature extrapolated a deceleration past zero,
///   as a least-squares quadratic through three or four samples of a decelerating flick does),
///   the estimate is Android's impulse strategy over the same window instead
///   (`ImpulseVelocityTrackerStrategy`: the velocity that the kinetic energy the finger imparted
///   would give a unit mass), which cannot point against a consistent motion.
/// - **Clamp**: the result is limited to ±8000 pt/s (Android's maximum fling velocity is of the
///   same order), so a glitching digitiser cannot fling the drawer across the screen.
///
/// The position where the finger lifts is not a sample by default: an `up` usually repeats the
/// last position with a later time, which would drag the estimate toward zero. Record moves with
/// ``addSample(position:time:)`` and ask ``releaseVelocity(liftPosition:at:intentionalDistance:)``
/// at lift-off, which adds the lift only when it carries motion.
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
  /// The period examined for stillness, in seconds: the stop gap, 40 ms.
  public static let stillnessWindow = stopGap
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
  /// - Parameter time: when the velocity is wanted, in seconds; a non-finite time counts as the
  ///   newest sample's.
  /// - Returns: the velocity in points per second, positive toward increasing positions; `0` when
  ///   the finger had stopped, held still or left fewer than two samples.
  public func velocity(at time: Double) -> Double {
    estimate(at: time).velocity
  }

  /// The finger's velocity as it lifts at `liftPosition` at `time`, in points per second.
  ///
  /// The lift-off position counts as a sample only when it carries motion. An `up` often
  /// repeats the last position (a sample there would drag the estimate toward zero), but often
  /// lands farther on, as the finger keeps moving between the last move and the lift:
  /// - while the finger was moving, a lift more than ``stillnessDistance`` (2 pt) beyond the
  ///   newest sample is motion;
  /// - after a stop (the finger had not moved for 40 ms, see the type's rules), the fingertip
  ///   rolls as it leaves the glass: only a lift beyond `intentionalDistance` (the touch slop,
  ///   the platforms' threshold between jitter and intended movement) is motion, so a few points
  ///   of roll after a stop never throw the drawer.
  ///
  /// - Parameters:
  ///   - liftPosition: where the finger left the glass, along the axis, in points; non-finite
  ///     counts as the newest sample's position.
  ///   - time: when it left, in seconds.
  ///   - intentionalDistance: the distance from which a lift after a stop counts as motion, in
  ///     points; at least ``stillnessDistance``.
  /// - Returns: the velocity in points per second, clamped to ±8000.
  public func releaseVelocity(
    liftPosition: Double, at time: Double, intentionalDistance: Double
  ) -> Double {
    guard samples.count > 0, liftPosition.isFinite else { return velocity(at: time) }
    let newest = samples[age: 0]
    let now = time.isFinite ? Swift.max(time, newest.time) : newest.time
    let hadStopped = estimate(at: now).hasStopped
    let allowance =
      hadStopped
      ? Swift.max(intentionalDistance.isNaN ? 0 : intentionalDistance, Self.stillnessDistance)
      : Self.stillnessDistance
    guard abs(liftPosition - newest.position) > allowance else { return velocity(at: now) }
    var withLift = self
    withLift.addSample(position: liftPosition, time: now)
    return withLift.velocity(at: now)
  }

  /// The velocity at `time`, and whether the finger had stopped by then.
  private func estimate(at time: Double) -> (velocity: Double, hasStopped: Bool) {
    guard samples.count >= 2 else { return (0, true) }
    let newest = samples[age: 0]
    let now = time.isFinite ? Swift.max(time, newest.time) : newest.time
    if now - newest.time > Self.stopGap { return (0, true) }

    // The window: back from the newest sample, within the horizon, without a stopping gap; the
    // newest segment takes part whatever its length if the finger moved across it.
    var windowCount = 1
    var previousTime = newest.time
    while windowCount < samples.count {
      let sample = samples[age: windowCount]
      let broken =
        newest.time - sample.time > Self.horizon || previousTime - sample.time > Self.stopGap
      if broken {
        let movedAcrossNewestSegment =
          windowCount == 1 && abs(newest.position - sample.position) >= Self.stillnessDistance
        if movedAcrossNewestSegment { windowCount += 1 }
        break
      }
      previousTime = sample.time
      windowCount += 1
    }
    guard windowCount >= 2 else { return (0, true) }

    // Stillness: the samples of the last 40 ms barely moved.
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
    if stillCount >= 2 && highest - lowest < Self.stillnessDistance { return (0, true) }

    let previous = samples[age: 1]
    let newestStep = (newest.position - previous.position) / (newest.time - previous.time)
    var slope: Double
    if let quadratic = quadraticSlope(count: windowCount) {
      slope = quadratic
      // The straight line is needed only when the quadratic points against the newest step.
      if newestStep != 0 && (quadratic > 0) != (newestStep > 0) {
        let linear = linearSlope(count: windowCount)
        if (linear > 0) == (newestStep > 0) && linear != 0 {
          slope = impulseVelocity(count: windowCount)
        }
      }
    } else {
      // A straight line (two samples, or an ill-conditioned fit) follows the finger's trend.
      slope = linearSlope(count: windowCount)
    }
    return (slope.sanitised(to: -Self.maximumSpeed...Self.maximumSpeed, nan: 0), false)
  }

  /// Android's impulse estimate over the newest `count` samples (`count ≥ 2`): the velocity a
  /// unit mass would have from the work the finger did on it, segment by segment, oldest first
  /// (`ImpulseVelocityTrackerStrategy`, `calculateImpulseVelocity`). With two samples it is the
  /// straight line between them.
  private func impulseVelocity(count: Int) -> Double {
    func velocity(fromWork work: Double) -> Double {
      (work < 0 ? -1 : 1) * (2 * abs(work)).squareRoot()
    }
    var work = 0.0
    for age in stride(from: count - 1, to: 0, by: -1) {
      let older = samples[age: age]
      let newer = samples[age: age - 1]
      let dt = newer.time - older.time
      guard dt > 0 else { continue }
      let current = (newer.position - older.position) / dt
      work += (current - velocity(fromWork: work)) * abs(current)
      // The first segment: the mass starts at rest, so only half the work counts (kinetic
      // energy ½·v²).
      if age == count - 1 { work *= 0.5 }
    }
    return velocity(fromWork: work)
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
