@_spi(DrawerKit) import DrawerCore
import Foundation
import Testing

@_spi(DrawerKit) @testable import DrawerLab

/// Each metric on a hand-made trace whose answer is known.
@Suite struct BenchMetricsTests {
  /// A flick from the edge at 1440 pt/s, lifted while moving.
  static var flick: TraceBuilder {
    var builder = TraceBuilder(name: "flick")
    builder.stroke(at: 5, through: steps(from: 5, by: 12, count: 10))
    return builder
  }

  /// The flick, then a finger that grabs the drawer 50 ms later on its way and drags it back.
  static var flickAndGrab: TraceBuilder {
    var builder = flick
    builder.name = "flick-and-grab"
    builder.expect = .closed
    builder.wait(0.05)
    builder.stroke(at: 150, through: steps(from: 150, by: -6, count: 10))
    return builder
  }

  /// A slow drag from the edge: 3, 8, then 12 pt from the touch-down, and on.
  static var slowDrag: Trace {
    var builder = TraceBuilder(name: "slow-drag")
    builder.stroke(at: 2, through: [5, 10, 14, 20, 30, 40], liftDelay: 0.1)
    return builder.trace
  }

  @Test func aDrawerThatIgnoresTheReleaseVelocityShowsTheFingersVelocity() throws {
    let trace = Self.flick.trace
    let finger = fingerVelocity(of: trace)
    #expect(abs(finger - 1440) < 1)
    let tutorial = TraceMeasurement(trace: trace, behaviour: .tutorialA)
    let release = try #require(tutorial.releases.first)
    #expect(abs(release.drawerVelocity) < 0.01)
    #expect(abs(release.velocityJump - finger) < 0.01)
  }

  @Test(arguments: [BenchBehaviour.drawerKit, .composeMaterial3Drawer])
  func aDrawerFedTheVelocityShowsNoJump(behaviour: BenchBehaviour) throws {
    let measurement = TraceMeasurement(trace: Self.flick.trace, behaviour: behaviour)
    let release = try #require(measurement.releases.first)
    #expect(release.velocityJump < 0.01)
    #expect(release.positionJump < 1e-9)
  }

  @Test func aDrawerThatCannotBeCaughtShowsACatchFailure() {
    let trace = Self.flickAndGrab.trace
    let sideMenu = TraceMeasurement(trace: trace, behaviour: .sideMenu)
    #expect(sideMenu.catchJumps == [nil])
    let score = BenchScore(behaviour: "SideMenu", measurements: [sideMenu])
    #expect(score.catchFailures == 1)
    #expect(score.catchJump == nil)
  }

  @Test(arguments: [BenchBehaviour.drawerKit, .androidDrawerLayout, .flutterDrawer])
  func aDrawerCaughtWhereItIsShowsNoCatchJump(behaviour: BenchBehaviour) throws {
    let measurement = TraceMeasurement(trace: Self.flickAndGrab.trace, behaviour: behaviour)
    #expect(measurement.catchJumps.count == 1)
    let jump = try #require(measurement.catchJumps.first ?? nil)
    #expect(jump < 1e-9)
  }

  @Test func aDrawerDraggedFromItsAnimationsEndShowsTheLeap() throws {
    let builder = Self.flickAndGrab
    let trace = builder.trace
    let measurement = TraceMeasurement(trace: trace, behaviour: .tutorialA)
    let jump = try #require(measurement.catchJumps.first ?? nil)
    // Released at 120 pt (the translation includes the slop), easing to 300 over 0.3 s. The
    // grab is accepted on its second move, 12 pt from the touch-down: the drawer leaps to the
    // animation's end, 300, and moves back the whole 12 pt, where continuity asks for the
    // animated position moved back by the 2 pt beyond the slop.
    let release = trace.events[11].event.time
    let accepted = trace.events[14].event.time
    let animated = 120 + 180 * ReferenceEasing.easeInOut.progress((accepted - release) / 0.3)
    #expect(abs(jump - abs((300 - 12) - (animated - 2))) < 1e-9)
  }

