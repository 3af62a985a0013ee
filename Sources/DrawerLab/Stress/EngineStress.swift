@_spi(DrawerKit) package import DrawerCore

/// The rest state the stress's veto refuses, shared with the drawer's `confirmStateChange`.
/// (Outside the generic harness, so that the `@Sendable` closure captures nothing generic.)
private final class StressVeto: @unchecked Sendable {
  var refused: DrawerRestState?
}

/// Drives a drawer with a hostile stream of events decoded from bytes and checks, after every
/// event and at frames between them, the invariants every host relies on.
///
/// The same harness serves the libFuzzer target (bytes from the fuzzer), the soak (bytes from a
/// seeded random stream) and the regression tests (bytes saved from a crash). Each step decodes
/// one action: a touch (including ones out of order in time, duplicated, never ended,
/// cancelled, at NaN or infinite places), a claim, a drawn frame ahead of the touches, the
/// platform's prediction of the finger, a
/// programmatic command, a resize, a configuration or lock-mode change (either claim policy), a
/// change of veto, or a frame.
package struct EngineStress<Source: StressByteSource> {
  private var source: Source
  private var drawer: Drawer
  private let veto = StressVeto()
  private var time = 0.0
  private var finger = DrawerPoint(x: 10, y: 300)
  private var fingerDown = false
  /// How many invariant checks have passed.
  package private(set) var checks = 0
  /// How many events have been handled.
  package private(set) var events = 0

  /// A harness reading `source`, with a drawer tracked `tracking` with predictions from
  /// `predictionSource` (the configuration changes the stream makes keep both).
  package init(
    source: Source, tracking: DrawerTracking = .direct,
    predictionSource: DrawerPredictionSource = .engine
  ) {
    self.source = source
    drawer = Drawer(container: DrawerSize(width: 390, height: 844))
    drawer = Drawer(
      configuration: Self.configuration(
        from: &self.source,
        base: DrawerConfiguration(tracking: tracking, predictionSource: predictionSource)),
      container: DrawerSize(
        width: self.source.number(in: 0...1400), height: self.source.number(in: 0...1000)),
      initial: self.source.byte() & 1 == 0 ? .closed : .open)
    let veto = self.veto
    drawer.confirmStateChange = { state in state != veto.refused }
  }

  private static func configuration(
    from source: inout Source, base: DrawerConfiguration
  ) -> DrawerConfiguration {
    var c = base
    let flags = source.byte()
    c.edge = flags & 1 == 0 ? .leading : .trailing
    c.layoutDirection = flags & 2 == 0 ? .leftToRight : .rightToLeft
    switch flags >> 2 & 3 {
    case 0: c.width = .fixed(source.number(in: 0...600), maximum: source.number(in: 0...800))
    case 1: c.width = .fraction(source.number(in: 0...1))
    case 2: c.width = .inset(source.number(in: 0...300), maximum: source.number(in: 0...800))
    default: c.width = .default
    }
    c.openZone =
      flags & 16 == 0
      ? .anywhere
      : .edge(width: source.number(in: 0...60), safeAreaInset: source.number(in: 0...60))
    c.slop = source.number(in: 0...30)
    c.spring = DrawerSpring(
      duration: source.number(in: 0.02...1.5), bounce: source.number(in: -1...1))
    c.rubberBandCoefficient = source.number(in: 0...1)
    c.release = DrawerReleaseRule(
      velocityDeadZone: source.number(in: 0...200), commitVelocity: source.number(in: 0...2000),
      decelerationRate: source.number(in: 0.9...0.9999))
    let locks: [DrawerLockMode] = [.unlocked, .unlocked, .lockedClosed, .lockedOpen]
    c.lockMode = locks[Int(flags >> 5 & 3)]
    c.claimPolicy = flags & 128 == 0 ? .immediate : .explicit
    // Under a landscape notch, or not.
    c.edgeTravel =
      source.byte() & 1 == 0
      ? .none : DrawerEdgeTravel(start: source.number(in: 0...60), extra: source.number(in: 0...70))
    return c
  }

  /// Decodes and applies one action, then checks the invariants.
  ///
  /// - Returns: a description of the first broken invariant, or `nil`.
  package mutating func step() -> String? {
    let kind = source.byte()
    // Time moves on, or stands still, or (rarely) runs backwards or turns to NaN.
    let dt = Double(source.byte()) / 4000
    time += dt
    var eventTime = time
    switch kind >> 5 {
    case 0 where kind & 0x1F == 0: eventTime = time - dt * 50
    case 1 where kind & 0x1F == 0: eventTime = .nan
    default: break
    }
    let before = drawer
    let event: DrawerEvent
    switch kind % 32 {
    case 0..<4:
      finger = DrawerPoint(
        x: source.number(in: -20...(drawer.container.width + 20)),
        y: source.number(in: 0...drawer.container.height))
      if finger.isFinite { fingerDown = true }
      event = .down(at: finger, time: eventTime)
    case 4..<18:
      let dx = (Double(source.byte()) - 128) / 2
      let dy = (Double(source.byte()) - 128) / 8
      finger = DrawerPoint(
        x: finger.x.isFinite ? finger.x + dx : 100, y: finger.y.isFinite ? finger.y + dy : 100)
      event = .move(at: finger, time: eventTime)
    case 18..<21:
      fingerDown = false
      event = .up(at: finger, time: eventTime)
    case 21:
      fingerDown = false
      event = .cancel(time: eventTime)
    case 22..<25:
      let animated = source.byte() & 1 == 0
      event =
        switch kind % 3 {
        case 0: .open(animated: animated, time: eventTime)
        case 1: .close(animated: animated, time: eventTime)
        default: .toggle(animated: animated, time: eventTime)
        }
    case 25:
      event = .resize(
        to: DrawerSize(width: source.number(in: 0...1400), height: source.number(in: 0...1000)),
        time: eventTime)
    case 26:
      event = .configure(
        Self.configuration(from: &source, base: drawer.configuration), time: eventTime)
    case 27:
      let choice = source.byte() % 3
      veto.refused = choice == 0 ? nil : (choice == 1 ? .open : .closed)
      return frame(at: time + dt)
    case 28..<30:
      return frame(at: time + Double(source.byte()) / 1000)
    case 30:
      // The host's claim, a frame drawn for an instant up to 128 ms ahead of the touches, or
      // the platform's prediction of the finger up to 64 ms ahead and 32 pt either way.
      let detail = source.byte()
      switch detail & 3 {
      case 0, 2: event = .claim(time: eventTime)
      case 1: event = .frame(time: time + Double(detail >> 1) / 1000)
      default:
        let ahead = Double(detail >> 2)
        event = .predicted(
          at: DrawerPoint(x: finger.x + ahead - 32, y: finger.y),
          for: time + ahead / 1000, time: eventTime)
      }
    default:
      // A duplicate of the latest touch sample.
      event = .move(at: finger, time: eventTime)
    }
    drawer.handle(event)
    events += 1
    return check(after: event, before: before)
  }

  /// Moves time on without an event and checks the drawer there.
  private mutating func frame(at t: Double) -> String? {
    drawer.advance(to: t)
    checks += 1
    return drawer.invariantViolation(at: t).map { "at a frame: \($0)" }
  }

  private mutating func check(after event: DrawerEvent, before: Drawer) -> String? {
    checks += 1
    let now = drawer.time
    if let violation = drawer.invariantViolation(at: now) {
      return "after \(event): \(violation)"
    }
    switch drawer.phase {
    case .pending, .tracking:
      if !fingerDown { return "after \(event): \(drawer.phase.name) with no finger down" }
    case .resting, .settling:
      break
    }
    // A gesture that ends never goes where the veto refused.
    if case .up = event, let refused = veto.refused {
      let origin: DrawerRestState? =
        switch before.phase {
        case .pending(let touch): touch.rest
        case .tracking(let touch): touch.origin
        default: nil
        }
      if let origin, origin != refused, drawer.target == refused {
        return "after \(event): the veto on \(refused) was ignored"
      }
    }
    // Until the host claims a touch, its moves do not move the drawer.
    if case .move = event, case .tracking(let held) = before.phase, !held.isClaimed,
      case .tracking(let still) = drawer.phase, !still.isClaimed,
      drawer.offset(at: now) != before.offset(at: now)
    {
      return "after \(event): a touch not yet claimed moved the drawer"
    }
    // A locked drawer at rest does not move under touches.
    switch event {
    case .down, .move, .up, .cancel:
      if before.configuration.lockMode != .unlocked, case .resting = before.phase,
        drawer.phase != before.phase
      {
        return "after \(event): a locked drawer moved"
      }
    default:
      break
    }
    return nil
  }

  /// Lifts the finger and lets the drawer come to rest, checking that it does so within the
  /// time its spring needs from the farthest it can be at the fastest it can move.
  ///
  /// - Returns: a description of the broken invariant, or `nil`.
  package mutating func finish() -> String? {
    drawer.handle(.up(at: finger, time: time + 0.01))
    let released = drawer.time
    if let rest = drawer.restTime {
      let bound = drawer.configuration.spring.settlingTime(
        from: 2 * DrawerSize.maximumDimension, velocity: VelocityTracker.maximumSpeed)
      if rest - released > bound { return "rests \(rest - released) s after release" }
      drawer.advance(to: rest)
    }
    checks += 1
    if case .resting = drawer.phase { return drawer.invariantViolation(at: drawer.time) }
    return "never comes to rest: \(drawer.phase.name)"
  }
}
