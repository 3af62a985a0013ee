@_spi(DrawerKit) import DrawerCore

/// How far a dragged drawer, as drawn, is from the finger at the instant a person sees the
/// frame: the lag every drawer has, and the overshoot a drawer that predicts the finger risks.
///
/// A frame drawn at `t` reaches the glass at `t + latency` (touch sampling, delivery, drawing
/// and compositing; 25 ms by default). The trace is run at 120 Hz, events at their times and
/// frames between them; at each frame `t` while the drawer follows a finger:
///
/// - **Drawn**: the drawer's offset for that frame, asked for the instant the frame reaches the
///   glass, `offset(at: t + latency)`. A drawer that draws the newest sample ignores the
///   instant; DrawerKit's predictive tracking extrapolates the finger to it.
/// - **Followed**: where following the finger would put the drawer then: the drawer's offset
///   just after the touch's latest event (where it put the finger's grabbed point), moved on
///   by the finger's travel from that event to `t + latency`. The finger's true position at that
///   later instant is known offline, from the recorded samples: interpolated linearly between
///   them (a move stamped at the instant of the one before supersedes it, as in the velocity
///   tracker), and the lift-off point's past the `up`.
/// - **Lag** (``distances``): the distance between the two, along the opening axis; zero
///   anywhere between the followed position and its clamp to `0...width` (the rubber band and
///   hard stops resist the finger by design, as the tracking error counts them).
/// - **Overshoot** (``overshoots``): where the finger stops or reverses, the farthest that the
///   drawn drawer passes the position the followed drawer has at the stop, over the frames seen
///   on the glass from the instant the finger got there until it moves past it again (or
///   lifts), drawn from the samples of the motion toward the stop or later; `0` when it never
///   passes it. A drawer that draws its samples never passes them. (A frame drawn from before
///   that motion began shows where the finger was on its way the other way: a finger that turns
///   back a few points just after a fast move is still ahead of the drawer it left behind,
///   which is lag, not overshoot.)
///   The finger reverses when it comes back more than 2 pt from the farthest point of its
///   motion; it stops when it makes no progress past that point for the velocity tracker's
///   stop gap (`VelocityTracker.deviceStopGap`: 40 ms, or 2.4 of the device's sampling
///   intervals on a slower device) while it is down: samples that make no progress, or a
///   silence after which it moves on slower than 50 pt/s across it (2 pt in 40 ms, the
///   tracker's stillness) or lifts. A silence that the finger crosses faster is events lost
///   while it moved, and a shorter silence that ends with the lift is a lift while moving: the
///   `up` is delivered when the platform delivers it (Android's repeats the last known
///   position), and the released drawer carries on at the finger's speed. So is a longer
///   silence straight after a fast last move that the velocity tracker's late-lift rule reads
///   as a lift while moving (a finger that fast cannot stop before the next sample without the
///   device reporting the travel, `VelocityTracker.liftsWhileMoving(at:time:)`): the release
///   reads it the same way and flings the drawer on from there.
///
/// Frames while the drawer is held for a claim, or before the drag is recognised, are not a
/// finger dragging the drawer and do not count.
///
/// ```swift
/// let lag = TrackingLag(trace: trace, behaviour: .drawerKit, latency: 0.025)
/// lag.distances.max()  // the worst lag of any frame, in points
/// ```
public struct TrackingLag: Sendable, Hashable {
  /// The display latency assumed, in seconds.
  public var latency: Double
  /// The lag at each frame while a finger dragged the drawer, in points.
  public var distances: [Double]
  /// The overshoot at each stop or reversal of a finger dragging the drawer, in points.
  public var overshoots: [Double]
  /// How many of ``distances`` each stroke (a touch, from its `down`) has, in order: the
  /// frames come stroke after stroke.
  public var strokeFrameCounts: [Int]
  /// How many of ``overshoots`` each stroke has, in order.
  public var strokeStopCounts: [Int]

  /// The display latency the benchmark assumes unless told otherwise: 25 ms, a phone's touch to
  /// glass at 120 Hz (sampling, one frame of work, one of compositing).
  public static let defaultLatency = 0.025
  /// How far a finger must come back from the farthest point of its motion to have reversed, in
  /// points: the velocity tracker's stillness distance, 2 pt (less is jitter).
  public static let reversalDistance = VelocityTracker.stillnessDistance
  /// The speed below which a finger that crossed a silence was still, in points per second:
  /// the tracker's stillness, 2 pt in 40 ms.
  public static let stillSpeed = VelocityTracker.stillSpeed

