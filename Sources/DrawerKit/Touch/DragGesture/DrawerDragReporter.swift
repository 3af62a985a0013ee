#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// Reports a `DragGesture`'s touches to the engine from one of the drawer's surfaces.
  ///
  /// The gesture has no minimum distance, so the engine sees the finger come down (a touch on a
  /// settling drawer catches it at once) and applies its own slop; it is simultaneous, so the
  /// surface's own buttons and scroll views keep working. Surfaces can nest (the whole content,
  /// and the drawer in it), so a surface reports a touch only if it was the first to see it and
  /// no other touch is in progress: each event reaches the engine once. Whether a surface reports
  /// a touch is decided at its first event and holds for the touch's life, as a recogniser's
  /// delegate decides once at touch-down: a touch refused then (outside a closed drawer's open
  /// zone, or down beside another finger) is never reported later with a stale start, and costs
  /// no decision per move. A cancelled gesture
  /// never calls `onEnded`, but its `@GestureState` resets: that reset reports the cancellation,
  /// as does a surface that leaves the screen with its touch still down.
  struct DrawerDragReporter: ViewModifier {
    let state: DrawerState
    let isEnabled: Bool
    @GestureState private var isPressed = false
    /// What this surface decided at the first event of the touch in progress; `nil` between
    /// touches. Written at a touch's first event and at its end only.
    @State private var role: TouchRole?

    /// Whether a surface reports a touch to the engine.
    private enum TouchRole {
      /// The surface was the first to see the touch, and the engine could take it.
      case reports
      /// Another surface reports the touch, another finger is down, or the engine can never
      /// take it.
      case ignores
    }

    func body(content: Content) -> some View {
      content
        .simultaneousGesture(
          DragGesture(minimumDistance: 0, coordinateSpace: .named(DrawerStageSpace.name))
            .updating($isPressed) { _, isPressed, _ in isPressed = true }
            .onChanged { value in
              let location = DrawerPoint(value.location)
              let time = DrawerClock.seconds(value.time)
              let start = DrawerPoint(value.startLocation)
              switch role {
              case .reports:
                state.report(.moved(to: location, time: time))
              case .ignores:
                break
              case nil:
                // A touch the engine can never take (outside a closed drawer's open zone) is not
                // reported, as a recogniser's delegate would not receive it.
                guard !state.isTouching,
                  state.canEverBeginTouch(at: start, time: time, path: .dragGesture)
                else {
                  role = .ignores
                  return
                }
                role = .reports
                state.report(
                  .began(start: start, startTime: time, location: location, time: time))
              }
            }
            .onEnded { value in
              let reported = role == .reports
              role = nil
              guard reported else { return }
              state.report(
                .ended(at: DrawerPoint(value.location), time: DrawerClock.seconds(value.time)))
            },
          including: isEnabled ? .all : .subviews
        )
        .onChange(of: isPressed) { _, isPressed in
          if !isPressed { letGo() }
        }
        .onDisappear { letGo() }
    }

    /// Reports a touch this surface followed that ended without a lift.
    private func letGo() {
      let reported = role == .reports
      role = nil
      guard reported else { return }
      if state.isTouching { state.report(.cancelled(time: DrawerClock.now)) }
    }
  }

#endif
