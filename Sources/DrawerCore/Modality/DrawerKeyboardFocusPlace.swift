/// Where keyboard focus is, as seen from one drawer: on the drawer (anything in the drawer's
/// own content), or on the content behind it.
///
/// A host learns it from the focus system, after the fact, rather than from the keys pressed:
/// on iPadOS the focus system takes Tab and the arrow keys before any view sees them
/// (`UIKeyCommand.wantsPriorityOverSystemBehavior`), and a pointer or an app's own
/// `FocusState` moves focus too. ``DrawerModality/refusesKeyboardFocus(movingTo:)`` says
/// whether a move there is sent back into the drawer; ``DrawerKeyboardScope`` says where a view
/// stands among nested drawers.
@_spi(DrawerKit) public enum DrawerKeyboardFocusPlace: Sendable, Hashable, CaseIterable {
  /// On the drawer: a row of its menu, a control of its own content, or the drawer itself.
  case drawer
  /// On the content behind the drawer: the app's screens, its toolbars and tab bar, and the
  /// scrim over them.
  case content
}
