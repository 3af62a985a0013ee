/// The finger's velocity at release: the lift, when it counts as a sample, the roll of a
/// fingertip that had stopped, and the late-lift rule (the type's rules, in
/// ``VelocityTracker``).
extension VelocityTracker {
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
  /// interval and stop gap. For measures of the finger that must agree with the release on
  /// where it stopped. ``releaseVelocity(liftPosition:at:intentionalDistance:)`` asks its roll
  /// rule first (a last move within the touch slop of where the finger had stopped), which a
  /// late lift at the default 10 pt slop never meets (its last move is more than 20 pt).
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
}
