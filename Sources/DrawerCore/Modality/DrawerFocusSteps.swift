/// Who moves focus, and where, once the update that delivers a focus request has made the views
/// it names focusable: the drawer itself, the drawer's menu, or the control that opened it.
///
/// A move of focus cannot happen in the update that asks for it: the drawer becomes focusable,
/// and the content behind it hidden from assistive technologies, only as that update ends. Each
/// of the views involved reacts to the request by running its own step after the update (one
/// deferral, DrawerKit's `DrawerFocusDeferral`); which step is whose is decided here, once:
///
/// | request | drawer | menu | opener |
/// | --- | --- | --- | --- |
/// | into the drawer, a menu with rows in it | left as it is | its row takes focus | — |
/// | into the drawer, no such menu | takes focus | — | — |
/// | back into the drawer (a refused move) | as into it | its row takes focus back | — |
/// | back to an opener | lets focus go | — | the opener takes focus |
///
/// Beside a permanent sidebar the drawer and its menu move nothing: the sidebar is not modal.
/// An opener takes focus back in either mode (the sidebar's toggle hid the sidebar).
///
/// ```swift
/// let steps = DrawerFocusSteps(request: request, layoutMode: .modal, menuHasRows: true)
/// steps.menuTakesFocus  // true for a request into the drawer
/// steps.drawerFocus     // nil: the menu puts focus on its row, the drawer leaves it there
/// ```
@_spi(DrawerKit) public struct DrawerFocusSteps<Control: Hashable & Sendable>: Sendable, Hashable {
  /// Whether the drawer itself takes keyboard focus (`true`), lets go of it (`false`), or
  /// leaves it as it is (`nil`).
  public let drawerFocus: Bool?
  /// Whether the drawer's menu puts focus on its row: the selected one, or the first in view,
  /// as the drawer opens; the row that had it, when a move out of the drawer is refused
  /// (``menuReturnsToItsRow``).
  public let menuTakesFocus: Bool
  /// Whether the menu puts focus back on the row that last had it rather than the row an
  /// opening lands on: keyboard focus left the drawer and is sent back.
  public let menuReturnsToItsRow: Bool
  /// The control that takes focus back, if any.
  public let opener: Control?

  /// The steps for a request.
  ///
  /// - Parameters:
  ///   - request: the focus request delivered, or `nil` for none (no steps).
  ///   - layoutMode: whether the drawer is laid out as a modal drawer or a permanent sidebar.
  ///   - menuHasRows: whether the drawer's own content holds a menu with rows to put focus on.
  public init(
    request: DrawerFocusRequest<Control>?, layoutMode: DrawerLayoutMode, menuHasRows: Bool
  ) {
    let isModal = layoutMode == .modal
    switch request?.change {
    case .intoDrawer?, .backIntoDrawer?:
      menuTakesFocus = isModal && menuHasRows
      menuReturnsToItsRow = menuTakesFocus && request?.change == .backIntoDrawer
      drawerFocus = isModal && !menuHasRows ? true : nil
      opener = nil
    case .backToOpener(let control)?:
      menuTakesFocus = false
      menuReturnsToItsRow = false
      drawerFocus = isModal ? false : nil
      opener = control
    case nil:
      menuTakesFocus = false
      menuReturnsToItsRow = false
      drawerFocus = nil
      opener = nil
    }
  }
}
