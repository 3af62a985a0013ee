import DrawerCore
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
