/// One item of a floating tab bar: an icon, an optional title and an optional badge.
///
/// The platform-free value behind an item of the SwiftUI `FloatingTabBar`, as a `Tab` with a
/// `Label` is for SwiftUI's `TabView`; `id` is the value the tab bar's selection takes when the
/// item is chosen.
///
/// ```swift
/// let home = TabBarItem(id: Screen.home, icon: .systemImage("house"), title: "Home")
/// let me = TabBarItem(
///   id: Screen.profile, icon: .avatar(DrawerProfile(name: "Ada Lovelace")), title: "You")
/// ```
public struct TabBarItem<ID: Hashable & Sendable>: Sendable, Hashable, Identifiable {
  /// The item's identity, and the value the tab bar's selection takes when it is chosen.
  public var id: ID
  /// What the item shows: a symbol or a person's round avatar.
  public var icon: TabBarIcon
  /// A title under the icon, or `nil` for an icon alone; also the item's accessibility label.
  public var title: String?
  /// A count or a dot on the icon's corner, if any.
  public var badge: DrawerBadge?
  /// Whether a person may hide the item when customising the tab bar; `false` keeps an
  /// essential tab (Home) in place, as SwiftUI's `TabCustomizationBehavior.disabled` does.
  public var canHide: Bool

  /// Creates a tab bar item.
  ///
  /// - Parameters:
  ///   - id: the item's identity and selection value.
  ///   - icon: a symbol or an avatar.
  ///   - title: a title under the icon, or `nil`.
  ///   - badge: a count or a dot, if any.
  ///   - canHide: whether a person may hide it when customising the tab bar.
  public init(
    id: ID, icon: TabBarIcon, title: String? = nil, badge: DrawerBadge? = nil,
    canHide: Bool = true
  ) {
    self.id = id
    self.icon = icon
    self.title = title
    self.badge = badge
    self.canHide = canHide
  }
}

/// What a tab bar item shows.
public enum TabBarIcon: Sendable, Hashable {
  /// A symbol, by its name in Apple's SF Symbols (`"house"`, `"magnifyingglass"`).
  case systemImage(String)
  /// A person's round avatar, ringed when the item is selected. The SwiftUI layer draws the
  /// app's image view, with the profile's initials as the placeholder; the lab draws the
  /// initials.
  case avatar(DrawerProfile)
}
