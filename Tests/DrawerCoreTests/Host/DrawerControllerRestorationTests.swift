@_spi(DrawerKit) import DrawerCore
import Testing

/// A drawer put back as the previous launch left it: at rest at once, taking no focus, and
/// held by its lock and its sidebar.
@Suite struct DrawerControllerRestorationTests {
  private func makeController(
    initial: DrawerRestState = .closed, lockMode: DrawerLockMode = .unlocked
  ) -> DrawerController<String> {
    DrawerController(
      configuration: DrawerConfiguration(width: .fixed(300), lockMode: lockMode), container: phone,
      initial: initial)
  }

  @Test func aDrawerRestoredOpenIsOpenAtOnceAndTakesNoFocus() {
    var controller = makeController()
    let step = controller.restore(DrawerRestoration(isOpen: true), time: 1)
    #expect(step.rest == .open)
    #expect(controller.isAtRest, "no spring: open in the first frame")
    #expect(controller.drawer.restTime == nil)
    #expect(controller.drawer.progress(at: 1) == 1)
    #expect(controller.focusRequest == nil, "focus stays where the system restored it")
    let steps = DrawerFocusSteps(
      request: controller.focusRequest, layoutMode: .modal, menuHasRows: true)
    #expect(!steps.menuTakesFocus)
    #expect(steps.drawerFocus == nil)
    let announces = controller.takeRestAnnouncement()
    #expect(!announces, "no screen change announced over what the system restores")
    // Open for every other purpose: modal, the content behind it blocked.
    let modality = controller.modality(isContentInteractive: false)
    #expect(modality.isModal)
    #expect(modality.blocksContent)
  }

  /// The contrast that makes restoring a decision of its own: the app's own opening without
  /// animation is a command, and moves focus into the drawer.
  @Test func anOpeningWithoutAnimationStillMovesFocusARestorationDoesNot() {
    var opened = makeController()
    opened.open(animated: false, time: 1)
    #expect(opened.focusRequest?.change == .intoDrawer)
    var restored = makeController()
    restored.restore(DrawerRestoration(isOpen: true), time: 1)
    #expect(restored.focusRequest == nil)
    #expect(restored.drawer == opened.drawer, "the same drawer, open at rest")
  }

  @Test func aDrawerRestoredClosedIsNotDismissed() {
    var controller = makeController(initial: .open)
    let step = controller.restore(DrawerRestoration(isOpen: false), time: 1)
    #expect(step.rest == .closed)
    #expect(!step.dismissed, "onDismiss is for a closing, not for a restoration")
    #expect(!controller.drawer.isOpen)
    #expect(controller.focusRequest == nil)
  }

  /// After a restoration the drawer is the person's as usual: closing it sends focus to the
  /// content and announces the screen change; opening it again moves focus in.
  @Test func aRestoredDrawerClosesAndOpensAsUsual() throws {
    var controller = makeController()
    controller.restore(DrawerRestoration(isOpen: true), time: 1)
    controller.closeByPerson(time: 2)
    #expect(controller.focusRequest?.change == .backToOpener(nil))
    let closing = try #require(controller.drawer.restTime)
    let closed = controller.advance(to: closing)
    #expect(closed.rest == .closed)
    #expect(closed.dismissed, "presented since the restoration: its closing dismisses it")
    var announces = controller.takeRestAnnouncement()
    #expect(announces)
    controller.toggle(from: "toggle", time: 3)
    #expect(controller.focusRequest?.change == .intoDrawer)
    let opening = try #require(controller.drawer.restTime)
    controller.advance(to: opening)
    announces = controller.takeRestAnnouncement()
    #expect(announces)
  }

  @Test func restoringWhatIsAlreadyThereChangesNothing() {
    var controller = makeController(initial: .open)
    let before = controller.drawer
    let step = controller.restore(DrawerRestoration(isOpen: true), time: 1)
    #expect(step == DrawerControllerStep())
    #expect(controller.drawer == before)
  }

  @Test func aWaitCompletesWithTheRestoredRest() {
    var controller = makeController()
    controller.open(time: 0)
    #expect(controller.waitForRest() == nil)
    let step = controller.restore(DrawerRestoration(isOpen: false), time: 0.05)
    #expect(step.rest == .closed)
    #expect(step.completedWaits == 1)
    #expect(controller.pendingWaits == 0)
  }

