import Testing

@_spi(DrawerKit) @testable import DrawerCore

/// DrawerKit's prediction for drawing, on hand-made strokes whose prediction is worked out by
/// hand.
@Suite struct FingerPredictorTests {
  /// A tracker fed `(time, position)` samples.
  static func tracker(_ samples: [(Double, Double)]) -> VelocityTracker {
    var tracker = VelocityTracker()
    for (time, position) in samples { tracker.addSample(position: position, time: time) }
    return tracker
  }

  /// 0, 16, 40, 72 pt every 16 ms: steps of 1 000, 1 500 and 2 000 pt/s, a uniform acceleration.
  /// The samples lie on x = 0.75·t + t²/64 (t in ms), whose slope at 48 ms, the tracker's
  /// velocity, is 0.75 + 1.5 = 2.25 pt/ms.
  static let speedingUp = tracker([(0, 0), (0.016, 16), (0.032, 40), (0.048, 72)])

  @Test func anAcceleratingFingerIsExtrapolatedAtItsVelocityUpToTheNewestInterval() {
    let predictor = FingerPredictor(horizon: 0.012)
    // The 12 ms horizon (within the 16 ms interval) at 2 250 pt/s (over 2 000: the whole
    // velocity): 27 pt, however far past the newest sample the instant is.
    #expect(abs(predictor.displacement(of: Self.speedingUp, at: 0.073, now: 0.048) - 27) < 1e-9)
    #expect(abs(predictor.displacement(of: Self.speedingUp, at: 0.2, now: 0.048) - 27) < 1e-9)
    // 4 ms past it: 9 pt.
    #expect(abs(predictor.displacement(of: Self.speedingUp, at: 0.052, now: 0.048) - 9) < 1e-9)
    // A 2 ms horizon: 4.5 pt.
    let short = FingerPredictor(horizon: 0.002)
    #expect(abs(short.displacement(of: Self.speedingUp, at: 0.073, now: 0.048) - 4.5) < 1e-9)
    // A 30 ms horizon reaches no farther than the 16 ms interval, when the next sample is due:
    // 36 pt.
    let long = FingerPredictor(horizon: 0.03)
    #expect(abs(long.displacement(of: Self.speedingUp, at: 0.2, now: 0.048) - 36) < 1e-9)
    // The other way, the same distance the other way.
    let mirrored = Self.tracker([(0, 0), (0.016, -16), (0.032, -40), (0.048, -72)])
    #expect(abs(predictor.displacement(of: mirrored, at: 0.073, now: 0.048) + 27) < 1e-9)
  }

  @Test func nothingBeforeTheFirstMoveThenFromTheFirstStep() {
    let predictor = FingerPredictor(horizon: 0.012)
    // The down alone: no step, no speed.
    #expect(predictor.displacement(of: Self.tracker([(0, 0)]), at: 0.02, now: 0) == 0)
    // The down and a move 16 pt on in 16 ms: 1 000 pt/s, half of full speed, for the 12 ms
    // horizon: 6 pt (a stroke's first moves are drawn ahead too).
    let first = Self.tracker([(0, 0), (0.016, 16)])
    #expect(abs(predictor.displacement(of: first, at: 0.041, now: 0.016) - 6) < 1e-9)
    // The down and two moves, speeding up (1 500 then 2 000 pt/s): the parabola's 2 250 pt/s at
    // the newest sample, for 12 ms: 27 pt.
    let young = Self.tracker([(0.016, 16), (0.032, 40), (0.048, 72)])
    #expect(abs(predictor.displacement(of: young, at: 0.06, now: 0.048) - 27) < 1e-9)
    // Two moves slowing (2 000 then 1 000 pt/s): nothing, from the third sample on.
    let slowing = Self.tracker([(0, 0), (0.016, 32), (0.032, 48)])
    #expect(predictor.displacement(of: slowing, at: 0.05, now: 0.032) == 0)
  }

