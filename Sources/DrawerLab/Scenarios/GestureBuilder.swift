@_spi(DrawerKit) import DrawerCore

/// Writes the events of a scripted interaction as a hand would make them: a finger that comes
/// down, moves in steps at the touch sampling rate, holds still (sending nothing, as real fingers
/// do), and lifts; commands and resizes in between.
///
/// Positions are given along the opening axis, as the distance from the drawer's side of the
/// container, so one script serves a drawer on either side.
struct GestureBuilder {
  /// How a move is paced between its start and its end.
  enum Pace {
    /// At a constant speed.
    case steady
    /// Speeding up, then slowing down.
    case easeInOut
    /// Starting fast and slowing down to a stop.
    case easeOut

    func fraction(_ t: Double) -> Double {
      switch self {
      case .steady: t
      case .easeInOut: t * t * (3 - 2 * t)
      case .easeOut: 1 - (1 - t) * (1 - t)
      }
    }
  }

  /// The container the touches are in.
  private(set) var container: DrawerSize
  /// The drawer's side, which the distances are measured from.
  let side: DrawerSide
  /// The touch sampling rate, in hertz.
  let sampleRate: Double
  /// The events so far.
  private(set) var events: [TraceEvent] = []
  /// The time the script has reached, in seconds.
  private(set) var time: Double = 0
  private var finger: (along: Double, y: Double)?

  init(container: DrawerSize, side: DrawerSide, sampleRate: Double = 120) {
    self.container = container
    self.side = side
    self.sampleRate = sampleRate
  }

  private func point(along: Double, y: Double) -> DrawerPoint {
    DrawerPoint(x: side == .left ? along : container.width - along, y: y)
  }

  /// Lets time pass with nothing happening (a finger that is down stays still).
  mutating func wait(_ seconds: Double) {
    time += seconds
  }

  /// A finger comes down `along` points from the drawer's side, at height `y`.
  mutating func down(along: Double, y: Double) {
    precondition(finger == nil, "a finger is already down")
    finger = (along, y)
    events.append(TraceEvent(.down(at: point(along: along, y: y), time: time)))
  }

  /// The finger moves to `along` (and `y`, if given) over `duration` seconds, one sample per
  /// sampling period.
  mutating func move(
    to along: Double, y: Double? = nil, over duration: Double, pace: Pace = .steady
  ) {
    guard let start = finger else { preconditionFailure("no finger is down") }
    let endY = y ?? start.y
    let steps = Swift.max(1, Int((duration * sampleRate).rounded()))
    let startTime = time
    for step in 1...steps {
      let fraction = pace.fraction(Double(step) / Double(steps))
      let position = (
        start.along + (along - start.along) * fraction, start.y + (endY - start.y) * fraction
      )
      time = startTime + duration * Double(step) / Double(steps)
      events.append(TraceEvent(.move(at: point(along: position.0, y: position.1), time: time)))
      finger = position
    }
  }

  /// The finger lifts `after` seconds after its last sample, where it is.
  mutating func up(after: Double = 0.004) {
    guard let current = finger else { preconditionFailure("no finger is down") }
    time += after
    events.append(TraceEvent(.up(at: point(along: current.along, y: current.y), time: time)))
    finger = nil
  }

  /// The app toggles the drawer, or with `secondDrawer` the trace's second drawer.
  mutating func toggle(secondDrawer: Bool = false) {
    events.append(TraceEvent(.toggle(time: time), isForSecondDrawer: secondDrawer))
  }

  /// The container changes size.
  mutating func resize(to size: DrawerSize) {
    container = size
    events.append(TraceEvent(.resize(to: size, time: time)))
  }
}
