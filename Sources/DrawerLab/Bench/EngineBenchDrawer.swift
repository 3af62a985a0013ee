@_spi(DrawerKit) public import DrawerCore

/// DrawerKit's engine, `Drawer`, seen through the benchmark's eyes.
///
/// Nothing is adapted: events go to `Drawer.handle(_:)`, frames to `Drawer.advance(to:)`,
/// positions come from `Drawer.offset(at:)`, and the motion state is the engine's phase.
///
/// For a trace with two drawers the engine runs both, as an app with two drawers on one content
/// would: each stroke goes to the drawer that takes it, each command to the drawer it names
/// (`DrawerPairRouter`). What the benchmark observes (the position, the motion, the target) is
/// the first drawer; ``secondOffset(at:)`` and ``secondTarget`` say where the second is, so that
/// a trace counts as ended as meant only when both drawers did.
public struct EngineBenchDrawer: BenchDrawer {
  /// The engine being measured: the trace's first drawer.
  public private(set) var drawer: Drawer
  /// The trace's second drawer, for a trace with two; `nil` otherwise.
  public private(set) var second: Drawer?
  private var router = DrawerPairRouter()

  /// Wraps an engine.
  ///
  /// - Parameters:
  ///   - drawer: the drawer, usually at rest.
  ///   - second: a second drawer on the other edge of the same content, or `nil`.
  public init(_ drawer: Drawer, second: Drawer? = nil) {
    self.drawer = drawer
    self.second = second
  }

  /// The engine configured as the trace's header says (both drawers, for a trace with two), at
  /// rest in the trace's initial states at the time of its first event.
  ///
  /// - Parameters:
  ///   - trace: the trace to be run.
  ///   - tracking: how a dragged drawer is drawn; the trace's (direct) by default.
  public init(trace: Trace, tracking: DrawerTracking? = nil) {
    let time = trace.events.first?.event.time ?? 0
    var configuration = trace.configuration
    var secondConfiguration = trace.secondConfiguration
    if let tracking {
      configuration.tracking = tracking
      secondConfiguration?.tracking = tracking
    }
    self.init(
      Drawer(
        configuration: configuration, container: trace.container, initial: trace.initial,
        time: time),
      second: secondConfiguration.map {
        Drawer(
          configuration: $0, container: trace.container,
          initial: trace.secondDrawer?.initial ?? .closed, time: time)
      })
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
  /// while a finger beside it decides; either drawer's, for a trace with two.
  public var isMovingOnItsOwn: Bool { drawer.isSettling || second?.isSettling == true }

  /// The engine's target.
  public var target: DrawerRestState { drawer.target }

  /// The second drawer's target, for a trace with two.
  public var secondTarget: DrawerRestState? { second?.target }

  /// Passes the event to the engine (to the first drawer, as a command, for a trace with two).
  ///
  /// - Parameter event: the event.
  public mutating func handle(_ event: DrawerEvent) {
    handle(TraceEvent(event))
  }

  /// Passes the trace's event to the engine; with two drawers, to the drawer the pair's rule
  /// gives it.
  ///
  /// - Parameter event: the trace's event.
  public mutating func handle(_ event: TraceEvent) {
    guard var other = second else {
      drawer.handle(event.event)
      return
    }
    let firstIsLeading = drawer.configuration.edge == .leading
    let addressed: DrawerEdge = event.isForSecondDrawer == firstIsLeading ? .trailing : .leading
    if firstIsLeading {
      router.handle(event.event, to: addressed, leading: &drawer, trailing: &other)
    } else {
      router.handle(event.event, to: addressed, leading: &other, trailing: &drawer)
    }
    second = other
  }

  /// Advances the engine (both drawers, for a trace with two).
  ///
  /// - Parameter time: the frame's time in seconds.
  public mutating func advance(to time: Double) {
    drawer.advance(to: time)
    second?.advance(to: time)
  }

  /// The engine's offset.
  ///
  /// - Parameter time: the instant in seconds.
  /// - Returns: the offset in points.
  public func offset(at time: Double) -> Double {
    drawer.offset(at: time)
  }

  /// The second drawer's offset, for a trace with two.
  ///
  /// - Parameter time: the instant in seconds.
  /// - Returns: the offset in points, or `nil` for one drawer.
  public func secondOffset(at time: Double) -> Double? {
    second?.offset(at: time)
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
    EngineBenchDrawer(trace: trace, tracking: .predictive)
  }
}
