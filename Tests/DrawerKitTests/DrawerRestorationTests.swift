#if canImport(SwiftUI)
  @_spi(DrawerKit) import DrawerCore
  import Foundation
  import SwiftUI
  import Testing

  @testable import DrawerKit

  /// A drawer and a tab bar put back after a relaunch, through what `@SceneStorage` keeps.
  /// These run where SwiftUI exists; on Linux they are type-checked by
  /// `Scripts/check-apple-api.sh`.
  @MainActor
  @Suite struct DrawerStateRestorationTests {
    final class ManualClock {
      var now = 1000.0
    }

    /// A state as its container lays it out (`laidOut`), or as it is before the container's
    /// first layout.
    private func makeState(
      isOpen: Bool = false, laidOut: Bool = true, clock: ManualClock
    ) -> DrawerState {
      let state = DrawerState(
        isOpen: isOpen, configuration: DrawerConfiguration(), clock: { clock.now })
      state.resize(to: DrawerSize(width: 390, height: 844))
      if laidOut { state.setLayoutMode(.modal) }
      return state
    }

    /// Restored before its container's first layout (the restoration's `onAppear` ran first),
    /// the drawer waits for it and then comes back as the layout in force allows: beside a
    /// hidden permanent sidebar it stays closed, and nothing springs or takes focus.
    @Test func aRestorationBeforeTheFirstLayoutWaitsForIt() {
      let clock = ManualClock()
      let state = makeState(laidOut: false, clock: clock)
      state.restore(DrawerRestoration(rawValue: "1;open;sidebar=hidden"))
      #expect(state.holdsRestoration)
      #expect(!state.isOpen, "nothing moves before the layout")
      state.setLayoutMode(.sidebar)
      #expect(!state.holdsRestoration)
      #expect(!state.isOpen, "closed beside the hidden sidebar")
      #expect(!state.isSidebarVisible)
      #expect(state.focusRequest == nil)
      // In a compact window the same stored value opens the modal drawer at rest.
      let compact = makeState(laidOut: false, clock: clock)
      compact.restore(DrawerRestoration(rawValue: "1;open;sidebar=hidden"))
      compact.setLayoutMode(.modal)
      #expect(compact.isOpen)
      #expect(compact.phase == .resting)
      #expect(compact.focusRequest == nil)
    }

    @Test func aStateRestoredOpenIsOpenAtRestAndMovesNoFocus() {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      var announcements = 0
      state.announceScreenChange = { announcements += 1 }
      state.restore(DrawerRestoration(rawValue: "1;open;sidebar=hidden"))
      #expect(state.isOpen)
      #expect(state.phase == .resting)
      #expect(state.progress == 1)
      #expect(!state.isSidebarVisible)
      #expect(state.focusRequest == nil, "no focus request for the drawer or its menu")
      state.announceRestIfDue()
      #expect(announcements == 0)
      #expect(state.restoration.rawValue == "1;open;sidebar=hidden")
      // The app's own opening, by contrast, moves focus in.
      let opened = makeState(clock: clock)
      opened.open(animated: false)
      #expect(opened.focusRequest?.change == .intoDrawer)
    }

    @Test func aStateRestoredClosedIsNotDismissed() {
      let clock = ManualClock()
      let state = makeState(isOpen: true, clock: clock)
      state.restore(DrawerRestoration())
      #expect(!state.isOpen)
      #expect(state.dismissalCount == 0, "onDismiss is not called for a restoration")
    }

    /// What a view writes to scene storage follows the drawer's target and the sidebar, and
    /// observers hear of it when they change, not on every frame.
    @Test func theRestorationIsObservedWhenTheTargetChangesNotPerFrame() throws {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      #expect(notifiesObservers(of: { _ = state.restoration }, when: { state.open() }))
      #expect(state.restoration == DrawerRestoration(isOpen: true))
      let restTime = try #require(state.drawer.restTime)
      clock.now = (clock.now + restTime) / 2
      #expect(
        !notifiesObservers(
          of: { _ = state.restoration },
          when: { state.frameDidAdvance(to: Date(timeIntervalSinceReferenceDate: clock.now)) }))
      #expect(
        notifiesObservers(of: { _ = state.restoration }, when: { state.isSidebarVisible = false }))
    }
  }

  /// The tab bar's restoration as scene storage keeps it: its JSON, read back, and `nil` (the
  /// app's default) for what cannot be read.
  @Suite struct TabBarRestorationStorageTests {
    enum Screen: String, Codable, Sendable { case home, library }
    enum Route: Hashable, Codable, Sendable { case album(Int) }

    @Test func theStoredStringIsTheVersionedJSONAndReadsBack() {
      var tabs = TabBarRestoration<Screen, Route>(selection: .library)
      tabs[path: .library] = [.album(7)]
      let stored = tabs.rawValue
      #expect(
        stored
          == #"{"paths":[{"path":[{"album":{"_0":7}}],"tab":"library"}],"selection":"library","version":1}"#
      )
      #expect(TabBarRestoration<Screen, Route>(rawValue: stored) == tabs)
    }

    @Test(arguments: [
      "", "{}", "not json", #"{"version":2,"selection":"home","paths":[]}"#,
      #"{"version":1,"selection":"settings","paths":[]}"#,
    ])
    func whatCannotBeReadFallsBackToTheAppsDefault(stored: String) {
      #expect(TabBarRestoration<Screen, Route>(rawValue: stored) == nil)
    }
  }
#endif
