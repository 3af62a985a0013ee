@_spi(DrawerKit) public import DrawerCore

/// Everything the benchmark measures on one trace for one behaviour.
///
/// The trace is run on ``BenchTimeline``'s 120 Hz grid: each event is handled at its time, and
/// between events the drawer is advanced frame by frame while it moves on its own; after the
/// last event, frames go on until the drawer stops. The same trace is run again at 60 Hz for
/// ``frameRateDeviation``. Every figure is along the drawer's opening axis, in points (or points
/// per second), and comes from the drawer's observed positions and motion state; see
/// ``BenchScore`` for the definitions.
public struct TraceMeasurement: Sendable, Hashable {
  /// One release: a finger lifting off a drawer it was dragging.
  public struct Release: Sendable, Hashable {
    /// The finger's velocity at lift-off, in points per second, positive toward open: DrawerCore's
    /// least-squares tracker over the touch's samples, the same estimator for every behaviour.
    public var fingerVelocity: Double
    /// The drawer's velocity just after the release, in points per second, measured from its
    /// positions.
    public var drawerVelocity: Double
    /// How far the drawer's position just after the release is outside the span between where
    /// it was and where following the finger to its lift-off point would put it, in points.
    public var positionJump: Double
    /// How long the drawer took to come within 0.5 pt of its rest position for good, in seconds;
    /// `nil` when a touch interrupted it first.
    public var timeToRest: Double?
    /// How far the drawer went past its rest position, in points; `nil` when interrupted.
    public var overshoot: Double?

    /// `|drawerVelocity - fingerVelocity|`, in points per second.
    public var velocityJump: Double { abs(drawerVelocity - fingerVelocity) }
  }

  /// The trace's name.
  public var name: String
  /// Where the drawer came to rest.
  public var final: DrawerRestState
  /// Whether the drawer moved at all (more than 0.01 pt).
  public var moved: Bool
  /// Where the trace's second drawer came to rest, when the behaviour runs one (DrawerKit's
  /// engine on a trace with two drawers); `nil` otherwise.
  public var secondFinal: DrawerRestState?
  /// Whether the second drawer moved at all, when the behaviour runs one; `nil` otherwise.
  public var secondMoved: Bool?
  /// Whether ``final`` and ``moved`` match the trace's labels, and so do ``secondFinal`` and
  /// ``secondMoved`` the second drawer's, when the behaviour runs one.
  public var matchesIntent: Bool
  /// The releases, in order.
  public var releases: [Release]
  /// The acceptance jump of each drag accepted on a resting drawer, in points.
  public var acceptanceJumps: [Double]
  /// For each touch that came down on a settling drawer, the catch jump in points, or `nil` when
  /// the drawer could not be caught.
  public var catchJumps: [Double?]
  /// The largest tracking error while the drawer followed a finger, in points; `0` if it never
  /// did.
  public var trackingError: Double
  /// The largest difference between the drawer's positions at 60 Hz and 120 Hz at the 60 Hz
  /// frames' instants, in points (a frame skipped while the drawer was still counts at the
  /// position it held).
  public var frameRateDeviation: Double

  /// Measures one trace.
  ///
  /// - Parameters:
  ///   - trace: the trace.
  ///   - behaviour: the behaviour to run it with.
  public init(trace: Trace, behaviour: BenchBehaviour) {
    var run = MeasuredRun(trace: trace, behaviour: behaviour)
    run.run()
    let slow = BenchTimeline.positions(trace: trace, behaviour: behaviour, frameRate: 60)
    let deviation = BenchTimeline.deviation(slow, run.positions, ratio: 2)
    self.name = trace.name
    self.final = run.drawer.target
    self.moved = run.moved
    let secondFinal = trace.secondDrawer == nil ? nil : run.drawer.secondTarget
    let secondMoved = secondFinal == nil ? nil : run.secondMoved
    self.secondFinal = secondFinal
    self.secondMoved = secondMoved
    var matches =
      run.drawer.target == trace.expect && (trace.expectCapture.map { $0 == run.moved } ?? true)
    if let second = trace.secondDrawer, let secondFinal {
      matches =
        matches && secondFinal == second.expect
        && (second.expectCapture.map { $0 == secondMoved } ?? true)
    }
    self.matchesIntent = matches
    self.releases = run.releases
    self.acceptanceJumps = run.acceptanceJumps
    self.catchJumps = run.catchJumps
    self.trackingError = run.trackingError
    self.frameRateDeviation = deviation
  }
}

/// How far `offset` is from following a finger that would put the drawer at `raw`: zero anywhere
/// between the raw position and its clamp to `0...width`, which is what a rubber band (or a
/// hard stop) shows; the distance to that interval otherwise.
func followingError(_ offset: Double, raw: Double, width: Double) -> Double {
  distance(of: offset, outsideSpanOf: raw, Swift.min(Swift.max(raw, 0), width))
}

/// How far `value` lies outside the span between `a` and `b` (in either order): `0` within it.
func distance(of value: Double, outsideSpanOf a: Double, _ b: Double) -> Double {
  Swift.max(0, Swift.min(a, b) - value, value - Swift.max(a, b))
}

