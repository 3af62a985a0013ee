#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import Foundation

  /// The one door through which the platform's gestures reach the drawer.
  ///
  /// Every entry point a touch path uses is here, and nowhere else: whether a touch may even be
  /// received (``canEverBeginTouch(at:time:path:)``, ``canEverTakeIndirectScroll``), the report of
  /// each event with the engine's verdict on it (``report(_:)``), whether indirect scrolling
  /// that the platform recognised on its own should begin (``shouldBeginTouch(from:to:scrollViews:)``),
  /// which competing gestures wait for which (``drawerWaits(for:touchStart:)``,
  /// ``otherWaits(for:touchStart:)``, ``scrollViewTakesDrag(reach:travel:touchStart:)``), and
  /// the frames the screen drew (``frameDidAdvance(to:)``). UIKit's recogniser
  /// (`Touch/Recognizer/`) and SwiftUI's `DragGesture` (`Touch/DragGesture/`) both come through
  /// it; the engine decides (``DrawerGestureArbitration``), the door only asks.
  extension DrawerState {
    // MARK: Receiving

    /// Whether the engine could ever take a touch that comes down at `start`, in the
    /// container's space, at `time` (the touch's own): a platform recogniser should not even
    /// receive a touch for which this is `false`
    /// (``DrawerGestureArbitration/canEverBegin(drawer:start:time:frame:path:)``). It is judged
    /// on the drawer as the last drawn frame showed it, as the touch's report will be; on the
    /// `DragGesture` path the open drawer takes no touch among its own controls.
    func canEverBeginTouch(
      at start: DrawerPoint, time: Double, path: DrawerGesturePath = .recognizer
    ) -> Bool {
      allowsTouchesBesidesCompanion
        && DrawerGestureArbitration.canEverBegin(
          drawer: engine, start: start, time: time, frame: frameForNextReport, path: path,
          drawerYields: touchContext.drawerYields)
    }

    /// Whether the drawer on the other edge of the same content, if any, leaves the touches to
    /// this one: not while it is shown as a modal drawer that is open, opening or dragged, when
    /// they are its own (``DrawerPairArbitration/allowsTouches(on:besides:otherLayout:)``).
    var allowsTouchesBesidesCompanion: Bool {
      guard let other = touchContext.companions?.other(than: self) else { return true }
      return DrawerPairArbitration.allowsTouches(
        on: engine, besides: other.engine, otherLayout: other.controller.shownLayoutMode)
    }

    /// Whether the engine could take an indirect scroll (a trackpad's, a mouse wheel's) now,
    /// judged where the pointer is when the stage has seen it
    /// (``DrawerGestureArbitration/canEverTakeIndirectScroll(drawer:pointer:time:)``): a scroll
    /// over the content outside a closed drawer's open zone is never the drawer's, so the
    /// content's scroll views need not wait for it.
    var canEverTakeIndirectScroll: Bool {
      allowsTouchesBesidesCompanion
        && DrawerGestureArbitration.canEverTakeIndirectScroll(
          drawer: engine, pointer: touchContext.pointerLocation, time: clock(),
          drawerYields: touchContext.drawerYields)
    }

    /// Notes where the pointer is over the stage, in the container's space, or `nil` once it
    /// has left: what a scroll event, which carries no location, is judged by.
    func pointerMoved(to location: DrawerPoint?) {
      touchContext.pointerLocation = location
    }

    // MARK: Reporting

    /// Reports a touch from a gesture bridge: the one place touches reach the engine.
    ///
    /// - Returns: what the recogniser that reported it should do next (begin, wait, fail), the
    ///   engine's verdict on this report.
    @discardableResult
    func report(_ touch: DrawerTouchReport) -> DrawerGestureDecision {
      if let frame = frameForNextReport {
        touchContext.unsentFrameTime = nil
        // A frame changes nothing anyone observes: applied without a publish of its own, the
        // touch's step below publishes once.
        if let gestureRecorder {
          _ = gestureRecorder.record(.frame(time: frame), on: &controller, of: self)
        } else {
          controller.send(.frame(time: frame))
        }
      }
      let step =
        gestureRecorder.map { $0.record(touch, on: &controller, of: self) }
        ?? controller.report(touch)
      publish(step)
      return step.touchDecision ?? .fail
    }

    /// Called when the drawer's container leaves the screen: a touch it was following will not
    /// be heard of again, so it ends as a cancelled touch does and the drawer comes to rest,
    /// ending every `await close()`.
    func containerDisappeared() {
      if controller.isTouching { report(.cancelled(time: clock())) }
    }

    /// Whether a touch is in progress, as the gesture bridge has reported it.
    var isTouching: Bool {
      controller.isTouching
    }

    /// Whether a platform recogniser that saw indirect input move from `start` to `location`
    /// (a trackpad's or a mouse wheel's scrolling, which the platform recognises on its own)
    /// should claim it: the engine decides, on a copy
    /// (``DrawerGestureArbitration/shouldBegin(drawer:start:location:time:)``).
    func shouldBeginTouch(
      from start: DrawerPoint, to location: DrawerPoint,
      scrollViews: [DrawerScrollCompetitor] = []
    ) -> Bool {
      allowsTouchesBesidesCompanion
        && DrawerGestureArbitration.shouldBegin(
          drawer: drawer, start: start, location: location, time: clock(),
          scrollViews: scrollViews, drawerYields: touchContext.drawerYields)
    }

    /// The engine's verdict on a report, without reporting it: what the recogniser would be told,
    /// so that a carousel that keeps the swipe can be found before the move reaches the engine
    /// (which then never tracks a touch it would lose).
    func verdict(ifReported touch: DrawerTouchReport) -> DrawerGestureDecision {
      var probe = controller
      probe.confirmStateChange = { _ in true }
      if let frame = frameForNextReport { probe.send(.frame(time: frame)) }
      return probe.report(touch).touchDecision ?? .fail
    }

    // MARK: Competing gestures

    /// Whether a touch that came down at `touchStart` began in the drawer's edge strip
    /// (``DrawerGestureArbitration/isInEdgeStrip(_:drawer:)``).
    func isInEdgeStrip(_ touchStart: DrawerPoint) -> Bool {
      DrawerGestureArbitration.isInEdgeStrip(touchStart, drawer: engine)
    }

    /// Whether the drawer's recogniser must wait for `other` to fail, for a touch that came down
    /// at `touchStart` (``DrawerGestureArbitration/drawerWaits(for:touchIsInEdgeStrip:)``).
    func drawerWaits(for other: DrawerCompetingGesture, touchStart: DrawerPoint) -> Bool {
      DrawerGestureArbitration.drawerWaits(
        for: other, touchIsInEdgeStrip: isInEdgeStrip(touchStart))
    }

    /// Whether `other` must wait for the drawer's recogniser to fail, for a touch that came down
    /// at `touchStart` (``DrawerGestureArbitration/otherWaits(for:touchIsInEdgeStrip:)``).
    func otherWaits(for other: DrawerCompetingGesture, touchStart: DrawerPoint) -> Bool {
      DrawerGestureArbitration.otherWaits(
        for: other, touchIsInEdgeStrip: isInEdgeStrip(touchStart))
    }

    /// Whether a scrolling view under a touch that came down at `touchStart`, which can still
    /// scroll by `reach` and has seen the finger travel `travel` along its axis that runs with the
    /// drawer's (``DrawerAxisFrame/competingScrollAxis``), takes the drag from the drawer
    /// (``DrawerGestureArbitration/scrollViewTakesDrag(reach:travel:touchIsInEdgeStrip:)``).
    func scrollViewTakesDrag(
      reach: DrawerScrollReach, travel: Double, touchStart: DrawerPoint
    ) -> Bool {
      DrawerGestureArbitration.scrollViewTakesDrag(
        reach: reach, travel: travel, touchIsInEdgeStrip: isInEdgeStrip(touchStart))
    }

    // MARK: Frames

    /// The frame the next touch report tells the engine of, if any: while a touch may come
    /// down, or one beside the moving drawer may take hold of it (or be claimed, and take it
    /// from its spring), the engine learns where the screen showed the drawer; a drag that
    /// moves the drawer itself needs no frame.
    var frameForNextReport: Double? {
      let engine = controller.drawer
      return engine.isTracking && !engine.isSettling ? nil : touchContext.unsentFrameTime
    }

    /// Called by the drawer's timeline on every animation frame.
    func frameDidAdvance(to date: Date) {
      let time = DrawerClock.seconds(date)
      touchContext.unsentFrameTime = time
      if let wakeTime = controller.wakeTime, time >= wakeTime {
        publish(controller.advance(to: time), at: time)
      } else {
        // The engine itself, not the observed copy without the veto that `drawer` makes.
        let value = controller.drawer.progress(at: time)
        if value != progress { progress = value }
      }
    }

  }
#endif
