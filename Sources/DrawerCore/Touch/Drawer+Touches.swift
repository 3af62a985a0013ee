/// The touch transitions of the drawer: a finger down, its moves and the host's claim (its lift
/// or cancellation are in `Drawer+Lift.swift`), each already in the drawer's terms
/// (``DrawerAxisFrame``), as ``Drawer/handle(_:)`` hands them over. Whose a touch is, is the recognizer's
/// (``DrawerRecognizer``); where a released drag goes, the release rule's
/// (``DrawerReleaseRule``); the spring it settles on, the engine's.
extension Drawer {
  // MARK: Touches

  /// Where the drawer's touches are read: the one place their `x` and `y` become along and
  /// across the opening axis. Every touch past ``handle(_:)`` is in these terms.
  @_spi(DrawerKit) public var axisFrame: DrawerAxisFrame {
    DrawerAxisFrame(side: configuration.side, container: container)
  }

  /// The rules that tell whose a touch is, with the configured slop.
  var recognizer: DrawerRecognizer {
    DrawerRecognizer(slop: configuration.slop)
  }

  mutating func touchDown(at point: DrawerAxisPoint, time: Double) {
    guard configuration.lockMode == .unlocked else { return }
    switch phase {
    case .resting(let rest):
      beginPending(at: point, time: time, rest: rest, settling: nil)
    case .pending(let touch):
      // A second down without an up: the touch starts again from here.
      phase = resumed(touch)
      touchDown(at: point, time: time)
    case .tracking:
      // A second down without an up: the platform lost the first touch's end. It ends as a
      // cancelled touch does, and the new touch is judged on the drawer that leaves behind, as
      // a recorded trace (a `cancel`, then a `down`) replays it.
      touchCancelled(time: time)
      touchDown(at: point, time: time)
    case .settling(let settling):
      // The drawer as the person saw it: where the last frame drew it, if that is later than
      // the touch's own sample (a catch at the touch's time would jump it back by the distance
      // it moved meanwhile).
      let shownAt = shownTime(forTouchAt: time)
      let distance = axisFrame.distanceFromSide(of: point)
      // A finger on the drawer where it shows stops it, unless the drawer looks at rest
      // already. Elsewhere (on the content, or the scrim of an opening drawer), or on a drawer
      // all but at rest, the touch is judged as on a drawer resting at the spring's target, and
      // the drawer goes on moving while the touch is undecided, so that a scroll right after a
      // release does not freeze it and a tap on a row that looks still is a tap.
      if shownAt < visualRestTime(of: settling),
        distance <= drawnEdge(ofOffset: offset(at: shownAt))
      {
        catchDrawer(at: point, time: time, shownAt: shownAt, origin: settling.target)
      } else {
        beginPending(at: point, time: time, rest: settling.target, settling: settling)
      }
    }
  }

  /// Starts an undecided touch on a drawer resting at (or settling toward) `rest`, unless a
  /// closed drawer cannot take a touch there; then the phase is left as it is.
  private mutating func beginPending(
    at point: DrawerAxisPoint, time: Double, rest: DrawerRestState, settling: DrawerSettling?
  ) {
    let distance = axisFrame.distanceFromSide(of: point)
    let inEdgeZone = distance <= configuration.openZone.edgeDepth
    if rest == .closed && !configuration.openZone.contains(distance: distance) { return }
    // The scrim is the content beside the drawer as it shows now.
    let shown = settling == nil ? width : offset(at: time)
    let isOnScrim = rest == .open && distance > drawnEdge(ofOffset: shown)
    // Without a scrim (the content stays usable beside the open drawer) a touch beside the
    // drawer is the content's alone: a tap, a scroll, a carousel's swipe.
    if isOnScrim && !configuration.closesOnScrimTap { return }
    var tracker = VelocityTracker()
    tracker.addSample(position: point.along, time: time)
    phase = .pending(
      DrawerPendingTouch(
        rest: rest, start: point, startTime: time,
        dominance: rest == .closed && inEdgeZone ? 1 : 2,
        isOnScrim: isOnScrim, lastAcross: point.across, settling: settling, tracker: tracker))
  }

  /// The phase an undecided touch leaves behind when it is not the drawer's: resting, or
  /// settling on where the spring has got to.
  func resumed(_ touch: DrawerPendingTouch) -> DrawerPhase {
    touch.settling.map { .settling($0) } ?? .resting(touch.rest)
  }

  /// Takes hold of the drawer where it was shown at `shownAt`, with no slop: the finger's first
  /// movement moves it (once claimed), unless it scrolls what the drawer shows, and a finger that
  /// lifts without dragging lets it go on (``DrawerTrackingTouch/catchStart``).
  private mutating func catchDrawer(
    at point: DrawerAxisPoint, time: Double, shownAt: Double, origin: DrawerRestState
  ) {
    let raw = rawOffset(at: shownAt)
    let velocity = rawVelocity(at: shownAt)
    var tracker = VelocityTracker()
    tracker.addSample(position: point.along, time: time)
    phase = .tracking(
      DrawerTrackingTouch(
        origin: origin, baseOffset: raw, anchor: point.along, location: point, catchStart: point,
        caughtVelocity: velocity,
        heldOffset: heldOffset(raw), travelScale: travelScale, tracker: tracker))
  }

