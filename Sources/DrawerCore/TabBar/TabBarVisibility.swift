/// Whether a floating tab bar is showing, minimized or hidden: it hides while the software
/// keyboard is up and, by option (``scrollBehavior``), hides or minimizes while the person
/// scrolls down through content, and comes back when they scroll up or reach the top, as
/// Safari's toolbar and the system tab bar of iOS 26 do.
///
/// Scrolling is judged with hysteresis, so that the small back-and-forth of a finger at rest does
/// not make the bar flicker: it hides (or minimizes) after ``hideDistance`` points of scrolling
/// down since the last turn, and expands after ``showDistance`` points of scrolling up, or at
/// once within ``topZone`` points of the top.
///
/// ```swift
/// var visibility = TabBarVisibility(scrollBehavior: .minimizes)
/// visibility.scrolled(to: 10)    // expanded
/// visibility.scrolled(to: 80)    // minimized: 70 pt down since the turn
/// visibility.scrolled(to: 60)    // expanded again: 20 pt back up
/// ```
///
/// While an assistive technology that moves through the screen element by element runs
/// (VoiceOver, Switch Control), scrolling neither hides nor minimizes the bar: VoiceOver's
/// three-finger scroll moves the content too, and a bar that slid away or shrank to one tab with
/// it would leave the person no other tab to move to. A bar hidden by scrolling stays within
/// reach of assistive technologies all the same (``isAccessible``), for those no public API
/// reports (Voice Control): naming a tab still chooses it.
///
/// The value changes on every scroll frame (it remembers the last offset); a host keeps it in a
/// ``TabBarVisibilityTracker``, outside view state, which says when the bar is to show, hide,
/// minimize or expand.
public struct TabBarVisibility: Sendable, Hashable {
  /// How far the content must scroll down, in points, before the bar hides.
  public static let hideDistance = 24.0
  /// How far the content must scroll up, in points, before the bar shows again.
  public static let showDistance = 12.0
  /// Within this many points of the top, the bar always shows.
  public static let topZone = 8.0

  /// What scrolling down does to the bar.
  public var scrollBehavior: TabBarScrollBehavior {
    // A scroll view with another behaviour starts afresh: scrolling judged under the old one
    // (where `.stays` never sends the bar away) must not collapse the bar under the new.
    didSet { if scrollBehavior != oldValue { resetScrolling() } }
  }
  /// Whether the software keyboard is up, which hides the bar whatever the scrolling.
  public private(set) var isKeyboardVisible = false
  /// Whether VoiceOver or Switch Control is running, which keeps the bar from hiding or
  /// minimizing on scroll; see ``assistiveTechnologyChanged(running:)``.
  public private(set) var isAssistiveTechnologyRunning = false
  /// Whether the scrolling has sent the bar away (hidden or minimized, by the behaviour).
  private var collapsedByScroll = false
  private var lastOffset: Double?
  /// The offset where the scrolling last turned around.
  private var turnOffset = 0.0

  /// Creates the visibility of a bar that is showing, expanded.
  ///
  /// - Parameter hidesOnScroll: whether scrolling down hides the bar
  ///   (``TabBarScrollBehavior/hides``) or does nothing (``TabBarScrollBehavior/stays``).
  public init(hidesOnScroll: Bool = false) {
    self.scrollBehavior = hidesOnScroll ? .hides : .stays
  }

  /// Creates the visibility of a bar that is showing, expanded.
  ///
  /// ```swift
  /// var visibility = TabBarVisibility(scrollBehavior: .minimizes)
  /// ```
  ///
  /// - Parameter scrollBehavior: what scrolling down does to the bar.
  public init(scrollBehavior: TabBarScrollBehavior) {
    self.scrollBehavior = scrollBehavior
  }

  /// Whether scrolling down hides the bar (``scrollBehavior`` is ``TabBarScrollBehavior/hides``);
  /// setting it to `false` makes the bar stay.
  public var hidesOnScroll: Bool {
    get { scrollBehavior == .hides }
    set { scrollBehavior = newValue ? .hides : .stays }
  }

  /// How the bar is present: hidden behind the keyboard; hidden or minimized once the scrolling
  /// sent it away (by ``scrollBehavior``, never while VoiceOver or Switch Control runs);
  /// expanded otherwise.
  public var presence: TabBarPresence {
    if isKeyboardVisible { return .hidden }
    guard collapsedByScroll && !isAssistiveTechnologyRunning else { return .expanded }
    switch scrollBehavior {
    case .stays: return .expanded
    case .hides: return .hidden
    case .minimizes: return .minimized
    }
  }

  /// Whether the bar is showing, expanded or minimized.
  public var isVisible: Bool {
    presence != .hidden
  }

