@_spi(DrawerKit) import DrawerCore
import Testing

@_spi(DrawerKit) @testable import DrawerLab

/// DrawerKit's row of the benchmark on the bundled corpus meets the targets (cost is
/// printed by `drawer-lab bench`, never asserted here).
@Suite struct BenchCorpusTests {
  @Test func theCorpusIsThere() {
    #expect(corpus.count == 160)
  }

  @Test func drawerKitMeetsItsTargets() throws {
    let score = BenchScore(behaviour: .drawerKit, traces: corpus)
    #expect(score.accuracy == 1, "missed: \(score.missedTraces)")
    #expect(try #require(score.releaseVelocityJump) < 1)
    #expect(score.catchAttempts > 0)
    #expect(score.catchFailures == 0)
    #expect(try #require(score.catchJump) < 0.5)
    #expect(try #require(score.acceptanceJump) < 0.5)
    #expect(score.frameRateDeviation < 0.5)
  }

  @Test func theBenchmarkJudgesIntentAsReplayDoes() {
    for trace in corpus {
      let measurement = TraceMeasurement(trace: trace, behaviour: .drawerKit)
      let replay = TraceReplay(trace)
      #expect(measurement.matchesIntent == replay.pass, "\(trace.name)")
      #expect(measurement.final == replay.final, "\(trace.name)")
    }
  }

  @Test(arguments: BenchBehaviour.all.map(\.name))
  func everyBehaviourRunsEveryTraceToRest(name: String) throws {
    let behaviour = try #require(BenchBehaviour.all.first { $0.name == name })
    for trace in corpus {
      let drawer = BenchTimeline.run(trace: trace, behaviour: behaviour, frameRate: 120) {
        _, _, _ in
      } event: { _, _, _ in
      }
      #expect(drawer.motion == .resting, "\(trace.name)")
      let rest = drawer.offset(at: .infinity)
      #expect(rest == 0 || rest == trace.drawerWidth, "\(trace.name)")
    }
  }
}
