#if canImport(SwiftUI)
  internal import DrawerCore
  internal import SwiftUI

  /// Attaches the recogniser that reports touches to the engine: UIKit's pan recogniser where
  /// SwiftUI can host one (iOS 18 and later), SwiftUI's `DragGesture` elsewhere.
  ///
  /// The pan recogniser's delegate can let scroll views and list swipe actions keep their
  /// gestures and defer to the navigation back-swipe (``DrawerPanGesture``); a `DragGesture`
  /// attached with `simultaneousGesture` cannot arbitrate, but never blocks the content's own
  /// gestures either, and the engine ignores drags that are not the drawer's.
  struct DrawerGestureBridge: ViewModifier {
    let state: DrawerState
    let isEnabled: Bool

    func body(content: Content) -> some View {
      // visionOS has no UIGestureRecognizerRepresentable; `os` here guards availability only,
      // and is false on the Linux check, so the UIKit branch is still checked there.
      #if canImport(UIKit) && !os(visionOS)
        if #available(iOS 18.0, macCatalyst 18.0, *) {
          content.gesture(DrawerPanGesture(state: state, isEnabled: isEnabled))
        } else {
          content.modifier(DrawerDragGesture(state: state, isEnabled: isEnabled))
        }
      #else
        content.modifier(DrawerDragGesture(state: state, isEnabled: isEnabled))
      #endif
    }
  }

  /// Reports a `DragGesture`'s touches to the engine.
  ///
  /// The gesture has no minimum distance, so the engine sees the finger come down (a touch on a
  /// settling drawer catches it at once) and applies its own slop; it is simultaneous, so the
  /// content's buttons and scroll views keep working. A cancelled gesture never calls `onEnded`,
  /// but its `@GestureState` resets: that reset reports the cancellation.
  struct DrawerDragGesture: ViewModifier {
    let state: DrawerState
    let isEnabled: Bool
    @GestureState private var isTouching = false

    func body(content: Content) -> some View {
      content
        .simultaneousGesture(
          DragGesture(minimumDistance: 0, coordinateSpace: .named(DrawerStageSpace.name))
            .updating($isTouching) { _, isTouching, _ in isTouching = true }
            .onChanged { value in
              let location = DrawerPoint(value.location)
              let time = DrawerClock.seconds(value.time)
              if state.isTouching {
                state.report(.moved(to: location, time: time))
              } else {
                state.report(
                  .began(
                    start: DrawerPoint(value.startLocation), startTime: time, location: location,
                    time: time))
              }
            }
            .onEnded { value in
              state.report(
                .ended(at: DrawerPoint(value.location), time: DrawerClock.seconds(value.time)))
            },
          including: isEnabled ? .all : .subviews
        )
        .onChange(of: isTouching) { _, isTouching in
          if !isTouching && state.isTouching {
            state.report(.cancelled(time: DrawerClock.now))
          }
        }
    }
  }

  extension DrawerPoint {
    /// A SwiftUI point in the drawer's container space.
    init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }
#endif
