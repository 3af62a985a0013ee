@_spi(DrawerKit) import DrawerCore
import Testing

/// Checks what must hold of any drawer after any event.
func checkInvariants(_ drawer: Drawer, at time: Double, context: @autoclosure () -> String) {
  if let violation = drawer.invariantViolation(at: time) {
    Issue.record("\(violation): \(context())")
  }
}

@Suite struct DrawerInvariantTests {
  /// A drawer in each phase, at time 1.
  static func drawersInEveryPhase() -> [(String, Drawer)] {
    let restingClosed = makeDrawer()
    let restingOpen = makeDrawer(initial: .open)
    var pendingClosed = makeDrawer()
    pendingClosed.handle(.down(at: DrawerPoint(x: 5, y: 300), time: 1))
    var pendingOpen = makeDrawer(initial: .open)
    pendingOpen.handle(.down(at: DrawerPoint(x: 350, y: 300), time: 1))
    var tracking = makeDrawer()
    tracking.handle(.down(at: DrawerPoint(x: 5, y: 300), time: 0.9))
    tracking.handle(.move(at: DrawerPoint(x: 120, y: 300), time: 1))
    var overdragged = makeDrawer(initial: .open)
    overdragged.handle(.down(at: DrawerPoint(x: 200, y: 300), time: 0.9))
    overdragged.handle(.move(at: DrawerPoint(x: 380, y: 300), time: 1))
    var settling = makeDrawer()
    settling.handle(.open(time: 0.95))
    var held = Drawer(
      configuration: DrawerConfiguration(width: .fixed(300), claimPolicy: .explicit),
      container: phone)
    held.handle(.down(at: DrawerPoint(x: 5, y: 300), time: 0.9))
    held.handle(.move(at: DrawerPoint(x: 120, y: 300), time: 1))
    var caught = Drawer(
      configuration: DrawerConfiguration(width: .fixed(300), claimPolicy: .explicit),
      container: phone)
    caught.handle(.open(time: 0.9))
    caught.handle(.frame(time: 0.96))
    caught.handle(.down(at: DrawerPoint(x: 20, y: 300), time: 0.95))
    return [
      ("resting closed", restingClosed), ("resting open", restingOpen),
      ("pending closed", pendingClosed), ("pending open", pendingOpen), ("tracking", tracking),
      ("tracking in the band", overdragged), ("settling", settling),
      ("held for a claim", held), ("caught", caught),
    ]
  }

  static let events: [(String, DrawerEvent)] = [
    ("down in the edge zone", .down(at: DrawerPoint(x: 4, y: 300), time: 1.01)),
    ("down on content", .down(at: DrawerPoint(x: 200, y: 300), time: 1.01)),
    ("down on the scrim", .down(at: DrawerPoint(x: 360, y: 300), time: 1.01)),
    ("move", .move(at: DrawerPoint(x: 160, y: 310), time: 1.01)),
    ("vertical move", .move(at: DrawerPoint(x: 5, y: 360), time: 1.01)),
    ("up", .up(at: DrawerPoint(x: 160, y: 310), time: 1.01)),
    ("cancel", .cancel(time: 1.01)),
    ("claim", .claim(time: 1.01)),
    ("a frame ahead", .frame(time: 1.03)),
    ("a NaN frame", .frame(time: .nan)),
    ("open", .open(time: 1.01)), ("open at once", .open(animated: false, time: 1.01)),
    ("close", .close(time: 1.01)), ("close at once", .close(animated: false, time: 1.01)),
    ("toggle", .toggle(time: 1.01)), ("toggle at once", .toggle(animated: false, time: 1.01)),
    ("resize", .resize(to: DrawerSize(width: 250, height: 600), time: 1.01)),
    ("resize to nothing", .resize(to: .zero, time: 1.01)),
    (
      "lock closed",
      .configure(DrawerConfiguration(width: .fixed(300), lockMode: .lockedClosed), time: 1.01)
    ),
    (
      "move to the other edge",
      .configure(DrawerConfiguration(edge: .trailing, width: .fixed(300)), time: 1.01)
    ),
    ("an event from the past", .toggle(time: 0.2)),
    ("a NaN time", .close(time: .nan)),
  ]