  @Test func acceptanceJumpIsTheSlopForATranslationThatIncludesIt() throws {
    let measurement = TraceMeasurement(trace: Self.slowDrag, behaviour: .tutorialA)
    #expect(measurement.acceptanceJumps.count == 1)
    #expect(abs(try #require(measurement.acceptanceJumps.first) - 10) < 1e-9)
  }

  @Test func acceptanceJumpIsTheLostTravelForADrawerThatStartsAtAcceptance() throws {
    // Android's slop is 8 pt: accepted at 12 pt from the touch-down, 4 pt of travel lost, and
    // the drawer stays 4 pt behind the finger from then on.
    let android = TraceMeasurement(trace: Self.slowDrag, behaviour: .androidDrawerLayout)
    #expect(abs(try #require(android.acceptanceJumps.first) - 4) < 1e-9)
    #expect(abs(android.trackingError - 4) < 1e-9)
    // Flutter's is 18 pt: accepted at 28 pt, 10 pt lost.
    let flutter = TraceMeasurement(trace: Self.slowDrag, behaviour: .flutterDrawer)
    #expect(abs(try #require(flutter.acceptanceJumps.first) - 10) < 1e-9)
  }

  @Test(arguments: [BenchBehaviour.drawerKit, .composeMaterial3Drawer])
  func acceptanceJumpIsZeroFromTheSlop(behaviour: BenchBehaviour) throws {
    let measurement = TraceMeasurement(trace: Self.slowDrag, behaviour: behaviour)
    #expect(try #require(measurement.acceptanceJumps.first) < 1e-9)
    #expect(measurement.trackingError < 1e-9)
  }

  @Test(arguments: [BenchBehaviour.drawerKit, .tutorialA])
  func theRubberBandAndHardStopsAreNotTrackingErrors(behaviour: BenchBehaviour) {
    var builder = TraceBuilder(name: "overdrag", initial: .open, expect: .open)
    builder.stroke(at: 200, through: steps(from: 200, by: 10, count: 15), liftDelay: 0.1)
    let measurement = TraceMeasurement(trace: builder.trace, behaviour: behaviour)
    #expect(measurement.trackingError < 1e-9)
  }

  @Test func aFingerThatSlipsPastTheBoundShowsATrackingError() {
    // Android adds each movement to the clamped offset: 42 pt of travel past open (from the
    // slop crossing at 208 to 250) are lost, and the drawer stays 42 pt off the grabbed point.
    var builder = TraceBuilder(name: "slip", initial: .open, expect: .open)
    builder.stroke(
      at: 200,
      through: steps(from: 200, by: 10, count: 5) + steps(from: 250, by: -10, count: 10),
      liftDelay: 0.1)
    let measurement = TraceMeasurement(trace: builder.trace, behaviour: .androidDrawerLayout)
    #expect(abs(measurement.trackingError - 42) < 1e-9)
  }