/// One 120 Hz run of a trace with the observations the metrics need.
private struct MeasuredRun {
  /// A touch as the benchmark follows it.
  struct Touch {
    var down: DrawerPoint
    var last: DrawerPoint
    var tracker = VelocityTracker()
    /// Whether it came down on a settling drawer.
    var isCatch: Bool
    /// The drawer's offset when it came down, in points.
    var offsetAtDown: Double
    /// Whether the catch has been decided (caught or failed).
    var catchDecided = false
    /// The tracking reference: the drawer's offset and the finger's axis position that
    /// correspond.
    var anchor: (offset: Double, finger: Double)?
  }

  let trace: Trace
  let behaviour: BenchBehaviour
  let sign: Double
  let width: Double
  let initialOffset: Double
  /// The second drawer's offset before the first event, for a behaviour that runs one.
  let secondInitialOffset: Double?
  var drawer: any BenchDrawer
  var moved = false
  var secondMoved = false
  var positions: BenchTimeline.Positions
  var releases: [TraceMeasurement.Release] = []
  var acceptanceJumps: [Double] = []
  var catchJumps: [Double?] = []
  var trackingError = 0.0
  private var touch: Touch?
  private var before = 0.0
  private var motionBefore = BenchMotionState.resting

  /// Release velocities are measured over this step, in seconds.
  static let derivativeStep = 1e-5
  /// Time to rest is sampled at this step, in seconds.
  static let restStep = 0.001
  /// A drawer within this distance of its rest position, in points, is at rest.
  static let restTolerance = 0.5

  init(trace: Trace, behaviour: BenchBehaviour) {
    self.trace = trace
    self.behaviour = behaviour
    self.sign = trace.edge.side(in: trace.layoutDirection).openingSign
    self.width = trace.drawerWidth
    self.drawer = behaviour.makeDrawer(for: trace)
    let start = trace.events.first?.event.time ?? 0
    self.initialOffset = drawer.offset(at: start)
    self.secondInitialOffset = drawer.secondOffset(at: start)
    self.positions = BenchTimeline.Positions(start: start, period: 1 / Self.frameRate)
  }

  /// The frame rate of the measured run, in hertz.
  static let frameRate = 120.0

  mutating func run() {
    var observer = self
    drawer = BenchTimeline.run(trace: trace, behaviour: behaviour, frameRate: Self.frameRate) {
      drawer, index, time in
      let offset = drawer.offset(at: time)
      observer.positions.append(time: time, offset: offset, frame: index)
      observer.observeFrame(drawer, offset: offset)
      observer.noteSecondMovement(drawer, at: time)
    } event: { drawer, index, handled in
      observer.observeEvent(drawer, index: index, handled: handled)
      if handled {
        let time = observer.trace.events[index].event.time
        observer.positions.append(time: time, offset: drawer.offset(at: time), frame: nil)
        observer.noteSecondMovement(drawer, at: time)
      }
    }
    observer.drawer = drawer
    // A touch still unresolved at the end never caught the drawer.
    if let touch = observer.touch, touch.isCatch, !touch.catchDecided {
      observer.catchJumps.append(nil)
    }
    self = observer
  }

  private mutating func noteMovement(_ offset: Double) {
    if abs(offset - initialOffset) > TraceReplay.movementThreshold { moved = true }
  }

  private mutating func noteSecondMovement(_ drawer: any BenchDrawer, at time: Double) {
    guard let start = secondInitialOffset, let offset = drawer.secondOffset(at: time) else {
      return
    }
    if abs(offset - start) > TraceReplay.movementThreshold { secondMoved = true }
  }

  private mutating func observeFrame(_ drawer: any BenchDrawer, offset: Double) {
    noteMovement(offset)
    // A drawer that comes to rest on its own while a finger is on it was not caught.
    if var current = touch, current.isCatch, !current.catchDecided, drawer.motion != .settling {
      current.catchDecided = true
      catchJumps.append(nil)
      touch = current
    }
  }

  private mutating func observeEvent(_ drawer: any BenchDrawer, index: Int, handled: Bool) {
    let event = trace.events[index].event
    let time = event.time
    guard handled else {
      before = drawer.offset(at: time)
      motionBefore = drawer.motion
      return
    }
    let after = drawer.offset(at: time)
    let motion = drawer.motion
    noteMovement(after)
    switch event {
    case .down(let point, _):
      var new = Touch(
        down: point, last: point, isCatch: motionBefore == .settling, offsetAtDown: before)
      new.tracker.addSample(position: sign * point.x, time: time)
      touch = new
      observeTouch(drawer, point: point, after: after, motion: motion)
    case .move(let point, _):
      guard var current = touch else { return }
      current.tracker.addSample(position: sign * point.x, time: time)
      touch = current
      observeTouch(drawer, point: point, after: after, motion: motion)
      touch?.last = point
    case .up(let point, _):
      if motionBefore == .tracking, let current = touch {
        observeRelease(drawer, touch: current, lift: point, after: after, index: index)
      }
      if let current = touch, current.isCatch, !current.catchDecided { catchJumps.append(nil) }
      touch = nil
    case .cancel:
      if let current = touch, current.isCatch, !current.catchDecided { catchJumps.append(nil) }
      touch = nil
    default:
      break
    }
  }

