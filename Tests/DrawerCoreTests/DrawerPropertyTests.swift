import DrawerCore
import Testing

/// Long random streams of hostile input: every invariant a host relies on must hold after every
/// event. The seed of a failing stream is printed with each failure; set `replaySeed` to it to
/// replay that stream alone.
@Suite struct DrawerPropertyTests {
  /// Set to a printed seed to replay one failing stream.
  static let replaySeed: UInt64? = nil

  /// A random value that is now and then hostile: NaN, an infinity, negative or huge.
  static func hostile(
    _ normal: ClosedRange<Double>, _ generator: inout SplitMix64, rate: Int = 25
  ) -> Double {
    guard Int.random(in: 0..<rate, using: &generator) == 0 else {
      return Double.random(in: normal, using: &generator)
    }
    return [.nan, .infinity, -.infinity, -1, 0, 1e12, -1e12, .greatestFiniteMagnitude]
      .randomElement(using: &generator)!
  }

  static func randomConfiguration(_ g: inout SplitMix64) -> DrawerConfiguration {
    var c = DrawerConfiguration()
    c.edge = DrawerEdge.allCases.randomElement(using: &g)!
    c.layoutDirection = DrawerLayoutDirection.allCases.randomElement(using: &g)!
    switch Int.random(in: 0..<4, using: &g) {
    case 0: c.width = .fixed(hostile(50...600, &g), maximum: hostile(100...1000, &g))
    case 1: c.width = .fraction(hostile(0...1, &g))
    case 2: c.width = .inset(hostile(0...200, &g), maximum: hostile(100...400, &g))
    default: c.width = .default
    }
    c.openZone =
      Bool.random(using: &g)
      ? .anywhere : .edge(width: hostile(0...40, &g), safeAreaInset: hostile(0...50, &g))
    c.slop = hostile(0...20, &g)
    c.spring = DrawerSpring(duration: hostile(0.05...1, &g), bounce: hostile(-0.9...0.9, &g))
    c.rubberBandCoefficient = hostile(0...1, &g)
    c.release = DrawerReleaseRule(
      velocityDeadZone: hostile(0...100, &g), commitVelocity: hostile(100...1000, &g),
      decelerationRate: hostile(0.99...0.999, &g))
    c.lockMode = Int.random(in: 0..<5, using: &g) == 0 ? .lockedClosed : .unlocked
    return c
  }

  final class Veto: @unchecked Sendable {
    var refused: DrawerRestState?
  }

  @Test func hostileStreamsKeepEveryInvariant() {
    let seeds: [UInt64] =
      Self.replaySeed.map { [$0] }
      ?? (0..<150).map { _ in UInt64.random(in: 0...UInt64.max) }
    for seed in seeds {
      Self.run(seed: seed, events: 1500)
    }
  }

  static func run(seed: UInt64, events: Int) {
    var g = SplitMix64(seed: seed)
    let veto = Veto()
    var drawer = Drawer(
      configuration: randomConfiguration(&g),
      container: DrawerSize(width: hostile(200...1400, &g), height: 800),
      initial: Bool.random(using: &g) ? .open : .closed)
    drawer.confirmStateChange = { state in state != veto.refused }
    var time = 0.0
    var finger = DrawerPoint(x: 10, y: 400)
    var fingerDown = false
    for step in 0..<events {
      let context = "seed \(seed), step \(step)"
      // Time moves on, sometimes not at all, sometimes backwards, now and then NaN.
      time += Double.random(in: 0...0.03, using: &g)
      var eventTime = time
      switch Int.random(in: 0..<40, using: &g) {
      case 0: eventTime = time - Double.random(in: 0...0.5, using: &g)
      case 1: eventTime = .nan
      case 2: eventTime = .infinity
      default: break
      }
      if Int.random(in: 0..<50, using: &g) == 0 {
        veto.refused = [nil, .open, .closed].randomElement(using: &g)!
      }
      let before = drawer
      let event: DrawerEvent
      switch Int.random(in: 0..<100, using: &g) {
      case 0..<10:
        finger = DrawerPoint(
          x: hostile(-20...(drawer.container.width + 20), &g, rate: 60),
          y: hostile(0...800, &g, rate: 60))
        event = .down(at: finger, time: eventTime)
        if finger.isFinite { fingerDown = true }
      case 10..<60:
        finger.x = finger.x.isFinite ? finger.x + Double.random(in: -40...40, using: &g) : 100
        finger.y = finger.y.isFinite ? finger.y + Double.random(in: -20...20, using: &g) : 100
        if Int.random(in: 0..<80, using: &g) == 0 { finger.x = .nan }
        event = .move(at: finger, time: eventTime)
      case 60..<70:
        event = .up(at: finger, time: eventTime)
        fingerDown = false
      case 70..<73:
        event = .cancel(time: eventTime)
        fingerDown = false
      case 73..<78:
        let animated = Bool.random(using: &g)
        event = [
          .open(animated: animated, time: eventTime), .close(animated: animated, time: eventTime),
          .toggle(animated: animated, time: eventTime),
        ]
        .randomElement(using: &g)!
      case 78..<82:
        event = .resize(
          to: DrawerSize(width: hostile(0...1400, &g), height: hostile(0...1000, &g)),
          time: eventTime)
      case 82..<85:
        var changed =
          Int.random(in: 0..<3, using: &g) == 0 ? randomConfiguration(&g) : drawer.configuration
        changed.lockMode = DrawerLockMode.allCases.randomElement(using: &g)!
        event = .configure(changed, time: eventTime)
      default:
        // A duplicate of a recent event: the same touch twice.
        event = .move(at: finger, time: eventTime)
      }
      drawer.handle(event)
      let now = drawer.time
      checkInvariants(drawer, at: now, context: context + ", \(event)")
      // A random frame between now and the next event is just as sound.
      checkInvariants(drawer, at: now + Double.random(in: 0...0.05, using: &g), context: context)

      // The phase is consistent with the touches in flight.
      switch drawer.phase {
      case .pending, .tracking:
        #expect(fingerDown, "\(context): \(drawer.phase.name) with no finger down")
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
        if let origin, origin != refused {
          #expect(drawer.target != refused, "\(context): the veto on \(refused) was ignored")
        }
      }

      // A locked drawer does not move under touches.
      let isTouch: Bool
      switch event {
      case .down, .move, .up, .cancel: isTouch = true
      default: isTouch = false
      }
      if isTouch, before.configuration.lockMode != .unlocked, case .resting = before.phase {
        #expect(drawer.phase == before.phase, "\(context): a locked drawer moved")
        #expect(drawer.offset(at: now) == before.offset(at: now))
      }
    }
    // Touches stop; the drawer rests within the time its spring needs from the farthest it can
    // be, at the fastest it can move.
    drawer.handle(.up(at: finger, time: time + 0.01))
    let released = drawer.time
    let bound = drawer.configuration.spring.settlingTime(
      from: 2 * 1e6, velocity: VelocityTracker.maximumSpeed)
    if let rest = drawer.restTime {
      #expect(rest - released <= bound, "seed \(seed): rests \(rest - released) s after release")
      drawer.advance(to: rest)
    }
    #expect(drawer.phase.name == "resting", "seed \(seed): never rests")
  }
}
