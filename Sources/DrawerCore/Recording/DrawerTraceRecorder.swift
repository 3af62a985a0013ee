/// Records what a drawer's person does to it, one ``DrawerTrace`` per gesture, so that the
/// gestures testers make on a device can be replayed, rendered and kept as regression tests on
/// any machine (`drawer-lab replay`, `drawer-lab render`).
///
/// The recorder sits between the host and the engine: every event goes through
/// ``handle(_:on:)``, which applies it to the drawer exactly as `Drawer.handle(_:)` would and
/// writes down what the engine handled. It never changes what the drawer does. There is no
/// platform gesture recorder to compare with: UIKit and SwiftUI let an app observe touches, not
/// what a control made of them; this records the control's own inputs, which is what a replay
/// needs.
///
/// A gesture begins when a finger comes down on the drawer at rest (or a command sets a resting
/// drawer moving and a finger follows) and ends when the drawer is at rest again with no finger
/// down, so a drawer flicked open and caught in flight is one gesture, as it is one intention.
/// Each trace holds:
///
/// - the events, with their times in seconds from the gesture's first event (times the engine
///   would not accept are recorded as the times it used);
/// - the container's size, the drawer's width, edge, layout direction, open zone and spring (when
///   not the default), and the rest state the gesture started from;
/// - the outcome in `expect` (where the drawer came to rest) and `expectCapture` (whether it
///   moved), with ``DrawerTrace/ExpectSource/recorded`` saying that these are what the drawer
///   did, not what anyone meant. A person who saw the drawer do the wrong thing edits `expect`,
///   sets the source to `person`, and keeps the file as a regression test.
///
/// A gesture that cannot be replayed faithfully from its trace is not kept: one during which the
/// configuration changed, or a resize changed the drawer's width; one that began while the drawer
/// was moving on its own; one with no touch at all (a command alone); and nothing is recorded
/// while the drawer is locked. The lab replays with the engine's defaults for everything a trace
/// does not hold (slop, release rule, rubber band, the veto), so a gesture recorded under
/// other settings, or that `confirmStateChange` vetoed, may replay differently.
///
/// Memory is bounded: the recorder keeps the last ``capacity`` gestures and drops the oldest, and
/// a gesture of more than ``maximumEventsPerGesture`` events (a finger kept moving on the glass
/// for over 30 seconds) is not kept.
///
/// Two drawers on one content (a leading and a trailing one) are recorded together through
/// `handle(_:to:routedBy:leading:trailing:)` (plumbing for DrawerKit and the lab): one trace per gesture of the pair, the leading
/// drawer in the header's fields and the trailing one in its `secondDrawer` key (see
/// ``DrawerTrace/secondDrawer``). Use one form or the other for a recorder: a gesture begun on
/// a pair is dropped by an event for one drawer, and the other way round.
///
/// ```swift
/// var recorder = DrawerTraceRecorder(capacity: 20)
/// recorder.handle(.down(at: DrawerPoint(x: 4, y: 300), time: 10), on: &drawer)
/// recorder.handle(.move(at: DrawerPoint(x: 120, y: 302), time: 10.05), on: &drawer)
/// recorder.handle(.up(at: DrawerPoint(x: 160, y: 302), time: 10.07), on: &drawer)
/// let traces = recorder.traces(of: drawer, at: 11)  // the flick, once the drawer rests
/// ```
public struct DrawerTraceRecorder: Sendable {
  /// How many gestures a recorder keeps unless told otherwise.
  public static let defaultCapacity = 50

  /// The most events one gesture may have and be kept: 4,000, over 30 seconds of touches at
  /// 120 Hz, about 500 KB (a flick is a few dozen).
  public static let maximumEventsPerGesture = 4_000

  /// How many gestures are kept; the oldest are dropped beyond it.
  ///
  /// Sanitisation: at least 1.
  public var capacity: Int {
    didSet {
      capacity = Swift.max(capacity, 1)
      trim()
    }
  }

  /// The start of every trace's name: a trace is named `prefix-001`, `prefix-002`…
  public var namePrefix: String