  /// Catch, acceptance and tracking on a `down` or `move` of the current touch.
  private mutating func observeTouch(
    _ drawer: any BenchDrawer, point: DrawerPoint, after: Double, motion: BenchMotionState
  ) {
    guard var current = touch else { return }
    let finger = sign * point.x
    let along = sign * (point.x - current.down.x)
    let direction: Double = along < 0 ? -1 : 1
    // Where a drawer that starts moving when the finger crosses its slop would be.
    let ideal = before + direction * Swift.max(0, abs(along) - drawer.slop)
    let jump = followingError(after, raw: ideal, width: width)

    if current.isCatch && !current.catchDecided {
      if motionBefore == .settling && (motion == .holding || motion == .tracking) {
        current.catchDecided = true
        catchJumps.append(jump)
        // The finger grabbed the drawer where it was when it came down.
        current.anchor = (offset: current.offsetAtDown, finger: sign * current.down.x)
      } else if motion != .settling {
        current.catchDecided = true
        catchJumps.append(nil)
      }
    } else if !current.isCatch && motionBefore != .tracking && motion == .tracking {
      acceptanceJumps.append(jump)
      // The drag begins where the finger crossed the slop, with the drawer where it rested.
      current.anchor = (
        offset: before, finger: sign * current.down.x + direction * drawer.slop
      )
    }
    if motion == .tracking {
      if current.anchor == nil { current.anchor = (offset: before, finger: finger) }
      if let anchor = current.anchor {
        let raw = anchor.offset + (finger - anchor.finger)
        trackingError = Swift.max(trackingError, followingError(after, raw: raw, width: width))
      }
    }
    touch = current
  }

  private mutating func observeRelease(
    _ drawer: any BenchDrawer, touch: Touch, lift: DrawerPoint, after: Double, index: Int
  ) {
    let time = trace.events[index].event.time
    // The finger's velocity as it lifts, the lift-off point counting when it carries motion.
    let fingerVelocity = touch.tracker.releaseVelocity(
      liftPosition: sign * lift.x, at: time, intentionalDistance: drawer.slop)
    // The drawer may follow the finger's last travel to its lift-off point, in full, in part
    // (a rubber band) or not at all; anything else is a jump.
    let followed = before + sign * (lift.x - touch.last.x)
    let positionJump = distance(of: after, outsideSpanOf: before, followed)
    var drawerVelocity = 0.0
    if drawer.motion == .settling {
      // A second-order one-sided difference: exact for a parabola, so a spring's acceleration
      // does not bias it.
      let h = Self.derivativeStep
      let f0 = drawer.offset(at: time)
      let f1 = drawer.offset(at: time + h)
      let f2 = drawer.offset(at: time + 2 * h)
      drawerVelocity = (-3 * f0 + 4 * f1 - f2) / (2 * h)
    }
    let next = index + 1 < trace.events.count ? trace.events[index + 1].event.time : .infinity
    let (timeToRest, overshoot) = Self.settle(drawer, from: time, offset: after, until: next)
    releases.append(
      TraceMeasurement.Release(
        fingerVelocity: fingerVelocity, drawerVelocity: drawerVelocity,
        positionJump: positionJump, timeToRest: timeToRest, overshoot: overshoot))
  }

  /// How far `offset` lies past the rest position beyond what the finger left: outside the span
  /// between where the drawer was let go and where it rests, in points. A drawer let go short of
  /// its rest overshoots by how far it goes past the rest; one let go past it (in the rubber band
  /// beyond open or closed) by how much farther it carries on, or by how far it swings past the
  /// rest on the other side.
  static func overshoot(of offset: Double, releasedAt release: Double, rest: Double) -> Double {
    distance(of: offset, outsideSpanOf: release, rest)
  }

  /// Follows a copy of the drawer every millisecond until it rests: how long it took to come
  /// within ``restTolerance`` of its rest position for good, and how far it went past it
  /// (``overshoot(of:releasedAt:rest:)``). `nil` when the next event comes first.
  private static func settle(
    _ drawer: any BenchDrawer, from start: Double, offset: Double, until next: Double
  ) -> (Double?, Double?) {
    var copy = drawer
    var samples: [(time: Double, offset: Double)] = [(start, offset)]
    var step = 0
    while copy.motion != .resting {
      step += 1
      let time = start + Double(step) * restStep
      if time >= next || time > start + BenchTimeline.settleLimit { return (nil, nil) }
      copy.advance(to: time)
      samples.append((time, copy.offset(at: time)))
    }
    let rest = samples[samples.count - 1].offset
    var settled = start
    for sample in samples.reversed() where abs(sample.offset - rest) > restTolerance {
      settled = sample.time + restStep
      break
    }
    let overshoot =
      samples.map { Self.overshoot(of: $0.offset, releasedAt: offset, rest: rest) }
      .max() ?? 0
    return (Swift.min(settled, samples[samples.count - 1].time) - start, overshoot)
  }
}
