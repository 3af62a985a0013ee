/// Decides how a floating tab bar is present (``TabBarPresence``), as a host keeps it: every
/// scroll frame goes in, and only a change a person would see (the bar expanding, minimizing or
/// hiding, the keyboard coming or going) comes out, as a ``Decision`` to publish.
///
/// The bar hides while the software keyboard is up and, by the scroll view's behaviour
/// (``TabBarScrollBehavior``), hides or minimizes while the person scrolls down through content,
/// and comes back when they scroll up or reach the top, as Safari's toolbar and the system tab
/// bar of iOS 26 do. Scrolling is judged with hysteresis, so that the small back-and-forth of a
/// finger at rest does not make the bar flicker: it hides (or minimizes) after
/// ``hideDistance`` points of scrolling down since the last turn, and expands after
/// ``showDistance`` points of scrolling up, or at once within ``topZone`` points of the top.
///
/// While an assistive technology that moves through the screen element by element runs
/// (VoiceOver, Switch Control), scrolling neither hides nor minimizes the bar: VoiceOver's
/// three-finger scroll moves the content too, and a bar that slid away or shrank to one tab with
/// it would leave the person no other tab to move to. Voice Control cannot be detected (no
/// public API reports it), and it acts on what is on screen: a bar hidden by scrolling is out of
/// its reach, as it is out of sight and out of the way of touches, and it is hidden from
/// assistive technologies too (``Decision/isAccessible``), so that Full Keyboard Access does not
/// move onto tabs no one can see. A person brings it back by scrolling up ("Scroll up" to Voice
/// Control) or to the top; an app whose people rely on Voice Control can leave the bar in place
/// (``TabBarScrollBehavior/stays``).
///
/// The tracker remembers the last scroll offset, so it changes on every frame of a scroll; a host
/// that kept it in view state would redraw the whole tab bar, every tab's content included, sixty
/// or a hundred and twenty times a second to show or hide the bar a couple of times. It is meant
/// to live outside view state (in a reference the scroll views report to): its methods return
/// the ``Decision`` to publish when the bar is to show, hide, minimize or expand, or when the
/// keyboard comes or goes, and `nil` for every other frame.
///
/// It also knows which tab is showing, so that a scroll view in a tab kept alive in the
/// background cannot move the bar, and so that switching tabs starts the judgement afresh.
///
/// ```swift
/// var tracker = TabBarPresenceTracker<Screen>(scrollBehavior: .minimizes, selectedTab: .feed)
/// tracker.scrolled(to: 10, in: .feed)  // nil: still expanded
/// tracker.scrolled(to: 80, in: .feed)  // .minimized: 70 pt down since the turn
/// tracker.scrolled(to: 60, in: .feed)  // .expanded again: 20 pt back up
/// ```
@_spi(DrawerKit) public struct TabBarPresenceTracker<ID: Hashable & Sendable>: Sendable, Hashable {
  /// What the tracker decided, and all a host publishes: how the bar is present, and whether
  /// the keyboard covers it.
  public struct Decision: Sendable, Hashable {
    /// How the bar is present: expanded, minimized or hidden.
    public var presence: TabBarPresence
    /// Whether the software keyboard is up (the bar gives its inset back to the content).
    public var isKeyboardVisible: Bool

    /// Whether the bar is showing, expanded or minimized.
    public var isVisible: Bool {
      presence != .hidden
    }

    /// Whether assistive technologies reach the bar's tabs: while it shows, expanded or
    /// minimized. Hidden (by scrolling, or behind the keyboard) it is out of sight and out of
    /// the way of touches, and out of their reach too: Voice Control, which acts on what is on
    /// screen, could not reach it anyway, and Full Keyboard Access would move onto tabs no one
    /// can see. VoiceOver and Switch Control never meet a hidden bar: while they run, scrolling
    /// does not hide it, and one hidden when they start comes back.
    public var isAccessible: Bool {
      isVisible && !isKeyboardVisible
    }

    /// Creates a decision.
    ///
    /// - Parameters:
    ///   - presence: how the bar is present.
    ///   - isKeyboardVisible: whether the software keyboard is up.
    public init(presence: TabBarPresence, isKeyboardVisible: Bool) {
      self.presence = presence
      self.isKeyboardVisible = isKeyboardVisible
    }
  }

  /// How far the content must scroll down, in points, before the bar hides.
  public static var hideDistance: Double { 24 }
  /// How far the content must scroll up, in points, before the bar shows again.
  public static var showDistance: Double { 12 }
  /// Within this many points of the top, the bar always shows.
  public static var topZone: Double { 8 }
  /// The least height, in points, the keyboard must cover for it to count as up: less is layout
  /// rounding, not a keyboard.
  public static var minimumKeyboardOverlap: Double { 1 }