  @Test func timeToRestOfAFixedAnimation() throws {
    let measurement = TraceMeasurement(trace: Self.flick.trace, behaviour: .tutorialA)
    let measured = try #require(measurement.releases.first?.timeToRest)
    // 120 → 300 over 0.3 s ease-in-out: within 0.5 pt once progress ≥ 1 - 0.5/180.
    var low = 0.0
    var high = 0.3
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if 180 * (1 - ReferenceEasing.easeInOut.progress(middle / 0.3)) <= 0.5 {
        high = middle
      } else {
        low = middle
      }
    }
    // Sampled every millisecond: the first sample at or after the crossing.
    #expect(measured >= high - 1e-9)
    #expect(measured <= high + 0.001 + 1e-9)
    #expect(measurement.releases.first?.overshoot == 0)
  }

  @Test func overshootOfAnUnderdampedSpring() throws {
    let ratio = 0.5
    let bouncy = BenchBehaviour(
      name: "bouncy",
      model: ReferenceModel(
        recogniser: ReferenceRecogniser(
          openZone: .anywhere, openDrawerArea: .anywhere, slop: 10, slopRule: .distance,
          dragStart: .includesSlop, following: .absolute, followsLiftOff: true,
          catching: .immediately),
        release: ReferenceReleaseRule { _ in .open },
        animation: .spring(
          DrawerSpring(response: 0.4, dampingRatio: ratio), feedsVelocity: false)))
    let measurement = TraceMeasurement(trace: Self.flick.trace, behaviour: bouncy)
    let overshoot = try #require(measurement.releases.first?.overshoot)
    // Released at rest 180 pt short of open: the first peak is 180·e^(-ζπ/√(1-ζ²)) past it.
    let expected = 180 * exp(-ratio * Double.pi / (1 - ratio * ratio).squareRoot())
    #expect(abs(overshoot - expected) < 0.01)
  }

  /// An open drawer dragged 20 pt on into the rubber band at 240 pt/s and lifted there.
  static var overdrag: Trace {
    var builder = TraceBuilder(name: "overdrag", initial: .open, expect: .open)
    builder.stroke(at: 200, through: steps(from: 200, by: 2, count: 10))
    return builder.trace
  }

  @Test(
    arguments: [
      // Let go in the band at 320 pt, on to 330, back to open: 10 pt farther than it was let go.
      ([(0.05, 330.0), (0.2, 300.0)], 10.0),
      // The same, swinging 6 pt back through open before it rests.
      ([(0.05, 325.0), (0.15, 294.0), (0.3, 300.0)], 6.0),
      // Straight back to open: no overshoot.
      ([(0.2, 300.0)], 0.0),
    ])
  func overshootPastTheReleaseInTheRubberBand(path: [(Double, Double)], expected: Double) throws {
    let measurement = TraceMeasurement(trace: Self.overdrag, behaviour: scripted(path))
    let release = try #require(measurement.releases.first)
    #expect(abs(try #require(release.overshoot) - expected) < 1e-9)
  }

  @Test(
    arguments: [
      // Let go at 150 pt on the way open: 12 pt past open.
      ([(0.1, 312.0), (0.2, 300.0)], 12.0),
      // Drifting 4 pt back before it turns and opens.
      ([(0.03, 146.0), (0.2, 300.0)], 4.0),
    ])
  func overshootOfADrawerLetGoShortOfItsRest(path: [(Double, Double)], expected: Double) throws {
    var builder = TraceBuilder(name: "drag")
    builder.stroke(at: 5, through: steps(from: 5, by: 15, count: 10))
    let measurement = TraceMeasurement(trace: builder.trace, behaviour: scripted(path))
    let release = try #require(measurement.releases.first)
    #expect(abs(release.fingerVelocity - 1800) < 1)
    #expect(abs(try #require(release.overshoot) - expected) < 1e-9)
  }

  @Test func aFlickReleasedInTheRubberBandCarriesOnPastOpen() throws {
    // Dragged outward at 240 pt/s from an open drawer: DrawerKit's spring carries the finger's
    // speed on into the band, where a clamped drawer stops at open.
    let engine = try #require(
      TraceMeasurement(trace: Self.overdrag, behaviour: .drawerKit).releases.first)
    #expect(try #require(engine.overshoot) > 1)
    let clamped = try #require(
      TraceMeasurement(trace: Self.overdrag, behaviour: .tutorialA).releases.first)
    #expect(clamped.overshoot == 0)
  }

  @Test func aDrawerSteppedPerFrameDependsOnTheFrameRate() {
    let halfway = BenchBehaviour(name: "halfway") { trace in HalfwayDrawer(width: trace.drawerWidth)
    }
    let trace = Trace(
      name: "open", container: phone, drawerWidth: 300, expect: .open,
      events: [TraceEvent(.open(time: 0))])
    // At 1/60 s: 150 pt after one 60 Hz frame, 225 pt after two 120 Hz frames.
    let measurement = TraceMeasurement(trace: trace, behaviour: halfway)
    #expect(abs(measurement.frameRateDeviation - 75) < 1e-9)
    let engine = TraceMeasurement(trace: trace, behaviour: .drawerKit)
    #expect(engine.frameRateDeviation == 0)
  }

  @Test func aDrawerWithNoAxisCheckTakesAScroll() {
    var builder = TraceBuilder(name: "scroll", expect: .closed, expectCapture: false)
    builder.stroke(
      at: 10, through: steps(from: 10, by: 3, count: 8),
      ys: steps(from: 400, by: 12, count: 8))
    let trace = builder.trace
    #expect(!TraceMeasurement(trace: trace, behaviour: .tutorialA).matchesIntent)
    #expect(TraceMeasurement(trace: trace, behaviour: .drawerKit).matchesIntent)
    #expect(TraceMeasurement(trace: trace, behaviour: .androidDrawerLayout).matchesIntent)
  }
}