  /// Measures one trace.
  ///
  /// - Parameters:
  ///   - trace: the trace.
  ///   - behaviour: the behaviour to run it with.
  ///   - latency: the display latency in seconds; negative or NaN counts as 0.
  public init(trace: Trace, behaviour: BenchBehaviour, latency: Double = defaultLatency) {
    let latency = latency > 0 ? latency : 0
    let strokes = FingerStroke.strokes(of: trace)
    var frames: [LagFrame] = []
    var anchor: (offset: Double, finger: Double, stroke: Int, time: Double)?
    var strokeIndex = -1
    BenchTimeline.run(trace: trace, behaviour: behaviour, frameRate: 120, followingFinger: true) {
      drawer, _, time in
      guard let current = anchor, drawer.followsFinger else { return }
      let seen = time + latency
      let followed = current.offset + strokes[current.stroke].position(at: seen) - current.finger
      frames.append(
        LagFrame(
          stroke: current.stroke, seen: seen, drawn: drawer.offset(at: seen),
          followed: followed, anchor: (current.offset, current.finger), sampled: current.time))
    } event: { drawer, index, handled in
      guard handled else { return }
      let event = trace.events[index].event
      switch event {
      case .down(let point, let time), .move(let point, let time):
        if case .down = event { strokeIndex += 1 }
        guard strokeIndex >= 0, drawer.followsFinger else {
          anchor = nil
          return
        }
        anchor = (drawer.offset(at: time), strokes[strokeIndex].axis(point), strokeIndex, time)
      case .up, .cancel:
        anchor = nil
      default:
        break
      }
    }
    let width = trace.drawerWidth
    self.latency = latency
    self.distances = frames.map { followingError($0.drawn, raw: $0.followed, width: width) }
    // The frames come in time order, stroke after stroke: each stroke's are one run of them.
    var strokeFrames: [Int: Range<Int>] = [:]
    for (position, frame) in frames.enumerated() {
      let first = strokeFrames[frame.stroke]?.lowerBound ?? position
      strokeFrames[frame.stroke] = first..<position + 1
    }
    let strokeOvershoots = strokes.indices.map { index in
      strokes[index].stops.compactMap { stop -> Double? in
        // The stroke's frames come in the order they are seen: those seen from the stop on.
        let stroke = frames[strokeFrames[index] ?? 0..<0]
        let from = stroke.partitioningIndex { $0.seen >= stop.time }
        let seen = stroke[from...].prefix { $0.seen <= stop.until }.filter {
          $0.sampled >= stop.since
        }
        guard !seen.isEmpty else { return nil }
        return seen.map { frame in
          let atStop = frame.anchor.offset + stop.position - frame.anchor.finger
          return Swift.max(0, stop.direction * (frame.drawn - atStop))
        }.max()
      }
    }
    self.overshoots = strokeOvershoots.flatMap { $0 }
    self.strokeFrameCounts = strokes.indices.map { strokeFrames[$0]?.count ?? 0 }
    self.strokeStopCounts = strokeOvershoots.map(\.count)
  }
}

/// One frame of a drag as the lag measure sees it.
private struct LagFrame {
  var stroke: Int
  /// When the frame reaches the glass, in seconds.
  var seen: Double
  var drawn: Double
  var followed: Double
  /// The drawer's offset and the finger's axis position just after the touch's latest event.
  var anchor: (offset: Double, finger: Double)
  /// When that event came, in seconds.
  var sampled: Double
}

extension BenchDrawer {
  /// Whether the drawer follows a finger at the latest event or frame: it is tracking.
  public var followsFinger: Bool {
    motion == .tracking
  }
}

extension EngineBenchDrawer {
  /// Whether the engine's drawer follows a finger: it is tracking a touch that is claimed (a
  /// drawer held for its claim stays where it is shown).
  public var followsFinger: Bool {
    if case .tracking(let touch) = drawer.phase { return touch.isClaimed }
    return false
  }
}

extension TrackingLag {
  /// The lag and overshoot of many traces pooled: the median and 95th percentile of the lag
  /// over every frame, and the 95th percentile of the overshoot over every stop (nearest rank).
  public struct Summary: Sendable, Hashable {
    /// The display latency assumed, in seconds.
    public var latency: Double
    /// The median lag, in points; `nil` with no frame of a drag.
    public var median: Double?
    /// The 95th percentile of the lag, in points; `nil` with no frame of a drag.
    public var p95: Double?
    /// The 95th percentile of the overshoot, in points; `nil` with no stop.
    public var overshootP95: Double?
    /// The number of frames of a drag measured.
    public var frames: Int
    /// The number of stops and reversals measured.
    public var stops: Int

    /// Pools per-trace measurements.
    ///
    /// - Parameters:
    ///   - lags: one per trace.
    ///   - latency: the latency they were measured with, in seconds.
    public init(_ lags: [TrackingLag], latency: Double) {
      let distances = lags.flatMap(\.distances).sorted()
      let overshoots = lags.flatMap(\.overshoots).sorted()
      self.latency = latency
      self.median = BenchScore.median(distances)
      self.p95 = BenchScore.percentile(distances, 0.95)
      self.overshootP95 = BenchScore.percentile(overshoots, 0.95)
      self.frames = distances.count
      self.stops = overshoots.count
    }
  }
}