  /// What scrolling down does to the bar: the behaviour of the latest report that named one
  /// (``scrolled(to:in:behavior:)``), or the one the tracker was created with.
  public private(set) var scrollBehavior: TabBarScrollBehavior
  /// Whether VoiceOver or Switch Control is running, which keeps the bar from hiding or
  /// minimizing on scroll; see ``assistiveTechnologyChanged(running:)``.
  public private(set) var isAssistiveTechnologyRunning = false
  /// The showing tab, whose scroll views move the bar; `nil` before the first ``select(_:)``,
  /// when no tab's scrolling counts.
  public private(set) var selectedTab: ID?
  /// The decision last returned (the one the host shows); it is always the tracker's current
  /// decision, since every report that changes it returns it.
  public private(set) var decision: Decision
  /// Whether the software keyboard is up, which hides the bar whatever the scrolling.
  private var isKeyboardVisible = false
  /// Whether the scrolling has sent the bar away (hidden or minimized, by the behaviour).
  private var collapsedByScroll = false
  private var lastOffset: Double?
  /// The offset where the scrolling last turned around.
  private var turnOffset = 0.0

  /// Creates the tracker of a showing, expanded bar.
  ///
  /// - Parameters:
  ///   - scrollBehavior: what scrolling down does to the bar, unless a report says otherwise
  ///     (``scrolled(to:in:behavior:)``); hiding by default.
  ///   - selectedTab: the showing tab, or `nil` until ``select(_:)`` names it.
  public init(scrollBehavior: TabBarScrollBehavior = .hides, selectedTab: ID? = nil) {
    self.scrollBehavior = scrollBehavior
    self.selectedTab = selectedTab
    decision = Decision(presence: .expanded, isKeyboardVisible: false)
  }

  /// Creates the tracker of a showing bar that hides on scroll
  /// (``TabBarScrollBehavior/hides``), or stays (``TabBarScrollBehavior/stays``).
  ///
  /// - Parameters:
  ///   - hidesOnScroll: whether scrolling down hides the bar.
  ///   - selectedTab: the showing tab, or `nil` until ``select(_:)`` names it.
  public init(hidesOnScroll: Bool, selectedTab: ID? = nil) {
    self.init(scrollBehavior: hidesOnScroll ? .hides : .stays, selectedTab: selectedTab)
  }

  /// Whether scrolling down hides the bar (``scrollBehavior`` is
  /// ``TabBarScrollBehavior/hides``).
  public var hidesOnScroll: Bool {
    scrollBehavior == .hides
  }

  /// Takes note of a scroll offset reported by a scroll view in a tab. Non-finite offsets are
  /// ignored.
  ///
  /// - Parameters:
  ///   - offset: the content's vertical scroll offset, in points from the top (growing as the
  ///     person scrolls down).
  ///   - tab: the tab the scroll view is in; a tab that is not showing is ignored.
  /// - Returns: the decision to publish when the bar shows, hides, minimizes or expands, `nil`
  ///   otherwise.
  @discardableResult
  public mutating func scrolled(to offset: Double, in tab: ID) -> Decision? {
    guard tab == selectedTab else { return nil }
    judgeScroll(to: offset)
    return publishedChange()
  }

  /// Takes note of a scroll offset reported by a scroll view that says what its scrolling does
  /// to the bar (one that hides it, one that minimizes it); the behaviour of the latest report
  /// applies. A report with another behaviour than the last starts the scrolling afresh:
  /// scrolling judged under the old one (where ``TabBarScrollBehavior/stays`` never sends the
  /// bar away) must not collapse the bar under the new.
  ///
  /// ```swift
  /// tracker.scrolled(to: 420, in: .feed, behavior: .minimizes)  // the bar minimizes
  /// ```
  ///
  /// - Parameters:
  ///   - offset: the content's vertical scroll offset, in points from the top.
  ///   - tab: the tab the scroll view is in; a tab that is not showing is ignored.
  ///   - behavior: what this scroll view's scrolling does to the bar.
  /// - Returns: the decision to publish when it changes, `nil` otherwise.
  @discardableResult
  public mutating func scrolled(
    to offset: Double, in tab: ID, behavior: TabBarScrollBehavior
  ) -> Decision? {
    guard tab == selectedTab else { return nil }
    if behavior != scrollBehavior {
      scrollBehavior = behavior
      resetScrolling()
    }
    return scrolled(to: offset, in: tab)
  }

  /// Expands a bar the scrolling minimized (or hid), as a tap on the minimized bar does; the
  /// next ``hideDistance`` points of scrolling down from here send it away again. The keyboard
  /// still hides it.
  ///
  /// ```swift
  /// tracker.scrolled(to: 900, in: .feed)  // minimized
  /// tracker.expand()                      // .expanded
  /// ```
  ///
  /// - Returns: the decision to publish when the bar expands, `nil` when it already was
  ///   expanded (or is behind the keyboard).
  @discardableResult
  public mutating func expand() -> Decision? {
    collapsedByScroll = false
    if let lastOffset { turnOffset = lastOffset }
    return publishedChange()
  }

