@_spi(DrawerKit) import DrawerCore
import Testing

/// The bar's three states, expanded, minimized and hidden, decided from the scroll, the
/// keyboard and the assistive technologies.
@Suite struct TabBarPresenceTests {
  /// Scrolls from the top down to `depth` in steps of 4 pt.
  static func scrolledDown(_ visibility: inout TabBarVisibility, to depth: Double = 400) {
    for offset in stride(from: 0.0, through: depth, by: 4) { visibility.scrolled(to: offset) }
  }

  @Test(arguments: [
    (TabBarScrollBehavior.stays, TabBarPresence.expanded), (.hides, .hidden),
    (.minimizes, .minimized),
  ])
  func scrollingDownSendsTheBarWhereItsBehaviourSays(
    behavior: TabBarScrollBehavior, presence: TabBarPresence
  ) {
    var visibility = TabBarVisibility(scrollBehavior: behavior)
    #expect(visibility.presence == .expanded)
    Self.scrolledDown(&visibility)
    #expect(visibility.presence == presence)
    #expect(visibility.isVisible == (presence != .hidden), "a minimized bar still shows")
    // Back up past the hysteresis: expanded again, whatever the behaviour.
    visibility.scrolled(to: 390)
    visibility.scrolled(to: 380)
    #expect(visibility.presence == .expanded)
  }

  @Test func scrollingUnderAnotherBehaviourNeverCollapsesTheBarLater() {
    // 600 pt down in a scroll view whose bar stays, then one that minimizes reports 2 pt up.
    var visibility = TabBarVisibility(scrollBehavior: .stays)
    Self.scrolledDown(&visibility, to: 600)
    #expect(visibility.presence == .expanded)
    visibility.scrollBehavior = .minimizes
    visibility.scrolled(to: 598)
    #expect(visibility.presence == .expanded, "scrolling up never minimizes the bar")
    // It takes a real scroll down under the new behaviour.
    for offset in stride(from: 598.0, through: 640, by: 4) { visibility.scrolled(to: offset) }
    #expect(visibility.presence == .minimized)
    // Switching back to a behaviour does not carry the collapse over either.
    visibility.scrollBehavior = .hides
    #expect(visibility.presence == .expanded)
  }

  @Test func aMinimizedBarKeepsItsHysteresis() {
    var visibility = TabBarVisibility(scrollBehavior: .minimizes)
    visibility.scrolled(to: 100)
    visibility.scrolled(to: 120)
    #expect(visibility.presence == .expanded, "20 pt down is not yet a scroll down")
    visibility.scrolled(to: 130)
    #expect(visibility.presence == .minimized)
    visibility.scrolled(to: 122)
    #expect(visibility.presence == .minimized, "8 pt up is a finger at rest")
    visibility.scrolled(to: 4)
    #expect(visibility.presence == .expanded, "the top expands it at once")
  }

  @Test func aTapExpandsTheMinimizedBarUntilTheNextScrollDown() {
    var visibility = TabBarVisibility(scrollBehavior: .minimizes)
    Self.scrolledDown(&visibility)
    #expect(visibility.expand() == .expanded)
    visibility.scrolled(to: 420)
    #expect(visibility.presence == .expanded, "20 pt after the tap")
    visibility.scrolled(to: 430)
    #expect(visibility.presence == .minimized, "30 pt after the tap: minimized again")
  }

  @Test func theKeyboardHidesAMinimizedBarAndGivesItBack() {
    var visibility = TabBarVisibility(scrollBehavior: .minimizes)
    Self.scrolledDown(&visibility)
    visibility.keyboardOverlapChanged(to: 300)
    #expect(visibility.presence == .hidden && !visibility.isAccessible)
    #expect(visibility.expand() == .hidden, "a tap cannot bring it out from behind the keyboard")
    visibility.keyboardOverlapChanged(to: 0)
    #expect(visibility.presence == .expanded, "the tap while the keyboard was up still counts")
  }

  @Test func whileVoiceOverRunsTheBarNeverMinimizes() {
    var visibility = TabBarVisibility(scrollBehavior: .minimizes)
    Self.scrolledDown(&visibility)
    #expect(visibility.presence == .minimized)
    visibility.assistiveTechnologyChanged(running: true)
    #expect(visibility.presence == .expanded, "VoiceOver starting brings every tab back")
    Self.scrolledDown(&visibility, to: 3_000)
    #expect(visibility.presence == .expanded, "its three-finger scroll does not minimize it")
  }

  @Test func hidesOnScrollStillNamesTheHidingBehaviour() {
    var visibility = TabBarVisibility(hidesOnScroll: true)
    #expect(visibility.scrollBehavior == .hides && visibility.hidesOnScroll)
    visibility.hidesOnScroll = false
    #expect(visibility.scrollBehavior == .stays)
    visibility.scrollBehavior = .minimizes
    #expect(!visibility.hidesOnScroll)
  }
}
