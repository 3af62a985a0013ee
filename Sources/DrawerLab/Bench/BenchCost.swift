@_spi(DrawerKit) import DrawerCore

/// What DrawerKit's engine costs: time per touch event and per frame, and heap allocations per
/// frame once warmed up.
///
/// A trace with two drawers costs what both engines and the pair's router cost together: its
/// events go through `DrawerPairRouter`, its frames advance and lay out both drawers.
///
/// The corpus is turned into scripts first: each trace's events and its 120 Hz frames, up to the
/// drawer's rest after the last event. Two loops then run over every script, each starting from
/// a fresh drawer: one handles the events only, one handles the events and the frames. An event
/// is `handle(_:)` plus the geometry for the new position (`DrawerGeometry` for the overlay
/// style); a frame is `advance(to:)`, `progress(at:)` and the geometry. The nanoseconds per event
/// are the first loop's time over the events; the nanoseconds per frame are the difference
/// between the loops over the frames. Each loop runs ``runs`` times after warm-up; the figures
/// are the median of those runs with their interquartile range. Measure a release build
/// (`swift run -c release`); a debug build is many times slower.
///
/// Allocations are watched with glibc's `mallinfo2` over one more run of the events-and-frames
/// loop after warm-up: the heap in use is read before and after every event and every frame,
/// and a frame after which it had grown counts as one allocation. Memory kept from frame to
/// frame shows on every frame; a block allocated and freed within one frame usually does not
/// (glibc's per-thread cache hides it), so the figure is a lower bound (see the lab's
/// `HeapProbe`). Where `mallinfo2` is missing (not glibc) the figure is `nil`.
public struct BenchCost: Sendable, Hashable {
  /// A median with its interquartile range.
  public struct Spread: Sendable, Hashable {
    /// The median.
    public var median: Double
    /// The first quartile.
    public var lower: Double
    /// The third quartile.
    public var upper: Double
  }

  /// Nanoseconds per touch event, engine plus geometry.
  public var nsPerEvent: Spread
  /// Nanoseconds per frame, engine plus geometry.
  public var nsPerFrame: Spread
  /// Heap allocations per frame after warm-up, as `mallinfo2` sees them (frames after which the
  /// heap had grown, per frame); `nil` where they cannot be watched.
  public var allocationsPerFrame: Double?
  /// The same for touch events.
  public var allocationsPerEvent: Double?
  /// The number of timed runs of each loop.
  public var runs: Int
  /// The events and frames in one run.
  public var events: Int
  /// The frames in one run.
  public var frames: Int

  /// Measures the engine on a corpus.
  ///
  /// - Parameters:
  ///   - traces: the corpus.
  ///   - runs: the number of timed runs of each loop, at least 3.
  public init(traces: [Trace], runs: Int = 31) {
    self.init(traces: traces, runs: runs) { _ in }
  }

  /// The work ``init(traces:runs:progress:)`` reports for `traces` traces and `runs` timed
  /// runs, in passes over one trace: the scripts (one), three warm-up rounds and each timed run
  /// (two each: events only, then events and frames) and the allocation count (two).
  static func progressSteps(traces: Int, runs: Int) -> Int {
    traces * (1 + 2 * 3 + 2 * Swift.max(runs, 3) + 2)
  }

  /// Measures the engine on a corpus, reporting its work as it goes, in passes over one trace
  /// (``progressSteps(traces:runs:)`` in all), so that a long corpus shows its progress from the
  /// start: each script as it is made, each warm-up round and timed run once it is over.
  init(traces: [Trace], runs: Int, progress: (Int) -> Void) {
    var scripts: [CostScript] = []
    scripts.reserveCapacity(traces.count)
    for trace in traces {
      scripts.append(CostScript(trace: trace))
      progress(1)
    }
    let passes = 2 * traces.count
    let runs = Swift.max(runs, 3)
    self.runs = runs
    self.events = scripts.reduce(0) { $0 + $1.eventCount }
    self.frames = scripts.reduce(0) { $0 + $1.steps.count - $1.eventCount }
    var checksum = 0.0
    for _ in 0..<3 {
      checksum += CostScript.run(scripts, frames: false)
      checksum += CostScript.run(scripts, frames: true)
      progress(passes)
    }
    var eventTimes: [Double] = []
    var frameTimes: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
      var eventsOnly = 0.0
      var everything = 0.0
      let eventDuration = clock.measure { eventsOnly = CostScript.run(scripts, frames: false) }
      let fullDuration = clock.measure { everything = CostScript.run(scripts, frames: true) }
      checksum += eventsOnly + everything
      let eventNs = Self.nanoseconds(eventDuration)
      let fullNs = Self.nanoseconds(fullDuration)
      eventTimes.append(eventNs / Double(Swift.max(events, 1)))
      frameTimes.append(Swift.max(fullNs - eventNs, 0) / Double(Swift.max(frames, 1)))
      progress(passes)
    }
    self.nsPerEvent = Self.spread(eventTimes)
    self.nsPerFrame = Self.spread(frameTimes)
    let heapGrowth = CostScript.heapGrowth(scripts)
    progress(passes)
    if let growth = heapGrowth {
      self.allocationsPerEvent = Double(growth.events) / Double(Swift.max(events, 1))
      self.allocationsPerFrame = Double(growth.frames) / Double(Swift.max(frames, 1))
    } else {
      self.allocationsPerEvent = nil
      self.allocationsPerFrame = nil
    }
    // Keep the loops' results observable so that the optimiser cannot drop them.
    if checksum.isNaN { print("checksum: \(checksum)") }
  }

  private static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  private static func spread(_ values: [Double]) -> Spread {
    let sorted = values.sorted()
    return Spread(
      median: BenchScore.median(sorted) ?? 0,
      lower: BenchScore.percentile(sorted, 0.25) ?? 0,
      upper: BenchScore.percentile(sorted, 0.75) ?? 0)
  }
}

