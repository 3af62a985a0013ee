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
/// - **Gap**: a gap of more than the stop gap (below) between two samples breaks the window
///   there (the finger had stopped; Android's `ASSUME_POINTER_STOPPED_TIME`), with one
///   exception: the newest segment takes part whatever its length when the finger moved across
///   it (at least 2 pt). A still finger sends no samples, but a finger that arrives somewhere
///   else after a gap was moving, and events were lost: the segment's average speed is a lower
///   bound of its speed.
/// - **Stop**: a finger that has sent nothing for the stop gap has stopped, and its velocity is
///   0 — asked more than the stop gap after the newest sample (a still finger sends nothing), or
///   when the samples of the last 40 ms span less than 2 pt (a still finger that jitters). 2 pt in
///   40 ms is 50 pt/s, the release rule's dead zone.
/// - **The device's own rate**: the stop gap is Android's 40 ms, which is 2.4 sampling
///   intervals of the 60 Hz touch panels it was written for, and on a device that samples more
///   slowly it is 2.4 of that device's own intervals (``samplingInterval``): a phone that
///   reports a moving finger every 33 ms leaves 33 ms between two samples of it, and one frame
///   more when a sample waits for the next frame (Android hands input to the app once per frame,
///   batched; UIKit coalesces touches to the display's refresh), so 40 ms of silence there is
///   not a stop. An `up` delivered late after a fast last move is a lift, not a stop, on such a
///   device; on a 60 Hz or faster one, nothing changes.
/// - **Late lift**: some devices report the lift 35–50 ms after a fast last move, at the same
///   position (the `up` repeats the last known position, as Android's does). A finger at
///   1 000–2 500 pt/s cannot stop within one sampling interval without the device reporting
///   the travel it takes to stop, so when the newest segment was that fast and the lift comes
///   with no further sample, the finger left the glass moving: at release its velocity is the
///   one at its newest sample, for a silence up to one ``samplingInterval`` plus the stop gap
///   (each learned from the stroke's own samples, as the stop gap is). A finger that stops
///   sends its slowing first, and a silence longer than that is still a stop.
/// - **Turning point**: at release (``releaseVelocity(liftPosition:at:intentionalDistance:)``),
///   a finger that went one way and came back by more than the touch slop has reversed:
///   its velocity passed through zero at the turning point, a stop as much as a silence is, so
///   the window begins there and the samples before it, of a motion that has ended, do not
///   count (whatever the net displacement over the 100 ms is). A finger that came back by less
///   recoiled as it stopped (the fingertip springs back): the window ends at the turning point,
///   and the recoil does not count either way.
/// - **Slowing**: a flick accelerates, then slows before the lift, and a least-squares parabola
///   through that hump can carry the slowing past what the newest samples show (all but
///   stopped, while the last step still covered ground fast). The estimate is never slower, the
///   same way, than the parabola through the newest three samples (the second-order one-sided
///   difference, exact under a uniform acceleration), unless two of those were handled in a
///   bunch, at most ``burstInterval`` apart.
/// - **Slowing flick at the lift**: a flick that slows hard in its last samples (4 900 pt/s,
///   then 1 600) leaves a least-squares parabola, and the one through the newest three
///   samples, at rest or all but (under ``stillSpeed``), extrapolating the slowing. When the
///   lift itself carries motion, the finger was still moving as it left the glass, faster than
///   a still finger over its newest segment: the estimate is then Android's impulse strategy
///   over the same window (`ImpulseVelocityTrackerStrategy`, below), a recent-delta velocity
///   that weighs each segment by the speed it ran at, and cannot fall to rest while the newest
///   segment moves.
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
  /// The speed of a finger that moves ``stillnessDistance`` in ``stillnessWindow``, 50 pt/s, in
  /// points per second: below it, the finger counts as still and the sign of a fit is noise.
  public static let stillSpeed = stillnessDistance / stillnessWindow
  /// The largest speed reported, in points per second.
  public static let maximumSpeed = 8000.0
  /// The stop gap in sampling intervals: Android's 40 ms at 60 Hz, `0.040 × 60`.
  public static let stopGapInSamples = 2.4
  /// The interval at or below which two samples were handled in a bunch rather than measured
  /// apart, in seconds: 2 ms, the `MIN_TIME_DELTA` below which Android's integrating velocity
  /// strategy ignores a sample.
  public static let burstInterval = 0.002

  private(set) var samples = SampleRing()

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

  /// The device's sampling interval as the touch's own samples show it, in seconds: the lower
  /// median of the intervals between its newest samples (at most eight), so that a lost event or
  /// a long first interval does not count; `nil` with fewer than two samples.
  public var samplingInterval: Double? {
    let count = Swift.min(samples.count - 1, 8)
    guard count >= 1 else { return nil }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 8) { intervals in
      // The newest intervals, sorted by insertion as they are read.
      for age in 0..<count {
        let value = samples[age: age].time - samples[age: age + 1].time
        var slot = age
        while slot > 0 && intervals[slot - 1] > value {
          intervals[slot] = intervals[slot - 1]
          slot -= 1
        }
        intervals[slot] = value
      }
      return intervals[(count - 1) / 2]
    }
  }

  /// How far the finger moved between its two newest samples, in points; `0` with fewer.
  var newestStep: Double {
    samples.count >= 2 ? abs(samples[age: 0].position - samples[age: 1].position) : 0
  }

  /// How long a silence means that the finger has stopped, in seconds: ``stopGap``, or
  /// ``stopGapInSamples`` of the device's own ``samplingInterval`` when that is longer.
  public var deviceStopGap: Double {
    Self.stopGap(forInterval: samplingInterval)
  }

  private static func stopGap(forInterval interval: Double?) -> Double {
    Swift.max(stopGap, stopGapInSamples * (interval ?? 0))
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
  /// - after a stop (the finger had sent nothing for the stop gap, see the type's rules), the
  ///   fingertip rolls as it leaves the glass: only a lift beyond `intentionalDistance` (the touch
  ///   slop, the platforms' threshold between jitter and intended movement) is motion, so a few
  ///   points of roll after a stop never throw the drawer. The same holds for a last move that
  ///   comes after a stop and stays within `intentionalDistance` of where the finger stopped: the
  ///   fingertip settling or rolling, not the finger setting off again, so the finger counts as
  ///   stopped where it stopped.
  ///
  /// At release the window also begins at the finger's turning point, if it reversed (see the
  /// type's rules).
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
    guard samples.count > 0 else { return 0 }
    let newest = samples[age: 0]
    let now = time.isFinite ? Swift.max(time, newest.time) : newest.time
    let intentional = Swift.max(
      intentionalDistance.isNaN ? 0 : intentionalDistance, Self.stillnessDistance)
    let interval = samplingInterval
    let gap = Self.stopGap(forInterval: interval)
    // A last move within the slop of where the finger had stopped is a roll: the finger stopped
    // there.
    if samples.count >= 2 {
      let stop = samples[age: 1]
      let rolled =
        newest.time - stop.time > gap
        && abs(newest.position - stop.position) < intentional
      if rolled {
        let lift = liftPosition.isFinite ? liftPosition : newest.position
        guard abs(lift - stop.position) > intentional else { return 0 }
      }
    }
    if let interval, isLateLift(liftPosition, at: now, interval: interval, stopGap: gap) {
      // The finger left the glass moving, within an interval of its newest sample: its
      // velocity there.
      return estimate(at: newest.time, turning: intentional, stopGap: gap).velocity
    }
    guard liftPosition.isFinite else {
      return estimate(at: now, turning: intentional, stopGap: gap).velocity
    }
    let hadStopped = estimate(at: now, stopGap: gap).hasStopped
    let allowance = hadStopped ? intentional : Self.stillnessDistance
    guard abs(liftPosition - newest.position) > allowance else {
      return estimate(at: now, turning: intentional, stopGap: gap).velocity
    }
    var withLift = self
    withLift.addSample(position: liftPosition, time: now)
    return withLift.estimate(at: now, turning: intentional, liftCarriesMotion: true).velocity
  }

  /// Whether a lift at `liftPosition`, reported at `time`, is the late-lift rule's finger that
  /// left the glass while moving: a silence longer than the stop gap after a fast newest
  /// segment, with the lift where the newest sample was, read with the stroke's own sampling
  /// interval and stop gap, as ``releaseVelocity(liftPosition:at:intentionalDistance:)`` reads
  /// it. For measures of the finger that must agree with the release on where it stopped.
  ///
  /// - Parameters:
  ///   - liftPosition: where the finger left the glass, along the axis, in points; non-finite
  ///     counts as the newest sample's position.
  ///   - time: when the lift was reported, in seconds.
  /// - Returns: `true` when the lift is late and the finger was moving as it left.
  @_spi(DrawerKit) public func liftsWhileMoving(at liftPosition: Double, time: Double) -> Bool {
    guard let interval = samplingInterval, samples.count > 0 else { return false }
    let now = time.isFinite ? Swift.max(time, samples[age: 0].time) : samples[age: 0].time
    return isLateLift(liftPosition, at: now, interval: interval, stopGap: deviceStopGap)
  }

  /// Whether a lift at `liftPosition`, reported at `time` after a silence longer than the stop
  /// gap, is a finger that left the glass while moving and whose `up` came late, not a stop
  /// (the type's late-lift rule).
  ///
  /// A finger on the glass is sampled every `interval`. One that stops there after its newest
  /// sample, however hard it brakes, travels at least `v·interval/2` before the next sample
  /// (uniformly slowing from the newest segment's speed `v` to rest within that interval), and
  /// the device reports that travel: when it is more than ``lateLiftTravel`` (the touch slop,
  /// travel that is never jitter), no stop can come without a further sample. A lift that
  /// lands where the newest sample was (within ``stillnessDistance``: the device's `up`
  /// repeats the last known position) with nothing in between therefore left the glass within
  /// one interval of that sample, still moving, and the silence is the device's lift latency.
  /// How late the `up` may come is learned from the stroke, as the stop gap is: the finger's
  /// last interval on the glass, then the stop gap, the silence any two of its samples may
  /// leave (57 ms at 60 Hz).
  func isLateLift(_ liftPosition: Double, at time: Double, interval: Double, stopGap: Double)
    -> Bool
  {
    guard samples.count >= 2, interval > 0 else { return false }
    let newest = samples[age: 0]
    let previous = samples[age: 1]
    let silence = time - newest.time
    guard silence > stopGap, silence <= interval + stopGap else { return false }
    let lift = liftPosition.isFinite ? liftPosition : newest.position
    guard abs(lift - newest.position) <= Self.stillnessDistance else { return false }
    let segment = newest.time - previous.time
    guard segment > 0 else { return false }
    let speed = abs(newest.position - previous.position) / segment
    return speed * interval / 2 > Self.lateLiftTravel
  }

  /// The travel, in points, beyond which a finger that stops between two samples is certainly
  /// reported moving (the late-lift rule): 10 pt, the touch slop of SwiftUI's `DragGesture`
  /// and the engine's default.
  public static let lateLiftTravel = 10.0

  /// How far the finger will have moved from its newest sample by `time`, in points: a
  /// prediction for drawing, never a sample (it takes no part in any velocity).
  ///
  /// The finger's motion is extrapolated from its velocity at `now`, as the type's rules give it,
  /// for at most `horizon` past the newest sample, and damped so that it does not overshoot a
  /// stop:
  /// - a finger that slows (the fit's acceleration opposes its velocity) is extrapolated along
  ///   its parabola and no farther than where that parabola comes to rest, `v²/2a`, and not at
  ///   all once the parabola has come to rest (the direction rule's case) or the finger has
  ///   moved less than ``stillnessDistance`` over the last ``stillnessWindow``;
  /// - a finger that speeds up is extrapolated at its current velocity, not its acceleration;
  /// - a finger from which no sample has come for longer than one ``samplingInterval`` by `now`
  ///   is slowing or has stopped (a moving finger is sampled every interval): the prediction
  ///   fades to nothing over the next interval, and a stopped finger (the stop rules) has none.
  ///
  /// ```swift
  /// var tracker = VelocityTracker()
  /// for (t, x) in [(0.0, 0.0), (0.008, 8.0), (0.016, 16.0)] {
  ///   tracker.addSample(position: x, time: t)
  /// }
  /// tracker.predictedDisplacement(at: 0.041, now: 0.016, horizon: 0.05)  // 25 pt
  /// ```
  ///
  /// - Parameters:
  ///   - time: the instant the prediction is for, such as when a frame reaches the glass, in
  ///     seconds.
  ///   - now: the instant the prediction is made, no earlier than the newest sample, in seconds.
  ///   - horizon: the farthest ahead of the newest sample to extrapolate, in seconds; negative
  ///     or NaN counts as 0.
  /// - Returns: the displacement in points, positive toward increasing positions; `0` with fewer
  ///   than two samples, for an instant no later than the newest sample, or for a stopped
  ///   finger.
  public func predictedDisplacement(at time: Double, now: Double, horizon: Double) -> Double {
    guard samples.count >= 2, time.isFinite, horizon > 0 else { return 0 }
    let newest = samples[age: 0]
    let current = now.isFinite ? Swift.max(now, newest.time) : newest.time
    let span = Swift.min(time - newest.time, horizon)
    guard span > 0 else { return 0 }
    let sampled = samplingInterval
    let interval = sampled ?? 0
    let staleness = current - newest.time
    let fade =
      staleness <= interval || interval <= 0
      ? 1 : Swift.max(0, 1 - (staleness - interval) / interval)
    guard fade > 0 else { return 0 }
    let fit = estimate(at: current, stopGap: Self.stopGap(forInterval: sampled))
    let velocity = fit.velocity
    guard velocity != 0, !fit.fitAtRest, !hasHeldStill(until: current) else { return 0 }
    var travel = velocity * span
    if fit.acceleration * velocity < 0 {
      // Slowing: along the parabola, at most to where it comes to rest.
      let rest = -velocity / fit.acceleration
      let reach = Swift.min(span, rest)
      travel = velocity * reach + 0.5 * fit.acceleration * reach * reach
    }
    return (fade * travel).sanitised(
      to: -Self.maximumSpeed * horizon...Self.maximumSpeed * horizon, nan: 0)
  }

  /// Whether the finger has moved less than ``stillnessDistance`` over the ``stillnessWindow``
  /// before `now`: its samples there, and where it was as that window began (between the samples
  /// on either side), once the window begins after the first sample.
  private func hasHeldStill(until now: Double) -> Bool {
    let start = now - Self.stillnessWindow
    var newer = samples[age: 0]
    guard newer.time >= start else { return false }
    var lowest = newer.position
    var highest = newer.position
    for age in 1..<samples.count {
      let sample = samples[age: age]
      var position = sample.position
      if sample.time < start {
        position +=
          (newer.position - sample.position) * (start - sample.time)
          / (newer.time - sample.time)
      }
      lowest = Swift.min(lowest, position)
      highest = Swift.max(highest, position)
      if sample.time < start { return highest - lowest < Self.stillnessDistance }
      newer = sample
    }
    return false
  }

  /// The velocity at `time`, whether the finger had stopped by then, the fit's acceleration,
  /// and whether the fit has the finger at rest already (the direction rule replaced a
  /// quadratic that slowed past zero); with a `turning` distance, the window begins at the
  /// finger's turning point if it came back farther than that (the type's rules).
  private func estimate(
    at time: Double, turning: Double? = nil, stopGap: Double? = nil,
    liftCarriesMotion: Bool = false
  ) -> (
    velocity: Double, hasStopped: Bool, acceleration: Double, fitAtRest: Bool
  ) {
    guard samples.count >= 2 else { return (0, true, 0, true) }
    let newest = samples[age: 0]
    let now = time.isFinite ? Swift.max(time, newest.time) : newest.time
    let stopGap = stopGap ?? deviceStopGap
    if now - newest.time > stopGap { return (0, true, 0, true) }

    // The window: back from the newest sample, within the horizon, without a stopping gap; the
    // newest segment takes part whatever its length if the finger moved across it.
    var windowCount = 1
    var previousTime = newest.time
    while windowCount < samples.count {
      let sample = samples[age: windowCount]
      let broken =
        newest.time - sample.time > Self.horizon || previousTime - sample.time > stopGap
      if broken {
        let movedAcrossNewestSegment =
          windowCount == 1 && abs(newest.position - sample.position) >= Self.stillnessDistance
        if movedAcrossNewestSegment { windowCount += 1 }
        break
      }
      previousTime = sample.time
      windowCount += 1
    }
    guard windowCount >= 2 else { return (0, true, 0, true) }
    var window = 0..<windowCount
    if let turning { window = turningWindow(window, distance: turning) }
    let head = samples[age: window.lowerBound]

    // Stillness: the samples of the last 40 ms barely moved.
    var lowest = head.position
    var highest = head.position
    var stillCount = 0
    for age in window {
      let sample = samples[age: age]
      guard now - sample.time <= Self.stillnessWindow else { break }
      lowest = Swift.min(lowest, sample.position)
      highest = Swift.max(highest, sample.position)
      stillCount += 1
    }
    if stillCount >= 2 && highest - lowest < Self.stillnessDistance { return (0, true, 0, true) }

    let previous = samples[age: window.lowerBound + 1]
    let newestStep = (head.position - previous.position) / (head.time - previous.time)
    var slope: Double
    var acceleration = 0.0
    var fitAtRest = false
    if let quadratic = quadraticFit(window) {
      slope = quadratic.slope
      acceleration = quadratic.acceleration
      // The straight line is needed only when the quadratic points against the newest step.
      if newestStep != 0 && (slope > 0) != (newestStep > 0) {
        let linear = linearSlope(window)
        if (linear > 0) == (newestStep > 0) && linear != 0 {
          slope = impulseVelocity(window)
          fitAtRest = true
        }
      } else if let local = localFit(window), (local.slope > 0) == (slope > 0),
        abs(local.slope) > abs(slope)
      {
        slope = local.slope
        acceleration = local.acceleration
      }
      // A flick that slows hard and lifts while still moving: the parabolas carry the slowing
      // to rest, the lift says the finger had not got there (the slowing-flick rule).
      if liftCarriesMotion && abs(slope) < Self.stillSpeed && abs(newestStep) > Self.stillSpeed {
        slope = impulseVelocity(window)
        fitAtRest = true
      }
    } else {
      // A straight line (two samples, or an ill-conditioned fit) follows the finger's trend.
      slope = linearSlope(window)
    }
    return (
      slope.sanitised(to: -Self.maximumSpeed...Self.maximumSpeed, nan: 0), false,
      acceleration.isFinite ? acceleration : 0, fitAtRest
    )
  }

  /// The window `window` (ages, newest first) cut at the finger's turning point: the sample
  /// farthest against the newest step's direction, when the finger went more than
  /// ``stillnessDistance`` toward it first and has come back from it since.
  ///
  /// Back by more than `distance` (the touch slop), the finger reversed: the window is the
  /// turning point and what came after. Back by less, the fingertip recoiled as it stopped: the
  /// window ends at the turning point, and the recoil does not count.
  private func turningWindow(_ window: Range<Int>, distance: Double) -> Range<Int> {
    let newest = samples[age: 0].position
    let step = newest - samples[age: 1].position
    guard window.count >= 3, step != 0 else { return window }
    // The direction the finger moved before it turned.
    let before: Double = step > 0 ? -1 : 1
    var turnAge = 0
    var extreme = newest
    for age in window.dropFirst() {
      let position = samples[age: age].position
      if before * (position - extreme) > 0 {
        extreme = position
        turnAge = age
      }
    }
    let oldest = samples[age: window.upperBound - 1].position
    guard turnAge < window.upperBound - 1, before * (extreme - oldest) > Self.stillnessDistance
    else { return window }
    let cameBack = before * (extreme - newest)
    if cameBack > distance { return 0..<(turnAge + 1) }
    return window.upperBound - turnAge >= 2 ? turnAge..<window.upperBound : window
  }

  /// Android's impulse estimate over the samples of `window` (ages, newest first; at least two):
  /// the velocity a
  /// unit mass would have from the work the finger did on it, segment by segment, oldest first
  /// (`ImpulseVelocityTrackerStrategy`, `calculateImpulseVelocity`). With two samples it is the
  /// straight line between them.
  private func impulseVelocity(_ window: Range<Int>) -> Double {
    func velocity(fromWork work: Double) -> Double {
      (work < 0 ? -1 : 1) * (2 * abs(work)).squareRoot()
    }
    var work = 0.0
    for age in stride(from: window.upperBound - 1, to: window.lowerBound, by: -1) {
      let older = samples[age: age]
      let newer = samples[age: age - 1]
      let dt = newer.time - older.time
      guard dt > 0 else { continue }
      let current = (newer.position - older.position) / dt
      work += (current - velocity(fromWork: work)) * abs(current)
      // The first segment: the mass starts at rest, so only half the work counts (kinetic
      // energy ½·v²).
      if age == window.upperBound - 1 { work *= 0.5 }
    }
    return velocity(fromWork: work)
  }

  /// The slope and the acceleration (twice the curvature) at the newest sample of `window` (ages,
  /// newest first) of the least-squares quadratic through its samples, or `nil` when there are
  /// fewer than three or the fit is ill-conditioned.
  private func quadraticFit(_ window: Range<Int>) -> (slope: Double, acceleration: Double)? {
    guard window.count >= 3 else { return nil }
    let origin = samples[age: window.lowerBound]
    // Sums of τ^k and x·τ^k, with τ and x relative to the newest sample for precision.
    var s0 = 0.0
    var s1 = 0.0
    var s2 = 0.0
    var s3 = 0.0
    var s4 = 0.0
    var x0 = 0.0
    var x1 = 0.0
    var x2 = 0.0
    for age in window {
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
    // Cramer's rule for the slope b and the curvature c of the normal equations
    // [s0 s1 s2; s1 s2 s3; s2 s3 s4]·[a b c] = [x0 x1 x2].
    let determinant =
      s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
    let scale = s0 * s2 * s4
    guard scale > 0, abs(determinant) > scale * 1e-9 else { return nil }
    let slope =
      s0 * (x1 * s4 - s3 * x2) - x0 * (s1 * s4 - s3 * s2) + s2 * (s1 * x2 - x1 * s2)
    let curvature =
      s0 * (s2 * x2 - x1 * s3) - s1 * (s1 * x2 - x1 * s2) + x0 * (s1 * s3 - s2 * s2)
    return (slope / determinant, 2 * curvature / determinant)
  }

  /// The slope at the newest sample of `window`, and the acceleration, of the parabola through
  /// its newest three samples (the second-order one-sided difference, exact under a uniform
  /// acceleration), or
  /// `nil` with fewer than three, or when two of them came at most ``burstInterval`` apart
  /// (events handled in a bunch, whose times do not measure motion).
  private func localFit(_ window: Range<Int>) -> (slope: Double, acceleration: Double)? {
    guard window.count >= 3 else { return nil }
    let newest = samples[age: window.lowerBound]
    let middle = samples[age: window.lowerBound + 1]
    let oldest = samples[age: window.lowerBound + 2]
    let newer = newest.time - middle.time
    let older = middle.time - oldest.time
    guard newer > Self.burstInterval, older > Self.burstInterval else { return nil }
    let newerSpeed = (newest.position - middle.position) / newer
    let olderSpeed = (middle.position - oldest.position) / older
    let acceleration = 2 * (newerSpeed - olderSpeed) / (newer + older)
    return (newerSpeed + acceleration * newer / 2, acceleration)
  }

  /// The slope of the least-squares line through the samples of `window` (ages; at least two).
  private func linearSlope(_ window: Range<Int>) -> Double {
    let origin = samples[age: window.lowerBound]
    var s0 = 0.0
    var s1 = 0.0
    var s2 = 0.0
    var x0 = 0.0
    var x1 = 0.0
    for age in window {
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
