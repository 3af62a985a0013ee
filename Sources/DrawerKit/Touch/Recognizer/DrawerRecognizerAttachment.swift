#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The stage's gestures on the recogniser's path (``DrawerGesturePath/recognizer``): one pan
  /// recogniser over the whole stage (``DrawerPanGesture``), the pointer's hover tracked for
  /// the pan's scroll events, and a strip under a landscape notch, beside the container, so that
  /// the touches there have something to land on.
  ///
  /// The one place that checks the recogniser's availability: the path is the recogniser only
  /// where SwiftUI can host one (iOS and Mac Catalyst 18 and later, ``DrawerGesturePath/platform``),
  /// so the other branch, the content as it is, is never taken on a device.
  struct DrawerRecognizerAttachment: ViewModifier {
    let state: DrawerState
    let isEnabled: Bool
    let side: DrawerSide
    let openZone: DrawerOpenZone

    func body(content: Content) -> some View {
      // visionOS has no UIGestureRecognizerRepresentable; `os` here guards availability only,
      // and is false on the Linux check, so the UIKit branch is still checked there.
      #if canImport(UIKit) && !os(visionOS)
        // An availability condition alone, so that the builder erases the iOS 18 branch.
        if #available(iOS 18.0, macCatalyst 18.0, *) {
          content
            .background {
              // Something to touch under a landscape notch, beside the container: the
              // stage's pan sees every touch on it or on the content.
              if isEnabled {
                DrawerEdgeStrip(side: side, openZone: openZone, reach: .intoZone) {
                  Color.clear.contentShape(Rectangle())
                }
              }
            }
            .gesture(DrawerPanGesture(state: state, isEnabled: isEnabled))
            // Where a trackpad's or a mouse's pointer is: a scroll event carries no location,
            // and one over the content outside a closed drawer's zone is failed at once, so
            // that the content's scroll views do not wait for the drawer's pan.
            .onContinuousHover(coordinateSpace: .named(DrawerStageSpace.name)) { phase in
              switch phase {
              case .active(let location): state.pointerMoved(to: DrawerPoint(location))
              case .ended: state.pointerMoved(to: nil)
              }
            }
        } else {
          content
        }
      #else
        content
      #endif
    }
  }
#endif
