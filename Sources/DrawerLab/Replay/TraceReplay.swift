@_spi(DrawerKit) public import DrawerCore

/// The outcome of replaying a trace through the engine: where the drawer came to rest, whether it
/// ever moved, and whether both match what the person meant; for a trace with two drawers, the
/// same for the second drawer too.
public struct TraceReplay: Sendable, Hashable {
  /// The trace's name.
  public var name: String
  /// Where the drawer rested once everything settled.
  public var final: DrawerRestState
  /// Whether the drawer moved at all (more than ``movementThreshold``) at any frame or event.
  public var moved: Bool
  /// The rest state the person intended.
  public var expect: DrawerRestState
  /// Whether the drawer had to move (`true`), had to stay still (`false`), or either (`nil`).
  public var expectCapture: Bool?
  /// When the drawer came to rest after the last event, in seconds from the first event.
  public var restTime: Double
  /// The second drawer's outcome, for a trace with two drawers; `nil` for one.
  public var second: SecondDrawer?

  /// Movement smaller than this, in points, does not count as moving.
  public static let movementThreshold = 0.01

  /// What the second drawer of a trace did, beside what it was meant to do.
  public struct SecondDrawer: Sendable, Hashable {
    /// The second drawer's edge.
    public var edge: DrawerEdge
    /// Where it rested once everything settled.
    public var final: DrawerRestState
    /// Whether it moved at all (more than ``TraceReplay/movementThreshold``).
    public var moved: Bool
    /// The rest state it was meant to end in.
    public var expect: DrawerRestState
    /// Whether it had to move (`true`), had to stay still (`false`), or either (`nil`).
    public var expectCapture: Bool?

    /// Creates a second drawer's outcome.
    ///
    /// - Parameters:
    ///   - edge: the second drawer's edge.
    ///   - final: where it rested.
    ///   - moved: whether it moved.
    ///   - expect: where it was meant to rest.
    ///   - expectCapture: whether it had to move, stay still, or either (`nil`).
    public init(
      edge: DrawerEdge, final: DrawerRestState, moved: Bool, expect: DrawerRestState,
      expectCapture: Bool?
    ) {
      self.edge = edge
      self.final = final
      self.moved = moved
      self.expect = expect
      self.expectCapture = expectCapture
    }

    /// Whether it did what its labels ask.
    public var pass: Bool {
      final == expect && (expectCapture.map { $0 == moved } ?? true)
    }
  }

  /// Whether the replay did what the trace's labels ask: for a trace with two drawers, what
  /// each drawer's labels ask.
  public var pass: Bool {
    final == expect && (expectCapture.map { $0 == moved } ?? true) && second?.pass != false
  }

  /// Replays a trace: feeds its events to a drawer configured from its header (to both drawers
  /// of a trace with two, each stroke to the drawer that takes it), samples the drawers at
  /// `frameRate` between them, then lets time run on until they rest.
  ///
  /// ```swift
  /// let result = TraceReplay(trace)
  /// result.pass  // true when the engine did what the person meant
  /// ```
  /// - Parameters:
  ///   - trace: the trace to replay.
  ///   - configuration: the drawer's configuration; by default the trace's own.
  ///   - secondConfiguration: the second drawer's configuration; by default the trace's own
  ///     beside `configuration`. Ignored for a trace with one drawer.
  ///   - frameRate: how often the drawer is sampled between events, in hertz.
  public init(
    _ trace: Trace, configuration: DrawerConfiguration? = nil,
    secondConfiguration: DrawerConfiguration? = nil, frameRate: Double = 120
  ) {
    var moved = false
    var secondMoved = false
    var restTime = 0.0
    var final = trace.initial
    var secondFinal = trace.secondDrawer?.initial
    let start = trace.events.first?.event.time ?? 0
    let initialOffset = trace.initial == .open ? trace.drawerWidth : 0
    let secondInitialOffset =
      trace.secondDrawer?.initial == .open ? trace.secondDrawerWidth ?? 0 : 0
    DrawerTimeline.runPair(
      trace, configuration: configuration, secondConfiguration: secondConfiguration,
      frameRate: frameRate
    ) { drawer, second, time in
      if abs(drawer.offset(at: time) - initialOffset) > Self.movementThreshold { moved = true }
      restTime = time - start
      final = drawer.target
      if let second {
        if abs(second.offset(at: time) - secondInitialOffset) > Self.movementThreshold {
          secondMoved = true
        }
        secondFinal = second.target
      }
    }
    self.name = trace.name
    self.final = final
    self.moved = moved
    self.expect = trace.expect
    self.expectCapture = trace.expectCapture
    self.restTime = restTime
    if let secondDrawer = trace.secondDrawer, let edge = trace.secondEdge,
      let secondFinal
    {
      self.second = SecondDrawer(
        edge: edge, final: secondFinal, moved: secondMoved, expect: secondDrawer.expect,
        expectCapture: secondDrawer.expectCapture)
    }
  }
}
