import DrawerCore
import Foundation
import Testing

@_spi(DrawerKit) @testable import DrawerLab

/// A streamed recording keeps none of its frames and goes through them again for each pass of a
/// picture: what it draws must be exactly what a recording that keeps them draws.
@Suite struct StreamedPictureTests {
  private static func recordings(_ scenario: LabScenario) -> (
    kept: DrawerRecording, streamed: DrawerRecording
  ) {
    let make = { (keepsFrames: Bool) in
      DrawerRecording(
        scenario.trace, configuration: scenario.configuration,
        secondConfiguration: scenario.secondConfiguration, frameRate: 120,
        keepsFrames: keepsFrames
      ) { _ in }
    }
    return (make(true), make(false))
  }

  @Test(arguments: LabScenario.all.map(\.name))
  func aStreamedRecordingDrawsTheSamePictures(name: String) throws {
    let scenario = try #require(LabScenario.named(name))
    let (kept, streamed) = Self.recordings(scenario)
    #expect(streamed.frames.isEmpty)
    #expect(streamed.frameCount == kept.frames.count)
    #expect(streamed.moved == kept.moved && streamed.secondMoved == kept.secondMoved)
    #expect(streamed.final == kept.final && streamed.endTime == kept.endTime)
    for style in [DrawerPresentationStyle.overlay, .scale, .reveal] {
      let renderer = DrawerSVGRenderer(style: style)
      #expect(renderer.animation(of: streamed) == renderer.animation(of: kept), "\(style)")
      for time in [0, 0.18, 0.5, 1e9] {
        #expect(
          renderer.still(of: streamed, at: time) == renderer.still(of: kept, at: time),
          "\(style) at \(time)")
      }
    }
    #expect(DrawerSVGRenderer().chart(of: streamed) == DrawerSVGRenderer().chart(of: kept))
  }

  /// The corpus's recorded and synthetic traces, with their taps, pauses and second drawers.
  @Test(arguments: ["flick-open-01", "tap-scrim-01", "vertical-scroll-01", "catch-mid-flight-01"])
  func aStreamedTraceDrawsTheSamePictures(name: String) throws {
    let trace = try Fixtures.trace(name)
    for trace in [trace, trace.withSecondDrawer()] {
      let make = { (keepsFrames: Bool) in
        DrawerRecording(
          trace, configuration: nil, secondConfiguration: nil, frameRate: 120,
          keepsFrames: keepsFrames
        ) { _ in }
      }
      let (kept, streamed) = (make(true), make(false))
      let renderer = DrawerSVGRenderer(style: .push)
      #expect(renderer.animation(of: streamed) == renderer.animation(of: kept), "\(name)")
      #expect(renderer.still(of: streamed, at: 0.3) == renderer.still(of: kept, at: 0.3))
    }
  }

  /// The README's pictures are what `render` draws today, byte for byte: a change to the
  /// drawing shows here, and the pictures are drawn again with it.
  @Test(arguments: [
    (["catch-mid-flight", "--style", "push"], "catch-mid-flight-push.svg"),
    (["two-drawers"], "two-drawers-overlay.svg"),
  ])
  func theReadmesPicturesAreWhatRenderDraws(arguments: [String], file: String) throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (status, _, err) = runLab(["render"] + arguments + ["--out", folder.file(file)])
    #expect(status == LabExitStatus.success, "\(err)")
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let committed = try String(
      contentsOf: root.appendingPathComponent("Documentation/\(file)"), encoding: .utf8)
    let redraw =
      "swift run drawer-lab render \(arguments.joined(separator: " ")) --out Documentation/\(file)"
    #expect(
      try folder.read(file) == committed,
      "Documentation/\(file) is not what render draws: draw it again with `\(redraw)`")
  }

  @Test func aStreamedRecordingFindsTheFrameInForceAtAnyTime() throws {
    let scenario = try #require(LabScenario.named("catch-mid-flight"))
    let (kept, streamed) = Self.recordings(scenario)
    let times =
      [-1, .nan, kept.startTime, kept.endTime, kept.endTime + 5]
      + kept.frames.map(\.time) + kept.frames.map { $0.time + 0.003 }
    let found = streamed.frames(at: times)
    for (time, frame) in zip(times, found) {
      #expect(frame.time == kept.frame(at: time).time, "t \(time)")
    }
    #expect(
      streamed.snapshots(at: times).map(\.offset) == times.map { kept.snapshot(at: $0).offset })
  }

  @Test func drawingCountsEveryFrameOfEachPass() throws {
    let scenario = try #require(LabScenario.named("two-drawers"))
    let (_, streamed) = Self.recordings(scenario)
    var animationCount = 0
    _ = DrawerSVGRenderer().animation(of: streamed, title: nil, description: nil) {
      animationCount += 1
    }
    #expect(animationCount == 2 * streamed.frameCount)
    var stillCount = 0
    _ = DrawerSVGRenderer().still(of: streamed, at: 0.4, title: nil, description: nil) {
      stillCount += 1
    }
    #expect(stillCount == 2 * streamed.frameCount)
  }
}
