#if canImport(SwiftUI)
  @_spi(DrawerKit) import DrawerCore
  import Foundation
  import SwiftUI
  import Testing

  @testable import DrawerKit

  /// What a `DrawerProgressReader` and the toggle's glyph read from the state, frame by frame,
  /// and the toggle's other faces (its shortcut, its symbol in the Large Content Viewer). These
  /// run where SwiftUI exists; on Linux they are type-checked by `Scripts/check-apple-api.sh`.
  @MainActor
  @Suite struct DrawerProgressReaderTests {
    typealias ManualClock = DrawerStateTests.ManualClock

    private func makeState(clock: ManualClock) -> DrawerState {
      let state = DrawerState(isOpen: false, configuration: DrawerConfiguration()) { clock.now }
      state.resize(to: DrawerSize(width: 390, height: 844))
      return state
    }

    @Test func aReaderFollowsTheDrawerFrameByFrame() throws {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      state.open()
      let restTime = try #require(state.drawer.restTime)
      var seen: [Double] = []
      for time in stride(from: clock.now, through: restTime, by: 1.0 / 120) {
        state.frameDidAdvance(to: Date(timeIntervalSinceReferenceDate: time))
        seen.append(state.shownProgress)
      }
      #expect(seen.first.map { $0 < 0.1 } == true && seen.last.map { abs($0 - 1) < 0.01 } == true)
      #expect(zip(seen, seen.dropFirst()).allSatisfy { $1 >= $0 }, "it follows the opening")
    }

    @Test(arguments: [false, true])
    func aGlyphInATabThatIsNotShowingFollowsNoFrame(tabShows: Bool) throws {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      state.open()
      #expect(state.restingShownProgress == 1, "drawn where the drawer is going, at once")
      let restTime = try #require(state.drawer.restTime)
      // What the glyph and a reader read: the progress in a showing tab, the resting progress
      // in another.
      let read = { _ = state.shownProgress(isTabShowing: tabShows) }
      var updates = 0
      for time in stride(from: clock.now + 1.0 / 120, through: restTime, by: 1.0 / 120) {
        clock.now = time
        let frame = { state.frameDidAdvance(to: Date(timeIntervalSinceReferenceDate: time)) }
        if notifiesObservers(of: read, when: frame) { updates += 1 }
      }
      if tabShows {
        #expect(updates > 30, "a showing tab's glyph follows the frames")
      } else {
        #expect(updates == 0, "a hidden tab's glyph is not updated by a frame")
      }
      let close = { state.close() }
      if !tabShows {
        #expect(notifiesObservers(of: read, when: close), "a hidden tab's glyph turns at a close")
      } else {
        close()
      }
      #expect(state.restingShownProgress == 0)
    }

    @Test func besideASidebarTheReaderShowsWhetherTheSidebarShows() {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      state.setLayoutMode(.sidebar)
      #expect(state.shownProgress == 1)
      state.isSidebarVisible = false
      #expect(state.shownProgress == 0)
    }

    @Test func theToggleAnswersControlCommandSUnlessToldOtherwise() {
      #expect(
        DrawerToggle.defaultKeyboardShortcut
          == KeyboardShortcut(KeyEquivalent("s"), modifiers: [.control, .command]))
    }

    @Test func theLargeContentViewerShowsWhatTheGlyphLooksLike() {
      #expect(
        DrawerToggle.Glyph.lines.symbolName(isOpen: false, edge: .leading) == "line.3.horizontal")
      #expect(DrawerToggle.Glyph.lines.symbolName(isOpen: true, edge: .leading) == "xmark")
      #expect(
        DrawerToggle.Glyph.chevron.symbolName(isOpen: false, edge: .leading) == "chevron.forward")
      #expect(
        DrawerToggle.Glyph.chevron.symbolName(isOpen: true, edge: .leading) == "chevron.backward")
      #expect(
        DrawerToggle.Glyph.chevron.symbolName(isOpen: false, edge: .trailing) == "chevron.backward")
    }

    @Test func voiceOverBringsBackABarThatScrollingHid() {
      let tracker = FloatingTabBarPresenceTracker()
      let feed = AnyTabBarID("feed")
      tracker.select(feed)
      for offset in stride(from: 0.0, through: 400, by: 10) {
        tracker.scrolled(to: offset, in: feed, behavior: .hides)
      }
      #expect(tracker.presence == .hidden && tracker.isAccessible)
      tracker.assistiveTechnologyChanged(running: true)
      #expect(tracker.presence == .expanded)
      tracker.scrolled(to: 1_200, in: feed, behavior: .minimizes)
      #expect(tracker.presence == .expanded, "nor does it minimize while VoiceOver runs")
    }
  }
#endif
