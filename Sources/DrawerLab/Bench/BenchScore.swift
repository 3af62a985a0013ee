/// One behaviour's row of the benchmark: its metrics over a corpus.
///
/// Distances are along the drawer's opening axis, in points; velocities in points per second.
/// Jumps and errors are the worst case over the corpus (the largest value), so that a target
/// such as "under 0.5 pt" holds for every trace.
///
/// - **Accuracy** (``accuracy``): the share of traces whose final rest state matches `expect`
///   and, where the trace says, whose movement matches `expectCapture` (the drawer moved more
///   than 0.01 pt, or did not), as `drawer-lab replay` judges them.
/// - **Release velocity jump** (``releaseVelocityJump``): at each lift-off from a drawer being
///   dragged, `|v_drawer - v_finger|`, where `v_finger` is the finger's velocity from DrawerCore's
///   least-squares tracker over the touch's samples (the same estimator for every behaviour) and
///   `v_drawer` the drawer's velocity just after the release, measured from its positions by a
///   second-order one-sided difference over 10 µs. A drawer that ignores the release velocity
///   shows the finger's velocity; one that leaves at the finger's speed shows 0. (The velocity is
///   measured at the release instant rather than averaged over the first frame, which would
///   charge a spring with its own acceleration.)
/// - **Release position jump** (``releasePositionJump``): at the same lift-offs, how far the
///   drawer's position just after the release lies outside the span between where it was
///   before and where following the finger to its lift-off point would put it (a drawer may
///   follow that last bit of travel, in full, in part, or not at all).
/// - **Catch jump** (``catchJump``): for a touch that comes down on a settling drawer, at the
///   first event after which the drawer stops moving on its own (it holds or follows the
///   finger), how far it is from where it was just before that event plus the finger's travel
///   beyond the slop. A drawer that keeps animating under the finger until the touch ends, or
///   comes to rest on its own first, cannot be caught: a catch failure, for which ``catchJump``
///   is `nil` (the table says how many catches failed).
/// - **Acceptance jump** (``acceptanceJump``): for a touch on a resting drawer, on the event where
///   the drag is accepted, how far the drawer is from its rest offset moved on by the finger's
///   travel beyond the behaviour's own slop. A drawer whose translation includes the slop shows
///   the slop; one that drops the finger's travel up to acceptance shows what it dropped.
/// - **Tracking error** (``trackingError``): while the drawer follows a finger, the largest
///   difference between where it is and where the grabbed point would put it: the grabbed point
///   is where the finger crossed the slop (with the drawer at rest) for a drag, where it came
///   down (with the drawer where it was) for a catch. Beyond the rubber band: wherever the finger
///   would take the drawer past fully open or closed, any position between the bound and the
///   finger's counts as exact, so resistance and hard stops are not errors.
/// - **Time to rest** (``restMedianMs``, ``restP95Ms``): after each release that no later touch
///   interrupts, sampled every millisecond, the time until the drawer is within 0.5 pt of the
///   position it rests at and stays there; the median and 95th percentile (nearest rank).
/// - **Overshoot** (``overshoot``): after those releases, the farthest the drawer goes beyond
///   where the finger left it and where it rests: outside the span between its position at the
///   release and its rest position. A drawer let go short of its rest overshoots by how far it
///   goes past the rest; one let go past it, in the rubber band beyond open or closed, by how much
///   farther it carries on (or how far it swings back through the rest). The distance the finger
///   itself dragged it into the band is not counted: the person put it there.
/// - **Frame-rate independence** (``frameRateDeviation``): the trace rendered at 60 Hz and at
///   120 Hz (events at their times, frames between), compared at the instants both render; the
///   largest difference in position.
/// - **Cost** (``cost``): DrawerKit's engine only; see ``BenchCost``.
/// - **Hand-off** (``handoff``): DrawerKit's engine only, for the touches not meant for the
///   drawer: how long the content waits for them; see ``ScrollHandoff``.
public struct BenchScore: Sendable {
  /// The behaviour's name.
  public var behaviour: String
  /// The number of traces measured.
  public var traces: Int
  /// The names of the traces that did not end as their labels say.
  public var missedTraces: [String]
  /// The largest release velocity jump, in points per second; `nil` with no release.
  public var releaseVelocityJump: Double?
  /// The largest release position jump, in points; `nil` with no release.
  public var releasePositionJump: Double?
  /// The number of touches that came down on a settling drawer.
  public var catchAttempts: Int
  /// How many of them failed to catch it.
  public var catchFailures: Int
  /// The largest catch jump, in points; `nil` with no catch, or when any catch failed.
  public var catchJump: Double?
  /// The largest acceptance jump, in points; `nil` with no drag accepted on a resting drawer.
  public var acceptanceJump: Double?
  /// The largest tracking error, in points.
  public var trackingError: Double
  /// The median time to rest after a release, in milliseconds; `nil` with none.
  public var restMedianMs: Double?
  /// The 95th percentile of the time to rest, in milliseconds; `nil` with none.
  public var restP95Ms: Double?
  /// The largest overshoot, in points; `nil` with no uninterrupted release.
  public var overshoot: Double?
  /// The largest difference between 60 Hz and 120 Hz at shared instants, in points.
  public var frameRateDeviation: Double
  /// The cost figures, for DrawerKit's engine; `nil` for the references.
  public var cost: BenchCost?
  /// The lag behind the finger while it drags the drawer, and the overshoot at its stops
  /// (``TrackingLag``); `nil` when not measured.
  public var lag: TrackingLag.Summary?
  /// How long the touches the drawer refuses wait before the content gets them
  /// (``ScrollHandoff``); `nil` for a reference, or with no such touch.
  public var handoff: ScrollHandoff.Summary?

