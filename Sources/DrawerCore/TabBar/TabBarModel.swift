/// What a floating tab bar shows: its items, in order, and which one is selected.
///
/// The platform-free value behind the SwiftUI `FloatingTabBar`, as the selection of a `TabView`
/// and its tabs are; the lab draws it.
///
/// ```swift
/// let tabBar = TabBarModel(
///   tabs: [
///     TabBarItem(id: "home", icon: .systemImage("house"), title: "Home"),
///     TabBarItem(id: "alerts", icon: .systemImage("bell"), title: "Alerts", badge: .count(2)),
///   ],
///   selection: "home")
/// tabBar.selectedIndex  // 0
/// ```
///
/// Item identities should be unique; where two items share one, the first counts.
@_spi(DrawerKit) public struct TabBarModel<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The items, leading to trailing.
  public var tabs: [TabBarItem<ID>]
  /// The identity of the selected item. A selection that names no item selects nothing.
  public var selection: ID
  /// The latest re-selection of the selected tab, or `nil` before the first; see
  /// ``select(_:)``.
  public internal(set) var lastReselection: TabBarReselection<ID>?
  /// The tabs whose items carry a menu of their own (the person's accounts on an avatar tab),
  /// shown by a long press on the item; empty by default. See ``TabBarItemInteraction``.
  public var menuTabs: Set<ID> = []

  /// Creates a tab bar.
  ///
  /// - Parameters:
  ///   - tabs: the items, leading to trailing.
  ///   - selection: the identity of the selected item.
  public init(tabs: [TabBarItem<ID>], selection: ID) {
    self.tabs = tabs
    self.selection = selection
  }

  /// The position of the selected item in ``tabs``, or `nil` when the selection names no item.
  public var selectedIndex: Int? {
    tabs.firstIndex(where: { $0.id == selection })
  }

  /// Whether the item with the identity `id` is the selected one.
  ///
  /// - Parameter id: an item's identity.
  /// - Returns: `true` when ``selection`` is `id`.
  public func isSelected(_ id: ID) -> Bool {
    selection == id
  }
}
