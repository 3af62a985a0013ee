/// One row of a drawer's menu: an icon, a title, an optional badge and a role.
///
/// The platform-free value behind a row of the SwiftUI menu, as a `Button` with a `Label` would
/// be; `id` is the value the menu's selection takes when the row is chosen.
///
/// ```swift
/// let inbox = DrawerMenuItem(id: "inbox", systemImage: "tray", title: "Inbox", badge: .count(3))
/// let signOut = DrawerMenuItem(
///   id: "sign-out", systemImage: "rectangle.portrait.and.arrow.right", title: "Sign Out",
///   role: .destructive)
/// ```
public struct DrawerMenuItem<ID: Hashable & Sendable>: Sendable, Hashable, Identifiable {
  /// The row's identity, and the value the menu's selection takes when the row is chosen.
  public var id: ID
  /// The name of the row's icon in Apple's SF Symbols (`"tray"`, `"gearshape"`); the lab draws a
  /// glyph for the common ones.
  public var systemImage: String
  /// The row's title.
  public var title: String
  /// A count or a dot beside the title, if any.
  public var badge: DrawerBadge?
  /// What choosing the row does, for its appearance: destructive rows are drawn in red.
  public var role: DrawerMenuItemRole
  /// Whether choosing the row makes it the menu's selection: `true` for a row that leads
  /// somewhere (a destination), `false` for one that acts (signing out), which is performed
  /// without moving the selection.
  public var isSelectable: Bool

  /// Creates a menu row.
  ///
  /// - Parameters:
  ///   - id: the row's identity and selection value.
  ///   - systemImage: the SF Symbols name of its icon.
  ///   - title: its title.
  ///   - badge: a count or a dot, if any.
  ///   - role: `.standard`, or `.destructive` for an action such as signing out.
  ///   - isSelectable: whether choosing the row selects it; by default, standard rows do and
  ///     destructive ones do not.
  public init(
    id: ID, systemImage: String, title: String, badge: DrawerBadge? = nil,
    role: DrawerMenuItemRole = .standard, isSelectable: Bool? = nil
  ) {
    self.id = id
    self.systemImage = systemImage
    self.title = title
    self.badge = badge
    self.role = role
    self.isSelectable = isSelectable ?? (role == .standard)
  }
}

/// The kind of action a menu row performs, as SwiftUI's `ButtonRole`.
public enum DrawerMenuItemRole: String, Sendable, Hashable, CaseIterable {
  /// An ordinary destination or action.
  case standard
  /// An action that deletes or ends something, such as signing out; drawn in red.
  case destructive
}
