#if canImport(SwiftUI)
  internal import DrawerCore
  internal import SwiftUI

  /// Attaches the drawer's gestures to its stage: UIKit's pan recogniser where SwiftUI can host
  /// one (iOS 18 and later), SwiftUI's `DragGesture` on the drawer's own surfaces elsewhere.
  ///
  /// - **iOS 18 and later**: one pan recogniser over the whole stage
  ///   (``DrawerPanRecognizer``), whose delegate fails it early for touches the engine can never
  ///   take and lets scroll views, list swipe actions and the navigation back-swipe keep their
  ///   gestures (``DrawerPanGesture``).
  /// - **iOS 17 and macOS**: a `DragGesture` cannot stand aside for other gestures, so it is
  ///   attached only where the touch is the drawer's to judge: while the drawer is closed (or
  ///   closing), to the open zone, a strip along the drawer's edge laid over the content (or the
  ///   whole content for ``DrawerOpenZone/anywhere``); and to the drawer and the scrim
  ///   (``DrawerDragSurface``, which the container applies). Everywhere else the content's own
  ///   gestures (a List's swipe actions, a horizontal scroller, a pushed screen's back-swipe)
  ///   have the touch to themselves. The price is the strip itself: SwiftUI cannot hand a touch
  ///   on it to the views beneath, so a tap or a scroll that starts in its 20 pt is the
  ///   drawer's to judge alone.
  ///
  /// On both paths the edge strip reaches the screen's physical edge: in landscape the container
  /// is laid out inside the safe area, and the strip extends under the notch
  /// (``DrawerOpenZone/strip(beyondContainerSide:)``).
  struct DrawerGestureBridge: ViewModifier {
    let state: DrawerState
    let isEnabled: Bool
    let side: DrawerSide
    let openZone: DrawerOpenZone

    func body(content: Content) -> some View {
      // visionOS has no UIGestureRecognizerRepresentable; `os` here guards availability only,
      // and is false on the Linux check, so the UIKit branch is still checked there.
      #if canImport(UIKit) && !os(visionOS)
        if #available(iOS 18.0, macCatalyst 18.0, *) {
          content
            .background {
              // Something to touch under a landscape notch, beside the container: the stage's
              // pan sees every touch on it or on the content.
              if isEnabled {
                DrawerEdgeStrip(side: side, openZone: openZone) {
                  Color.clear.contentShape(Rectangle())
                }
              }
            }
            .gesture(DrawerPanGesture(state: state, isEnabled: isEnabled))
        } else {
          content.modifier(
            DrawerOpeningGesture(
              state: state, isEnabled: isEnabled, side: side, openZone: openZone))
        }
      #else
        content.modifier(
          DrawerOpeningGesture(state: state, isEnabled: isEnabled, side: side, openZone: openZone))
      #endif
    }
  }

  /// The drawer's gesture on one of its own surfaces, the drawer and the scrim, where no UIKit
  /// recogniser covers the stage (iOS 17, macOS); nothing where one does.
  struct DrawerDragSurface: ViewModifier {
    let state: DrawerState
    let isEnabled: Bool

    func body(content: Content) -> some View {
      #if canImport(UIKit) && !os(visionOS)
        if #available(iOS 18.0, macCatalyst 18.0, *) {
          // The stage's pan recogniser sees these touches.
          content
        } else {
          content.modifier(DrawerDragReporter(state: state, isEnabled: isEnabled))
        }
      #else
        content.modifier(DrawerDragReporter(state: state, isEnabled: isEnabled))
      #endif
    }
  }

  /// The opening gesture, on the path without a UIKit recogniser: on an edge strip over the
  /// content, or on the whole content for ``DrawerOpenZone/anywhere``, while the drawer is
  /// closed or closing. An open drawer is moved from its own surfaces (``DrawerDragSurface``).
  struct DrawerOpeningGesture: ViewModifier {
    let state: DrawerState
    let isEnabled: Bool
    let side: DrawerSide
    let openZone: DrawerOpenZone

    func body(content: Content) -> some View {
      // `target` changes when the drawer is sent somewhere, not on every touch or frame.
      let opens = isEnabled && state.target == .closed
      // One chain whatever the zone, so that changing the zone never rebuilds the content (and
      // loses its state): the whole content reports for `.anywhere`, an edge strip otherwise.
      content
        .modifier(DrawerDragReporter(state: state, isEnabled: opens && openZone == .anywhere))
        .overlay {
          if opens && openZone != .anywhere {
            DrawerEdgeStrip(side: side, openZone: openZone) {
              Color.clear
                .contentShape(Rectangle())
                .modifier(DrawerDragReporter(state: state, isEnabled: true))
            }
          }
        }
    }
  }

  /// The open zone's edge strip, from the screen's physical edge (under a landscape notch) to
  /// the zone's depth past the container's side, filled with `surface`.
  struct DrawerEdgeStrip<Surface: View>: View {
    let side: DrawerSide
    let openZone: DrawerOpenZone
    @ViewBuilder let surface: Surface

    var body: some View {
      GeometryReader { proxy in
        let insets = proxy.safeAreaInsets
        let inset = Double(side == .left ? insets.leading : insets.trailing)
        if let band = openZone.strip(beyondContainerSide: inset) {
          surface
            .frame(
              width: CGFloat(
                Swift.min(band.upperBound - band.lowerBound, Double(proxy.size.width)))
            )
            .frame(
              maxWidth: .infinity, maxHeight: .infinity,
              alignment: side == .left ? .leading : .trailing)
        }
      }
      // The container is laid out left to right, so leading is the left side.
      .ignoresSafeArea(.container, edges: side == .left ? .leading : .trailing)
    }
  }

  /// Reports a `DragGesture`'s touches to the engine from one of the drawer's surfaces.
  ///
  /// The gesture has no minimum distance, so the engine sees the finger come down (a touch on a
  /// settling drawer catches it at once) and applies its own slop; it is simultaneous, so the
  /// surface's own buttons and scroll views keep working. Surfaces can nest (the whole content,
  /// and the drawer in it), so a surface reports a touch only if it was the first to see it and
  /// no other touch is in progress: each event reaches the engine once. A cancelled gesture
  /// never calls `onEnded`, but its `@GestureState` resets: that reset reports the cancellation,
  /// as does a surface that leaves the screen with its touch still down.
  struct DrawerDragReporter: ViewModifier {
    let state: DrawerState
    let isEnabled: Bool
    @GestureState private var isPressed = false
    /// Whether this surface reports the touch in progress.
    @State private var ownsTouch = false

    func body(content: Content) -> some View {
      content
        .simultaneousGesture(
          DragGesture(minimumDistance: 0, coordinateSpace: .named(DrawerStageSpace.name))
            .updating($isPressed) { _, isPressed, _ in isPressed = true }
            .onChanged { value in
              let location = DrawerPoint(value.location)
              let time = DrawerClock.seconds(value.time)
              if ownsTouch {
                state.report(.moved(to: location, time: time))
              } else if !state.isTouching {
                ownsTouch = true
                state.report(
                  .began(
                    start: DrawerPoint(value.startLocation), startTime: time, location: location,
                    time: time))
              }
              // Otherwise another surface reports this touch, or another finger is down.
            }
            .onEnded { value in
              guard ownsTouch else { return }
              ownsTouch = false
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
      guard ownsTouch else { return }
      ownsTouch = false
      if state.isTouching { state.report(.cancelled(time: DrawerClock.now)) }
    }
  }

  extension DrawerPoint {
    /// A SwiftUI point in the drawer's container space.
    init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }
#endif
