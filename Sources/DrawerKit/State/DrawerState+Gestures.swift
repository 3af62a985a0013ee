#if canImport(SwiftUI)
  internal import DrawerCore

  extension DrawerState {
    /// Whether the engine could ever take a touch that comes down at `start`, in the
    /// container's space: a platform recogniser should not even receive a touch for which this
    /// is `false` (``DrawerGestureArbitration/canEverBegin(drawer:start:)``).
    func canEverBeginTouch(at start: DrawerPoint) -> Bool {
      DrawerGestureArbitration.canEverBegin(drawer: drawer, start: start)
    }

    /// What a recogniser that has reported every event of the current touch should do next:
    /// begin, stay undecided or fail (``DrawerGestureArbitration/decision(for:)``).
    var touchDecision: DrawerGestureDecision {
      DrawerGestureArbitration.decision(for: drawer)
    }
  }
#endif
