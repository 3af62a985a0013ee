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
///
/// With DrawerKit imported, a string literal title is localized, as in `Text("Inbox")`; a
/// `String` value is shown verbatim.
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

  /// Creates a menu row with a title shown verbatim.
  ///
  /// With DrawerKit imported, a string literal given as the title is a
  /// `LocalizedStringResource`, looked up in the app's strings as SwiftUI's `Text("…")` is, and
  /// this initialiser takes `String` values (it is the disfavoured overload, as
  /// `Text(_: some StringProtocol)` is).
  ///
  /// - Parameters:
  ///   - id: the row's identity and selection value.
  ///   - systemImage: the SF Symbols name of its icon.
  ///   - title: its title, shown as it is.
  ///   - badge: a count or a dot, if any.
  ///   - role: `.standard`, or `.destructive` for an action such as signing out.
  ///   - isSelectable: whether choosing the row selects it; by default, standard rows do and
  ///     destructive ones do not.
  @_disfavoredOverload
  public init<Title: StringProtocol>(
    id: ID, systemImage: String, title: Title, badge: DrawerBadge? = nil,
    role: DrawerMenuItemRole = .standard, isSelectable: Bool? = nil
  ) {
    self.id = id
    self.systemImage = systemImage
    self.title = String(title)
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
