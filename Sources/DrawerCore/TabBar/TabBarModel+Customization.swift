extension TabBarModel where ID: Codable {
  /// The tab bar as a person arranged it: the visible tabs in their order, with the selection
  /// moved to the first visible tab when the selected one is hidden.
  ///
  /// - Parameter customization: the person's arrangement.
  /// - Returns: the tab bar to show.
  public func customized(by customization: TabBarCustomization<ID>) -> TabBarModel<ID> {
    var shown = self
    shown.tabs = customization.visibleTabs(from: tabs)
    return shown.withSelectionShown()
  }
}
