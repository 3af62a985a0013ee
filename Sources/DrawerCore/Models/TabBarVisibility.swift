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
    !isKeyboardVisible && !(hidesOnScroll && hiddenByScroll)
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
}
