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
      // visionOS has no UIGestureRecognizerRepresentable; `os` here guards availability only,
      // and is false on the Linux check, so the UIKit branch is still checked there.
      #if canImport(UIKit) && !os(visionOS)
        // An availability condition alone, so that the builder erases the iOS 18 branch.
        if #available(iOS 18.0, macCatalyst 18.0, *) {
          if path == .recognizer {
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
          } else {
            content.modifier(opening)
          }
        } else {
          content.modifier(opening)
        }
      #else
        content.modifier(opening)
      #endif
    }

    private var opening: DrawerOpeningGesture {
      DrawerOpeningGesture(state: state, isEnabled: isEnabled, side: side, openZone: openZone)
    }
  }

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

  /// The open zone's edge strip from the screen's physical edge (under a landscape notch),
  /// filled with `surface`: to the zone's depth past the container's side, or only to that side.
  struct DrawerEdgeStrip<Surface: View>: View {
    /// How far into the screen a strip reaches from the physical edge.
    enum Reach {
      /// To the zone's depth past the container's side: the whole strip.
      case intoZone
      /// To the container's side: only the part beside the container, where there is no
      /// content to touch; none when the container reaches the physical edge.
      case containerSide
    }

    let side: DrawerSide
    let openZone: DrawerOpenZone
    let reach: Reach
    @ViewBuilder let surface: Surface

    var body: some View {
      GeometryReader { proxy in
        if let width = width(in: proxy) {
          surface
            .frame(width: width)
            .frame(
              maxWidth: .infinity, maxHeight: .infinity,
              alignment: side == .left ? .leading : .trailing)
        }
      }
      // The container is laid out left to right, so leading is the left side.
      .ignoresSafeArea(.container, edges: side == .left ? .leading : .trailing)
    }

    /// The strip's width in the reader, which reaches under the notch; `nil` for no strip.
    private func width(in proxy: GeometryProxy) -> CGFloat? {
      let insets = proxy.safeAreaInsets
      let inset = Double(side == .left ? insets.leading : insets.trailing)
      guard let band = openZone.strip(beyondContainerSide: inset) else { return nil }
      let upper = reach == .intoZone ? band.upperBound : 0
      guard upper > band.lowerBound else { return nil }
      return CGFloat(Swift.min(upper - band.lowerBound, Double(proxy.size.width)))
    }
  }

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
                guard !state.isTouching, state.canEverBeginTouch(at: start, time: time) else {
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

  extension DrawerPoint {
    /// A SwiftUI point in the drawer's container space.
    init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }
#endif
