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
      spring: trace.spring, recorded: trace.recorded, events: trace.events.map { TraceEvent($0) })
  }
}

extension DrawerTrace {
  /// The engine's trace for a lab trace, to write it with `DrawerTrace.jsonLines`.
  ///
  /// - Parameter trace: the lab's trace; its line numbers are dropped.
  public init(_ trace: Trace) {
    self.init(
      name: trace.name, container: trace.container, drawerWidth: trace.drawerWidth,
      edge: trace.edge, layoutDirection: trace.layoutDirection, openZone: trace.openZone,
      edgeZoneWidth: trace.edgeZoneWidth, initial: trace.initial, expect: trace.expect,
      expectCapture: trace.expectCapture, expectSource: trace.expectSource,
      sampleRate: trace.sampleRate, claimPolicy: trace.claimPolicy,
      predictionSource: trace.predictionSource, edgeTravel: trace.edgeTravel,
      spring: trace.spring, recorded: trace.recorded, events: trace.events.map(\.event))
  }
}
