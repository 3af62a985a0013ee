@_spi(DrawerKit) public import DrawerCore

/// A trace run through the engine and kept frame by frame: where the drawer was, where the finger
/// was, when the finger let go of the drawer, and when the drawer came to rest.
///
/// The frames come from ``DrawerTimeline/run(_:configuration:frameRate:everyFrame:observe:)``, the same path
/// ``TraceReplay`` takes, so a picture drawn from a recording shows exactly what a replay checks.
/// Times are the trace's own, in seconds; ``startTime`` is its first event.
///
/// ```swift
/// let recording = DrawerRecording(trace)
/// recording.final                // .open
/// recording.releases.last?.velocity  // the finger's speed when it let go, in points per second
/// recording.offset(at: recording.startTime + 0.1)
/// ```
///
/// A trace with a second drawer keeps both: each frame holds the second drawer too
/// (``Frame/second``), and ``second`` says how it moved. Everything else (``releases``,
/// ``restTime``, ``final``…) is the first drawer's, as for a trace with one.
public struct DrawerRecording: Sendable {
  /// The drawer at one instant.
  public struct Frame: Sendable {
    /// The instant, in the trace's seconds.
    public var time: Double
    /// The drawer after every event up to and including ``time``.
    public var drawer: Drawer
    /// The drawer's offset at ``time``, in points along its opening axis.
    public var offset: Double
    /// Where the finger touches the container at ``time``, or `nil` when no finger does. Every
    /// touch counts, including those the drawer ignores (a vertical scroll).
    public var finger: DrawerPoint?
    /// The trace's second drawer after every event up to and including ``time``; `nil` for a
    /// trace with one drawer.
    public var second: Drawer?
    /// The second drawer's offset at ``time``, in points along its own opening axis; `nil` for
    /// a trace with one drawer.
    public var secondOffset: Double?

    /// The open drawer's width at ``time``, in points.
    public var width: Double { drawer.width }
    /// The container's size at ``time``, in points.
    public var container: DrawerSize { drawer.container }
    /// The drawer's progress at ``time``: `0` closed, `1` open.
    public var progress: Double { offset / drawer.width }
  }

  /// A moment the finger let go of the drawer it was moving (an `up`, or a `cancel`).
  public struct Release: Sendable, Hashable {
    /// When the finger let go, in the trace's seconds.
    public var time: Double
    /// The drawer's offset at that instant, in points.
    public var offset: Double
    /// The velocity the drawer left the finger with, in points per second, positive toward open.
    public var velocity: Double
    /// Where the drawer went from there.
    public var target: DrawerRestState
  }

  /// How a trace's second drawer moved: its configuration, releases and last spring, as the
  /// recording's own fields tell them for the first drawer.
  public struct SecondDrawer: Sendable {
    /// The second drawer's edge.
    public var edge: DrawerEdge { configuration.edge }
    /// The configuration it had.
    public let configuration: DrawerConfiguration
    /// Every moment a finger let go of it, in time order.
    public let releases: [Release]
    /// When it last set off on its spring, in the trace's seconds; `nil` when it never did.
    public let settleStartTime: Double?
    /// When it came to rest after its last spring, in the trace's seconds; `nil` when it never
    /// moved on its spring or had not come to rest.
    public let restTime: Double?
  }

