@_spi(DrawerKit) import DrawerCore
import Testing

/// The bar hides while the person scrolls down and shows as they scroll back up, with
/// hysteresis; the keyboard hides it; VoiceOver and Switch Control keep it.
@Suite struct TabBarPresenceTrackerScrollingTests {
  enum Screen: Hashable, Sendable { case home, feed }

  @Test func scrollingDownHidesAndUpShowsWithHysteresis() {
    var tracker = TabBarPresenceTracker<Screen>(hidesOnScroll: true, selectedTab: .feed)
    let path: [(Double, Bool, String)] = [
      (10, true, "showing"), (30, true, "20 pt down is not yet enough"), (40, false, "30 pt"),
      (400, false, "far down"), (392, false, "8 pt back up is a finger at rest"),
      (385, true, "15 pt back up"), (400, true, "turning down again needs the full distance"),
      (420, false, "35 pt down since the turn"), (3, true, "the top always shows the bar"),
    ]
    for (offset, visible, why) in path {
      tracker.scrolled(to: offset, in: .feed)
      #expect(tracker.decision.isVisible == visible, "\(offset): \(why)")
    }
  }

  @Test func withoutTheOptionScrollingNeverHides() {
    var tracker = TabBarPresenceTracker<Screen>(hidesOnScroll: false, selectedTab: .feed)
    tracker.scrolled(to: 0, in: .feed)
    tracker.scrolled(to: 1000, in: .feed)
    #expect(tracker.decision.isVisible)
  }

  @Test func switchingTabsForgetsTheScrolling() {
    var tracker = TabBarPresenceTracker<Screen>(hidesOnScroll: true, selectedTab: .feed)
    tracker.scrolled(to: 0, in: .feed)
    tracker.scrolled(to: 200, in: .feed)
    let hidden = !tracker.decision.isVisible
    tracker.select(.home)
    #expect(hidden && tracker.decision.isVisible, "a new tab shows the bar")
    tracker.scrolled(to: 900, in: .home)
    #expect(tracker.decision.isVisible, "the new tab's resting offset is not a scroll down")
    tracker.scrolled(to: 940, in: .home)
    #expect(!tracker.decision.isVisible, "scrolling on from there hides it again")
  }

  @Test func switchingTabsKeepsTheKeyboard() {
    var tracker = TabBarPresenceTracker<Screen>(hidesOnScroll: true, selectedTab: .feed)
    tracker.keyboardOverlapChanged(to: 336)
    tracker.select(.home)
    #expect(!tracker.decision.isVisible && tracker.decision.isKeyboardVisible)
  }

