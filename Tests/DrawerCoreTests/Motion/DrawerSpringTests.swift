@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerSpringTests {
  /// Damping ratios across the three regimes, including the two sides of critical damping where
  /// the closed forms are numerically delicate.
  static let dampingRatios: [Double] = [0.3, 0.86, 1, 1 - 1e-6, 1 + 1e-6, 1.5]

  /// Fourth-order Runge–Kutta integration of x'' = -k·x - c·x' in tiny steps.
  static func integrate(
    _ spring: DrawerSpring, x0: Double, v0: Double, until end: Double, step: Double = 1e-5
  ) -> [(time: Double, x: Double, v: Double)] {
    let k = spring.stiffness
    let c = spring.damping
    func acceleration(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
    var x = x0
    var v = v0
    var out: [(Double, Double, Double)] = [(0, x, v)]
    let steps = Int((end / step).rounded())
    for index in 1...steps {
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + step / 2 * k1v
      let k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
      let k3x = v + step / 2 * k2v
      let k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
      let k4x = v + step * k3v
      let k4v = acceleration(x + step * k3x, v + step * k3v)
      x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      if index % 500 == 0 { out.append((Double(index) * step, x, v)) }
    }
    return out
  }

  @Test(arguments: dampingRatios)
  func closedFormAgreesWithNumericalIntegration(dampingRatio: Double) {
    let spring = DrawerSpring(response: 0.3, dampingRatio: dampingRatio)
    for (x0, v0) in [(1.0, 0.0), (-1.0, 4.0), (0.5, -12.0), (0.0, 3.0)] {
      for sample in Self.integrate(spring, x0: x0, v0: v0, until: 1.2) {
        let state = spring.state(at: sample.time, from: x0, velocity: v0)
        #expect(
          abs(state.displacement - sample.x) < 1e-6,
          "ζ=\(dampingRatio) x0=\(x0) v0=\(v0) t=\(sample.time)")
        // Velocities are larger by ω₀ ≈ 21; hold them to the same relative accuracy.
        #expect(abs(state.velocity - sample.v) < 3e-5, "ζ=\(dampingRatio) t=\(sample.time)")
      }
    }
  }

  @Test(arguments: dampingRatios)
  func startsWhereAndAsFastAsItWasGiven(dampingRatio: Double) {
    let spring = DrawerSpring(response: 0.4, dampingRatio: dampingRatio)
    let state = spring.state(at: 0, from: -137.5, velocity: 912)
    #expect(abs(state.displacement - -137.5) < 1e-9)
    #expect(abs(state.velocity - 912) < 1e-9)
  }

  @Test(arguments: [0.2, 0.3, 0.5, 1.0])
  func neverOvershootsWithoutBounceUnlessThrownPastIt(duration: Double) {
    let spring = DrawerSpring(duration: duration, bounce: 0)
    // From rest, moving away, or thrown toward the target slower than ω₀·|x₀|: no crossing.
    let limit = spring.angularFrequency * 300
    for v0 in [0.0, -2000, limit * 0.5, limit * 0.99] {
      #expect(spring.arrivalTime(from: -300, velocity: v0) == nil)
      var t = 0.0
      while t < 3 {
        let x = spring.value(at: t, from: -300, velocity: v0)
        #expect(x <= 1e-9, "overshoot \(x) at t=\(t), v0=\(v0)")
        t += 0.001
      }
    }
  }

  @Test(arguments: [1.0, 1 + 1e-6, 1.5, 4])
  func arrivalTimeIsWhereAHardThrowReachesTheTarget(dampingRatio: Double) throws {
    let spring = DrawerSpring(response: 0.3, dampingRatio: dampingRatio)
    let v0 = spring.angularFrequency * 300 * 3 * dampingRatio
    let arrival = try #require(spring.arrivalTime(from: -300, velocity: v0))
    #expect(abs(spring.value(at: arrival, from: -300, velocity: v0)) < 1e-6)
    #expect(spring.value(at: arrival * 0.99, from: -300, velocity: v0) < 0)
    #expect(spring.value(at: arrival * 1.01, from: -300, velocity: v0) > 0)
    // Mirrored: from above, thrown down.
    #expect(spring.arrivalTime(from: 300, velocity: -v0).map { abs($0 - arrival) < 1e-9 } == true)
    // An under-damped spring overshoots by design and has no arrival.
    #expect(DrawerSpring(duration: 0.3, bounce: 0.2).arrivalTime(from: -300, velocity: v0) == nil)
  }

  @Test func bounceOvershoots() {
    let spring = DrawerSpring(duration: 0.5, bounce: 0.3)
    let peak = stride(from: 0.0, to: 2, by: 0.001).map {
      spring.value(at: $0, from: -100, velocity: 0)
    }.max()!
    #expect(peak > 1)
  }

  @Test func reproducesSwiftUIsDocumentedExample() {
    let spring = DrawerSpring(duration: 0.5, bounce: 0.3)
    #expect(abs(spring.stiffness - 157.9) < 0.05)
    #expect(abs(spring.damping - 17.6) < 0.05)
    #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
    #expect(abs(spring.bounce - 0.3) < 1e-12)
    #expect(spring.response == 0.5)
  }

  @Test func parameterFormsConvertBothWays() {
    let physical = DrawerSpring(response: 0.45, dampingRatio: 0.8)
    let perceptual = DrawerSpring(duration: physical.duration, bounce: physical.bounce)
    #expect(abs(perceptual.dampingRatio - 0.8) < 1e-12)
    let overdamped = DrawerSpring(duration: 0.3, bounce: -0.5)
    #expect(abs(overdamped.dampingRatio - 2) < 1e-12)
    #expect(abs(overdamped.bounce - -0.5) < 1e-12)
    let fromCoefficients = DrawerSpring(stiffness: physical.stiffness, damping: physical.damping)
    #expect(abs(fromCoefficients.response - 0.45) < 1e-12)
    #expect(abs(fromCoefficients.dampingRatio - 0.8) < 1e-12)
  }

  @Test func defaultIsCriticallyDampedAroundAThirdOfASecond() {
    #expect(DrawerSpring.default.dampingRatio == 1)
    #expect(DrawerSpring.default.response == 0.3)
  }

  @Test(arguments: dampingRatios)
  func restsWithinToleranceFromTheSettlingTimeOn(dampingRatio: Double) {
    let spring = DrawerSpring(response: 0.3, dampingRatio: dampingRatio)
    for (x0, v0) in [(-300.0, 0.0), (-120.0, 2500.0), (40.0, -8000.0), (0.05, 0.0)] {
      let settle = spring.settlingTime(from: x0, velocity: v0)
      #expect(settle.isFinite && settle >= 0)
      var t = settle
      while t < settle + 3 {
        let state = spring.state(at: t, from: x0, velocity: v0)
        #expect(abs(state.displacement) < 0.1, "ζ=\(dampingRatio) x0=\(x0) t=\(t)")
        #expect(abs(state.velocity) < 1)
        t += 0.0005
      }
      // And the bound is not absurdly loose: just before it, the spring is not far inside it.
      if settle > 0.05 {
        let before = spring.state(at: settle * 0.5, from: x0, velocity: v0)
        #expect(abs(before.displacement) >= 0.01 || abs(before.velocity) >= 0.1)
      }
    }
  }

  @Test(arguments: dampingRatios)
  func looksStillFromTheVisualSettlingTimeOnAndNoLaterThanItRests(dampingRatio: Double) {
    let spring = DrawerSpring(response: 0.3, dampingRatio: dampingRatio)
    for (x0, v0) in [(-300.0, 0.0), (-120.0, 2500.0), (300.0, -600.0), (0.3, 0.0)] {
      let visual = spring.visualSettlingTime(from: x0, velocity: v0, tolerance: 0.5)
      let rest = Swift.min(
        spring.settlingTime(from: x0, velocity: v0),
        spring.arrivalTime(from: x0, velocity: v0) ?? .infinity)
      #expect(visual <= rest, "ζ=\(dampingRatio) x0=\(x0)")
      let landed = spring.arrivalTime(from: x0, velocity: v0).map { abs($0 - visual) < 1e-12 }
      var t = visual
      // A landing is the drawer meeting its end stop: still from then on by construction.
      while landed != true && t < visual + 2 {
        #expect(abs(spring.value(at: t, from: x0, velocity: v0)) <= 0.5, "ζ=\(dampingRatio) t=\(t)")
        t += 0.0005
      }
    }
    // A throw hard enough to land: it looks still the instant it lands.
    if dampingRatio >= 1 {
      let arrival = spring.arrivalTime(from: -100, velocity: 8000)
      #expect(arrival != nil)
      #expect(spring.visualSettlingTime(from: -100, velocity: 8000, tolerance: 0.5) == arrival)
    }
  }

  @Test func settlingDurationMatchesTheUnitStep() {
    let spring = DrawerSpring.default
    let duration = spring.settlingDuration
    #expect(abs(spring.value(at: duration, from: 1, velocity: 0)) < 0.001)
    #expect(duration > 0.3 && duration < 1.5)
  }

  @Test func evaluationIsIndependentOfHowTimeIsStepped() {
    // A drawer released with the same state is at the same place at 1 s whether a host stepped
    // it at 60 Hz, 120 Hz, at random intervals or in one jump.
    var generator = SplitMix64(seed: 7)
    var positions: [Double] = []
    for steps in [60, 120, 0, -1] {
      var drawer = makeDrawer()
      drawer.drag(from: 5, through: [20, 50, 90, 130])
      let release = drawer.time
      var t = release
      if steps > 0 {
        for _ in 0..<steps { t += 0.5 / Double(steps); drawer.advance(to: t) }
      } else if steps == 0 {
        while t < release + 0.5 {
          t += Double.random(in: 0.001...0.03, using: &generator);
          drawer.advance(to: Swift.min(t, release + 0.5))
        }
      }
      positions.append(drawer.offset(at: release + 0.5))
    }
    #expect(positions.allSatisfy { $0 == positions[0] }, "\(positions)")
  }

  @Test func sanitisesOutOfRangeParameters() {
    #expect(DrawerSpring(duration: -1, bounce: 0).response == 0.01)
    #expect(DrawerSpring(duration: .nan, bounce: 0).response == 0.3)
    #expect(DrawerSpring(duration: .infinity, bounce: 0).response == 10)
    #expect(abs(DrawerSpring(duration: 0.3, bounce: 1).dampingRatio - 0.05) < 1e-12)
    #expect(DrawerSpring(duration: 0.3, bounce: .nan).dampingRatio == 1)
    #expect(DrawerSpring(response: 0.3, dampingRatio: 0).dampingRatio == 0.05)
    #expect(DrawerSpring(response: 0.3, dampingRatio: -.infinity).dampingRatio == 0.05)
    #expect(DrawerSpring(stiffness: -5, damping: 3).stiffness == DrawerSpring.default.stiffness)
    let weird = DrawerSpring(response: 0.01, dampingRatio: 20)
    let state = weird.state(at: 1e9, from: 1e12, velocity: -1e12)
    #expect(state.displacement.isFinite && state.velocity.isFinite)
    #expect(weird.settlingTime(from: .nan, velocity: 0) == 0)
  }
}