  /// The share of traces that ended as the person meant, in `0...1`.
  public var accuracy: Double {
    traces == 0 ? 0 : Double(traces - missedTraces.count) / Double(traces)
  }

  /// Aggregates per-trace measurements.
  ///
  /// - Parameters:
  ///   - behaviour: the behaviour's name.
  ///   - measurements: one per trace.
  ///   - cost: the cost figures, if measured.
  ///   - lag: the lag figures, if measured.
  ///   - handoff: the hand-off figures, if measured.
  public init(
    behaviour: String, measurements: [TraceMeasurement], cost: BenchCost? = nil,
    lag: TrackingLag.Summary? = nil, handoff: ScrollHandoff.Summary? = nil
  ) {
    self.behaviour = behaviour
    self.traces = measurements.count
    self.missedTraces = measurements.filter { !$0.matchesIntent }.map(\.name)
    let releases = measurements.flatMap(\.releases)
    self.releaseVelocityJump = releases.map(\.velocityJump).max()
    self.releasePositionJump = releases.map(\.positionJump).max()
    let catches = measurements.flatMap(\.catchJumps)
    self.catchAttempts = catches.count
    self.catchFailures = catches.filter { $0 == nil }.count
    self.catchJump = catchFailures > 0 ? nil : catches.compactMap { $0 }.max()
    self.acceptanceJump = measurements.flatMap(\.acceptanceJumps).max()
    self.trackingError = measurements.map(\.trackingError).max() ?? 0
    let restTimes = releases.compactMap(\.timeToRest).map { $0 * 1000 }.sorted()
    self.restMedianMs = Self.median(restTimes)
    self.restP95Ms = Self.percentile(restTimes, 0.95)
    self.overshoot = releases.compactMap(\.overshoot).max()
    self.frameRateDeviation = measurements.map(\.frameRateDeviation).max() ?? 0
    self.cost = cost
    self.lag = lag
    self.handoff = handoff
  }

  /// Measures a behaviour over traces.
  ///
  /// ```swift
  /// let score = BenchScore(behaviour: .drawerKit, traces: corpus)
  /// score.accuracy  // 1.0
  /// ```
  /// - Parameters:
  ///   - behaviour: the behaviour.
  ///   - traces: the corpus.
  ///   - cost: the cost figures, if measured.
  ///   - latency: the display latency of the lag measure (``TrackingLag``), in seconds.
  ///   - progress: called after each trace is measured.
  public init(
    behaviour: BenchBehaviour, traces: [Trace], cost: BenchCost? = nil,
    latency: Double = TrackingLag.defaultLatency, progress: () -> Void = {}
  ) {
    var lags: [TrackingLag] = []
    var handoffs: [ScrollHandoff] = []
    let measurements = traces.map { trace in
      defer { progress() }
      lags.append(TrackingLag(trace: trace, behaviour: behaviour, latency: latency))
      if let handoff = ScrollHandoff(trace: trace, behaviour: behaviour) {
        handoffs.append(handoff)
      }
      return TraceMeasurement(trace: trace, behaviour: behaviour)
    }
    self.init(
      behaviour: behaviour.name, measurements: measurements, cost: cost,
      lag: TrackingLag.Summary(lags, latency: latency), handoff: ScrollHandoff.Summary(handoffs))
  }

  /// The median of sorted values; `nil` when empty.
  static func median(_ sorted: [Double]) -> Double? {
    guard !sorted.isEmpty else { return nil }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The nearest-rank percentile of sorted values; `nil` when empty.
  static func percentile(_ sorted: [Double], _ fraction: Double) -> Double? {
    guard !sorted.isEmpty else { return nil }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
  }
}
