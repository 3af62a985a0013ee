/// The fits behind the tracker's estimate: the window cut at a turning point, the impulse
/// velocity, the least-squares parabola and straight line, and the local fit of the newest
/// samples (the type's rules, in ``VelocityTracker``).
extension VelocityTracker {
  /// The window `window` (ages, newest first) cut at the finger's turning point: the sample
  /// farthest against the newest step's direction, when the finger went more than
  /// ``stillnessDistance`` toward it first and has come back from it since.
  ///
  /// Back by more than `distance` (the touch slop), the finger reversed: the window is the
  /// turning point and what came after. Back by less, the fingertip recoiled as it stopped: the
  /// window ends at the turning point, and the recoil does not count.
  func turningWindow(_ window: Range<Int>, distance: Double) -> Range<Int> {
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
  func impulseVelocity(_ window: Range<Int>) -> Double {
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

  /// The slope at the newest sample of `window` (ages, newest first) of the least-squares
  /// quadratic through its samples, or `nil` when there are fewer than three or the fit is
  /// ill-conditioned.
  func quadraticSlope(_ window: Range<Int>) -> Double? {
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
    // Cramer's rule for the slope b of the normal equations
    // [s0 s1 s2; s1 s2 s3; s2 s3 s4]·[a b c] = [x0 x1 x2].
    let determinant =
      s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
    let scale = s0 * s2 * s4
    guard scale > 0, abs(determinant) > scale * 1e-9 else { return nil }
    let slope =
      s0 * (x1 * s4 - s3 * x2) - x0 * (s1 * s4 - s3 * s2) + s2 * (s1 * x2 - x1 * s2)
    return slope / determinant
  }

  /// The slope at the newest sample of `window` of the parabola through its newest three
  /// samples (the second-order one-sided difference, exact under a uniform acceleration), or
  /// `nil` with fewer than three, or when two of them came at most ``burstInterval`` apart
  /// (events handled in a bunch, whose times do not measure motion).
  func localSlope(_ window: Range<Int>) -> Double? {
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
    return newerSpeed + acceleration * newer / 2
  }

  /// The slope of the least-squares line through the samples of `window` (ages; at least two).
  func linearSlope(_ window: Range<Int>) -> Double {
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