  /// Takes note of how much of the container the software keyboard covers, as a host measures
  /// it: the container's height when it ignores the keyboard's safe area less its height when it
  /// avoids the keyboard (SwiftUI's `SafeAreaRegions.keyboard`). A hardware keyboard's
  /// shortcut bar counts too: it covers the bar's place as much as a keyboard does. A keyboard
  /// sliding in reports many heights and publishes once.
  ///
  /// ```swift
  /// tracker.keyboardOverlapChanged(to: 336)  // hidden: the keyboard is up
  /// tracker.keyboardOverlapChanged(to: 0)    // expanded
  /// ```
  ///
  /// - Parameter overlap: the covered height in points; below ``minimumKeyboardOverlap``, or
  ///   not finite, counts as no keyboard.
  /// - Returns: the decision to publish when the keyboard came or went, `nil` otherwise.
  @discardableResult
  public mutating func keyboardOverlapChanged(to overlap: Double) -> Decision? {
    isKeyboardVisible = overlap.isFinite && overlap >= Self.minimumKeyboardOverlap
    return publishedChange()
  }

  /// Takes note of whether an assistive technology that moves through the screen element by
  /// element is running: VoiceOver or Switch Control (SwiftUI's
  /// `accessibilityVoiceOverEnabled` and `accessibilitySwitchControlEnabled`). While one runs,
  /// scrolling neither hides nor minimizes the bar; when it starts, a bar hidden or minimized by
  /// scrolling comes back expanded, and when it stops, the scrolling is judged afresh from the
  /// next offset, so the bar does not vanish under the person's finger.
  ///
  /// ```swift
  /// tracker.assistiveTechnologyChanged(running: true)  // the bar shows
  /// tracker.scrolled(to: 900, in: .feed)               // nil: it still shows
  /// ```
  ///
  /// - Parameter running: whether VoiceOver or Switch Control is running.
  /// - Returns: the decision to publish when the bar comes back or expands, `nil` otherwise.
  @discardableResult
  public mutating func assistiveTechnologyChanged(running: Bool) -> Decision? {
    guard running != isAssistiveTechnologyRunning else { return nil }
    isAssistiveTechnologyRunning = running
    resetScrolling()
    return publishedChange()
  }

  /// Takes note of the showing tab. Switching to another tab forgets the scrolling seen so far
  /// and expands the bar again (unless the keyboard is up): the other tab's content is scrolled
  /// elsewhere, and the first offset reported after this is where it rests, not a scroll.
  /// Naming the showing tab again changes nothing.
  ///
  /// ```swift
  /// tracker.select(.home)                 // the bar comes back
  /// tracker.scrolled(to: 900, in: .home)  // nil: the tab was already scrolled down
  /// ```
  ///
  /// - Parameter tab: the showing tab.
  /// - Returns: the decision to publish when the bar comes back, `nil` otherwise.
  @discardableResult
  public mutating func select(_ tab: ID) -> Decision? {
    guard tab != selectedTab else { return nil }
    selectedTab = tab
    resetScrolling()
    return publishedChange()
  }

  /// How the bar is present: hidden behind the keyboard; hidden or minimized once the scrolling
  /// sent it away (by ``scrollBehavior``, never while VoiceOver or Switch Control runs);
  /// expanded otherwise.
  private var presence: TabBarPresence {
    if isKeyboardVisible { return .hidden }
    guard collapsedByScroll && !isAssistiveTechnologyRunning else { return .expanded }
    switch scrollBehavior {
    case .stays: return .expanded
    case .hides: return .hidden
    case .minimizes: return .minimized
    }
  }

  /// Judges a scroll offset with the hysteresis: down past ``hideDistance`` since the last turn
  /// sends the bar away (unless it stays), up past ``showDistance`` or into the ``topZone``
  /// brings it back.
  private mutating func judgeScroll(to offset: Double) {
    guard offset.isFinite else { return }
    defer { lastOffset = offset }
    if offset <= Self.topZone {
      collapsedByScroll = false
      turnOffset = offset
      return
    }
    guard let last = lastOffset else {
      turnOffset = offset
      return
    }
    let goingDown = offset > last
    let wasGoingDown = last >= turnOffset
    if goingDown != wasGoingDown { turnOffset = last }
    if goingDown && offset - turnOffset > Self.hideDistance && scrollBehavior != .stays {
      collapsedByScroll = true
    }
    if !goingDown && turnOffset - offset > Self.showDistance { collapsedByScroll = false }
  }

  /// Forgets the scrolling seen so far, which expands the bar again unless the keyboard is up.
  private mutating func resetScrolling() {
    collapsedByScroll = false
    lastOffset = nil
    turnOffset = 0
  }

  /// The decision now, when it differs from the one last returned.
  private mutating func publishedChange() -> Decision? {
    let now = Decision(presence: presence, isKeyboardVisible: isKeyboardVisible)
    guard now != decision else { return nil }
    decision = now
    return now
  }
}
