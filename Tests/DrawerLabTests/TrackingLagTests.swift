@_spi(DrawerKit) import DrawerCore
import Testing

@_spi(DrawerKit) @testable import DrawerLab

/// The lag measure on hand-made traces whose answer is known.
@Suite struct TrackingLagTests {
  /// A drag from the edge at 1200 pt/s, sampled at 60 Hz (20 pt a sample), twelve samples to
  /// 245 pt (under the 300 pt drawer's width), lifted 4 ms after the last at the same place.
  static var steadyDrag: Trace {
    var builder = TraceBuilder(name: "steady")
    builder.stroke(at: 5, through: steps(from: 5, by: 20, count: 12), rate: 60)
    return builder.trace
  }

  /// The lags, rounded to 1/1000 pt, of the frames whose glass instant is before the lift.
  static func steadyLags(_ behaviour: BenchBehaviour, latency: Double) -> Set<Double> {
    let lag = TrackingLag(trace: steadyDrag, behaviour: behaviour, latency: latency)
    let frames = Int(((0.2 - latency) * 120).rounded(.down)) - 2
    return Set(lag.distances.prefix(frames).map { ($0 * 1000).rounded() / 1000 })
  }

  @Test func aDrawerThatDrawsItsSamplesLagsBySpeedTimesTheSamplesAgeAndTheLatency() throws {
    // Frames fall on the 60 Hz samples and halfway between them: the newest sample is 0 or
    // 1/120 s old, and the frame reaches the glass 25 ms later, by when the finger has gone on
    // 1200·0.025 = 30 pt, or 1200·(1/120 + 0.025) = 40 pt. The last frames, whose glass
    // instant is past the lift, lag less.
    #expect(Self.steadyLags(.drawerKit, latency: 0.025) == [30, 40])
    let lag = TrackingLag(trace: Self.steadyDrag, behaviour: .drawerKit)
    #expect(lag.distances.allSatisfy { $0 <= 40 + 1e-6 })
    let summary = TrackingLag.Summary([lag], latency: 0.025)
    #expect(abs(try #require(summary.p95) - 40) < 1e-6)
    #expect(summary.overshootP95 == nil, "a finger lifted while moving never stops")
    // With no display latency, only the sample's age: 0 or 10 pt.
    #expect(Self.steadyLags(.drawerKit, latency: 0) == [0, 10])
  }

  @Test func everyBehaviourThatFollowsTheFingerLagsTheSame() {
    // Compose follows the finger from its slop, as DrawerKit does: the same 30 and 40 pt.
    #expect(Self.steadyLags(.composeMaterial3Drawer, latency: 0.025) == [30, 40])
  }

  @Test func predictiveTrackingMakesUpTheHorizonOfTheLag() {
    // From the first move on (the down and a move are a step, and show the speed), the
    // prediction reaches the 8 ms horizon past the newest sample (within the 1/60 s sampling
    // interval) at 0.6 of the finger's 1 200 pt/s (full speed from 2 000 pt/s):
    // 1200 · 0.008 · 0.6 = 5.76 pt, so frames lag 24.24 pt at a sample and 34.24 between,
    // where direct tracking lags 30 and 40. With no latency a frame at a sample asks for the
    // sample's own instant (no prediction, no lag) and one between lags 10 − 5.76 = 4.24 pt.
    #expect(Self.steadyLags(.drawerKitPredictive, latency: 0.025) == [24.24, 34.24])
    #expect(Self.steadyLags(.drawerKitPredictive, latency: 0) == [0, 4.24])
  }

  @Test func aDeadStopShowsThePredictionsOvershootAndNoneForDirectTracking() throws {
    // The steady drag stops dead, holds 100 ms, lifts where it stopped: nothing in the samples
    // says so, and the prediction carries the drawer 5.76 pt past the stop (the 8 ms horizon at
    // 0.6 of 1 200 pt/s) until the tracker sees the finger has stopped.
    var builder = TraceBuilder(name: "dead-stop", expect: .closed)
    builder.stroke(at: 5, through: steps(from: 5, by: 20, count: 6), rate: 60, liftDelay: 0.1)
    let trace = builder.trace
    let direct = TrackingLag(trace: trace, behaviour: .drawerKit)
    #expect(direct.overshoots == [0])
    let predictive = TrackingLag(trace: trace, behaviour: .drawerKitPredictive)
    #expect(predictive.overshoots.count == 1)
    #expect(abs(predictive.overshoots[0] - 5.76) < 1e-6)
  }

