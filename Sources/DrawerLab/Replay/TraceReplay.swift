@_spi(DrawerKit) public import DrawerCore

/// The outcome of replaying a trace through the engine: where the drawer came to rest, whether it
/// ever moved, and whether both match what the person meant.
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

  /// Movement smaller than this, in points, does not count as moving.
  public static let movementThreshold = 0.01

  /// Whether the replay did what the trace's labels ask.
  public var pass: Bool {
    final == expect && (expectCapture.map { $0 == moved } ?? true)
  }

  /// Replays a trace: feeds its events to a drawer configured from its header, samples the
  /// drawer at `frameRate` between them, then lets time run on until the drawer rests.
  ///
  /// ```swift
  /// let result = TraceReplay(trace)
  /// result.pass  // true when the engine did what the person meant
  /// ```
  /// - Parameters:
  ///   - trace: the trace to replay.
  ///   - configuration: the drawer's configuration; by default the trace's own.
  ///   - frameRate: how often the drawer is sampled between events, in hertz.
  public init(
    _ trace: Trace, configuration: DrawerConfiguration? = nil, frameRate: Double = 120
  ) {
    var moved = false
    var restTime = 0.0
    var final = trace.initial
    let start = trace.events.first?.event.time ?? 0
    let initialOffset = trace.initial == .open ? trace.drawerWidth : 0
    DrawerTimeline.run(trace, configuration: configuration, frameRate: frameRate) { drawer, time in
      if abs(drawer.offset(at: time) - initialOffset) > Self.movementThreshold { moved = true }
      restTime = time - start
      final = drawer.target
    }
    self.name = trace.name
    self.final = final
    self.moved = moved
    self.expect = trace.expect
    self.expectCapture = trace.expectCapture
    self.restTime = restTime
  }
}

/// Steps a drawer through a trace's events and the frames between them.
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
    let start = trace.events.first?.event.time ?? 0
    var drawer = Drawer(
      configuration: configuration ?? trace.configuration, container: trace.container,
      initial: trace.initial, time: start)
    let period = 1 / Swift.max(frameRate.isFinite ? frameRate : 120, 1)
    var frame = 1.0
    observe(drawer, start)
    for traceEvent in trace.events {
      let eventTime = traceEvent.event.time
      while start + frame * period < eventTime {
        if !everyFrame && !drawer.isSettling {
          // Nothing moves until the event: go straight to the first frame after it.
          frame = Swift.max(frame, ((eventTime - start) / period).rounded(.up))
          break
        }
        let time = start + frame * period
        drawer.advance(to: time)
        observe(drawer, time)
        frame += 1
      }
      drawer.handle(traceEvent.event)
      observe(drawer, drawer.time)
    }
    let end = drawer.time + settleLimit
    // Follow the settling drawer to its rest. (A finger that never lifts holds it still.)
    while drawer.isSettling {
      if let rest = drawer.restTime, rest <= start + frame * period {
        drawer.advance(to: rest)
        observe(drawer, rest)
        break
      }
      let time = start + frame * period
      if time > end { break }
      drawer.advance(to: time)
      observe(drawer, time)
      frame += 1
    }
    return drawer
  }
}
