#if canImport(SwiftUI)
  internal import DrawerCore

  extension DrawerState {
    /// Whether the engine could ever take a touch that comes down at `start`, in the
    /// container's space: a platform recogniser should not even receive a touch for which this
    /// is `false` (``DrawerGestureArbitration/canEverBegin(drawer:start:)``).
    func canEverBeginTouch(at start: DrawerPoint) -> Bool {
      DrawerGestureArbitration.canEverBegin(drawer: drawer, start: start)
    }

    /// Whether the engine could take any indirect scroll (a trackpad's, a mouse wheel's) now,
    /// wherever the pointer is (``DrawerGestureArbitration/canEverTakeIndirectScroll(drawer:)``).
    var canEverTakeIndirectScroll: Bool {
      DrawerGestureArbitration.canEverTakeIndirectScroll(drawer: drawer)
    }
  }
#endif
