@_spi(DrawerKit) public import DrawerCore

/// DrawerKit's engine, `Drawer`, seen through the benchmark's eyes.
///
/// Nothing is adapted: events go to `Drawer.handle(_:)`, frames to `Drawer.advance(to:)`,
/// positions come from `Drawer.offset(at:)`, and the motion state is the engine's phase.
public struct EngineBenchDrawer: BenchDrawer {
  /// The engine being measured.
  public private(set) var drawer: Drawer

  /// Wraps an engine.
  ///
  /// - Parameter drawer: the drawer, usually at rest.
  public init(_ drawer: Drawer) {
    self.drawer = drawer
  }

  /// The engine configured as the trace's header says, at rest in the trace's initial state at
  /// the time of its first event.
  ///
  /// - Parameter trace: the trace to be run.
  public init(trace: Trace) {
    self.init(
      Drawer(
        configuration: trace.configuration, container: trace.container, initial: trace.initial,
        time: trace.events.first?.event.time ?? 0))
  }

  /// The engine's slop, 10 pt by default.
  public var slop: Double { drawer.configuration.slop }

  /// The engine's phase: `pending` is holding.
  public var motion: BenchMotionState {
    switch drawer.phase {
    case .resting: .resting
    case .pending: .holding
    case .tracking: .tracking
    case .settling: .settling
    }
  }

  /// Whether the engine's spring runs: settling, or pending over a drawer that goes on settling
  /// while a finger beside it decides.
  public var isMovingOnItsOwn: Bool { drawer.isSettling }

  /// The engine's target.
  public var target: DrawerRestState { drawer.target }

  /// Passes the event to the engine.
  ///
  /// - Parameter event: the event.
  public mutating func handle(_ event: DrawerEvent) {
    drawer.handle(event)
  }

  /// Advances the engine.
  ///
  /// - Parameter time: the frame's time in seconds.
  public mutating func advance(to time: Double) {
    drawer.advance(to: time)
  }

  /// The engine's offset.
  ///
  /// - Parameter time: the instant in seconds.
  /// - Returns: the offset in points.
  public func offset(at time: Double) -> Double {
    drawer.offset(at: time)
  }
}

extension BenchBehaviour {
  /// DrawerKit's engine with its defaults, configured from each trace's header.
  public static let drawerKit = BenchBehaviour(name: "DrawerKit", isEngine: true) { trace in
    EngineBenchDrawer(trace: trace)
  }

  /// DrawerKit's engine with predictive tracking (`DrawerTracking.predictive`): the dragged
  /// drawer drawn where the finger will be at the instant asked for.
  public static let drawerKitPredictive = BenchBehaviour(name: "DrawerKit predictive") { trace in
    var configuration = trace.configuration
    configuration.tracking = .predictive
    return EngineBenchDrawer(
      Drawer(
        configuration: configuration, container: trace.container, initial: trace.initial,
        time: trace.events.first?.event.time ?? 0))
  }
}
