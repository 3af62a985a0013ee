#if canImport(SwiftUI)
  // visionOS has no UIGestureRecognizerRepresentable; see DrawerGestureBridge.
  #if canImport(UIKit) && !os(visionOS)
    @_spi(DrawerKit) internal import DrawerCore
    internal import UIKit
    // The settable `state` and the `touches…(_:with:)` overrides are for subclasses only. The
    // Linux check has no such submodule; its UIKit stand-in declares them on the class itself.
    #if os(iOS)
      internal import UIKit.UIGestureRecognizerSubclass
    #endif

    /// A pan recogniser that shows the engine every event of the touch it follows, as it
    /// happens, and takes the engine's verdict on that touch as its own.
    ///
    /// A plain `UIPanGestureRecognizer` reports nothing until the finger has moved past its
    /// hysteresis, and then decides once. The drawer needs more:
    ///
    /// - **The touch-down.** A still finger on a settling drawer must catch it, as it does on the
    ///   `DragGesture` path and in the lab: the down is shown to the engine at once, with the
    ///   touch's own timestamp.
    /// - **Undecided.** While the engine has not decided (``DrawerGestureDecision/wait``, a thumb's
    ///   arc still being judged) the recogniser stays `.possible`, so the scroll views that wait
    ///   for it neither scroll nor are released. The pan's own hysteresis must not decide before
    ///   the engine does, so the pan is not shown the moves of an undecided touch.
    /// - **Decided.** When the engine tracks a drag (one it recognised, or a finger that caught
    ///   the moving drawer and then dragged it past the slop; a caught finger that has not is
    ///   still undecided, so a tap on a row of a settling drawer reaches the row) the recogniser
    ///   begins, which cancels the touch for the content's views and makes the scroll views that wait for it fail; the delegate
    ///   lets it, once the gestures it defers to have failed. When the engine leaves the touch to
    ///   the content, the recogniser fails at once.
    ///
    /// With each move the engine is also shown UIKit's newest predicted touch
    /// (`UIEvent.predictedTouches(for:)`), which it draws with under
    /// ``DrawerPredictionSource/platform`` and a recording keeps either way.
    ///
    /// Each down, move and lift reaches the engine exactly once, from here; the representable's
    /// action handler reports only input that comes without a touch (trackpad and mouse-wheel
    /// scrolling, ``allowedScrollTypesMask``), which a pan recognises on its own. A touch the
    /// engine was shown and that ends without a lift (the recogniser failed, or lost to another
    /// gesture) is reported cancelled when the recogniser resets, so the engine never waits for
    /// a finger it will not hear of again.
    final class DrawerPanRecognizer: UIPanGestureRecognizer {
      /// One event of the followed touch.
      enum TouchEvent {
        case began(UITouch)
        case moved(UITouch)
        /// UIKit's newest prediction for the followed touch, made with its move `basis`.
        case predicted(UITouch, basis: UITouch)
        case ended(UITouch)
        case cancelled
      }

      /// Shows the engine one event of the followed touch and returns its verdict; `nil` fails
      /// every touch.
      var forward: (@MainActor (TouchEvent) -> DrawerGestureDecision)?

      /// Whether the recogniser follows a touch, from its down until the recogniser resets.
      private(set) var isFollowingTouch = false

      /// The touch followed; UIKit owns it and updates it in place.
      private weak var touch: UITouch?

      /// The touch the delegate let in (``didReceive(_:)``), until the recogniser resets: two
      /// fingers that come down in the same event are both offered to the delegate before
      /// `touchesBegan`, and only the first may be the drawer's.
      private weak var receivedTouch: UITouch?

      /// Whether the delegate may let `touch` in: no other touch has been let in since the last
      /// reset.
      func mayReceive(_ touch: UITouch) -> Bool {
        receivedTouch.map { $0 === touch } ?? true
      }

      /// Notes the touch the delegate let in.
      func didReceive(_ touch: UITouch) {
        receivedTouch = touch
      }

      /// Whether the engine has been shown a down whose lift or cancellation it has not heard of.
      private var engineHasTouch = false

      /// The followed touch's latest timestamp (`UITouch.timestamp`, on the system-uptime
      /// clock), or `nil` with no touch followed.
      var followedTouchTimestamp: TimeInterval? {
        touch?.timestamp
      }

      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        // One touch at most; the delegate does not let a second one in.
        let received = receivedTouch.flatMap { touches.contains($0) ? $0 : nil }
        guard !isFollowingTouch, let first = received ?? touches.first else { return }
        touch = first
        isFollowingTouch = true
        engineHasTouch = true
        follow(forward?(.began(first)) ?? .fail)
      }

      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch, engineHasTouch, touches.contains(touch) else {
          super.touchesMoved(touches, with: event)
          return
        }
        let decision = forward?(.moved(touch)) ?? .fail
        if decision != .fail, let predicted = event.predictedTouches(for: touch)?.last {
          _ = forward?(.predicted(predicted, basis: touch))
        }
        // Undecided: the pan does not see the move, so that its hysteresis cannot begin it
        // before the engine has decided. (The touch's events reach the engine from here, not
        // from the pan, so the engine misses nothing.)
        guard decision != .wait else { return }
        super.touchesMoved(touches, with: event)
        follow(decision)
      }

      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch, engineHasTouch, touches.contains(touch) {
          engineHasTouch = false
          _ = forward?(.ended(touch))
        }
        super.touchesEnded(touches, with: event)
        // A touch the recogniser began for on the engine's word, before the pan's own
        // hysteresis would have, ends here too.
        if state == .began || state == .changed { state = .ended }
      }

      override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch, engineHasTouch, touches.contains(touch) {
          engineHasTouch = false
          _ = forward?(.cancelled)
        }
        super.touchesCancelled(touches, with: event)
        if state == .began || state == .changed { state = .cancelled }
      }

      override func reset() {
        super.reset()
        // Failed, or prevented by another gesture, with the finger still down: the rest of the
        // touch will not be delivered here, so it is not the drawer's.
        if engineHasTouch {
          engineHasTouch = false
          _ = forward?(.cancelled)
        }
        touch = nil
        receivedTouch = nil
        isFollowingTouch = false
      }

      /// Takes the engine's verdict as the recogniser's: begins when the engine tracks the touch
      /// (if the pan has not begun on its own already); fails, or is cancelled once begun, when
      /// the engine has left the touch to the content (a scroll, a swipe the wrong way, or a
      /// command that let the finger go).
      private func follow(_ decision: DrawerGestureDecision) {
        switch (decision, state) {
        case (.begin, .possible): state = .began
        case (.fail, .possible): state = .failed
        case (.fail, .began), (.fail, .changed): state = .cancelled
        default: break
        }
      }
    }
  #endif
#endif
