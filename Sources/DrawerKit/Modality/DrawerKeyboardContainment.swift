#if canImport(SwiftUI)
  internal import SwiftUI

  /// Keeps Tab and Shift-Tab inside an open modal drawer, so that keyboard focus does not walk
  /// out of it into the content behind it (``DrawerModality/keepsKeyboardInDrawer``).
  ///
  /// `onKeyPress` on the drawer sees a key press that the focused view inside it, or a view
  /// between the two, has not handled; `.handled` ends its dispatch, so the system's own move
  /// of focus (the iPad's focus groups, the Mac's key view loop) never runs from inside the
  /// drawer. ``DrawerMenu`` moves focus round its rows on Tab before this is reached. Focus
  /// moves into the drawer when it opens, so Tab is kept from the opening's first frame. The
  /// price: Tab moves between no other focusable views inside the open drawer (a drawer of the
  /// app's own content, the menu's header), since a press here cannot tell a move inside the
  /// drawer from one out of it; the README says so.
  struct DrawerKeyboardContainment: ViewModifier {
    let isActive: Bool

    func body(content: Content) -> some View {
      content.onKeyPress(keys: [.tab], phases: [.down, .repeat]) { _ in
        isActive ? .handled : .ignored
      }
    }
  }
#endif
