@_spi(DrawerKit) import DrawerCore

/// The predictor sweep: every predictor at every horizon, measured with the lag measure
/// (``TrackingLag``) over the same traces, so that DrawerKit's prediction is judged against the
/// ones that ship elsewhere on the same frames and the same stops.
///
/// Each row is one predictor drawing a dragged drawer at most ``Row/horizon`` past the finger's
/// newest sample: `direct` (no prediction, horizon 0), `DrawerKit` (the engine's
/// `DrawerTracking.predictive` tracking with `DrawerConfiguration.predictionHorizon` set to
/// the horizon), each ``ReferencePredictors`` entry (``PredictingBenchDrawer``), `platform` when
/// the traces carry the platform's own predicted touches (`predicted` events, recorded on iOS:
/// the engine drawing with them, `DrawerPredictionSource.platform`), and `perfect`
/// (``PerfectPredictor``: the finger's true position, never past a stop). Its figures:
/// - the lag's median and 95th percentile over every frame, and the overshoot's 95th percentile
///   over every stop, as the bench's `lag` columns define them;
/// - ``Row/stopsPassed``: the share of stops that the drawn drawer passes by ``passingDistance``
///   or more (the overshoot's 95th percentile rests on the few largest stops; this counts them
///   all);
/// - 95 % bootstrap intervals of those three, resampling strokes with a fixed seed.
///
/// ```swift
/// let rows = PredictorSweep.candidates().map { PredictorSweep.row(for: $0, traces: traces) }
/// PredictorSweep.front(rows, budget: 2)  // the anchors' best lag p95 within 2 pt of overshoot
/// ```
public enum PredictorSweep {
  /// The horizons swept, in seconds: 4, 8, 12, 16, 25 and 50 ms.
  public static let horizons = [0.004, 0.008, 0.012, 0.016, 0.025, 0.050]
  /// The overshoot budgets of the front, in points: 2, 15 and 30.
  public static let budgets = [2.0, 15, 30]
  /// The overshoot at which a stop counts as passed, in points: 2, the lag measure's reversal
  /// distance (less is jitter).
  public static let passingDistance = TrackingLag.reversalDistance

  /// What a row measures.
  public enum Kind: String, Sendable, Hashable {
    /// No prediction: the newest sample.
    case direct
    /// DrawerKit's predictive tracking.
    case drawerKit
    /// A predictor that ships on another platform.
    case reference
    /// The platform's own predicted touches, recorded with the traces.
    case platform
    /// The finger's true future: the bound.
    case perfect

    /// Whether rows of this kind are anchors of the front: what ships today.
    public var isAnchor: Bool { self == .direct || self == .reference || self == .platform }
  }

  /// A predictor at a horizon, ready to be measured.
  public struct Candidate: Sendable {
    /// The predictor's name.
    public var name: String
    /// What it is.
    public var kind: Kind
    /// The horizon, in seconds.
    public var horizon: Double
    /// The drawer it draws.
    public var behaviour: BenchBehaviour
  }

  /// One predictor at one horizon, measured.
  public struct Row: Sendable, Hashable {
    /// The predictor's name.
    public var predictor: String
    /// What it is.
    public var kind: Kind
    /// The horizon, in seconds.
    public var horizon: Double
    /// The frames of a drag measured.
    public var frames: Int
    /// The stops and reversals measured.
    public var stops: Int
    /// The median lag, in points; `nil` with no frame.
    public var lagMedian: Double?
    /// The lag's 95th percentile, in points; `nil` with no frame.
    public var lagP95: Double?
    /// Its 95 % bootstrap interval.
    public var lagP95Interval: ClosedRange<Double>?
    /// Its value in each bootstrap replicate, in order (NaN where a replicate has no frame):
    /// every row is resampled with the same draws, so two rows compare replicate by replicate
    /// (``PredictorSweep/lagP95Difference(_:_:)``).
    public var lagP95Replicates: [Double] = []
    /// The overshoot's 95th percentile, in points; `nil` with no stop.
    public var overshootP95: Double?
    /// Its 95 % bootstrap interval.
    public var overshootP95Interval: ClosedRange<Double>?
    /// The share of stops passed by ``PredictorSweep/passingDistance`` or more, in `0...1`;
    /// `nil` with no stop.
    public var stopsPassed: Double?
    /// Its 95 % bootstrap interval.
    public var stopsPassedInterval: ClosedRange<Double>?
  }

