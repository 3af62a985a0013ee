@_spi(DrawerKit) import DrawerCore
import Testing

@_spi(DrawerKit) @testable import DrawerLab

/// The hand-off delay on hand-made strokes whose answer can be worked out from the engine's
/// rules: 10 pt slop, a 20 pt edge strip, strokes sampled at 120 Hz.
@Suite struct ScrollHandoffTests {
  /// A stroke not meant for the drawer.
  static func refused(_ stroke: (inout TraceBuilder) -> Void) -> Trace {
    var builder = TraceBuilder(name: "refused", expect: .closed)
    builder.expectCapture = false
    stroke(&builder)
    return builder.trace
  }

  /// A vertical scroll down from `x`, 6 pt a sample.
  static func scroll(at x: Double) -> Trace {
    refused {
      $0.stroke(
        at: x, through: Array(repeating: x, count: 8), ys: steps(from: 400, by: 6, count: 8))
    }
  }

  @Test func aScrollOutsideAClosedDrawersZoneIsHandedOverAtItsDown() throws {
    let handoff = try #require(ScrollHandoff(trace: Self.scroll(at: 200), behaviour: .drawerKit))
    #expect(handoff.delays == [0])
  }

  @Test func aScrollInTheEdgeStripIsHandedOverAtTheMoveThatPassesTheSlop() throws {
    // 6 pt, then 12 pt across: the second move passes the slop across, 2/120 s after the down.
    let handoff = try #require(ScrollHandoff(trace: Self.scroll(at: 10), behaviour: .drawerKit))
    #expect(handoff.delays.count == 1)
    #expect(abs(handoff.delays[0] - 2.0 / 120) < 1e-9)
  }

  @Test func aTapInTheEdgeStripIsHandedOverAsItLifts() throws {
    let trace = Self.refused { $0.stroke(at: 10, through: [11, 12], liftDelay: 0.05) }
    let handoff = try #require(ScrollHandoff(trace: trace, behaviour: .drawerKit))
    // Two moves at 120 Hz, the lift 50 ms later: undecided until the finger leaves the glass.
    #expect(handoff.delays.count == 1)
    #expect(abs(handoff.delays[0] - (2.0 / 120 + 0.05)) < 1e-9)
  }

  @Test func aStrokeTheDrawerTakesHandsNothingOver() throws {
    let trace = Self.refused { $0.stroke(at: 5, through: steps(from: 5, by: 12, count: 10)) }
    let handoff = try #require(ScrollHandoff(trace: trace, behaviour: .drawerKit))
    #expect(handoff.delays.isEmpty)
  }

  @Test func eachRefusedTouchOfATraceCounts() throws {
    let trace = Self.refused { builder in
      builder.stroke(at: 200, through: [200, 200], ys: [406, 412])
      builder.wait(0.5)
      builder.stroke(at: 10, through: [10, 10, 10], ys: [406, 412, 418])
    }
    let handoff = try #require(ScrollHandoff(trace: trace, behaviour: .drawerKit))
    #expect(handoff.delays.count == 2)
    #expect(handoff.delays[0] == 0)
    #expect(abs(handoff.delays[1] - 2.0 / 120) < 1e-9)
  }

  @Test func aStrokeTheDrawerMayTakeIsNotMeasured() throws {
    var builder = TraceBuilder(name: "either", expect: .closed)
    builder.stroke(at: 200, through: [200, 200], ys: [406, 412])
    let handoff = try #require(ScrollHandoff(trace: builder.trace, behaviour: .drawerKit))
    #expect(handoff.delays.isEmpty)
  }

  @Test func predictionHandsOverAtTheSameEvent() throws {
    let trace = Self.scroll(at: 10)
    let direct = try #require(ScrollHandoff(trace: trace, behaviour: .drawerKit))
    let predictive = try #require(
      ScrollHandoff(trace: trace, behaviour: .drawerKitPredictive))
    #expect(direct.delays == predictive.delays)
  }

  @Test(arguments: [BenchBehaviour.tutorialA, .androidDrawerLayout, .composeMaterial3Drawer])
  func aReferenceHasNoHandoff(behaviour: BenchBehaviour) {
    #expect(ScrollHandoff(trace: Self.scroll(at: 10), behaviour: behaviour) == nil)
    let score = BenchScore(behaviour: behaviour, traces: [Self.scroll(at: 10)])
    #expect(score.handoff == nil)
  }

  @Test func theSummaryIsTheMedianAndNinetiethPercentileInMilliseconds() throws {
    let one = try #require(ScrollHandoff(trace: Self.scroll(at: 200), behaviour: .drawerKit))
    let handoffs = (0..<10).map { index in
      var handoff = one
      handoff.delays = [Double(index) / 1000]
      return handoff
    }
    let summary = try #require(ScrollHandoff.Summary(handoffs))
    #expect(summary.count == 10)
    #expect(summary.medianMs == 4.5)
    #expect(summary.p90Ms == 8)
    #expect(ScrollHandoff.Summary([]) == nil)
  }

  @Test func theEnginesScoreCarriesTheHandoff() throws {
    let score = BenchScore(
      behaviour: .drawerKit, traces: [Self.scroll(at: 200), Self.scroll(at: 10)])
    let handoff = try #require(score.handoff)
    #expect(handoff.count == 2)
    #expect(handoff.medianMs == 1000.0 / 120)
    #expect(abs(handoff.p90Ms - 1000.0 / 60) < 1e-9)
  }
}