  @Test(arguments: [
    (0.0, true), (0.4, true), (1.0, false), (55, false), (336, false), (-20, true),
    (.nan, true), (.infinity, true),
  ])
  func aKeyboardOverlapHidesTheBarFromOnePoint(overlap: Double, showing: Bool) {
    var tracker = TabBarPresenceTracker<Screen>(hidesOnScroll: false)
    tracker.keyboardOverlapChanged(to: overlap)
    #expect(
      tracker.decision.isVisible == showing && tracker.decision.isKeyboardVisible == !showing)
  }

  @Test func whileVoiceOverOrSwitchControlRunsScrollingNeverHidesTheBar() {
    var tracker = TabBarPresenceTracker<Screen>(hidesOnScroll: true, selectedTab: .feed)
    tracker.assistiveTechnologyChanged(running: true)
    let running = tracker.isAssistiveTechnologyRunning && tracker.decision.isVisible
    // VoiceOver's three-finger scroll: a page at a time, far down.
    let shown = stride(from: 0.0, through: 4_000, by: 600).map { offset in
      tracker.scrolled(to: offset, in: .feed)
      return tracker.decision.isVisible
    }
    #expect(running && shown.allSatisfy { $0 } && tracker.decision.isAccessible)
  }

  @Test func aBarHiddenByScrollingComesBackWhenVoiceOverStarts() {
    var tracker = TabBarPresenceTracker<Screen>(hidesOnScroll: true, selectedTab: .feed)
    tracker.scrolled(to: 0, in: .feed)
    tracker.scrolled(to: 300, in: .feed)
    let hidden = !tracker.decision.isVisible
    let started = tracker.assistiveTechnologyChanged(running: true)
    #expect(hidden && started?.isVisible == true)
  }

  @Test func whenVoiceOverStopsTheScrollingIsJudgedAfresh() {
    var tracker = TabBarPresenceTracker<Screen>(hidesOnScroll: true, selectedTab: .feed)
    tracker.assistiveTechnologyChanged(running: true)
    tracker.scrolled(to: 0, in: .feed)
    tracker.scrolled(to: 2_000, in: .feed)
    tracker.assistiveTechnologyChanged(running: false)
    let stopped = tracker.decision.isVisible
    tracker.scrolled(to: 2_000, in: .feed)
    let resting = tracker.decision.isVisible
    tracker.scrolled(to: 2_040, in: .feed)
    #expect(stopped && resting, "the bar does not vanish the moment VoiceOver stops")
    #expect(!tracker.decision.isVisible, "scrolling on hides it as before")
  }

  @Test func aHiddenBarIsOutOfReachOfAssistiveTechnologiesAndComesBackWithTheBar() {
    var tracker = TabBarPresenceTracker<Screen>(hidesOnScroll: true, selectedTab: .feed)
    tracker.scrolled(to: 0, in: .feed)
    #expect(tracker.decision.isAccessible, "a showing bar is reachable")
    tracker.scrolled(to: 300, in: .feed)
    #expect(
      !tracker.decision.isVisible && !tracker.decision.isAccessible,
      "slid off the screen: Full Keyboard Access must not move onto tabs no one sees")
    tracker.scrolled(to: 280, in: .feed)
    #expect(
      tracker.decision.isVisible && tracker.decision.isAccessible,
      "scrolling up brings the bar back, within reach")
    tracker.keyboardOverlapChanged(to: 336)
    #expect(!tracker.decision.isAccessible, "the keyboard covers it")
  }

  @Test func aMinimizedBarStaysWithinReach() {
    var tracker = TabBarPresenceTracker<Screen>(scrollBehavior: .minimizes, selectedTab: .feed)
    for offset in stride(from: 0.0, through: 400, by: 4) {
      tracker.scrolled(to: offset, in: .feed)
    }
    #expect(tracker.decision.presence == .minimized && tracker.decision.isAccessible)
  }

  @Test func theKeyboardHidesTheBar() {
    var tracker = TabBarPresenceTracker<Screen>(hidesOnScroll: true, selectedTab: .feed)
    tracker.keyboardOverlapChanged(to: 336)
    let withKeyboard = tracker.decision.isVisible
    tracker.scrolled(to: 0, in: .feed)
    let atTopWithKeyboard = tracker.decision.isVisible
    tracker.keyboardOverlapChanged(to: 0)
    let keyboardGone = tracker.decision.isVisible
    tracker.scrolled(to: .nan, in: .feed)
    let afterNaN = tracker.decision.isVisible
    #expect(!withKeyboard && !atTopWithKeyboard && keyboardGone && afterNaN)
  }
}

/// The bar's three states, expanded, minimized and hidden, decided from the scroll, the
/// keyboard and the assistive technologies.
@Suite struct TabBarPresenceTrackerMinimizingTests {
  enum Screen: Hashable, Sendable { case home, feed }

  /// Scrolls the feed from the top down to `depth` in steps of 4 pt.
  static func scrolledDown(_ tracker: inout TabBarPresenceTracker<Screen>, to depth: Double = 400) {
    for offset in stride(from: 0.0, through: depth, by: 4) {
      tracker.scrolled(to: offset, in: .feed)
    }
  }

  @Test(arguments: [
    (TabBarScrollBehavior.stays, TabBarPresence.expanded), (.hides, .hidden),
    (.minimizes, .minimized),
  ])
  func scrollingDownSendsTheBarWhereItsBehaviourSays(
    behavior: TabBarScrollBehavior, presence: TabBarPresence
  ) {
    var tracker = TabBarPresenceTracker<Screen>(scrollBehavior: behavior, selectedTab: .feed)
    #expect(tracker.decision.presence == .expanded)
    Self.scrolledDown(&tracker)
    #expect(tracker.decision.presence == presence)
    #expect(tracker.decision.isVisible == (presence != .hidden), "a minimized bar still shows")
    // Back up past the hysteresis: expanded again, whatever the behaviour.
    tracker.scrolled(to: 390, in: .feed)
    tracker.scrolled(to: 380, in: .feed)
    #expect(tracker.decision.presence == .expanded)
  }

