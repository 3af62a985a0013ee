@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerMotionPhaseTests {
  private let phone = DrawerSize(width: 390, height: 844)

  @Test func aRestingDrawerRests() {
    let drawer = Drawer(container: phone)
    #expect(drawer.motionPhase == .resting)
    #expect(!drawer.motionPhase.isMoving)
  }

  @Test func aPendingTouchLooksAtRest() {
    var drawer = Drawer(container: phone)
    drawer.handle(.down(at: DrawerPoint(x: 5, y: 400), time: 0))
    guard case .pending = drawer.phase else {
      Issue.record("expected a pending touch, got \(drawer.phase.name)")
      return
    }
    #expect(drawer.motionPhase == .resting)
  }

  @Test func aDragIsDraggingAndAReleaseSettles() {
    var drawer = Drawer(container: phone)
    drawer.handle(.down(at: DrawerPoint(x: 5, y: 400), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 60, y: 401), time: 0.016))
    #expect(drawer.motionPhase == .dragging)
    #expect(drawer.motionPhase.isMoving)
    drawer.handle(.up(at: DrawerPoint(x: 60, y: 401), time: 0.02))
    #expect(drawer.motionPhase == .settling)
    drawer.advance(to: 10)
    #expect(drawer.motionPhase == .resting)
  }

  @Test(arguments: [DrawerRestState.open, .closed])
  func everyPhaseMapsToItsSummary(rest: DrawerRestState) {
    var drawer = Drawer(container: phone, initial: rest.toggled)
    drawer.handle(rest == .open ? .open(time: 1) : .close(time: 1))
    #expect(drawer.motionPhase == .settling)
    #expect(DrawerMotionPhase(drawer.phase) == drawer.motionPhase)
  }
}
