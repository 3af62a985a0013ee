/// How a touch of the drawer ends: a lift, which decides where a drag sends the drawer (the
/// release rule, ``DrawerReleaseRule``) or whose an undecided touch was, and a cancellation.
extension Drawer {
  mutating func touchUp(at point: DrawerAxisPoint, time: Double) {
    switch phase {
    case .resting, .settling:
      return
    case .pending(let touch):
      liftUndecided(touch, at: point, time: time)
    case .tracking(let touch):
      release(touch, at: point, time: time)
    }
  }

  /// An undecided touch lifts. Beyond the slop, the lift is its last position and its dominant
  /// axis decides: a drag that is the drawer's is released at once. Within the slop it is a tap,
  /// which closes the drawer on the scrim: on the scrim where the drawer is at the lift, so that
  /// a tap just ahead of an opening drawer, which the drawer slid under before the finger lifted,
  /// is a tap on what the drawer shows there (a row), not a request to close it.
  private mutating func liftUndecided(
    _ touch: DrawerPendingTouch, at point: DrawerAxisPoint, time: Double
  ) {
    var touch = touch
    if point.isFinite {
      let (recognition, along) = recognizer.recognition(of: &touch, at: point, isFinal: true)
      if touch.hasLeftSlop, recognition == .drawer,
        let tracking = accepted(touch, along: along, at: point, time: time)
      {
        release(tracking, at: point, time: time)
        return
      }
    }
    phase = resumed(touch)
    guard !touch.hasLeftSlop, touch.isOnScrim, configuration.closesOnScrimTap else { return }
    let distance = axisFrame.distanceFromSide(of: touch.start)
    guard distance > drawnEdge(ofOffset: offset(at: shownTime(forTouchAt: time))),
      confirmStateChange(.closed)
    else {
      return
    }
    move(to: .closed, animated: true, time: time)
  }

  /// The finger lets go of the drawer it moves: the drawer goes where the hand was sending it.
  /// A finger that caught the drawer and lifts without dragging it, or one the host never
  /// claimed (the platform never let its recogniser begin, so the drawer never moved and the
  /// content kept the touch), lets it go on where it was going instead (``letGo(_:time:)``).
  private mutating func release(
    _ touch: DrawerTrackingTouch, at point: DrawerAxisPoint, time: Double
  ) {
    if touch.catchStart != nil || !touch.isClaimed {
      letGo(touch, time: time)
      return
    }
    var touch = touch
    // Where the drawer is drawn as the finger lifts: with predictive tracking, ahead of the
    // newest sample (a lift that lands where that sample was, or within the tracker's stillness
    // distance of it, tells nothing new: Android's `up` repeats the last known position). The
    // drawer leaves from there, or from the lift-off point when that is farther the way the
    // lift went, so it never jumps back at the lift.
    let before = touch.rawOffset
    let predicted = predictedTravel(at: time)
    var velocity: Double
    if point.isFinite {
      // The lift-off point places the drawer, and counts as motion when it carries some.
      touch.location = point
      velocity = touch.tracker.releaseVelocity(
        liftPosition: point.along, at: time, intentionalDistance: configuration.slop)
    } else {
      velocity = touch.tracker.velocity(at: time)
    }
    // The finger's speed as the offset's: the drawn edge leaves the finger at its speed.
    velocity *= touch.travelScale
    let raw = touch.rawOffset
    // Where the drawer goes is judged from where the person sees it.
    let decided = configuration.release.restState(
      offset: displayedOffset(raw: raw), velocity: velocity, width: width)
    let target = decided == touch.origin || confirmStateChange(decided) ? decided : touch.origin
    var start = raw
    if predicted != 0 {
      let drawn = before + predicted
      let lift = abs(raw - before) > VelocityTracker.stillnessDistance ? raw - before : 0
      start = lift > 0 ? Swift.max(drawn, raw) : (lift < 0 ? Swift.min(drawn, raw) : drawn)
    }
    settle(to: target, from: start, velocity: velocity, time: time)
  }

  /// A finger that held the drawer without dragging it (a catch that was a tap, or that turned
  /// into a scroll of what the drawer shows), or a touch the host never claimed, ends: the
  /// drawer goes on to where it was going, from where it is shown and as fast as it moves there
  /// (at rest, without an animation, if that is where it is); a caught drawer goes on as fast as
  /// it was moving when caught (``DrawerTrackingTouch/caughtVelocity``).
  ///
  /// Catching a moving drawer stops it under the finger, as a person expects of a physical
  /// object; but a still tap on it is a person reaching for what it shows (a row of the menu
  /// they just opened), not a decision about the drawer, so the drawer carries on instead of
  /// going to the nearer rest as a released drag would (Flutter's drawer closes again there).
  mutating func letGo(_ touch: DrawerTrackingTouch, time: Double) {
    if touch.heldOffset != nil, let settling = touch.heldSettling {
      // The drag beside the settling drawer never won: its spring runs on unchanged.
      phase = time < settling.restTime ? .settling(settling) : .resting(settling.target)
      return
    }
    // A finger that caught the drawer and never dragged it lets it go on as fast as it was
    // going when caught: the spring restarts from where it was held with that speed, not from
    // rest (position and velocity carry across the tap).
    let velocity =
      touch.catchStart != nil ? touch.caughtVelocity ?? 0 : touch.rawVelocity(at: time)
    settle(
      to: touch.origin, from: touch.rawOffset + predictedTravel(at: time), velocity: velocity,
      time: time)
  }

  mutating func touchCancelled(time: Double) {
    switch phase {
    case .resting, .settling:
      return
    case .pending(let touch):
      phase = resumed(touch)
    case .tracking(let touch):
      // Back to where the gesture began, from where the drawer is shown: a touch the host never
      // claimed never moved it, and one that caught it lets it go on.
      letGo(touch, time: time)
    }
  }
}
