@_spi(DrawerKit) public import DrawerCore

/// DrawerKit's engine tracking the finger directly, drawn ahead by a reference predictor: how a
/// drawer would look with Chromium's or AndroidX's prediction in place of DrawerKit's.
///
/// Every event goes to the engine unchanged (so it decides exactly what DrawerKit decides), and
/// every `down` and `move` also to the predictor (a `down` starts it afresh). While the finger
/// drags the drawer, the offset for an instant after the newest sample is the engine's with the
/// finger moved on to where the predictor puts it at that instant, at most ``horizon`` past the
/// newest sample (`Drawer.offset(at:fingerTravel:)`); with no prediction, it is the engine's.
///
/// ```swift
/// let behaviour = BenchBehaviour(name: "Chromium Kalman, 8 ms") { trace in
///   PredictingBenchDrawer(trace: trace, predictor: ChromiumKalmanPredictor(), horizon: 0.008)
/// }
/// ```
public struct PredictingBenchDrawer: BenchDrawer {
  /// The engine, with direct tracking.
  public private(set) var engine: EngineBenchDrawer
  /// The predictor, fed the touches' samples.
  public private(set) var predictor: any ReferencePredictor
  /// How far past the newest sample the predictor is asked about, in seconds.
  public let horizon: Double
  private let openingSign: Double
  private var newest: (point: DrawerPoint, time: Double)?

  /// The engine configured as the trace's header says, with direct tracking, and a predictor.
  ///
  /// - Parameters:
  ///   - trace: the trace to be run.
  ///   - predictor: the predictor, which is reset at each `down`.
  ///   - horizon: how far past the newest sample to predict, in seconds; negative or NaN
  ///     counts as 0 (no prediction).
  public init(trace: Trace, predictor: any ReferencePredictor, horizon: Double) {
    var configuration = trace.configuration
    configuration.tracking = .direct
    self.engine = EngineBenchDrawer(
      Drawer(
        configuration: configuration, container: trace.container, initial: trace.initial,
        time: trace.events.first?.event.time ?? 0))
    self.predictor = predictor
    self.horizon = horizon > 0 ? horizon : 0
    self.openingSign = trace.edge.side(in: trace.layoutDirection).openingSign
  }

  /// The engine's slop.
  public var slop: Double { engine.slop }
  /// The engine's motion state.
  public var motion: BenchMotionState { engine.motion }
  /// The engine's target.
  public var target: DrawerRestState { engine.target }
  /// Whether the engine's spring runs.
  public var isMovingOnItsOwn: Bool { engine.isMovingOnItsOwn }
  /// Whether the engine's drawer follows a finger.
  public var followsFinger: Bool { engine.followsFinger }

  /// Passes the event to the engine, and a touch's sample to the predictor.
  ///
  /// - Parameter event: the event.
  public mutating func handle(_ event: DrawerEvent) {
    switch event {
    case .down(let point, let time):
      predictor.reset()
      newest = nil
      if point.x.isFinite && point.y.isFinite {
        predictor.addSample(point, time: time)
        newest = (point, time)
      }
    case .move(let point, let time) where newest != nil && point.x.isFinite && point.y.isFinite:
      predictor.addSample(point, time: time)
      newest = (point, time)
    case .up, .cancel:
      newest = nil
    default:
      break
    }
    engine.handle(event)
  }

  /// Advances the engine.
  ///
  /// - Parameter time: the frame's time in seconds.
  public mutating func advance(to time: Double) {
    engine.advance(to: time)
  }

  /// The engine's offset, with the finger moved on by the prediction while it drags the drawer.
  ///
  /// - Parameter time: the instant in seconds.
  /// - Returns: the offset in points.
  public func offset(at time: Double) -> Double {
    guard horizon > 0, engine.followsFinger, let newest, time > newest.time,
      let predicted = predictor.predictedPoint(at: Swift.min(time, newest.time + horizon))
    else { return engine.offset(at: time) }
    return engine.drawer.offset(
      at: time, fingerTravel: openingSign * (predicted.x - newest.point.x))
  }
}
