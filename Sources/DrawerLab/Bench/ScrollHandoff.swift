@_spi(DrawerKit) internal import DrawerCore

/// How long the content waits for a stroke the drawer refuses: for each touch of a trace that is
/// not meant for the drawer (`expectCapture` `false`: a vertical scroll, a tap on the content, a
/// swipe outside the open zone), the time from its `down` to the event after which the engine's
/// verdict on it is "not mine".
///
/// On a device the content's scroll views wait for the drawer's recogniser to fail
/// (`DrawerGestureArbitration`): a scroll starts only once the engine has left the touch to the
/// content. So every rule that keeps a touch undecided longer (a thumb's arc judged over more
/// samples, a drag allowed to start the other way) is paid for here, by every scroll.
///
/// The trace runs as the benchmark runs it (``BenchTimeline``, 120 Hz frames between events). A
/// touch is handed over at the first of its events (its `down`, a `move`, or its `up` or
/// `cancel`) after which the arbitration's decision, `DrawerGestureArbitration.decision(for:)`, is
/// `fail`: at its `down` when the engine can never take it (it starts outside a closed drawer's
/// open zone: 0 ms), at the move that shows it is a scroll, or at the lift for a touch that stays
/// undecided to the end (a tap in the edge strip). A touch whose decision was `begin` before (the
/// drawer took it) is not handed over and has no delay: it is a miss, counted by the accuracy.
///
/// Only a behaviour whose drawer gives the arbitration's verdict has a hand-off: DrawerKit's
/// engine, with direct or predictive tracking (prediction never changes the verdict). The
/// references are models of how drawers move, not of their recognisers' arbitration.
///
/// ```swift
/// let handoff = ScrollHandoff(trace: verticalScroll, behaviour: .drawerKit)
/// handoff?.delays  // [0.017]: handed over at its second move, 17 ms after the down
/// ```
public struct ScrollHandoff: Sendable, Hashable {
  /// The trace's name.
  public var name: String
  /// For each touch of the trace handed to the content, the time from its `down` to the event
  /// after which the engine's verdict was `fail`, in seconds; empty for a trace the drawer may
  /// take (its `expectCapture` is not `false`).
  public var delays: [Double]

  /// The frame rate of the run, in hertz: the benchmark's.
  static let frameRate = 120.0

  /// Measures a trace, or returns `nil` when the behaviour's drawer has no arbitration verdict
  /// (a reference model).
  ///
  /// - Parameters:
  ///   - trace: the trace.
  ///   - behaviour: the behaviour to run it with.
  public init?(trace: Trace, behaviour: BenchBehaviour) {
    guard behaviour.makeDrawer(for: trace) is any ArbitratedBenchDrawer else { return nil }
    self.name = trace.name
    self.delays = []
    guard trace.expectCapture == false else { return }
    var down: Double?
    var delays: [Double] = []
    BenchTimeline.run(trace: trace, behaviour: behaviour, frameRate: Self.frameRate) {
      _, _, _ in
    } event: { drawer, index, handled in
      guard handled, let drawer = drawer as? any ArbitratedBenchDrawer else { return }
      let event = trace.events[index].event
      switch event {
      case .down: down = event.time
      case .move, .up, .cancel: break
      default: return
      }
      guard let start = down else { return }
      switch drawer.gestureDecision {
      case .fail:
        delays.append(event.time - start)
        down = nil
      case .begin:
        // The drawer took the touch: nothing is handed over.
        down = nil
      case .wait:
        break
      }
      if case .up = event { down = nil }
      if case .cancel = event { down = nil }
    }
    self.delays = delays
  }

  /// The hand-off delays over a corpus.
  public struct Summary: Sendable, Hashable {
    /// The number of touches handed to the content.
    public var count: Int
    /// The median delay, in milliseconds.
    public var medianMs: Double
    /// The 90th percentile (nearest rank) of the delay, in milliseconds.
    public var p90Ms: Double

    /// Aggregates per-trace hand-offs.
    ///
    /// - Parameter handoffs: one per trace.
    /// - Returns: `nil` when no touch was handed over.
    public init?(_ handoffs: [ScrollHandoff]) {
      let delays = handoffs.flatMap(\.delays).map { $0 * 1000 }.sorted()
      guard let median = BenchScore.median(delays),
        let p90 = BenchScore.percentile(delays, 0.9)
      else { return nil }
      self.count = delays.count
      self.medianMs = median
      self.p90Ms = p90
    }
  }
}

/// A benchmark drawer that says, as a platform recogniser reads it, whether the touch it follows
/// is its own (``DrawerGestureDecision``).
protocol ArbitratedBenchDrawer: BenchDrawer {
  /// The arbitration's verdict on the touch, after the latest event.
  var gestureDecision: DrawerGestureDecision { get }
}

extension EngineBenchDrawer: ArbitratedBenchDrawer {
  /// `DrawerGestureArbitration.decision(for:)` on the engine.
  var gestureDecision: DrawerGestureDecision {
    DrawerGestureArbitration.decision(for: drawer)
  }
}