  /// The trace that was run.
  public let trace: Trace
  /// The configuration the drawer had.
  public let configuration: DrawerConfiguration
  /// The frames, at least a microsecond apart: one after the first event, one after each event,
  /// one per frame period between them while anything can change, and after the last event until
  /// (and at) the rest. A pause in which nothing can change (the drawer at rest, or held still by
  /// a finger) is a frame at each end of it, so that the drawer and the finger stay put until the
  /// next event. Frames closer than a microsecond are one instant, shown by the latest of them.
  public let frames: [Frame]
  /// How many frames the recording has: `frames.count`, or, for a streamed recording (which
  /// keeps none), how many ``forEachFrame(_:)`` goes through.
  let frameCount: Int
  /// The first frame and the last.
  let firstFrame: Frame
  let lastFrame: Frame
  /// Whether the recording keeps only a summary of its frames (see
  /// ``init(_:configuration:secondConfiguration:frameRate:keepsFrames:progress:)``).
  let isStreamed: Bool
  /// How often the drawer was sampled between events, in hertz.
  let frameRate: Double
  /// The drawer before the first event, at ``startTime``, with no finger down.
  public let initial: Frame
  /// Every moment the finger let go of the drawer, in time order.
  public let releases: [Release]
  /// When the drawer last set off on its spring (after a release, a command or a resize), in the
  /// trace's seconds; `nil` when it never did.
  public let settleStartTime: Double?
  /// When the drawer came to rest after its last spring, in the trace's seconds; `nil` when it
  /// never moved on its spring or had not come to rest within ``DrawerTimeline/settleLimit``.
  public let restTime: Double?
  /// How the second drawer moved, for a trace with two; `nil` for one.
  public let second: SecondDrawer?

  /// Runs a trace through the engine and records it.
  ///
  /// - Parameters:
  ///   - trace: the trace to run.
  ///   - configuration: the drawer's configuration; by default the trace's own.
  ///   - secondConfiguration: the second drawer's configuration; by default the trace's own
  ///     beside `configuration`. Ignored for a trace with one drawer.
  ///   - frameRate: how often the drawer is sampled between events, in hertz; 120 by default.
  public init(
    _ trace: Trace, configuration: DrawerConfiguration? = nil,
    secondConfiguration: DrawerConfiguration? = nil, frameRate: Double = 120
  ) {
    self.init(
      trace, configuration: configuration, secondConfiguration: secondConfiguration,
      frameRate: frameRate
    ) { _ in }
  }

  /// Runs a trace through the engine and records it, counting the events handled.
  ///
  /// - Parameter progress: called with how many more of the trace's events have been handled.
  init(
    _ trace: Trace, configuration: DrawerConfiguration?,
    secondConfiguration: DrawerConfiguration? = nil, frameRate: Double,
    progress: (Int) -> Void
  ) {
    self.init(
      trace, configuration: configuration, secondConfiguration: secondConfiguration,
      frameRate: frameRate, keepsFrames: true, progress: progress)
  }

  /// Runs a trace through the engine and records what happened; with `keepsFrames` false, a
  /// streamed recording: it keeps its first and last frames and what they add up to, not the
  /// frames between, and ``forEachFrame(_:)`` runs the trace again to go through them, so that
  /// its memory does not grow with the trace.
  init(
    _ trace: Trace, configuration: DrawerConfiguration?,
    secondConfiguration: DrawerConfiguration?, frameRate: Double, keepsFrames: Bool,
    progress: (Int) -> Void
  ) {
    let configuration = configuration ?? trace.configuration
    let secondConfiguration =
      secondConfiguration
      ?? trace.secondDrawer?.configuration(
        besides: configuration, firstEdgeZoneWidth: trace.edgeZoneWidth)
    var frames: [Frame] = []
    var summary = FrameSummary()
    let run = Self.replay(
      trace, configuration: configuration, secondConfiguration: secondConfiguration,
      frameRate: frameRate, progress: progress
    ) { frame in
      summary.add(frame)
      if keepsFrames { frames.append(frame) }
    }
    self.trace = trace
    self.configuration = configuration
    self.frameRate = frameRate
    self.initial = run.initial
    self.frames = frames
    self.frameCount = summary.count
    self.firstFrame = summary.first ?? run.initial
    self.lastFrame = summary.last ?? run.initial
    self.moved = summary.moved(from: run.initial.offset)
    self.secondMoved = run.initial.secondOffset.map { summary.secondMoved(from: $0) }
    self.isStreamed = !keepsFrames
    self.releases = run.springs.releases
    self.settleStartTime = run.springs.settleStart
    self.restTime = run.springs.restTime
    self.second = secondConfiguration.flatMap { secondConfiguration in
      trace.secondDrawer == nil
        ? nil
        : SecondDrawer(
          configuration: secondConfiguration, releases: run.secondSprings.releases,
          settleStartTime: run.secondSprings.settleStart, restTime: run.secondSprings.restTime)
    }
  }

