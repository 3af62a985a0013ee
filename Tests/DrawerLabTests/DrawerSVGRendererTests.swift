@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

@Suite struct DrawerSVGRendererTests {
  static let styles = DrawerPresentationStyle.allCases
  static let sides: [(DrawerEdge, DrawerLayoutDirection)] = [
    (.leading, .leftToRight), (.trailing, .leftToRight), (.leading, .rightToLeft),
    (.trailing, .rightToLeft),
  ]

  /// A flick open on a drawer at the given edge and layout direction, from the corpus.
  static func flick(edge: DrawerEdge, direction: DrawerLayoutDirection) throws -> DrawerRecording {
    var trace = try Fixtures.trace("flick-open-01")
    let side = edge.side(in: direction)
    let original = trace.configuration.side
    trace.edge = edge
    trace.layoutDirection = direction
    if side != original {
      // Mirror the touches so that they come from the drawer's side.
      let width = trace.container.width
      trace.events = trace.events.map { event in
        switch event.event {
        case .down(let p, let t):
          TraceEvent(.down(at: DrawerPoint(x: width - p.x, y: p.y), time: t))
        case .move(let p, let t):
          TraceEvent(.move(at: DrawerPoint(x: width - p.x, y: p.y), time: t))
        case .up(let p, let t): TraceEvent(.up(at: DrawerPoint(x: width - p.x, y: p.y), time: t))
        default: event
        }
      }
    }
    let recording = DrawerRecording(trace)
    #expect(recording.final == .open)
    return recording
  }

  static func geometry(
    _ frame: DrawerRecording.Frame, _ recording: DrawerRecording, _ style: DrawerPresentationStyle
  ) -> DrawerGeometry {
    DrawerGeometry(
      progress: frame.progress, container: frame.container, drawerWidth: frame.width,
      side: recording.configuration.side, style: style)
  }

  @Test(arguments: styles)
  func animationsAreWellFormedForEveryEdgeAndDirection(style: DrawerPresentationStyle) throws {
    for (edge, direction) in Self.sides {
      let recording = try Self.flick(edge: edge, direction: direction)
      let svg = DrawerSVGRenderer(style: style).animation(of: recording)
      let root = try XMLTreeBuilder.parse(svg)
      #expect(root.name == "svg")
      #expect(root["data-style"] == style.rawValue)
      #expect(root["data-edge"] == edge.rawValue)
      #expect(root["data-layout-direction"] == direction.rawValue)
      #expect(!root.all(named: "animateTransform").isEmpty)
      for animation in root.all(named: "animate") + root.all(named: "animateTransform") {
        let keyTimes = try #require(animation["keyTimes"]).split(separator: ";").compactMap {
          Double($0)
        }
        let values = try #require(animation["values"]).split(separator: ";")
        #expect(keyTimes.count == values.count)
        #expect(keyTimes.first == 0)
        #expect(zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 < $1 })
        if animation["calcMode"] == "linear" { #expect(keyTimes.last == 1) }
        #expect(animation["repeatCount"] == "indefinite")
      }
    }
  }

