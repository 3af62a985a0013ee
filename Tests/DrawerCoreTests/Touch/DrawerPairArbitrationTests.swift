@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerPairArbitrationTests {
  private let phone = DrawerSize(width: 390, height: 844)

  private func pair(
    direction: DrawerLayoutDirection, zone: DrawerOpenZone = .default,
    leadingInitial: DrawerRestState = .closed, trailingInitial: DrawerRestState = .closed,
    trailingLock: DrawerLockMode = .unlocked
  ) -> (leading: Drawer, trailing: Drawer) {
    let leading = Drawer(
      configuration: DrawerConfiguration(
        edge: .leading, layoutDirection: direction, openZone: zone),
      container: phone, initial: leadingInitial)
    let trailing = Drawer(
      configuration: DrawerConfiguration(
        edge: .trailing, layoutDirection: direction, openZone: zone, lockMode: trailingLock),
      container: phone, initial: trailingInitial)
    return (leading, trailing)
  }

  /// A horizontal point `distance` in from the physical side that `edge` is on.
  private func point(
    _ distance: Double, from edge: DrawerEdge, _ direction: DrawerLayoutDirection, y: Double = 400
  ) -> DrawerPoint {
    DrawerPoint(
      x: edge.side(in: direction) == .left ? distance : phone.width - distance, y: y)
  }

  @Test(arguments: DrawerLayoutDirection.allCases)
  func aSwipeFromEachEdgeOpensTheDrawerItReveals(direction: DrawerLayoutDirection) {
    let (leading, trailing) = pair(direction: direction)
    for edge in DrawerEdge.allCases {
      let owner = DrawerPairArbitration.owner(
        leading: leading, trailing: trailing, start: point(5, from: edge, direction),
        location: point(60, from: edge, direction, y: 402), time: 0)
      #expect(owner == edge, "\(direction) \(edge)")
    }
  }

  @Test(arguments: DrawerLayoutDirection.allCases)
  func fromAnywhereTheDirectionDecides(direction: DrawerLayoutDirection) {
    let (leading, trailing) = pair(direction: direction, zone: .anywhere)
    let middle = point(195, from: .leading, direction)
    // Toward the trailing side reveals the leading drawer, and the other way round.
    let towardTrailing = point(245, from: .leading, direction, y: 402)
    let towardLeading = point(145, from: .leading, direction, y: 402)
    #expect(
      DrawerPairArbitration.owner(
        leading: leading, trailing: trailing, start: middle, location: towardTrailing, time: 0)
        == .leading)
    #expect(
      DrawerPairArbitration.owner(
        leading: leading, trailing: trailing, start: middle, location: towardLeading, time: 0)
        == .trailing)
    // A vertical scroll is neither's.
    #expect(
      DrawerPairArbitration.owner(
        leading: leading, trailing: trailing, start: middle,
        location: point(197, from: .leading, direction, y: 470), time: 0) == nil)
  }

  @Test func outsideBothZonesAStrokeIsTheContents() {
    let (leading, trailing) = pair(direction: .leftToRight)
    #expect(
      DrawerPairArbitration.owner(
        leading: leading, trailing: trailing, start: DrawerPoint(x: 195, y: 400),
        location: DrawerPoint(x: 260, y: 401), time: 0) == nil)
  }

  /// A drag on the open drawer closes it and never opens the other in the same stroke, even
  /// one that ends over where the other would open from.
  @Test(arguments: DrawerLayoutDirection.allCases)
  func anOpenDrawerKeepsTheTouches(direction: DrawerLayoutDirection) {
    let (leading, trailing) = pair(direction: direction, zone: .anywhere, leadingInitial: .open)
    #expect(!DrawerPairArbitration.allowsTouches(on: trailing, besides: leading))
    #expect(DrawerPairArbitration.allowsTouches(on: leading, besides: trailing))
    // Toward the leading side: the closing of the open leading drawer, which a closed trailing
    // drawer set to open from anywhere would otherwise take.
    let start = point(300, from: .leading, direction)
    let closing = point(200, from: .leading, direction, y: 402)
    #expect(
      DrawerPairArbitration.owner(
        leading: leading, trailing: trailing, start: start, location: closing, time: 0)
        == .leading)
    // From the trailing edge strip, toward the leading side: still the open drawer's scrim.
    #expect(
      DrawerPairArbitration.owner(
        leading: leading, trailing: trailing, start: point(5, from: .trailing, direction),
        location: point(80, from: .trailing, direction, y: 402), time: 0) == .leading)
  }

  @Test func aLockedDrawerIsNotOpenedFromItsEdge() {
    let (leading, trailing) = pair(direction: .leftToRight, trailingLock: .lockedClosed)
    #expect(
      DrawerPairArbitration.owner(
        leading: leading, trailing: trailing, start: DrawerPoint(x: 385, y: 400),
        location: DrawerPoint(x: 320, y: 402), time: 0) == nil)
  }

  @Test func openingOneClosesTheOther() {
    var (leading, trailing) = pair(direction: .leftToRight, trailingInitial: .open)
    #expect(
      DrawerPairArbitration.eventForOther(whenOpening: leading, other: trailing, time: 1) == nil,
      "the leading drawer is not opening yet")
    leading.handle(.open(time: 1))
    let event = DrawerPairArbitration.eventForOther(whenOpening: leading, other: trailing, time: 1)
    #expect(event == .close(animated: true, time: 1))
    trailing.handle(event!)
    #expect(trailing.target == .closed)
    #expect(
      DrawerPairArbitration.eventForOther(whenOpening: leading, other: trailing, time: 1) == nil)
  }

  /// While the other drawer closes, a swipe from this drawer's edge opens it: only one is open
  /// (or heading for open) at a time.
  @Test func aDrawerThatIsClosingLetsTheOtherOpen() {
    var (leading, trailing) = pair(direction: .leftToRight, leadingInitial: .open)
    leading.handle(.close(time: 1))
    #expect(leading.isSettling)
    #expect(
      DrawerPairArbitration.owner(
        leading: leading, trailing: trailing, start: DrawerPoint(x: 385, y: 400),
        location: DrawerPoint(x: 320, y: 402), time: 1.02) == .trailing)
  }

  @Test func aSidebarHoldsNoTouchesAndIsNotClosedByTheOther() {
    // The leading drawer's kept state is open while it is shown as a permanent sidebar: the
    // trailing drawer still takes its touches, and opening it leaves the sidebar alone.
    var (leading, trailing) = pair(direction: .leftToRight, leadingInitial: .open)
    #expect(!DrawerPairArbitration.allowsTouches(on: trailing, besides: leading))
    #expect(
      DrawerPairArbitration.allowsTouches(on: trailing, besides: leading, otherLayout: .sidebar))
    trailing.handle(.open(time: 1))
    #expect(
      DrawerPairArbitration.eventForOther(
        whenOpening: trailing, other: leading, time: 1, otherLayout: .sidebar) == nil)
    #expect(
      DrawerPairArbitration.eventForOther(
        whenOpening: trailing, other: leading, time: 1, openingLayout: .sidebar) == nil)
    #expect(
      DrawerPairArbitration.eventForOther(whenOpening: trailing, other: leading, time: 1)
        == .close(animated: true, time: 1))
  }

  @Test func aDrawerBeingDraggedHoldsTheTouchesOfTheOther() {
    // A finger drags the closed leading drawer open from its edge: a second finger on the
    // trailing edge does not drag the trailing drawer out beside it.
    var (leading, trailing) = pair(direction: .leftToRight)
    #expect(DrawerPairArbitration.allowsTouches(on: trailing, besides: leading))
    leading.handle(.down(at: DrawerPoint(x: 5, y: 400), time: 0))
    leading.handle(.move(at: DrawerPoint(x: 60, y: 402), time: 0.016))
    #expect(leading.target == .closed, "still heading where it was: only a finger on it")
    #expect(!DrawerPairArbitration.allowsTouches(on: trailing, besides: leading))
    // Once it is let go, closed again, the trailing drawer's touches are its own.
    leading.handle(.up(at: DrawerPoint(x: 60, y: 402), time: 0.5))
    leading.advance(to: 5)
    #expect(leading.target == .closed && !leading.isSettling)
    #expect(DrawerPairArbitration.allowsTouches(on: trailing, besides: leading))
  }

  @Test func twoOpenDrawersEachKeepTheirOwnTouches() {
    // Two presentations that start open: neither may be left unable to close.
    let (leading, trailing) = pair(
      direction: .leftToRight, leadingInitial: .open, trailingInitial: .open)
    #expect(DrawerPairArbitration.allowsTouches(on: leading, besides: trailing))
    #expect(DrawerPairArbitration.allowsTouches(on: trailing, besides: leading))
  }

  @Test func aDrawerLockedOpenOrVetoingStaysOpenBesideTheOther() {
    var (leading, trailing) = pair(
      direction: .leftToRight, trailingInitial: .open, trailingLock: .lockedOpen)
    leading.handle(.open(time: 1))
    #expect(
      DrawerPairArbitration.eventForOther(whenOpening: leading, other: trailing, time: 1) == nil)
    var (opening, vetoing) = pair(direction: .leftToRight, trailingInitial: .open)
    vetoing.confirmStateChange = { $0 == .open }
    opening.handle(.open(time: 1))
    #expect(
      DrawerPairArbitration.eventForOther(whenOpening: opening, other: vetoing, time: 1) == nil)
    vetoing.confirmStateChange = { _ in true }
    #expect(
      DrawerPairArbitration.eventForOther(whenOpening: opening, other: vetoing, time: 1) != nil)
  }

  /// Two drawers found open together (presented open, or two sidebars kept open that a narrow
  /// window turns into modal drawers) are not left both over the content: the one a person or
  /// the app opened most recently stays, or the leading one when neither was opened so; the
  /// other makes way unless its lock or veto keeps it, then the kept one does.
  @Test func twoDrawersFoundOpenTogetherKeepOne() {
    let (leading, trailing) = pair(
      direction: .leftToRight, leadingInitial: .open, trailingInitial: .open)
    #expect(
      DrawerPairArbitration.edgeMakingWay(leading: leading, trailing: trailing, time: 0)?.edge
        == .trailing)
    // The trailing one opened after the leading one (a drawer opened beside a column that a
    // narrower window now turns into a drawer): the leading one makes way.
    #expect(
      DrawerPairArbitration.edgeMakingWay(
        leading: leading, trailing: trailing, time: 0, leadingOpenedAt: 3, trailingOpenedAt: 5)?
        .edge == .leading)
    #expect(
      DrawerPairArbitration.edgeMakingWay(
        leading: leading, trailing: trailing, time: 0, trailingOpenedAt: 5)?.edge == .leading)
    #expect(
      DrawerPairArbitration.edgeMakingWay(
        leading: leading, trailing: trailing, time: 0, leadingOpenedAt: 5, trailingOpenedAt: 3)?
        .edge == .trailing)
    // Shown as sidebars, both stay: a sidebar covers nothing.
    #expect(
      DrawerPairArbitration.edgeMakingWay(
        leading: leading, trailing: trailing, time: 0, leadingLayout: .sidebar)?.edge == nil)
    #expect(
      DrawerPairArbitration.edgeMakingWay(
        leading: leading, trailing: trailing, time: 0, trailingLayout: .sidebar)?.edge == nil)
    // The trailing one locked open: the leading one makes way, even opened last.
    let (free, locked) = pair(
      direction: .rightToLeft, leadingInitial: .open, trailingInitial: .open,
      trailingLock: .lockedOpen)
    #expect(
      DrawerPairArbitration.edgeMakingWay(leading: free, trailing: locked, time: 0)?.edge
        == .leading)
    #expect(
      DrawerPairArbitration.edgeMakingWay(
        leading: free, trailing: locked, time: 0, leadingOpenedAt: 9, trailingOpenedAt: 1)?.edge
        == .leading)
    // The leading one locked open and opened first: the trailing one, though kept, makes way.
    var lockedFirst = pair(direction: .leftToRight, leadingInitial: .open, trailingInitial: .open)
    var lockedOpen = lockedFirst.leading.configuration
    lockedOpen.lockMode = .lockedOpen
    lockedFirst.leading.handle(.configure(lockedOpen, time: 0))
    #expect(
      DrawerPairArbitration.edgeMakingWay(
        leading: lockedFirst.leading, trailing: lockedFirst.trailing, time: 0, leadingOpenedAt: 1,
        trailingOpenedAt: 2)?.edge == .trailing,
      "the leading one locked open: the kept trailing one makes way after all")
    // The trailing one vetoing its closing, the leading one locked open too: neither closes.
    var stuck = pair(direction: .leftToRight, leadingInitial: .open, trailingInitial: .open)
    stuck.trailing.confirmStateChange = { $0 == .open }
    stuck.leading.handle(.configure(lockedOpen, time: 0))
    #expect(
      DrawerPairArbitration.edgeMakingWay(
        leading: stuck.leading, trailing: stuck.trailing, time: 0)?.edge == nil)
    // One of them closed: nothing to settle.
    let (open, closed) = pair(direction: .leftToRight, leadingInitial: .open)
    #expect(
      DrawerPairArbitration.edgeMakingWay(leading: open, trailing: closed, time: 0)?.edge == nil)
  }

  /// The kept drawer's veto is not asked when the other drawer makes way: a veto is the app's
  /// code, asked only when its answer counts.
  @Test func theKeptDrawersVetoIsNotAsked() {
    var (leading, trailing) = pair(
      direction: .leftToRight, leadingInitial: .open, trailingInitial: .open)
    leading.confirmStateChange = { _ in
      Issue.record("the kept leading drawer's veto was asked")
      return true
    }
    #expect(
      DrawerPairArbitration.edgeMakingWay(leading: leading, trailing: trailing, time: 0)?.edge
        == .trailing)
    trailing.confirmStateChange = { _ in false }
    leading.confirmStateChange = { _ in true }
    #expect(
      DrawerPairArbitration.edgeMakingWay(leading: leading, trailing: trailing, time: 0)?.edge
        == .leading,
      "the trailing one's veto keeps it: the leading one, asked now, makes way")
  }
}
