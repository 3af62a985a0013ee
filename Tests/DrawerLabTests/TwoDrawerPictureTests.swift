@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

/// The `two-drawers` scenario, its recording, and its pictures: both panels over the content,
/// both offsets on the chart.
@Suite struct TwoDrawerPictureTests {
  static let scenario = LabScenario.named("two-drawers")!

  /// The four things the hand and the app do, in the scenario's seconds: a flick from the
  /// left edge, a flick from the right edge on the open leading drawer, the same flick on closed
  /// content, the app's toggle of the leading drawer.
  static let flickLeft = 0.0...0.104
  static let flickOnOpenLeading = 0.804...0.908
  static let flickRight = 1.608...1.712
  static let toggle = 2.412

  @Test func eachFlickAndTheSwapDoWhatThePairsRuleSays() throws {
    let outcome = ScenarioOutcome(Self.scenario)
    #expect(outcome.endsAsMeant)
    let recording = outcome.recording
    let second = try #require(recording.second)
    #expect(second.edge == .trailing && recording.configuration.edge == .leading)
    func at(_ time: Double) -> DrawerRecording.Frame { recording.snapshot(at: time) }
    // The flick from the left edge opens the leading drawer; the trailing one stays put.
    #expect(at(0.7).drawer.phase == .resting(.open))
    #expect(at(0.7).secondOffset == 0)
    // The flick from the right edge lands on the open drawer's scrim: it closes the leading
    // drawer, and never reaches the trailing one, whose edge strip it starts in.
    for frame in recording.frames where Self.flickOnOpenLeading.contains(frame.time) {
      #expect(frame.secondOffset == 0 && frame.second?.phase == .resting(.closed))
    }
    #expect(at(1.5).drawer.phase == .resting(.closed))
    #expect(at(1.5).secondOffset == 0)
    // The same flick on closed content opens the trailing drawer.
    #expect(at(2.4).second?.phase == .resting(.open))
    #expect(at(2.4).offset == 0)
    // The toggle of the leading drawer closes the trailing one as it opens: both move at once.
    let swap = at(Self.toggle + 0.1)
    #expect(swap.drawer.target == .open && swap.second?.target == .closed)
    let trailingOffset = try #require(swap.secondOffset)
    #expect(swap.offset > 0 && trailingOffset < 300 && trailingOffset > 0)
    #expect(recording.final == .open && recording.secondFinal == .closed)
    #expect(recording.moved && recording.secondMoved == true)
    // One release per flick: the leading drawer's two, the trailing drawer's one.
    #expect(recording.releases.map(\.target) == [.open, .closed])
    #expect(second.releases.map(\.target) == [.open])
    #expect(recording.lastRelease == second.releases.last)
  }