  @Test func aFrameFromBeforeTheTurnIsLagNotOvershoot() throws {
    // Out at 1200 pt/s to 125 pt, back 15 pt, then 4 pt out again: a stop at 110 pt on the way
    // back. A frame seen just after the finger got there but drawn 25 ms earlier shows the
    // sample at 105 pt, 5 pt past 110 the way back; it was drawn before the finger turned,
    // and a drawer that draws its samples never passes the finger.
    var builder = TraceBuilder(name: "turn", expect: .closed)
    builder.stroke(at: 5, through: steps(from: 5, by: 20, count: 6) + [110, 114], rate: 60)
    let trace = builder.trace
    let stroke = try #require(FingerStroke.strokes(of: trace).first)
    #expect(stroke.stops.map(\.position) == [125, 110])
    // The way back began at the sample at 125 pt, the sixth move.
    #expect(stroke.stops.map { ($0.since * 60).rounded() } == [0, 6])
    let direct = TrackingLag(trace: trace, behaviour: .drawerKit)
    #expect(direct.overshoots == [0, 0])
  }

  @Test func aFingerThatSlowsToRestIsNotPassed() throws {
    // From 1200 pt/s, slowing uniformly to rest in 0.2 s (sampled at 60 Hz), held, lifted: the
    // prediction follows the parabola to where it comes to rest, and no farther.
    let path = (1...12).map { index -> Double in
      let t = Double(index) / 60
      return 5 + 1200 * t - 3000 * t * t
    }
    var builder = TraceBuilder(name: "slowing", expect: .closed)
    builder.stroke(at: 5, through: path, rate: 60, liftDelay: 0.1)
    let predictive = TrackingLag(trace: builder.trace, behaviour: .drawerKitPredictive)
    #expect(predictive.overshoots.count == 1)
    #expect(predictive.overshoots[0] < 0.5, "\(predictive.overshoots)")
  }

  @Test func stopsAreReversalsAndHoldsNotLiftsOrLostEvents() {
    func stops(_ samples: [(Double, Double)], lifted: Bool = true) -> [FingerStroke.Stop] {
      var stroke = FingerStroke(sign: 1)
      stroke.samples = samples.map { (time: $0.0, position: $0.1) }
      stroke.endsInLift = lifted
      return stroke.stops
    }
    // Out and back by more than 2 pt: a reversal at the farthest point.
    let reversal = stops([(0, 0), (0.016, 20), (0.033, 40), (0.05, 30), (0.066, 10), (0.07, 10)])
    #expect(reversal.map(\.position) == [40])
    #expect(reversal.first?.direction == 1)
    // Back by 1 pt: jitter, not a reversal.
    #expect(stops([(0, 0), (0.016, 20), (0.033, 40), (0.05, 39), (0.055, 39)]).isEmpty)
    // Lifted while moving, 4 ms after the last move: neither.
    #expect(stops([(0, 0), (0.016, 20), (0.033, 40), (0.037, 40)]).isEmpty)
    // Lifted 60 ms after the last move, where it was: a stop (the 40 ms stop gap at 60 Hz).
    #expect(stops([(0, 0), (0.016, 20), (0.033, 40), (0.093, 40)]).map(\.position) == [40])
    // At 2 500 pt/s the finger cannot stop before the next sample without the device reporting
    // the 20 pt it takes (the tracker's late-lift rule): lifted 50 ms after that move, where it
    // was, it left the glass moving, as the release reads it. 100 ms after, more than an
    // interval past the stop gap, it had stopped.
    #expect(stops([(0, 0), (0.016, 40), (0.032, 80), (0.082, 80)]).isEmpty)
    #expect(stops([(0, 0), (0.016, 40), (0.032, 80), (0.132, 80)]).map(\.position) == [80])
    // Cancelled there instead (or lifted with no position), the touch is released at the
    // finger's velocity 50 ms on, which has stopped: a stop.
    let cancelled = stops([(0, 0), (0.016, 40), (0.032, 80), (0.082, 80)], lifted: false)
    #expect(cancelled.map(\.position) == [80])
    // On a 30 Hz device the stop gap is 2.4 intervals, 80 ms: 60 ms is a late lift.
    #expect(stops([(0, 0), (0.033, 40), (0.066, 80), (0.126, 80)]).isEmpty)
    // A 60 ms silence crossed at 1200 pt/s: events were lost, the finger did not stop.
    #expect(stops([(0, 0), (0.016, 20), (0.033, 40), (0.093, 112), (0.1, 112)]).isEmpty)
    // A 60 ms hold, then on slowly: a stop, until the finger passes it.
    let hold = stops([(0, 0), (0.016, 20), (0.033, 40), (0.093, 41), (0.11, 60), (0.114, 60)])
    #expect(hold.map(\.position) == [40])
    #expect(hold.first?.until == 0.093)
  }