/// A behaviour that follows the finger one to one from where it comes down (no slop, no clamp)
/// and, when the finger lifts, moves along `path`: straight lines through `(seconds after the
/// release, offset)` points, resting at the last.
func scripted(_ path: [(Double, Double)]) -> BenchBehaviour {
  BenchBehaviour(name: "scripted") { trace in
    ScriptedDrawer(
      path: path, width: trace.drawerWidth, resting: trace.initial == .open ? trace.drawerWidth : 0)
  }
}

private struct ScriptedDrawer: BenchDrawer {
  let path: [(Double, Double)]
  let width: Double
  var resting: Double
  var grab: (x: Double, offset: Double)?
  var shown: Double?
  var release: (time: Double, offset: Double)?
  var time = 0.0

  init(path: [(Double, Double)], width: Double, resting: Double) {
    self.path = path
    self.width = width
    self.resting = resting
  }

  var slop: Double { 0 }
  var motion: BenchMotionState {
    if release != nil { return .settling }
    return grab == nil ? .resting : .tracking
  }
  var target: DrawerRestState {
    (release.map { _ in path.last!.1 } ?? resting) > 0 ? .open : .closed
  }

  mutating func handle(_ event: DrawerEvent) {
    advance(to: event.time)
    switch event {
    case .down(let point, _):
      grab = (point.x, resting)
      shown = resting
    case .move(let point, _):
      if let grab { shown = grab.offset + point.x - grab.x }
    case .up(_, let time):
      if let shown { release = (time, shown) }
      grab = nil
    default: break
    }
  }

  mutating func advance(to time: Double) {
    self.time = time
    if let release, time >= release.time + path.last!.0 {
      resting = path.last!.1
      self.release = nil
      shown = nil
    }
  }

  func offset(at time: Double) -> Double {
    guard let release else { return shown ?? resting }
    var previous = (0.0, release.offset)
    for point in path {
      let elapsed = time - release.time
      if elapsed <= point.0 {
        let fraction = (elapsed - previous.0) / (point.0 - previous.0)
        return previous.1 + (point.1 - previous.1) * fraction
      }
      previous = point
    }
    return path.last!.1
  }
}

/// A drawer that moves halfway to its target on every frame: frame-rate dependent by design.
private struct HalfwayDrawer: BenchDrawer {
  let width: Double
  var position = 0.0
  var target = DrawerRestState.closed
  var slop: Double { 10 }
  var motion: BenchMotionState {
    position == (target == .open ? width : 0) ? .resting : .settling
  }

  mutating func handle(_ event: DrawerEvent) {
    if case .open = event { target = .open }
  }

  mutating func advance(to time: Double) {
    let goal = target == .open ? width : 0
    position += (goal - position) / 2
    if abs(goal - position) < 0.01 { position = goal }
  }

  func offset(at time: Double) -> Double { position }
}