  /// Runs `trace` through the engine and hands each frame, in order, to `emit`: the frames a
  /// recording keeps (see ``frames``).
  ///
  /// - Returns: the drawer before the first event, and what the frames said of each drawer's
  ///   releases and last spring.
  private static func replay(
    _ trace: Trace, configuration: DrawerConfiguration,
    secondConfiguration: DrawerConfiguration?, frameRate: Double, progress: (Int) -> Void,
    emit: (Frame) -> Void
  ) -> (initial: Frame, springs: SpringLog, secondSprings: SpringLog) {
    var springs = SpringLog()
    var secondSprings = SpringLog()
    var nextEvent = 0
    var finger: DrawerPoint?
    var initial: Frame?
    // The latest frame, not yet handed on: the next instant may replace it.
    var pending: Frame?
    let period = 1 / Swift.max(frameRate.isFinite ? frameRate : 120, 1)
    let events = trace.events
    DrawerTimeline.runPair(
      trace, configuration: configuration, secondConfiguration: secondConfiguration,
      frameRate: frameRate
    ) { drawer, second, time in
      // Every event up to this instant has been handled; follow the finger through them.
      let handled = nextEvent
      while nextEvent < events.count && events[nextEvent].event.time <= time {
        switch events[nextEvent].event {
        case .down(let point, _), .move(let point, _): finger = point
        case .up, .cancel: finger = nil
        default: break
        }
        nextEvent += 1
      }
      if nextEvent > handled { progress(nextEvent - handled) }
      springs.observe(drawer, previous: pending?.drawer, time: time)
      if let second { secondSprings.observe(second, previous: pending?.second, time: time) }
      let frame = Frame(
        time: time, drawer: drawer, offset: drawer.offset(at: time), finger: finger,
        second: second, secondOffset: second?.offset(at: time))
      if initial == nil {
        // The first call comes before any event is handled.
        var first = frame
        first.finger = nil
        initial = first
      }
      guard var last = pending else {
        pending = frame
        return
      }
      if time - last.time > period * 1.5 {
        // The timeline skips frames while nothing can change (a drawer at rest, or held still by
        // a finger): the state held until a frame period before this instant.
        emit(last)
        last.time = time - period
      }
      if time - last.time >= Self.sameInstant {
        emit(last)
      }
      // Closer than that, it is one instant: an event a hair after a frame (a 60 Hz trace on a
      // 120 Hz grid), or several events at one time. The state after all of them is what the
      // instant shows.
      pending = frame
    }
    if let pending { emit(pending) }
    // `runPair` observes once before its first event, so `initial` is set; were it not, the
    // drawer as the trace starts it.
    let first =
      initial ?? pending
      ?? {
        let start = events.first?.event.time ?? 0
        let drawer = Drawer(
          configuration: configuration, container: trace.container, initial: trace.initial,
          time: start)
        return Frame(
          time: start, drawer: drawer, offset: drawer.offset(at: start), finger: nil, second: nil,
          secondOffset: nil)
      }()
    return (first, springs, secondSprings)
  }

  /// What a recording keeps of its frames when it does not keep them all.
  private struct FrameSummary {
    var count = 0
    var first: Frame?
    var last: Frame?
    var lowest = Double.infinity
    var highest = -Double.infinity
    var secondLowest = Double.infinity
    var secondHighest = -Double.infinity

    mutating func add(_ frame: Frame) {
      count += 1
      if first == nil { first = frame }
      last = frame
      lowest = Swift.min(lowest, frame.offset)
      highest = Swift.max(highest, frame.offset)
      if let offset = frame.secondOffset {
        secondLowest = Swift.min(secondLowest, offset)
        secondHighest = Swift.max(secondHighest, offset)
      }
    }

