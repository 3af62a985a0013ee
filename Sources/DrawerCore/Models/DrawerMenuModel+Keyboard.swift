/// A movement of the keyboard focus through a menu's rows.
public enum DrawerMenuMove: Sendable, Hashable, CaseIterable {
  /// To the row above (the up arrow).
  case up
  /// To the row below (the down arrow).
  case down
  /// To the first row (Home, or Command–up arrow).
  case first
  /// To the last row (End, or Command–down arrow).
  case last
}

/// What choosing a menu row did, for the host to act on.
public struct DrawerMenuChoice<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The row chosen.
  public let id: ID
  /// Whether the menu's selection changed to it (a destination newly chosen).
  public let selectionChanged: Bool
  /// Whether the host should close the drawer now.
  public let closesDrawer: Bool

  /// Creates a record of a choice.
  ///
  /// - Parameters:
  ///   - id: the row chosen.
  ///   - selectionChanged: whether the selection changed to it.
  ///   - closesDrawer: whether the drawer should close.
  public init(id: ID, selectionChanged: Bool, closesDrawer: Bool) {
    self.id = id
    self.selectionChanged = selectionChanged
    self.closesDrawer = closesDrawer
  }
}

extension DrawerMenuModel {
  /// The row the keyboard focus moves to from `focused`.
  ///
  /// Focus runs through every row in display order (the sections' rows, then the footer's),
  /// skipping the header and dividers, which are not focusable. It stops at the ends rather than
  /// wrapping, as a `List` does. From no focus, or a focus that names no row, moving down or to
  /// the first row starts at the top, and moving up or to the last row starts at the bottom.
  ///
  /// ```swift
  /// menu.focusTarget(from: "inbox", moving: .down)  // the row below Inbox
  /// ```
  /// - Parameters:
  ///   - focused: the focused row's identity, or `nil`.
  ///   - move: the movement.
  /// - Returns: the row to focus, or `nil` for a menu with no rows.
  public func focusTarget(from focused: ID?, moving move: DrawerMenuMove) -> ID? {
    let ids = allItems.map(\.id)
    guard let firstID = ids.first, let lastID = ids.last else { return nil }
    guard let focused, let index = ids.firstIndex(of: focused) else {
      return move == .up || move == .last ? lastID : firstID
    }
    switch move {
    case .up: return ids[Swift.max(index - 1, 0)]
    case .down: return ids[Swift.min(index + 1, ids.count - 1)]
    case .first: return firstID
    case .last: return lastID
    }
  }

  /// Chooses a row, as a tap or the Return key does: a selectable row becomes the selection; a
  /// row that acts (signing out) leaves the selection where it is.
  ///
  /// ```swift
  /// let choice = menu.choose("starred", closingDrawer: true)
  /// if choice.closesDrawer { closeDrawer() }
  /// ```
  /// - Parameters:
  ///   - id: the chosen row's identity.
  ///   - closingDrawer: whether choosing a row closes the drawer (the menu's option).
  /// - Returns: what happened, or `nil` when no row has that identity.
  @discardableResult
  public mutating func choose(_ id: ID, closingDrawer: Bool) -> DrawerMenuChoice<ID>? {
    guard let item = item(withID: id) else { return nil }
    let changes = item.isSelectable && selection != id
    if item.isSelectable { selection = id }
    return DrawerMenuChoice(id: id, selectionChanged: changes, closesDrawer: closingDrawer)
  }
}
