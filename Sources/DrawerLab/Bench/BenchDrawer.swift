@_spi(DrawerKit) public import DrawerCore

/// A drawer whose motion the benchmark measures: DrawerKit's engine, or a model of a drawer people
/// already know.
///
/// The benchmark sees a drawer only from the outside, as a person would: it feeds it a trace's
/// events, moves time on frame by frame, and reads where the drawer is and what moves it. Every
/// metric is computed from those observations, never from a drawer's account of itself (its
/// velocity, for instance, is measured from its positions).
///
/// Conforming types are values: the benchmark copies a drawer to look ahead (how long it takes to
/// come to rest after a release) without disturbing the run.
public protocol BenchDrawer: Sendable {
  /// How far a touch must move, in points, before this drawer takes it as a drag: the distance
  /// its recogniser waits for. The acceptance jump is measured against it.
  var slop: Double { get }
  /// What is moving the drawer at the latest event or frame.
  var motion: BenchMotionState { get }
  /// The rest state the drawer is in or heading for.
  var target: DrawerRestState { get }
  /// Whether the drawer may move before its next event: an animation runs. While it is `false`
  /// nothing about the drawer changes until the next event, and ``BenchTimeline`` renders no
  /// frames. By default, whenever ``motion`` is ``BenchMotionState/settling``.
  var isMovingOnItsOwn: Bool { get }
  /// Whether a finger drags the drawer at the latest event or frame (``TrackingLag``); by
  /// default, whether it is tracking.
  var followsFinger: Bool { get }

  /// Handles one event of a trace at its time: a touch, a programmatic command or a resize.
  ///
  /// - Parameter event: the event; its time never goes backwards within a run.
  mutating func handle(_ event: DrawerEvent)

  /// Handles one event of a trace as the trace gives it, knowing whether a command is addressed
  /// to the trace's second drawer. By default a drawer models one drawer: the second drawer's
  /// commands do not reach it, and everything else goes to `handle(_:)` with the `DrawerEvent`.
  ///
  /// - Parameter event: the trace's event.
  mutating func handle(_ event: TraceEvent)

  /// The second drawer's offset at `time`, in points along its own opening axis, for a drawer
  /// that runs a trace's second drawer beside the first; `nil` (the default) for one that
  /// models one drawer.
  ///
  /// - Parameter time: an instant no earlier than the latest event or frame, in seconds.
  /// - Returns: the offset in points, or `nil`.
  func secondOffset(at time: Double) -> Double?

  /// The rest state the second drawer is in or heading for; `nil` (the default) for a drawer
  /// that models one drawer.
  var secondTarget: DrawerRestState? { get }

  /// Moves time on to `time` with no event (a frame).
  ///
  /// - Parameter time: the frame's time in seconds, never earlier than the latest event's.
  mutating func advance(to time: Double)

  /// Where the drawer is shown at `time`, in points along its opening axis: `0` closed, the
  /// drawer's width open.
  ///
  /// - Parameter time: an instant no earlier than the latest event or frame, in seconds.
  /// - Returns: the offset in points.
  func offset(at time: Double) -> Double
}

extension BenchDrawer {
  /// Whether ``motion`` is ``BenchMotionState/settling``.
  public var isMovingOnItsOwn: Bool { motion == .settling }

  /// One drawer's handling of a trace's event: the event, unless it is a command for the
  /// trace's second drawer.
  ///
  /// - Parameter event: the trace's event.
  public mutating func handle(_ event: TraceEvent) {
    if !event.isForSecondDrawer { handle(event.event) }
  }

  /// `nil`: one drawer.
  public func secondOffset(at time: Double) -> Double? { nil }

  /// `nil`: one drawer.
  public var secondTarget: DrawerRestState? { nil }
}

/// What moves a drawer at an instant, as the benchmark observes it.
///
/// The four states follow DrawerKit's `DrawerPhase` but describe motion, not bookkeeping: a
/// reference drawer that keeps animating while a finger is down is `settling`, whatever it
/// does with the touch later.
public enum BenchMotionState: String, Sendable, Hashable, CaseIterable {
  /// Still, at a rest state, with no finger holding it.
  case resting
  /// Still, held by a finger that has not yet moved far enough to drag it.
  case holding
  /// Following a finger.
  case tracking
  /// Moving on its own, animating toward a rest state.
  case settling
}
