import DrawerCore
import Testing

@Suite struct DrawerTouchBridgeTests {
  private let phone = DrawerSize(width: 390, height: 844)

  private func point(_ x: Double, _ y: Double = 400) -> DrawerPoint {
    DrawerPoint(x: x, y: y)
  }

  @Test func aDragGestureSequenceMatchesTheRawEvents() {
    var bridged = Drawer(container: phone)
    var bridge = DrawerTouchBridge()
    bridge.forward(.began(start: point(5), startTime: 0, location: point(5), time: 0), to: &bridged)
    #expect(bridge.isTouching)
    bridge.forward(.moved(to: point(40), time: 0.016), to: &bridged)
    bridge.forward(.moved(to: point(90), time: 0.033), to: &bridged)
    bridge.forward(.ended(at: point(90), time: 0.035), to: &bridged)
    #expect(!bridge.isTouching)

    var direct = Drawer(container: phone)
    direct.handle(.down(at: point(5), time: 0))
    direct.handle(.move(at: point(40), time: 0.016))
    direct.handle(.move(at: point(90), time: 0.033))
    direct.handle(.up(at: point(90), time: 0.035))
    #expect(bridged == direct)
    #expect(bridged.isOpen)
  }

  @Test func aLateRecognitionReplaysTheTouchFromWhereItBegan() {
    var bridged = Drawer(container: phone)
    var bridge = DrawerTouchBridge()
    bridge.forward(
      .began(start: point(5), startTime: 0, location: point(40), time: 0.05), to: &bridged)
    var direct = Drawer(container: phone)
    direct.handle(.down(at: point(5), time: 0))
    direct.handle(.move(at: point(40), time: 0.05))
    #expect(bridged == direct)
    #expect(bridged.isTracking)
  }

  @Test func aSettlingDrawerIsCaughtWhereItIsWithoutAJump() {
    var drawer = Drawer(container: phone)
    drawer.handle(.open(time: 0))
    let caughtAt = drawer.offset(at: 0.1)
    var bridge = DrawerTouchBridge()
    // The recogniser reports late: the finger came down at 0.08 and has moved 12 pt since.
    bridge.forward(
      .began(start: point(100), startTime: 0.08, location: point(112), time: 0.1), to: &drawer)
    #expect(drawer.isTracking)
    #expect(abs(drawer.offset(at: 0.1) - caughtAt) < 1e-9)
  }

  @Test func aMoveWithoutABeginningStartsATouch() {
    var drawer = Drawer(container: phone)
    var bridge = DrawerTouchBridge()
    bridge.forward(.moved(to: point(5), time: 0), to: &drawer)
    #expect(bridge.isTouching)
    guard case .pending(let touch) = drawer.phase else {
      Issue.record("expected a pending touch, got \(drawer.phase.name)")
      return
    }
    #expect(touch.start == point(5))
  }

  @Test func endsAndCancelsWithoutATouchAreIgnored() {
    var drawer = Drawer(container: phone, initial: .open)
    var bridge = DrawerTouchBridge()
    let before = drawer
    bridge.forward(.ended(at: point(380), time: 1), to: &drawer)
    bridge.forward(.cancelled(time: 2), to: &drawer)
    #expect(drawer == before)
  }

  @Test func aCancelledDragReturnsTheDrawer() {
    var drawer = Drawer(container: phone)
    var bridge = DrawerTouchBridge()
    bridge.forward(.began(start: point(5), startTime: 0, location: point(5), time: 0), to: &drawer)
    bridge.forward(.moved(to: point(150), time: 0.2), to: &drawer)
    bridge.forward(.cancelled(time: 0.3), to: &drawer)
    #expect(!bridge.isTouching)
    #expect(drawer.target == .closed)
    #expect(drawer.isSettling)
  }

  @Test func aTapOnTheScrimClosesTheDrawer() {
    var drawer = Drawer(container: phone, initial: .open)
    var bridge = DrawerTouchBridge()
    bridge.forward(
      .began(start: point(370), startTime: 0, location: point(370), time: 0), to: &drawer)
    bridge.forward(.ended(at: point(370), time: 0.08), to: &drawer)
    #expect(drawer.target == .closed)
  }
}
