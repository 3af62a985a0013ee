extension DrawerTrace {
  /// The second drawer of a trace made with two drawers on one content: its own rest state and
  /// expectations, and whatever of its configuration differs from the first drawer's.
  ///
  /// It is on the other edge from the trace's ``DrawerTrace/edge`` (a pair is one leading and
  /// one trailing drawer), which the file names as the key's `edge`
  /// (``DrawerTrace/secondDrawerEdge``). Each configuration field that is `nil` is the first
  /// drawer's, so that a pair of look-alike drawers is written as
  /// `"secondDrawer":{"edge":"trailing","initial":"closed","expect":"open"}`.
  ///
  /// Only one drawer is open at a time: the two never both start open, and are never both
  /// expected to end open (the lab rejects such a file, naming the line; the writer writes the
  /// second drawer closed instead).
  ///
  /// ```swift
  /// var trace = DrawerTrace(
  ///   name: "swap", container: DrawerSize(width: 390, height: 844), drawerWidth: 300,
  ///   initial: .open, expect: .closed, events: events)
  /// trace.secondDrawer = DrawerTrace.SecondDrawer(
  ///   initial: .closed, expect: .open, expectCapture: true, openZone: .anywhere)
  /// ```
  public struct SecondDrawer: Sendable, Hashable {
    /// The drawer's rest state before the first event.
    public var initial: DrawerRestState
    /// The rest state the drawer must end in once everything has settled.
    public var expect: DrawerRestState
    /// `false` when the drawer must not move at all, `true` when it must follow the finger,
    /// `nil` when either is fine.
    public var expectCapture: Bool?
    /// What the drawer did where the trace was recorded, when a person relabelled ``expect``
    /// and ``expectCapture``; informational, as the first drawer's.
    public var recorded: Outcome?
    /// The open drawer's width in points; `nil`: the first drawer's.
    public var drawerWidth: Double?
    /// Where a drag may start to open the closed drawer; `nil`: the first drawer's.
    public var openZone: OpenZone?
    /// The depth of the edge zone in points when the drawer opens from its edge; `nil`: the
    /// first drawer's (itself 20 pt when the file does not say).
    public var edgeZoneWidth: Double?
    /// The spring the drawer settles with; `nil`: the first drawer's.
    public var spring: DrawerSpring?
    /// How the drawn drawer's edge travels beyond the container's side; `nil`: the first
    /// drawer's.
    public var edgeTravel: DrawerEdgeTravel?

    /// Creates a second drawer.
    ///
    /// - Parameters:
    ///   - initial: the rest state before the first event.
    ///   - expect: the rest state the drawer must end in.
    ///   - expectCapture: whether the drawer must (`true`) or must not (`false`) move, if either.
    ///   - recorded: what the drawer did where the trace was recorded, if relabelled.
    ///   - drawerWidth: its open width in points, or `nil` for the first drawer's.
    ///   - openZone: its open zone, or `nil` for the first drawer's.
    ///   - edgeZoneWidth: its edge zone's depth in points, or `nil` for the first drawer's.
    ///   - spring: its spring, or `nil` for the first drawer's.
    ///   - edgeTravel: its drawn edge's travel, or `nil` for the first drawer's.
    public init(
      initial: DrawerRestState = .closed, expect: DrawerRestState, expectCapture: Bool? = nil,
      recorded: Outcome? = nil, drawerWidth: Double? = nil, openZone: OpenZone? = nil,
      edgeZoneWidth: Double? = nil, spring: DrawerSpring? = nil,
      edgeTravel: DrawerEdgeTravel? = nil
    ) {
      self.initial = initial
      self.expect = expect
      self.expectCapture = expectCapture
      self.recorded = recorded
      self.drawerWidth = drawerWidth
      self.openZone = openZone
      self.edgeZoneWidth = edgeZoneWidth
      self.spring = spring
      self.edgeTravel = edgeTravel
    }
  }

  /// The edge of the second drawer: the other one than ``edge``.
  public var secondDrawerEdge: DrawerEdge {
    edge.opposite
  }

  /// The engine's configuration for the second drawer, given the first drawer's: see
  /// ``SecondDrawer/configuration(besides:firstEdgeZoneWidth:)``. `nil` without a second
  /// drawer.
  ///
  /// - Parameter first: the first drawer's configuration, as a replay runs it.
  /// - Returns: the second drawer's configuration.
  public func secondDrawerConfiguration(besides first: DrawerConfiguration)
    -> DrawerConfiguration?
  {
    secondDrawer?.configuration(besides: first, firstEdgeZoneWidth: edgeZoneWidth)
  }
}

extension DrawerTrace.SecondDrawer {
  /// The engine's configuration for this drawer beside the first: on the other edge, with this
  /// drawer's own width, open zone, spring and edge travel where it has them, and the first
  /// drawer's everywhere else (layout direction, claim policy, tracking, slop, lock, and the
  /// rest).
  ///
  /// - Parameters:
  ///   - first: the first drawer's configuration, as a replay runs it.
  ///   - firstEdgeZoneWidth: the first drawer's `edgeZoneWidth` header value, which an edge
  ///     zone of this drawer's inherits when the first drawer opens from anywhere; `nil` for
  ///     the format's 20 pt.
  /// - Returns: this drawer's configuration.
  public func configuration(
    besides first: DrawerConfiguration, firstEdgeZoneWidth: Double? = nil
  ) -> DrawerConfiguration {
    var configuration = first
    configuration.edge = first.edge.opposite
    if let drawerWidth { configuration.width = .fixed(drawerWidth) }
    let firstDepth = first.openZone.depth
    let inheritedDepth =
      firstDepth.isFinite ? firstDepth : firstEdgeZoneWidth ?? DrawerTrace.defaultEdgeZoneWidth
    switch openZone {
    case .edge?:
      configuration.openZone = .edge(width: edgeZoneWidth ?? inheritedDepth)
    case .anywhere?:
      configuration.openZone = .anywhere
    case nil:
      if let edgeZoneWidth, firstDepth.isFinite {
        configuration.openZone = .edge(width: edgeZoneWidth)
      }
    }
    if let spring { configuration.spring = spring }
    if let edgeTravel { configuration.edgeTravel = edgeTravel }
    return configuration
  }
}

extension DrawerEdge {
  /// The other edge.
  package var opposite: DrawerEdge {
    self == .leading ? .trailing : .leading
  }
}
