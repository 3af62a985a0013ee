@_spi(DrawerKit) import DrawerCore
import Testing

/// Scrolling reaches the host's view state only when the bar shows or hides: a long scroll
/// publishes as many changes as the bar has visibility flips, not one per frame.
@Suite struct TabBarVisibilityTrackerTests {
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
    var tracker = TabBarVisibilityTracker<Screen>(selectedTab: .feed)
    // The reference: a bare visibility fed the same frames, its flips counted.
    var reference = TabBarVisibility(hidesOnScroll: true)
    var flips = 0
    var published: [TabBarVisibilityTracker<Screen>.Appearance] = []
    for offset in frames {
      let before = reference.isVisible
      if reference.scrolled(to: offset) != before { flips += 1 }
      if let change = tracker.scrolled(to: offset, in: .feed) { published.append(change) }
    }
    #expect(frames.count > 1_000, "seed \(seed): a long scroll")
    #expect(published.count == flips, "seed \(seed): one publication per flip")
    #expect(flips == 24, "seed \(seed): each cycle hides the bar once and shows it once")
    #expect(
      published.map(\.isVisible) == Array(repeating: [false, true], count: 12).flatMap { $0 },
      "seed \(seed): publications alternate, hide first")
    #expect(tracker.appearance == published.last)
  }

  @Test func aScrollThatNeverTurnsPublishesOnce() {
    var tracker = TabBarVisibilityTracker<Screen>(selectedTab: .feed)
    let changes = stride(from: 0.0, through: 6_000, by: 3).compactMap {
      tracker.scrolled(to: $0, in: .feed)
    }
    #expect(changes == [.init(presence: .hidden, isKeyboardVisible: false)])
  }

  @Test func withoutHidingOnScrollNothingIsPublished() {
    var tracker = TabBarVisibilityTracker<Screen>(hidesOnScroll: false, selectedTab: .feed)
    let frames = Self.scrollFrames(cycles: 4, down: 400, up: 100, step: 4, seed: 3)
    #expect(frames.compactMap { tracker.scrolled(to: $0, in: .feed) }.isEmpty)
  }

  @Test func aTabInTheBackgroundDoesNotMoveTheBar() {
    var tracker = TabBarVisibilityTracker<Screen>(selectedTab: .home)
    let changes = stride(from: 0.0, through: 800, by: 8).compactMap {
      tracker.scrolled(to: $0, in: .feed)
    }
    #expect(changes.isEmpty && tracker.appearance.isVisible)
    var unselected = TabBarVisibilityTracker<Screen>()
    #expect(unselected.scrolled(to: 500, in: .home) == nil, "no tab shows yet")
  }

  @Test func switchingTabsBringsTheBarBackOnce() {
    var tracker = TabBarVisibilityTracker<Screen>(selectedTab: .feed)
    for offset in stride(from: 0.0, through: 400, by: 10) {
      _ = tracker.scrolled(to: offset, in: .feed)
    }
    #expect(!tracker.appearance.isVisible)
    #expect(tracker.select(.home) == .init(presence: .expanded, isKeyboardVisible: false))
    #expect(tracker.select(.home) == nil, "the showing tab again changes nothing")
    #expect(tracker.scrolled(to: 900, in: .home) == nil, "where the new tab rests is no scroll")
    #expect(tracker.select(.feed) == nil, "the bar already shows")
  }

  @Test func aKeyboardSlidingInPublishesOnceEachWay() {
    var tracker = TabBarVisibilityTracker<Screen>(selectedTab: .home)
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
    var tracker = TabBarVisibilityTracker<Screen>(selectedTab: .feed)
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
    var tracker = TabBarVisibilityTracker<Screen>(selectedTab: .feed)
    for offset in stride(from: 0.0, through: 400, by: 10) {
      _ = tracker.scrolled(to: offset, in: .feed)
    }
    #expect(!tracker.appearance.isVisible && tracker.appearance.isAccessible)
    #expect(
      tracker.assistiveTechnologyChanged(running: true)
        == .init(presence: .expanded, isKeyboardVisible: false))
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
    var tracker = TabBarVisibilityTracker<Screen>(selectedTab: .feed)
    var reference = TabBarVisibility(scrollBehavior: .minimizes)
    var flips = 0
    var published: [TabBarPresence] = []
    for offset in frames {
      let before = reference.presence
      reference.scrolled(to: offset)
      if reference.presence != before { flips += 1 }
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
    var tracker = TabBarVisibilityTracker<Screen>(scrollBehavior: .minimizes, selectedTab: .feed)
    let changes = stride(from: 0.0, through: 600, by: 5).compactMap {
      tracker.scrolled(to: $0, in: .feed)
    }
    #expect(changes == [.init(presence: .minimized, isKeyboardVisible: false)])
    #expect(tracker.expand() == .init(presence: .expanded, isKeyboardVisible: false))
    #expect(tracker.expand() == nil, "already expanded")
  }

  @Test func voiceOverExpandsAMinimizedBarOnceAndKeepsItExpanded() {
    var tracker = TabBarVisibilityTracker<Screen>(scrollBehavior: .minimizes, selectedTab: .feed)
    for offset in stride(from: 0.0, through: 400, by: 10) {
      _ = tracker.scrolled(to: offset, in: .feed)
    }
    #expect(tracker.appearance.presence == .minimized)
    #expect(
      tracker.assistiveTechnologyChanged(running: true)
        == .init(presence: .expanded, isKeyboardVisible: false))
    let changes = stride(from: 400.0, through: 3_000, by: 25).compactMap {
      tracker.scrolled(to: $0, in: .feed)
    }
    #expect(changes.isEmpty, "scrolling publishes nothing while VoiceOver runs")
  }
}
