/// The item a drawer presented with an optional binding shows, kept while the drawer closes.
///
/// SwiftUI's `sheet(item:)` keeps showing the dismissed item's content while the sheet slides
/// away; a drawer must too, or its menu would vanish the moment the binding becomes `nil` and
/// the drawer would slide out empty. This value remembers the item on display:
///
/// - a non-`nil` binding shows its item and opens the drawer; a different item while open swaps
///   the content in place, as a sheet would not (a drawer has one slot, so swapping is the
///   natural reading of a new item);
/// - a `nil` binding closes the drawer, and the last item stays on display until the drawer
///   rests closed;
/// - a gesture or command that sends the drawer to closed asks for the binding to be cleared.
///
/// ```swift
/// var presentation = DrawerItemPresentation<Account>(item: nil)
/// presentation.itemChanged(to: account, drawerTarget: drawer.target)  // .open
/// presentation.displayed                                              // account
/// ```
@_spi(DrawerKit) public struct DrawerItemPresentation<Item: Identifiable> {
  /// The item whose content the drawer shows, or `nil` when it shows nothing.
  public private(set) var displayed: Item?

  /// Creates the bookkeeping for a binding's initial value.
  ///
  /// - Parameter item: the binding's value when the drawer is created.
  public init(item: Item?) {
    self.displayed = item
  }

  /// Records a new binding value and says what the drawer should do.
  ///
  /// - Parameters:
  ///   - item: the binding's new value.
  ///   - drawerTarget: the rest state the drawer is in or heading for.
  /// - Returns: `.open` for an item while the drawer is not heading for open, `.close` for `nil`
  ///   while it is not heading for closed, otherwise `nil`.
  public mutating func itemChanged(to item: Item?, drawerTarget: DrawerRestState) -> DrawerCommand?
  {
    if let item {
      displayed = item
      return drawerTarget == .open ? nil : .open
    }
    // Keep `displayed`: the content stays while the drawer slides away.
    return drawerTarget == .closed ? nil : .close
  }

  /// Whether the binding should be set to `nil` because the drawer is closing or closed.
  ///
  /// - Parameters:
  ///   - item: the binding's value.
  ///   - drawerTarget: the rest state the drawer is in or heading for.
  /// - Returns: `true` when the binding holds an item but the drawer is heading for closed.
  public func shouldClearBinding(item: Item?, drawerTarget: DrawerRestState) -> Bool {
    item != nil && drawerTarget == .closed
  }

  /// Records that the drawer came to rest; resting closed drops the displayed item.
  ///
  /// - Parameters:
  ///   - rest: where the drawer rests.
  ///   - item: the binding's value at that moment: an item set while the drawer was closing is
  ///     kept (the drawer is about to reopen for it).
  public mutating func drawerRested(_ rest: DrawerRestState, item: Item?) {
    if rest == .closed && item == nil {
      displayed = nil
    }
  }
}

extension DrawerItemPresentation: Sendable where Item: Sendable {}
