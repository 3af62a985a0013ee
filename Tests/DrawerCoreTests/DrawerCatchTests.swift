import DrawerCore
import Testing

/// A finger that comes down while the drawer is still moving: it stops the drawer only where
/// the drawer shows; elsewhere it is judged as on a drawer at rest at its target, and the drawer
/// goes on moving meanwhile.
@Suite struct DrawerCatchTests {
  /// An open 300 pt drawer told to close at time 0 (a row was chosen).
  static func closing() -> Drawer {
    var drawer = makeDrawer(initial: .open)
    drawer.handle(.close(time: 0))
    return drawer
  }

  @Test func aVerticalScrollOnTheContent60msIntoACloseLetsItClose() {
    var drawer = Self.closing()
    let shown = drawer.offset(at: 0.06)
    #expect(shown > 100 && shown < 300)
    let untouched = drawer
    // On the content, beside the drawer as it shows.
    drawer.handle(.down(at: DrawerPoint(x: shown + 40, y: 400), time: 0.06))
    #expect(drawer.isSettling, "the drawer goes on moving under an undecided touch")
    #expect(drawer.offset(at: 0.07) == untouched.offset(at: 0.07))
    for (index, y) in [412.0, 440, 480, 530].enumerated() {
      drawer.handle(
        .move(at: DrawerPoint(x: shown + 42, y: y), time: 0.076 + 0.016 * Double(index)))
    }
    drawer.handle(.up(at: DrawerPoint(x: shown + 42, y: 530), time: 0.14))
    #expect(drawer.target == .closed)
    for t in [0.1, 0.15, 0.2, 0.3] {
      #expect(drawer.offset(at: t) == untouched.offset(at: t), "at \(t) s")
    }
  }

  @Test func aVerticalScrollOnTheMenu60msIntoACloseLetsItClose() {
    var drawer = Self.closing()
    let shown = drawer.offset(at: 0.06)
    // On the drawer as it shows: the finger stops it...
    drawer.handle(.down(at: DrawerPoint(x: shown - 60, y: 400), time: 0.06))
    #expect(drawer.isTracking)
    let held = drawer.offset(at: 0.07)
    #expect(abs(held - shown) < 1e-9)
    // ...but scrolls the menu: the drawer goes on closing from where it was held.
    drawer.handle(.move(at: DrawerPoint(x: shown - 59, y: 408), time: 0.076))
    #expect(drawer.isTracking)
    drawer.handle(.move(at: DrawerPoint(x: shown - 58, y: 430), time: 0.092))
    #expect(drawer.isSettling)
    #expect(drawer.target == .closed)
    drawer.handle(.move(at: DrawerPoint(x: shown - 58, y: 480), time: 0.108))
    drawer.handle(.up(at: DrawerPoint(x: shown - 58, y: 480), time: 0.12))
    drawer.settle(from: 0.12)
    #expect(drawer.phase == .resting(.closed))
  }

  @Test func aTapOnTheMovingDrawerStopsIt() {
    var drawer = Drawer(
      configuration: DrawerConfiguration(width: .fixed(300)), container: phone)
    drawer.handle(.open(time: 0))
    let shown = drawer.offset(at: 0.05)
    drawer.handle(.down(at: DrawerPoint(x: shown / 2, y: 400), time: 0.05))
    #expect(drawer.isTracking)
    #expect(drawer.offset(at: 0.08) == shown, "held where the finger came down")
    #expect(drawer.velocity(at: 0.08) == 0)
  }

  @Test func aTapOnTheScrimOfAnOpeningDrawerClosesIt() {
    var drawer = Drawer(
      configuration: DrawerConfiguration(width: .fixed(300)), container: phone)
    drawer.handle(.open(time: 0))
    drawer.handle(.down(at: DrawerPoint(x: 340, y: 400), time: 0.05))
    #expect(drawer.phase.name == "pending")
    #expect(drawer.isSettling)
    drawer.handle(.up(at: DrawerPoint(x: 341, y: 401), time: 0.1))
    #expect(drawer.target == .closed)
  }

  @Test func aTapOnTheContentBesideAClosingDrawerIsTheContents() {
    var drawer = Self.closing()
    let untouched = drawer
    drawer.handle(.down(at: DrawerPoint(x: 380, y: 400), time: 0.06))
    drawer.handle(.up(at: DrawerPoint(x: 380, y: 400), time: 0.1))
    #expect(drawer.target == .closed)
    #expect(drawer.offset(at: 0.15) == untouched.offset(at: 0.15))
  }

  @Test(arguments: allPlacements)
  func aHorizontalDragBesideASettlingDrawerTakesHoldWithoutAJump(
    _ placement: (DrawerEdge, DrawerLayoutDirection)
  ) {
    var drawer = makeDrawer(
      edge: placement.0, layoutDirection: placement.1, openZone: .anywhere, initial: .open)
    drawer.handle(.close(time: 0))
    let side = drawer.configuration.side
    let shown = drawer.offset(at: 0.06)
    let start = shown + 30
    drawer.handle(
      .down(at: DrawerPoint(x: physicalX(distance: start, side: side), y: 400), time: 0.06))
    #expect(drawer.phase.name == "pending")
    // Dragged back toward open: recognised past the slop, it holds the drawer where the spring
    // has got to at that instant, and follows the finger from there.
    let recognisedAt = 0.08
    let before = drawer.offset(at: recognisedAt)
    drawer.handle(
      .move(
        at: DrawerPoint(x: physicalX(distance: start + 14, side: side), y: 401),
        time: recognisedAt))
    #expect(drawer.isTracking)
    #expect(abs(drawer.offset(at: recognisedAt) - before) < 1e-9)
    drawer.handle(
      .move(at: DrawerPoint(x: physicalX(distance: start + 34, side: side), y: 401), time: 0.09))
    #expect(abs(drawer.offset(at: 0.09) - (before + 20)) < 1e-9)
  }

  @Test func aClosingDrawerIgnoresATouchOutsideItsOpenZone() {
    // A closed drawer opens from its 20 pt edge strip only: beside a closing drawer, a touch in
    // the middle of the screen cannot open it, and the drawer closes as if untouched.
    var drawer = Self.closing()
    let untouched = drawer
    drawer.handle(.down(at: DrawerPoint(x: 370, y: 400), time: 0.06))
    #expect(drawer.phase == untouched.phase)
  }
}
