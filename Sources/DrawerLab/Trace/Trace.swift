@_spi(DrawerKit) public import DrawerCore

/// One recorded interaction with a drawer, in the `drawer-trace/1` format: the container and
/// drawer it happened in, the touches and commands with their times, and what the person meant.
///
/// The format is JSON Lines: a header object, then one event per line in non-decreasing time
/// order. `Trace(parsing:path:)` reads it; ``jsonLines`` writes it back.
public struct Trace: Sendable, Hashable {
  /// The trace's name, usually its file name without `.jsonl`.
  public var name: String
  /// The container's size in points.
  public var container: DrawerSize
  /// The open drawer's width in points.
  public var drawerWidth: Double
  /// The edge the drawer is attached to.
  public var edge: DrawerEdge
  /// The container's layout direction.
  public var layoutDirection: DrawerLayoutDirection
  /// Where a drag may start to open the closed drawer.
  public var openZone: TraceOpenZone
  /// The edge zone's depth in points when ``openZone`` is `edge`, or `nil` for the format's
  /// default, 20 pt (the optional `edgeZoneWidth` header key; recorded traces carry it).
  public var edgeZoneWidth: Double?
  /// The drawer's rest state before the first event.
  public var initial: DrawerRestState
  /// The rest state the person intended.
  public var expect: DrawerRestState
  /// `false` when the drawer must not move at all, `true` when it must follow the finger, `nil`
  /// when either is fine.
  public var expectCapture: Bool?
  /// Who decided ``expect`` and ``expectCapture``, when the file says (the optional
  /// `expectSource` header key): a recorder writing down what the drawer did, or a person.
  public var expectSource: DrawerTrace.ExpectSource?
  /// The rate the touches were sampled at, in hertz, when known; informational.
  public var sampleRate: Double?
  /// Whether the recording host claimed the drawer's touches explicitly (the optional `claims`
  /// header key, `"explicit"`); traces without it replay with every recognised drag claimed at
  /// once.
  public var claimPolicy: DrawerClaimPolicy
  /// Whose prediction the drawer was drawn with where the trace was recorded (the optional
  /// `prediction` header key, `"platform"`: the trace's `predicted` events are the platform's
  /// predicted touches); traces without it replay with DrawerKit's own predictor.
  public var predictionSource: DrawerPredictionSource
  /// How the drawn drawer's edge travelled beyond the container's side (the optional
  /// `edgeTravel` header key); `DrawerEdgeTravel.none` when absent.
  public var edgeTravel: DrawerEdgeTravel
  /// The spring the drawer settled with where the trace was recorded (the optional `spring`
  /// header key, `{"response": r, "dampingRatio": z}`), or `nil` for the engine's default, which
  /// every trace without the key replays with.
  public var spring: DrawerSpring?
  /// What the drawer did where the trace was recorded, when a person has relabelled ``expect``
  /// and ``expectCapture`` with what was meant (the optional `recorded` header key,
  /// `{"expect": "closed", "expectCapture": false}`). Informational: a replay is judged against
  /// ``expect``.
  public var recorded: DrawerTrace.Outcome?
  /// A second drawer on the other edge of the same content (the optional `secondDrawer` header
  /// key): its rest state, its expectations, and what of its configuration differs from the
  /// first drawer's. The replay runs both drawers and hands each stroke to one of them as the
  /// pair's rule decides (`DrawerPairRouter`); every other header field is the first
  /// drawer's. `nil` for one drawer.
  public var secondDrawer: DrawerTrace.SecondDrawer?
  /// The events, in time order.
  public var events: [TraceEvent]