  @Test func scrollingUnderAnotherBehaviourNeverCollapsesTheBarLater() {
    // 600 pt down in a scroll view whose bar stays, then one that minimizes reports 2 pt up.
    var tracker = TabBarPresenceTracker<Screen>(scrollBehavior: .stays, selectedTab: .feed)
    Self.scrolledDown(&tracker, to: 600)
    #expect(tracker.decision.presence == .expanded)
    tracker.scrolled(to: 598, in: .feed, behavior: .minimizes)
    #expect(tracker.decision.presence == .expanded, "scrolling up never minimizes the bar")
    // It takes a real scroll down under the new behaviour.
    for offset in stride(from: 598.0, through: 640, by: 4) {
      tracker.scrolled(to: offset, in: .feed)
    }
    #expect(tracker.decision.presence == .minimized)
    // Switching back to a behaviour does not carry the collapse over either.
    tracker.scrolled(to: 640, in: .feed, behavior: .hides)
    #expect(tracker.decision.presence == .expanded)
  }

  @Test func aMinimizedBarKeepsItsHysteresis() {
    var tracker = TabBarPresenceTracker<Screen>(scrollBehavior: .minimizes, selectedTab: .feed)
    tracker.scrolled(to: 100, in: .feed)
    tracker.scrolled(to: 120, in: .feed)
    #expect(tracker.decision.presence == .expanded, "20 pt down is not yet a scroll down")
    tracker.scrolled(to: 130, in: .feed)
    #expect(tracker.decision.presence == .minimized)
    tracker.scrolled(to: 122, in: .feed)
    #expect(tracker.decision.presence == .minimized, "8 pt up is a finger at rest")
    tracker.scrolled(to: 4, in: .feed)
    #expect(tracker.decision.presence == .expanded, "the top expands it at once")
  }

  @Test func aTapExpandsTheMinimizedBarUntilTheNextScrollDown() {
    var tracker = TabBarPresenceTracker<Screen>(scrollBehavior: .minimizes, selectedTab: .feed)
    Self.scrolledDown(&tracker)
    #expect(tracker.expand()?.presence == .expanded)
    tracker.scrolled(to: 420, in: .feed)
    #expect(tracker.decision.presence == .expanded, "20 pt after the tap")
    tracker.scrolled(to: 430, in: .feed)
    #expect(tracker.decision.presence == .minimized, "30 pt after the tap: minimized again")
  }

  @Test func theKeyboardHidesAMinimizedBarAndGivesItBack() {
    var tracker = TabBarPresenceTracker<Screen>(scrollBehavior: .minimizes, selectedTab: .feed)
    Self.scrolledDown(&tracker)
    tracker.keyboardOverlapChanged(to: 300)
    #expect(tracker.decision.presence == .hidden && !tracker.decision.isAccessible)
    #expect(
      tracker.expand() == nil && tracker.decision.presence == .hidden,
      "a tap cannot bring it out from behind the keyboard")
    tracker.keyboardOverlapChanged(to: 0)
    #expect(
      tracker.decision.presence == .expanded, "the tap while the keyboard was up still counts")
  }

  @Test func whileVoiceOverRunsTheBarNeverMinimizes() {
    var tracker = TabBarPresenceTracker<Screen>(scrollBehavior: .minimizes, selectedTab: .feed)
    Self.scrolledDown(&tracker)
    #expect(tracker.decision.presence == .minimized)
    tracker.assistiveTechnologyChanged(running: true)
    #expect(tracker.decision.presence == .expanded, "VoiceOver starting brings every tab back")
    Self.scrolledDown(&tracker, to: 3_000)
    #expect(tracker.decision.presence == .expanded, "its three-finger scroll does not minimize it")
  }

  @Test func hidesOnScrollStillNamesTheHidingBehaviour() {
    var tracker = TabBarPresenceTracker<Screen>(hidesOnScroll: true, selectedTab: .feed)
    #expect(tracker.scrollBehavior == .hides && tracker.hidesOnScroll)
    #expect(TabBarPresenceTracker<Screen>(hidesOnScroll: false).scrollBehavior == .stays)
    tracker.scrolled(to: 0, in: .feed, behavior: .minimizes)
    #expect(tracker.scrollBehavior == .minimizes && !tracker.hidesOnScroll)
  }
}

/// Scrolling reaches the host's view state only when the bar shows or hides: a long scroll
/// publishes as many changes as the bar has visibility flips, not one per frame.
@Suite struct TabBarPresenceTrackerPublishingTests {
  enum Screen: Hashable, Sendable { case home, feed }

