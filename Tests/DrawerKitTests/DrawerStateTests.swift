#if canImport(SwiftUI)
  @_spi(DrawerKit) import DrawerCore
  import Foundation
  import Testing

  @testable import DrawerKit

  /// `DrawerState` on a clock the tests step by hand; frames are delivered as a `TimelineView`
  /// would deliver them. These run where SwiftUI exists; on Linux they are type-checked by
  /// `Scripts/check-apple-api.sh`.
  @MainActor
  @Suite struct DrawerStateTests {
    /// A clock the test moves: seconds since an arbitrary origin.
    final class ManualClock {
      var now = 1000.0
    }

    private let phone = DrawerSize(width: 390, height: 844)

    private func makeState(isOpen: Bool = false, clock: ManualClock) -> DrawerState {
      let state = DrawerState(
        isOpen: isOpen, configuration: DrawerConfiguration(), clock: { clock.now })
      state.resize(to: phone)
      return state
    }

    private func frame(_ state: DrawerState, at time: Double) {
      state.frameDidAdvance(to: Date(timeIntervalSinceReferenceDate: time))
    }

    @Test func startsWhereItIsAsked() {
      let clock = ManualClock()
      let open = makeState(isOpen: true, clock: clock)
      #expect(open.isOpen)
      #expect(open.progress == 1)
      #expect(open.phase == .resting)
      let closed = makeState(clock: clock)
      #expect(!closed.isOpen)
      #expect(closed.progress == 0)
    }

    @Test func commandsWithoutAnimationRestAtOnce() {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      state.open(animated: false)
      #expect(state.isOpen)
      #expect(state.phase == .resting)
      #expect(state.progress == 1)
      state.toggle(animated: false)
      #expect(!state.isOpen)
      #expect(state.progress == 0)
    }

    @Test func anAnimatedOpenSettlesFrameByFrame() throws {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      state.open()
      #expect(state.isOpen)
      #expect(state.phase == .settling)
      let restTime = try #require(state.drawer.restTime)
      var previous = state.progress
      for step in 1...10 {
        frame(state, at: clock.now + (restTime - clock.now) * Double(step) / 12)
        #expect(state.progress > previous)
        #expect(state.phase == .settling)
        previous = state.progress
      }
      frame(state, at: restTime)
      #expect(state.phase == .resting)
      #expect(state.progress == 1)
    }

    @Test func theSetterOpensAndCloses() {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      state.isOpen = true
      #expect(state.target == .open)
      state.isOpen = false
      #expect(state.target == .closed)
    }

    @Test func aResizeKeepsTheDrawerOpen() {
      let clock = ManualClock()
      let state = makeState(isOpen: true, clock: clock)
      state.resize(to: DrawerSize(width: 844, height: 390))
      #expect(state.isOpen)
      #expect(state.progress == 1)
      #expect(state.drawer.width == 320)
    }

    @Test func theVetoStopsAGestureButNotACommand() {
      let clock = ManualClock()
      let state = makeState(isOpen: true, clock: clock)
      var asked: [DrawerRestState] = []
      state.confirmStateChange = { target in
        asked.append(target)
        return false
      }
      // A fast drag toward closed, then a release.
      let y = 400.0
      state.report(
        .began(
          start: DrawerPoint(x: 300, y: y), startTime: clock.now,
          location: DrawerPoint(x: 300, y: y), time: clock.now))
      for (index, x) in [280.0, 240, 180, 110].enumerated() {
        state.report(
          .moved(to: DrawerPoint(x: x, y: y), time: clock.now + 0.016 * Double(index + 1)))
      }
      state.report(.ended(at: DrawerPoint(x: 110, y: y), time: clock.now + 0.07))
      #expect(asked == [.closed])
      #expect(state.isOpen)
      // The scrim, the escape gesture and the Escape key ask too; the app's own command does
      // not.
      state.closeByPerson()
      #expect(asked == [.closed, .closed])
      #expect(state.isOpen)
      state.close(animated: false)
      #expect(!state.isOpen)
      #expect(asked.count == 2)
    }

    @Test func aDragIsReportedAsDraggingAndFollowsTheFinger() {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      state.report(
        .began(
          start: DrawerPoint(x: 5, y: 400), startTime: clock.now,
          location: DrawerPoint(x: 5, y: 400), time: clock.now))
      state.report(.moved(to: DrawerPoint(x: 100, y: 402), time: clock.now + 0.1))
      #expect(state.phase == .dragging)
      #expect(state.progress > 0 && state.progress < 1)
      #expect(!state.isOpen)
      #expect(state.isTouching)
    }

    @Test func awaitingACloseReturnsWhenTheDrawerRests() async throws {
      let clock = ManualClock()
      let state = makeState(isOpen: true, clock: clock)
      #expect(await state.rest() == .open)
      let closing = Task { await state.close() }
      // Let the task start and send its command.
      while state.target != .closed { await Task.yield() }
      let restTime = try #require(state.drawer.restTime)
      frame(state, at: restTime)
      #expect(await closing.value == .closed)
      #expect(state.phase == .resting)
    }

    @Test func anUnanimatedAwaitedCommandReturnsAtOnce() async {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      #expect(await state.open(animated: false) == .open)
      #expect(await state.toggle(animated: false) == .closed)
    }

    @Test func aCloseNobodyTakesFocusFromIsAnnouncedAtRest() throws {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      var announcements = 0
      state.announceScreenChange = { announcements += 1 }
      state.open(animated: false)
      state.announceRestIfDue()
      #expect(announcements == 1)
      state.close()
      // Sliding: the container's check after the release's update finds nothing due yet.
      state.announceRestIfDue()
      #expect(announcements == 1)
      let restTime = try #require(state.drawer.restTime)
      let rests = state.restCount
      frame(state, at: restTime)
      #expect(state.restCount == rests + 1)
      state.announceRestIfDue()
      #expect(announcements == 2)
    }

    @Test func aDismissalIsCountedWhenTheDrawerRestsClosed() throws {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      state.open(animated: false)
      #expect(state.dismissalCount == 0)
      state.close()
      #expect(state.dismissalCount == 0)
      frame(state, at: try #require(state.drawer.restTime))
      #expect(state.dismissalCount == 1)
    }

    @Test func besideASidebarTheToggleHidesAndShowsIt() {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      state.setLayoutMode(.sidebar)
      #expect(state.isMenuShown)
      state.toggle(from: nil)
      #expect(!state.isSidebarVisible)
      #expect(!state.isMenuShown)
      #expect(!state.isOpen)
      state.isSidebarVisible = true
      #expect(state.isMenuShown)
    }

    @Test func theEnvironmentsLockWinsWhileSetAndTheStatesOwnReturns() {
      let clock = ManualClock()
      let state = DrawerState(
        isOpen: true, configuration: DrawerConfiguration(lockMode: .lockedOpen),
        clock: { clock.now })
      func configure(_ lock: DrawerLockMode?) {
        state.configure(
          edge: .leading, layoutDirection: .leftToRight, width: .default, openZone: .default,
          spring: .default, closesOnScrimTap: true, claimPolicy: .immediate, lockMode: lock)
      }
      configure(.lockedClosed)
      #expect(!state.isOpen)
      configure(nil)
      #expect(state.drawer.configuration.lockMode == .lockedOpen)
      #expect(state.isOpen)
    }

    @Test func theActionsOfOneDrawerAreEqual() {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      let other = makeState(clock: clock)
      #expect(DrawerCloseAction(state: state) == DrawerCloseAction(state: state))
      #expect(DrawerCloseAction(state: state) != DrawerCloseAction(state: other))
      #expect(DrawerOpenAction(state: state) == DrawerOpenAction(state: state))
      #expect(DrawerOpenAction() == DrawerOpenAction())
      #expect(!DrawerOpenAction().isAvailable)
    }

    @Test func closeAndWaitIsNothingOutsideADrawer() async {
      #expect(await DrawerCloseAction().closeAndWait() == nil)
      #expect(await DrawerCloseAction().closeAndWait(animated: false) == nil)
    }

    @Test func theEngineHandedOutCarriesNoVetoAndRunsOffTheMainActor() async {
      let clock = ManualClock()
      let state = makeState(isOpen: true, clock: clock)
      var asked = 0
      state.confirmStateChange = { _ in
        asked += 1
        return false
      }
      // A copy driven on another task: it must neither trap (the veto runs on the main actor)
      // nor ask the veto.
      let copy = state.drawer
      let target = await Task.detached {
        var drawer = copy
        let y = 400.0
        drawer.handle(.down(at: DrawerPoint(x: 300, y: y), time: copy.time))
        for (index, x) in [280.0, 240, 180, 110].enumerated() {
          drawer.handle(
            .move(at: DrawerPoint(x: x, y: y), time: copy.time + 0.016 * Double(index + 1)))
        }
        drawer.handle(.up(at: DrawerPoint(x: 110, y: y), time: copy.time + 0.07))
        return drawer.target
      }.value
      #expect(target == .closed)
      #expect(asked == 0)
      #expect(state.isOpen)
    }

    @Test func closeAndWaitReturnsOnceTheDrawerLooksClosed() async throws {
      final class Finished { var rest: DrawerRestState?? = nil }
      let clock = ManualClock()
      let state = makeState(isOpen: true, clock: clock)
      let width = state.drawer.width
      let start = clock.now
      let finished = Finished()
      let closing = Task {
        finished.rest = await DrawerCloseAction(state: state).closeAndWait()
      }
      while state.target != .closed { await Task.yield() }
      let spring = state.drawer.configuration.spring
      let visual = start + spring.visualSettlingTime(from: width, velocity: 0, tolerance: 0.5)
      let restTime = try #require(state.drawer.restTime)
      #expect(visual < restTime)
      frame(state, at: visual - 0.02)
      for _ in 0..<10 { await Task.yield() }
      #expect(finished.rest == nil, "still visibly moving")
      frame(state, at: visual)
      await closing.value
      #expect(finished.rest == .closed)
      #expect(state.phase == .settling, "returned before the spring's last tenths of a point")
      #expect(state.progress * width <= 0.5)
    }

    /// Runs `change` and says whether it notified an observer of `hasRestedOpen` or `lockMode`.
    private func notifiesModality(_ state: DrawerState, _ change: () -> Void) -> Bool {
      notifiesObservers(
        of: {
          _ = state.hasRestedOpen
          _ = state.lockMode
        }, when: change)
    }

    @Test func theModalitysInputsArePublishedAtTheirTransitionsOnly() throws {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      #expect(!state.hasRestedOpen && state.lockMode == .unlocked)
      #expect(!notifiesModality(state) { state.open() })
      let rest = try #require(state.drawer.restTime)
      // Every frame of the opening, and a second of frames at rest after it: one notification,
      // at the frame that finds the drawer at rest.
      var notifications = 0
      var frames = 0
      for time in stride(from: clock.now, through: rest + 1, by: 1.0 / 120) {
        clock.now = time
        if notifiesModality(state, { frame(state, at: time) }) { notifications += 1 }
        frames += 1
      }
      #expect(frames > 100)
      #expect(notifications == 1)
      #expect(state.hasRestedOpen)
      #expect(notifiesModality(state) { state.close() }, "given back as the close begins")
      #expect(!state.hasRestedOpen)
      for time in stride(from: clock.now, through: clock.now + 1, by: 1.0 / 120) {
        clock.now = time
        #expect(!notifiesModality(state) { frame(state, at: time) })
      }
      func configure(_ lock: DrawerLockMode) {
        state.configure(
          edge: .leading, layoutDirection: .leftToRight, width: .default, openZone: .default,
          spring: .default, closesOnScrimTap: true, claimPolicy: .immediate, lockMode: lock)
      }
      #expect(
        !notifiesModality(state) { configure(.unlocked) }, "an update that changes nothing")
      #expect(notifiesModality(state) { configure(.lockedOpen) })
      #expect(state.lockMode == .lockedOpen)
      #expect(!notifiesModality(state) { configure(.lockedOpen) })
    }

    @Test func aDrawerLockedOpenStaysOpenForThePersonButNotForTheApp() throws {
      let clock = ManualClock()
      let state = DrawerState(
        isOpen: true, configuration: DrawerConfiguration(lockMode: .lockedOpen),
        clock: { clock.now })
      state.resize(to: phone)
      #expect(!state.isClosableByPerson)
      state.closeByPerson()
      #expect(state.isOpen)
      state.toggle(from: nil)
      #expect(state.isOpen)
      state.close(animated: false)
      #expect(!state.isOpen)
    }
  }
#endif
