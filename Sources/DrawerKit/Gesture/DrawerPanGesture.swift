#if canImport(SwiftUI)
  // visionOS has no UIGestureRecognizerRepresentable; see DrawerGestureBridge.
  #if canImport(UIKit) && !os(visionOS)
    internal import DrawerCore
    internal import SwiftUI
    internal import UIKit

    /// Reports a UIKit pan recogniser's touches to the engine, with a delegate that arbitrates
    /// between the drawer and the other gestures on screen.
    ///
    /// The engine decides whether a touch is the drawer's; the delegate asks it before the
    /// recogniser begins (``DrawerState/shouldBeginTouch(from:to:)``), so a vertical scroll or a
    /// swipe outside the open zone makes the recogniser fail at once and the other gesture
    /// proceeds. Which gestures wait for which is ``DrawerGestureArbitration``'s policy: scroll
    /// views wait for the drawer, list swipe actions win outside the edge strip, and the
    /// navigation back-swipe wins over a pushed screen.
    ///
    /// The recogniser reports nothing until the finger has moved past its hysteresis; the
    /// touch's start (the location less the translation) and the moment it came down are
    /// replayed to the engine then, so velocity and slop are measured from the real touch-down.
    /// Every report carries the time the touch itself records (`UITouch.timestamp`), not the
    /// time the callback runs, so a busy main thread delays the reports without bending the
    /// velocity.
    @available(iOS 18.0, macCatalyst 18.0, *)
    struct DrawerPanGesture: UIGestureRecognizerRepresentable {
      let state: DrawerState
      let isEnabled: Bool

      func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
        Coordinator(state: state, converter: converter)
      }

      func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        let recognizer = UIPanGestureRecognizer()
        recognizer.maximumNumberOfTouches = 1
        recognizer.delegate = context.coordinator
        recognizer.isEnabled = isEnabled
        return recognizer
      }

      func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {
        context.coordinator.state = state
        context.coordinator.converter = context.converter
        recognizer.isEnabled = isEnabled
      }

      func handleUIGestureRecognizerAction(
        _ recognizer: UIPanGestureRecognizer, context: Context
      ) {
        let coordinator = context.coordinator
        coordinator.converter = context.converter
        let location = DrawerPoint(context.converter.localLocation)
        let now = coordinator.touchTime
        switch recognizer.state {
        case .began:
          let start = coordinator.touchStart(location: location)
          state.report(
            .began(
              start: start, startTime: coordinator.touchDownTime ?? now, location: location,
              time: now))
        case .changed:
          state.report(.moved(to: location, time: now))
        case .ended:
          state.report(.ended(at: location, time: now))
          coordinator.touchDownTime = nil
        case .cancelled, .failed:
          // A cancelled touch's timestamp says nothing of the cancellation.
          state.report(.cancelled(time: DrawerClock.now))
          coordinator.touchDownTime = nil
        default:
          break
        }
      }

      /// The pan recogniser's delegate: asks the engine whether to begin, and
      /// ``DrawerGestureArbitration`` which gestures wait for which.
      @MainActor
      final class Coordinator: NSObject, UIGestureRecognizerDelegate {
        var state: DrawerState
        var converter: CoordinateSpaceConverter
        /// When the current touch came down, in the engine's seconds.
        var touchDownTime: Double?
        /// The current touch, which UIKit updates in place for as long as it lasts; not
        /// retained: UIKit owns it.
        private weak var touch: UITouch?

        init(state: DrawerState, converter: CoordinateSpaceConverter) {
          self.state = state
          self.converter = converter
        }

        /// Where the current touch began: its location less its translation.
        func touchStart(location: DrawerPoint) -> DrawerPoint {
          guard let translation = converter.localTranslation else { return location }
          return DrawerPoint(
            x: location.x - Double(translation.x), y: location.y - Double(translation.y))
        }

        /// When the current touch last moved (or came down, or lifted), in the engine's
        /// seconds; now, if the touch is gone.
        var touchTime: Double {
          guard let touch else { return DrawerClock.now }
          return DrawerClock.seconds(ofUptime: touch.timestamp)
        }

        func gestureRecognizer(
          _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
        ) -> Bool {
          // A finger that comes down while the recogniser already follows one is not the
          // drawer's (it follows one touch at most).
          guard gestureRecognizer.state == .possible else { return true }
          self.touch = touch
          touchDownTime = DrawerClock.seconds(ofUptime: touch.timestamp)
          return true
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
          let location = DrawerPoint(converter.localLocation)
          return state.shouldBeginTouch(from: touchStart(location: location), to: location)
        }

        func gestureRecognizer(
          _ gestureRecognizer: UIGestureRecognizer,
          shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
          DrawerGestureArbitration.drawerWaits(
            for: Self.classify(otherGestureRecognizer), touchIsInEdgeStrip: touchIsInEdgeStrip)
        }

        func gestureRecognizer(
          _ gestureRecognizer: UIGestureRecognizer,
          shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
          DrawerGestureArbitration.otherWaits(
            for: Self.classify(otherGestureRecognizer), touchIsInEdgeStrip: touchIsInEdgeStrip)
        }

        private var touchIsInEdgeStrip: Bool {
          let start = touchStart(location: DrawerPoint(converter.localLocation))
          return DrawerGestureArbitration.isInEdgeStrip(start, drawer: state.drawer)
        }

        /// What a competing recogniser is, from documented UIKit relationships only: a scroll
        /// view's own pan, another pan on a table or collection view (a row's swipe actions),
        /// or a navigation controller's interactive pop recogniser.
        static func classify(_ other: UIGestureRecognizer) -> DrawerCompetingGesture {
          if let scrollView = other.view as? UIScrollView {
            if other === scrollView.panGestureRecognizer { return .scroll }
            if other is UIPanGestureRecognizer,
              scrollView is UICollectionView || scrollView is UITableView
            {
              return .listSwipeAction
            }
          }
          var responder: UIResponder? = other.view
          while let current = responder {
            if let navigation = current as? UINavigationController,
              navigation.interactivePopGestureRecognizer === other
            {
              return .navigationBackSwipe(
                isPushedScreenShowing: navigation.viewControllers.count > 1)
            }
            responder = current.next
          }
          return .other
        }
      }
    }
  #endif
#endif
