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

  /// A drag the host has not claimed may still lose to a carousel, a List row's swipe or the
  /// back-swipe: the drawer has not moved, so it shows what it was doing, and an app that
  /// reacts to `phase` does not flicker on every swipe the drawer then loses.
  @Test func aDragBeforeItsClaimShowsWhatTheDrawerWasDoing() {
    var configuration = DrawerConfiguration()
    configuration.claimPolicy = .explicit
    var drawer = Drawer(configuration: configuration, container: phone)
    drawer.handle(.down(at: DrawerPoint(x: 5, y: 400), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 60, y: 401), time: 0.016))
    #expect(drawer.isTracking, "recognised")
    #expect(drawer.motionPhase == .resting, "not yet claimed")
    drawer.handle(.claim(time: 0.016))
    #expect(drawer.motionPhase == .dragging)
  }

  @Test func aDragBesideASettlingDrawerOrACatchIsSettlingUntilItsClaim() {
    var configuration = DrawerConfiguration()
    configuration.claimPolicy = .explicit
    var drawer = Drawer(configuration: configuration, container: phone)
    drawer.handle(.open(time: 0))
    // A catch where the drawer shows, 50 ms into the open.
    var caught = drawer
    caught.handle(.down(at: DrawerPoint(x: 20, y: 400), time: 0.05))
    #expect(caught.isTracking)
    #expect(caught.motionPhase == .settling)
    caught.handle(.move(at: DrawerPoint(x: 60, y: 400), time: 0.066))
    caught.handle(.claim(time: 0.066))
    #expect(caught.motionPhase == .dragging)
    // A drag on the content beside the opening drawer, waiting for its claim.
    drawer.handle(.down(at: DrawerPoint(x: 370, y: 400), time: 0.05))
    drawer.handle(.move(at: DrawerPoint(x: 320, y: 401), time: 0.066))
    #expect(drawer.isTracking)
    #expect(drawer.motionPhase == .settling)
  }
}
