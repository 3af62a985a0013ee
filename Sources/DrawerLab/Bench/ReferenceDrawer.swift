@_spi(DrawerKit) public import DrawerCore

/// A drawer driven by a ``ReferenceModel``: the state machine every reference shares, with the
/// model deciding which touches it takes, where it goes on release and how it moves there.
///
/// Like DrawerKit's engine it is a value advanced by events, with positions that are pure
/// functions of time. It clamps the drawer to `0...width` and closes an open drawer on a tap on
/// the scrim, as every reference does.
public struct ReferenceDrawer: BenchDrawer {
  /// The model in force.
  public let model: ReferenceModel
  /// The open drawer's width, in points.
  public let width: Double
  private let side: DrawerSide
  private var containerWidth: Double
  private var time: Double
  private var phase: Phase
  /// Whether the current touch was refused, or given up to the content: its moves and lift are
  /// ignored.
  private var ignoresTouch = false

  private enum Phase: Sendable {
    case resting(DrawerRestState)
    case pending(Pending)
    case tracking(Tracking)
    case settling(Settle)
  }

  private struct Settle: Sendable {
    var target: DrawerRestState
    var startTime: Double
    var curve: ReferenceCurve

    var endTime: Double { startTime + curve.duration }

    func offset(at time: Double) -> Double {
      curve.offset(elapsed: time - startTime)
    }
  }

  private struct Pending: Sendable {
    var origin: DrawerRestState
    var start: DrawerPoint
    /// Where the drawer is held, or `nil` while an animation it could not stop runs on.
    var held: Double?
    var animation: Settle?
    var canDrag: Bool
    var isOnScrim: Bool
    /// Whether the touch stopped a settling drawer, which settles to the nearer rest if the
    /// touch never drags.
    var isCatch: Bool
    var tracker: VelocityTracker
  }

  private struct Tracking: Sendable {
    var origin: DrawerRestState
    var downX: Double
    var anchorX: Double
    var base: Double
    var shown: Double
    var lastX: Double
    var tracker: VelocityTracker
  }

  /// Creates a drawer at rest, set up as the trace's header says (its open zone is the model's,
  /// not the header's: each reference runs as it ships).
  ///
  /// - Parameters:
  ///   - model: the recogniser, release rule and animation.
  ///   - trace: the trace to be run.
  public init(model: ReferenceModel, trace: Trace) {
    self.model = model
    self.width = trace.drawerWidth
    self.side = trace.edge.side(in: trace.layoutDirection)
    self.containerWidth = trace.container.width
    self.time = trace.events.first?.event.time ?? 0
    self.phase = .resting(trace.initial)
  }

  /// The recogniser's slop.
  public var slop: Double { model.recogniser.slop }

  /// What moves the drawer now.
  public var motion: BenchMotionState {
    switch phase {
    case .resting: .resting
    case .pending(let touch): touch.animation == nil ? .holding : .settling
    case .tracking: .tracking
    case .settling: .settling
    }
  }

  /// The rest state the drawer is in or heading for.
  public var target: DrawerRestState {
    switch phase {
    case .resting(let rest): rest
    case .pending(let touch): touch.animation?.target ?? touch.origin
    case .tracking(let touch): touch.origin
    case .settling(let settle): settle.target
    }
  }

  /// The offset at `time`, in points.
  ///
  /// - Parameter time: the instant in seconds.
  /// - Returns: the offset in points.
  public func offset(at time: Double) -> Double {
    switch phase {
    case .resting(let rest): restOffset(rest)
    case .pending(let touch): touch.animation?.offset(at: time) ?? touch.held ?? 0
    case .tracking(let touch): touch.shown
    case .settling(let settle): settle.offset(at: time)
    }
  }

  /// Moves time on; an animation that has ended comes to rest.
  ///
  /// - Parameter time: the time in seconds.
  public mutating func advance(to time: Double) {
    guard time.isFinite, time > self.time else { return }
    self.time = time
    switch phase {
    case .settling(let settle) where time >= settle.endTime:
      phase = .resting(settle.target)
    case .pending(var touch):
      if let animation = touch.animation, time >= animation.endTime {
        touch.animation = nil
        touch.held = restOffset(animation.target)
        touch.origin = animation.target
        phase = .pending(touch)
      }
    default:
      break
    }
  }

  /// Handles an event at its time.
  ///
  /// - Parameter event: the event.
  public mutating func handle(_ event: DrawerEvent) {
    advance(to: event.time)
    switch event {
    case .down(let point, _): touchDown(at: point)
    case .move(let point, _): touchMoved(to: point)
    case .up(let point, _): touchUp(at: point)
    case .cancel: touchCancelled()
    case .open: command(.open)
    case .close: command(.closed)
    case .toggle: command(target.toggled)
    case .resize(let size, _): containerWidth = size.width
    // References follow a recognised drag at once, catch at the touch's time and draw their
    // samples.
    case .configure, .claim, .frame, .predicted: break
    }
  }

  // MARK: Touches

  private var sign: Double { side.openingSign }

  private func restOffset(_ rest: DrawerRestState) -> Double {
    rest == .open ? width : 0
  }

  private func clamped(_ offset: Double) -> Double {
    Swift.min(Swift.max(offset, 0), width)
  }