  /// The lock wins over what was stored: a drawer locked closed is restored closed, one locked
  /// open is restored open, whatever the previous launch left.
  @Test(arguments: [
    (DrawerLockMode.unlocked, true, DrawerRestState.open),
    (.unlocked, false, .closed),
    (.lockedClosed, true, .closed),
    (.lockedClosed, false, .closed),
    (.lockedOpen, true, .open),
    (.lockedOpen, false, .open),
  ])
  func theLockWins(lock: DrawerLockMode, storedOpen: Bool, expected: DrawerRestState) {
    for initial in DrawerRestState.allCases {
      var controller = makeController(initial: initial, lockMode: lock)
      controller.restore(DrawerRestoration(isOpen: storedOpen), time: 1)
      #expect(controller.drawer.target == expected)
      #expect(controller.isAtRest)
    }
  }

  /// Beside a permanent sidebar the stored visibility comes back; a hidden sidebar leaves no
  /// modal drawer open in its place, as hiding it does.
  @Test func theSidebarsVisibilityIsRestoredAndAHiddenOneLeavesTheDrawerClosed() {
    var controller = makeController()
    controller.setLayoutMode(.sidebar)
    controller.restore(DrawerRestoration(isOpen: true, isSidebarVisible: false), time: 1)
    #expect(!controller.isSidebarVisible)
    #expect(!controller.drawer.isOpen)
    #expect(!controller.isMenuShown)
    controller.restore(DrawerRestoration(isOpen: false, isSidebarVisible: true), time: 2)
    #expect(controller.isSidebarVisible)
    #expect(controller.isMenuShown)
    // In a compact window the modal drawer comes back open, the sidebar's visibility kept for
    // when the window is wide again.
    var compact = makeController()
    compact.restore(DrawerRestoration(isOpen: true, isSidebarVisible: false), time: 1)
    #expect(compact.drawer.isOpen)
    #expect(!compact.isSidebarVisible)
    #expect(compact.restoration == DrawerRestoration(isOpen: true, isSidebarVisible: false))
  }

  /// A finger on the drawer keeps it: only the sidebar's visibility is restored under it.
  @Test func aTouchInProgressKeepsTheDrawer() {
    var controller = makeController()
    let y = 400.0
    controller.report(
      .began(
        start: DrawerPoint(x: 5, y: y), startTime: 1, location: DrawerPoint(x: 5, y: y), time: 1))
    controller.report(.moved(to: DrawerPoint(x: 60, y: y), time: 1.05))
    let before = controller.drawer
    let step = controller.restore(
      DrawerRestoration(isOpen: true, isSidebarVisible: false), time: 1.1)
    #expect(step == DrawerControllerStep())
    #expect(controller.drawer == before)
    #expect(!controller.isSidebarVisible)
  }

  /// What the controller says to keep is what it restores: a drawer left open with its sidebar
  /// hidden comes back that way in a new launch.
  @Test func whatIsKeptIsWhatComesBack() throws {
    var previous = makeController()
    previous.open(time: 0)
    previous.setLayoutMode(.sidebar)
    let event = previous.setSidebarVisible(false, time: 0.01)
    #expect(event != nil, "hiding the sidebar closes the drawer left open")
    previous.setLayoutMode(.modal)
    previous.open(time: 0.02)
    let kept = previous.restoration
    #expect(kept == DrawerRestoration(isOpen: true, isSidebarVisible: false))
    var next = makeController()
    next.restore(DrawerRestoration(rawValue: kept.rawValue), time: 0)
    #expect(next.restoration == kept)
  }

  // MARK: A restoration that comes before the layout