/// One trace as the engine would live it in an app: its events and its 120 Hz frames in order.
///
/// A trace with two drawers is lived by both engines and the pair's router, as an app with two
/// drawers on one content lives it: every event goes through `DrawerPairRouter`, every frame
/// advances both drawers and lays out both.
struct CostScript {
  enum Step {
    case event(DrawerEvent)
    /// A command addressed to the trace's second drawer.
    case secondDrawerCommand(DrawerEvent)
    case frame(Double)
  }

  let initial: Drawer
  /// The second drawer, for a trace with two.
  let secondInitial: Drawer?
  let container: DrawerSize
  let steps: [Step]
  let eventCount: Int

  init(trace: Trace) {
    let engine = EngineBenchDrawer(trace: trace)
    initial = engine.drawer
    secondInitial = engine.second
    container = trace.container
    var steps: [Step] = []
    var events = 0
    let behaviour = BenchBehaviour.drawerKit
    BenchTimeline.run(trace: trace, behaviour: behaviour, frameRate: 120) { _, _, time in
      steps.append(.frame(time))
    } event: { _, index, handled in
      if handled {
        let event = trace.events[index]
        steps.append(
          event.isForSecondDrawer ? .secondDrawerCommand(event.event) : .event(event.event))
        events += 1
      }
    }
    self.steps = steps
    self.eventCount = events
  }

  /// One event or frame: the engine's work and the geometry; returns a checksum.
  @inline(__always)
  static func perform(
    _ step: Step, on drawer: inout Drawer, container: DrawerSize, frames: Bool
  ) -> Double {
    let time: Double
    switch step {
    case .event(let event), .secondDrawerCommand(let event):
      drawer.handle(event)
      time = event.time
    case .frame(let frameTime):
      guard frames else { return 0 }
      drawer.advance(to: frameTime)
      time = frameTime
    }
    let geometry = DrawerGeometry(
      progress: drawer.progress(at: time), container: container, drawerWidth: drawer.width,
      side: drawer.configuration.side, style: .overlay)
    return geometry.drawerMinX + geometry.scrimOpacity
  }

  /// Runs every script once after a warm-up, reading the heap in use around every step: how
  /// many events and how many frames left it larger; `nil` where it cannot be read.
  static func heapGrowth(_ scripts: [CostScript]) -> (events: Int, frames: Int)? {
    var checksum = run(scripts, frames: true)
    guard var before = HeapProbe.bytesInUse() else { return nil }
    var events = 0
    var frames = 0
    for script in scripts {
      var pair = PairStage(script)
      var drawer = script.initial
      for step in script.steps {
        if pair != nil {
          checksum += pair!.perform(step, container: script.container, frames: true)
        } else {
          checksum += perform(step, on: &drawer, container: script.container, frames: true)
        }
        let after = HeapProbe.bytesInUse() ?? before
        if after > before {
          if case .frame = step { frames += 1 } else { events += 1 }
        }
        before = after
      }
    }
    if checksum.isNaN { print("checksum: \(checksum)") }
    return (events, frames)
  }

  /// Runs every script from a fresh drawer; returns a checksum of the geometry.
  @inline(never)
  static func run(_ scripts: [CostScript], frames: Bool) -> Double {
    var checksum = 0.0
    for script in scripts {
      if var pair = PairStage(script) {
        for step in script.steps {
          checksum += pair.perform(step, container: script.container, frames: frames)
        }
        continue
      }
      var drawer = script.initial
      for step in script.steps {
        checksum += perform(step, on: &drawer, container: script.container, frames: frames)
      }
    }
    return checksum
  }

  /// The two drawers of a script with two, and their router.
  struct PairStage {
    var leading: Drawer
    var trailing: Drawer
    var router = DrawerPairRouter()
    /// Where the script's second drawer's commands go.
    let secondEdge: DrawerEdge

    init?(_ script: CostScript) {
      guard let second = script.secondInitial else { return nil }
      let firstIsLeading = script.initial.configuration.edge == .leading
      leading = firstIsLeading ? script.initial : second
      trailing = firstIsLeading ? second : script.initial
      secondEdge = firstIsLeading ? .trailing : .leading
    }

    /// One event or frame for both drawers: the router's and engines' work and both
    /// geometries; returns a checksum.
    @inline(__always)
    mutating func perform(_ step: Step, container: DrawerSize, frames: Bool) -> Double {
      let time: Double
      switch step {
      case .event(let event):
        router.handle(
          event, to: secondEdge == .trailing ? .leading : .trailing, leading: &leading,
          trailing: &trailing)
        time = event.time
      case .secondDrawerCommand(let event):
        router.handle(event, to: secondEdge, leading: &leading, trailing: &trailing)
        time = event.time
      case .frame(let frameTime):
        guard frames else { return 0 }
        router.advance(to: frameTime, leading: &leading, trailing: &trailing)
        time = frameTime
      }
      return Self.layout(leading, at: time, container: container)
        + Self.layout(trailing, at: time, container: container)
    }

    @inline(__always)
    private static func layout(_ drawer: Drawer, at time: Double, container: DrawerSize)
      -> Double
    {
      let geometry = DrawerGeometry(
        progress: drawer.progress(at: time), container: container, drawerWidth: drawer.width,
        side: drawer.configuration.side, style: .overlay)
      return geometry.drawerMinX + geometry.scrimOpacity
    }
  }
}
