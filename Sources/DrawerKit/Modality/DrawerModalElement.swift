#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The drawer's content as the modal element it is while the modal drawer is open: focusable,
  /// closed by the escape gesture and the Escape key, keeping Tab inside it, a modal element to
  /// assistive technologies with a "Close menu" element of its own; hidden from them, and out of
  /// reach, while closed. Beside the content as a permanent sidebar it is none of these.
  ///
  /// A closed drawer is kept from the person without `.disabled`, which would disable the
  /// alerts and confirmations its rows present once it has closed: it takes no touch
  /// (`allowsHitTesting`), VoiceOver does not see it (`accessibilityHidden`), the style does
  /// not draw it, and ``DrawerMenu``'s rows stop taking keyboard focus.
  struct DrawerModalElement: ViewModifier {
    let state: DrawerState
    let modality: DrawerModality
    /// Whether the drawer's own surface moves it (the `DragGesture` path, a modal drawer).
    let movesWithDrags: Bool
    let path: DrawerGesturePath
    /// The drawer's keyboard focus, which the container moves (``DrawerFocusSteps``).
    let hasFocus: FocusState<Bool>.Binding

    func body(content: Content) -> some View {
      content
        .overlay(alignment: .bottom) {
          // The scrim's "Close menu", where VoiceOver can reach it: inside the modal drawer,
          // last in its reading order, an element without a look, as a popover's "Dismiss
          // popup" is. Not while the drawer is locked open, when it could close nothing.
          if modality.isModal && modality.closesOnEscape {
            Color.clear
              .frame(width: 1, height: 1)
              .accessibilityElement()
              .accessibilityLabel(DrawerStrings.toggleLabel(.closeMenu, title: state.title))
              .accessibilityHint(DrawerStrings.closeMenuHint)
              .accessibilityAddTraits(.isButton)
              .accessibilityAction { state.closeByPerson() }
          }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(state.title ?? DrawerStrings.menu)
        .accessibilityAddTraits(modality.isModal ? .isModal : [])
        .accessibilityHidden(!modality.isAccessible)
        // The escape gesture is the person's, like a tap on the scrim: the lock and the veto are
        // asked. Where it closes nothing (a sidebar, a drawer locked open) the drawer has no
        // escape action, so that the gesture reaches the sheet or pushed screen around it.
        .drawerEscapeAction(isEnabled: modality.closesOnEscape) { state.closeByPerson() }
        .focusable(modality.isFocusable)
        .focusEffectDisabled()
        .focused(hasFocus)
        .onKeyPress(.escape) {
          guard modality.closesOnEscape else { return .ignored }
          state.closeByPerson()
          return .handled
        }
        .modifier(DrawerKeyboardContainment(isActive: modality.keepsKeyboardInDrawer))
        .modifier(DrawerDragSurface(state: state, isEnabled: movesWithDrags, path: path))
        .allowsHitTesting(modality.acceptsInput)
    }
  }
#endif