  /// Creates a trace.
  ///
  /// - Parameters:
  ///   - name: the trace's name.
  ///   - container: the container's size in points.
  ///   - drawerWidth: the open drawer's width in points.
  ///   - edge: the drawer's edge.
  ///   - layoutDirection: the container's layout direction.
  ///   - openZone: where a drag may start to open the drawer.
  ///   - initial: the rest state before the first event.
  ///   - expect: the intended rest state.
  ///   - expectCapture: whether the drawer must (`true`) or must not (`false`) move, if either.
  ///   - edgeZoneWidth: the edge zone's depth in points, or `nil` for 20 pt.
  ///   - expectSource: who decided the expectations, if known.
  ///   - sampleRate: the touch sampling rate in hertz, if known.
  ///   - claimPolicy: whether the host claimed the drawer's touches explicitly.
  ///   - predictionSource: whose prediction the drawer was drawn with.
  ///   - edgeTravel: how the drawn drawer's edge travelled beyond the container's side.
  ///   - spring: the settling spring, or `nil` for the engine's default.
  ///   - recorded: what the drawer did where the trace was recorded, if a person relabelled it.
  ///   - secondDrawer: a second drawer on the other edge, or `nil` for one drawer.
  ///   - events: the events in time order.
  public init(
    name: String, container: DrawerSize, drawerWidth: Double, edge: DrawerEdge = .leading,
    layoutDirection: DrawerLayoutDirection = .leftToRight, openZone: TraceOpenZone = .edge,
    initial: DrawerRestState = .closed, expect: DrawerRestState, expectCapture: Bool? = nil,
    edgeZoneWidth: Double? = nil, expectSource: DrawerTrace.ExpectSource? = nil,
    sampleRate: Double? = nil, claimPolicy: DrawerClaimPolicy = .immediate,
    predictionSource: DrawerPredictionSource = .engine,
    edgeTravel: DrawerEdgeTravel = .none, spring: DrawerSpring? = nil,
    recorded: DrawerTrace.Outcome? = nil, secondDrawer: DrawerTrace.SecondDrawer? = nil,
    events: [TraceEvent]
  ) {
    self.name = name
    self.container = container
    self.drawerWidth = drawerWidth
    self.edge = edge
    self.layoutDirection = layoutDirection
    self.openZone = openZone
    self.initial = initial
    self.expect = expect
    self.expectCapture = expectCapture
    self.edgeZoneWidth = edgeZoneWidth
    self.expectSource = expectSource
    self.sampleRate = sampleRate
    self.claimPolicy = claimPolicy
    self.predictionSource = predictionSource
    self.edgeTravel = edgeTravel
    self.spring = spring
    self.recorded = recorded
    self.secondDrawer = secondDrawer
    self.events = events
  }

  /// The drawer configuration the trace was recorded with: its edge, layout direction, width,
  /// open zone (the edge strip ``edgeZoneWidth`` deep, 20 pt when absent), claim policy,
  /// prediction source and spring (``spring``, the default when absent), everything else at the
  /// engine's defaults.
  public var configuration: DrawerConfiguration {
    DrawerConfiguration(
      edge: edge, layoutDirection: layoutDirection, width: .fixed(drawerWidth),
      openZone: openZone == .edge
        ? .edge(width: edgeZoneWidth ?? DrawerTrace.defaultEdgeZoneWidth) : .anywhere,
      spring: spring ?? .default, claimPolicy: claimPolicy, predictionSource: predictionSource,
      edgeTravel: edgeTravel)
  }

  /// The second drawer's configuration, beside ``configuration``: on the other edge, with its
  /// own width, open zone, spring and edge travel where the header gives them, the first
  /// drawer's otherwise. `nil` for one drawer.
  public var secondConfiguration: DrawerConfiguration? {
    secondDrawer?.configuration(besides: configuration, firstEdgeZoneWidth: edgeZoneWidth)
  }

  /// The edge of the second drawer, when there is one: the other one than ``edge``.
  public var secondEdge: DrawerEdge? {
    secondDrawer == nil ? nil : edge == .leading ? .trailing : .leading
  }

  /// The second drawer's open width in points, when there is one: its own or the first's.
  public var secondDrawerWidth: Double? {
    secondDrawer.map { $0.drawerWidth ?? drawerWidth }
  }
}

/// The trace format's two open zones: the strip along the drawer's edge (20 pt unless the trace
/// says otherwise), or anywhere over the content.
public typealias TraceOpenZone = DrawerTrace.OpenZone

/// One event of a trace, with the line it was read from (0 when made in code).
public struct TraceEvent: Sendable, Hashable {
  /// The engine event.
  public var event: DrawerEvent
  /// The 1-based line of the file the event came from, or 0.
  public var line: Int
  /// Whether the event is a command (`open`, `close`, `toggle`) addressed to the trace's second
  /// drawer (the line's `"edge"` key names it); `false` for the first drawer's commands and for
  /// every other event, which goes where the pair's rule sends it.
  public var isForSecondDrawer: Bool

  /// Creates a trace event.
  ///
  /// - Parameters:
  ///   - event: the engine event.
  ///   - line: the line it came from, or 0.
  ///   - isForSecondDrawer: whether it is a command for the second drawer.
  public init(_ event: DrawerEvent, line: Int = 0, isForSecondDrawer: Bool = false) {
    self.event = event
    self.line = line
    self.isForSecondDrawer = isForSecondDrawer
  }
}
