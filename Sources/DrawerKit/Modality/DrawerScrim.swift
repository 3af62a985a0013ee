#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The content behind a modal drawer, kept from the person while the drawer is open: the scrim
  /// over it while the open drawer covers it (``DrawerModality/coversContent``), and hidden from
  /// assistive technologies once the drawer rests open (``DrawerModality/blocksContent``).
  ///
  /// Nothing here disables the content: a `.disabled` would grey every tinted control in the
  /// app on the first frame of each opening, rebuild the app on that frame and the close's
  /// first, and disable the buttons of an alert or a sheet the content presents. The scrim
  /// takes the touches and clicks, the drawer keeps Tab, and VoiceOver keeps to the drawer.
  struct DrawerBlockedContent: ViewModifier {
    let state: DrawerState
    let modality: DrawerModality
    /// The gesture setting in force, fitted to the platform's path.
    let gesture: DrawerGesture
    let path: DrawerGesturePath

    func body(content: Content) -> some View {
      ZStack {
        content
          .accessibilityHidden(modality.blocksContent)
        if modality.coversContent {
          DrawerScrim(
            state: state, closesOnEscape: modality.closesOnEscape, gesture: gesture, path: path)
        }
      }
    }
  }

  /// The scrim over the content beside an open modal drawer: it takes every tap and click from
  /// the content, and carries the Escape key's close.
  struct DrawerScrim: View {
    let state: DrawerState
    let closesOnEscape: Bool
    let gesture: DrawerGesture
    let path: DrawerGesturePath

    var body: some View {
      // Where the engine follows the touches (iOS, visionOS, gestures on) it judges a tap on the
      // scrim itself, at the lift, against where the drawer is then, so a tap the opening drawer
      // slid under is a tap on the drawer's row; elsewhere (the Mac's pointer, gestures off) a
      // tap or click here closes the drawer.
      let closesOnTap = !gesture.isEnabled
      // Over the whole screen, as the content draws: a List or a scroll view reaches under
      // the status bar, the home indicator and a landscape notch, and would take touches
      // there behind the open drawer.
      Color.clear
        .contentShape(Rectangle())
        .ignoresSafeArea()
        .onTapGesture {
          if closesOnTap { state.closeByPerson() }
        }
        // VoiceOver keeps to the modal drawer: the drawer carries its "Close menu" element,
        // and the escape gesture does the same.
        .accessibilityHidden(true)
        .background {
          // Escape closes the drawer, unless it is locked open: then the key is left to
          // whatever else answers it (a sheet around the drawer).
          Button {
            state.closeByPerson()
          } label: {
            DrawerStrings.closeMenu
          }
          .keyboardShortcut(closesOnEscape ? .cancelAction : nil)
          .frame(width: 0, height: 0)
          .opacity(0)
          .accessibilityHidden(true)
        }
        .modifier(DrawerDragSurface(state: state, isEnabled: gesture.isEnabled, path: path))
    }
  }
#endif
