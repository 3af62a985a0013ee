/// A floating tab bar's visibility as a host keeps it: every scroll frame goes in, and only a
/// change a person would see (the bar expanding, minimizing or hiding, the keyboard coming or
/// going) comes out.
///
/// ``TabBarVisibility`` remembers the last scroll offset, so it changes on every frame of a
/// scroll; a host that kept it in view state would redraw the whole tab bar, every tab's content
/// included, sixty or a hundred and twenty times a second to show or hide the bar a couple of
/// times. The tracker is meant to live outside view state (in a reference the scroll views
/// report to): its methods return the ``Appearance`` to publish when the bar is to show, hide,
/// minimize or expand, or when the keyboard comes or goes, and `nil` for every other frame.
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
    /// How the bar is present: expanded, minimized or hidden.
    public var presence: TabBarPresence
    /// Whether the software keyboard is up (the bar gives its inset back to the content).
    public var isKeyboardVisible: Bool

    /// Whether the bar is showing, expanded or minimized.
    public var isVisible: Bool {
      presence != .hidden
    }

    /// Whether assistive technologies reach the bar: unless the keyboard covers it, even while
    /// it is hidden by scrolling; see ``TabBarVisibility/isAccessible``.
    public var isAccessible: Bool {
      !isKeyboardVisible
    }

    /// Creates an appearance.
    ///
    /// - Parameters:
    ///   - presence: how the bar is present.
    ///   - isKeyboardVisible: whether the software keyboard is up.
    public init(presence: TabBarPresence, isKeyboardVisible: Bool) {
      self.presence = presence
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

  /// Creates the tracker of a showing, expanded bar.
  ///
  /// - Parameters:
  ///   - scrollBehavior: what scrolling down does to the bar, unless a report says otherwise
  ///     (``scrolled(to:in:behavior:)``); hiding by default.
  ///   - selectedTab: the showing tab, or `nil` until ``select(_:)`` names it.
  public init(scrollBehavior: TabBarScrollBehavior = .hides, selectedTab: ID? = nil) {
    visibility = TabBarVisibility(scrollBehavior: scrollBehavior)
    self.selectedTab = selectedTab
    appearance = Appearance(presence: .expanded, isKeyboardVisible: false)
  }

  /// Creates the tracker of a showing bar that hides on scroll, or stays.
  ///
  /// - Parameters:
  ///   - hidesOnScroll: whether scrolling down hides the bar.
  ///   - selectedTab: the showing tab, or `nil` until ``select(_:)`` names it.
  public init(hidesOnScroll: Bool, selectedTab: ID? = nil) {
    self.init(scrollBehavior: hidesOnScroll ? .hides : .stays, selectedTab: selectedTab)
  }

  /// Takes note of a scroll offset reported by a scroll view in a tab.
  ///
  /// - Parameters:
  ///   - offset: the content's vertical scroll offset, in points from the top.
  ///   - tab: the tab the scroll view is in; a tab that is not showing is ignored.
  /// - Returns: the appearance to publish when the bar shows, hides, minimizes or expands,
  ///   `nil` otherwise.
  public mutating func scrolled(to offset: Double, in tab: ID) -> Appearance? {
    guard tab == selectedTab else { return nil }
    visibility.scrolled(to: offset)
    return publishedChange()
  }

  /// Takes note of a scroll offset reported by a scroll view that says what its scrolling does
  /// to the bar (one that hides it, one that minimizes it); the behaviour of the latest report
  /// applies.
  ///
  /// ```swift
  /// tracker.scrolled(to: 420, in: .feed, behavior: .minimizes)  // the bar minimizes
  /// ```
  ///
  /// - Parameters:
  ///   - offset: the content's vertical scroll offset, in points from the top.
  ///   - tab: the tab the scroll view is in; a tab that is not showing is ignored.
  ///   - behavior: what this scroll view's scrolling does to the bar.
  /// - Returns: the appearance to publish when it changes, `nil` otherwise.
  public mutating func scrolled(
    to offset: Double, in tab: ID, behavior: TabBarScrollBehavior
  ) -> Appearance? {
    guard tab == selectedTab else { return nil }
    visibility.scrollBehavior = behavior
    return scrolled(to: offset, in: tab)
  }

  /// Expands the bar the scrolling minimized, as a tap on it does; see
  /// ``TabBarVisibility/expand()``.
  ///
  /// - Returns: the appearance to publish when the bar expands, `nil` when it already was.
  public mutating func expand() -> Appearance? {
    visibility.expand()
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
  /// - Returns: the appearance to publish when the bar comes back or expands, `nil` otherwise.
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
      presence: visibility.presence, isKeyboardVisible: visibility.isKeyboardVisible)
    guard now != appearance else { return nil }
    appearance = now
    return now
  }
}
