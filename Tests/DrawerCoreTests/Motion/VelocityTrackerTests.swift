@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct VelocityTrackerTests {
  /// A tracker fed `position(t)` every `period` seconds from 0 up to `end` inclusive.
  static func tracker(
    period: Double = 1.0 / 120, until end: Double, _ position: (Double) -> Double
  ) -> VelocityTracker {
    var tracker = VelocityTracker()
    var index = 0
    while Double(index) * period <= end + 1e-12 {
      let t = Double(index) * period
      tracker.addSample(position: position(t), time: t)
      index += 1
    }
    return tracker
  }

  @Test(arguments: [60.0, 120.0, 240.0])
  func constantVelocityIsExact(rate: Double) {
    let tracker = Self.tracker(period: 1 / rate, until: 0.2) { 40 + 750 * $0 }
    #expect(abs(tracker.velocity(at: 0.2) - 750) < 1e-6)
  }

  @Test func accelerationIsCaughtAtTheNewestSample() {
    // x = ½·a·t²: at 0.15 s the finger moves at a·t = 3000·0.15 = 450 pt/s; a straight-line fit
    // would lag behind at about 375.
    let tracker = Self.tracker(until: 0.15) { 0.5 * 3000 * $0 * $0 }
    #expect(abs(tracker.velocity(at: 0.15) - 450) < 1e-6)
  }

  @Test func decelerationIsCaughtAtTheNewestSample() {
    // v(t) = 1200 - 4000·t: at 0.2 s, 400 pt/s.
    let tracker = Self.tracker(until: 0.2) { 1200 * $0 - 2000 * $0 * $0 }
    #expect(abs(tracker.velocity(at: 0.2) - 400) < 1e-6)
  }

  @Test func aFingerHeldStillBeforeLiftHasNoVelocity() {
    // A fast drag, then the finger stops: a still finger sends no samples, and the lift comes
    // 120 ms later.
    let tracker = Self.tracker(until: 0.1) { 1500 * $0 }
    #expect(tracker.velocity(at: 0.1 + 0.12) == 0)
  }

  @Test func noSamplesFor60msBeforeLiftMeansStopped() {
    let tracker = Self.tracker(until: 0.1) { 900 * $0 }
    #expect(tracker.velocity(at: 0.16) == 0)
    // Within 40 ms of the last sample, the finger is still moving.
    #expect(abs(tracker.velocity(at: 0.13) - 900) < 1e-6)
  }

  @Test func jitterOfLessThanTwoPointsIsStillness() {
    let tracker = Self.tracker(until: 0.3) { t in
      t < 0.2 ? 1000 * t : 200 + 0.8 * ((t * 1000).truncatingRemainder(dividingBy: 2) - 1)
    }
    #expect(tracker.velocity(at: 0.3) == 0)
  }

  @Test func reversalReportsTheNewDirection() {
    // Out at 800 pt/s for 150 ms, then back at 600 pt/s for 100 ms.
    let tracker = Self.tracker(until: 0.25) { t in t < 0.15 ? 800 * t : 120 - 600 * (t - 0.15) }
    let velocity = tracker.velocity(at: 0.25)
    #expect(velocity < -500 && velocity > -700, "velocity \(velocity)")
  }

  @Test func aGapBreaksTheWindow() {
    // A slow drift, a 60 ms pause with no samples, then a fast move: only the samples after
    // the gap count.
    var tracker = VelocityTracker()
    for index in 0..<10 {
      tracker.addSample(position: Double(index) * 0.5, time: Double(index) * 0.008)
    }
    for index in 0..<4 {
      let t = 0.072 + 0.06 + Double(index) * 0.008
      tracker.addSample(position: 4.5 + Double(index) * 8, time: t)
    }
    #expect(abs(tracker.velocity(at: 0.156) - 1000) < 1e-6)
  }

  @Test func speedIsClampedTo8000() {
    let fast = Self.tracker(until: 0.05) { 50_000 * $0 }
    #expect(fast.velocity(at: 0.05) == 8000)
    let back = Self.tracker(until: 0.05) { -50_000 * $0 }
    #expect(back.velocity(at: 0.05) == -8000)
  }

  @Test func fewerThanTwoSamplesHaveNoVelocity() {
    var tracker = VelocityTracker()
    #expect(tracker.velocity(at: 0) == 0)
    tracker.addSample(position: 10, time: 0)
    #expect(tracker.velocity(at: 0.01) == 0)
    tracker.addSample(position: 20, time: 0.01)
    #expect(abs(tracker.velocity(at: 0.01) - 1000) < 1e-9)
  }

  @Test func malformedSamplesAreHarmless() {
    var tracker = Self.tracker(until: 0.1) { 300 * $0 }
    tracker.addSample(position: .nan, time: 0.11)
    tracker.addSample(position: 40, time: .infinity)
    // A duplicate time and a time running backwards replace the newest sample instead of
    // making the fit singular.
    tracker.addSample(position: 30, time: 0.1)
    tracker.addSample(position: 30, time: 0.05)
    let velocity = tracker.velocity(at: 0.1)
    #expect(velocity.isFinite)
    #expect(tracker.velocity(at: .nan).isFinite)
    #expect(tracker.sampleCount <= 20)
  }

  @Test func theWindowReachesBackOnly100ms() {
    // Slow for a long time, then 60 ms fast: the old slow samples beyond 100 ms do not count.
    let tracker = Self.tracker(until: 0.5) { t in t < 0.44 ? 50 * t : 22 + 1200 * (t - 0.44) }
    let velocity = tracker.velocity(at: 0.5)
    #expect(velocity > 900, "velocity \(velocity)")
  }
}

