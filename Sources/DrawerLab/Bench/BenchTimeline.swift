@_spi(DrawerKit) import DrawerCore

/// Runs a behaviour over a trace on a frame grid, rendering frames only while something moves.
///
/// Frame `k` is at `start + k / frameRate`, `start` being the trace's first event. Between
/// events, frames are rendered while the drawer moves on its own
/// (``BenchDrawer/isMovingOnItsOwn``); while it is still (at rest, or held or dragged by a finger
/// that sends no event), nothing about it can change before the next event, so the grid is
/// jumped over to that event. After the last event, frames go on until the drawer stops moving,
/// for at most ``settleLimit``. The work is therefore bounded by the trace's events and the time
/// its drawer moves, never by the time the trace spans: a trace whose events are a billion
/// seconds apart costs what its touches and springs cost.
public enum BenchTimeline {
  /// The longest a drawer is followed after the last event, in seconds.
  public static let settleLimit = 30.0

  /// What a run shows of the drawer: its position after every event and at every frame
  /// rendered, in order.
  public struct Positions: Sendable {
    /// The times of the observations, in the trace's seconds, in order.
    public private(set) var times: [Double] = []
    /// The drawer's offset at each observation, in points.
    public private(set) var offsets: [Double] = []
    /// The frames rendered: frame index to the observation's index in ``times``.
    public private(set) var frames: [Int: Int] = [:]
    /// The trace's first event, where frame 0 is.
    public let start: Double
    /// The frame period, in seconds.
    public let period: Double

    init(start: Double, period: Double) {
      self.start = start
      self.period = period
    }

    mutating func append(time: Double, offset: Double, frame: Int?) {
      if let frame { frames[frame] = times.count }
      times.append(time)
      offsets.append(offset)
    }

    /// Where the drawer is shown at frame `index` of the grid, rendered or not: a frame skipped
    /// while the drawer was still shows what the latest observation before it showed.
    ///
    /// - Parameter index: a frame index, 0 or more.
    /// - Returns: the offset in points, or `nil` before the first observation.
    public func offset(atFrame index: Int) -> Double? {
      if let observation = frames[index] { return offsets[observation] }
      let time = start + Double(index) * period
      let after = times.partitioningIndex { $0 > time }
      return after == 0 ? nil : offsets[after - 1]
    }
  }

  /// The drawer's positions over a run of the trace; see ``Positions``.
  ///
  /// - Parameters:
  ///   - trace: the trace.
  ///   - behaviour: the behaviour.
  ///   - frameRate: frames per second.
  /// - Returns: the positions after every event and at every frame rendered.
  public static func positions(
    trace: Trace, behaviour: BenchBehaviour, frameRate: Double
  ) -> Positions {
    let start = trace.events.first?.event.time ?? 0
    var positions = Positions(start: start, period: 1 / frameRate)
    run(trace: trace, behaviour: behaviour, frameRate: frameRate) { drawer, index, time in
      positions.append(time: time, offset: drawer.offset(at: time), frame: index)
    } event: { drawer, index, handled in
      guard handled else { return }
      let time = trace.events[index].event.time
      positions.append(time: time, offset: drawer.offset(at: time), frame: nil)
    }
    return positions
  }

  /// The largest difference between two runs' positions at the instants of `coarse`'s frames,
  /// which are every `ratio`-th frame of `fine`'s grid; frames either run skipped count, at the
  /// position that run showed then.
  ///
  /// - Parameters:
  ///   - coarse: a run at the lower frame rate.
  ///   - fine: the same trace at `ratio` times the frame rate.
  ///   - ratio: how many of `fine`'s frames make one of `coarse`'s.
  /// - Returns: the deviation in points.
  public static func deviation(_ coarse: Positions, _ fine: Positions, ratio: Int) -> Double {
    var indices = Set(coarse.frames.keys)
    for index in fine.frames.keys where index % ratio == 0 { indices.insert(index / ratio) }
    var deviation = 0.0
    for index in indices {
      guard let low = coarse.offset(atFrame: index), let high = fine.offset(atFrame: index * ratio)
      else { continue }
      deviation = Swift.max(deviation, abs(low - high))
    }
    return deviation
  }

  /// How long after an event frames follow a finger that drags the drawer, in seconds: a
  /// second, far longer than any gap between a moving finger's samples.
  public static let followWindow = 1.0

  /// Feeds a trace's events to a new drawer with frames between them while it moves on its own,
  /// then frames until it stops moving. A frame at the same instant as an event comes after it.
  ///
  /// With `followingFinger`, frames are also rendered while a finger drags the drawer
  /// (``BenchDrawer/followsFinger``), for the lag measure, whose finger moves on between its
  /// samples: up to ``followWindow`` after each event, so that a finger held still for ever
  /// costs a bounded number of frames.
  ///
  /// - Parameters:
  ///   - trace: the trace.
  ///   - behaviour: the behaviour.
  ///   - frameRate: frames per second.
  ///   - followingFinger: whether to render frames while a finger drags the drawer.
  ///   - frame: called after each frame rendered with the drawer, the frame's index on the grid
  ///     and its time.
  ///   - event: called around each event with the drawer, the event's index and whether the
  ///     event has been handled yet (`false` just before, `true` just after).
  /// - Returns: the drawer at the end.
  @discardableResult
  public static func run(
    trace: Trace, behaviour: BenchBehaviour, frameRate: Double, followingFinger: Bool = false,
    frame: (any BenchDrawer, Int, Double) -> Void,
    event: (any BenchDrawer, Int, Bool) -> Void
  ) -> any BenchDrawer {
    let start = trace.events.first?.event.time ?? 0
    var drawer = behaviour.makeDrawer(for: trace)
    let period = 1 / frameRate
    var index = 0
    var lastEventTime = start
    frame(drawer, 0, start)
    for (eventIndex, traceEvent) in trace.events.enumerated() {
      let time = traceEvent.event.time
      while start + Double(index + 1) * period < time {
        let follows =
          followingFinger && drawer.followsFinger
          && start + Double(index + 1) * period <= lastEventTime + followWindow
        guard drawer.isMovingOnItsOwn || follows else {
          // Nothing can change before the event: jump to the last frame before it.
          index = Swift.max(index, Int(((time - start) / period).rounded(.up)) - 1)
          break
        }
        index += 1
        let frameTime = start + Double(index) * period
        drawer.advance(to: frameTime)
        frame(drawer, index, frameTime)
      }
      drawer.advance(to: time)
      event(drawer, eventIndex, false)
      drawer.handle(traceEvent)
      event(drawer, eventIndex, true)
      lastEventTime = time
    }
    let end = (trace.events.last?.event.time ?? start) + settleLimit
    while drawer.isMovingOnItsOwn {
      index += 1
      let frameTime = start + Double(index) * period
      if frameTime > end { break }
      drawer.advance(to: frameTime)
      frame(drawer, index, frameTime)
    }
    return drawer
  }
}