  /// The recorded gestures that have ended, oldest first, at most ``capacity`` of them.
  public private(set) var finishedTraces: [DrawerTrace] = []

  /// How many gestures have been recorded since the recorder was made, including those dropped
  /// for ``capacity`` or by ``removeAll()``; the number of the last one's name.
  public private(set) var recordedCount = 0

  /// The gesture in progress, on one drawer or on a pair.
  var gesture: RecordedGesture?

  /// Creates a recorder with nothing recorded.
  ///
  /// - Parameters:
  ///   - capacity: how many gestures to keep, at least 1; 50 by default.
  ///   - namePrefix: the start of each trace's name; `gesture` by default.
  public init(capacity: Int = defaultCapacity, namePrefix: String = "gesture") {
    self.capacity = Swift.max(capacity, 1)
    self.namePrefix = namePrefix
  }

  /// Whether a gesture is being recorded (begun and not yet at rest).
  public var isRecordingGesture: Bool {
    gesture != nil
  }

  /// Applies an event to the drawer, exactly as `drawer.handle(event)`, and records it.
  ///
  /// - Parameters:
  ///   - event: the touch, command, resize or configuration change.
  ///   - drawer: the drawer that handles it.
  public mutating func handle(_ event: DrawerEvent, on drawer: inout Drawer) {
    // A gesture on a pair cannot go on with one drawer.
    if gesture?.second != nil { gesture = nil }
    if case .frame = event {
      // A frame moves no clock: it is written down only where it decides something, with the
      // touch that catches the drawer it showed.
      drawer.handle(event)
      return
    }
    if case .claim = event {
      // Nor does a claim: it is written at the engine's time, so the file's times stay in order
      // whatever clock the host stamped it on.
      gesture?.record(event, at: drawer.time)
      drawer.handle(event)
      return
    }
    if case .predicted = event {
      // Nor does a prediction: it is written at the engine's time, with the instant it is for.
      gesture?.record(event, at: drawer.time)
      drawer.handle(event)
      return
    }
    let now = event.time.isFinite ? Swift.max(event.time, drawer.time) : drawer.time
    // The engine first lets time run on to the event: a gesture whose drawer has come to rest
    // by then ended before this event.
    if var current = gesture {
      current.followSpring(until: now)
      gesture = current
      if let rest = current.rest(of: drawer, at: now) { finish(current, at: rest) }
    }
    if gesture == nil {
      guard let rest = Self.restState(of: drawer, at: now),
        drawer.configuration.lockMode == .unlocked, Self.begins(event)
      else {
        drawer.handle(event)
        return
      }
      gesture = RecordedGesture(drawer: drawer, rest: rest, time: now)
    }
    guard var current = gesture else { return }
    if case .configure = event {
      // The trace cannot say that the configuration changed: the gesture is not kept.
      gesture = nil
      drawer.handle(event)
      return
    }
    if case .down = event, drawer.isSettling, let frame = drawer.lastFrameTime, frame > now {
      // The frame the person saw when the finger came down: where a catch takes the drawer.
      current.record(.frame(time: frame), at: frame)
    }
    current.record(event, at: now)
    drawer.handle(event)
    guard drawer.width == current.first.drawerWidth,
      current.events.count <= Self.maximumEventsPerGesture
    else {
      // A resize changed the width the trace would replay with, or the gesture outgrew its
      // bound: it is not kept.
      gesture = nil
      return
    }
    current.observe(drawer)
    if case .resting(let rest) = drawer.phase, !current.isFingerDown {
      finish(current, at: rest)
    } else {
      gesture = current
    }
  }

  /// Ends the gesture in progress if its drawer has come to rest by `time` with no finger down.
  ///
  /// The recorder hears of a rest only with the next event; a host that brings the drawer to
  /// rest on its own timeline calls this to have the gesture recorded at once.
  ///
  /// - Parameters:
  ///   - drawer: the drawer the recorder's events went to, as it is now.
  ///   - time: the current time, in seconds, on the events' clock.
  public mutating func finishGesture(of drawer: Drawer, at time: Double) {
    guard var current = gesture, current.second == nil else { return }
    let now = time.isFinite ? Swift.max(time, drawer.time) : drawer.time
    current.followSpring(until: now)
    gesture = current
    if let rest = current.rest(of: drawer, at: now) { finish(current, at: rest) }
  }

