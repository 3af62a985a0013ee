#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore

  extension DrawerState {
    /// Whether the engine could ever take a touch that comes down at `start`, in the
    /// container's space, at `time` (the touch's own): a platform recogniser should not even
    /// receive a touch for which this is `false`
    /// (``DrawerGestureArbitration/canEverBegin(drawer:start:time:frame:)``). It is judged on
    /// the drawer as the last drawn frame showed it, as the touch's report will be.
    func canEverBeginTouch(at start: DrawerPoint, time: Double) -> Bool {
      DrawerGestureArbitration.canEverBegin(
        drawer: engine, start: start, time: time, frame: frameForNextReport)
    }

    /// Whether the engine could take any indirect scroll (a trackpad's, a mouse wheel's) now,
    /// wherever the pointer is (``DrawerGestureArbitration/canEverTakeIndirectScroll(drawer:)``).
    var canEverTakeIndirectScroll: Bool {
      DrawerGestureArbitration.canEverTakeIndirectScroll(drawer: engine)
    }
  }
#endif