  /// The offset a touch that has just become the drawer's holds it at: `raw` while the host must
  /// claim the touch first (``DrawerClaimPolicy/explicit``) and has not yet, none otherwise.
  private func heldOffset(_ raw: Double, claimed: Bool = false) -> Double? {
    configuration.claimPolicy == .explicit && !claimed ? raw : nil
  }

  mutating func touchMoved(to point: DrawerAxisPoint, time: Double) {
    switch phase {
    case .resting, .settling:
      return
    case .pending(var touch):
      touch.tracker.addSample(position: point.along, time: time)
      let (recognition, along) = recognizer.recognition(of: &touch, at: point, isFinal: false)
      switch recognition {
      case .drawer:
        if let tracking = accepted(touch, along: along, at: point, time: time) {
          phase = .tracking(tracking)
        } else {
          phase = recognizer.isPreRoll(of: touch, along: along) ? .pending(touch) : resumed(touch)
        }
      case .content:
        phase = resumed(touch)
      case .undecided:
        phase = .pending(touch)
      }
    case .tracking(var touch):
      touch.move(to: point)
      touch.tracker.addSample(position: point.along, time: time)
      if let start = touch.catchStart {
        switch recognizer.catchRecognition(from: start, to: point) {
        case .content:
          // The finger that stopped the drawer scrolls what it shows: the drawer goes on to
          // where it was going, from where it was held.
          letGo(touch, time: time)
          return
        case .drawer:
          touch.catchStart = nil
        case .undecided:
          break
        }
      }
      phase = .tracking(touch)
    }
  }

  /// How far a touch that follows a thumb's arc may travel from where it came down before its
  /// dominant axis decides whose it is, in points: twice ``decisionTravel`` (four times the
  /// slop, 40 pt by default), the reach within which the arc's next samples show which way it
  /// bends.
  public var arcTravel: Double {
    recognizer.arcTravel
  }

  /// How far an undecided touch may travel from where it came down before its dominant axis
  /// decides whose it is, in points: twice the slop, as Flutter's `kPanSlop` is twice its
  /// `kTouchSlop` (the travel after which a pan is certain).
  public var decisionTravel: Double {
    recognizer.decisionTravel
  }

  /// The drawer's tracking touch for a drag recognised at `point`, or `nil` when a closed drawer
  /// is dragged toward closed (the content's).
  ///
  /// On a resting drawer the drag starts from where the finger crossed the slop, so the drawer
  /// does not jump (Compose's post-slop offset); beside a settling drawer it takes hold of the
  /// drawer from where the spring has got to, at the finger's current position.
  func accepted(
    _ touch: DrawerPendingTouch, along: Double, at point: DrawerAxisPoint, time: Double
  ) -> DrawerTrackingTouch? {
    // A closed drawer only opens: a drag the other way is the content's.
    guard along > 0 || touch.rest == .open else { return nil }
    if let settling = touch.settling {
      // Where the person sees the spring has got to: the last drawn frame, if later.
      let raw = rawOffset(at: shownTime(forTouchAt: time))
      let held = heldOffset(raw, claimed: touch.isClaimed)
      var tracking = DrawerTrackingTouch(
        origin: touch.rest, baseOffset: raw, anchor: point.along, location: point,
        heldOffset: held, travelScale: travelScale, tracker: touch.tracker)
      // Until the claim, the drawer goes on along its spring: nothing has won yet.
      if held != nil { tracking.heldSettling = settling }
      return tracking
    }
    let direction: Double = along > 0 ? 1 : -1
    let rest = restOffset(touch.rest)
    return DrawerTrackingTouch(
      origin: touch.rest, baseOffset: rest,
      anchor: touch.start.along + direction * configuration.slop, location: point,
      heldOffset: heldOffset(rest, claimed: touch.isClaimed), travelScale: travelScale,
      tracker: touch.tracker)
  }

  /// The host's recogniser won: a drawer held for the claim follows the finger from here. A
  /// claim that comes before the engine has recognised the touch (a trackpad's scroll, which the
  /// platform recognises on its own, shorter hysteresis) is kept for when it does.
  mutating func touchClaimed() {
    switch phase {
    case .tracking(var touch):
      // The spring where the screen last showed it: at the latest touch event, or the frame
      // drawn after it.
      let spring = touch.heldSettling.map {
        springOffset($0, at: shownTime(forTouchAt: self.time))
      }
      touch.claim(springOffset: spring)
      phase = .tracking(touch)
    case .pending(var touch):
      touch.isClaimed = true
      phase = .pending(touch)
    case .resting, .settling:
      break
    }
  }
}
