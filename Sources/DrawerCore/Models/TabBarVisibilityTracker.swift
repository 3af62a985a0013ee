/// A floating tab bar's visibility as a host keeps it: every scroll frame goes in, and only a
/// change a person would see comes out.
///
/// ``TabBarVisibility`` remembers the last scroll offset, so it changes on every frame of a
/// scroll; a host that kept it in view state would redraw the whole tab bar, every tab's content
/// included, sixty or a hundred and twenty times a second to show or hide the bar a couple of
/// times. The tracker is meant to live outside view state (in a reference the scroll views
/// report to): its methods return the ``Appearance`` to publish when the bar is to show or hide,
/// or when the keyboard comes or goes, and `nil` for every other frame.
///
/// It also knows which tab is showing, so that a scroll view in a tab kept alive in the
/// background cannot move the bar, and so that switching tabs starts the judgement afresh.
///
/// ```swift
/// var tracker = TabBarVisibilityTracker<Screen>(selectedTab: .feed)
/// for offset in stride(from: 0.0, through: 600, by: 4) {
///   if let change = tracker.scrolled(to: offset, in: .feed) {
///     publish(change)  // once, about 28 pt down: the bar hides
///   }
/// }
/// ```
public struct TabBarVisibilityTracker<ID: Hashable & Sendable>: Sendable, Hashable {
  /// What a person sees of the bar's visibility, and all a host publishes.
  public struct Appearance: Sendable, Hashable {
    /// Whether the bar is showing.
    public var isVisible: Bool
    /// Whether the software keyboard is up (the bar gives its inset back to the content).
    public var isKeyboardVisible: Bool

    /// Whether assistive technologies reach the bar: unless the keyboard covers it, even while
    /// it is hidden by scrolling; see ``TabBarVisibility/isAccessible``.
    public var isAccessible: Bool {
      !isKeyboardVisible
    }

    /// Creates an appearance.
    ///
    /// - Parameters:
    ///   - isVisible: whether the bar is showing.
    ///   - isKeyboardVisible: whether the software keyboard is up.
    public init(isVisible: Bool, isKeyboardVisible: Bool) {
      self.isVisible = isVisible
      self.isKeyboardVisible = isKeyboardVisible
    }
  }

  /// The visibility, with the scrolling seen so far.
  public private(set) var visibility: TabBarVisibility
  /// The showing tab, whose scroll views move the bar; `nil` before the first ``select(_:)``,
  /// when no tab's scrolling counts.
  public private(set) var selectedTab: ID?
  /// The appearance last returned (the one the host shows).
  public private(set) var appearance: Appearance

  /// Creates the tracker of a showing bar.
  ///
  /// - Parameters:
  ///   - hidesOnScroll: whether scrolling down hides the bar.
  ///   - selectedTab: the showing tab, or `nil` until ``select(_:)`` names it.
  public init(hidesOnScroll: Bool = true, selectedTab: ID? = nil) {
    visibility = TabBarVisibility(hidesOnScroll: hidesOnScroll)
    self.selectedTab = selectedTab
    appearance = Appearance(isVisible: true, isKeyboardVisible: false)
  }

  /// Takes note of a scroll offset reported by a scroll view in a tab.
  ///
  /// - Parameters:
  ///   - offset: the content's vertical scroll offset, in points from the top.
  ///   - tab: the tab the scroll view is in; a tab that is not showing is ignored.
  /// - Returns: the appearance to publish when the bar shows or hides, `nil` otherwise.
  public mutating func scrolled(to offset: Double, in tab: ID) -> Appearance? {
    guard tab == selectedTab else { return nil }
    visibility.scrolled(to: offset)
    return publishedChange()
  }

  /// Takes note of how much of the container the software keyboard covers; see
  /// ``TabBarVisibility/keyboardOverlapChanged(to:)``. A keyboard sliding in reports many
  /// heights and publishes once.
  ///
  /// - Parameter overlap: the covered height in points.
  /// - Returns: the appearance to publish when the keyboard came or went, `nil` otherwise.
  public mutating func keyboardOverlapChanged(to overlap: Double) -> Appearance? {
    visibility.keyboardOverlapChanged(to: overlap)
    return publishedChange()
  }

  /// Takes note of whether VoiceOver or Switch Control is running; see
  /// ``TabBarVisibility/assistiveTechnologyChanged(running:)``.
  ///
  /// - Parameter running: whether one of them is running.
  /// - Returns: the appearance to publish when the bar comes back, `nil` otherwise.
  public mutating func assistiveTechnologyChanged(running: Bool) -> Appearance? {
    visibility.assistiveTechnologyChanged(running: running)
    return publishedChange()
  }

  /// Takes note of the showing tab. Switching to another tab forgets the scrolling seen so far
  /// and shows the bar (``TabBarVisibility/resetScrolling()``); naming the showing tab again
  /// changes nothing.
  ///
  /// - Parameter tab: the showing tab.
  /// - Returns: the appearance to publish when the bar comes back, `nil` otherwise.
  public mutating func select(_ tab: ID) -> Appearance? {
    guard tab != selectedTab else { return nil }
    selectedTab = tab
    visibility.resetScrolling()
    return publishedChange()
  }

  /// The appearance now, when it differs from the one last returned.
  private mutating func publishedChange() -> Appearance? {
    let now = Appearance(
      isVisible: visibility.isVisible, isKeyboardVisible: visibility.isKeyboardVisible)
    guard now != appearance else { return nil }
    appearance = now
    return now
  }
}
