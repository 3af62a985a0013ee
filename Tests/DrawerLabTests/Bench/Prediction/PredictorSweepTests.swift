@_spi(DrawerKit) import DrawerCore
import Testing

@_spi(DrawerKit) @testable import DrawerLab

/// The predictor sweep's rows, front and bootstrap.
@Suite struct PredictorSweepTests {
  /// The candidate named `name` at `horizon` seconds.
  static func candidate(_ name: String, _ horizon: Double) throws -> PredictorSweep.Candidate {
    try #require(PredictorSweep.candidates().first { $0.name == name && $0.horizon == horizon })
  }

  @Test func everyPredictorAtEveryHorizonDirectOnce() {
    let candidates = PredictorSweep.candidates()
    #expect(candidates.count == 1 + 6 * PredictorSweep.horizons.count)
    #expect(candidates[0].name == "direct" && candidates[0].horizon == 0)
    for horizon in PredictorSweep.horizons {
      let names = candidates.filter { $0.horizon == horizon }.map(\.name)
      #expect(
        names == [
          "DrawerKit", "Chromium Kalman", "Chromium least squares", "Chromium linear resampling",
          "AndroidX motion prediction", "perfect",
        ])
    }
  }

  @Test func recordedPlatformPredictionsAreAnAnchorOfTheirOwn() throws {
    #expect(!PredictorSweep.candidates().contains { $0.kind == .platform })
    let platform = PredictorSweep.candidates(platform: true).filter { $0.kind == .platform }
    #expect(platform.map(\.horizon) == PredictorSweep.horizons)
    // The steady 1 200 pt/s drag with a perfect platform prediction at every move, 25 ms ahead:
    // drawn with it at 25 ms, a frame at a sample lags nothing, one between samples 10 pt, as
    // the perfect predictor; DrawerKit's row ignores the predictions.
    var builder = TraceBuilder(name: "predicted")
    builder.stroke(at: 5, through: steps(from: 5, by: 20, count: 12), rate: 60)
    var trace = builder.trace
    trace.events = trace.events.flatMap { traceEvent -> [TraceEvent] in
      guard case .move(let point, let time) = traceEvent.event else { return [traceEvent] }
      let ahead = DrawerPoint(x: point.x + 30, y: point.y)
      return [traceEvent, TraceEvent(.predicted(at: ahead, for: time + 0.025, time: time))]
    }
    let row = PredictorSweep.row(
      for: try #require(platform.first { $0.horizon == 0.025 }), traces: [trace])
    #expect(abs(try #require(row.lagP95) - 10) < 1e-6)
    let drawerKit = PredictorSweep.row(for: try Self.candidate("DrawerKit", 0.025), traces: [trace])
    let plain = PredictorSweep.row(
      for: try Self.candidate("DrawerKit", 0.025), traces: [TrackingLagTests.steadyDrag])
    #expect(drawerKit.lagP95 == plain.lagP95)
  }

  @Test func theRowsMeasureTheLagAndThePerfectPredictorOnlyLagsPastItsHorizon() throws {
    // The steady 1 200 pt/s drag at 60 Hz: drawn at its samples, frames lag 30 pt at a sample
    // and 40 between (TrackingLagTests). The perfect predictor 25 ms ahead draws the finger
    // where it is when a frame drawn at a sample reaches the glass (no lag), and 8.3 ms short
    // of it for a frame drawn between samples: 10 pt. Neither passes the finger.
    let traces = [TrackingLagTests.steadyDrag]
    let direct = PredictorSweep.row(for: try Self.candidate("direct", 0), traces: traces)
    #expect(direct.kind == .direct && direct.horizon == 0)
    #expect(abs(try #require(direct.lagP95) - 40) < 1e-6)
    #expect(direct.stops == 0 && direct.overshootP95 == nil && direct.stopsPassed == nil)
    let perfect = PredictorSweep.row(for: try Self.candidate("perfect", 0.025), traces: traces)
    #expect(abs(try #require(perfect.lagP95) - 10) < 1e-6)
    #expect(try #require(perfect.lagMedian) < 10)
    // One stroke: every bootstrap replicate is that stroke, the interval a point.
    let interval = try #require(perfect.lagP95Interval)
    #expect(abs(interval.lowerBound - 10) < 1e-6 && abs(interval.upperBound - 10) < 1e-6)
  }

  @Test func aStopPassedByTwoPointsOrMoreCounts() throws {
    // The dead stop of TrackingLagTests: DrawerKit 12 ms ahead (within the 1/60 s interval)
    // passes it by 1200 · 0.012 · 0.6 = 8.64 pt, one stop of one; direct tracking by none.
    var builder = TraceBuilder(name: "dead-stop", expect: .closed)
    builder.stroke(at: 5, through: steps(from: 5, by: 20, count: 6), rate: 60, liftDelay: 0.1)
    let traces = [builder.trace]
    let drawerKit = PredictorSweep.row(for: try Self.candidate("DrawerKit", 0.012), traces: traces)
    #expect(drawerKit.stops == 1 && drawerKit.stopsPassed == 1)
    #expect(abs(try #require(drawerKit.overshootP95) - 8.64) < 1e-6)
    let direct = PredictorSweep.row(for: try Self.candidate("direct", 0), traces: traces)
    #expect(direct.stopsPassed == 0 && direct.overshootP95 == 0)
  }

  @Test func theFrontIsTheLeastLagWithinTheBudget() {
    func row(_ name: String, _ kind: PredictorSweep.Kind, lag: Double, over: Double, passed: Double)
      -> PredictorSweep.Row
    {
      PredictorSweep.Row(
        predictor: name, kind: kind, horizon: 0.008, frames: 10, stops: 10, lagMedian: lag,
        lagP95: lag, overshootP95: over, stopsPassed: passed)
    }
    let rows = [
      row("direct", .direct, lag: 130, over: 0, passed: 0),
      row("A", .reference, lag: 120, over: 1.5, passed: 0.04),
      row("B", .reference, lag: 110, over: 14, passed: 0.2),
      row("C", .drawerKit, lag: 100, over: 1, passed: 0.1),
      row("D", .drawerKit, lag: 118, over: 2, passed: 0.05),
      row("P", .perfect, lag: 50, over: 0, passed: 0),
    ]
    #expect(PredictorSweep.front(rows, budget: 2)?.predictor == "A")
    #expect(PredictorSweep.front(rows, budget: 15)?.predictor == "B")
    #expect(PredictorSweep.front(rows, budget: 0.5)?.predictor == "direct")
    // DrawerKit's ≤ 2 pt point must also pass at most 5 % of stops: C passes 10 %.
    #expect(
      PredictorSweep.front(rows, budget: 2, kinds: [.drawerKit], maximumStopsPassed: 0.05)?
        .predictor == "D")
    #expect(PredictorSweep.front(rows, budget: 2, kinds: [.perfect])?.predictor == "P")
    #expect(PredictorSweep.front([], budget: 2) == nil)
  }

  @Test func theBootstrapIsSeededAndBracketsTheFigure() throws {
    // Twenty strokes of different speeds: the same intervals every time, around the figure.
    let traces = (0..<20).map { index -> Trace in
      var builder = TraceBuilder(name: "drag-\(index)")
      let step = 8 + Double(index)
      builder.stroke(at: 5, through: steps(from: 5, by: step, count: 10), rate: 60)
      return builder.trace
    }
    let candidate = try Self.candidate("direct", 0)
    let first = PredictorSweep.row(for: candidate, traces: traces)
    let again = PredictorSweep.row(for: candidate, traces: traces)
    #expect(first == again)
    let interval = try #require(first.lagP95Interval)
    let figure = try #require(first.lagP95)
    #expect(interval.lowerBound < figure && figure <= interval.upperBound)
    // A replicate of twenty strokes drawn with replacement leaves some out: the interval is not
    // a point.
    #expect(interval.upperBound - interval.lowerBound > 1)
    // Paired replicate by replicate, a row against itself differs by nothing, and the perfect
    // predictor 25 ms ahead lags less than direct tracking in every replicate.
    #expect(PredictorSweep.lagP95Difference(first, again) == 0...0)
    let perfect = PredictorSweep.row(for: try Self.candidate("perfect", 0.025), traces: traces)
    let difference = try #require(PredictorSweep.lagP95Difference(perfect, first))
    #expect(difference.upperBound < 0)
    #expect(
      PredictorSweep.lagP95Difference(
        perfect,
        PredictorSweep.Row(
          predictor: "none", kind: .direct, horizon: 0, frames: 0, stops: 0)) == nil)
  }
}