  @Test(arguments: styles)
  func theDrawerIsWhereTheEngineSaysAtEverySampledInstant(style: DrawerPresentationStyle) throws {
    for (edge, direction) in Self.sides {
      let recording = try Self.flick(edge: edge, direction: direction)
      let root = try XMLTreeBuilder.parse(DrawerSVGRenderer(style: style).animation(of: recording))
      let drawer = try #require(root.all(withClass: "layer-drawer").first)
      let content = try #require(root.all(withClass: "layer-content").first)
      let scrim = try #require(root.all(withClass: "layer-scrim").first)
      let drawerX = try ReadBackTrack(drawer, attribute: "transform")
      let contentX = try ReadBackTrack(content, attribute: "transform")
      let scrimOpacity = try ReadBackTrack(scrim, attribute: "opacity")
      let scale = try root.all(withClass: "content-scale").first.map {
        try ReadBackTrack($0, attribute: "transform")
      }
      let tolerance = DrawerSVGRenderer.positionTolerance + 0.01
      let halfWidth = recording.trace.container.width / 2
      for frame in recording.frames {
        let time = frame.time - recording.startTime + DrawerSVGRenderer.leadIn
        let expected = Self.geometry(frame, recording, style)
        let context = "\(style) \(edge) \(direction) t=\(frame.time) \(frame.offset)"
        #expect(abs(drawerX.value(at: time) - expected.drawerMinX) <= tolerance, "\(context)")
        #expect(
          abs(contentX.value(at: time) - halfWidth - expected.contentOffsetX) <= tolerance,
          "\(context)")
        #expect(
          abs(scrimOpacity.value(at: time) - 0.32 * expected.scrimOpacity)
            <= DrawerSVGRenderer.opacityTolerance + 0.0001, "\(context)")
        if let scale {
          #expect(
            abs(scale.value(at: time) - expected.contentScale)
              <= DrawerSVGRenderer.scaleTolerance + 0.0001, "\(context)")
        }
      }
    }
  }

  @Test(arguments: styles)
  func theOpenDrawerStandsAgainstItsSide(style: DrawerPresentationStyle) throws {
    // Physical positions, worked out by hand: a 300 pt drawer in a 390 pt container.
    for (edge, direction) in Self.sides {
      let recording = try Self.flick(edge: edge, direction: direction)
      let end = recording.endTime - recording.startTime
      let root = try XMLTreeBuilder.parse(
        DrawerSVGRenderer(style: style).still(of: recording, at: end))
      let drawer = try ReadBackTrack(
        try #require(root.all(withClass: "layer-drawer").first), attribute: "transform")
      let content = try ReadBackTrack(
        try #require(root.all(withClass: "layer-content").first), attribute: "transform")
      let onLeft = edge.side(in: direction) == .left
      // The floating panel stands in from the screen's edge by its margin.
      let gap = style == .floating ? DrawerGeometry.floatingMargin : 0
      #expect(drawer.base == (onLeft ? gap : 90 - gap), "\(style) \(edge) \(direction)")
      let shift = !style.movesContent ? 0.0 : (onLeft ? 300 : -300)
      #expect(content.base - 195 == shift, "\(style) \(edge) \(direction)")
    }
  }

  @Test(arguments: styles)
  func stillsPlaceEveryLayerAtTheirInstant(style: DrawerPresentationStyle) throws {
    let scenario = try #require(LabScenario.named("catch-mid-flight"))
    let recording = ScenarioOutcome(scenario).recording
    for time in [0, 0.05, 0.12, 0.18, 0.3, 0.6, 5] {
      let root = try XMLTreeBuilder.parse(
        DrawerSVGRenderer(style: style).still(of: recording, at: time))
      #expect(root.all(named: "animate").isEmpty && root.all(named: "animateTransform").isEmpty)
      let snapshot = recording.snapshot(at: recording.startTime + time)
      let expected = Self.geometry(snapshot, recording, style)
      let drawer = try ReadBackTrack(
        try #require(root.all(withClass: "layer-drawer").first), attribute: "transform")
      #expect(abs(drawer.base - expected.drawerMinX) <= 0.01, "\(style) at \(time)")
      let fingers = root.all(withClass: "layer-finger")
      if let finger = snapshot.finger {
        let circle = try #require(fingers.first)
        #expect(abs(try ReadBackTrack(circle, attribute: "cx").base - finger.x) <= 0.005)
        #expect(abs(try ReadBackTrack(circle, attribute: "cy").base - finger.y) <= 0.005)
      } else {
        #expect(fingers.isEmpty, "no finger at \(time)")
      }
    }
  }

  @Test func theFloatingDrawerIsAPanelInsetFromTheScreensEdges() throws {
    let recording = try Self.flick(edge: .leading, direction: .leftToRight)
    let end = recording.endTime - recording.startTime
    let root = try XMLTreeBuilder.parse(
      DrawerSVGRenderer(style: .floating).still(of: recording, at: end))
    let margin = DrawerGeometry.floatingMargin
    let height = recording.trace.container.height
    let radius = DrawerGeometry.floatingCornerRadius(screenCornerRadius: 40)
    // The menu is clipped to the panel, the rim outlines it and the shadow is cast by it: each
    // the panel's rounded rectangle, from the margin at the top to the margin at the bottom.
    let drawer = try #require(root.all(withClass: "layer-drawer").first)
    let rim = try #require(drawer.all(withClass: "drawer-panel-rim").first)
    let shadow = try #require(drawer.all(withClass: "layer-shadow").first)
    let clip = try #require(
      root.all(named: "clipPath").first { $0["id"]?.hasSuffix("-drawer") == true }?.children.first)
    for rect in [rim, shadow, clip] {
      #expect(rect["y"] == Self.svgText(margin) && rect["rx"] == Self.svgText(radius))
      #expect(rect["height"] == Self.svgText(height - 2 * margin) && rect["width"] == "300")
    }
    // The other styles' drawer runs the screen's full height, square.
    let overlay = try XMLTreeBuilder.parse(
      DrawerSVGRenderer(style: .overlay).still(of: recording, at: end))
    #expect(overlay.all(withClass: "drawer-panel-rim").isEmpty)
    let square = try #require(overlay.all(withClass: "layer-shadow").first)
    #expect(square["rx"] == nil && square["height"] == Self.svgText(height))
  }

  @Test func theFloatingMenuIsLaidOutInsideItsPanel() throws {
    let recording = try Self.flick(edge: .leading, direction: .leftToRight)
    let end = recording.endTime - recording.startTime
    let root = try XMLTreeBuilder.parse(
      DrawerSVGRenderer(style: .floating).still(of: recording, at: end))
    let drawer = try #require(root.all(withClass: "layer-drawer").first)
    let rim = try #require(drawer.all(withClass: "drawer-panel-rim").first)
    let top = try #require(rim["y"].flatMap(Double.init))
    let bottom = top + (try #require(rim["height"].flatMap(Double.init)))
    // The geometry the picture follows: DrawerKit's panel, the lab's status bar and home
    // indicator standing for the safe area.
    let screen = recording.trace.container.height
    let geometry = DrawerGeometry(
      progress: 1, container: recording.trace.container, drawerWidth: 300, side: .left,
      style: .floating)
    let panel = geometry.panel(
      containerHeight: screen - 47 - 34, safeAreaTop: 47, safeAreaBottom: 34)
    #expect(top == panel.frame.minY + 47 && bottom == panel.frame.maxY + 47)
    // Every row, its highlight and the header's text are inside the panel, from the first to the
    // footer's last.
    let menu = try #require(drawer.all(withClass: "drawer-menu").first)
    let texts = menu.all(named: "text")
    #expect(texts.count >= 5)
    for text in texts {
      let y = try #require(text["y"].flatMap(Double.init))
      #expect(y - 16 >= top && y + 4 <= bottom, "a text at \(y)")
    }
    for selection in menu.all(withClass: "selection") {
      let y = try #require(selection["y"].flatMap(Double.init))
      let height = try #require(selection["height"].flatMap(Double.init))
      #expect(y >= top && y + height <= bottom)
    }
  }

  /// A number as the pictures write it: whole numbers without a decimal point.
  private static func svgText(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  @Test(arguments: styles)
  func eachStyleHasItsLayersInItsOrder(style: DrawerPresentationStyle) throws {
    let scenario = try #require(LabScenario.named("tap-scrim"))
    let recording = ScenarioOutcome(scenario).recording
    let root = try XMLTreeBuilder.parse(DrawerSVGRenderer(style: style).animation(of: recording))
    let scene = try #require(root.all(withClass: "scene").first)
    let order = scene.descendantsAndSelf
    let drawer = try #require(scene.all(withClass: "layer-drawer").first)
    let content = try #require(scene.all(withClass: "layer-content").first)
    for layer in ["layer-drawer", "layer-content", "layer-scrim", "layer-shadow"] {
      #expect(root.all(withClass: layer).count == 1, "\(style): one \(layer)")
    }
    #expect(root.all(withClass: "layer-finger").count == 1)
    #expect(root.all(withClass: "chart").count == 1)
    let drawerIndex = try #require(order.firstIndex { $0 === drawer })
    let contentIndex = try #require(order.firstIndex { $0 === content })
    let shadow = try #require(root.all(withClass: "layer-shadow").first)
    if style.drawerIsAboveContent {
      #expect(contentIndex < drawerIndex, "\(style): the drawer is drawn above the content")
      #expect(drawer.all(withClass: "layer-shadow").first === shadow, "the drawer casts it")
    } else {
      #expect(drawerIndex < contentIndex, "\(style): the content is drawn above the drawer")
      #expect(content.all(withClass: "layer-shadow").first === shadow, "the content casts it")
    }
    // The scrim dims the content, so it moves (and scales) with it.
    #expect(content.all(withClass: "layer-scrim").count == 1)
    #expect((root.all(withClass: "content-scale").count == 1) == (style == .scale))
    #expect((content.animation(of: "transform") != nil) == style.movesContent)
    // Reveal and scale keep the drawer still underneath; the others slide it.
    let drawerSlides = style != .reveal && style != .scale
    #expect((drawer.animation(of: "transform") != nil) == drawerSlides, "\(style)")
    #expect(scrimAnimates(root))
  }

  private func scrimAnimates(_ root: XMLElementNode) -> Bool {
    root.all(withClass: "layer-scrim").first?.animation(of: "opacity") != nil
  }

  @Test func theMenuAndTabBarAreDrawnFromTheirModels() throws {
    let recording = try Self.flick(edge: .leading, direction: .leftToRight)
    let root = try XMLTreeBuilder.parse(DrawerSVGRenderer().animation(of: recording))
    let menu = try #require(root.all(withClass: "drawer-menu").first)
    let texts = menu.all(named: "text").map(\.text)
    let model = LabSampleApp.standard.menu
    for item in model.allItems { #expect(texts.contains(item.title), "\(item.title)") }
    #expect(texts.contains("Ada Lovelace"))
    #expect(texts.contains("ada@example.com"))
    #expect(texts.contains("AL"), "the avatar's initials")
    let selected = menu.all(withClass: "selected")
    #expect(selected.map { $0["data-item"] } == ["home"])
    let signOut = try #require(menu.all(withClass: "destructive").first)
    #expect(signOut["data-item"] == "sign-out")
    #expect(signOut.all(named: "text").first?["fill"] == "#d92d20")
    let inbox = try #require(menu.all(withClass: "menu-item").first { $0["data-item"] == "inbox" })
    #expect(inbox.all(withClass: "badge").first?.all(named: "text").first?.text == "3")
    #expect(menu.all(withClass: "divider").count >= 2)
    #expect(menu.all(withClass: "icon").count == model.allItems.count)

    let tabBar = try #require(root.all(withClass: "tab-bar").first)
    let tabs = tabBar.all(withClass: "tab")
    #expect(tabs.map { $0["data-tab"] } == ["home", "search", "alerts", "profile"])
    #expect(tabBar.all(withClass: "selected").map { $0["data-tab"] } == ["home"])
    #expect(tabs[3].all(named: "text").map(\.text).contains("AL"), "an avatar")
    #expect(tabs[2].all(withClass: "badge").count == 1)
    #expect(root.all(withClass: "nav-bar").count == 1)
    #expect(root.all(withClass: "menu-button").count == 1)
    #expect(root.all(withClass: "card").count >= 4)
  }

  @Test func anotherModelDrawsAnotherMenu() throws {
    var app = LabSampleApp.standard
    app.menu = DrawerMenuModel(
      profile: DrawerProfile(name: "Grace Hopper", detail: "grace@example.org"),
      sections: [
        DrawerMenuSection(items: [
          DrawerMenuItem(id: "a", systemImage: "clock", title: "Recent", badge: .count(120)),
          DrawerMenuItem(id: "b", systemImage: "unknown.symbol", title: "Mystery"),
        ]),
        DrawerMenuSection(
          title: "Labels",
          items: [DrawerMenuItem(id: "c", systemImage: "bookmark", title: "Saved", badge: .dot)]),
      ],
      footer: [], selection: "c")
    app.tabBar.tabs.removeLast()
    app.tabBar.selection = "search"
    let recording = try Self.flick(edge: .leading, direction: .leftToRight)
    let root = try XMLTreeBuilder.parse(
      DrawerSVGRenderer(style: .push, app: app).animation(of: recording))
    let menu = try #require(root.all(withClass: "drawer-menu").first)
    let texts = menu.all(named: "text").map(\.text)
    #expect(texts.contains("GH"))
    #expect(texts.contains("Recent") && texts.contains("Mystery") && texts.contains("Saved"))
    #expect(texts.contains("LABELS"))
    #expect(texts.contains("99+"))
    #expect(!texts.contains("Inbox") && !texts.contains("Sign Out"))
    #expect(menu.all(withClass: "selected").map { $0["data-item"] } == ["c"])
    #expect(menu.all(withClass: "menu-section").count == 2)
    let tabs = try #require(root.all(withClass: "tab-bar").first).all(withClass: "tab")
    #expect(tabs.count == 3)
    #expect(tabs.filter { $0.classes.contains("selected") }.map { $0["data-tab"] } == ["search"])
  }

  @Test func aRightToLeftLayoutMirrorsTheScreen() throws {
    let ltr = try XMLTreeBuilder.parse(
      DrawerSVGRenderer().animation(of: try Self.flick(edge: .leading, direction: .leftToRight)))
    let rtl = try XMLTreeBuilder.parse(
      DrawerSVGRenderer().animation(of: try Self.flick(edge: .leading, direction: .rightToLeft)))
    func buttonX(_ root: XMLElementNode) throws -> Double {
      let button = try #require(root.all(withClass: "menu-button").first)
      let cx = try #require(button.all(named: "circle").first?["cx"])
      return try #require(Double(cx))
    }
    #expect(try buttonX(ltr) == 36)
    #expect(try buttonX(rtl) == 390 - 36)
    func tabXs(_ root: XMLElementNode) throws -> [Double] {
      try root.all(withClass: "tab").map { tab in
        let x = try #require(tab.all(named: "text").last?["x"])
        return try #require(Double(x))
      }
    }
    let ltrTabs = try tabXs(ltr)
    let rtlTabs = try tabXs(rtl)
    #expect(ltrTabs == ltrTabs.sorted(), "leading to trailing is left to right")
    #expect(rtlTabs == rtlTabs.sorted(by: >), "leading to trailing is right to left")
    let title = { (root: XMLElementNode) in
      root.all(withClass: "menu-item").first?.all(named: "text").first?["text-anchor"]
    }
    #expect(title(ltr) == "start")
    #expect(title(rtl) == "end")
  }

  @Test func aResizeShowsOneSceneForEachContainer() throws {
    let scenario = try #require(LabScenario.named("resize-while-open"))
    let recording = ScenarioOutcome(scenario).recording
    let root = try XMLTreeBuilder.parse(DrawerSVGRenderer(style: .push).animation(of: recording))
    let scenes = root.all(withClass: "scene")
    #expect(scenes.map { $0["data-container"] } == ["390x844", "320x844", "390x844"])
    #expect(
      scenes.map { $0.all(withClass: "layer-drawer").first?["data-drawer-width"] } == [
        "320", "264", "320",
      ])
    // Where animations do not play, the scene of the story's instant (the narrowed container,
    // between the two resizes) is the one shown.
    #expect(scenes.map { $0["visibility"] } == ["hidden", "visible", "hidden"])
    let duration = DrawerSVGRenderer.duration(of: recording)
    var shownAt: [[String]] = []
    for time in [0.1, 0.3 + 0.6, 0.3 + 1.5] {
      shownAt.append(
        try scenes.map { scene in
          let animation = try #require(scene.animation(of: "visibility"))
          let keyTimes = try #require(animation["keyTimes"]).split(separator: ";").compactMap {
            Double($0)
          }
          let values = try #require(animation["values"]).split(separator: ";").map(String.init)
          let index = keyTimes.lastIndex { $0 <= time / duration } ?? 0
          return values[index]
        })
    }
    #expect(shownAt[0] == ["visible", "hidden", "hidden"])
    #expect(shownAt[1] == ["hidden", "visible", "hidden"])
    #expect(shownAt[2] == ["hidden", "hidden", "visible"])
  }

  @Test func aThreeSecondScenarioStaysUnder200KB() throws {
    // The worst case for thinning: a finger that never stops moving for three seconds.
    var events: [TraceEvent] = [TraceEvent(.down(at: DrawerPoint(x: 5, y: 400), time: 0))]
    for step in 1...360 {
      let t = Double(step) / 120
      let x = 5 + 150 * (1 - cos(t * 5.3)) + 20 * sin(t * 17)
      events.append(TraceEvent(.move(at: DrawerPoint(x: x, y: 400 + 60 * sin(t * 3)), time: t)))
    }
    events.append(TraceEvent(.up(at: DrawerPoint(x: 200, y: 400), time: 3.004)))
    let trace = Trace(
      name: "wander", container: DrawerSize(width: 390, height: 844), drawerWidth: 300,
      expect: .open, events: events)
    let recording = DrawerRecording(trace)
    #expect(recording.endTime - recording.startTime >= 3)
    for style in Self.styles {
      let svg = DrawerSVGRenderer(style: style).animation(of: recording)
      #expect(svg.utf8.count < 200_000, "\(style): \(svg.utf8.count) bytes")
    }
    for scenario in LabScenario.all {
      let recording = ScenarioOutcome(scenario).recording
      for style in scenario.styles {
        let size = DrawerSVGRenderer(style: style).animation(of: recording).utf8.count
        #expect(size < 200_000, "\(scenario.name) \(style): \(size) bytes")
      }
    }
  }

  @Test func theChartMarksTheFingerTheReleaseAndTheRest() throws {
    let scenario = try #require(LabScenario.named("catch-mid-flight"))
    let recording = ScenarioOutcome(scenario).recording
    let root = try XMLTreeBuilder.parse(DrawerSVGRenderer().animation(of: recording))
    let chart = try #require(root.all(withClass: "chart").first)
    #expect(chart.all(withClass: "chart-offset").count == 1)
    #expect(chart.all(withClass: "chart-finger").count == 2, "two touches")
    #expect(chart.all(withClass: "chart-release").count == 2, "two releases")
    #expect(chart.all(withClass: "chart-rest").count == 1)
    let playhead = try #require(chart.all(withClass: "chart-playhead").first)
    #expect(playhead.animation(of: "x1") != nil && playhead.animation(of: "x2") != nil)

    let still = try XMLTreeBuilder.parse(
      DrawerSVGRenderer(includesChart: false).still(of: recording, at: 0.1))
    #expect(still.all(withClass: "chart").isEmpty)
  }

  @Test func aProgrammaticToggleHasNoFingerLayer() throws {
    let scenario = try #require(LabScenario.named("programmatic-toggle"))
    let root = try XMLTreeBuilder.parse(
      DrawerSVGRenderer().animation(of: ScenarioOutcome(scenario).recording))
    #expect(root.all(withClass: "layer-finger").isEmpty)
    #expect(root.all(withClass: "chart-finger").isEmpty)
  }

  @Test func theFingerShowsOnlyWhileItTouches() throws {
    let scenario = try #require(LabScenario.named("vertical-scroll"))
    let recording = ScenarioOutcome(scenario).recording
    let root = try XMLTreeBuilder.parse(DrawerSVGRenderer().animation(of: recording))
    let finger = try #require(root.all(withClass: "layer-finger").first)
    let opacity = try #require(finger.animation(of: "opacity"))
    #expect(opacity["calcMode"] == "discrete")
    #expect(opacity["values"] == "0;1;0")
    let y = try ReadBackTrack(finger, attribute: "cy")
    let start = DrawerSVGRenderer.leadIn
    #expect(abs(y.value(at: start) - 640) < 0.3)
    #expect(abs(y.value(at: start + 0.45) - 250) < 0.3)
  }

  /// The chart's legend entries, in order.
  static func legend(_ root: XMLElementNode) throws -> [String] {
    let legend = try #require(root.all(withClass: "chart-legend").first)
    return legend.all(named: "text").map(\.text)
  }

  @Test func theContentScrollsWithAFingerTheDrawerLeavesIt() throws {
    let scenario = try #require(LabScenario.named("vertical-scroll"))
    let recording = ScenarioOutcome(scenario).recording
    let root = try XMLTreeBuilder.parse(DrawerSVGRenderer().animation(of: recording))
    let cards = try #require(root.all(withClass: "cards").first)
    let scroll = try ReadBackTrack(cards, attribute: "transform", argument: 1)
    // From the frame the content takes the touch, the cards follow the finger up one to one.
    let handover = try #require(
      recording.frames.first { frame in
        if case .resting = frame.drawer.phase { return frame.finger != nil }
        return false
      })
    let lift = try #require(recording.frames.last { $0.finger != nil })
    let travelled = try #require(handover.finger?.y) - (try #require(lift.finger?.y))
    #expect(travelled > 300)
    let start = DrawerSVGRenderer.leadIn - recording.startTime
    #expect(abs(scroll.value(at: start + handover.time)) < 0.3)
    #expect(abs(-scroll.value(at: start + lift.time) - travelled) < 0.3)
    #expect(try Self.legend(root) == ["drawer offset", "finger"])
  }

  @Test func aDragOnTheDrawerNeverScrollsTheContent() throws {
    for name in ["flick-open", "catch-mid-flight", "tap-scrim"] {
      let recording = ScenarioOutcome(try #require(LabScenario.named(name))).recording
      let root = try XMLTreeBuilder.parse(DrawerSVGRenderer().animation(of: recording))
      let cards = try #require(root.all(withClass: "cards").first)
      #expect(cards.animation(of: "transform") == nil, "\(name)")
    }
  }

  @Test func aTapIsMarkedAtItsInstantNotAsAFingerPosition() throws {
    let scenario = try #require(LabScenario.named("tap-scrim"))
    let recording = ScenarioOutcome(scenario).recording
    let root = try XMLTreeBuilder.parse(DrawerSVGRenderer().animation(of: recording))
    let chart = try #require(root.all(withClass: "chart").first)
    #expect(chart.all(withClass: "chart-tap").count == 1)
    #expect(chart.all(withClass: "chart-finger").isEmpty)
    #expect(try Self.legend(root) == ["drawer offset", "tap", "rest"])
    let outcome = root.all(withClass: "outcome").map(\.text)
    #expect(outcome.contains { $0.hasPrefix("At rest") && $0.hasSuffix("after the tap.") })
  }

  @Test func aDrawerNoFingerMovedIsNotSaidToBeLetGo() throws {
    for (name, legend, cause) in [
      ("programmatic-toggle", ["drawer offset", "rest"], "after the command."),
      ("resize-while-open", ["drawer offset"], nil),
    ] {
      let recording = ScenarioOutcome(try #require(LabScenario.named(name))).recording
      let root = try XMLTreeBuilder.parse(DrawerSVGRenderer().animation(of: recording))
      #expect(try Self.legend(root) == legend, "\(name)")
      let outcome = root.all(withClass: "outcome").map(\.text).joined(separator: " ")
      #expect(!outcome.contains("let go"), "\(name): \(outcome)")
      #expect(outcome.contains("No finger touched the drawer."), "\(name)")
      if let cause { #expect(outcome.contains(cause), "\(name)") }
    }
  }

  @Test func aStillStatesItsTimeInThePicture() throws {
    let scenario = try #require(LabScenario.named("catch-mid-flight"))
    let recording = ScenarioOutcome(scenario).recording
    let root = try XMLTreeBuilder.parse(
      DrawerSVGRenderer().still(of: recording, at: 0.18, description: scenario.summary))
    let still = try #require(root.all(withClass: "chart-still").first)
    #expect(still.all(named: "text").map(\.text) == ["still at 0.18 s"])
    #expect(
      root.all(withClass: "outcome").contains {
        $0.text == "Still at 0.18 s after the first event."
      })
  }

  @Test func aFlickedScrollCoastsWithUIKitsDeceleration() throws {
    // A finger flicks the content up at 300 pt/s over 100 pt, lifted while moving.
    var events = [TraceEvent(.down(at: DrawerPoint(x: 200, y: 600), time: 0))]
    for step in 1...40 {
      events.append(
        TraceEvent(
          .move(at: DrawerPoint(x: 200, y: 600 - 2.5 * Double(step)), time: Double(step) / 120)))
    }
    events.append(TraceEvent(.up(at: DrawerPoint(x: 200, y: 500), time: 40.0 / 120)))
    let trace = Trace(
      name: "flick-scroll", container: phone, drawerWidth: 300, expect: .closed, events: events)
    let recording = DrawerRecording(trace)
    let root = try XMLTreeBuilder.parse(DrawerSVGRenderer().animation(of: recording))
    let cards = try #require(root.all(withClass: "cards").first)
    let scroll = try ReadBackTrack(cards, attribute: "transform", argument: 1)
    let lift = DrawerSVGRenderer.leadIn + 40.0 / 120
    let atLift = -scroll.value(at: lift)
    #expect(atLift > 90)
    // Then on from 300 pt/s, the velocity multiplied by 0.998 each millisecond: after t seconds
    // 0.3 · (1 − 0.998^(1000 t)) / (1 − 0.998) · 0.998 points on, until the picture ends.
    for t in [0.1, 0.5] {
      let coasted = 0.3 * 0.998 / 0.002 * (1 - pow(0.998, 1000 * t))
      #expect(abs(-scroll.value(at: lift + t) - atLift - coasted) < 1.5, "t=\(t)")
    }
    // The picture lasts until the content has stopped, the whole 150 pt on.
    let end = try #require(scroll.duration)
    #expect(end > lift + 3)
    #expect(abs(-scroll.value(at: end) - atLift - 0.3 * 0.998 / 0.002) < 1.5)
  }
}
