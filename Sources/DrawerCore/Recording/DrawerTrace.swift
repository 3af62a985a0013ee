/// One interaction with a drawer in the `drawer-trace/1` format: the container and drawer it
/// happened in, the events the engine handled with their times, and the rest state it should end
/// in.
///
/// The lab reads and replays these files on any machine (`drawer-lab replay`, `drawer-lab
/// render`); ``jsonLines`` writes one, in exactly the form the lab's parser reads. The fields
/// mirror the file's header keys, so a trace read and written again is the same file. Traces
/// usually come from a ``DrawerTraceRecorder``, which fills ``expect`` and ``expectCapture`` with
/// what the drawer did and says so in ``expectSource``.
///
/// ```swift
/// let trace = DrawerTrace(
///   name: "flick-open",
///   container: DrawerSize(width: 390, height: 844), drawerWidth: 300,
///   expect: .open,
///   events: [
///     .down(at: DrawerPoint(x: 6, y: 400), time: 0),
///     .move(at: DrawerPoint(x: 60, y: 401), time: 0.03),
///     .up(at: DrawerPoint(x: 90, y: 401), time: 0.05),
///   ])
/// let text = trace.jsonLines  // a header line, then one line per event
/// ```
public struct DrawerTrace: Sendable, Hashable {
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
  public var openZone: OpenZone
  /// The depth of the edge zone in points when ``openZone`` is ``OpenZone/edge``; `nil` for the
  /// format's default, 20 pt. Written as the optional `edgeZoneWidth` header key.
  public var edgeZoneWidth: Double?
  /// The drawer's rest state before the first event.
  public var initial: DrawerRestState
  /// The rest state the drawer must end in once everything has settled.
  public var expect: DrawerRestState
  /// `false` when the drawer must not move at all, `true` when it must follow the finger, `nil`
  /// when either is fine.
  public var expectCapture: Bool?
  /// Who decided ``expect`` and ``expectCapture``, when the file says; the optional
  /// `expectSource` header key.
  public var expectSource: ExpectSource?
  /// The rate the touches were sampled at, in hertz, when known; informational.
  public var sampleRate: Double?
  /// Whether the host claimed the drawer's touches explicitly: ``DrawerClaimPolicy/explicit``
  /// is written as the optional header key `"claims":"explicit"`, and the trace's `claim` events
  /// then say when the drawer started following the finger. Traces without the key (every trace
  /// from a `DragGesture`, the lab, or before claims existed) replay with
  /// ``DrawerClaimPolicy/immediate``.
  public var claimPolicy: DrawerClaimPolicy
  /// Whose prediction the drawer was drawn with where the trace was recorded:
  /// ``DrawerPredictionSource/platform`` is written as the optional header key
  /// `"prediction":"platform"`, and the trace's `predicted` events are then the platform's
  /// predicted touches, so that a replay with predictive tracking draws with them. Traces
  /// without the key replay with ``DrawerPredictionSource/engine``.
  public var predictionSource: DrawerPredictionSource
  /// How the drawn drawer's edge travelled beyond the container's side (a landscape notch):
  /// written as the optional header key `"edgeTravel":{"start":s,"extra":e}` when not
  /// ``DrawerEdgeTravel/none``.
  public var edgeTravel: DrawerEdgeTravel
  /// The spring the drawer settled with, when it was not the engine's default: written as the
  /// optional header key `"spring":{"response":r,"dampingRatio":z}` (``DrawerSpring/response``
  /// in seconds, ``DrawerSpring/dampingRatio``), and replayed with it. `nil`, as in every trace
  /// without the key, replays with ``DrawerSpring/default``.
  public var spring: DrawerSpring?
  /// What the drawer did where the trace was recorded, kept when a person relabels ``expect``
  /// and ``expectCapture`` with what was meant: written as the optional header key
  /// `"recorded":{"expect":"closed","expectCapture":false}`. Informational: a replay checks the
  /// engine against ``expect``, not against this.
  public var recorded: Outcome?
  /// A second drawer on the other edge of the same content, when the trace was made with two
  /// (a leading and a trailing panel, Discord-style): written as the optional header key
  /// `"secondDrawer":{"edge":"trailing","initial":"closed","expect":"open",…}`. A replay runs
  /// both drawers and hands each stroke to one of them as `DrawerPairArbitration` decides;
  /// ``initial``, ``expect`` and every other header field are the first drawer's. `nil`, as in
  /// every trace without the key, is one drawer.
  public var secondDrawer: SecondDrawer?
  /// The positions in ``events`` of the commands (`open`, `close`, `toggle`) addressed to the
  /// second drawer, written as the command's `"edge"` key; every other command is the first
  /// drawer's, and touches go to the drawer the pair's rule gives them. Positions of events
  /// that are not commands, or beyond ``events``, are ignored, as is the whole set when there
  /// is no ``secondDrawer``.
  public var secondDrawerCommands: Set<Int>
  /// The events, in time order, with times in seconds.
  ///
  /// ``DrawerEvent/configure(_:time:)`` has no form in the format and is not written. A
  /// ``DrawerEvent/frame(time:)`` is written only just before a `down`, as that line's optional
  /// `frame` key (the instant the person saw the drawer at when the finger came down, which may
  /// be later than the down's own time), and read back as a frame before the down.
  public var events: [DrawerEvent]

