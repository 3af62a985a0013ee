@_spi(DrawerKit) public import DrawerCore

/// Steps a drawer (or a trace's two drawers) through a trace's events and the frames between
/// them.
public enum DrawerTimeline {
  /// The longest a drawer is followed after the last event, in seconds.
  public static let settleLimit = 30.0

  /// Feeds the trace's events to a drawer, calling `observe` after every event and at every frame
  /// between events while the drawer moves on its own (the frame grid starts at the first event),
  /// then at frames after the last event until the drawer rests and no touch is in progress, and
  /// once more at the rest time.
  ///
  /// Frames while nothing can change (the drawer resting, or held still by a finger between two
  /// events) are skipped unless `everyFrame` is set, so that a trace with a long pause costs
  /// nothing; a hostile trace whose events are a billion seconds apart replays at once.
  ///
  /// A trace with a second drawer runs both (see
  /// ``runPair(_:configuration:secondConfiguration:frameRate:everyFrame:observe:)``); `observe`
  /// sees the first.
  ///
  /// - Parameters:
  ///   - trace: the trace to run.
  ///   - configuration: the drawer's configuration; by default the trace's own.
  ///   - frameRate: the frame rate in hertz, at least 1.
  ///   - everyFrame: observe every frame between events, even idle ones.
  ///   - observe: called with the drawer and the current time.
  /// - Returns: the drawer after its final rest.
  @discardableResult
  public static func run(
    _ trace: Trace, configuration: DrawerConfiguration? = nil, frameRate: Double = 120,
    everyFrame: Bool = false, observe: (Drawer, Double) -> Void
  ) -> Drawer {
    runPair(trace, configuration: configuration, frameRate: frameRate, everyFrame: everyFrame) {
      first, _, time in observe(first, time)
    }.first
  }

  /// Feeds the trace's events to its drawers, as
  /// ``run(_:configuration:frameRate:everyFrame:observe:)`` does, with the second drawer too
  /// when the trace has one: each stroke goes to the drawer that takes it, each command to the
  /// drawer it names, as `DrawerPairRouter` decides; frames go on while either drawer moves on
  /// its own, and after the last event until both rest.
  ///
  /// ```swift
  /// DrawerTimeline.runPair(trace) { first, second, time in
  ///   print(time, first.offset(at: time), second?.offset(at: time) ?? 0)
  /// }
  /// ```
  /// - Parameters:
  ///   - trace: the trace to run.
  ///   - configuration: the first drawer's configuration; by default the trace's own.
  ///   - secondConfiguration: the second drawer's; by default the trace's own beside
  ///     `configuration`. Ignored without a second drawer.
  ///   - frameRate: the frame rate in hertz, at least 1.
  ///   - everyFrame: observe every frame between events, even idle ones.
  ///   - observe: called with the first drawer, the second (or `nil`) and the current time.
  /// - Returns: the drawers after their final rest.
  @discardableResult
  public static func runPair(
    _ trace: Trace, configuration: DrawerConfiguration? = nil,
    secondConfiguration: DrawerConfiguration? = nil, frameRate: Double = 120,
    everyFrame: Bool = false, observe: (Drawer, Drawer?, Double) -> Void
  ) -> (first: Drawer, second: Drawer?) {
    let start = trace.events.first?.event.time ?? 0
    var stage = TraceStage(
      trace, configuration: configuration ?? trace.configuration,
      secondConfiguration: secondConfiguration, time: start)
    let period = 1 / Swift.max(frameRate.isFinite ? frameRate : 120, 1)
    var frame = 1.0
    observe(stage.first, stage.second, start)
    for traceEvent in trace.events {
      let eventTime = traceEvent.event.time
      while start + frame * period < eventTime {
        if !everyFrame && !stage.isSettling {
          // Nothing moves until the event: go straight to the first frame after it.
          frame = Swift.max(frame, ((eventTime - start) / period).rounded(.up))
          break
        }
        let time = start + frame * period
        stage.advance(to: time)
        observe(stage.first, stage.second, time)
        frame += 1
      }
      stage.handle(traceEvent)
      observe(stage.first, stage.second, stage.time)
    }
    let end = stage.time + settleLimit
    // Follow the settling drawers to their rest. (A finger that never lifts holds them still.)
    while stage.isSettling {
      if let rest = stage.restTime, rest <= start + frame * period {
        stage.advance(to: rest)
        observe(stage.first, stage.second, rest)
        break
      }
      let time = start + frame * period
      if time > end { break }
      stage.advance(to: time)
      observe(stage.first, stage.second, time)
      frame += 1
    }
    return (stage.first, stage.second)
  }
}