  private mutating func touchDown(at point: DrawerPoint) {
    ignoresTouch = false
    var tracker = VelocityTracker()
    tracker.addSample(position: sign * point.x, time: time)
    let distance = side.distance(ofX: point.x, inWidth: containerWidth)
    let recogniser = model.recogniser
    switch phase {
    case .resting(let rest):
      if rest == .closed {
        if case .edge(let depth) = recogniser.openZone, distance > depth {
          ignoresTouch = true
          return
        }
      }
      let onDrawer = rest == .closed || distance <= width
      phase = .pending(
        Pending(
          origin: rest, start: point, held: restOffset(rest), animation: nil,
          canDrag: onDrawer || recogniser.openDrawerArea == .anywhere,
          isOnScrim: rest == .open && !onDrawer, isCatch: false, tracker: tracker))
    case .settling(let settle):
      let position = settle.offset(at: time)
      switch recogniser.catching {
      case .immediately:
        phase = .tracking(
          Tracking(
            origin: settle.target, downX: point.x, anchorX: point.x, base: position,
            shown: position, lastX: point.x, tracker: tracker))
      case .holdsUntilSlop:
        phase = .pending(
          Pending(
            origin: settle.target, start: point, held: position, animation: nil, canDrag: true,
            isOnScrim: false, isCatch: true, tracker: tracker))
      case .fromAnimationTarget:
        phase = .pending(
          Pending(
            origin: settle.target, start: point, held: nil, animation: settle, canDrag: true,
            isOnScrim: false, isCatch: false, tracker: tracker))
      case .refuses:
        ignoresTouch = true
      }
    case .pending, .tracking:
      // A second finger: the first one's gesture goes on.
      return
    }
  }

  private mutating func touchMoved(to point: DrawerPoint) {
    guard !ignoresTouch else { return }
    switch phase {
    case .pending(var touch):
      touch.tracker.addSample(position: sign * point.x, time: time)
      let dx = point.x - touch.start.x
      let dy = point.y - touch.start.y
      let recogniser = model.recogniser
      let crossed: Bool
      switch recogniser.slopRule {
      case .distance:
        crossed = (dx * dx + dy * dy).squareRoot() > recogniser.slop
      case .firstAxis:
        if abs(dx) > recogniser.slop {
          crossed = true
        } else if abs(dy) > recogniser.slop {
          loseTouch(touch)
          return
        } else {
          crossed = false
        }
      }
      guard crossed else {
        phase = .pending(touch)
        return
      }
      guard touch.canDrag else {
        loseTouch(touch)
        return
      }
      let anchorX: Double
      switch recogniser.dragStart {
      case .includesSlop: anchorX = touch.start.x
      case .fromSlop: anchorX = touch.start.x + (dx > 0 ? recogniser.slop : -recogniser.slop)
      case .fromAcceptance: anchorX = point.x
      }
      // A drawer whose animation ran on is dragged from the animation's end value.
      let base = touch.held ?? restOffset(touch.animation?.target ?? touch.origin)
      var tracking = Tracking(
        origin: touch.animation?.target ?? touch.origin, downX: touch.start.x, anchorX: anchorX,
        base: base, shown: base, lastX: anchorX, tracker: touch.tracker)
      follow(&tracking, to: point.x)
      phase = .tracking(tracking)
    case .tracking(var touch):
      touch.tracker.addSample(position: sign * point.x, time: time)
      follow(&touch, to: point.x)
      phase = .tracking(touch)
    case .resting, .settling:
      return
    }
  }

  private func follow(_ touch: inout Tracking, to x: Double) {
    switch model.recogniser.following {
    case .absolute:
      touch.shown = clamped(touch.base + sign * (x - touch.anchorX))
    case .incremental:
      touch.shown = clamped(touch.shown + sign * (x - touch.lastX))
    }
    touch.lastX = x
  }

  /// The touch is not the drawer's after all: it goes back to what it was doing.
  private mutating func loseTouch(_ touch: Pending) {
    ignoresTouch = true
    endPending(touch)
  }

  private mutating func endPending(_ touch: Pending) {
    if let animation = touch.animation {
      phase = .settling(animation)
    } else if touch.isCatch, let held = touch.held {
      settle(to: held < width / 2 ? .closed : .open, from: held, velocity: 0)
    } else {
      phase = .resting(touch.origin)
    }
  }

  private mutating func touchUp(at point: DrawerPoint) {
    if ignoresTouch {
      ignoresTouch = false
      return
    }
    switch phase {
    case .pending(let touch):
      if touch.isOnScrim {
        settle(to: .closed, from: width, velocity: 0)
      } else {
        endPending(touch)
      }
    case .tracking(var touch):
      if model.recogniser.followsLiftOff { follow(&touch, to: point.x) }
      let velocity = touch.tracker.velocity(at: time)
      let release = ReferenceRelease(
        offset: touch.shown, velocity: velocity, width: width, origin: touch.origin,
        translation: sign * (touch.lastX - touch.downX))
      settle(to: model.release.restState(for: release), from: touch.shown, velocity: velocity)
    case .resting, .settling:
      return
    }
  }

  private mutating func touchCancelled() {
    if ignoresTouch {
      ignoresTouch = false
      return
    }
    switch phase {
    case .pending(let touch):
      endPending(touch)
    case .tracking(let touch):
      settle(to: touch.origin, from: touch.shown, velocity: touch.tracker.velocity(at: time))
    case .resting, .settling:
      return
    }
  }

  private mutating func command(_ rest: DrawerRestState) {
    switch phase {
    case .resting(let current) where current == rest: return
    case .settling(let settle) where settle.target == rest: return
    default: settle(to: rest, from: offset(at: time), velocity: 0)
    }
  }

  private mutating func settle(to rest: DrawerRestState, from position: Double, velocity: Double) {
    let to = restOffset(rest)
    if abs(position - to) < 0.01 {
      phase = .resting(rest)
      return
    }
    let curve = model.animation.plan(
      ReferenceSettleRequest(
        from: position, velocity: velocity, to: to, width: width, containerWidth: containerWidth))
    guard curve.duration > 0 else {
      phase = .resting(rest)
      return
    }
    phase = .settling(Settle(target: rest, startTime: time, curve: curve))
  }
}
