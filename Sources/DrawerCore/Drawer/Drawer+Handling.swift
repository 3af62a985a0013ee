extension Drawer {
  /// Advances the drawer by one event.
  ///
  /// Time first moves on to the event's time (a settling drawer past its rest comes to rest),
  /// then the event applies. See ``DrawerEvent`` for what each event does and which malformed
  /// events are ignored.
  ///
  /// - Parameter event: the touch, command, resize or configuration change.
  public mutating func handle(_ event: DrawerEvent) {
    let now = sanitisedTime(event.time)
    advance(to: now)
    switch event {
    case .down(let point, _):
      guard point.isFinite else { return }
      touchDown(at: point.limited, time: now)
    case .move(let point, _):
      guard point.isFinite else { return }
      touchMoved(to: point.limited, time: now)
    case .up(let point, _):
      touchUp(at: point.limited, time: now)
    case .cancel:
      touchCancelled(time: now)
    case .open(let animated, _):
      move(to: .open, animated: animated, time: now)
    case .close(let animated, _):
      move(to: .closed, animated: animated, time: now)
    case .toggle(let animated, _):
      move(to: target.toggled, animated: animated, time: now)
    case .resize(let size, _):
      resize(to: size, time: now)
    case .configure(let configuration, _):
      reconfigure(configuration, time: now)
    }
  }

  /// Moves time on to `time` without an event: a settling drawer whose spring has come to rest
  /// by then becomes resting. Times earlier than ``time`` or not finite change nothing.
  ///
  /// - Parameter time: the instant, in seconds.
  public mutating func advance(to time: Double) {
    let now = sanitisedTime(time)
    self.time = now
    if case .settling(let settling) = phase, now >= settling.restTime {
      phase = .resting(settling.target)
    }
  }

  /// A time that never runs backwards: NaN, infinite or earlier times count as the latest.
  private func sanitisedTime(_ time: Double) -> Double {
    time.isFinite ? Swift.max(time, self.time) : self.time
  }

  // MARK: Touches

  private var openingSign: Double { configuration.side.openingSign }

  /// The finger's position along the opening axis, for velocity samples.
  private func axisPosition(_ point: DrawerPoint) -> Double {
    openingSign * point.x
  }

  private mutating func touchDown(at point: DrawerPoint, time: Double) {
    guard configuration.lockMode == .unlocked else { return }
    switch phase {
    case .resting(let rest):
      let distance = configuration.side.distance(ofX: point.x, inWidth: container.width)
      let inEdgeZone = distance <= configuration.openZone.edgeDepth
      if rest == .closed && !configuration.openZone.contains(distance: distance) { return }
      var tracker = VelocityTracker()
      tracker.addSample(position: axisPosition(point), time: time)
      phase = .pending(
        DrawerPendingTouch(
          rest: rest, start: point, startTime: time,
          dominance: rest == .closed && inEdgeZone ? 1 : 2,
          isOnScrim: rest == .open && distance > width, tracker: tracker))
    case .pending(let touch):
      // A second down without an up: the touch starts again from here.
      phase = .resting(touch.rest)
      touchDown(at: point, time: time)
    case .tracking(let touch):
      // A second down without an up: keep the drawer where it is and follow the new touch.
      catchDrawer(at: point, time: time, origin: touch.origin)
    case .settling(let settling):
      catchDrawer(at: point, time: time, origin: settling.target)
    }
  }

  /// Takes hold of the drawer where it is now, with no slop: the finger's first movement moves it.
  private mutating func catchDrawer(at point: DrawerPoint, time: Double, origin: DrawerRestState) {
    let raw = rawOffset(at: time)
    var tracker = VelocityTracker()
    tracker.addSample(position: axisPosition(point), time: time)
    phase = .tracking(
      DrawerTrackingTouch(
        origin: origin, baseOffset: raw, anchorX: point.x, location: point, tracker: tracker))
  }

  private mutating func touchMoved(to point: DrawerPoint, time: Double) {
    switch phase {
    case .resting, .settling:
      return
    case .pending(var touch):
      touch.tracker.addSample(position: axisPosition(point), time: time)
      let along = openingSign * (point.x - touch.start.x)
      let across = abs(point.y - touch.start.y)
      let slop = configuration.slop
      if abs(along) > slop && abs(along) > touch.dominance * across {
        guard along > 0 || touch.rest == .open else {
          // A closed drawer only opens: a drag the other way is the content's.
          phase = .resting(touch.rest)
          return
        }
        // Start from where the finger crossed the slop, so the drawer does not jump.
        let direction: Double = along > 0 ? 1 : -1
        let anchorX = touch.start.x + openingSign * direction * slop
        phase = .tracking(
          DrawerTrackingTouch(
            origin: touch.rest, baseOffset: restOffset(touch.rest), anchorX: anchorX,
            location: point, tracker: touch.tracker))
      } else if across > slop {
        // The cross axis passed the slop first: a scroll, not the drawer's.
        phase = .resting(touch.rest)
      } else {
        phase = .pending(touch)
      }
    case .tracking(var touch):
      touch.location = point
      touch.tracker.addSample(position: axisPosition(point), time: time)
      phase = .tracking(touch)
    }
  }

  private mutating func touchUp(at point: DrawerPoint, time: Double) {
    switch phase {
    case .resting, .settling:
      return
    case .pending(let touch):
      phase = .resting(touch.rest)
      if touch.isOnScrim && configuration.closesOnScrimTap && confirmStateChange(.closed) {
        move(to: .closed, animated: true, time: time)
      }
    case .tracking(var touch):
      // The lift-off point places the drawer but is not a velocity sample.
      if point.isFinite { touch.location = point }
      let velocity = touch.tracker.velocity(at: time)
      let raw = touch.rawOffset(openingSign: openingSign)
      // Where the drawer goes is judged from where the person sees it.
      let decided = configuration.release.restState(
        offset: displayedOffset(raw: raw), velocity: velocity, width: width)
      let target = decided == touch.origin || confirmStateChange(decided) ? decided : touch.origin
      settle(to: target, from: raw, velocity: velocity, time: time)
    }
  }

  private mutating func touchCancelled(time: Double) {
    switch phase {
    case .resting, .settling:
      return
    case .pending(let touch):
      phase = .resting(touch.rest)
    case .tracking(let touch):
      settle(
        to: touch.origin, from: touch.rawOffset(openingSign: openingSign),
        velocity: touch.tracker.velocity(at: time), time: time)
    }
  }

  // MARK: Commands, resizes and configuration

  /// Sends the drawer to `target`, from where it is and as fast as it is moving; a touch in
  /// progress is let go.
  private mutating func move(to target: DrawerRestState, animated: Bool, time: Double) {
    guard animated else {
      phase = .resting(target)
      return
    }
    switch phase {
    case .resting(let rest) where rest == target:
      return
    case .settling(let settling) where settling.target == target:
      return
    default:
      settle(to: target, from: rawOffset(at: time), velocity: rawVelocity(at: time), time: time)
    }
  }

  private mutating func resize(to size: DrawerSize, time: Double) {
    change(time: time) { $0.container = size }
  }

  private mutating func reconfigure(_ new: DrawerConfiguration, time: Double) {
    let sideChanged = new.side != configuration.side
    let (position, speed) = change(time: time) { $0.configuration = new }
    switch new.lockMode {
    case .lockedClosed:
      settleUnlessThere(.closed, from: position, velocity: speed, time: time)
      return
    case .lockedOpen:
      settleUnlessThere(.open, from: position, velocity: speed, time: time)
      return
    case .unlocked:
      break
    }
    switch phase {
    case .pending(let touch) where sideChanged:
      phase = .resting(touch.rest)
    case .tracking(let touch) where sideChanged:
      // The axis flipped under the finger: the gesture cannot go on, so it goes back.
      settle(to: touch.origin, from: position, velocity: speed, time: time)
    default:
      break
    }
  }

  /// Applies a change of container or configuration that may change the width, the band or the
  /// spring, keeping the drawer where it is shown (within half a width past either bound) and as
  /// fast as it is moving: a touch in progress moves its anchor, and a settling spring starts
  /// again toward its target.
  ///
  /// - Returns: the raw offset and velocity after the change.
  @discardableResult
  private mutating func change(
    time: Double, _ apply: (inout Drawer) -> Void
  ) -> (position: Double, velocity: Double) {
    let shown = offset(at: time)
    let shownVelocity = velocity(at: time)
    apply(&self)
    // A drawer shown beyond what the new width's band can comfortably show (it shrank under a
    // finger dragging far past open, say) moves to the nearest offset it can.
    let reachable = Swift.min(Swift.max(shown, -width / 2), width * 1.5)
    let raw = rubberBand.rawValue(reachable, within: 0...width)
    let slope = rubberBand.slope(at: raw, within: 0...width)
    let rawSpeed = slope > 0 ? shownVelocity / slope : 0
    switch phase {
    case .tracking(var touch):
      touch.baseOffset += raw - touch.rawOffset(openingSign: openingSign)
      phase = .tracking(touch)
    case .settling(let settling):
      settle(to: settling.target, from: raw, velocity: rawSpeed, time: time)
    case .resting, .pending:
      break
    }
    return (raw, rawSpeed)
  }

  /// Goes to `rest` on the spring, letting go of any touch, unless already resting there.
  private mutating func settleUnlessThere(
    _ rest: DrawerRestState, from position: Double, velocity: Double, time: Double
  ) {
    if case .resting(let current) = phase, current == rest { return }
    settle(to: rest, from: position, velocity: velocity, time: time)
  }

  /// Starts the spring from `position` at `velocity` toward `target`.
  private mutating func settle(
    to target: DrawerRestState, from position: Double, velocity: Double, time: Double
  ) {
    let displacement = position - restOffset(target)
    let spring = configuration.spring
    // Without bounce, a hard-thrown drawer lands at its rest position instead of overshooting.
    let duration = Swift.min(
      spring.settlingTime(from: displacement, velocity: velocity),
      spring.arrivalTime(from: displacement, velocity: velocity) ?? .infinity)
    guard duration > 0 else {
      phase = .resting(target)
      return
    }
    phase = .settling(
      DrawerSettling(
        target: target, displacement: displacement, velocity: velocity, startTime: time,
        restTime: time + duration))
  }
}

extension DrawerPoint {
  /// The largest coordinate magnitude the engine accepts, in points; farther is clamped.
  static let coordinateLimit = 1_000_000.0

  /// The point with each coordinate clamped to `±coordinateLimit`; NaN stays NaN.
  var limited: DrawerPoint {
    let range = -Self.coordinateLimit...Self.coordinateLimit
    return DrawerPoint(
      x: x.isNaN ? x : Swift.min(Swift.max(x, range.lowerBound), range.upperBound),
      y: y.isNaN ? y : Swift.min(Swift.max(y, range.lowerBound), range.upperBound))
  }
}
