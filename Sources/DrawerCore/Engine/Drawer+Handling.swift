extension Drawer {
  /// Advances the drawer by one event.
  ///
  /// Time first moves on to the event's time (a settling drawer past its rest comes to rest),
  /// then the event applies. See ``DrawerEvent`` for what each event does and which malformed
  /// events are ignored.
  ///
  /// - Parameter event: the touch, command, resize or configuration change.
  public mutating func handle(_ event: DrawerEvent) {
    switch event {
    case .frame(let frameTime):
      // A frame says where the screen showed the drawer; it does not move the clock, which
      // the touches' own earlier timestamps follow.
      if frameTime.isFinite { lastFrameTime = frameTime }
      return
    case .claim:
      // Nor does a claim, which a host may stamp with a later clock than its touches'.
      touchClaimed()
      return
    case .predicted(let point, let instant, let time):
      // Nor does a prediction, which is for drawing only.
      predictionReceived(point, for: instant, time: time)
      return
    default:
      break
    }
    let now = sanitisedTime(event.time)
    advance(to: now)
    switch event {
    case .down(let point, _):
      guard point.isFinite else { return }
      touchDown(at: axisFrame.axisPoint(of: point.limited), time: now)
    case .move(let point, _):
      guard point.isFinite else { return }
      touchMoved(to: axisFrame.axisPoint(of: point.limited), time: now)
    case .up(let point, _):
      touchUp(at: axisFrame.axisPoint(of: point.limited), time: now)
    case .cancel:
      touchCancelled(time: now)
    case .claim, .frame, .predicted:
      break
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
    switch phase {
    case .settling(let settling) where now >= settling.restTime:
      phase = .resting(settling.target)
    case .pending(var touch):
      guard let settling = touch.settling, now >= settling.restTime else { return }
      touch.settling = nil
      phase = .pending(touch)
    case .tracking(var touch):
      // A spring running beside a drag that waits for its claim comes to rest: held there.
      guard touch.heldOffset != nil, let settling = touch.heldSettling, now >= settling.restTime
      else { return }
      touch.heldOffset = restOffset(settling.target)
      touch.rebase(at: restOffset(settling.target))
      phase = .tracking(touch)
    case .resting, .settling:
      break
    }
  }

  /// A time that never runs backwards: NaN, infinite or earlier times count as the latest.
  private func sanitisedTime(_ time: Double) -> Double {
    time.isFinite ? Swift.max(time, self.time) : self.time
  }

  // MARK: Commands, resizes and configuration

  /// Sends the drawer to `target`, from where it is and as fast as it is moving; a touch in
  /// progress is let go.
  mutating func move(to target: DrawerRestState, animated: Bool, time: Double) {
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
      phase = resumed(touch)
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
    // Where the drawer is, not where a prediction draws it: the touch's anchor must not move.
    let shown = displayedOffset(raw: rawOffset(at: time))
    let shownVelocity = velocity(at: time)
    apply(&self)
    // A drawer shown beyond what the new width's band can comfortably show (it shrank under a
    // finger dragging far past open, say) moves to the nearest offset it can.
    let reachable = Swift.min(Swift.max(shown, -width / 2), width * 1.5)
    // With an almost hard stop (a coefficient near 0) the band's inverse runs off toward
    // infinity: the raw offset is kept within a container's largest size of the bounds.
    let raw = rubberBand.rawValue(reachable, within: 0...width).sanitised(
      to: -DrawerSize.maximumDimension...(width + DrawerSize.maximumDimension),
      nan: restOffset(target))
    let slope = rubberBand.slope(at: raw, within: 0...width)
    // Deep in the band the slope is tiny: the raw speed is capped at the fastest the engine
    // ever moves a drawer, so a change cannot fling it.
    let rawSpeed = (slope > 0 ? shownVelocity / slope : 0).sanitised(
      to: -VelocityTracker.maximumSpeed...VelocityTracker.maximumSpeed, nan: 0)
    switch phase {
    case .tracking(var touch):
      touch.travelScale = travelScale
      if touch.heldOffset != nil {
        touch.heldOffset = raw
        // A spring running beside the held drag starts afresh from where the drawer is shown.
        if let held = touch.heldSettling {
          touch.heldSettling = springSettling(
            to: held.target, from: raw, velocity: rawSpeed, time: time)
        }
      } else {
        touch.baseOffset += raw - touch.rawOffset
      }
      phase = .tracking(touch)
    case .settling(let settling):
      settle(to: settling.target, from: raw, velocity: rawSpeed, time: time)
    case .pending(var touch):
      guard let settling = touch.settling else { break }
      touch.settling = springSettling(
        to: settling.target, from: raw, velocity: rawSpeed, time: time)
      phase = .pending(touch)
    case .resting:
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
  mutating func settle(
    to target: DrawerRestState, from position: Double, velocity: Double, time: Double
  ) {
    phase =
      springSettling(to: target, from: position, velocity: velocity, time: time)
      .map { .settling($0) } ?? .resting(target)
  }

  /// The spring from `position` at `velocity` toward `target`, or `nil` when the drawer is
  /// already there at rest.
  func springSettling(
    to target: DrawerRestState, from position: Double, velocity: Double, time: Double
  ) -> DrawerSettling? {
    let displacement = position - restOffset(target)
    let spring = configuration.spring
    // Without bounce, a hard-thrown drawer lands at its rest position instead of overshooting.
    let duration = Swift.min(
      spring.settlingTime(from: displacement, velocity: velocity),
      spring.arrivalTime(from: displacement, velocity: velocity) ?? .infinity)
    guard duration > 0 else { return nil }
    return DrawerSettling(
      target: target, displacement: displacement, velocity: velocity, startTime: time,
      restTime: time + duration)
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
