@_spi(DrawerKit) import DrawerCore
import Testing

@_spi(DrawerKit) @testable import DrawerLab

/// The benchmark's frame grid: frames only while a drawer moves, so that the work grows with what
/// a trace does, not with the time it spans.
@Suite struct BenchTimelineTests {

  /// The five events of a finger that comes down, flicks, and stays down for a billion seconds.
  static let heldForAges: Trace = {
    var builder = TraceBuilder(name: "held")
    builder.stroke(at: 7, through: [10, 23, 48], lift: false)
    builder.wait(999_999_999)
    builder.events.append(TraceEvent(.up(at: DrawerPoint(x: 48, y: 400), time: builder.time)))
    return builder.trace
  }()

  func framesRendered(_ trace: Trace, _ behaviour: BenchBehaviour, frameRate: Double = 120)
    -> Int
  {
    var frames = 0
    BenchTimeline.run(trace: trace, behaviour: behaviour, frameRate: frameRate) { _, _, _ in
      frames += 1
    } event: { _, _, _ in
    }
    return frames
  }

  @Test(arguments: BenchBehaviour.all.map(\.name))
  func aBillionSecondPauseCostsNoFrames(name: String) throws {
    let behaviour = try #require(BenchBehaviour.all.first { $0.name == name })
    let long = flickPauseTap(pause: 1e9)
    let short = flickPauseTap(pause: 2)
    // Two springs of well under a second each at 120 Hz, and the frame before the first event.
    let frames = framesRendered(long, behaviour)
    #expect(frames == framesRendered(short, behaviour))
    #expect(frames < 240)
    #expect(framesRendered(Self.heldForAges, behaviour) < 240)
  }

  @Test(arguments: BenchBehaviour.all.map(\.name))
  func aLongPauseChangesNoMetric(name: String) throws {
    let behaviour = try #require(BenchBehaviour.all.first { $0.name == name })
    let long = TraceMeasurement(trace: flickPauseTap(pause: 1e9), behaviour: behaviour)
    let short = TraceMeasurement(trace: flickPauseTap(pause: 2), behaviour: behaviour)
    #expect(long.final == short.final)
    #expect(long.moved == short.moved)
    #expect(long.releases.count == short.releases.count)
    for (a, b) in zip(long.releases, short.releases) {
      // The flick is at the same instants in both; only the tap comes later.
      #expect(abs(a.velocityJump - b.velocityJump) < 1e-6)
      #expect(a.timeToRest == b.timeToRest)
      #expect(a.overshoot == b.overshoot)
    }
    #expect(long.acceptanceJumps == short.acceptanceJumps)
    #expect(long.trackingError == short.trackingError)
    #expect(long.frameRateDeviation == short.frameRateDeviation)
  }

  @Test func theCostScriptOfALongTraceHasOnlyItsActiveFrames() {
    let script = CostScript(trace: Self.heldForAges)
    #expect(script.eventCount == 5)
    #expect(script.steps.count < 240)
    let cost = BenchCost(traces: [flickPauseTap(pause: 1e9), Self.heldForAges], runs: 3)
    #expect(cost.frames < 480)
  }

  @Test func aSkippedFrameCountsAtThePositionItHeld() {
    // A drawer resting at 0 renders only frame 0 at 120 Hz until the command at 1 s; the 60 Hz
    // run is compared with it at every 60 Hz frame, skipped or not.
    var fine = BenchTimeline.Positions(start: 0, period: 1.0 / 120)
    fine.append(time: 0, offset: 0, frame: 0)
    fine.append(time: 1, offset: 0, frame: nil)
    fine.append(time: 1 + 1.0 / 120, offset: 50, frame: 121)
    var coarse = BenchTimeline.Positions(start: 0, period: 1.0 / 60)
    coarse.append(time: 0, offset: 0, frame: 0)
    coarse.append(time: 0.5, offset: 3, frame: 30)
    #expect(fine.offset(atFrame: 60) == 0)
    #expect(fine.offset(atFrame: 121) == 50)
    #expect(BenchTimeline.deviation(coarse, fine, ratio: 2) == 3)
  }
}