  /// The recorded gestures, oldest first: the finished ones, and the gesture in progress too if
  /// its drawer has come to rest by `time` with no finger down (see
  /// ``finishGesture(of:at:)``).
  ///
  /// - Parameters:
  ///   - drawer: the drawer the recorder's events went to, as it is now.
  ///   - time: the current time, in seconds, on the events' clock.
  /// - Returns: at most ``capacity`` traces.
  public func traces(of drawer: Drawer, at time: Double) -> [DrawerTrace] {
    var copy = self
    copy.finishGesture(of: drawer, at: time)
    return copy.finishedTraces
  }

  /// Forgets the gesture in progress, if any, keeping the recorded ones: for a host that stops
  /// passing events through the recorder and so would not see the gesture's end.
  public mutating func discardGestureInProgress() {
    gesture = nil
  }

  /// Forgets every recorded gesture, and the one in progress. Names go on counting, so that a
  /// file shared before and one shared after never have the same name.
  public mutating func removeAll() {
    finishedTraces.removeAll()
    gesture = nil
  }

  // MARK: Internals

  /// Whether an event on a resting drawer may begin a gesture: a touch coming down, or a command
  /// that a touch might catch.
  static func begins(_ event: DrawerEvent) -> Bool {
    switch event {
    case .down(let point, _): point.isFinite
    case .open, .close, .toggle: true
    case .move, .up, .cancel, .claim, .frame, .predicted, .resize, .configure: false
    }
  }

  /// Where the drawer rests at `time`, if it does: resting, or settling with its spring at rest
  /// by then (the engine lets time run on to an event before applying it).
  static func restState(of drawer: Drawer, at time: Double) -> DrawerRestState? {
    switch drawer.phase {
    case .resting(let rest): rest
    case .settling(let settling) where time >= settling.restTime: settling.target
    default: nil
    }
  }

  /// Keeps the finished gesture as a trace, if a finger touched: `rest` is where its drawer
  /// (the first of a pair) came to rest, `secondRest` where the second did.
  mutating func finish(
    _ finished: RecordedGesture, at rest: DrawerRestState, second secondRest: DrawerRestState? = nil
  ) {
    gesture = nil
    guard finished.touchCount > 0 else { return }
    recordedCount += 1
    let number = String(recordedCount)
    let name =
      namePrefix + "-" + String(repeating: "0", count: Swift.max(0, 3 - number.count))
      + number
    finishedTraces.append(finished.trace(name: name, outcome: rest, secondOutcome: secondRest))
    trim()
  }

  private mutating func trim() {
    if finishedTraces.count > capacity {
      finishedTraces.removeFirst(finishedTraces.count - capacity)
    }
  }
}

extension DrawerEvent {
  /// The same event `offset` seconds later.
  package func shifted(by offset: Double) -> DrawerEvent {
    switch self {
    case .down(let point, let time): .down(at: point, time: time + offset)
    case .move(let point, let time): .move(at: point, time: time + offset)
    case .up(let point, let time): .up(at: point, time: time + offset)
    case .cancel(let time): .cancel(time: time + offset)
    case .claim(let time): .claim(time: time + offset)
    case .frame(let time): .frame(time: time + offset)
    case .predicted(let point, let instant, let time):
      .predicted(at: point, for: instant + offset, time: time + offset)
    case .open(let animated, let time): .open(animated: animated, time: time + offset)
    case .close(let animated, let time): .close(animated: animated, time: time + offset)
    case .toggle(let animated, let time): .toggle(animated: animated, time: time + offset)
    case .resize(let size, let time): .resize(to: size, time: time + offset)
    case .configure(let configuration, let time): .configure(configuration, time: time + offset)
    }
  }
}
