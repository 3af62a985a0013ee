@_spi(DrawerKit) public import DrawerCore

extension Trace {
  /// The lab's trace for an engine trace, such as one a recording app wrote: the same header and
  /// events, with no line numbers.
  ///
  /// - Parameter trace: the engine's trace.
  public init(_ trace: DrawerTrace) {
    self.init(
      name: trace.name, container: trace.container, drawerWidth: trace.drawerWidth,
      edge: trace.edge, layoutDirection: trace.layoutDirection, openZone: trace.openZone,
      initial: trace.initial, expect: trace.expect, expectCapture: trace.expectCapture,
      edgeZoneWidth: trace.edgeZoneWidth, expectSource: trace.expectSource,
      sampleRate: trace.sampleRate, claimPolicy: trace.claimPolicy,
      predictionSource: trace.predictionSource, edgeTravel: trace.edgeTravel,
      spring: trace.spring, recorded: trace.recorded, secondDrawer: trace.secondDrawer,
      events: trace.events.enumerated().map { index, event in
        TraceEvent(
          event,
          isForSecondDrawer: trace.secondDrawer != nil && event.isCommand
            && trace.secondDrawerCommands.contains(index))
      })
  }
}

extension DrawerTrace {
  /// The engine's trace for a lab trace, to write it with `DrawerTrace.jsonLines`.
  ///
  /// - Parameter trace: the lab's trace; its line numbers are dropped, and the commands for its
  ///   second drawer become ``DrawerTrace/secondDrawerCommands``.
  public init(_ trace: Trace) {
    self.init(
      name: trace.name, container: trace.container, drawerWidth: trace.drawerWidth,
      edge: trace.edge, layoutDirection: trace.layoutDirection, openZone: trace.openZone,
      edgeZoneWidth: trace.edgeZoneWidth, initial: trace.initial, expect: trace.expect,
      expectCapture: trace.expectCapture, expectSource: trace.expectSource,
      sampleRate: trace.sampleRate, claimPolicy: trace.claimPolicy,
      predictionSource: trace.predictionSource, edgeTravel: trace.edgeTravel,
      spring: trace.spring, recorded: trace.recorded, secondDrawer: trace.secondDrawer,
      secondDrawerCommands: Set(trace.events.indices.filter { trace.events[$0].isForSecondDrawer }),
      events: trace.events.map(\.event))
  }
}

extension DrawerEvent {
  /// Whether the event is a command: `open`, `close` or `toggle`.
  var isCommand: Bool {
    switch self {
    case .open, .close, .toggle: true
    default: false
    }
  }
}
