@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerModalityTests {
  private func reach(
    _ mode: DrawerLayoutMode = .modal, target: DrawerRestState, isMoving: Bool = false,
    hasRestedOpen: Bool = false, lockMode: DrawerLockMode = .unlocked, interactive: Bool = false
  ) -> DrawerModality {
    DrawerModality(
      layoutMode: mode, target: target, isMoving: isMoving, hasRestedOpen: hasRestedOpen,
      lockMode: lockMode, isContentInteractive: interactive)
  }

  @Test(arguments: [DrawerRestState.open, .closed], [false, true])
  func aSidebarIsAlwaysReachableAndNeverModal(target: DrawerRestState, isMoving: Bool) {
    for interactive in [false, true] {
      let reach = reach(
        .sidebar, target: target, isMoving: isMoving, hasRestedOpen: true,
        interactive: interactive)
      #expect(reach.acceptsInput && reach.isAccessible)
      #expect(!reach.isModal && !reach.isFocusable && !reach.closesOnEscape)
      #expect(!reach.coversContent && !reach.keepsKeyboardInDrawer && !reach.blocksContent)
    }
  }

  @Test func aClosedModalDrawerTakesNothingAndBlocksNothing() {
    let reach = reach(target: .closed)
    #expect(!reach.acceptsInput && !reach.isAccessible && !reach.isFocusable)
    #expect(!reach.isModal && !reach.closesOnEscape)
    #expect(!reach.coversContent && !reach.keepsKeyboardInDrawer && !reach.blocksContent)
  }

  @Test func aModalDrawerOnItsWayTakesTouchesBeforeVoiceOverSeesIt() {
    // Dragged open from closed: the rows under the finger respond, but the drawer is not yet
    // announced, nor does it hold VoiceOver, until the release decides it opens.
    let dragged = reach(target: .closed, isMoving: true)
    #expect(dragged.acceptsInput && !dragged.isAccessible && !dragged.isModal)
    #expect(!dragged.coversContent && !dragged.blocksContent)
  }

  @Test(arguments: [false, true])
  func anOpenModalDrawerIsModalUnlessTheContentStaysInteractive(interactive: Bool) {
    let reach = reach(target: .open, hasRestedOpen: true, interactive: interactive)
    #expect(reach.acceptsInput && reach.isAccessible && reach.isFocusable && reach.closesOnEscape)
    #expect(reach.isModal == !interactive)
    #expect(reach.coversContent == !interactive)
    #expect(reach.keepsKeyboardInDrawer == !interactive)
    #expect(reach.blocksContent == !interactive)
  }

  @Test func anOpeningDrawerCoversTheContentButHidesItOnlyOnceAtRest() {
    // The first frame of an opening: the scrim takes the touches and the keyboard stays in the
    // drawer, but the content is not yet hidden from assistive technologies.
    let opening = reach(target: .open, isMoving: true)
    #expect(opening.coversContent && opening.keepsKeyboardInDrawer && opening.isModal)
    #expect(!opening.blocksContent)
    // A finger that drags the open drawer and lets it return open does not unblock it.
    let dragged = reach(target: .open, isMoving: true, hasRestedOpen: true)
    #expect(dragged.blocksContent)
  }

  @Test func aDrawerLockedOpenIsNotClosedByTheEscapeGestureOrKey() {
    let locked = reach(target: .open, hasRestedOpen: true, lockMode: .lockedOpen)
    #expect(!locked.closesOnEscape)
    #expect(locked.isModal && locked.coversContent && locked.blocksContent)
    let lockedClosed = reach(target: .open, hasRestedOpen: true, lockMode: .lockedClosed)
    #expect(lockedClosed.closesOnEscape)
  }

  // MARK: Driven by the controller

  private func makeController(initial: DrawerRestState = .closed) -> DrawerController<String> {
    DrawerController(
      configuration: DrawerConfiguration(width: .fixed(300)), container: phone, initial: initial)
  }

  @Test func theContentIsBlockedFromTheRestOpenToTheFirstFrameOfTheClose() throws {
    var controller = makeController()
    #expect(!controller.modality(isContentInteractive: false).coversContent)
    controller.open(time: 1)
    var reach = controller.modality(isContentInteractive: false)
    #expect(reach.coversContent && !reach.blocksContent)
    let opened = try #require(controller.drawer.restTime)
    controller.advance(to: (1 + opened) / 2)
    #expect(!controller.modality(isContentInteractive: false).blocksContent)
    controller.advance(to: opened)
    reach = controller.modality(isContentInteractive: false)
    #expect(reach.blocksContent && controller.hasRestedOpen)
    // The close's first frame gives the content back at once, before the drawer has moved.
    controller.close(time: opened + 1)
    reach = controller.modality(isContentInteractive: false)
    #expect(!reach.coversContent && !reach.keepsKeyboardInDrawer && !reach.blocksContent)
    #expect(reach.acceptsInput)
    // Caught and sent back open: blocked again only once it rests open.
    controller.open(time: opened + 1.05)
    reach = controller.modality(isContentInteractive: false)
    #expect(reach.coversContent && !reach.blocksContent)
    let reopened = try #require(controller.drawer.restTime)
    controller.advance(to: reopened)
    #expect(controller.modality(isContentInteractive: false).blocksContent)
  }

  @Test func aDrawerThatStartsOpenBlocksTheContentAtOnce() {
    let controller = makeController(initial: .open)
    #expect(controller.modality(isContentInteractive: false).blocksContent)
    #expect(!controller.modality(isContentInteractive: true).blocksContent)
  }

  @Test func aHiddenSidebarIsDrawnAsAClosedModalDrawer() {
    var controller = makeController()
    controller.setLayoutMode(.sidebar)
    #expect(controller.modality(isContentInteractive: false).acceptsInput)
    _ = controller.setSidebarVisible(false, time: 1)
    let reach = controller.modality(isContentInteractive: false)
    #expect(!reach.acceptsInput && !reach.isAccessible)
  }

  /// Keyboard focus that walks into the content behind an open modal drawer (an iPad's Tab,
  /// an arrow, a click) is sent back; into the drawer, to nowhere or out of the drawer's
  /// container (a sheet) it is let be; and nothing is refused where the drawer does not keep the
  /// keyboard.
  @Test(arguments: [DrawerKeyboardFocusPlace.drawer, .content, nil])
  func keyboardFocusIsRefusedOnlyOnItsWayIntoTheContentBehindAModalDrawer(
    place: DrawerKeyboardFocusPlace?
  ) {
    let open = reach(target: .open, hasRestedOpen: true)
    let opening = reach(target: .open, isMoving: true)
    #expect(open.refusesKeyboardFocus(movingTo: place) == (place == .content))
    #expect(opening.refusesKeyboardFocus(movingTo: place) == (place == .content))
    let keepsNothing = [
      reach(target: .closed), reach(target: .closed, isMoving: true),
      reach(target: .open, hasRestedOpen: true, interactive: true),
      reach(.sidebar, target: .open, hasRestedOpen: true),
    ]
    for reach in keepsNothing {
      #expect(!reach.refusesKeyboardFocus(movingTo: place), "focus goes back to the toggle")
    }
    let lockedOpen = reach(target: .open, hasRestedOpen: true, lockMode: .lockedOpen)
    #expect(lockedOpen.refusesKeyboardFocus(movingTo: place) == (place == .content))
  }
}