  /// Creates a trace.
  ///
  /// - Parameters:
  ///   - name: the trace's name.
  ///   - container: the container's size in points.
  ///   - drawerWidth: the open drawer's width in points.
  ///   - edge: the drawer's edge.
  ///   - layoutDirection: the container's layout direction.
  ///   - openZone: where a drag may start to open the drawer.
  ///   - edgeZoneWidth: the edge zone's depth in points, or `nil` for 20 pt.
  ///   - initial: the rest state before the first event.
  ///   - expect: the rest state the drawer must end in.
  ///   - expectCapture: whether the drawer must (`true`) or must not (`false`) move, if either.
  ///   - expectSource: who decided the expectations, if known.
  ///   - sampleRate: the touch sampling rate in hertz, if known.
  ///   - claimPolicy: whether the host claimed the drawer's touches explicitly.
  ///   - predictionSource: whose prediction the drawer was drawn with.
  ///   - edgeTravel: how the drawn drawer's edge travelled beyond the container's side.
  ///   - spring: the settling spring, or `nil` for the engine's default.
  ///   - recorded: what the drawer did where the trace was recorded, if a person relabelled it.
  ///   - secondDrawer: a second drawer on the other edge, or `nil` for one drawer.
  ///   - secondDrawerCommands: the positions in `events` of the commands for the second drawer.
  ///   - events: the events in time order.
  public init(
    name: String, container: DrawerSize, drawerWidth: Double, edge: DrawerEdge = .leading,
    layoutDirection: DrawerLayoutDirection = .leftToRight, openZone: OpenZone = .edge,
    edgeZoneWidth: Double? = nil, initial: DrawerRestState = .closed, expect: DrawerRestState,
    expectCapture: Bool? = nil, expectSource: ExpectSource? = nil, sampleRate: Double? = nil,
    claimPolicy: DrawerClaimPolicy = .immediate,
    predictionSource: DrawerPredictionSource = .engine, edgeTravel: DrawerEdgeTravel = .none,
    spring: DrawerSpring? = nil, recorded: Outcome? = nil, secondDrawer: SecondDrawer? = nil,
    secondDrawerCommands: Set<Int> = [], events: [DrawerEvent]
  ) {
    self.name = name
    self.container = container
    self.drawerWidth = drawerWidth
    self.edge = edge
    self.layoutDirection = layoutDirection
    self.openZone = openZone
    self.edgeZoneWidth = edgeZoneWidth
    self.initial = initial
    self.expect = expect
    self.expectCapture = expectCapture
    self.expectSource = expectSource
    self.sampleRate = sampleRate
    self.claimPolicy = claimPolicy
    self.predictionSource = predictionSource
    self.edgeTravel = edgeTravel
    self.spring = spring
    self.recorded = recorded
    self.secondDrawer = secondDrawer
    self.secondDrawerCommands = secondDrawerCommands
    self.events = events
  }

  /// The format's two open zones.
  public enum OpenZone: String, Sendable, Hashable, CaseIterable {
    /// A strip along the drawer's edge, ``DrawerTrace/edgeZoneWidth`` (20 pt by default) deep.
    case edge
    /// Anywhere over the content.
    case anywhere
  }

  /// Who decided a trace's expectations.
  public enum ExpectSource: String, Sendable, Hashable, CaseIterable {
    /// The recorder wrote down what the drawer did. Replaying the trace checks that the drawer
    /// still does it; if it was wrong, edit `expect` and set the source to ``person``.
    case recorded
    /// A person labelled the trace with what they meant.
    case person
  }

  /// Where a drawer came to rest and whether it moved: the pair ``expect`` and ``expectCapture``
  /// hold, as the `recorded` header key keeps it.
  public struct Outcome: Sendable, Hashable {
    /// The rest state the drawer came to.
    public var expect: DrawerRestState
    /// Whether the drawer moved (`true`) or stayed where it was (`false`); `nil` when unknown.
    public var expectCapture: Bool?

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - expect: the rest state the drawer came to.
    ///   - expectCapture: whether the drawer moved, if known.
    public init(expect: DrawerRestState, expectCapture: Bool? = nil) {
      self.expect = expect
      self.expectCapture = expectCapture
    }
  }

  /// The engine's open zone for the trace's ``openZone`` and ``edgeZoneWidth``.
  public var engineOpenZone: DrawerOpenZone {
    switch openZone {
    case .edge: .edge(width: edgeZoneWidth ?? Self.defaultEdgeZoneWidth)
    case .anywhere: .anywhere
    }
  }

  /// The edge zone's depth when the file does not say, in points.
  public static let defaultEdgeZoneWidth = 20.0
}
