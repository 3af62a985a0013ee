#if canImport(SwiftUI)
  internal import DrawerCore

  extension DrawerState {
    /// Whether the engine could ever take a touch that comes down at `start`, in the
    /// container's space: a platform recogniser should not even receive a touch for which this
    /// is `false` (``DrawerGestureArbitration/canEverBegin(drawer:start:)``).
    func canEverBeginTouch(at start: DrawerPoint) -> Bool {
      DrawerGestureArbitration.canEverBegin(drawer: drawer, start: start)
    }
  }
#endif
