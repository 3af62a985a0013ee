#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The container's part in moving focus: the drawer's own keyboard focus for each focus
  /// request (``DrawerFocusSteps/drawerFocus``), and the screen change announced at a rest, each
  /// after the update that calls for it (``DrawerFocusDeferral``). Keyboard focus moves at once;
  /// VoiceOver hears the screen change at rest.
  struct DrawerFocusChoreography: ViewModifier {
    let state: DrawerState
    /// The mode the drawer is laid out in for the space available.
    let layoutMode: DrawerLayoutMode
    /// Whether the drawer's own content holds a menu that takes focus onto its row.
    let ownMenu: DrawerOwnMenuFocus
    let hasFocus: FocusState<Bool>.Binding

    func body(content: Content) -> some View {
      content
        .onChange(of: state.focusRequest) { _, request in
          let steps = DrawerFocusSteps(
            request: request, layoutMode: layoutMode, menuHasRows: ownMenu.menuHasRows)
          guard let drawerFocus = steps.drawerFocus else { return }
          let focus = hasFocus
          DrawerFocusDeferral.afterThisUpdate { focus.wrappedValue = drawerFocus }
        }
        .onChange(of: state.restCount) { _, _ in
          // After this update, in which an opener may take focus back and acknowledge it.
          DrawerFocusDeferral.afterThisUpdate { state.announceRestIfDue() }
        }
    }
  }
#endif