  @Test func aStrokeKnowsWhetherItEndedInALift() throws {
    var lifted = TraceBuilder(name: "lifted", expect: .closed)
    lifted.stroke(at: 5, through: [25, 45, 65], rate: 60)
    #expect(try #require(FingerStroke.strokes(of: lifted.trace).first).endsInLift)
    var cancelled = TraceBuilder(name: "cancelled", expect: .closed)
    cancelled.stroke(at: 5, through: [25, 45, 65], rate: 60, lift: false)
    cancelled.events.append(TraceEvent(.cancel(time: cancelled.time + 0.05)))
    let stroke = try #require(FingerStroke.strokes(of: cancelled.trace).first)
    #expect(!stroke.endsInLift)
    #expect(stroke.samples.last?.position == 65)
  }

  @Test func aMoveAtTheSameInstantSupersedesTheSampleBeforeIt() throws {
    // Two moves stamped at one instant, 20 pt back and then on again: the finger was at the
    // second place then, as the velocity tracker takes it, not back and forth in no time.
    var builder = TraceBuilder(name: "same-instant", expect: .closed)
    builder.stroke(at: 5, through: [25, 45, 65], rate: 60, lift: false)
    let time = builder.time
    builder.events.append(TraceEvent(.move(at: DrawerPoint(x: 45, y: 400), time: time)))
    builder.events.append(TraceEvent(.move(at: DrawerPoint(x: 70, y: 400), time: time)))
    builder.events.append(TraceEvent(.move(at: DrawerPoint(x: 90, y: 400), time: time + 1 / 60)))
    builder.events.append(TraceEvent(.up(at: DrawerPoint(x: 90, y: 400), time: time + 0.02)))
    let stroke = try #require(FingerStroke.strokes(of: builder.trace).first)
    #expect(stroke.samples.map(\.position) == [5, 25, 45, 70, 90, 90])
    #expect(stroke.stops.isEmpty)
  }

  @Test func theFingerIsInterpolatedAndStaysAtItsLiftAfterTheUp() {
    var stroke = FingerStroke(sign: -1)
    stroke.samples = [(0, -100), (0.02, -80), (0.04, -70)]
    #expect(stroke.position(at: -1) == -100)
    #expect(abs(stroke.position(at: 0.01) + 90) < 1e-9)
    #expect(abs(stroke.position(at: 0.03) + 75) < 1e-9)
    #expect(stroke.position(at: 5) == -70)
  }

  @Test func predictionNeverChangesWhatTheCorpusDoes() {
    // The release decisions, and whether the drawer moved at all, are the same with predictive
    // tracking as with direct tracking, on every trace of the corpus.
    for trace in corpus {
      var predictive = trace.configuration
      predictive.tracking = .predictive
      let direct = TraceReplay(trace)
      let predicted = TraceReplay(trace, configuration: predictive)
      #expect(direct.final == predicted.final, "\(trace.name)")
      #expect(direct.moved == predicted.moved, "\(trace.name)")
      #expect(
        BenchScore(behaviour: .drawerKitPredictive, traces: [trace]).missedTraces
          == BenchScore(behaviour: .drawerKit, traces: [trace]).missedTraces, "\(trace.name)")
    }
  }
}
