/// What a drawer's menu shows: a profile header, sections of rows, a footer pinned to the bottom,
/// and which row is selected.
///
/// The platform-free value behind the SwiftUI menu, in the way a `List(selection:)` is backed by
/// its data and a selection. The lab draws it; the SwiftUI layer binds ``selection`` to the app's
/// state.
///
/// ```swift
/// var menu = DrawerMenuModel(
///   profile: DrawerProfile(name: "Ada Lovelace", detail: "ada@example.com"),
///   sections: [
///     DrawerMenuSection(items: [
///       DrawerMenuItem(id: "inbox", systemImage: "tray", title: "Inbox", badge: .count(3)),
///       DrawerMenuItem(id: "starred", systemImage: "star", title: "Starred"),
///     ])
///   ],
///   footer: [DrawerMenuItem(id: "help", systemImage: "questionmark.circle", title: "Help")],
///   selection: "inbox")
/// menu.isSelected("inbox")  // true
/// ```
///
/// Row identities should be unique across the sections and the footer; where two rows share one,
/// ``item(withID:)`` finds the first, in display order.
@_spi(DrawerKit) public struct DrawerMenuModel<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The person shown in the header, or `nil` for a menu without a profile header.
  public var profile: DrawerProfile?
  /// The sections of rows, top to bottom, with a divider between each.
  public var sections: [DrawerMenuSection<ID>]
  /// The rows pinned to the bottom of the menu below a divider, such as "Help" and "Sign Out".
  public var footer: [DrawerMenuItem<ID>]
  /// The identity of the selected row, or `nil` when none is: the choice applied, the screen
  /// the app shows.
  public var selection: ID?
  /// A choice made in a drawer that is closing, not yet applied: its destination is shown
  /// selected at once (``shownSelection``), and the choice takes effect when the drawer looks
  /// closed (``finishPendingChoice(drawerRest:)``); `nil` when there is none.
  public var pendingChoice: DrawerMenuChoice<ID>?

  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - profile: the person shown in the header, or `nil`.
  ///   - sections: the sections of rows, top to bottom.
  ///   - footer: the rows pinned to the bottom.
  ///   - selection: the identity of the selected row, or `nil`.
  ///   - pendingChoice: a choice made while the drawer closes, not yet applied; `nil` by
  ///     default.
  public init(
    profile: DrawerProfile? = nil, sections: [DrawerMenuSection<ID>],
    footer: [DrawerMenuItem<ID>] = [], selection: ID? = nil,
    pendingChoice: DrawerMenuChoice<ID>? = nil
  ) {
    self.profile = profile
    self.sections = sections
    self.footer = footer
    self.selection = selection
    self.pendingChoice = pendingChoice
  }

  /// Every row in display order: the sections' rows top to bottom, then the footer's.
  public var allItems: [DrawerMenuItem<ID>] {
    sections.flatMap(\.items) + footer
  }

  /// The first row, in display order, with the identity `id`, or `nil`.
  ///
  /// - Parameter id: a row's identity.
  /// - Returns: the row, or `nil` when no row has that identity.
  public func item(withID id: ID) -> DrawerMenuItem<ID>? {
    for section in sections {
      if let item = section.items.first(where: { $0.id == id }) { return item }
    }
    return footer.first(where: { $0.id == id })
  }

  /// The row drawn as selected: the destination of the pending choice, so that a choice shows
  /// the moment it is made, or else the ``selection``.
  public var shownSelection: ID? {
    if let pendingChoice, pendingChoice.selectionChanged { return pendingChoice.id }
    return selection
  }

  /// Whether the row with the identity `id` is drawn as the selected one.
  ///
  /// - Parameter id: a row's identity.
  /// - Returns: `true` when ``shownSelection`` is `id`.
  public func isSelected(_ id: ID) -> Bool {
    shownSelection == id
  }

  /// The row drawn as selected, or `nil` when nothing is selected or the selection names no row.
  public var selectedItem: DrawerMenuItem<ID>? {
    shownSelection.flatMap(item(withID:))
  }
}
