extension Drawer {
  /// The drawer's offset at `time` with the finger moved on by `travel` past its newest sample,
  /// in points: for a host that predicts the finger itself (the lab's reference predictors).
  ///
  /// While a finger drags the drawer (a claimed touch, not one that caught a settling drawer
  /// and has not dragged it), the drawer is drawn where the newest sample put it plus `travel`
  /// along the opening axis, through the rubber band; otherwise, and for a non-finite `travel`,
  /// this is ``offset(at:)``. The travel is the finger's, in points along the opening axis
  /// (positive toward open), and is scaled as a dragged drawer's is (``DrawerEdgeTravel``).
  /// Nothing changes: the release is decided from the samples alone.
  ///
  /// - Parameters:
  ///   - time: the instant, in seconds.
  ///   - travel: how far the finger is predicted to move past its newest sample, in points.
  /// - Returns: the offset in points, always finite.
  @_spi(DrawerKit) public func offset(at time: Double, fingerTravel travel: Double) -> Double {
    guard travel.isFinite, case .tracking(let touch) = phase, touch.heldOffset == nil,
      touch.catchStart == nil
    else { return offset(at: time) }
    return displayedOffset(raw: rawOffset(at: time) + touch.travelScale * travel)
  }
}
