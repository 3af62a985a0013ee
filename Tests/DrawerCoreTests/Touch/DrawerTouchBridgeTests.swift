@_spi(DrawerKit) import DrawerCore
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
    #expect(drawer.axisFrame.point(at: touch.start) == point(5))
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

  // MARK: Indirect scrolling

  @Test func aGrowingTranslationMovesTheDrawerByIt() {
    // A trackpad's two-finger swipe on an open drawer: the pointer stays at 200 pt while the
    // translation grows toward closed.
    var drawer = Drawer(container: phone, initial: .open)
    var bridge = DrawerTouchBridge()
    let pointer = point(200)
    var time = 0.0
    bridge.forward(
      .scrolled(pointer: pointer, translation: point(0, 0), time: time), to: &drawer)
    var offsets: [Double] = []
    for dx in stride(from: -12.0, through: -120, by: -12) {
      time += 0.01
      bridge.forward(
        .scrolled(pointer: pointer, translation: DrawerPoint(x: dx, y: 1), time: time),
        to: &drawer)
      offsets.append(drawer.offset(at: time))
    }
    #expect(drawer.isTracking)
    // From the slop on, every 12 pt of translation takes the drawer 12 pt toward closed.
    for (previous, next) in zip(offsets.dropFirst(), offsets.dropFirst(2)) {
      #expect(abs(previous - next - 12) < 1e-9)
    }
    #expect(offsets.last! < drawer.width - 100)
    bridge.forward(
      .scrollEnded(translation: DrawerPoint(x: -130, y: 1), time: time + 0.01),
      to: &drawer)
    #expect(!bridge.isTouching)
    #expect(drawer.target == .closed)
  }

  @Test func aVerticalWheelScrollLeavesTheDrawerAlone() {
    var drawer = Drawer(container: phone, initial: .open)
    var bridge = DrawerTouchBridge()
    for (index, dy) in [0.0, 20, 40, 60].enumerated() {
      bridge.forward(
        .scrolled(
          pointer: point(200), translation: DrawerPoint(x: 0, y: dy),
          time: Double(index) * 0.01), to: &drawer)
    }
    #expect(drawer.phase == .resting(.open))
  }

  @Test func aScrollEndWithNoScrollAndAClaimOrPredictionWithNoTouchAreIgnored() {
    var drawer = Drawer(container: phone)
    var bridge = DrawerTouchBridge()
    let before = drawer
    bridge.forward(.scrollEnded(translation: point(50), time: 1), to: &drawer)
    bridge.forward(.claimed(time: 1), to: &drawer)
    bridge.forward(.predicted(at: point(60), for: 1.016, time: 1), to: &drawer)
    #expect(drawer == before)
    #expect(!bridge.isTouching)
  }

  @Test func theControllersStepCarriesTheVerdictOnTheReportedTouch() {
    var controller = DrawerController<String>(
      configuration: DrawerConfiguration(claimPolicy: .explicit), container: phone)
    let down = controller.report(.began(start: point(5), startTime: 0, location: point(5), time: 0))
    #expect(down.touchDecision == .wait)
    let drag = controller.report(.moved(to: point(40), time: 0.02))
    #expect(drag.touchDecision == .begin)
    #expect(controller.drawer.offset(at: 0.02) == 0, "held for the claim")
    let claim = controller.report(.claimed(time: 0.021))
    #expect(claim.touchDecision == .begin)
    controller.report(.moved(to: point(80), time: 0.03))
    // 40 pt of the finger from where it was held, and half of it toward the 25 pt it missed.
    #expect(controller.drawer.offset(at: 0.03) == 60)
    #expect(controller.send(.toggle(time: 0.04)).touchDecision == nil, "not a touch")
  }
}
