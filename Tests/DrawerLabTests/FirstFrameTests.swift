@_spi(DrawerKit) import DrawerCore
import Foundation
import Testing

@_spi(DrawerKit) @testable import DrawerLab

/// A static renderer (and many previews) shows only an animated picture's own attributes, not
/// its animations: they are the picture at the instant that tells its story.
@Suite struct FirstFrameTests {
  /// The numbers of an attribute: `translate(12 0)` is `[12, 0]`.
  private static func numbers(_ text: String?) -> [Double] {
    (text ?? "").split { !"-.0123456789e".contains($0) }.compactMap { Double($0) }
  }

  /// What a static renderer shows of a picture: the drawer's, the content's, the scrim's and
  /// the finger's own attributes in the first scene that is visible.
  private static func pose(_ svg: String) throws -> [String: [Double]] {
    let root = try XMLTreeBuilder.parse(svg)
    let scene = try #require(root.all(withClass: "scene").first { $0["visibility"] == "visible" })
    let drawer = try #require(scene.all(withClass: "layer-drawer").first)
    let content = try #require(scene.all(withClass: "layer-content").first)
    let scrim = try #require(scene.all(withClass: "layer-scrim").first)
    var pose = [
      "drawer": numbers(drawer["transform"]), "content": numbers(content["transform"]),
      "scrim": numbers(scrim["opacity"]),
    ]
    // A picture no finger touches has no finger layer: it shows none, as a hidden one does.
    let finger = root.all(withClass: "layer-finger").first
    pose["finger"] = finger.map { numbers($0["opacity"]) } ?? [0]
    if let finger, finger["opacity"] == "1" {
      pose["at"] = numbers(finger["cx"]) + numbers(finger["cy"])
    }
    return pose
  }

  @Test(arguments: LabScenario.all.map(\.name))
  func theFirstFrameIsTheStillAtTheStoryInstant(name: String) throws {
    let scenario = try #require(LabScenario.named(name))
    let recording = DrawerRecording(
      scenario.trace, configuration: scenario.configuration,
      secondConfiguration: scenario.secondConfiguration)
    let facts = PictureFacts(recording, scrollRange: .infinity)
    let instant = try #require(facts.storyInstant)
    #expect(recording.frame(at: instant).time == instant, "a frame's instant")
    for style in [DrawerPresentationStyle.overlay, .push, .scale] {
      let renderer = DrawerSVGRenderer(style: style)
      let animated = try Self.pose(renderer.animation(of: recording))
      let still = try Self.pose(renderer.still(of: recording, at: instant - recording.startTime))
      #expect(animated.keys.sorted() == still.keys.sorted(), "\(name) \(style)")
      for (key, values) in still {
        let shown = animated[key] ?? []
        #expect(shown.count == values.count, "\(name) \(style) \(key)")
        for (a, b) in zip(shown, values) {
          // The animation's keyframes are thinned within a quarter of a point.
          #expect(abs(a - b) <= 0.3, "\(name) \(style) \(key): \(shown) vs \(values)")
        }
      }
    }
  }

  @Test func eachKindOfStoryHasItsInstant() throws {
    func instant(_ name: String) throws -> (DrawerRecording, Double) {
      let scenario = try #require(LabScenario.named(name))
      let recording = DrawerRecording(
        scenario.trace, configuration: scenario.configuration,
        secondConfiguration: scenario.secondConfiguration)
      return (recording, try #require(PictureFacts(recording, scrollRange: .infinity).storyInstant))
    }
    // A finger catches the drawer in flight: the instant it holds it farthest open.
    let (caught, catchInstant) = try instant("catch-mid-flight")
    let held = caught.frame(at: catchInstant)
    #expect(held.finger != nil && held.drawer.isTracking)
    #expect(held.offset == caught.frames.filter(\.drawer.isTracking).map(\.offset).max())
    // The app toggles the drawer: a quarter of the way through the spring, on its way open.
    let (toggled, toggleInstant) = try instant("programmatic-toggle")
    let spring = try #require(toggled.lastSpring)
    let rest = try #require(spring.rest)
    #expect(toggleInstant == toggled.frame(at: spring.start + (rest - spring.start) / 4).time)
    let moving = toggled.offset(at: toggleInstant)
    #expect(moving > 0.2 * toggled.initial.width && moving < toggled.initial.width)
    // A scroll the drawer leaves alone: the middle of the touch, the finger on the content.
    let (scrolled, scrollInstant) = try instant("vertical-scroll")
    let touch = try #require(scrolled.touches.first)
    #expect(scrollInstant == scrolled.frame(at: (touch.down + touch.end) / 2).time)
    #expect(scrolled.frame(at: scrollInstant).finger != nil)
    // Resizes alone: the middle of the trace, between the narrowing and the widening.
    let (resized, resizeInstant) = try instant("resize-while-open")
    #expect(resized.frame(at: resizeInstant).container.width < resized.initial.container.width)
    // Nothing happens: no instant, and the picture shows its first.
    var idle = try #require(LabScenario.named("flick-open")).trace
    idle.events = []
    #expect(PictureFacts(DrawerRecording(idle), scrollRange: 0).storyInstant == nil)
  }
}
