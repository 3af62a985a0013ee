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

  /// Keeps the platform's prediction for the finger dragging the drawer (``DrawerEvent/predicted(at:for:time:)``):
  /// a prediction for an instant after `time`, made while a touch of the drawer's is in progress,
  /// as of its newest sample.
  mutating func predictionReceived(_ point: DrawerPoint, for instant: Double, time: Double) {
    guard point.isFinite, instant.isFinite, time.isFinite, instant > time,
      case .tracking(var touch) = phase, touch.tracker.sampleCount > 0
    else { return }
    let basis = touch.tracker.samples[age: 0].time
    touch.platformPrediction = DrawerPlatformPrediction(
      along: axisFrame.axisPoint(of: point.limited).along, lead: instant - time, basis: basis)
    phase = .tracking(touch)
  }

  /// How far the platform predicts the finger will have moved by `time` beyond its newest
  /// sample, in points along the opening axis (``DrawerPredictionSource/platform``): the same
  /// fraction of the way to the prediction as `time` is of its lead, within `horizon`; `0` with
  /// no prediction as of the newest sample.
  func platformTravel(of touch: DrawerTrackingTouch, at time: Double, horizon: Double) -> Double {
    guard let prediction = touch.platformPrediction, touch.tracker.sampleCount > 0 else {
      return 0
    }
    let newest = touch.tracker.samples[age: 0]
    guard prediction.basis == newest.time, time.isFinite else { return 0 }
    let span = Swift.min(time - newest.time, horizon)
    guard span > 0 else { return 0 }
    let fraction = Swift.min(1, span / prediction.lead)
    return (prediction.along - newest.position) * fraction
  }
}