  /// Asked before the host laid the drawer out, a restoration waits for the layout and the lock
  /// the host applies first, then jumps to the rest they allow: beside a hidden permanent
  /// sidebar the drawer stays closed (restored at once, it would have opened as a modal drawer
  /// over the content of a wide window).
  @Test func aRestorationBeforeTheLayoutIsSanitisedAgainstTheLayoutThatFollows() {
    var controller = makeController()
    let stored = DrawerRestoration(isOpen: true, isSidebarVisible: false)
    let asked = controller.restorationEventOnceLaidOut(stored, time: 0)
    #expect(asked == nil)
    #expect(controller.holdsRestoration)
    #expect(!controller.drawer.isOpen, "nothing moves before the layout")
    let early = controller.heldRestorationEvent(time: 0)
    #expect(early == nil, "not laid out yet")
    controller.setLayoutMode(.sidebar)
    let event = controller.heldRestorationEvent(time: 0.01)
    #expect(event == nil, "closed beside the hidden sidebar: nothing to move")
    #expect(!controller.isSidebarVisible)
    #expect(!controller.holdsRestoration)
    #expect(!controller.drawer.isOpen)
    // In a compact window the same stored value opens the modal drawer, at once, taking no focus.
    var compact = makeController()
    _ = compact.restorationEventOnceLaidOut(stored, time: 0)
    compact.setLayoutMode(.modal)
    let opening = compact.heldRestorationEvent(time: 0.01)
    #expect(opening == .open(animated: false, time: 0.01))
    if let opening { compact.send(opening) }
    #expect(compact.isAtRest && compact.drawer.isOpen)
    #expect(compact.focusRequest == nil)
  }

  /// A lock the host applies with its first layout holds a drawer stored open closed, with no
  /// spring, no dismissal and no screen change announced at launch: restored first, it would
  /// have opened, then sprung closed under the lock as the person's closing does.
  @Test func aRestorationBeforeTheLockIsHeldClosedByIt() {
    var held = makeController()
    _ = held.restorationEventOnceLaidOut(DrawerRestoration(isOpen: true), time: 0)
    var locked = held.drawer.configuration
    locked.lockMode = .lockedClosed
    held.configure(locked, time: 0)
    held.setLayoutMode(.modal)
    let event = held.heldRestorationEvent(time: 0)
    #expect(event == nil)
    #expect(!held.drawer.isOpen)
    #expect(held.isAtRest)
    #expect(held.focusRequest == nil)
    let announces = held.takeRestAnnouncement()
    #expect(!announces)
    // The order the hold avoids: restored at once, then locked.
    var early = makeController()
    early.restore(DrawerRestoration(isOpen: true), time: 0)
    let step = early.configure(locked, time: 0)
    #expect(!early.isAtRest, "springs closed under the lock")
    #expect(step.rest == nil)
  }

  /// Once the host has laid the drawer out, a restoration is not held; the app's command before
  /// the layout drops a held one, and a second restoration replaces the first.
  @Test func aLaidOutDrawerRestoresAtOnceAndACommandDropsAHeldRestoration() {
    var laidOut = makeController()
    laidOut.setLayoutMode(.modal)
    let event = laidOut.restorationEventOnceLaidOut(DrawerRestoration(isOpen: true), time: 0)
    #expect(event == .open(animated: false, time: 0))
    #expect(!laidOut.holdsRestoration)

    var commanded = makeController()
    _ = commanded.restorationEventOnceLaidOut(DrawerRestoration(isOpen: true), time: 0)
    commanded.open(time: 0)
    commanded.close(time: 0)
    #expect(!commanded.holdsRestoration, "the app's command is the newer word")
    commanded.setLayoutMode(.modal)
    let dropped = commanded.heldRestorationEvent(time: 0)
    #expect(dropped == nil)
    #expect(commanded.drawer.target == .closed)

    var replaced = makeController()
    _ = replaced.restorationEventOnceLaidOut(DrawerRestoration(isOpen: true), time: 0)
    _ = replaced.restorationEventOnceLaidOut(DrawerRestoration(isOpen: false), time: 0)
    replaced.setLayoutMode(.modal)
    let newer = replaced.heldRestorationEvent(time: 0)
    #expect(newer == nil, "closed, as the newer one says")
    #expect(!replaced.drawer.isOpen)
  }

  /// A sidebar whose visibility the app binds keeps what the binding says: the restoration
  /// restores the drawer's open state only, sanitised against the bound visibility.
  @Test func aBoundSidebarKeepsTheBindingsVisibility() {
    var controller = makeController()
    controller.setLayoutMode(.sidebar)
    controller.isSidebarVisibilityBound = true
    _ = controller.setSidebarVisible(false, time: 0)
    controller.restore(DrawerRestoration(isOpen: false, isSidebarVisible: true), time: 1)
    #expect(!controller.isSidebarVisible, "the binding says hidden")
    var compact = makeController()
    compact.isSidebarVisibilityBound = true
    compact.restore(DrawerRestoration(isOpen: true, isSidebarVisible: false), time: 1)
    #expect(compact.isSidebarVisible, "the binding's value stays")
    #expect(compact.drawer.isOpen, "the open state is still restored")
  }
}
