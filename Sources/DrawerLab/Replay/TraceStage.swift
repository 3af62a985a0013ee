@_spi(DrawerKit) import DrawerCore

/// The drawers a trace runs on: its one drawer, or its two on the same content, whose events a
/// `DrawerPairRouter` hands out as the pair's rule decides (a stroke to the drawer that takes
/// it, a command to the drawer it names, frames and resizes to both).
///
/// With one drawer every event goes straight to it, exactly as before the format knew of two.
struct TraceStage {
  /// The trace's first drawer: the one its header's own fields describe.
  private(set) var first: Drawer
  /// The trace's second drawer, on the other edge, or `nil`.
  private(set) var second: Drawer?
  private var router = DrawerPairRouter()

  /// The drawers at rest in the trace's initial states at `time`.
  ///
  /// - Parameters:
  ///   - trace: the trace.
  ///   - configuration: the first drawer's configuration.
  ///   - secondConfiguration: the second drawer's, or `nil` for the trace's own beside
  ///     `configuration` (``Trace/SecondDrawer``'s fields, the first drawer's elsewhere).
  ///   - time: the first event's time, in seconds.
  init(
    _ trace: Trace, configuration: DrawerConfiguration,
    secondConfiguration: DrawerConfiguration?, time: Double
  ) {
    first = Drawer(
      configuration: configuration, container: trace.container, initial: trace.initial,
      time: time)
    if let secondDrawer = trace.secondDrawer {
      second = Drawer(
        configuration: secondConfiguration
          ?? secondDrawer.configuration(
            besides: configuration, firstEdgeZoneWidth: trace.edgeZoneWidth),
        container: trace.container, initial: secondDrawer.initial, time: time)
    }
  }

  /// Whether either drawer is moving on its spring.
  var isSettling: Bool {
    first.isSettling || second?.isSettling == true
  }

  /// The latest event's time, in seconds: the later of the two drawers' clocks.
  var time: Double {
    Swift.max(first.time, second?.time ?? -.infinity)
  }

  /// When the last spring running comes to rest, if one runs.
  var restTime: Double? {
    [first.restTime, second?.restTime].compactMap { $0 }.max()
  }

  /// Hands an event to the drawer or drawers it is for.
  mutating func handle(_ event: TraceEvent) {
    guard var other = second else {
      first.handle(event.event)
      return
    }
    let firstIsLeading = first.configuration.edge == .leading
    let addressed: DrawerEdge =
      event.isForSecondDrawer == firstIsLeading ? .trailing : .leading
    if firstIsLeading {
      router.handle(event.event, to: addressed, leading: &first, trailing: &other)
    } else {
      router.handle(event.event, to: addressed, leading: &other, trailing: &first)
    }
    second = other
  }

  /// Moves both drawers' time on to `time`.
  mutating func advance(to time: Double) {
    first.advance(to: time)
    second?.advance(to: time)
  }
}