    /// Whether any frame's offset is more than ``TraceReplay/movementThreshold`` from `start`.
    func moved(from start: Double) -> Bool {
      count > 0
        && (highest - start > TraceReplay.movementThreshold
          || start - lowest > TraceReplay.movementThreshold)
    }

    /// The same for the second drawer; a frame without one counts as at `start`.
    func secondMoved(from start: Double) -> Bool {
      count > 0
        && (secondHighest - start > TraceReplay.movementThreshold
          || start - secondLowest > TraceReplay.movementThreshold)
    }
  }

  /// Hands every frame of the recording to `body`, in order: the kept ones, or, for a streamed
  /// recording, the same frames from running the trace again.
  func forEachFrame(_ body: (Frame) -> Void) {
    guard isStreamed else {
      frames.forEach(body)
      return
    }
    _ = Self.replay(
      trace, configuration: configuration, secondConfiguration: second?.configuration,
      frameRate: frameRate, progress: { _ in }, emit: body)
  }

  /// What a drawer's successive frames say of its releases and its last spring.
  private struct SpringLog {
    var releases: [Release] = []
    var settleStart: Double?
    var restTime: Double?

    /// Notes the drawer at `time`, after `previous`, the drawer at the frame before.
    mutating func observe(_ drawer: Drawer, previous: Drawer?, time: Double) {
      if case .settling(let settling) = drawer.phase {
        if previous.map({ !DrawerRecording.isSettling($0, since: settling.startTime) }) ?? true {
          settleStart = settling.startTime
          restTime = nil
        }
        if let previous, previous.isTracking {
          releases.append(
            Release(
              time: settling.startTime, offset: drawer.offset(at: settling.startTime),
              velocity: settling.velocity, target: settling.target))
        }
      } else if case .resting(let rest) = drawer.phase, let previous {
        if previous.isTracking {
          // Let go so close to rest, and so slowly, that the spring had nothing to do.
          releases.append(
            Release(time: time, offset: drawer.offset(at: time), velocity: 0, target: rest))
        } else if previous.isSettling {
          restTime = previous.restTime.map { Swift.min($0, time) } ?? time
        }
      }
    }
  }

  /// Frames closer than this, in seconds, are one instant.
  static let sameInstant = 1e-6

  fileprivate static func isSettling(_ drawer: Drawer, since start: Double) -> Bool {
    if case .settling(let settling) = drawer.phase { return settling.startTime == start }
    return false
  }

  /// The trace's first event, in seconds: where the recording starts.
  public var startTime: Double { firstFrame.time }
  /// The recording's last frame, in seconds: the rest, or the end of the settle limit.
  public var endTime: Double { lastFrame.time }
  /// Where the drawer rests, or is heading, at the end.
  public var final: DrawerRestState { lastFrame.drawer.target }
  /// The offset the drawer started from, before the first event, in points.
  public var initialOffset: Double { initial.offset }
  /// Whether the drawer moved at all, by more than ``TraceReplay/movementThreshold``, at any frame.
  public let moved: Bool
  /// Where the second drawer rests, or is heading, at the end; `nil` for one drawer.
  public var secondFinal: DrawerRestState? { lastFrame.second?.target }
  /// Whether the second drawer moved at all, by more than ``TraceReplay/movementThreshold``;
  /// `nil` for one drawer.
  public let secondMoved: Bool?
  /// How long the drawer took to come to rest after it last set off on its spring, in seconds;
  /// `nil` when it never did, or did not come to rest.
  public var timeToRest: Double? {
    guard let settleStartTime, let restTime else { return nil }
    return restTime - settleStartTime
  }

