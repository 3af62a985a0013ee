/// What tapping a tab did.
public enum TabBarSelectionChange<ID: Hashable & Sendable>: Sendable, Hashable {
  /// Another tab became the selection.
  case selected(from: ID, to: ID)
  /// The selected tab was chosen again: screens scroll to the top or pop to their root.
  case reselected(ID)
  /// The identity names no visible tab; nothing changed.
  case ignored
}

/// A re-selection of the current tab, as screens observe it: the tab, and a count that changes
/// with every re-selection, so that choosing the same tab twice is seen twice.
///
/// SwiftUI's `TabView` has no such event; UIKit's `tabBarController(_:didSelect:)` is called for a
/// re-selection too, and apps use it to scroll to the top. The SwiftUI layer publishes this value
/// in the environment for screens to react to with `onChange(of:)`.
public struct TabBarReselection<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The tab chosen again.
  public let id: ID
  /// How many re-selections the tab bar has seen, this one included.
  public let count: Int

  /// Creates a re-selection record.
  ///
  /// - Parameters:
  ///   - id: the tab chosen again.
  ///   - count: how many re-selections the tab bar has seen, this one included.
  public init(id: ID, count: Int) {
    self.id = id
    self.count = count
  }
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
