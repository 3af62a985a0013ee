/// A gesture being recorded by a ``DrawerTraceRecorder``: the header it started with, its events
/// so far, and what its drawer (or each of its two drawers) has done.
struct RecordedGesture: Sendable {
  /// The period the lab samples a settling drawer at, in seconds, to tell whether it moved.
  static let framePeriod = 1.0 / 120
  /// Movement smaller than this, in points, is not movement: the lab's threshold.
  static let movementThreshold = 0.01

  let container: DrawerSize
  let startTime: Double
  /// The drawer the header describes: the only one, or the leading one of a pair.
  var first: RecordedDrawer
  /// The trailing drawer of a pair, or `nil` for one drawer.
  var second: RecordedDrawer?
  var events: [DrawerEvent] = []
  /// The positions in ``events`` of the commands addressed to ``second``.
  var secondCommands: Set<Int> = []
  var touchCount = 0
  var isFingerDown = false

  /// A gesture on one drawer, resting at `rest` at `time`.
  init(drawer: Drawer, rest: DrawerRestState, time: Double) {
    container = drawer.container
    startTime = time
    first = RecordedDrawer(drawer: drawer, rest: rest, time: time)
  }

  /// A gesture on a pair, each drawer resting where it is at `time`.
  init(
    leading: Drawer, leadingRest: DrawerRestState, trailing: Drawer,
    trailingRest: DrawerRestState, time: Double
  ) {
    container = leading.container
    startTime = time
    first = RecordedDrawer(drawer: leading, rest: leadingRest, time: time)
    second = RecordedDrawer(drawer: trailing, rest: trailingRest, time: time)
  }

  mutating func record(_ event: DrawerEvent, at time: Double, forSecond: Bool = false) {
    switch event {
    case .down(let point, _):
      guard point.isFinite else { return }
      touchCount += 1
      isFingerDown = true
      events.append(.down(at: point, time: time))
    case .move(let point, _): events.append(.move(at: point, time: time))
    case .up(let point, _):
      isFingerDown = false
      events.append(.up(at: point, time: time))
    case .cancel:
      isFingerDown = false
      events.append(.cancel(time: time))
    case .claim:
      if isFingerDown { events.append(.claim(time: time)) }
    case .predicted(let point, let instant, _):
      if isFingerDown, point.isFinite, instant.isFinite, instant > time {
        events.append(.predicted(at: point, for: instant, time: time))
      }
    case .frame: events.append(.frame(time: time))
    case .open(let animated, _), .close(let animated, _), .toggle(let animated, _):
      if forSecond && second != nil { secondCommands.insert(events.count) }
      switch event {
      case .open: events.append(.open(animated: animated, time: time))
      case .close: events.append(.close(animated: animated, time: time))
      default: events.append(.toggle(animated: animated, time: time))
      }
    case .resize(let size, _): events.append(.resize(to: size, time: time))
    case .configure: return
    }
  }

  /// Notes, just after an event, whether each drawer is away from where it started.
  mutating func observe(_ drawer: Drawer, second secondDrawer: Drawer? = nil) {
    first.observe(drawer)
    if let secondDrawer { second?.observe(secondDrawer) }
  }

  /// Follows the spring each drawer set off on at the last event up to `time`
  /// (``RecordedDrawer/followSpring(until:from:)``).
  mutating func followSpring(until time: Double) {
    first.followSpring(until: time, from: startTime)
    second?.followSpring(until: time, from: startTime)
  }

  /// Where the drawer rests at `time`, if it does with no finger down: the gesture is over.
  func rest(of drawer: Drawer, at time: Double) -> DrawerRestState? {
    isFingerDown ? nil : DrawerTraceRecorder.restState(of: drawer, at: time)
  }

