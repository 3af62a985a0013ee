/// What tapping a tab did.
@_spi(DrawerKit) public enum TabBarSelectionChange<ID: Hashable & Sendable>: Sendable, Hashable {
  /// Another tab became the selection.
  case selected(from: ID, to: ID)
  /// The selected tab was chosen again: screens scroll to the top or pop to their root.
  case reselected(ID)
  /// The identity names no visible tab; nothing changed.
  case ignored
}

extension TabBarModel {
  /// Chooses a tab, as a tap does: another tab becomes the selection; the selected one is
  /// re-selected, which ``lastReselection`` records for screens to observe.
  ///
  /// ```swift
  /// switch tabBar.select(.home) {
  /// case .reselected: scrollToTop()
  /// default: break
  /// }
  /// ```
  /// - Parameter id: the chosen tab's identity.
  /// - Returns: what changed.
  @discardableResult
  public mutating func select(_ id: ID) -> TabBarSelectionChange<ID> {
    guard tabs.contains(where: { $0.id == id }) else { return .ignored }
    if id == selection {
      lastReselection = TabBarReselection(id: id, count: (lastReselection?.count ?? 0) + 1)
      return .reselected(id)
    }
    let previous = selection
    selection = id
    return .selected(from: previous, to: id)
  }
}
