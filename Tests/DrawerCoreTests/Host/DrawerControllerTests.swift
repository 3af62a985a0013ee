@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerControllerTests {
  private func makeController(initial: DrawerRestState = .closed) -> DrawerController<String> {
    DrawerController(
      configuration: DrawerConfiguration(width: .fixed(300)), container: phone, initial: initial)
  }

  /// A fast drag toward closed from inside an open drawer, released at `time + 0.07`.
  private func flingClosed(_ controller: inout DrawerController<String>, at time: Double) {
    let y = 400.0
    controller.report(
      .began(
        start: DrawerPoint(x: 280, y: y), startTime: time, location: DrawerPoint(x: 280, y: y),
        time: time))
    for (index, x) in [260.0, 220, 160, 90].enumerated() {
      controller.report(.moved(to: DrawerPoint(x: x, y: y), time: time + 0.016 * Double(index + 1)))
    }
    controller.report(.ended(at: DrawerPoint(x: 90, y: y), time: time + 0.07))
  }

  // MARK: Commands and their completion

  @Test func aWaitCompletesWhenTheSpringRestsNotWhenTheCommandIsSent() throws {
    var controller = makeController(initial: .open)
    var rest = controller.waitForRest()
    #expect(rest == .open)
    #expect(controller.pendingWaits == 0)
    controller.close(time: 1)
    rest = controller.waitForRest()
    #expect(rest == nil)
    rest = controller.waitForRest()
    #expect(rest == nil)
    let restTime = try #require(controller.drawer.restTime)
    let midway = controller.advance(to: (1 + restTime) / 2)
    #expect(midway.rest == nil)
    #expect(midway.completedWaits == 0)
    #expect(controller.pendingWaits == 2)
    let rested = controller.advance(to: restTime)
    #expect(rested.rest == .closed)
    #expect(rested.completedWaits == 2)
    #expect(controller.pendingWaits == 0)
    let step = controller.advance(to: restTime + 1)
    #expect(step == DrawerControllerStep())
  }

  @Test func anUnanimatedCommandRestsInTheSameStep() {
    var controller = makeController()
    let step = controller.open(animated: false, time: 1)
    #expect(step.rest == .open)
    #expect(controller.isAtRest)
    let rest = controller.waitForRest()
    #expect(rest == .open)
  }

  @Test func aFingerThatCatchesTheDrawerDelaysTheWaitAndDecidesItsAnswer() throws {
    var controller = makeController(initial: .open)
    controller.close(time: 1)
    let rest = controller.waitForRest()
    #expect(rest == nil)
    // A finger lands on the moving drawer and drags it back open.
    controller.report(
      .began(
        start: DrawerPoint(x: 150, y: 400), startTime: 1.05,
        location: DrawerPoint(x: 150, y: 400), time: 1.05))
    #expect(controller.isTouching)
    #expect(!controller.isAtRest)
    for (index, x) in [180.0, 230, 290, 340].enumerated() {
      let step = controller.report(
        .moved(to: DrawerPoint(x: x, y: 400), time: 1.05 + 0.016 * Double(index + 1)))
      #expect(step.completedWaits == 0)
    }
    controller.report(.ended(at: DrawerPoint(x: 340, y: 400), time: 1.13))
    #expect(controller.drawer.target == .open)
    let restTime = try #require(controller.drawer.restTime)
    let rested = controller.advance(to: restTime)
    #expect(rested.rest == .open)
    #expect(rested.completedWaits == 1)
    #expect(!rested.dismissed)
  }

  // MARK: Veto

  @Test func thePersonIsAskedButTheAppsCommandIsNot() {
    var controller = makeController(initial: .open)
    let asked = Counter()
    controller.confirmStateChange = { _ in
      asked.increment()
      return false
    }
    flingClosed(&controller, at: 1)
    #expect(controller.drawer.isOpen)
    #expect(asked.value == 1)
    let step = controller.closeByPerson(time: 2)
    #expect(step == DrawerControllerStep())
    #expect(controller.drawer.isOpen)
    #expect(asked.value == 2)
    controller.close(animated: false, time: 3)
    #expect(!controller.drawer.isOpen)
    #expect(asked.value == 2)
    // A closed drawer is not asked again.
    controller.closeByPerson(time: 4)
    #expect(asked.value == 2)
  }

  // MARK: The presentation binding

  @Test func theBindingFollowsAFlingAtTheReleaseAndTheDrawerFollowsTheBinding() {
    var controller = makeController()
    controller.presentationChanged(isPresented: true, time: 1)
    #expect(controller.drawer.isOpen)
    #expect(controller.bindingValue(isPresented: true) == nil)
    let step = controller.presentationChanged(isPresented: true, time: 1.01)
    #expect(step == DrawerControllerStep())
    controller.advance(to: 5)
    flingClosed(&controller, at: 6)
    #expect(controller.drawer.isSettling)
    #expect(controller.bindingValue(isPresented: true) == false)
    #expect(controller.bindingValue(isPresented: false) == nil)
  }

  // MARK: Dismissal

  @Test func aDrawerIsDismissedOnceWhenItRestsClosedAfterBeingPresented() throws {
    var controller = makeController()
    var step = controller.close(animated: false, time: 1)
    #expect(!step.dismissed)
    controller.open(time: 2)
    // Closed again before it reached open: still a dismissal, as for a sheet.
    controller.close(time: 2.05)
    let restTime = try #require(controller.drawer.restTime)
    step = controller.advance(to: restTime)
    #expect(step.dismissed)
    step = controller.close(animated: false, time: restTime + 1)
    #expect(!step.dismissed)
  }

  @Test func aDragThatReturnsClosedDismissesNothing() {
    var controller = makeController()
    controller.report(
      .began(
        start: DrawerPoint(x: 5, y: 400), startTime: 1, location: DrawerPoint(x: 5, y: 400),
        time: 1))
    controller.report(.moved(to: DrawerPoint(x: 40, y: 400), time: 1.1))
    controller.report(.moved(to: DrawerPoint(x: 41, y: 400), time: 1.3))
    controller.report(.ended(at: DrawerPoint(x: 41, y: 400), time: 1.4))
    #expect(controller.drawer.target == .closed)
    var dismissed = false
    var time = 1.4
    while !controller.isAtRest {
      time += 1.0 / 60
      dismissed = dismissed || controller.advance(to: time).dismissed
    }
    #expect(!dismissed)
  }

  @Test func anInitiallyOpenDrawerIsDismissedWhenItCloses() {
    var controller = makeController(initial: .open)
    let step = controller.close(animated: false, time: 1)
    #expect(step.dismissed)
  }

  // MARK: Lock

  @Test func aLockSetAtRunTimeMovesTheDrawerAndStopsTheGesture() throws {
    var controller = makeController(initial: .open)
    controller.setLockMode(.lockedClosed, time: 1)
    #expect(controller.drawer.target == .closed)
    let restTime = try #require(controller.drawer.restTime)
    controller.advance(to: restTime)
    // An edge swipe no longer opens it.
    controller.reportSwipe(
      from: DrawerPoint(x: 5, y: 400), through: DrawerPoint(x: 150, y: 400),
      to: DrawerPoint(x: 200, y: 400), at: 5, liftAfter: 0.06)
    #expect(controller.drawer.target == .closed)
    // The app's command still does; unlocking keeps it where it is.
    controller.open(animated: false, time: 6)
    #expect(controller.drawer.isOpen)
    controller.setLockMode(.unlocked, time: 7)
    #expect(controller.drawer.isOpen)
    #expect(controller.drawer.configuration.lockMode == .unlocked)
    #expect(controller.drawer.configuration.width == .fixed(300))
  }

  @Test func aDrawerLockedOpenIsNotClosedByAnythingThePersonDoes() throws {
    var controller = makeController()
    controller.setLockMode(.lockedOpen, time: 1)
    controller.advance(to: try #require(controller.drawer.restTime))
    #expect(controller.drawer.isOpen && controller.isAtRest)
    #expect(!controller.isClosableByPerson)
    // The scrim's tap, the escape gesture, the Escape key and "Close menu".
    #expect(controller.closeByPersonEvent(time: 5) == nil)
    #expect(controller.closeByPerson(time: 5) == DrawerControllerStep())
    // A tap on the scrim, reported as a touch.
    let scrim = DrawerPoint(x: 350, y: 400)
    controller.report(.began(start: scrim, startTime: 6, location: scrim, time: 6))
    controller.report(.ended(at: scrim, time: 6.05))
    // A fling toward closed.
    flingClosed(&controller, at: 7)
    // The toggle.
    controller.toggle(from: "toggle", time: 8)
    #expect(controller.drawer.isOpen)
    #expect(controller.modality(isContentInteractive: false).closesOnEscape == false)
    // The app still can.
    controller.close(animated: false, time: 9)
    #expect(!controller.drawer.isOpen)
  }

  @Test func theToggleHonoursBothLocksAsAndroidsDoes() throws {
    var controller = makeController()
    controller.setLockMode(.lockedClosed, time: 1)
    controller.toggle(from: "toggle", time: 2)
    #expect(!controller.drawer.isOpen)
    #expect(controller.focusRequest == nil, "nothing opened, so focus stays on the toggle")
    // The app's own toggle is a command and still opens it.
    controller.toggle(animated: false, time: 3)
    #expect(controller.drawer.isOpen)
    controller.setLockMode(.unlocked, time: 4)
    controller.toggle(from: "toggle", animated: false, time: 5)
    #expect(!controller.drawer.isOpen)
    controller.toggle(from: "toggle", animated: false, time: 6)
    #expect(controller.drawer.isOpen && controller.isClosableByPerson)
    controller.setLockMode(.lockedOpen, time: 7)
    controller.toggle(from: "toggle", time: 8)
    #expect(controller.drawer.isOpen)
    // Beside a permanent sidebar the lock governs nothing: the toggle hides the sidebar.
    controller.setLayoutMode(.sidebar)
    controller.toggle(from: "toggle", time: 9)
    #expect(!controller.isSidebarVisible)
  }

  // MARK: Waiting to look at rest

  @Test func aVisualWaitCompletesWhenTheDrawerLooksClosedBeforeTheSpringRests() throws {
    var controller = makeController(initial: .open)
    controller.close(time: 1)
    let rest = controller.waitForVisualRest()
    #expect(rest == nil)
    #expect(controller.pendingVisualWaits == 1)
    let visual = try #require(controller.visualRestTime)
    let restTime = try #require(controller.drawer.restTime)
    #expect(visual < restTime - 0.05, "looks still well before the 0.1 pt rest")
    #expect(controller.wakeTime == visual)
    let before = controller.advance(to: visual - 0.01)
    #expect(before.visualRest == nil)
    // Still half a point or more from closed just before: not yet.
    #expect(controller.drawer.offset(at: visual - 0.01) > 0)
    let step = controller.advance(to: visual)
    #expect(step.visualRest == .closed && step.completedVisualWaits == 1)
    #expect(step.rest == nil, "the spring still runs its last tenths of a point")
    #expect(controller.drawer.offset(at: visual) <= Drawer.visualRestTolerance)
    #expect(controller.isVisuallyAtRest && !controller.isAtRest)
    #expect(controller.wakeTime == restTime)
    #expect(controller.waitForVisualRest() == .closed, "answers at once from then on")
    #expect(controller.advance(to: restTime).rest == .closed)
  }

  @Test func aVisualWaitOnACloseThatIsCaughtAndKeptOpenCompletesOpen() throws {
    var controller = makeController(initial: .open)
    controller.close(time: 1)
    #expect(controller.waitForVisualRest() == nil)
    let y = 400.0
    controller.report(
      .began(
        start: DrawerPoint(x: 150, y: y), startTime: 1.05, location: DrawerPoint(x: 150, y: y),
        time: 1.05))
    #expect(controller.visualRestTime == nil && !controller.isVisuallyAtRest)
    for (index, x) in [180.0, 230, 290, 340].enumerated() {
      let step = controller.report(
        .moved(to: DrawerPoint(x: x, y: y), time: 1.05 + 0.016 * Double(index + 1)))
      #expect(step.completedVisualWaits == 0)
    }
    controller.report(.ended(at: DrawerPoint(x: 340, y: y), time: 1.13))
    let step = controller.advance(to: try #require(controller.wakeTime))
    #expect(step.visualRest == .open && step.completedVisualWaits == 1)
  }

  @Test func aDrawerThrownShutLooksClosedWhenItLands() throws {
    var controller = makeController(initial: .open)
    flingClosed(&controller, at: 1)
    let restTime = try #require(controller.drawer.restTime)
    #expect(controller.visualRestTime == restTime, "a landing is its own visual rest")
  }

  @Test func abandoningWaitsCompletesThemWhereTheDrawerWasHeading() throws {
    var controller = makeController(initial: .open)
    let y = 400.0
    // A finger holds the open drawer: nothing rests while it does.
    controller.report(
      .began(
        start: DrawerPoint(x: 280, y: y), startTime: 1, location: DrawerPoint(x: 280, y: y),
        time: 1))
    controller.report(.moved(to: DrawerPoint(x: 250, y: y), time: 1.02))
    controller.report(.moved(to: DrawerPoint(x: 200, y: y), time: 1.04))
    #expect(controller.waitForRest() == nil)
    #expect(controller.waitForRest() == nil)
    #expect(controller.waitForVisualRest() == nil)
    let step = controller.abandonWaits()
    #expect(step.rest == .open && step.completedWaits == 2)
    #expect(step.visualRest == .open && step.completedVisualWaits == 1)
    #expect(controller.pendingWaits == 0 && controller.pendingVisualWaits == 0)
    #expect(controller.abandonWaits() == DrawerControllerStep())
  }

  // MARK: The engine handed out

  @Test func theEngineHandedOutCarriesNoVetoAndRunsOnAnotherTask() async throws {
    var controller = makeController(initial: .open)
    let asked = Counter()
    controller.confirmStateChange = { _ in
      asked.increment()
      return false
    }
    let copy = controller.drawerWithoutVeto
    let closed = await Task.detached {
      var drawer = copy
      let y = 400.0
      drawer.handle(.down(at: DrawerPoint(x: 280, y: y), time: 1))
      for (index, x) in [260.0, 220, 160, 90].enumerated() {
        drawer.handle(.move(at: DrawerPoint(x: x, y: y), time: 1 + 0.016 * Double(index + 1)))
      }
      drawer.handle(.up(at: DrawerPoint(x: 90, y: y), time: 1.07))
      return drawer.target
    }.value
    #expect(closed == .closed)
    #expect(asked.value == 0)
    // The controller keeps its own veto.
    flingClosed(&controller, at: 1)
    #expect(controller.drawer.isOpen && asked.value == 1)
  }

  // MARK: The permanent sidebar

  @Test func besideASidebarTheToggleShowsAndHidesTheSidebar() {
    var controller = makeController()
    controller.setLayoutMode(.sidebar)
    #expect(controller.isMenuShown)
    controller.toggle(from: "toggle", time: 1)
    #expect(!controller.isSidebarVisible)
    #expect(!controller.isMenuShown)
    #expect(!controller.drawer.isOpen)
    #expect(controller.focusRequest == nil)
    #expect(controller.shownLayoutMode == .modal)
    #expect(!controller.acceptsGestures)
    controller.toggle(from: "toggle", time: 2)
    #expect(controller.isMenuShown)
    #expect(controller.shownLayoutMode == .sidebar)
    controller.setLayoutMode(.modal)
    #expect(!controller.isMenuShown)
    controller.toggle(from: "toggle", time: 3)
    #expect(controller.drawer.isOpen)
    #expect(controller.isMenuShown)
  }

  @Test func hidingTheSidebarClosesAModalDrawerLeftOpen() throws {
    // Opened as a modal drawer in a compact width, then the window widened into a sidebar.
    var controller = makeController(initial: .open)
    controller.setLayoutMode(.sidebar)
    let hiding = controller.setSidebarVisible(false, time: 1)
    let event = try #require(hiding)
    #expect(event == .close(animated: false, time: 1))
    let step = controller.send(event)
    #expect(!controller.drawer.isOpen)
    #expect(step.rest == .closed)
    #expect(controller.shownLayoutMode == .modal)
    #expect(!controller.isMenuShown)
  }
}

/// A count a `@Sendable` closure can bump (the tests are single-threaded).
final class Counter: @unchecked Sendable {
  private(set) var value = 0
  func increment() { value += 1 }
}
