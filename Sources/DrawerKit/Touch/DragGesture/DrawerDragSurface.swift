#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The drawer's gesture on one of its own surfaces, the drawer and the scrim, where no UIKit
  /// recogniser covers the stage (``DrawerGesturePath/dragGesture``); nothing where one does.
  struct DrawerDragSurface: ViewModifier {
    let state: DrawerState
    let isEnabled: Bool
    let path: DrawerGesturePath

    func body(content: Content) -> some View {
      // The stage's pan recogniser sees these touches on its path; `isEnabled` is false on the
      // pointer's.
      content.modifier(
        DrawerDragReporter(state: state, isEnabled: isEnabled && path == .dragGesture))
    }
  }
#endif
