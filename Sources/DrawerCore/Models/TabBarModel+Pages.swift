extension TabBarModel {
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
