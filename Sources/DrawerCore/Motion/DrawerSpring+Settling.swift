/// When a spring comes to rest and when it first reaches its target: its settling time (to a
/// tolerance, or to where nothing more can be seen), the instant a spring without bounce lands
/// on its target, and SwiftUI's `settlingDuration`.
extension DrawerSpring {
  /// The time after which the spring stays within `tolerance` points of its target and moves
  /// slower than ten times `tolerance` points per second.
  ///
  /// The bound comes from an envelope of the closed-form solution, `(A + B·t)·e^(-λt)` with `λ`
  /// the slowest decay rate (`ζω₀` when under-damped, `(ζ - √(ζ² - 1))·ω₀` otherwise), so it holds
  /// for every later time, not just at the instant returned.
  ///
  /// - Parameters:
  ///   - x0: the displacement from the target at time zero, in points.
  ///   - v0: the velocity at time zero, in points per second.
  ///   - tolerance: the distance in points considered at rest; at least `1e-9`, NaN becomes the
  ///     default, 0.1 pt.
  /// - Returns: seconds from the start, finite and at least `0`.
  public func settlingTime(
    from x0: Double, velocity v0: Double, tolerance: Double = 0.1
  ) -> Double {
    let tolerance = tolerance.sanitised(to: 1e-9...Double.greatestFiniteMagnitude, nan: 0.1)
    guard x0.isFinite, v0.isFinite else { return 0 }
    let omega = angularFrequency
    let zeta = dampingRatio
    let decay = zeta * omega
    let q = v0 + decay * x0
    let p = decay * v0 + omega * omega * x0
    if zeta < 1 {
      // |x| ≤ √(x₀² + (q/ω_d)²)·e^(-ζω₀t), and the same for the velocity.
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let amplitude = (x0 * x0 + (q / omegaD) * (q / omegaD)).squareRoot()
      let speed = (v0 * v0 + (p / omegaD) * (p / omegaD)).squareRoot()
      return Swift.max(
        Self.envelopeCrossing(amplitude, 0, decay, below: tolerance),
        Self.envelopeCrossing(speed, 0, decay, below: tolerance * 10))
    }
    // cosh(a) ≤ e^a and sinh(a)/ω_d ≤ t·e^a, so |x| ≤ (|x₀| + |q|·t)·e^(-(ζω₀ - ω_d)t).
    let slowest = omega * (zeta - (zeta * zeta - 1).squareRoot())
    return Swift.max(
      Self.envelopeCrossing(abs(x0), abs(q), slowest, below: tolerance),
      Self.envelopeCrossing(abs(v0), abs(p), slowest, below: tolerance * 10))
  }

  /// The time from which `(a + b·t)·e^(-λt)` stays below `tolerance`.
  private static func envelopeCrossing(
    _ a: Double, _ b: Double, _ lambda: Double, below tolerance: Double
  ) -> Double {
    let f = { (t: Double) -> Double in (a + b * t) * CMath.exp(-lambda * t) }
    // The envelope rises until its peak at 1/λ - a/b, then falls for ever.
    let peak = b > 0 ? Swift.max(0, 1 / lambda - a / b) : 0
    // Its highest point is below the tolerance: it is below it from the start.
    if f(peak) < tolerance { return 0 }
    var lower = peak
    var upper = peak + 1 / lambda
    while f(upper) >= tolerance && upper < 1e6 {
      lower = upper
      upper = peak + (upper - peak) * 2
    }
    for _ in 0..<64 {
      let middle = (lower + upper) / 2
      if f(middle) < tolerance { upper = middle } else { lower = middle }
    }
    return upper
  }

  /// The time a spring without bounce first reaches its target, if it is thrown hard enough to.
  ///
  /// A critically or over-damped spring crosses its target at most once, and only when the
  /// initial velocity toward the target is large: for critical damping, when `v₀` exceeds
  /// `ω₀·|x₀|`. Its slow mode's coefficient, `v₀ + (ζ + √(ζ² - 1))·ω₀·x₀`, then has the opposite
  /// sign to `x₀`. A drawer uses this instant as its landing: it arrives at the open or closed
  /// position at the finger's speed, as against an end stop, instead of sailing past it.
  ///
  /// - Parameters:
  ///   - x0: the displacement from the target at time zero, in points.
  ///   - v0: the velocity at time zero, in points per second.
  /// - Returns: seconds from the start, or `nil` for an under-damped spring (which overshoots by
  ///   design) and for a spring that approaches its target without crossing it.
  public func arrivalTime(from x0: Double, velocity v0: Double) -> Double? {
    guard dampingRatio >= 1, x0 != 0, x0.isFinite, v0.isFinite else { return nil }
    let omega = angularFrequency
    let zeta = dampingRatio
    let slowModeCoefficient = v0 + (zeta + (zeta * zeta - 1).squareRoot()) * omega * x0
    guard slowModeCoefficient * x0 < 0 else { return nil }
    // One sign change between 0 and the time the slow mode dominates: bisect for it.
    var lower = 0.0
    var upper = response / 16
    while (value(at: upper, from: x0, velocity: v0) > 0) == (x0 > 0) {
      lower = upper
      upper *= 2
      if upper > 1e4 { return nil }
    }
    for _ in 0..<64 {
      let middle = (lower + upper) / 2
      if (value(at: middle, from: x0, velocity: v0) > 0) == (x0 > 0) {
        lower = middle
      } else {
        upper = middle
      }
    }
    return upper
  }

  /// The time from which a drawer on this spring looks still at its target: the earlier of the
  /// time it stays within `tolerance` points (``settlingTime(from:velocity:tolerance:)``) and,
  /// for a spring without bounce thrown hard enough, the instant it lands there
  /// (``arrivalTime(from:velocity:)``).
  ///
  /// ```swift
  /// let spring = DrawerSpring.default
  /// spring.visualSettlingTime(from: 320, velocity: 0, tolerance: 0.5)  // ≈ 0.45 s
  /// spring.settlingTime(from: 320, velocity: 0)                        // ≈ 0.54 s, to 0.1 pt
  /// ```
  ///
  /// - Parameters:
  ///   - x0: the displacement from the target at time zero, in points.
  ///   - v0: the velocity at time zero, in points per second.
  ///   - tolerance: the distance in points that cannot be seen; sanitised as by
  ///     ``settlingTime(from:velocity:tolerance:)``.
  /// - Returns: seconds from the start, finite and at least `0`.
  public func visualSettlingTime(
    from x0: Double, velocity v0: Double, tolerance: Double
  ) -> Double {
    Swift.min(
      settlingTime(from: x0, velocity: v0, tolerance: tolerance),
      arrivalTime(from: x0, velocity: v0) ?? .infinity)
  }

  /// The time the spring takes to settle from a unit displacement at rest, to within 0.1% of it;
  /// SwiftUI's `settlingDuration`.
  public var settlingDuration: Double {
    settlingTime(from: 1, velocity: 0, tolerance: 0.001)
  }
}