/// The rules that keep the estimate true to real fingers: sparse samples, gaps, the lift.
@Suite struct VelocityTrackerRealFingerTests {
  static func tracker(_ samples: [(Double, Double)]) -> VelocityTracker {
    var tracker = VelocityTracker()
    for (time, position) in samples { tracker.addSample(position: position, time: time) }
    return tracker
  }

  @Test func aDeceleratingThreeSampleFlickNeverPointsBack() {
    // 150 pt in the first 33 ms, 40 more in the next: the quadratic through the three samples
    // has a slope of about -450 pt/s at the newest one, against the finger's every step.
    let tracker = Self.tracker([(0, 0), (0.033, 150), (0.066, 190)])
    let velocity = tracker.velocity(at: 0.07)
    #expect(velocity > 1000, "the finger was still moving forward: \(velocity)")
  }

  @Test func aDeceleratingFlickOpensTheDrawerItWasThrowingOpen() {
    // From the edge: 70 pt in 33 ms, then 20 more; 80 pt of 300 shown. By position alone the
    // drawer would close; the finger threw it open.
    var drawer = makeDrawer()
    drawer.handle(.down(at: DrawerPoint(x: 5, y: 400), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 75, y: 402), time: 0.033))
    drawer.handle(.move(at: DrawerPoint(x: 95, y: 403), time: 0.066))
    drawer.handle(.up(at: DrawerPoint(x: 95, y: 403), time: 0.07))
    #expect(drawer.target == .open)
  }

  @Test func aFastSegmentAfterA50msGapStillCounts() {
    // Events were lost: 80 pt in the 50 ms after the third sample.
    let tracker = Self.tracker([(0, 0), (0.016, 20), (0.033, 40), (0.083, 120)])
    #expect(abs(tracker.velocity(at: 0.085) - 1600) < 1e-6)
    // Without movement across the gap, the finger had stopped.
    let held = Self.tracker([(0, 0), (0.016, 20), (0.033, 40), (0.083, 40.5)])
    #expect(held.velocity(at: 0.085) == 0)
  }

  @Test func aLiftThatMovedCountsAsMotion() {
    // 1000 pt/s, then the up arrives 42 ms after the last move, 42 pt farther on: the finger
    // kept moving. Without the lift, the last move is stale and the finger looks stopped.
    let tracker = Self.tracker([(0, 0), (0.016, 16), (0.033, 33)])
    #expect(tracker.velocity(at: 0.075) == 0)
    let velocity = tracker.releaseVelocity(liftPosition: 75, at: 0.075, intentionalDistance: 10)
    #expect(abs(velocity - 1000) < 1e-6)
  }

  @Test func aLiftThatRepeatsTheLastPositionDoesNotSlowTheFinger() {
    let tracker = Self.tracker([(0, 0), (0.016, 16), (0.033, 33)])
    let velocity = tracker.releaseVelocity(liftPosition: 33, at: 0.05, intentionalDistance: 10)
    #expect(velocity == tracker.velocity(at: 0.05))
    #expect(abs(velocity - 1000) < 20)
  }

  @Test func aDeadStopThenLiftIsNotAFling() {
    // 1000 pt/s for 100 ms, then nothing for 45 ms, and the lift where the finger stopped.
    let samples = (0...6).map { (Double($0) / 60, 1000 * Double($0) / 60) }
    let tracker = Self.tracker(samples)
    let lift = 0.1 + 0.045
    #expect(tracker.releaseVelocity(liftPosition: 100, at: lift, intentionalDistance: 10) == 0)
    // A still finger that some devices keep reporting, at the same place every 8 ms.
    let reported = Self.tracker(
      samples + stride(from: 0.108, through: 0.14, by: 0.008).map { ($0, 100) })
    #expect(reported.releaseVelocity(liftPosition: 100, at: lift, intentionalDistance: 10) == 0)
  }

  @Test(arguments: [2.0, 3, 4, 5, 6])
  func aRollAtTheLiftAfterAStopIsNotAThrow(roll: Double) {
    let samples = (0...6).map { (Double($0) / 60, 1000 * Double($0) / 60) }
    let stopped = Self.tracker(samples)
    #expect(
      stopped.releaseVelocity(liftPosition: 100 + roll, at: 0.145, intentionalDistance: 10) == 0)
    // The same roll after a still finger kept reporting its place.
    let reported = Self.tracker(
      samples + stride(from: 0.108, through: 0.14, by: 0.008).map { ($0, 100) })
    #expect(
      reported.releaseVelocity(liftPosition: 100 - roll, at: 0.148, intentionalDistance: 10) == 0)
  }

  @Test func aFlickBackLiftedAFewFramesAfterReversingIsAReversal() {
    // Out at 800 pt/s for 150 ms, then back at 600 pt/s for three 60 Hz frames, lifted 8 ms
    // later: the window's straight-line trend still points out, the finger points back.
    var samples = (0...9).map { (Double($0) / 60, 800 * Double($0) / 60) }
    let turn = samples.last!
    for frame in 1...3 {
      let t = Double(frame) / 60
      samples.append((turn.0 + t, turn.1 - 600 * t))
    }
    let tracker = Self.tracker(samples)
    let last = samples.last!
    let velocity = tracker.releaseVelocity(
      liftPosition: last.1, at: last.0 + 0.008, intentionalDistance: 10)
    #expect(velocity < -300, "a reversal: \(velocity)")
  }

  @Test func theSamplingIntervalIsTheLowerMedianOfTheNewestIntervals() {
    // A long first interval (the finger settling after the down), then 30 Hz.
    let tracker = Self.tracker([(0, 0), (0.05, 10), (0.083, 40), (0.116, 70), (0.149, 100)])
    #expect(abs((tracker.samplingInterval ?? 0) - 0.033) < 1e-9)
    #expect(VelocityTracker().samplingInterval == nil)
    #expect(Self.tracker([(0, 0)]).samplingInterval == nil)
    // Two intervals: the shorter one.
    #expect(
      abs((Self.tracker([(0, 0), (0.049, 62), (0.087, 132)]).samplingInterval ?? 0) - 0.038)
        < 1e-9)
  }

  @Test(arguments: [(30.0, 0.08), (50, 0.048), (60, 0.04), (120, 0.04), (240, 0.04)])
  func theStopGapIsAndroids40msOrTwoAndAHalfOfTheDevicesIntervals(rate: Double, gap: Double) {
    let tracker = VelocityTrackerTests.tracker(period: 1 / rate, until: 0.2) { 1000 * $0 }
    #expect(abs(tracker.deviceStopGap - gap) < 1e-9, "at \(rate) Hz")
  }

  @Test func aLateUpOnA30HzPhoneIsALiftWhileMoving() {
    // Every 33 ms at 1500 pt/s, then the up 70 ms after the last move, where the last move was
    // (the platform repeats the last known position). At 30 Hz a moving finger leaves 33 ms
    // between samples and a sample may wait a frame more: 70 ms of silence is not a stop.
    let slow = VelocityTrackerTests.tracker(period: 1.0 / 30, until: 0.2) { 1500 * $0 }
    let lift = slow.releaseVelocity(liftPosition: 300, at: 0.27, intentionalDistance: 10)
    #expect(abs(lift - 1500) < 1e-6)
    // Past 2.4 intervals (80 ms) and one interval more (the late-lift rule: a finger this fast
    // would have been sampled again had it stayed on the glass), 113 ms, it is a stop.
    #expect(slow.releaseVelocity(liftPosition: 300, at: 0.285, intentionalDistance: 10) > 1000)
    #expect(slow.releaseVelocity(liftPosition: 300, at: 0.32, intentionalDistance: 10) == 0)
    let fast = VelocityTrackerTests.tracker(period: 1.0 / 60, until: 0.2) { 1500 * $0 }
    #expect(fast.releaseVelocity(liftPosition: 300, at: 0.27, intentionalDistance: 10) == 0)
  }

  @Test(arguments: [60.0, 30.0])
  func aFastFingerWhoseUpComesLateLiftedWhileMoving(rate: Double) {
    // 2000 pt/s, sampled at `rate`: had the finger stopped on the glass after its last sample,
    // it would have travelled at least 2000 · interval / 2 (17 pt at 60 Hz) before the next
    // one, and the device would have said so. The up comes where the last move was, later than
    // the stop gap but within one interval more: the finger left the glass moving.
    let interval = 1 / rate
    let tracker = VelocityTrackerTests.tracker(period: interval, until: 0.2) { 2000 * $0 }
    let gap = tracker.deviceStopGap
    let late = 0.2 + gap + interval * 0.9
    let velocity = tracker.releaseVelocity(liftPosition: 400, at: late, intentionalDistance: 10)
    #expect(abs(velocity - 2000) < 1e-6)
    // A lift that carries no motion (within the stillness distance of the last sample) too.
    #expect(tracker.releaseVelocity(liftPosition: 401.5, at: late, intentionalDistance: 10) > 1900)
    // Later than the last interval on the glass plus the stop gap, it is a stop.
    let stop = 0.2 + gap + interval * 1.1
    #expect(tracker.releaseVelocity(liftPosition: 400, at: stop, intentionalDistance: 10) == 0)
  }

  @Test func aFingerSlowEnoughToStopUnseenHasStoppedAfterTheStopGap() {
    // 900 pt/s at 60 Hz: stopping within one interval takes 7.5 pt, within the slop, which a
    // device may report as a sample or not. The up 45 ms after the last move, where it was:
    // a stop, as before.
    let tracker = VelocityTrackerTests.tracker(period: 1.0 / 60, until: 0.2) { 900 * $0 }
    #expect(tracker.releaseVelocity(liftPosition: 180, at: 0.245, intentionalDistance: 10) == 0)
  }

  @Test func aFastFingerThatStopsSendsItsSlowingAndHasStopped() {
    // 2000 pt/s, then three samples slowing to rest, then the up 50 ms later: the newest segment
    // is slow, so the silence is a stop.
    var samples = (0...6).map { (Double($0) / 60, 2000 * Double($0) / 60) }
    for step in [16.0, 8, 1] {
      let last = samples.last!
      samples.append((last.0 + 1.0 / 60, last.1 + step))
    }
    let tracker = Self.tracker(samples)
    let last = samples.last!
    #expect(
      tracker.releaseVelocity(liftPosition: last.1, at: last.0 + 0.05, intentionalDistance: 10)
        == 0)
  }

  @Test func aFlickThatSlowsHardAndLiftsMovingKeepsItsSpeed() {
    // At 60 Hz: 1800, 3600, 4200, 4800 pt/s, then 1680 over the newest segment, and the lift
    // 26 ms later, 7 pt on (270 pt/s): the finger was still moving as it left. The least-squares
    // parabola through the slowing puts it all but at rest (4 pt/s, under the release rule's
    // dead zone); Android's impulse estimate does not.
    let samples = [0.0, 30, 90, 160, 240, 268].enumerated().map { (Double($0) / 60, $1) }
    let tracker = Self.tracker(samples)
    let lift = samples.last!.0 + 0.026
    let velocity = tracker.releaseVelocity(liftPosition: 275, at: lift, intentionalDistance: 10)
    #expect(velocity > 1000, "\(velocity)")
    // Lifted where the newest sample was, the lift says nothing: the estimate is as before.
    let still = tracker.releaseVelocity(liftPosition: 268, at: lift, intentionalDistance: 10)
    #expect(still == tracker.velocity(at: lift))
  }

  @Test func aFingerThatSlowsToRestAndLiftsStillHasNoSpeed() {
    // Slowing uniformly to rest, then lifted 3 pt on (a roll, more than the stillness distance):
    // the newest segment is slower than a still finger's 50 pt/s, so the fit stands.
    let tracker = VelocityTrackerTests.tracker(period: 1.0 / 60, until: 0.3) { t in
      1000 * t - 1000 / 0.6 * t * t
    }
    let end = 1000 * 0.3 - 1000 / 0.6 * 0.09
    let velocity = tracker.releaseVelocity(
      liftPosition: end + 3, at: 0.31, intentionalDistance: 10)
    #expect(abs(velocity) < VelocityTracker.stillSpeed, "\(velocity)")
  }

  @Test func aRecoilWithinTheSlopAsTheFingerStopsIsNotAReversal() {
    // A fast flick (−1500 pt/s at 60 Hz), then the fingertip recoils 3 pt as it stops, and
    // lifts: the velocity is the flick's at its turning point, not the recoil's.
    var samples = (0...6).map { (Double($0) / 60, 400 - 1500 * Double($0) / 60) }
    samples.append((7.0 / 60, 253))
    let tracker = Self.tracker(samples)
    let velocity = tracker.releaseVelocity(
      liftPosition: 253, at: 7.0 / 60 + 0.006, intentionalDistance: 10)
    #expect(velocity < -1000, "the flick's direction: \(velocity)")
  }

  @Test func aFlickThatSlowsBeforeTheLiftIsStillMovingAtTheLift() {
    // Steps of 71 pt in 45 ms, 47 in 17, 20 in 16 and 11 in 15 (the lift, which moved): the
    // finger accelerated, then slowed. The least-squares quadratic through the hump has it all
    // but stopped at the lift; its last three samples say 470 pt/s or so.
    let tracker = Self.tracker([(0, 0), (0.045, 71), (0.062, 118), (0.078, 138)])
    let velocity = tracker.releaseVelocity(
      liftPosition: 149, at: 0.093, intentionalDistance: 10)
    #expect(velocity > 400 && velocity < 600, "still moving: \(velocity)")
  }

  @Test func twoSamplesHandledInABunchDoNotFloorTheEstimate() {
    // 1000 pt/s at 60 Hz, then a sample 1 ms after the newest, 3 pt on: events handled in a
    // bunch. The parabola through the newest three would say some 6000 pt/s; the estimate stays
    // the least-squares one, near the finger's 1000.
    let samples = (0...5).map { (Double($0) / 60, 1000 * Double($0) / 60) }
    let tracker = Self.tracker(samples + [(5.0 / 60 + 0.001, 1000 * 5.0 / 60 + 3)])
    let velocity = tracker.releaseVelocity(
      liftPosition: 1000 * 5.0 / 60 + 3, at: 5.0 / 60 + 0.002, intentionalDistance: 10)
    #expect(velocity > 900 && velocity < 2500, "\(velocity)")
  }

  @Test(arguments: [60.0, 120.0])
  func aFingerThatSlowsUniformlyToRestHasNoVelocity(rate: Double) {
    // v(t) = 1000 − 10000·t: at rest at 0.1 s, lifted there. Every estimate agrees.
    let tracker = VelocityTrackerTests.tracker(period: 1 / rate, until: 0.1) {
      1000 * $0 - 5000 * $0 * $0
    }
    let velocity = tracker.releaseVelocity(liftPosition: 50, at: 0.104, intentionalDistance: 10)
    #expect(abs(velocity) < 1e-6, "\(velocity)")
  }

  @Test func aLateLiftAfterAFastMoveLeavesTheGlassMoving() {
    // 2 500 pt/s sampled every 16 ms: stopping before the next sample would take 20 pt the
    // device would report, more than the 10 pt the rule asks.
    let fast = Self.tracker([(0, 0), (0.016, 40), (0.032, 80)])
    // Lifted where the last move was, 50 ms on (past the 40 ms stop gap, within one interval
    // more): it left the glass moving, and the release has its speed.
    #expect(fast.liftsWhileMoving(at: 80, time: 0.082))
    #expect(fast.releaseVelocity(liftPosition: 80, at: 0.082, intentionalDistance: 10) > 2000)
    // Within the stop gap the tracker has the finger moving anyway; 100 ms on, it had stopped;
    // a lift elsewhere carries its own motion.
    #expect(!fast.liftsWhileMoving(at: 80, time: 0.05))
    #expect(!fast.liftsWhileMoving(at: 80, time: 0.132))
    #expect(!fast.liftsWhileMoving(at: 95, time: 0.082))
    // 1 000 pt/s would be reported within 8 pt of its stop: a late lift there is a stop.
    let slow = Self.tracker([(0, 0), (0.016, 16), (0.032, 32)])
    #expect(!slow.liftsWhileMoving(at: 32, time: 0.082))
    #expect(VelocityTracker().liftsWhileMoving(at: 0, time: 1) == false)
  }
}