  @Test(arguments: DrawerPresentationStyle.allCases)
  func bothDrawersAndTheContentAreWhereTheirGeometriesSay(style: DrawerPresentationStyle) throws {
    let recording = ScenarioOutcome(Self.scenario).recording
    let secondConfiguration = try #require(recording.second?.configuration)
    let root = try XMLTreeBuilder.parse(DrawerSVGRenderer(style: style).animation(of: recording))
    #expect(root["data-second-edge"] == "trailing")
    let leading = try ReadBackTrack(
      try #require(root.all(withClass: "layer-drawer").first), attribute: "transform")
    let trailing = try ReadBackTrack(
      try #require(root.all(withClass: "layer-second-drawer").first), attribute: "transform")
    let content = try ReadBackTrack(
      try #require(root.all(withClass: "layer-content").first), attribute: "transform")
    let scrim = try ReadBackTrack(
      try #require(root.all(withClass: "layer-scrim").first), attribute: "opacity")
    let tolerance = DrawerSVGRenderer.positionTolerance + 0.01
    for frame in recording.frames {
      let time = frame.time - recording.startTime + DrawerSVGRenderer.leadIn
      let first = DrawerGeometry(
        progress: frame.progress, container: frame.container, drawerWidth: frame.width,
        side: recording.configuration.side, style: style)
      let second = DrawerGeometry(
        progress: try #require(frame.secondOffset) / 300, container: frame.container,
        drawerWidth: 300, side: secondConfiguration.side, style: style)
      let context = "\(style) t=\(frame.time)"
      #expect(abs(leading.value(at: time) - first.drawerMinX) <= tolerance, "\(context)")
      #expect(abs(trailing.value(at: time) - second.drawerMinX) <= tolerance, "\(context)")
      // The content moves by both drawers, under both scrims.
      #expect(
        abs(content.value(at: time) - 195 - first.contentOffsetX - second.contentOffsetX)
          <= tolerance, "\(context)")
      let dimmed = 1 - (1 - first.scrimOpacity) * (1 - second.scrimOpacity)
      #expect(
        abs(scrim.value(at: time) - 0.32 * dimmed) <= DrawerSVGRenderer.opacityTolerance + 1e-4,
        "\(context)")
    }
    // The trailing panel shows the second drawer's menu.
    let panel = try #require(root.all(withClass: "layer-second-drawer").first)
    #expect(panel.all(named: "text").contains { $0.text == "Grace Hopper" })
    // Under the content, each drawer shows only on its side of the content's centre.
    let clips = root.all(named: "clipPath").compactMap { $0["id"] }
    #expect(clips.contains("s0-side-0") == !style.drawerIsAboveContent)
    #expect(clips.contains("s0-side-1") == !style.drawerIsAboveContent)
  }

  @Test func theChartShowsBothOffsets() throws {
    let recording = ScenarioOutcome(Self.scenario).recording
    let chart = try XMLTreeBuilder.parse(DrawerSVGRenderer().chart(of: recording))
    #expect(chart.all(withClass: "chart-offset").count == 1)
    #expect(chart.all(withClass: "chart-second-offset").count == 1)
    let legend = try #require(chart.all(withClass: "chart-legend").first)
    let labels = legend.all(named: "text").map(\.text)
    #expect(labels.contains("leading offset") && labels.contains("trailing offset"))
    #expect(chart.all(withClass: "chart-release").count == 3)
    // Both drawers came to rest at the end of the swap: a rest mark on each line.
    #expect(chart.all(withClass: "chart-rest").count == 2)
    let picture = DrawerSVGRenderer().animation(of: recording)
    #expect(picture.contains("Leading drawer ends open (meant: open);"))
    #expect(picture.contains("trailing drawer ends closed (meant: closed)."))
  }

  @Test func aTraceWithOneDrawerHasNoSecondPanel() throws {
    let recording = ScenarioOutcome(LabScenario.named("flick-open")!).recording
    #expect(recording.second == nil && recording.secondFinal == nil)
    #expect(recording.secondMoved == nil)
    #expect(recording.frames.allSatisfy { $0.second == nil && $0.secondOffset == nil })
    let root = try XMLTreeBuilder.parse(DrawerSVGRenderer().animation(of: recording))
    #expect(root.all(withClass: "layer-second-drawer").isEmpty)
    #expect(root["data-second-edge"] == nil)
    let chart = try XMLTreeBuilder.parse(DrawerSVGRenderer().chart(of: recording))
    #expect(chart.all(withClass: "chart-second-offset").isEmpty)
  }

  @Test func theDefaultRunListsTheScenarioWithItsSecondDrawer() throws {
    #expect(LabScenario.all.last?.name == "two-drawers")
    #expect(Self.scenario.styles == DrawerPresentationStyle.allCases)
    let outcome = ScenarioOutcome(Self.scenario)
    let run = ScratchFolder()
    defer { run.remove() }
    let table = runLab(["--out", run.path]).out
    #expect(table.contains("\n  trailing drawer       closed  closed\n"))
    #expect(table.contains("13 of 13 scenarios end as meant."))
    #expect(outcome.timeToRest != nil)
    // A render of the scenario by name draws both drawers too.
    let folder = ScratchFolder()
    defer { folder.remove() }
    let result = runLab(["render", "two-drawers", "--style", "push", "--out", folder.path + "/"])
    #expect(result.status == 0)
    let svg = try folder.read("two-drawers-push.svg")
    #expect(svg.contains("layer-second-drawer"))
  }

  /// A trace file with two drawers renders with both, the options applying to each drawer.
  @Test func renderDrawsATraceFileWithTwoDrawers() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let trace = PairTraces.pair(
      "flick-trailing", expect: .closed, expectCapture: false, expectTrailing: .open,
      trailingCapture: true, events: PairTraces.stroke(from: 386, to: 230))
    let path = folder.file("flick-trailing.jsonl")
    try Data(trace.jsonLines.utf8).write(to: URL(fileURLWithPath: path))
    let result = runLab(["render", path, "--width", "250", "--out", folder.path + "/"])
    #expect(result.status == 0)
    #expect(result.out.contains("ends closed"))
    let root = try XMLTreeBuilder.parse(try folder.read("flick-trailing-overlay.svg"))
    let panel = try #require(root.all(withClass: "layer-second-drawer").first)
    #expect(panel["data-drawer-width"] == "250")
    let drawer = try #require(root.all(withClass: "layer-drawer").first)
    #expect(drawer["data-drawer-width"] == "250")
  }
}
