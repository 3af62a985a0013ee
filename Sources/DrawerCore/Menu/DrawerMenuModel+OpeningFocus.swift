/// Where keyboard focus lands in a menu, and whether the menu scrolls to show it.
@_spi(DrawerKit) public struct DrawerMenuFocusLanding<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The row that takes focus.
  public let row: ID
  /// Whether the menu scrolls to show the row: only when it is not already wholly in view.
  public let scrolls: Bool

  /// Creates a landing.
  ///
  /// - Parameters:
  ///   - row: the row that takes focus.
  ///   - scrolls: whether the menu scrolls to show it.
  public init(row: ID, scrolls: Bool) {
    self.row = row
    self.scrolls = scrolls
  }
}

extension DrawerMenuModel {
  /// How far, in points, a row may reach past the visible part of the menu and still count as
  /// in view: layout rounding, not a row cut off.
  public static var inViewTolerance: Double { 0.5 }

  /// Whether a row lies wholly in the visible part of the menu's scroll view.
  ///
  /// ```swift
  /// // A 48 pt row, 20 pt below the top of a 600 pt tall menu:
  /// DrawerMenuModel<String>.isRowInView(top: 20, bottom: 68, viewportHeight: 600)  // true
  /// ```
  ///
  /// - Parameters:
  ///   - top: the row's top edge, in points from the top of the visible part.
  ///   - bottom: the row's bottom edge, likewise.
  ///   - viewportHeight: the visible part's height, in points.
  /// - Returns: `true` when the row is within the visible part, give or take
  ///   ``inViewTolerance``; `false` for any non-finite input.
  public static func isRowInView(top: Double, bottom: Double, viewportHeight: Double) -> Bool {
    guard top.isFinite, bottom.isFinite, viewportHeight.isFinite else { return false }
    return top >= -inViewTolerance && bottom <= viewportHeight + inViewTolerance
  }

  /// Where keyboard focus lands when the drawer opens, keeping the person's place in the menu.
  ///
  /// Focus goes to the selected row, as a `List` gives it to its selection, but the menu
  /// scrolls only when that row is out of view: a person who scrolled down to look through the
  /// menu and closed it finds it where they left it, the selected row focused where it is. With
  /// no selected row, focus goes to the first row in view, without scrolling, or to the first
  /// row when none is in view.
  ///
  /// ```swift
  /// let landing = menu.openingFocus(rowsInView: ["drafts", "sent", "spam"])
  /// // selection "inbox" scrolled out of view: lands on it, and scrolls
  /// ```
  ///
  /// - Parameter rowsInView: the rows wholly in view, as the host measured them
  ///   (``isRowInView(top:bottom:viewportHeight:)``); rows pinned below the scrolling part count
  ///   as in view.
  /// - Returns: the landing, or `nil` for a menu without rows.
  public func openingFocus(rowsInView: Set<ID>) -> DrawerMenuFocusLanding<ID>? {
    let row =
      selectedItem?.id ?? allItems.first(where: { rowsInView.contains($0.id) })?.id
      ?? allItems.first?.id
    guard let row else { return nil }
    return DrawerMenuFocusLanding(row: row, scrolls: !rowsInView.contains(row))
  }

  /// Where keyboard focus lands when it is sent back into the open drawer after leaving it (a
  /// refused move, ``DrawerFocusChange/backIntoDrawer``): on the row it left, as though the move
  /// had not happened, scrolling only if that row is out of view. A row that is gone (the menu
  /// changed meanwhile), or none, lands as an opening does (``openingFocus(rowsInView:)``).
  ///
  /// ```swift
  /// menu.returningFocus(to: "sent", rowsInView: ["inbox", "sent"])  // lands on Sent, in place
  /// ```
  ///
  /// - Parameters:
  ///   - lastFocused: the row that last had focus in the menu, if any.
  ///   - rowsInView: the rows wholly in view, as for ``openingFocus(rowsInView:)``.
  /// - Returns: the landing, or `nil` for a menu without rows.
  public func returningFocus(to lastFocused: ID?, rowsInView: Set<ID>) -> DrawerMenuFocusLanding<
    ID
  >? {
    guard let lastFocused, allItems.contains(where: { $0.id == lastFocused }) else {
      return openingFocus(rowsInView: rowsInView)
    }
    return DrawerMenuFocusLanding(row: lastFocused, scrolls: !rowsInView.contains(lastFocused))
  }
}
