#if canImport(SwiftUI)
  // visionOS has no UIGestureRecognizerRepresentable; see DrawerGestureBridge.
  #if canImport(UIKit) && !os(visionOS)
    @_spi(DrawerKit) internal import DrawerCore
    internal import SwiftUI
    internal import UIKit

    /// Hosts the drawer's pan recogniser (``DrawerPanRecognizer``), with a delegate that
    /// arbitrates between the drawer and the other gestures on screen.
    ///
    /// The engine decides whether a touch is the drawer's; the recogniser shows it every event of
    /// the touch as it happens, with the time the touch itself records (`UITouch.timestamp`, not
    /// the time the callback runs, so a busy main thread delays the reports without bending the
    /// velocity). ``DrawerGestureArbitration`` is the policy:
    ///
    /// - a touch the engine can never take (a locked drawer; a closed one touched outside its
    ///   open zone) is not received at all, so the recogniser fails at once and scroll views
    ///   start without waiting;
    /// - a touch the engine is still judging (or a finger holding the settling drawer without
    ///   dragging it) keeps the recogniser undecided, one it tracks lets the recogniser begin,
    ///   one it leaves to the content makes it fail;
    /// - the drawer follows the finger only once the recogniser has actually begun, which UIKit
    ///   says by calling the action with `.began` (reported as a claim,
    ///   ``DrawerClaimPolicy/explicit``): when another recogniser wins first, the drawer has not
    ///   moved;
    /// - scroll views wait for the drawer, and a horizontal one under the finger that can still
    ///   scroll the way it moves takes the drag outside the edge strip
    ///   (``DrawerGestureArbitration/scrollViewTakesDrag(reach:travel:touchIsInEdgeStrip:)``);
    ///   list swipe actions win outside the edge strip, and the
    ///   navigation back-swipe (from the edge, and iOS 26's from anywhere over the content) wins
    ///   over a pushed screen.
    ///
    /// Trackpad and mouse-wheel scrolling on iPad (`allowedScrollTypesMask`) come without a
    /// touch: a scroll event the engine could never take where the pointer is
    /// (``DrawerTouchContext/pointerLocation``, from the stage's hover tracking) is not received, so the
    /// content's scroll views do not wait for the drawer; the pan recognises the others itself,
    /// and begins only if the engine, asked on a copy with the scroll as it really moved, takes
    /// it and no horizontal scroll view under the pointer keeps it
    /// (``DrawerState/shouldBeginTouch(from:to:scrollViews:)``); the action handler then reports
    /// them as the pointer plus the scroll's translation (the pointer stays put while a trackpad
    /// scrolls).
    @available(iOS 18.0, macCatalyst 18.0, *)
    struct DrawerPanGesture: UIGestureRecognizerRepresentable {
      let state: DrawerState
      let isEnabled: Bool

      func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
        Coordinator(state: state, converter: converter)
      }

      func makeUIGestureRecognizer(context: Context) -> DrawerPanRecognizer {
        let recognizer = DrawerPanRecognizer()
        recognizer.maximumNumberOfTouches = 1
        recognizer.allowedScrollTypesMask = .all
        recognizer.delegate = context.coordinator
        recognizer.forward = { [weak coordinator = context.coordinator] event in
          coordinator?.forward(event) ?? .fail
        }
        recognizer.isEnabled = isEnabled
        return recognizer
      }

      func updateUIGestureRecognizer(_ recognizer: DrawerPanRecognizer, context: Context) {
        context.coordinator.state = state
        context.coordinator.converter = context.converter
        recognizer.isEnabled = isEnabled
      }

      func handleUIGestureRecognizerAction(_ recognizer: DrawerPanRecognizer, context: Context) {
        let coordinator = context.coordinator
        coordinator.converter = context.converter
        guard !recognizer.isFollowingTouch else {
          // A touch's events reach the engine from the recogniser itself, once each; the action
          // says only that the recogniser has won, and the drawer may follow the finger. UIKit
          // calls it with `.began` at the next turn of the run loop, or later when the
          // recogniser waited for another to fail, and by then the state may read `.changed`.
          coordinator.claimIfNeeded(recognizer)
          return
        }
        // Scroll events carry no touch, and so no timestamp of their own.
        let now = DrawerClock.now
        let pointer = coordinator.pointer(of: recognizer)
        let translation = coordinator.scrollTranslation
        switch recognizer.state {
        case .began, .changed:
          let verdict = state.report(
            .scrolled(pointer: pointer, translation: translation, time: now))
          if recognizer.state == .began { state.report(.claimed(time: now)) }
          if verdict == .fail {
            // The engine has left the scroll to the content (it went across, or a closed
            // drawer's way): stop following it. A recogniser disabled while it recognises is
            // cancelled (`UIGestureRecognizer.isEnabled`), and then takes the next one.
            recognizer.isEnabled = false
            recognizer.isEnabled = isEnabled
          }
        case .ended:
          state.report(.scrollEnded(translation: translation, time: now))
        case .cancelled, .failed:
          state.report(.cancelled(time: now))
        default:
          break
        }
      }

      /// The pan recogniser's delegate and the engine's reporter: asks
      /// ``DrawerGestureArbitration`` whether to receive a touch and which gestures wait for
      /// which, and shows the engine the followed touch.
      @MainActor
      final class Coordinator: NSObject, UIGestureRecognizerDelegate {
        var state: DrawerState
        var converter: CoordinateSpaceConverter
        /// Where the followed touch came down, in the container's space.
        private var touchStart: DrawerPoint?
        /// The engine's verdict on the followed touch's latest event.
        private var verdict = DrawerGestureDecision.fail
        /// Whether the followed touch has been reported claimed.
        private var hasClaimed = false
        /// The scroll views whose pans compete for the touch, as UIKit names them while it
        /// settles which recogniser waits for which (whenever it asks), until the followed touch
        /// ends; only those under the touch's start count.
        private var competingScrollViews: [WeakScrollView] = []
        /// Where the touch let in came down, in the window's coordinates.
        private var startInWindow: CGPoint?

        /// A scroll view, not kept alive.
        private struct WeakScrollView {
          weak var view: UIScrollView?
        }

        init(state: DrawerState, converter: CoordinateSpaceConverter) {
          self.state = state
          self.converter = converter
        }

        /// Shows the engine one event of the followed touch and returns its verdict.
        func forward(_ event: DrawerPanRecognizer.TouchEvent) -> DrawerGestureDecision {
          switch event {
          case .began(let touch):
            let location = self.location(of: touch)
            let time = DrawerClock.seconds(ofUptime: touch.timestamp)
            touchStart = location
            hasClaimed = false
            verdict = state.report(
              .began(start: location, startTime: time, location: location, time: time))
          case .moved(let touch):
            let time = DrawerClock.seconds(ofUptime: touch.timestamp)
            let move = DrawerTouchReport.moved(to: location(of: touch), time: time)
            // A horizontal scroll view under the finger that can still scroll its way keeps a
            // drag the engine would take: found before the move reaches the engine, so that the
            // engine never tracks a touch it would lose (the recogniser fails, and the scroll
            // view that waited for it scrolls).
            if !hasClaimed, scrollViewTakes(touch), state.verdict(ifReported: move) == .begin {
              state.report(.cancelled(time: time))
              verdict = .fail
            } else {
              verdict = state.report(move)
            }
          case .predicted(let predicted, let basis):
            // Drawing only: the verdict is the move's.
            verdict = state.report(
              .predicted(
                at: location(of: predicted),
                for: DrawerClock.seconds(ofUptime: predicted.timestamp),
                time: DrawerClock.seconds(ofUptime: basis.timestamp)))
          case .ended(let touch):
            touchStart = nil
            competingScrollViews.removeAll()
            verdict = state.report(
              .ended(at: location(of: touch), time: DrawerClock.seconds(ofUptime: touch.timestamp)))
          case .cancelled:
            touchStart = nil
            competingScrollViews.removeAll()
            // A cancelled touch's timestamp says nothing of the cancellation.
            verdict = state.report(.cancelled(time: DrawerClock.now))
          }
          return verdict
        }

        /// Whether a horizontally scrolling view under `touch` can still scroll the way the
        /// finger has moved since it came down
        /// (``DrawerGestureArbitration/scrollViewTakesDrag(reach:travel:touchIsInEdgeStrip:)``).
        private func scrollViewTakes(_ touch: UITouch) -> Bool {
          guard let startInWindow else { return false }
          let now = touch.location(in: nil)
          let touchStart = touchStartOrPointer
          for scrollView in competingScrollViews.compactMap(\.view) where scrollView.window != nil {
            let start = scrollView.convert(startInWindow, from: nil)
            guard scrollView.bounds.contains(start) else { continue }
            // The finger's travel in the scroll view's own axis (a flipped or transformed view
            // converts it), the axis its content offset is measured in.
            let axis = state.engine.axisFrame.competingScrollAxis
            let travel = Self.along(axis, scrollView.convert(now, from: nil), from: start)
            if state.scrollViewTakesDrag(
              reach: Self.reach(of: scrollView, along: axis), travel: travel,
              touchStart: touchStart)
            {
              return true
            }
          }
          return false
        }

        /// Notes a scroll view whose pan competes for the touch let in. The list is kept short
        /// (UIKit may ask about touches the drawer then refuses, which never end here): views
        /// gone are dropped, and the oldest beyond a handful.
        private func noteCompetitor(_ scrollView: UIScrollView) {
          guard !competingScrollViews.contains(where: { $0.view === scrollView }) else { return }
          competingScrollViews.removeAll { $0.view == nil }
          if competingScrollViews.count >= Self.competingScrollViewLimit {
            competingScrollViews.removeFirst()
          }
          competingScrollViews.append(WeakScrollView(view: scrollView))
        }

        /// How many competing scroll views are remembered: more than are ever nested under one
        /// touch.
        private static let competingScrollViewLimit = 8

        /// A touch's location in the container's space (touches beyond the container's side,
        /// under a landscape notch, have negative distances from it).
        private func location(of touch: UITouch) -> DrawerPoint {
          DrawerPoint(
            converter.convert(
              globalPoint: touch.location(in: nil), to: .named(DrawerStageSpace.name)))
        }

        /// Reports the followed touch claimed, once, when the recogniser has begun; stamped with
        /// the touch's own latest timestamp, the clock its moves are on.
        func claimIfNeeded(_ recognizer: DrawerPanRecognizer) {
          guard !hasClaimed, recognizer.state == .began || recognizer.state == .changed else {
            return
          }
          hasClaimed = true
          let time = recognizer.followedTouchTimestamp.map(DrawerClock.seconds(ofUptime:))
          state.report(.claimed(time: time ?? DrawerClock.now))
        }

        /// Where the pointer is, for input without a touch, in the container's space (the
        /// space touches are measured in).
        func pointer(of recognizer: UIGestureRecognizer) -> DrawerPoint {
          DrawerPoint(
            converter.convert(
              globalPoint: recognizer.location(in: nil), to: .named(DrawerStageSpace.name)))
        }

        /// How far scrolling that the pan has recognised has gone since it began, in points.
        var scrollTranslation: DrawerPoint {
          guard let translation = converter.localTranslation else { return DrawerPoint(x: 0, y: 0) }
          return DrawerPoint(x: Double(translation.x), y: Double(translation.y))
        }

        func gestureRecognizer(
          _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
        ) -> Bool {
          // Indirect scrolling (a trackpad, a mouse wheel) comes without a touch for the other
          // `shouldReceive` to judge, and UIKit documents no location for it: the pointer's
          // place, followed by the stage's hover tracking, stands for it. A scroll the engine
          // could never take there (a locked drawer; a closed one with the pointer outside its
          // open zone) is not received, so the content's scroll views do not wait for the
          // drawer; the rest is judged when the pan would begin (`gestureRecognizerShouldBegin`).
          guard event.type == .scroll else { return true }
          return state.canEverTakeIndirectScroll
        }

        func gestureRecognizer(
          _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
        ) -> Bool {
          // One touch at most: a finger that comes down while one is followed, or beside the one
          // let in within the same event, is not the drawer's.
          guard let pan = gestureRecognizer as? DrawerPanRecognizer, !pan.isFollowingTouch,
            pan.mayReceive(touch)
          else { return false }
          // A touch the engine can never take is not received: the recogniser fails at once,
          // and the scroll views that wait for it do not wait.
          let start = location(of: touch)
          let time = DrawerClock.seconds(ofUptime: touch.timestamp)
          guard state.canEverBeginTouch(at: start, time: time) else { return false }
          // UIKit may ask which gestures wait for which before the touch begins here: the
          // edge-strip policy must judge this touch's start, not a stale or empty location.
          touchStart = start
          startInWindow = touch.location(in: nil)
          // The scroll views under the finger compete for the touch whether or not UIKit asks
          // the failure-requirement questions before the engine decides: collected here, from
          // the touched view up.
          competingScrollViews.removeAll()
          for scrollView in Self.scrollViews(from: touch.view).reversed() {
            noteCompetitor(scrollView)
          }
          pan.didReceive(touch)
          return true
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
          if let pan = gestureRecognizer as? DrawerPanRecognizer, pan.isFollowingTouch {
            // The pan is shown a touch's moves only once the engine tracks it.
            return verdict == .begin
          }
          let pointer = pointer(of: gestureRecognizer)
          return state.shouldBeginTouch(
            from: pointer, to: pointer.moved(by: scrollTranslation),
            scrollViews: scrollCompetitors(under: gestureRecognizer))
        }

        /// The horizontally scrolling views under the pointer, for a scroll without a touch: the
        /// view the pointer is over and its superviews, each with how far it can still scroll
        /// and the scroll's translation along its own axis (a flipped or transformed view
        /// converts it).
        private func scrollCompetitors(under recognizer: UIGestureRecognizer)
          -> [DrawerScrollCompetitor]
        {
          guard let window = recognizer.view?.window,
            let pan = recognizer as? UIPanGestureRecognizer
          else { return [] }
          let hit = window.hitTest(recognizer.location(in: window), with: nil)
          let axis = state.engine.axisFrame.competingScrollAxis
          return Self.scrollViews(from: hit).map { scrollView in
            DrawerScrollCompetitor(
              reach: Self.reach(of: scrollView, along: axis),
              travel: Self.along(axis, pan.translation(in: scrollView), from: .zero))
          }
        }

        /// The scroll views from `view` up its superviews, innermost first.
        private static func scrollViews(from view: UIView?) -> [UIScrollView] {
          var found: [UIScrollView] = []
          var current = view
          while let view = current {
            if let scrollView = view as? UIScrollView { found.append(scrollView) }
            current = view.superview
          }
          return found
        }

        /// How far a scroll view can still scroll each way along its own `axis`.
        private static func reach(of scrollView: UIScrollView, along axis: DrawerScrollAxis)
          -> DrawerScrollReach
        {
          let inset = scrollView.adjustedContentInset
          switch axis {
          case .horizontal:
            return DrawerScrollReach(
              offset: Double(scrollView.contentOffset.x),
              contentWidth: Double(scrollView.contentSize.width),
              viewWidth: Double(scrollView.bounds.width), leadingInset: Double(inset.left),
              trailingInset: Double(inset.right))
          case .vertical:
            return DrawerScrollReach(
              offset: Double(scrollView.contentOffset.y),
              contentWidth: Double(scrollView.contentSize.height),
              viewWidth: Double(scrollView.bounds.height), leadingInset: Double(inset.top),
              trailingInset: Double(inset.bottom))
          }
        }

        /// How far `point` is from `start` along `axis`, in points.
        private static func along(_ axis: DrawerScrollAxis, _ point: CGPoint, from start: CGPoint)
          -> Double
        {
          switch axis {
          case .horizontal: Double(point.x - start.x)
          case .vertical: Double(point.y - start.y)
          }
        }

        func gestureRecognizer(
          _ gestureRecognizer: UIGestureRecognizer,
          shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
          state.drawerWaits(
            for: competitor(otherGestureRecognizer), touchStart: touchStartOrPointer)
        }

        func gestureRecognizer(
          _ gestureRecognizer: UIGestureRecognizer,
          shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
          state.otherWaits(for: competitor(otherGestureRecognizer), touchStart: touchStartOrPointer)
        }

        /// What a competing recogniser is (``classify(_:)``), noting a scroll view's pan among
        /// the competitors.
        private func competitor(_ other: UIGestureRecognizer) -> DrawerCompetingGesture {
          let kind = Self.classify(other)
          if kind == .scroll, let scrollView = other.view as? UIScrollView {
            noteCompetitor(scrollView)
          }
          return kind
        }

        /// Where the touch the competition is about came down, in the container's space: the
        /// touch let in, or, for indirect scrolling (no touch), the pointer.
        private var touchStartOrPointer: DrawerPoint {
          touchStart ?? DrawerPoint(converter.localLocation)
        }

        /// What a competing recogniser is, from documented UIKit relationships only: a scroll
        /// view's own pan, another pan on a table or collection view (a row's swipe actions),
        /// or one of a navigation controller's interactive pop recognisers (from the edge, and
        /// from anywhere over the content on iOS 26).
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
              isInteractivePop(other, of: navigation)
            {
              return .navigationBackSwipe(
                isPushedScreenShowing: navigation.viewControllers.count > 1)
            }
            responder = current.next
          }
          return .other
        }

        /// Whether `recognizer` is one of the navigation controller's interactive pop gestures.
        private static func isInteractivePop(
          _ recognizer: UIGestureRecognizer, of navigation: UINavigationController
        ) -> Bool {
          if navigation.interactivePopGestureRecognizer === recognizer { return true }
          // The content pop came with the iOS 26 SDK: Xcode 16 (Swift 6.1 and earlier) does not
          // know it, and `#available` guards only the run time.
          #if compiler(>=6.2)
            if #available(iOS 26.0, macCatalyst 26.0, *) {
              return navigation.interactiveContentPopGestureRecognizer === recognizer
            }
          #endif
          return false
        }
      }
    }
  #endif
#endif
