@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Testing

@Suite struct ScenarioTests {
  @Test func theCatalogCoversWhatTheDrawerDoes() {
    let names = LabScenario.all.map(\.name)
    #expect(Set(names).count == names.count, "names are unique")
    for name in [
      "flick-open", "slow-drag-open", "drag-and-return", "gentle-toss", "catch-mid-flight",
      "tap-scrim", "programmatic-toggle", "vertical-scroll", "resize-while-open",
    ] {
      #expect(LabScenario.named(name) != nil, "\(name)")
    }
    let sides = Set(LabScenario.all.map { $0.configuration.side })
    let directions = Set(LabScenario.all.map { $0.configuration.layoutDirection })
    let edges = Set(LabScenario.all.map { $0.configuration.edge })
    #expect(sides == [.left, .right])
    #expect(directions == [.leftToRight, .rightToLeft])
    #expect(edges == [.leading, .trailing])
  }

  @Test(arguments: LabScenario.all.map(\.name))
  func endsInTheStateItsNamePromises(name: String) throws {
    let scenario = try #require(LabScenario.named(name))
    let outcome = ScenarioOutcome(scenario)
    let promised: DrawerRestState =
      scenario.name.hasPrefix("drag-and-return") || scenario.name.hasPrefix("catch")
        || scenario.name.hasPrefix("tap-scrim") || scenario.name.hasPrefix("vertical-scroll")
      ? .closed : .open
    #expect(scenario.trace.expect == promised)
    #expect(outcome.final == promised)
    #expect(outcome.endsAsMeant)
    #expect(
      outcome.recording.restTime != nil
        || !outcome.recording.frames.contains {
          $0.drawer.isSettling
        })
  }

  @Test(arguments: LabScenario.all.map(\.name))
  func isDrawnInEveryStyleWhenTheDrawerMoves(name: String) throws {
    let scenario = try #require(LabScenario.named(name))
    let moved = ScenarioOutcome(scenario).recording.moved
    #expect(scenario.styles == (moved ? DrawerPresentationStyle.allCases : [.overlay]))
  }

  @Test(arguments: LabScenario.all.map(\.name))
  func replaysTheSameFromItsTraceFile(name: String) throws {
    let scenario = try #require(LabScenario.named(name))
    let text = scenario.trace.jsonLines
    var parsed = try Trace(parsing: text, path: "\(scenario.name).jsonl")
    // Parsed events remember their line; the scenario's were made in code.
    parsed.events = parsed.events.map { TraceEvent($0.event) }
    #expect(parsed == scenario.trace)
    let replay = TraceReplay(parsed, configuration: scenario.configuration)
    #expect(replay.pass)
  }

  @Test func aFlickIsThrownOpenFasterThanTheCommitVelocity() throws {
    for name in ["flick-open", "flick-open-trailing", "flick-open-rtl"] {
      let outcome = ScenarioOutcome(try #require(LabScenario.named(name)))
      let release = try #require(outcome.recording.releases.first)
      #expect(release.velocity >= 400, "\(name)")
      #expect(release.offset < outcome.recording.frames[0].width / 2, "\(name): under half way")
    }
  }

  @Test func aSlowDragStopsBeforeItLetsGo() throws {
    let outcome = ScenarioOutcome(try #require(LabScenario.named("slow-drag-open")))
    let release = try #require(outcome.recording.releases.first)
    #expect(release.velocity == 0)
    #expect(release.offset > 150)
  }

  @Test func aDragThatComesBackLetsGoNearClosed() throws {
    let outcome = ScenarioOutcome(try #require(LabScenario.named("drag-and-return")))
    let maximum = outcome.recording.frames.map(\.offset).max() ?? 0
    let release = try #require(outcome.recording.releases.first)
    #expect(maximum > 200)
    #expect(release.offset < 100)
  }

  @Test func aGentleTossIsSlowerThanAFlickButCarriesOpen() throws {
    let outcome = ScenarioOutcome(try #require(LabScenario.named("gentle-toss")))
    let release = try #require(outcome.recording.releases.first)
    #expect(release.velocity > 50 && release.velocity < 400)
    #expect(release.offset < 150, "let go under half way")
  }

  @Test func aCatchTakesTheDrawerWhileItMoves() throws {
    let outcome = ScenarioOutcome(try #require(LabScenario.named("catch-mid-flight")))
    let recording = outcome.recording
    #expect(recording.releases.map(\.target) == [.open, .closed])
    // The frame before the second touch was settling, and the drawer did not jump when caught.
    let downs = recording.trace.events.compactMap { event -> Double? in
      if case .down(_, let time) = event.event { return time }
      return nil
    }
    let catchTime = try #require(downs.last)
    let index = try #require(recording.frames.firstIndex { $0.time >= catchTime })
    #expect(recording.frames[index - 1].drawer.isSettling)
    #expect(recording.frames[index].drawer.isTracking)
    #expect(abs(recording.frames[index].offset - recording.offset(at: catchTime - 1e-9)) < 1)
    #expect(recording.frames[index].offset > 50 && recording.frames[index].offset < 290)
  }

  @Test func aTapOnTheScrimIsNotADrag() throws {
    for name in ["tap-scrim", "tap-scrim-trailing-rtl"] {
      let outcome = ScenarioOutcome(try #require(LabScenario.named(name)))
      #expect(outcome.recording.releases.isEmpty, "\(name)")
      #expect(!outcome.recording.frames.contains { $0.drawer.isTracking }, "\(name)")
      #expect(outcome.timeToRest != nil, "\(name)")
    }
  }

  @Test func aProgrammaticToggleHasNoFinger() throws {
    let outcome = ScenarioOutcome(try #require(LabScenario.named("programmatic-toggle")))
    #expect(!outcome.recording.frames.contains { $0.finger != nil })
    #expect(outcome.timeToRest != nil)
  }

  @Test func aVerticalScrollNeverMovesTheDrawer() throws {
    let outcome = ScenarioOutcome(try #require(LabScenario.named("vertical-scroll")))
    #expect(!outcome.recording.moved)
    #expect(outcome.recording.frames.contains { $0.finger != nil })
    let first = try #require(outcome.recording.frames.first { $0.finger != nil }?.finger)
    #expect(first.x <= 20, "starts inside the edge zone")
  }

  @Test func aResizeKeepsTheDrawerOpenAtEachContainersWidth() throws {
    let outcome = ScenarioOutcome(try #require(LabScenario.named("resize-while-open")))
    let widths = outcome.recording.frames.map(\.container.width)
    #expect(Set(widths) == [390, 320])
    for frame in outcome.recording.frames {
      #expect(frame.offset == frame.width, "open at every frame")
      #expect(frame.width == (frame.container.width == 320 ? 264 : 320))
    }
  }

  @Test func aConfigurationCanChangeTheOutcomesTiming() throws {
    let scenario = try #require(LabScenario.named("flick-open"))
    var bouncy = scenario.configuration
    bouncy.spring = DrawerSpring(duration: 0.6, bounce: 0.4)
    let outcome = ScenarioOutcome(scenario, configuration: bouncy)
    let plain = ScenarioOutcome(scenario)
    #expect(outcome.final == .open)
    #expect(try #require(outcome.timeToRest) > #require(plain.timeToRest))
    let overshoot = outcome.recording.frames.map(\.offset).max() ?? 0
    #expect(overshoot > 300, "a bouncy spring overshoots open")
  }
}