  /// The frame in force at `time`: the last one at or before it (the first for earlier times).
  ///
  /// - Parameter time: an instant, in the trace's seconds.
  /// - Returns: the frame.
  public func frame(at time: Double) -> Frame {
    guard !isStreamed else { return frames(at: [time])[0] }
    var low = 0
    var high = frames.count - 1
    guard high > 0, time >= frames[0].time else { return frames[0] }
    while low < high {
      let middle = (low + high + 1) / 2
      if frames[middle].time <= time { low = middle } else { high = middle - 1 }
    }
    return frames[low]
  }

  /// The drawer exactly at `time`, not just at a frame: the last frame's drawer (and second
  /// drawer) asked for its offset at `time`, with that frame's finger. Nothing happens to a drawer between events but
  /// its spring, which is a pure function of time, so this is exact.
  ///
  /// - Parameter time: an instant, in the trace's seconds; clamped to the recording.
  /// - Returns: a frame at `time`.
  public func snapshot(at time: Double) -> Frame {
    snapshots(at: [time])[0]
  }

  /// The frames in force at `times` (see ``frame(at:)``), in one pass over the frames for a
  /// streamed recording.
  func frames(at times: [Double], progress: () -> Void = {}) -> [Frame] {
    guard isStreamed else { return times.map(frame(at:)) }
    guard !times.isEmpty else { return [] }
    var sweep = FramesInForce(at: times, first: firstFrame)
    forEachFrame { frame in
      progress()
      sweep.add(frame)
    }
    return sweep.finish()
  }

  /// The frames in force at a list of times, found in one pass over the frames in order: what
  /// ``frame(at:)`` gives for each.
  struct FramesInForce {
    private let times: [Double]
    private let order: [Int]
    private var found: [Frame]
    private var next = 0
    private var previous: Frame

    /// Starts looking for the frames in force at `times`; `first` is the recording's first
    /// frame, in force before it too.
    init(at times: [Double], first: Frame) {
      // A time before the first frame (or not a number) has the first frame, as in
      // `frame(at:)`.
      let times = times.map { $0.isNaN ? -Double.infinity : $0 }
      self.times = times
      order = times.indices.sorted { times[$0] < times[$1] }
      found = Array(repeating: first, count: times.count)
      previous = first
    }

    /// Takes the recording's next frame.
    mutating func add(_ frame: Frame) {
      // The times before this frame have the one before it.
      while next < order.count && times[order[next]] < frame.time {
        found[order[next]] = previous
        next += 1
      }
      previous = frame
    }

    /// The frames in force, in the order of the times, once every frame has been added.
    mutating func finish() -> [Frame] {
      for index in order[next...] { found[index] = previous }
      next = order.count
      return found
    }
  }

  /// The drawer exactly at each of `times` (see ``snapshot(at:)``), in one pass over the frames
  /// for a streamed recording.
  func snapshots(at times: [Double], progress: () -> Void = {}) -> [Frame] {
    let times = clamped(times)
    return zip(frames(at: times, progress: progress), times).map { frame, time in
      snapshot(of: frame, at: time)
    }
  }

  /// `times` within the recording, as ``snapshot(at:)`` takes them: a time that is not finite is
  /// its start.
  func clamped(_ times: [Double]) -> [Double] {
    times.map { Swift.min(Swift.max($0.isFinite ? $0 : startTime, startTime), endTime) }
  }

  /// `frame`'s drawers moved on to `time`, with its finger: the recording at `time` when `frame`
  /// is the frame in force then.
  func snapshot(of frame: Frame, at time: Double) -> Frame {
    var frame = frame
    frame.drawer.advance(to: time)
    frame.time = time
    frame.offset = frame.drawer.offset(at: time)
    if var second = frame.second {
      second.advance(to: time)
      frame.second = second
      frame.secondOffset = second.offset(at: time)
    }
    return frame
  }

  /// The drawer's offset at `time`, in points; see ``snapshot(at:)``.
  ///
  /// - Parameter time: an instant, in the trace's seconds.
  /// - Returns: the offset in points.
  public func offset(at time: Double) -> Double {
    snapshot(at: time).offset
  }
}
