/// A movement of the keyboard focus through a menu's rows.
@_spi(DrawerKit) public enum DrawerMenuMove: Sendable, Hashable, CaseIterable {
  /// To the row above (the up arrow).
  case up
  /// To the row below (the down arrow).
  case down
  /// To the first row (Home, or Command–up arrow).
  case first
  /// To the last row (End, or Command–down arrow).
  case last
  /// To the row below, from the last to the first: Tab, in a drawer that keeps the keyboard
  /// while it is modal, as focus cycles inside an open sheet.
  case next
  /// To the row above, from the first to the last: Shift-Tab, in a modal drawer.
  case previous
}

/// What choosing a menu row did, for the host to act on.
public struct DrawerMenuChoice<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The row chosen.
  public let id: ID
  /// Whether the menu's selection changed to it (a destination newly chosen).
  public let selectionChanged: Bool
  /// Whether the host should close the drawer now; the choice then waits, pending, for the
  /// drawer to look closed.
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
  /// skipping the header and dividers, which are not focusable. The arrows stop at the ends
  /// rather than wrapping, as a `List` does; Tab and Shift-Tab (``DrawerMenuMove/next``,
  /// ``DrawerMenuMove/previous``) go round, so that focus never leaves a modal drawer. From no
  /// focus, or a focus that names no row, moving down, next or to the first row starts at the
  /// top, and moving up, previous or to the last row starts at the bottom.
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
      return move == .up || move == .last || move == .previous ? lastID : firstID
    }
    switch move {
    case .up: return ids[Swift.max(index - 1, 0)]
    case .down: return ids[Swift.min(index + 1, ids.count - 1)]
    case .first: return firstID
    case .last: return lastID
    case .next: return ids[(index + 1) % ids.count]
    case .previous: return ids[(index + ids.count - 1) % ids.count]
    }
  }

  /// Chooses a row, as a tap or the Return key does: a selectable row becomes the selection; a
  /// row that acts (signing out) leaves the selection where it is.
  ///
  /// A choice that leaves the drawer open applies at once. A choice that closes it is held as
  /// the ``pendingChoice``, its destination shown selected at once, until the drawer looks
  /// closed: building the next screen in the same update as the close's first frame would
  /// stall the close, and a finger may yet catch the drawer and keep it open
  /// (``finishPendingChoice(drawerRest:)``). A later choice replaces a pending one, and while a
  /// close for a choice is in flight every choice waits for it: a double tap on a row (a double
  /// click on the Mac), or another row tapped while the drawer slides away, is applied once, at
  /// the rest, as the latest choice, never at once under the still-moving drawer.
  ///
  /// ```swift
  /// let choice = menu.choose("starred", closingDrawer: true)
  /// menu.isSelected("starred")   // true: shown at once
  /// menu.selection               // unchanged until the drawer looks closed
  /// ```
  /// - Parameters:
  ///   - id: the chosen row's identity.
  ///   - closingDrawer: whether the choice closes the drawer (the menu's option, a modal drawer
  ///     the person may close). A choice made while an earlier one is pending closes it too: it
  ///     waits for the same close.
  /// - Returns: what happened, or `nil` when no row has that identity.
  @discardableResult
  public mutating func choose(_ id: ID, closingDrawer: Bool) -> DrawerMenuChoice<ID>? {
    guard let item = item(withID: id) else { return nil }
    let changes = item.isSelectable && selection != id
    let closes = closingDrawer || pendingChoice != nil
    let choice = DrawerMenuChoice(id: id, selectionChanged: changes, closesDrawer: closes)
    if closes {
      pendingChoice = choice
    } else {
      pendingChoice = nil
      if changes { selection = id }
    }
    return choice
  }

  /// Ends the ``pendingChoice`` once the drawer looks at rest.
  ///
  /// The rule: a choice takes effect only if the drawer closed. Closed, the choice is applied
  /// (a destination becomes the ``selection``) and returned, for the host to tell the app.
  /// Open (a finger caught the closing drawer and kept it open, or it was opened again), the
  /// choice is dropped: the rows show the selection as it was, and nothing is returned, so the
  /// app never builds a screen, or performs an action, under an open drawer.
  ///
  /// ```swift
  /// if let choice = menu.finishPendingChoice(drawerRest: rest) { onChoose(choice) }
  /// ```
  /// - Parameter drawerRest: where the drawer came to look at rest.
  /// - Returns: the choice applied, or `nil` when there was none or it was dropped.
  public mutating func finishPendingChoice(drawerRest: DrawerRestState) -> DrawerMenuChoice<ID>? {
    guard let choice = pendingChoice else { return nil }
    pendingChoice = nil
    guard drawerRest == .closed else { return nil }
    if choice.selectionChanged { selection = choice.id }
    return choice
  }
}
