@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Testing

/// The engine's property tests: long seeded random streams of hostile input (touches out of
/// order, duplicated, never ended or cancelled, at NaN and infinite places; commands; resizes;
/// configuration and lock changes; vetoes; frames), with every invariant checked after every
/// event. A failure prints its seed; `drawer-lab soak --seed S --events N` replays it.
@Suite struct EngineStressTests {
  @Test(arguments: DrawerTracking.allCases)
  func hostileStreamsKeepEveryInvariant(tracking: DrawerTracking) {
    let base = UInt64.random(in: 0...UInt64.max / 2)
    for offset in 0..<150 {
      let seed = base + UInt64(offset)
      var stress = EngineStress(source: RandomBytes(seed: seed), tracking: tracking)
      var failure: String?
      for step in 1...2000 where failure == nil {
        failure = stress.step().map { "step \(step): \($0)" }
      }
      if failure == nil { failure = stress.finish().map { "at the end: \($0)" } }
      #expect(failure == nil, "seed \(seed), \(tracking), \(failure ?? "")")
      #expect(stress.checks > 2000)
    }
  }

  @Test func hostileStreamsDrawnWithThePlatformsPredictionsKeepEveryInvariant() {
    let base = UInt64.random(in: 0...UInt64.max / 2)
    for offset in 0..<100 {
      let seed = base + UInt64(offset)
      var stress = EngineStress(
        source: RandomBytes(seed: seed), tracking: .predictive, predictionSource: .platform)
      var failure: String?
      for step in 1...2000 where failure == nil {
        failure = stress.step().map { "step \(step): \($0)" }
      }
      if failure == nil { failure = stress.finish().map { "at the end: \($0)" } }
      #expect(failure == nil, "seed \(seed), platform predictions, \(failure ?? "")")
    }
  }
}