  /// Every predictor at every horizon: `direct` once (horizon 0), then for each horizon
  /// DrawerKit's, the references', the platform's (with `platform`) and the perfect predictor's.
  ///
  /// - Parameters:
  ///   - horizons: the horizons, in seconds.
  ///   - platform: whether to draw with the traces' own predicted touches too.
  /// - Returns: the candidates, in the order the sweep prints them.
  public static func candidates(horizons: [Double] = horizons, platform: Bool = false)
    -> [Candidate]
  {
    var candidates = [
      Candidate(
        name: "direct", kind: .direct, horizon: 0,
        behaviour: BenchBehaviour(name: "direct") { trace in
          var configuration = trace.configuration
          configuration.tracking = .direct
          return EngineBenchDrawer(
            Drawer(
              configuration: configuration, container: trace.container, initial: trace.initial,
              time: trace.events.first?.event.time ?? 0))
        })
    ]
    for horizon in horizons {
      candidates.append(
        Candidate(
          name: "DrawerKit", kind: .drawerKit, horizon: horizon,
          behaviour: BenchBehaviour(name: "DrawerKit") { trace in
            var configuration = trace.configuration
            configuration.tracking = .predictive
            configuration.predictionHorizon = horizon
            configuration.predictionSource = .engine
            return EngineBenchDrawer(
              Drawer(
                configuration: configuration, container: trace.container,
                initial: trace.initial, time: trace.events.first?.event.time ?? 0))
          }))
      for (index, reference) in ReferencePredictors.all(target: horizon).enumerated() {
        candidates.append(
          Candidate(
            name: reference.name, kind: .reference, horizon: horizon,
            behaviour: BenchBehaviour(name: reference.name) { trace in
              PredictingBenchDrawer(
                trace: trace, predictor: ReferencePredictors.all(target: horizon)[index],
                horizon: horizon)
            }))
      }
      if platform {
        candidates.append(
          Candidate(
            name: "platform", kind: .platform, horizon: horizon,
            behaviour: BenchBehaviour(name: "platform") { trace in
              var configuration = trace.configuration
              configuration.tracking = .predictive
              configuration.predictionHorizon = horizon
              configuration.predictionSource = .platform
              return EngineBenchDrawer(
                Drawer(
                  configuration: configuration, container: trace.container,
                  initial: trace.initial, time: trace.events.first?.event.time ?? 0))
            }))
      }
      candidates.append(
        Candidate(
          name: "perfect", kind: .perfect, horizon: horizon,
          behaviour: BenchBehaviour(name: "perfect") { trace in
            PredictingBenchDrawer(
              trace: trace, predictor: PerfectPredictor(trace: trace), horizon: horizon)
          }))
    }
    return candidates
  }

  /// Measures one candidate over traces.
  ///
  /// - Parameters:
  ///   - candidate: the predictor and horizon.
  ///   - traces: the traces.
  ///   - latency: the display latency, in seconds.
  ///   - progress: called after each trace.
  /// - Returns: the row.
  public static func row(
    for candidate: Candidate, traces: [Trace], latency: Double = TrackingLag.defaultLatency,
    progress: () -> Void = {}
  ) -> Row {
    let lags = traces.map { trace in
      defer { progress() }
      return TrackingLag(trace: trace, behaviour: candidate.behaviour, latency: latency)
    }
    let summary = TrackingLag.Summary(lags, latency: latency)
    let overshoots = lags.flatMap(\.overshoots)
    let passed = overshoots.filter { $0 >= passingDistance }.count
    let intervals = StrokeBootstrap(lags, passing: passingDistance).intervals()
    return Row(
      predictor: candidate.name, kind: candidate.kind, horizon: candidate.horizon,
      frames: summary.frames, stops: summary.stops, lagMedian: summary.median,
      lagP95: summary.p95, lagP95Interval: intervals.lagP95,
      lagP95Replicates: intervals.lagP95Replicates,
      overshootP95: summary.overshootP95, overshootP95Interval: intervals.overshootP95,
      stopsPassed: overshoots.isEmpty ? nil : Double(passed) / Double(overshoots.count),
      stopsPassedInterval: intervals.stopsPassed)
  }

  /// The 95 % paired bootstrap interval of `a`'s lag p95 less `b`'s, in points: both rows
  /// measured on the same resampled strokes, replicate by replicate, so that the interval
  /// says whether one predictor beats the other by more than the noise of the people's
  /// strokes. `nil` for rows not measured on the same traces.
  ///
  /// - Parameters:
  ///   - a: a row.
  ///   - b: another row of the same sweep.
  /// - Returns: the interval of `a − b`.
  public static func lagP95Difference(_ a: Row, _ b: Row) -> ClosedRange<Double>? {
    StrokeBootstrap.difference(a.lagP95Replicates, b.lagP95Replicates)
  }

  /// The row with the smallest lag p95 among those of `kinds` whose overshoot p95 is within
  /// `budget` (a row with no stop has none), and, with `maximumStopsPassed`, whose share of
  /// stops passed is within it too; `nil` when no row qualifies.
  ///
  /// - Parameters:
  ///   - rows: the sweep's rows.
  ///   - budget: the overshoot budget, in points.
  ///   - kinds: the kinds of row considered; the anchors (direct, the references and the
  ///     platform's own predictions) by default.
  ///   - maximumStopsPassed: the largest share of stops passed, in `0...1`, or `nil` for any.
  /// - Returns: the best row.
  public static func front(
    _ rows: [Row], budget: Double, kinds: Set<Kind> = [.direct, .reference, .platform],
    maximumStopsPassed: Double? = nil
  ) -> Row? {
    rows.filter { row in
      kinds.contains(row.kind) && row.lagP95 != nil && (row.overshootP95 ?? 0) <= budget
        && (maximumStopsPassed.map { (row.stopsPassed ?? 0) <= $0 } ?? true)
    }.min { ($0.lagP95 ?? .infinity) < ($1.lagP95 ?? .infinity) }
  }
}
