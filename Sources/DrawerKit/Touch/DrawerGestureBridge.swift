#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// Attaches the drawer's gestures to its stage, on the platform's path
  /// (``DrawerGesturePath``): UIKit's pan recogniser where SwiftUI can host one (iOS 18 and
  /// later), SwiftUI's `DragGesture` on iOS 17 and visionOS, nothing on the Mac.
  ///
  /// - **The recogniser** (``DrawerGesturePath/recognizer``): one pan recogniser over the whole
  ///   stage (``DrawerPanRecognizer``), whose delegate fails it early for touches the engine can
  ///   never take, lets scroll views, list swipe actions and the navigation back-swipe keep their
  ///   gestures, and claims a touch only once the recogniser has won (``DrawerPanGesture``).
  /// - **`DragGesture`** (``DrawerGesturePath/dragGesture``): a `DragGesture` cannot stand aside
  ///   for other gestures, but a simultaneous one takes nothing from them: taps, buttons, the
  ///   back chevron and a List's edit controls get their touches as if the drawer were not
  ///   there. While the drawer is closed (or closing) it is on the whole content, and the engine
  ///   judges where each touch came down: one it can never take (outside the open zone) is not
  ///   even reported. The open drawer is moved from its own surfaces, the drawer and the scrim
  ///   (``DrawerDragSurface``, which the container applies). ``DrawerOpenZone/anywhere`` is
  ///   narrowed to the edge strip on this path (``DrawerGesturePath/openZone(for:)``), so a List
  ///   row's swipe actions and a horizontal scroller keep the rest of the screen; a swipe that
  ///   starts in the 20 pt strip opens the drawer and is also seen by what lies under it.
  /// - **The pointer** (``DrawerGesturePath/pointer``): no drag moves the drawer on the Mac.
  ///
  /// The path is chosen once for the platform (``DrawerGesturePath/platform``) and switched on
  /// here, the one place the stage's gestures are attached; the recogniser's availability is
  /// checked once, inside its own attachment (``DrawerRecognizerAttachment``).
  ///
  /// On both touch paths the edge strip reaches the screen's physical edge: in landscape the
  /// container is laid out inside the safe area, and a strip under the notch, beside the
  /// container, gives those touches something to land on
  /// (``DrawerOpenZone/strip(beyondContainerSide:)``).
  struct DrawerGestureBridge: ViewModifier {
    let state: DrawerState
    let isEnabled: Bool
    let side: DrawerSide
    let openZone: DrawerOpenZone
    let path: DrawerGesturePath

    func body(content: Content) -> some View {
      switch path {
      case .recognizer:
        content.modifier(
          DrawerRecognizerAttachment(
            state: state, isEnabled: isEnabled, side: side, openZone: openZone))
      case .dragGesture, .pointer:
        // The pointer's path carries the same modifier, disabled (no drag moves the drawer on
        // the Mac), so that the stage's structure is the same on every path.
        content.modifier(
          DrawerOpeningGesture(state: state, isEnabled: isEnabled, side: side, openZone: openZone))
      }
    }
  }
#endif
