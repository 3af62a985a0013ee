@_spi(DrawerKit) import DrawerCore

extension LabScenario {
  /// A phone in portrait, in points.
  static let phone = DrawerSize(width: 390, height: 844)
  /// The drawer's width in the scenarios, in points.
  static let drawerWidth = 300.0

  /// Every built-in scenario, in the order the lab shows them.
  public static let all: [LabScenario] = [
    flickOpen(), slowDragOpen(), dragAndReturn(), gentleToss(), catchMidFlight(), tapScrim(),
    programmaticToggle(), verticalScroll(), resizeWhileOpen(),
    flickOpen(edge: .trailing, layoutDirection: .leftToRight),
    flickOpen(edge: .leading, layoutDirection: .rightToLeft),
    tapScrim(edge: .trailing, layoutDirection: .rightToLeft), twoDrawers(),
  ]

  /// The name with a suffix for a drawer that is not on the leading edge of a left-to-right
  /// layout.
  private static func variantName(
    _ base: String, edge: DrawerEdge, layoutDirection: DrawerLayoutDirection
  ) -> String {
    var name = base
    if edge == .trailing { name += "-trailing" }
    if layoutDirection == .rightToLeft { name += "-rtl" }
    return name
  }

  private static func variantNote(edge: DrawerEdge, layoutDirection: DrawerLayoutDirection)
    -> String
  {
    let side = edge.side(in: layoutDirection) == .left ? "left" : "right"
    switch (edge, layoutDirection) {
    case (.leading, .leftToRight): return ""
    case (.trailing, .leftToRight): return " The drawer is on the trailing edge, on the right."
    case (.leading, .rightToLeft):
      return
        " Right-to-left layout: the leading drawer is on the \(side) and the screen is mirrored."
    case (.trailing, .rightToLeft):
      return
        " Right-to-left layout: the trailing drawer is on the \(side) and the screen is mirrored."
    }
  }

  private static func trace(
    _ name: String, _ builder: GestureBuilder, edge: DrawerEdge = .leading,
    layoutDirection: DrawerLayoutDirection = .leftToRight, initial: DrawerRestState = .closed,
    expect: DrawerRestState, expectCapture: Bool? = true, container: DrawerSize = phone,
    drawerWidth: Double = drawerWidth, secondDrawer: DrawerTrace.SecondDrawer? = nil
  ) -> Trace {
    Trace(
      name: name, container: container, drawerWidth: drawerWidth, edge: edge,
      layoutDirection: layoutDirection, openZone: .edge, initial: initial, expect: expect,
      expectCapture: expectCapture, sampleRate: builder.sampleRate, secondDrawer: secondDrawer,
      events: builder.events)
  }

  /// A short fast flick from the edge, lifted while moving: the drawer is flung open.
  static func flickOpen(
    edge: DrawerEdge = .leading, layoutDirection: DrawerLayoutDirection = .leftToRight
  ) -> LabScenario {
    var hand = GestureBuilder(container: phone, side: edge.side(in: layoutDirection))
    hand.down(along: 6, y: 420)
    hand.move(to: 150, y: 428, over: 0.1)
    hand.up()
    let name = variantName("flick-open", edge: edge, layoutDirection: layoutDirection)
    return LabScenario(
      name: name,
      summary: "A short, fast flick from the edge, lifted while moving: the drawer is flung open "
        + "at the finger's speed and settles."
        + variantNote(edge: edge, layoutDirection: layoutDirection),
      trace: trace(name, hand, edge: edge, layoutDirection: layoutDirection, expect: .open))
  }

  /// Drags past half way, holds still, lifts: the drawer opens to the nearer rest.
  static func slowDragOpen() -> LabScenario {
    var hand = GestureBuilder(container: phone, side: .left)
    hand.down(along: 8, y: 400)
    hand.move(to: 215, y: 392, over: 0.9, pace: .easeInOut)
    hand.wait(0.25)
    hand.up()
    return LabScenario(
      name: "slow-drag-open",
      summary: "Drags slowly past half way, holds still, lifts: with no speed left, the drawer "
        + "goes to the nearer rest, open.",
      trace: trace("slow-drag-open", hand, expect: .open))
  }

  /// Drags far, comes most of the way back, lifts: the drawer closes.
  static func dragAndReturn() -> LabScenario {
    var hand = GestureBuilder(container: phone, side: .left)
    hand.down(along: 8, y: 460)
    hand.move(to: 235, y: 452, over: 0.5, pace: .easeInOut)
    hand.move(to: 60, y: 458, over: 0.5, pace: .easeInOut)
    hand.wait(0.2)
    hand.up()
    return LabScenario(
      name: "drag-and-return",
      summary: "Drags the drawer far out, brings it most of the way back and lifts: it closes.",
      trace: trace("drag-and-return", hand, expect: .closed))
  }

  /// Drags under half and lets go while moving at a moderate speed: the projection opens it.
  static func gentleToss() -> LabScenario {
    var hand = GestureBuilder(container: phone, side: .left)
    hand.down(along: 8, y: 380)
    hand.move(to: 112, y: 384, over: 0.4)
    hand.up()
    return LabScenario(
      name: "gentle-toss",
      summary: "Drags under half way and lets go moving at about 260 pt/s: too slow to count as "
        + "a flick, but its momentum carries past half way, so the drawer opens.",
      trace: trace("gentle-toss", hand, expect: .open))
  }

