@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerToggleStateTests {
  @Test func aModalToggleOpensAndCloses() {
    let closed = DrawerToggleState(layoutMode: .modal, isMenuShown: false, lockMode: .unlocked)
    #expect(closed.action == .openMenu && closed.isEnabled)
    let open = DrawerToggleState(layoutMode: .modal, isMenuShown: true, lockMode: .unlocked)
    #expect(open.action == .closeMenu && open.isEnabled)
  }

  /// A toggle the lock forbids to act is disabled, not a button that does nothing.
  @Test func theLockDisablesTheToggleWhereItForbidsItsAction() {
    #expect(
      !DrawerToggleState(layoutMode: .modal, isMenuShown: false, lockMode: .lockedClosed)
        .isEnabled)
    #expect(
      !DrawerToggleState(layoutMode: .modal, isMenuShown: true, lockMode: .lockedOpen).isEnabled)
    // The lock moves the drawer where it holds it; on its way the toggle can still act.
    #expect(
      DrawerToggleState(layoutMode: .modal, isMenuShown: true, lockMode: .lockedClosed).isEnabled)
    #expect(
      DrawerToggleState(layoutMode: .modal, isMenuShown: false, lockMode: .lockedOpen).isEnabled)
  }

  /// Beside a permanent sidebar the toggle is the system's sidebar button, whatever the lock.
  @Test(arguments: DrawerLockMode.allCases)
  func besideASidebarItShowsAndHidesTheSidebar(lock: DrawerLockMode) {
    let hidden = DrawerToggleState(layoutMode: .sidebar, isMenuShown: false, lockMode: lock)
    #expect(hidden.action == .showSidebar && hidden.isEnabled && hidden.action.isSidebar)
    let shown = DrawerToggleState(layoutMode: .sidebar, isMenuShown: true, lockMode: lock)
    #expect(shown.action == .hideSidebar && shown.isEnabled)
    #expect(!DrawerToggleState.Action.openMenu.isSidebar)
  }

  /// The toggle's state follows the controller: what a press does is what it would send.
  @Test func theToggleAgreesWithWhatTheControllerDoes() {
    var configuration = DrawerConfiguration()
    configuration.lockMode = .lockedClosed
    var controller = DrawerController<String>(
      configuration: configuration, container: DrawerSize(width: 390, height: 844))
    let state = DrawerToggleState(
      layoutMode: controller.layoutMode, isMenuShown: controller.isMenuShown,
      lockMode: controller.drawer.configuration.lockMode)
    #expect(!state.isEnabled)
    #expect(controller.toggleEvent(from: "toggle", time: 0) == nil, "the press would do nothing")
  }
}
