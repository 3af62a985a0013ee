@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerReleaseRuleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let offset: Double
    let velocity: Double
    let expected: DrawerRestState
    let why: String
    var testDescription: String { "\(offset) pt at \(velocity) pt/s → \(expected) (\(why))" }
  }

  /// A 300 pt drawer: half is 150 pt; projection adds about 0.499 s of velocity.
  static let cases: [Case] = [
    Case(offset: 140, velocity: 0, expected: .closed, why: "still, under half"),
    Case(offset: 160, velocity: 0, expected: .open, why: "still, past half"),
    Case(offset: 140, velocity: 49, expected: .closed, why: "under the dead zone is noise"),
    Case(offset: 160, velocity: -49, expected: .open, why: "noise the other way"),
    Case(offset: 140, velocity: 50, expected: .open, why: "at the dead zone, projected to ≈165"),
    Case(offset: 100, velocity: 99, expected: .closed, why: "projected to ≈149"),
    Case(offset: 100, velocity: 101, expected: .open, why: "projected to ≈150.4"),
    Case(offset: 250, velocity: -250, expected: .closed, why: "far open, but projected to ≈125"),
    Case(offset: 20, velocity: 399, expected: .open, why: "projected to ≈219"),
    Case(offset: 5, velocity: 399, expected: .open, why: "projected to ≈204"),
    Case(offset: 290, velocity: -399, expected: .closed, why: "projected to ≈91"),
    Case(offset: 10, velocity: 400, expected: .open, why: "at the commit velocity: direction"),
    Case(offset: 295, velocity: -400, expected: .closed, why: "commit velocity, closing"),
    Case(offset: 299, velocity: -5000, expected: .closed, why: "thrown closed"),
    Case(offset: 1, velocity: 5000, expected: .open, why: "thrown open"),
    Case(offset: 320, velocity: 0, expected: .open, why: "released in the rubber band"),
    Case(offset: -10, velocity: 0, expected: .closed, why: "released past closed"),
  ]

  @Test(arguments: cases)
  func decides(_ item: Case) {
    let rule = DrawerReleaseRule()
    #expect(
      rule.restState(offset: item.offset, velocity: item.velocity, width: 300) == item.expected)
  }

  @Test func projectionIsContinuousBetweenTheThresholds() {
    // Across the band between the thresholds, the boundary between open and closed moves
    // smoothly with velocity: offset + 0.499·v = 150.
    let rule = DrawerReleaseRule()
    for velocity in stride(from: 50.0, to: 399, by: 7) {
      let boundary = 150 - rule.projection.distance(forVelocity: velocity)
      #expect(rule.restState(offset: boundary + 0.01, velocity: velocity, width: 300) == .open)
      #expect(rule.restState(offset: boundary - 0.01, velocity: velocity, width: 300) == .closed)
    }
  }

  @Test func thresholdsAreSanitised() {
    var rule = DrawerReleaseRule(velocityDeadZone: -10, commitVelocity: .nan, decelerationRate: 2)
    #expect(rule.velocityDeadZone == 0)
    #expect(rule.commitVelocity == 0)
    #expect(rule.projection.decelerationRate == 0.9999)
    rule.velocityDeadZone = 500
    #expect(rule.commitVelocity == 500)
    rule.commitVelocity = .infinity
    #expect(rule.commitVelocity == .greatestFiniteMagnitude)
    #expect(rule.restState(offset: .nan, velocity: .nan, width: 300) == .closed)
  }

  @Test func momentumProjectionIsUIKitsFormula() {
    let projection = MomentumProjection()
    #expect(abs(projection.projected(from: 100, velocity: 300) - 249.7) < 1e-9)
    #expect(abs(MomentumProjection(decelerationRate: 0.99).distance(forVelocity: 1000) - 99) < 1e-9)
  }
}