  /// Flicks the drawer open, catches it while it is still moving, and flicks it closed.
  static func catchMidFlight() -> LabScenario {
    var hand = GestureBuilder(container: phone, side: .left)
    hand.down(along: 6, y: 420)
    hand.move(to: 150, y: 426, over: 0.1)
    hand.up()
    hand.wait(0.05)
    hand.down(along: 170, y: 470)
    hand.move(to: 40, y: 478, over: 0.11)
    hand.up()
    return LabScenario(
      name: "catch-mid-flight",
      summary: "Flicks the drawer open, catches it while it is still moving (it stops under the "
        + "finger, with no jump), then flicks it closed.",
      trace: trace("catch-mid-flight", hand, expect: .closed))
  }

  /// Taps the dimmed content beside the open drawer: the drawer closes.
  static func tapScrim(
    edge: DrawerEdge = .leading, layoutDirection: DrawerLayoutDirection = .leftToRight
  ) -> LabScenario {
    var hand = GestureBuilder(container: phone, side: edge.side(in: layoutDirection))
    hand.down(along: 345, y: 430)
    hand.up(after: 0.09)
    let name = variantName("tap-scrim", edge: edge, layoutDirection: layoutDirection)
    return LabScenario(
      name: name,
      summary: "The drawer is open; a tap on the dimmed content beside it closes it."
        + variantNote(edge: edge, layoutDirection: layoutDirection),
      trace: trace(
        name, hand, edge: edge, layoutDirection: layoutDirection, initial: .open,
        expect: .closed, expectCapture: nil))
  }

  /// The app toggles the drawer, as a menu button does: it opens on the spring.
  static func programmaticToggle() -> LabScenario {
    var hand = GestureBuilder(container: phone, side: .left)
    hand.toggle()
    return LabScenario(
      name: "programmatic-toggle",
      summary: "The app toggles the closed drawer, as its menu button does: it opens on the "
        + "spring, with no finger.",
      trace: trace("programmatic-toggle", hand, expect: .open, expectCapture: nil))
  }

  /// Scrolls the content vertically from inside the edge zone: the drawer stays closed and
  /// still.
  static func verticalScroll() -> LabScenario {
    var hand = GestureBuilder(container: phone, side: .left)
    hand.down(along: 12, y: 640)
    hand.move(to: 17, y: 250, over: 0.45, pace: .easeOut)
    hand.up()
    return LabScenario(
      name: "vertical-scroll",
      summary: "Scrolls the content upward, starting inside the edge zone and drifting a little "
        + "sideways: the movement is vertical first, so the drawer leaves it alone and never moves.",
      trace: trace("vertical-scroll", hand, expect: .closed, expectCapture: false),
      styles: [.overlay])
  }

  /// The container narrows and widens again while the drawer is open: it stays open at the
  /// width the new container gives it.
  static func resizeWhileOpen() -> LabScenario {
    var hand = GestureBuilder(container: phone, side: .left)
    let narrow = DrawerSize(width: 320, height: 844)
    hand.resize(to: narrow)
    hand.wait(1.2)
    hand.resize(to: phone)
    var configuration = DrawerConfiguration(width: .default)
    configuration.openZone = .default
    let width = DrawerWidth.default.resolved(in: phone)
    return LabScenario(
      name: "resize-while-open",
      summary: "The open drawer's container narrows to 320 pt (as in Split View) and widens back: "
        + "the drawer stays open at the width each container gives it (the container less 56 pt, "
        + "at most 320 pt).",
      trace: trace(
        "resize-while-open", hand, initial: .open, expect: .open, expectCapture: nil,
        drawerWidth: width),
      configuration: configuration)
  }

  /// Two drawers on one content, Discord-style (channels on the leading edge, people on the
  /// trailing one): a flick to each side, and a swap each way the pair allows.
  ///
  /// A flick from the left edge opens the leading drawer. A flick from the right edge, toward
  /// the left, then lands on the open leading drawer's scrim: it closes the leading drawer and
  /// does not open the trailing one, though it starts in the trailing drawer's edge strip (a
  /// drag on an open drawer is that drawer's, and never opens the other in the same stroke).
  /// The same flick again, on closed content, opens the trailing drawer. Last, the app toggles
  /// the leading drawer (its menu button) while the trailing one is open: the trailing drawer
  /// closes as the leading one opens, on their springs at once.
  static func twoDrawers() -> LabScenario {
    var hand = GestureBuilder(container: phone, side: .left)
    hand.down(along: 6, y: 420)
    hand.move(to: 150, y: 428, over: 0.1)
    hand.up()
    hand.wait(0.7)
    for _ in 0..<2 {
      hand.down(along: phone.width - 4, y: 470)
      hand.move(to: phone.width - 150, y: 476, over: 0.1)
      hand.up()
      hand.wait(0.7)
    }
    hand.toggle()
    return LabScenario(
      name: "two-drawers",
      summary: "Two drawers on one content: a flick from the left edge opens the leading "
        + "drawer; a flick from the right edge lands on its scrim and closes it, without "
        + "opening the trailing drawer in the same stroke; the same flick again opens the "
        + "trailing drawer; then the app toggles the leading drawer, and the trailing one "
        + "closes as it opens.",
      trace: trace(
        "two-drawers", hand, expect: .open,
        secondDrawer: DrawerTrace.SecondDrawer(
          initial: .closed, expect: .closed, expectCapture: true)))
  }
}
