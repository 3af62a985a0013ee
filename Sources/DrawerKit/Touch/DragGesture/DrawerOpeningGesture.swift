#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The opening gesture, on the `DragGesture` path: on the whole content while the drawer is
  /// closed or closing, simultaneous with the content's own gestures, the engine judging where
  /// each touch came down; and on a strip under a landscape notch, beside the container. An
  /// open drawer is moved from its own surfaces (``DrawerDragSurface``).
  struct DrawerOpeningGesture: ViewModifier {
    let state: DrawerState
    let isEnabled: Bool
    let side: DrawerSide
    let openZone: DrawerOpenZone

    func body(content: Content) -> some View {
      // `target` changes when the drawer is sent somewhere, not on every touch or frame.
      let opens = isEnabled && state.target == .closed
      // One chain whatever the zone, so that changing the zone never rebuilds the content (and
      // loses its state).
      content
        .modifier(DrawerDragReporter(state: state, isEnabled: opens))
        .background {
          if opens {
            DrawerEdgeStrip(side: side, openZone: openZone, reach: .containerSide) {
              Color.clear
                .contentShape(Rectangle())
                .modifier(DrawerDragReporter(state: state, isEnabled: true))
            }
          }
        }
    }
  }

#endif
