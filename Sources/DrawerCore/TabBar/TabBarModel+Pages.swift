/// A tab's view as a host keeps it alive: the tab, and whether it is the one showing.
///
/// A `TabView` builds and removes its tabs' views as the person switches; a floating tab bar
/// keeps every visited tab's view (``TabBarModel/pages(visited:)``), so a tab's `onAppear` runs
/// once and its tasks go on while another shows. ``isShowing`` is what such a view needs instead:
/// the SwiftUI layer publishes it to the tab's views, which refresh or pause on it.
///
/// ```swift
/// for page in tabBar.pages(visited: visited) {
///   draw(page.tab, visible: page.isShowing, offsetX: page.offset(inContainerOfWidth: 390))
/// }
/// ```
@_spi(DrawerKit) public struct TabBarPage<ID: Hashable & Sendable>: Sendable, Hashable, Identifiable
{
  /// The tab.
  public let tab: TabBarItem<ID>
  /// Whether the tab is the one showing: drawn, reachable by touches and assistive
  /// technologies, and on screen. At most one page of a tab bar shows.
  public let isShowing: Bool

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - tab: the tab.
  ///   - isShowing: whether it is the one showing.
  public init(tab: TabBarItem<ID>, isShowing: Bool) {
    self.tab = tab
    self.isShowing = isShowing
  }

  /// The tab's identity.
  public var id: ID { tab.id }

  /// How far, in points, a host moves the page's view along the container's width: `0` for the
  /// showing page; for the others, twice the container's width, off the screen whatever safe
  /// areas the page's scroll views reach into (the bands beside a landscape notch are
  /// narrower than the container).
  ///
  /// Out of sight is not enough: UIKit scrolls to the top, on a tap on the status bar, the
  /// scroll view beneath the tap that is closest to the status bar, and on iPhone does nothing
  /// at all when more than one scroll view on screen would answer (`UIScrollView.scrollsToTop`).
  /// A kept tab drawn at opacity 0 in place is beneath the tap and on screen; moved off the
  /// screen it is neither, and the showing tab's scroll views are the only ones left.
  ///
  /// - Parameter width: the container's width in points; negative or non-finite counts as 0.
  /// - Returns: the horizontal offset in points.
  public func offset(inContainerOfWidth width: Double) -> Double {
    guard !isShowing, width.isFinite else { return 0 }
    return 2 * Swift.max(width, 0)
  }
}

extension TabBarModel {
  /// Whether the tab with the identity `id` is the one showing: the selected tab, when the bar
  /// shows it. A selection that names no tab shows none.
  ///
  /// - Parameter id: a tab's identity.
  /// - Returns: `true` for the showing tab.
  public func isShowing(_ id: ID) -> Bool {
    id == selection && selectedIndex != nil
  }

  /// The tabs whose views a host keeps alive, as ``keptTabs(visited:)`` lists them, each with
  /// whether it is the one showing.
  ///
  /// ```swift
  /// let pages = tabBar.pages(visited: visited)
  /// pages.filter(\.isShowing).map(\.id)  // [tabBar.selection]
  /// ```
  ///
  /// - Parameter visited: the tabs shown so far, as ``visits(after:)`` keeps them.
  /// - Returns: the pages, leading to trailing.
  public func pages(visited: Set<ID>) -> [TabBarPage<ID>] {
    keptTabs(visited: visited).map { TabBarPage(tab: $0, isShowing: isShowing($0.id)) }
  }

  /// The tab bar with its selection on a tab it shows: unchanged when ``selection`` names one of
  /// ``tabs``, moved to the first tab when it does not (the selected tab was hidden or removed),
  /// as the system tab bar falls back to its first tab. A bar without tabs is unchanged.
  ///
  /// ```swift
  /// TabBarModel(tabs: [home, search], selection: .library).withSelectionShown().selection
  /// // .home
  /// ```
  ///
  /// - Returns: the tab bar, with a selection it shows.
  public func withSelectionShown() -> TabBarModel<ID> {
    guard selectedIndex == nil, let first = tabs.first else { return self }
    var shown = self
    shown.selection = first.id
    return shown
  }

  /// The tabs whose views a host keeps alive, in the bar's order: the tabs the person has
  /// visited that the bar still shows, and the selected one.
  ///
  /// A tab's view is built when the tab is first shown, as `TabView` builds it, and kept while
  /// the person switches to other tabs, so that each keeps its navigation path and scroll
  /// position, however many tabs there are. A tab the bar no longer shows (the person hid it) is
  /// let go, and built afresh if it comes back.
  ///
  /// - Parameter visited: the tabs shown so far, as ``visits(after:)`` keeps them.
  /// - Returns: the tabs to keep, leading to trailing.
  public func keptTabs(visited: Set<ID>) -> [TabBarItem<ID>] {
    var seen: Set<ID> = []
    return tabs.filter { tab in
      (tab.id == selection || visited.contains(tab.id)) && seen.insert(tab.id).inserted
    }
  }

  /// The tabs visited once this tab bar is shown: the earlier visits the bar still shows, and
  /// the selected tab.
  ///
  /// - Parameter visited: the tabs visited before.
  /// - Returns: the tabs visited now.
  public func visits(after visited: Set<ID>) -> Set<ID> {
    var now = Set(tabs.map(\.id)).intersection(visited)
    if selectedIndex != nil { now.insert(selection) }
    return now
  }
}