  @Test func aFingerStartingFromRestIsSpeedingUp() {
    let predictor = FingerPredictor(horizon: 0.012)
    // Still for a step, then 16 pt in 16 ms: the parabola through the three samples,
    // x = t(t − 16)/32 (t in ms), leaves at 1.5 pt/ms, three quarters of full speed, for the
    // 12 ms horizon: 1500 · 0.75 · 0.012 = 13.5 pt.
    let starting = Self.tracker([(0, 0), (0.016, 0), (0.032, 16)])
    #expect(abs(predictor.displacement(of: starting, at: 0.057, now: 0.032) - 13.5) < 1e-9)
    // A newest step that goes nowhere: nothing.
    let halted = Self.tracker([(0, 0), (0.016, 16), (0.032, 16)])
    #expect(predictor.displacement(of: halted, at: 0.057, now: 0.032) == 0)
  }

  @Test func nothingWhileTheFingerSlowsOrTurns() {
    let predictor = FingerPredictor(horizon: 0.012)
    // Steps of 2 000, 1 500 and 1 000 pt/s: the newest slower than the one before.
    let slowing = Self.tracker([(0, 0), (0.016, 32), (0.032, 56), (0.048, 72)])
    #expect(predictor.displacement(of: slowing, at: 0.06, now: 0.048) == 0)
    // Out, then one step back.
    let turning = Self.tracker([(0, 0), (0.016, 16), (0.032, 40), (0.048, 30)])
    #expect(predictor.displacement(of: turning, at: 0.06, now: 0.048) == 0)
  }

  @Test func aSlowFingerIsExtrapolatedInProportionToItsSpeed() {
    // A steady 500 pt/s sampled every 1/64 s (times and positions exact in binary, so the steps
    // are equal to the bit): the 1/128 s horizon (within the 1/64 s interval) at a quarter of
    // the velocity (500 of 2 000 pt/s): 500 · 0.0078125 · 0.25 = 0.9765625 pt.
    let slow = Self.tracker((0...3).map { (Double($0) / 64, 7.8125 * Double($0)) })
    let predicted = FingerPredictor(horizon: 1.0 / 128).displacement(
      of: slow, at: 3.0 / 64 + 0.025, now: 3.0 / 64)
    #expect(abs(predicted - 0.9765625) < 1e-9)
  }

  @Test func aBunchedSampleReachesItsInterval() {
    // A steady 2 048 pt/s every 1/64 s (32 pt a step), and a newest sample only 1/512 s after
    // the one before, 4 pt on: the prediction reaches that interval, 1/512 s, at the whole
    // velocity: 4 pt.
    let bunched = Self.tracker([(0, 0), (1.0 / 64, 32), (2.0 / 64, 64), (2.0 / 64 + 1.0 / 512, 68)])
    let newest = 2.0 / 64 + 1.0 / 512
    let predicted = FingerPredictor(horizon: 0.012).displacement(
      of: bunched, at: newest + 0.025, now: newest)
    #expect(abs(predicted - 4) < 1e-9)
  }

  @Test func aStoppedFingerAndBadInputPredictNothing() {
    let predictor = FingerPredictor(horizon: 0.012)
    // No sample for more than the 40 ms stop gap: the tracker's velocity is 0.
    #expect(predictor.displacement(of: Self.speedingUp, at: 0.1, now: 0.09) == 0)
    // An instant no later than the newest sample, or not a number.
    #expect(predictor.displacement(of: Self.speedingUp, at: 0.048, now: 0.048) == 0)
    #expect(predictor.displacement(of: Self.speedingUp, at: 0.01, now: 0.048) == 0)
    #expect(predictor.displacement(of: Self.speedingUp, at: .nan, now: 0.048) == 0)
    // A horizon of nothing, or less.
    #expect(
      FingerPredictor(horizon: 0).displacement(of: Self.speedingUp, at: 0.06, now: 0.048) == 0)
    #expect(FingerPredictor(horizon: -1).horizon == 0)
    #expect(FingerPredictor(horizon: .nan).horizon == 0)
    #expect(FingerPredictor(horizon: .infinity).horizon == 1)
  }
}
