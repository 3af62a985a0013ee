/// Whether a floating tab bar is showing: it hides while the software keyboard is up and, by
/// option, while the person scrolls down through content, and comes back when they scroll up or
/// reach the top, as Safari's toolbar does.
///
/// Scrolling is judged with hysteresis, so that the small back-and-forth of a finger at rest does
/// not make the bar flicker: it hides after ``hideDistance`` points of scrolling down since the
/// last turn, and shows after ``showDistance`` points of scrolling up, or at once within
/// ``topZone`` points of the top.
///
/// ```swift
/// var visibility = TabBarVisibility(hidesOnScroll: true)
/// visibility.scrolled(to: 10)    // still showing
/// visibility.scrolled(to: 80)    // hidden: 70 pt down since the turn
/// visibility.scrolled(to: 60)    // showing again: 20 pt back up
/// ```
///
/// While an assistive technology that moves through the screen element by element runs
/// (VoiceOver, Switch Control), scrolling does not hide the bar: VoiceOver's three-finger scroll
/// moves the content too, and a bar that slid away with it would leave the person no tab to move
/// to. A bar hidden by scrolling stays within reach of assistive technologies all the same
/// (``isAccessible``), for those no public API reports (Voice Control): naming a tab still
/// chooses it.
///
/// The value changes on every scroll frame (it remembers the last offset); a host keeps it in a
/// ``TabBarVisibilityTracker``, outside view state, which says when the bar is to show or hide.
public struct TabBarVisibility: Sendable, Hashable {
  /// How far the content must scroll down, in points, before the bar hides.
  public static let hideDistance = 24.0
  /// How far the content must scroll up, in points, before the bar shows again.
  public static let showDistance = 12.0
  /// Within this many points of the top, the bar always shows.
  public static let topZone = 8.0

  /// Whether scrolling down hides the bar.
  public var hidesOnScroll: Bool
  /// Whether the software keyboard is up, which hides the bar whatever the scrolling.
  public private(set) var isKeyboardVisible = false
  /// Whether VoiceOver or Switch Control is running, which keeps the bar from hiding on scroll;
  /// see ``assistiveTechnologyChanged(running:)``.
  public private(set) var isAssistiveTechnologyRunning = false
  private var hiddenByScroll = false
  private var lastOffset: Double?
  /// The offset where the scrolling last turned around.
  private var turnOffset = 0.0

  /// Creates the visibility of a bar that is showing.
  ///
  /// - Parameter hidesOnScroll: whether scrolling down hides the bar.
  public init(hidesOnScroll: Bool = false) {
    self.hidesOnScroll = hidesOnScroll
  }

  /// Whether the bar is showing.
  public var isVisible: Bool {
    !isKeyboardVisible && !(hidesOnScroll && hiddenByScroll && !isAssistiveTechnologyRunning)
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
      hiddenByScroll = false
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
    if goingDown && offset - turnOffset > Self.hideDistance { hiddenByScroll = true }
    if !goingDown && turnOffset - offset > Self.showDistance { hiddenByScroll = false }
    return isVisible
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
  /// scrolling does not hide the bar; when it starts, a bar hidden by scrolling comes back, and
  /// when it stops, the scrolling is judged afresh from the next offset, so the bar does not
  /// vanish under the person's finger.
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

  /// Forgets the scrolling seen so far and shows the bar again (unless the keyboard is up), as
  /// when the person switches to another tab, whose content is scrolled elsewhere: the first
  /// offset reported after this is where the new content rests, not a scroll.
  ///
  /// ```swift
  /// visibility.resetScrolling()
  /// visibility.scrolled(to: 900)  // still showing: the new tab was already scrolled down
  /// ```
  public mutating func resetScrolling() {
    hiddenByScroll = false
    lastOffset = nil
    turnOffset = 0
  }
}
