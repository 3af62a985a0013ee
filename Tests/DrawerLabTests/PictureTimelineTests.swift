@_spi(DrawerKit) import DrawerCore
import Foundation
import Testing

@_spi(DrawerKit) @testable import DrawerLab

/// Long idle stretches are shown shortened, so that a picture of any valid trace is one a person
/// can watch and costs what happens in it.
@Suite struct PictureTimelineTests {

  @Test func aBillionSecondPauseIsShownAsOneSecond() throws {
    let recording = DrawerRecording(flickPauseTap(pause: 1e9))
    // A frame per 120th of a second while the drawer moves (two springs), a few at the events.
    #expect(recording.frames.count < 200)
    let timeline = PictureTimeline(recording)
    #expect(timeline.breaks.count == 1)
    let gap = try #require(timeline.breaks.first)
    #expect(gap.duration > 999_999_999)
    let duration = DrawerSVGRenderer.duration(of: recording)
    #expect(duration < DrawerSVGRenderer.leadIn + DrawerSVGRenderer.tail + 3)

    let svg = DrawerSVGRenderer().animation(of: recording)
    #expect(svg.utf8.count < 100_000)
    let root = try XMLTreeBuilder.parse(svg)
    #expect(root["data-duration"].flatMap(Double.init) == duration)
    for animation in root.all(named: "animate") + root.all(named: "animateTransform") {
      #expect(try #require(animation["keyTimes"]).split(separator: ";").count < 200)
    }
    let chart = try #require(root.all(withClass: "chart").first)
    #expect(chart.all(withClass: "chart-break").count == 1)
    #expect(chart.all(named: "text").contains { $0.text == "31.7 years" })
    #expect(chart.all(named: "text").count < 60)
    #expect(root.all(withClass: "outcome").contains { $0.text.hasPrefix("Idle time shortened") })

    // The drawer is where the engine says, at each frame's place in the shortened picture.
    let drawer = try #require(root.all(withClass: "layer-drawer").first)
    let drawerX = try ReadBackTrack(drawer, attribute: "transform")
    for frame in recording.frames {
      let time = timeline.shown(frame.time) + DrawerSVGRenderer.leadIn
      let expected = DrawerGeometry(
        progress: frame.progress, container: frame.container, drawerWidth: frame.width,
        side: recording.configuration.side, style: .overlay)
      #expect(
        abs(drawerX.value(at: time) - expected.drawerMinX)
          <= DrawerSVGRenderer.positionTolerance + 0.01, "t=\(frame.time)")
    }
  }

  @Test func aPauseUpToTwoSecondsIsShownAsItWas() {
    let recording = DrawerRecording(flickPauseTap(pause: 1.9))
    #expect(PictureTimeline(recording).breaks.isEmpty)
    let expected =
      DrawerSVGRenderer.leadIn + recording.endTime - recording.startTime + DrawerSVGRenderer.tail
    #expect(abs(DrawerSVGRenderer.duration(of: recording) - expected) < 1e-4)
    let long = DrawerRecording(flickPauseTap(pause: 3))
    #expect(PictureTimeline(long).breaks.count == 1)
  }

  @Test func pictureTimeAndTraceTimeAreInverse() {
    let timeline = PictureTimeline(start: 10, frameTimes: [10, 10.5, 20, 20.5, 1e6, 1e6 + 1])
    #expect(timeline.breaks.map(\.start) == [10.5, 20.5])
    #expect(timeline.shown(10.5) == 0.5)
    #expect(timeline.shown(20) == 1.5)
    #expect(timeline.shown(20.5) == 2)
    #expect(timeline.shown(1e6) == 3)
    #expect(timeline.shown(1e6 + 1) == 4)
    var previous = -Double.infinity
    for step in 0...400 {
      let shown = Double(step) / 100
      let time = timeline.time(shown: shown)
      #expect(time > previous)
      #expect(abs(timeline.shown(time) - shown) < 1e-6)
      previous = time
    }
  }

  @Test func theStillOfALongTraceIsAtTheInstantAskedFor() throws {
    let recording = DrawerRecording(flickPauseTap(pause: 1e9))
    let at = 1e9 + 0.2
    let root = try XMLTreeBuilder.parse(DrawerSVGRenderer().still(of: recording, at: at))
    let still = try #require(root.all(withClass: "chart-still").first)
    #expect(still.all(named: "text").contains { $0.text == "still at 1000000000.2 s" })
  }

  /// Every legend label of a chart with every kind of mark (a finger, a tap, releases, a rest
  /// and a shortened pause) stays inside the chart's card, by the width its text sets at.
  @Test func theLegendStaysInsideItsCard() throws {
    let recording = DrawerRecording(flickPauseTap(pause: 1e9))
    let root = try XMLTreeBuilder.parse(DrawerSVGRenderer().chart(of: recording))
    let card = try #require(root.all(named: "rect").first)
    let cardWidth = try #require(Double(card["width"] ?? ""))
    let legend = try #require(root.all(withClass: "chart-legend").first)
    let labels = legend.all(named: "text")
    #expect(labels.map(\.text).contains("idle, shortened"))
    #expect(labels.count >= 5)
    for label in labels {
      let x = try #require(Double(label["x"] ?? ""))
      #expect(x + Double(label.text.count) * 6.2 <= cardWidth - 16 + 1e-9, "\(label.text)")
      #expect(x >= 16)
    }
  }

  /// A still's time is on the title's row, right-aligned at the card's edge, clear of the title.
  @Test func aStillsTimeIsClearOfTheChartsTitle() throws {
    let recording = DrawerRecording(flickPauseTap(pause: 1e9))
    let root = try XMLTreeBuilder.parse(DrawerSVGRenderer().still(of: recording, at: 0.18))
    let chart = try #require(root.all(withClass: "chart").first)
    let title = try #require(chart.all(named: "text").first { $0.text == "offset over time" })
    let still = try #require(root.all(withClass: "chart-still").first?.all(named: "text").first)
    #expect(still["text-anchor"] == "end")
    let titleEnd = try #require(Double(title["x"] ?? "")) + Double(title.text.count) * 7.5
    let stillStart = try #require(Double(still["x"] ?? "")) - Double(still.text.count) * 7.5
    #expect(stillStart > titleEnd)
  }

  @Test func theTextChartShortensTheSamePause() {
    let recording = DrawerRecording(flickPauseTap(pause: 1e9))
    let chart = TextChart.render(recording, title: "long")
    #expect(chart.contains("≈"))
    #expect(chart.contains("≈ idle, shortened"))
    // Both springs are drawn: the drawer is seen at open between them.
    let openRow = chart.split(separator: "\n")[1]
    #expect(openRow.filter { $0 == "•" }.count > 5)
  }

  @Test func durationsInWords() {
    #expect(PictureTimeline.words(12) == "12 s")
    #expect(PictureTimeline.words(270) == "4.5 min")
    #expect(PictureTimeline.words(3 * 3_600) == "3 h")
    #expect(PictureTimeline.words(12 * 86_400) == "12 days")
    #expect(PictureTimeline.words(999_999_999) == "31.7 years")
  }
}
