import DrawerCore
import Testing

@Suite struct DrawerGestureArbitrationTests {
  private let phone = DrawerSize(width: 390, height: 844)

  private func point(_ x: Double, _ y: Double = 400) -> DrawerPoint {
    DrawerPoint(x: x, y: y)
  }

  @Test func scrollViewsWaitForTheDrawer() {
    for inStrip in [false, true] {
      #expect(DrawerGestureArbitration.otherWaits(for: .scroll, touchIsInEdgeStrip: inStrip))
      #expect(!DrawerGestureArbitration.drawerWaits(for: .scroll, touchIsInEdgeStrip: inStrip))
    }
  }

  @Test func swipeActionsWinOutsideTheEdgeStrip() {
    #expect(DrawerGestureArbitration.drawerWaits(for: .listSwipeAction, touchIsInEdgeStrip: false))
    #expect(!DrawerGestureArbitration.otherWaits(for: .listSwipeAction, touchIsInEdgeStrip: false))
    #expect(!DrawerGestureArbitration.drawerWaits(for: .listSwipeAction, touchIsInEdgeStrip: true))
    #expect(DrawerGestureArbitration.otherWaits(for: .listSwipeAction, touchIsInEdgeStrip: true))
  }

  @Test func theBackSwipeWinsOnlyOverAPushedScreen() {
    let pushed = DrawerCompetingGesture.navigationBackSwipe(isPushedScreenShowing: true)
    let root = DrawerCompetingGesture.navigationBackSwipe(isPushedScreenShowing: false)
    #expect(DrawerGestureArbitration.drawerWaits(for: pushed, touchIsInEdgeStrip: true))
    #expect(!DrawerGestureArbitration.drawerWaits(for: root, touchIsInEdgeStrip: true))
    #expect(!DrawerGestureArbitration.otherWaits(for: pushed, touchIsInEdgeStrip: true))
  }

  @Test func otherGesturesAreLeftAlone() {
    #expect(!DrawerGestureArbitration.drawerWaits(for: .other, touchIsInEdgeStrip: true))
    #expect(!DrawerGestureArbitration.otherWaits(for: .other, touchIsInEdgeStrip: true))
  }

  @Test(
    arguments: [DrawerEdge.leading, .trailing], [DrawerLayoutDirection.leftToRight, .rightToLeft])
  func theEdgeStripFollowsTheDrawersSide(edge: DrawerEdge, direction: DrawerLayoutDirection) {
    let configuration = DrawerConfiguration(edge: edge, layoutDirection: direction)
    let drawer = Drawer(configuration: configuration, container: phone)
    let nearLeft = DrawerGestureArbitration.isInEdgeStrip(point(10), drawer: drawer)
    let nearRight = DrawerGestureArbitration.isInEdgeStrip(point(380), drawer: drawer)
    #expect(nearLeft == (configuration.side == .left))
    #expect(nearRight == (configuration.side == .right))
    #expect(!DrawerGestureArbitration.isInEdgeStrip(point(195), drawer: drawer))
  }

  @Test func anEdgeSwipeTowardOpenBegins() {
    let drawer = Drawer(container: phone)
    // A recogniser's hysteresis can be shorter than the slop: direction alone decides.
    #expect(
      DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(5), location: point(11, 403), time: 0))
  }

  @Test func aVerticalMoveDoesNotBegin() {
    let drawer = Drawer(container: phone)
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(5), location: point(8, 420), time: 0))
  }

  @Test func aSwipeOutsideTheZoneOrTheWrongWayDoesNotBegin() {
    let drawer = Drawer(container: phone)
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(200), location: point(240), time: 0))
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(15), location: point(2), time: 0))
  }

  @Test func anOpenDrawerTakesHorizontalDragsAnywhere() {
    let drawer = Drawer(container: phone, initial: .open)
    #expect(
      DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(200), location: point(170), time: 0))
    #expect(
      DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(360), location: point(330), time: 0))
  }

  @Test func aSettlingDrawerIsCaughtWhereItShows() {
    var drawer = Drawer(container: phone, initial: .open)
    drawer.handle(.close(time: 0))
    // 50 ms into the close, the drawer still shows over most of its width: a touch on it
    // catches it, and a vertical scroll beside it does not.
    #expect(
      DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(100), location: point(100, 450), time: 0.05))
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(370), location: point(370, 450), time: 0.05))
  }

  @Test func aLockedDrawerNeverBegins() {
    let drawer = Drawer(
      configuration: DrawerConfiguration(lockMode: .lockedClosed), container: phone)
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(5), location: point(60), time: 0))
  }

  @Test func theDecisionLeavesTheDrawerAlone() {
    let drawer = Drawer(container: phone)
    let before = drawer
    #expect(
      DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(5), location: point(60), time: 0))
    #expect(drawer == before)
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(.nan), location: point(60), time: 0))
  }
}