  @Test func everyPhaseTimesEveryEventYieldsAValidPhase() {
    for (phaseName, drawer) in Self.drawersInEveryPhase() {
      for (eventName, event) in Self.events {
        var next = drawer
        next.handle(event)
        let context = "\(phaseName) × \(eventName) → \(next.phase.name)"
        checkInvariants(next, at: next.time, context: context)
        #expect(next.time >= drawer.time, "\(context)")
        // Once touches stop, the drawer comes to rest.
        if case .tracking = next.phase {
          next.handle(.up(at: DrawerPoint(x: 160, y: 310), time: next.time + 0.1))
        }
        if case .pending = next.phase { next.handle(.cancel(time: next.time + 0.1)) }
        next.settle(from: next.time)
        #expect(next.phase.name == "resting", "\(context) never rests")
      }
    }
  }

  @Test func randomEventStreamsKeepTheDrawerInBoundsAndComeToRest() {
    let seed = UInt64.random(in: 0...UInt64.max)
    var generator = SplitMix64(seed: seed)
    for sequence in 0..<2000 {
      var configuration = DrawerConfiguration()
      configuration.edge = DrawerEdge.allCases.randomElement(using: &generator)!
      configuration.layoutDirection = DrawerLayoutDirection.allCases.randomElement(
        using: &generator)!
      configuration.openZone = Bool.random(using: &generator) ? .anywhere : .default
      configuration.spring = DrawerSpring(
        duration: Double.random(in: 0.1...0.8, using: &generator),
        bounce: Double.random(in: -0.5...0.7, using: &generator))
      var drawer = Drawer(
        configuration: configuration,
        container: DrawerSize(width: Double.random(in: 280...1100, using: &generator), height: 800),
        initial: Bool.random(using: &generator) ? .open : .closed)
      var time = 0.0
      var finger = DrawerPoint(x: 10, y: 400)
      for step in 0..<60 {
        time += Double.random(in: 0...0.05, using: &generator)
        let event: DrawerEvent
        switch Int.random(in: 0..<20, using: &generator) {
        case 0..<3:
          finger = DrawerPoint(
            x: Double.random(in: -20...(drawer.container.width + 20), using: &generator),
            y: Double.random(in: 0...800, using: &generator))
          event = .down(at: finger, time: time)
        case 3..<12:
          finger.x += Double.random(in: -60...60, using: &generator)
          finger.y += Double.random(in: -15...15, using: &generator)
          event = .move(at: finger, time: time)
        case 12..<14: event = .up(at: finger, time: time)
        case 14: event = .cancel(time: time)
        case 15: event = .toggle(animated: Bool.random(using: &generator), time: time)
        case 16: event = Bool.random(using: &generator) ? .open(time: time) : .close(time: time)
        case 17:
          event = .resize(
            to: DrawerSize(width: Double.random(in: 200...1200, using: &generator), height: 800),
            time: time)
        case 18:
          var changed = drawer.configuration
          changed.lockMode = DrawerLockMode.allCases.randomElement(using: &generator)!
          event = .configure(changed, time: time)
        default:
          // Out of order in time.
          event = .move(at: finger, time: time - Double.random(in: 0...0.2, using: &generator))
        }
        drawer.handle(event)
        let context = "seed \(seed), sequence \(sequence), step \(step), \(event)"
        checkInvariants(drawer, at: time, context: context)
        if case .tracking = drawer.phase {
        } else if drawer.configuration.lockMode != .unlocked, !drawer.isSettling {
          // A locked drawer at rest stays at its lock.
          #expect(drawer.phase.name == "resting" || drawer.phase.name == "settling", "\(context)")
        }
      }
      // Touches stop: the finger lifts, and the drawer rests within a bound set by its spring.
      drawer.handle(.up(at: finger, time: time + 0.01))
      let released = drawer.time
      drawer.settle(from: released, limit: 60)
      #expect(drawer.phase.name == "resting", "seed \(seed), sequence \(sequence) never rests")
      let bound = drawer.configuration.spring.settlingTime(
        from: 3 * drawer.width, velocity: 8000 * 3)
      #expect(drawer.time - released <= bound + 1.0 / 120, "seed \(seed), sequence \(sequence)")
    }
  }
}
