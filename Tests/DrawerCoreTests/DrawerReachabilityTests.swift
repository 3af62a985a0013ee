import DrawerCore
import Testing

@Suite struct DrawerReachabilityTests {
  @Test(arguments: [DrawerRestState.open, .closed], [false, true])
  func aSidebarIsAlwaysReachableAndNeverModal(target: DrawerRestState, isMoving: Bool) {
    for interactive in [false, true] {
      let reach = DrawerReachability(
        layoutMode: .sidebar, target: target, isMoving: isMoving, isContentInteractive: interactive)
      #expect(reach.acceptsInput && reach.isAccessible)
      #expect(!reach.isModal && !reach.isFocusable && !reach.closesOnEscape)
    }
  }

  @Test func aClosedModalDrawerTakesNothing() {
    let reach = DrawerReachability(
      layoutMode: .modal, target: .closed, isMoving: false, isContentInteractive: false)
    #expect(!reach.acceptsInput && !reach.isAccessible && !reach.isFocusable)
    #expect(!reach.isModal && !reach.closesOnEscape)
  }

  @Test func aModalDrawerOnItsWayTakesTouchesBeforeVoiceOverSeesIt() {
    // Dragged open from closed: the rows under the finger respond, but the drawer is not yet
    // announced, nor does it hold VoiceOver, until the release decides it opens.
    let dragged = DrawerReachability(
      layoutMode: .modal, target: .closed, isMoving: true, isContentInteractive: false)
    #expect(dragged.acceptsInput && !dragged.isAccessible && !dragged.isModal)
  }

  @Test(arguments: [false, true])
  func anOpenModalDrawerIsModalUnlessTheContentStaysInteractive(interactive: Bool) {
    let reach = DrawerReachability(
      layoutMode: .modal, target: .open, isMoving: false, isContentInteractive: interactive)
    #expect(reach.acceptsInput && reach.isAccessible && reach.isFocusable && reach.closesOnEscape)
    #expect(reach.isModal == !interactive)
  }
}