  /// The trace of the finished gesture; `secondOutcome` is where the second drawer rested.
  func trace(
    name: String, outcome: DrawerRestState, secondOutcome: DrawerRestState? = nil
  ) -> DrawerTrace {
    let configuration = first.configuration
    let depth = configuration.openZone.depth
    var trace = DrawerTrace(
      name: name, container: container, drawerWidth: first.drawerWidth, edge: configuration.edge,
      layoutDirection: configuration.layoutDirection,
      openZone: depth.isFinite ? .edge : .anywhere,
      edgeZoneWidth: depth.isFinite && depth != DrawerTrace.defaultEdgeZoneWidth ? depth : nil,
      initial: first.initial, expect: outcome, expectCapture: first.moved,
      expectSource: .recorded, claimPolicy: configuration.claimPolicy,
      predictionSource: configuration.predictionSource, edgeTravel: configuration.edgeTravel,
      spring: configuration.spring == .default ? nil : configuration.spring,
      events: events.map { $0.shifted(by: -startTime) })
    if let second, let secondOutcome {
      trace.secondDrawer = second.secondDrawer(besides: first, outcome: secondOutcome)
      trace.secondDrawerCommands = secondCommands
    }
    return trace
  }
}

/// One drawer of a gesture being recorded: its configuration when the gesture began, where it
/// rested, and whether it has moved.
struct RecordedDrawer: Sendable {
  let drawerWidth: Double
  let configuration: DrawerConfiguration
  let initial: DrawerRestState
  let initialOffset: Double
  var moved = false
  /// The drawer as it set off on its spring at the last event, while it had not yet moved.
  var spring: Drawer?

  init(drawer: Drawer, rest: DrawerRestState, time: Double) {
    drawerWidth = drawer.width
    configuration = drawer.configuration
    initial = rest
    initialOffset = drawer.offset(at: time)
  }

  /// Notes whether the drawer, just after an event, is away from where it started, and keeps a
  /// copy of a drawer that set off on its spring before it had moved, to follow its spring.
  mutating func observe(_ drawer: Drawer) {
    if !moved,
      abs(drawer.offset(at: drawer.time) - initialOffset) > RecordedGesture.movementThreshold
    {
      moved = true
    }
    spring = !moved && drawer.isSettling ? drawer : nil
  }

  /// Samples the spring the drawer set off on at the last event on the lab's frame grid (which
  /// starts at `startTime`), up to `time` (and at its rest, if that comes first), so that a
  /// spring that leaves and comes back between events counts as movement, as a replay sees it.
  /// The copy is followed, not the live drawer, which a host may have brought to rest
  /// meanwhile.
  mutating func followSpring(until time: Double, from startTime: Double) {
    guard !moved, let drawer = spring, let restTime = drawer.restTime else { return }
    let period = RecordedGesture.framePeriod
    let threshold = RecordedGesture.movementThreshold
    let end = Swift.min(time, restTime)
    var frame = ((drawer.time - startTime) / period).rounded(.up)
    while !moved, startTime + frame * period < end {
      let offset = drawer.offset(at: startTime + frame * period)
      if abs(offset - initialOffset) > threshold { moved = true }
      frame += 1
    }
    if time >= restTime, abs(drawer.offset(at: restTime) - initialOffset) > threshold {
      moved = true
    }
    spring = nil
  }

  /// The header's second drawer for this drawer beside `first`: its rest state and outcome,
  /// and the configuration it does not share with `first`.
  func secondDrawer(besides first: RecordedDrawer, outcome: DrawerRestState)
    -> DrawerTrace.SecondDrawer
  {
    let depth = configuration.openZone.depth
    let firstDepth = first.configuration.openZone.depth
    let zone: DrawerTrace.OpenZone = depth.isFinite ? .edge : .anywhere
    let firstZone: DrawerTrace.OpenZone = firstDepth.isFinite ? .edge : .anywhere
    // The first drawer's edge zone as the file gives it: its own depth, 20 pt when it has none.
    let inherited = firstDepth.isFinite ? firstDepth : DrawerTrace.defaultEdgeZoneWidth
    return DrawerTrace.SecondDrawer(
      initial: initial, expect: outcome, expectCapture: moved,
      drawerWidth: drawerWidth == first.drawerWidth ? nil : drawerWidth,
      openZone: zone == firstZone ? nil : zone,
      edgeZoneWidth: depth.isFinite && depth != inherited ? depth : nil,
      spring: configuration.spring == first.configuration.spring ? nil : configuration.spring,
      edgeTravel: configuration.edgeTravel == first.configuration.edgeTravel
        ? nil : configuration.edgeTravel)
  }
}
