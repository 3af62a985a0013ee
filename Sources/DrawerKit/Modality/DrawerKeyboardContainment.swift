#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// Keeps keyboard focus inside an open modal drawer (``DrawerModality/keepsKeyboardInDrawer``),
  /// so that it does not walk out into the content behind it, where Return would act on a
  /// control the person can barely see.
  ///
  /// Two mechanisms, because the platforms differ in who sees a key first:
  ///
  /// - **Where SwiftUI sees Tab first** (the Mac's key view loop), `onKeyPress` on the drawer
  ///   handles Tab and Shift-Tab a view inside it has not handled, so the move never happens.
  ///   ``DrawerMenu`` moves focus round its rows on Tab before this is reached.
  /// - **Everywhere, whatever moved focus**: on iPadOS the focus system takes Tab and the arrow
  ///   keys before any view (`UIKeyCommand.wantsPriorityOverSystemBehavior`), and moves focus
  ///   from focus group to focus group. SwiftUI offers no way to make a subtree unfocusable short
  ///   of `.disabled` (which would grey the whole app), nor to veto a move between its own views
  ///   on iOS (`focusSection()` and `focusScope(_:)` are macOS and tvOS API; UIKit's
  ///   `shouldUpdateFocus(in:)` is asked only of focus environments that hold the focused
  ///   item, and SwiftUI's items live in its own hosting view, which neither the app nor
  ///   DrawerKit subclasses). So the drawer and the
  ///   content each publish where they are (a focused value, ``DrawerKeyboardScope``, read from
  ///   the focused view's nearest mark), and ``DrawerKeyboardFocusGuard`` watches where focus
  ///   lands: a move into the content is refused
  ///   (``DrawerModality/refusesKeyboardFocus(movingTo:)``) and focus goes straight back to the
  ///   row it left (``DrawerFocusChange/backIntoDrawer``); arrows that would leave the drawer
  ///   are refused the same way.
  ///
  /// The price of the first: Tab moves between no other focusable views inside the open drawer
  /// (a drawer of the app's own content, the menu's header), since a press here cannot tell a
  /// move inside the drawer from one out of it; the README says so.
  struct DrawerKeyboardContainment: ViewModifier {
    let isActive: Bool

    func body(content: Content) -> some View {
      content.onKeyPress(keys: [.tab], phases: [.down, .repeat]) { _ in
        isActive ? .handled : .ignored
      }
    }
  }

  /// Marks one part of a drawer's container (the drawer, or the content behind it) for
  /// ``DrawerKeyboardFocusGuard``: its views carry the scope in the environment, so that a
  /// drawer nested inside adds itself to it, and publish it as a focused value while one of them
  /// has keyboard focus. Both values are the same for the container's life: nothing here
  /// changes as the drawer moves.
  struct DrawerKeyboardFocusArea: ViewModifier {
    let scope: DrawerKeyboardScope<ObjectIdentifier>

    func body(content: Content) -> some View {
      content
        .environment(\.drawerKeyboardScope, scope)
        .focusedValue(\.drawerKeyboardScope, scope)
    }
  }

  /// Watches where keyboard focus lands relative to one drawer and reports each change to the
  /// drawer's state, which refuses a move into the content while the drawer keeps the keyboard
  /// (``DrawerState/keyboardFocusMoved(to:isContentInteractive:)``).
  ///
  /// It reads the focused view's nearest ``DrawerKeyboardFocusArea`` (SwiftUI hands a focused
  /// value from the view closest to focus), so only a move of focus re-evaluates it, never a
  /// frame of the drawer's motion. A move to nowhere, or outside the drawer's container (a
  /// sheet, an alert), is the system's and is let be.
  struct DrawerKeyboardFocusGuard: ViewModifier {
    let state: DrawerState
    let isContentInteractive: Bool
    @FocusedValue(\.drawerKeyboardScope) private var focusedScope

    func body(content: Content) -> some View {
      content.onChange(of: focusedScope?.place(of: ObjectIdentifier(state))) { _, place in
        state.keyboardFocusMoved(to: place, isContentInteractive: isContentInteractive)
      }
    }
  }

  /// The focused value a drawer's container marks its parts with (``DrawerKeyboardFocusArea``).
  struct DrawerKeyboardScopeKey: FocusedValueKey {
    typealias Value = DrawerKeyboardScope<ObjectIdentifier>
  }

  extension FocusedValues {
    /// Where the focused view stands among the drawers around it, from its nearest
    /// ``DrawerKeyboardFocusArea``; `nil` when no drawer's container holds it.
    var drawerKeyboardScope: DrawerKeyboardScope<ObjectIdentifier>? {
      get { self[DrawerKeyboardScopeKey.self] }
      set { self[DrawerKeyboardScopeKey.self] = newValue }
    }
  }

  extension EnvironmentValues {
    /// Where views stand among the drawers around them (``DrawerKeyboardScope``): each drawer's
    /// container adds itself for its drawer and for its content.
    @Entry var drawerKeyboardScope: DrawerKeyboardScope<ObjectIdentifier> = DrawerKeyboardScope()
  }
#endif
