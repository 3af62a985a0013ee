#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  extension EnvironmentValues {
    /// What reaches the drawer's content now, for the drawer's own views (``DrawerMenu`` keeps
    /// Tab inside a modal drawer and its rows out of a closed drawer's reach); `nil` outside a
    /// drawer.
    @Entry var drawerModality: DrawerModality? = nil
  }

  /// Whether a view in the drawer's content moves keyboard focus into the drawer itself when it
  /// opens (``DrawerMenu`` puts it on the selected row): the container then leaves focus to it,
  /// so that the two moves never race and leave focus on the container, above the rows' own key
  /// handlers.
  struct DrawerContentTakesFocusKey: PreferenceKey {
    static let defaultValue = false

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
      value = value || nextValue()
    }
  }

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

  extension View {
    /// VoiceOver's escape gesture (a two-finger scrub) performs `action` where `isEnabled`;
    /// elsewhere the view has no escape action, so the gesture goes on to the sheet or pushed
    /// screen around it, which an action that did nothing would swallow.
    ///
    /// Both cases are the same type (an accessibility attachment), so switching between them
    /// keeps the view's identity and its state: an `if` would build the drawer's content anew.
    func drawerEscapeAction(isEnabled: Bool, _ action: @escaping () -> Void)
      -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
      isEnabled ? accessibilityAction(.escape, action) : accessibilityAddTraits([])
    }
  }
#endif