  /// Offsets of a finger scrolling a feed, one per frame: `cycles` times down `down` points then
  /// back up `up` points, in steps of about `step` points with a jitter smaller than either
  /// hysteresis distance (a hand is not a machine), never above the top zone.
  static func scrollFrames(
    cycles: Int, down: Double, up: Double, step: Double, seed: UInt64
  ) -> [Double] {
    var random = SplitMix64(seed: seed)
    var frames: [Double] = []
    var offset = 100.0
    for _ in 0..<cycles {
      for (distance, sign) in [(down, 1.0), (up, -1.0)] {
        var travelled = 0.0
        while travelled < distance {
          let jitter = Double.random(in: -0.4...0.4, using: &random) * step
          travelled += step
          offset += sign * step + jitter
          frames.append(offset)
        }
      }
    }
    return frames
  }

  @Test(arguments: [1 as UInt64, 7, 42, 2026])
  func aLongScrollPublishesOnlyTheVisibilityFlips(seed: UInt64) {
    let frames = Self.scrollFrames(cycles: 12, down: 420, up: 160, step: 5, seed: seed)
    var tracker = TabBarPresenceTracker<Screen>(selectedTab: .feed)
    // The reference: a second tracker fed the same frames, the flips of its decision counted
    // whatever it returns.
    var reference = TabBarPresenceTracker<Screen>(hidesOnScroll: true, selectedTab: .feed)
    var flips = 0
    var published: [TabBarPresenceTracker<Screen>.Decision] = []
    for offset in frames {
      let before = reference.decision.isVisible
      reference.scrolled(to: offset, in: .feed)
      if reference.decision.isVisible != before { flips += 1 }
      if let change = tracker.scrolled(to: offset, in: .feed) { published.append(change) }
    }
    #expect(frames.count > 1_000, "seed \(seed): a long scroll")
    #expect(published.count == flips, "seed \(seed): one publication per flip")
    #expect(flips == 24, "seed \(seed): each cycle hides the bar once and shows it once")
    #expect(
      published.map(\.isVisible) == Array(repeating: [false, true], count: 12).flatMap { $0 },
      "seed \(seed): publications alternate, hide first")
    #expect(tracker.decision == published.last)
  }

  @Test func aScrollThatNeverTurnsPublishesOnce() {
    var tracker = TabBarPresenceTracker<Screen>(selectedTab: .feed)
    let changes = stride(from: 0.0, through: 6_000, by: 3).compactMap {
      tracker.scrolled(to: $0, in: .feed)
    }
    #expect(changes == [.init(presence: .hidden, isKeyboardVisible: false)])
  }

  @Test func withoutHidingOnScrollNothingIsPublished() {
    var tracker = TabBarPresenceTracker<Screen>(hidesOnScroll: false, selectedTab: .feed)
    let frames = Self.scrollFrames(cycles: 4, down: 400, up: 100, step: 4, seed: 3)
    #expect(frames.compactMap { tracker.scrolled(to: $0, in: .feed) }.isEmpty)
  }

  @Test func aTabInTheBackgroundDoesNotMoveTheBar() {
    var tracker = TabBarPresenceTracker<Screen>(selectedTab: .home)
    let changes = stride(from: 0.0, through: 800, by: 8).compactMap {
      tracker.scrolled(to: $0, in: .feed)
    }
    #expect(changes.isEmpty && tracker.decision.isVisible)
    var unselected = TabBarPresenceTracker<Screen>()
    #expect(unselected.scrolled(to: 500, in: .home) == nil, "no tab shows yet")
  }

  @Test func switchingTabsBringsTheBarBackOnce() {
    var tracker = TabBarPresenceTracker<Screen>(selectedTab: .feed)
    for offset in stride(from: 0.0, through: 400, by: 10) {
      _ = tracker.scrolled(to: offset, in: .feed)
    }
    #expect(!tracker.decision.isVisible)
    #expect(tracker.select(.home) == .init(presence: .expanded, isKeyboardVisible: false))
    #expect(tracker.select(.home) == nil, "the showing tab again changes nothing")
    #expect(tracker.scrolled(to: 900, in: .home) == nil, "where the new tab rests is no scroll")
    #expect(tracker.select(.feed) == nil, "the bar already shows")
  }

  @Test func aKeyboardSlidingInPublishesOnceEachWay() {
    var tracker = TabBarPresenceTracker<Screen>(selectedTab: .home)
    // The keyboard's height as a host measures it frame by frame while it slides in and out.
    let slide =
      Array(stride(from: 0.0, through: 336, by: 12))
      + Array(stride(from: 336.0, through: 0, by: -12))
    let changes = slide.compactMap { tracker.keyboardOverlapChanged(to: $0) }
    #expect(
      changes == [
        .init(presence: .hidden, isKeyboardVisible: true),
        .init(presence: .expanded, isKeyboardVisible: false),
      ])
  }

  @Test func scrollingBehindTheKeyboardPublishesOnlyTheKeyboard() {
    var tracker = TabBarPresenceTracker<Screen>(selectedTab: .feed)
    _ = tracker.keyboardOverlapChanged(to: 300)
    let changes = stride(from: 0.0, through: 500, by: 5).compactMap {
      tracker.scrolled(to: $0, in: .feed)
    }
    #expect(changes.isEmpty, "the bar is already hidden by the keyboard")
    #expect(
      tracker.keyboardOverlapChanged(to: 0) == .init(presence: .hidden, isKeyboardVisible: false),
      "the keyboard goes and gives the content its inset back; the scroll down keeps the bar away")
  }

  @Test func voiceOverBringsAHiddenBarBackOnceAndKeepsItThroughScrolling() {
    var tracker = TabBarPresenceTracker<Screen>(selectedTab: .feed)
    for offset in stride(from: 0.0, through: 400, by: 10) {
      _ = tracker.scrolled(to: offset, in: .feed)
    }
    #expect(!tracker.decision.isVisible && !tracker.decision.isAccessible)
    #expect(
      tracker.assistiveTechnologyChanged(running: true)
        == .init(presence: .expanded, isKeyboardVisible: false))
    #expect(tracker.decision.isAccessible, "back, and within VoiceOver's reach")
    #expect(tracker.assistiveTechnologyChanged(running: true) == nil, "no change, no publication")
    let changes = stride(from: 400.0, through: 3_000, by: 25).compactMap {
      tracker.scrolled(to: $0, in: .feed)
    }
    #expect(changes.isEmpty, "scrolling publishes nothing while VoiceOver runs")
    #expect(tracker.assistiveTechnologyChanged(running: false) == nil, "still showing")
  }

  @Test(arguments: [3 as UInt64, 11, 99, 4096])
  func aLongScrollThatMinimizesPublishesOnlyThePresenceFlips(seed: UInt64) {
    let frames = Self.scrollFrames(cycles: 10, down: 380, up: 140, step: 6, seed: seed)
    var tracker = TabBarPresenceTracker<Screen>(selectedTab: .feed)
    var reference = TabBarPresenceTracker<Screen>(scrollBehavior: .minimizes, selectedTab: .feed)
    var flips = 0
    var published: [TabBarPresence] = []
    for offset in frames {
      let before = reference.decision.presence
      reference.scrolled(to: offset, in: .feed)
      if reference.decision.presence != before { flips += 1 }
      if let change = tracker.scrolled(to: offset, in: .feed, behavior: .minimizes) {
        published.append(change.presence)
      }
    }
    #expect(frames.count > 700, "seed \(seed): a long scroll")
    #expect(published.count == flips, "seed \(seed): one publication per flip")
    #expect(flips == 20, "seed \(seed): each cycle minimizes the bar once and expands it once")
    #expect(
      published == Array(repeating: [.minimized, .expanded], count: 10).flatMap { $0 },
      "seed \(seed): never hidden, minimized first")
  }

  @Test func aTapOnTheMinimizedBarPublishesOnce() {
    var tracker = TabBarPresenceTracker<Screen>(scrollBehavior: .minimizes, selectedTab: .feed)
    let changes = stride(from: 0.0, through: 600, by: 5).compactMap {
      tracker.scrolled(to: $0, in: .feed)
    }
    #expect(changes == [.init(presence: .minimized, isKeyboardVisible: false)])
    #expect(tracker.expand() == .init(presence: .expanded, isKeyboardVisible: false))
    #expect(tracker.expand() == nil, "already expanded")
  }

  @Test func voiceOverExpandsAMinimizedBarOnceAndKeepsItExpanded() {
    var tracker = TabBarPresenceTracker<Screen>(scrollBehavior: .minimizes, selectedTab: .feed)
    for offset in stride(from: 0.0, through: 400, by: 10) {
      _ = tracker.scrolled(to: offset, in: .feed)
    }
    #expect(tracker.decision.presence == .minimized)
    #expect(
      tracker.assistiveTechnologyChanged(running: true)
        == .init(presence: .expanded, isKeyboardVisible: false))
    let changes = stride(from: 400.0, through: 3_000, by: 25).compactMap {
      tracker.scrolled(to: $0, in: .feed)
    }
    #expect(changes.isEmpty, "scrolling publishes nothing while VoiceOver runs")
  }
}