  /// Whether assistive technologies reach the bar's tabs: while it shows, and while it is hidden
  /// only by scrolling (it is out of sight and out of the way of touches, but Voice Control can
  /// still name a tab, and choosing another brings the bar back); not while the keyboard covers
  /// it.
  public var isAccessible: Bool {
    !isKeyboardVisible
  }

  /// Takes note of the content's scroll offset, in points from the top (growing as the person
  /// scrolls down). Non-finite offsets are ignored.
  ///
  /// - Parameter offset: the content's vertical scroll offset, in points.
  /// - Returns: whether the bar is showing now.
  @discardableResult
  public mutating func scrolled(to offset: Double) -> Bool {
    guard offset.isFinite else { return isVisible }
    defer { lastOffset = offset }
    if offset <= Self.topZone {
      collapsedByScroll = false
      turnOffset = offset
      return isVisible
    }
    guard let last = lastOffset else {
      turnOffset = offset
      return isVisible
    }
    let goingDown = offset > last
    let wasGoingDown = last >= turnOffset
    if goingDown != wasGoingDown { turnOffset = last }
    if goingDown && offset - turnOffset > Self.hideDistance && scrollBehavior != .stays {
      collapsedByScroll = true
    }
    if !goingDown && turnOffset - offset > Self.showDistance { collapsedByScroll = false }
    return isVisible
  }

  /// Expands a bar the scrolling minimized (or hid), as a tap on the minimized bar does; the
  /// next ``hideDistance`` points of scrolling down from here send it away again. The keyboard
  /// still hides it.
  ///
  /// ```swift
  /// visibility.scrolled(to: 900)  // minimized
  /// visibility.expand()           // .expanded
  /// ```
  ///
  /// - Returns: how the bar is present now.
  @discardableResult
  public mutating func expand() -> TabBarPresence {
    collapsedByScroll = false
    if let lastOffset { turnOffset = lastOffset }
    return presence
  }

  /// Takes note of the software keyboard appearing or going away.
  ///
  /// - Parameter visible: whether the keyboard is up.
  /// - Returns: whether the bar is showing now.
  @discardableResult
  public mutating func keyboardChanged(visible: Bool) -> Bool {
    isKeyboardVisible = visible
    return isVisible
  }

  /// Takes note of whether an assistive technology that moves through the screen element by
  /// element is running: VoiceOver or Switch Control (SwiftUI's
  /// `accessibilityVoiceOverEnabled` and `accessibilitySwitchControlEnabled`). While one runs,
  /// scrolling neither hides nor minimizes the bar; when it starts, a bar hidden or minimized by
  /// scrolling comes back expanded, and when it stops, the scrolling is judged afresh from the
  /// next offset, so the bar does not vanish under the person's finger.
  ///
  /// ```swift
  /// visibility.assistiveTechnologyChanged(running: true)  // true: the bar shows
  /// visibility.scrolled(to: 900)                           // still true
  /// ```
  ///
  /// - Parameter running: whether VoiceOver or Switch Control is running.
  /// - Returns: whether the bar is showing now.
  @discardableResult
  public mutating func assistiveTechnologyChanged(running: Bool) -> Bool {
    guard running != isAssistiveTechnologyRunning else { return isVisible }
    isAssistiveTechnologyRunning = running
    resetScrolling()
    return isVisible
  }

  /// The least height, in points, the keyboard must cover for it to count as up: less is layout
  /// rounding, not a keyboard.
  public static let minimumKeyboardOverlap = 1.0

  /// Takes note of how much of the container the software keyboard covers, as a host measures
  /// it: the container's height when it ignores the keyboard's safe area less its height when it
  /// avoids the keyboard (SwiftUI's `SafeAreaRegions.keyboard`). A hardware keyboard's
  /// shortcut bar counts too: it covers the bar's place as much as a keyboard does.
  ///
  /// ```swift
  /// visibility.keyboardOverlapChanged(to: 336)  // false: the keyboard is up
  /// visibility.keyboardOverlapChanged(to: 0)    // true
  /// ```
  ///
  /// - Parameter overlap: the covered height in points; below ``minimumKeyboardOverlap``, or
  ///   not finite, counts as no keyboard.
  /// - Returns: whether the bar is showing now.
  @discardableResult
  public mutating func keyboardOverlapChanged(to overlap: Double) -> Bool {
    keyboardChanged(visible: overlap.isFinite && overlap >= Self.minimumKeyboardOverlap)
  }

  /// Forgets the scrolling seen so far and expands the bar again (unless the keyboard is up), as
  /// when the person switches to another tab, whose content is scrolled elsewhere: the first
  /// offset reported after this is where the new content rests, not a scroll.
  ///
  /// ```swift
  /// visibility.resetScrolling()
  /// visibility.scrolled(to: 900)  // still showing: the new tab was already scrolled down
  /// ```
  public mutating func resetScrolling() {
    collapsedByScroll = false
    lastOffset = nil
    turnOffset = 0
  }
}
