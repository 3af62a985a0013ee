/// A damped spring, solved in closed form, that settles the drawer after a release.
///
/// Like SwiftUI's `Spring`, it is described either perceptually, by `duration` and `bounce`, or
/// physically, by `response` and `dampingRatio`, and exposes the derived `stiffness` and `damping`
/// of a unit mass. Unlike SwiftUI's, it is a plain value you can evaluate at any time: the
/// displacement from the target and the velocity, given the displacement and velocity at time
/// zero, are pure functions of the time since the spring started, so a frame at any rate, or one
/// delayed by a hitch, lands exactly where it should.
///
/// The conversions are SwiftUI's (documented with `Spring(duration:bounce:)`, the example
/// `duration 0.5, bounce 0.3` giving stiffness ≈ 157.9 and damping ≈ 17.6):
///
/// - `stiffness = (2π / duration)²`, with unit mass;
/// - `dampingRatio = 1 - bounce` for `bounce ≥ 0`, `1 / (1 + bounce)` for `bounce < 0`;
/// - `damping = 2 · dampingRatio · √stiffness`;
/// - `response` is `duration`.
///
/// The motion is the textbook solution of `x'' + c·x' + k·x = 0` with `x(0) = x₀`, `x'(0) = v₀`,
/// where `ω₀ = √k` and `ζ = c / (2√k)`:
///
/// - under-damped (`ζ < 1`), with `ω_d = ω₀√(1 - ζ²)`:
///   `x(t) = e^(-ζω₀t) · (x₀ cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t)`;
/// - critically damped (`ζ = 1`): `x(t) = (x₀ + (v₀ + ω₀x₀)·t) · e^(-ω₀t)`;
/// - over-damped (`ζ > 1`), with `ω_d = ω₀√(ζ² - 1)`:
///   `x(t) = e^(-ζω₀t) · (x₀ cosh ω_d t + (v₀ + ζω₀x₀)/ω_d · sinh ω_d t)`,
///   evaluated as a sum of two decaying exponentials once `ω_d t > 1` so that nothing overflows.
///
/// Sanitisation: `response` (and `duration`) is clamped to `0.01...10` seconds, NaN becoming
/// `0.3`; `dampingRatio` is clamped to `0.05...20`, NaN becoming `1`; `bounce` is therefore
/// effectively limited to `-0.95...0.95`. An undamped spring would never come to rest, so it is
/// not representable.
public struct DrawerSpring: Sendable, Hashable {
  /// The time, in seconds, the spring takes to complete one period of oscillation if it were
  /// undamped; SwiftUI's `response`. In `0.01...10`.
  public let response: Double
  /// How quickly oscillation decays: `1` is critically damped (no overshoot), below `1` bounces,
  /// above `1` approaches more slowly. In `0.05...20`.
  public let dampingRatio: Double

  /// Creates a spring from its physical description, as SwiftUI's
  /// `Spring(response:dampingRatio:)`.
  ///
  /// ```swift
  /// let gentle = DrawerSpring(response: 0.4, dampingRatio: 0.9)
  /// ```
  /// - Parameters:
  ///   - response: the period of the undamped oscillation in seconds; clamped to `0.01...10`,
  ///     NaN becomes `0.3`.
  ///   - dampingRatio: the ratio of damping to critical damping; clamped to `0.05...20`, NaN
  ///     becomes `1`.
  public init(response: Double, dampingRatio: Double) {
    self.response = response.sanitised(to: 0.01...10, nan: 0.3)
    self.dampingRatio = dampingRatio.sanitised(to: 0.05...20, nan: 1)
  }

  /// Creates a spring from its perceptual description, as SwiftUI's `Spring(duration:bounce:)`.
  ///
  /// ```swift
  /// let springy = DrawerSpring(duration: 0.5, bounce: 0.3)
  /// springy.stiffness  // ≈ 157.9
  /// springy.damping    // ≈ 17.6
  /// ```
  /// - Parameters:
  ///   - duration: the perceptual duration in seconds, equal to `response`; clamped to
  ///     `0.01...10`, NaN becomes `0.3`.
  ///   - bounce: `0` for no overshoot, up to `0.95` for more bounce, down to `-0.95` for a slower,
  ///     over-damped approach; NaN becomes `0`.
  public init(duration: Double = 0.3, bounce: Double = 0) {
    let bounce = bounce.sanitised(to: -0.95...0.95, nan: 0)
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(response: duration, dampingRatio: ratio)
  }

  /// Creates a spring from the stiffness and damping of a unit mass.
  ///
  /// - Parameters:
  ///   - stiffness: the spring constant, in newtons per metre of a unit mass (s⁻²); must be
  ///     positive, otherwise the default stiffness is used.
  ///   - damping: the damping coefficient (s⁻¹); negative or NaN counts as the minimum damping.
  public init(stiffness: Double, damping: Double) {
    let k = stiffness.isFinite && stiffness > 0 ? stiffness : DrawerSpring.default.stiffness
    let omega = k.squareRoot()
    self.init(response: 2 * Double.pi / omega, dampingRatio: damping / (2 * omega))
  }

  /// The default drawer spring: critically damped, with a response of 0.3 s.
  public static let `default` = DrawerSpring(duration: 0.3, bounce: 0)
  /// A smooth spring with no bounce, as SwiftUI's `.smooth` (duration 0.5, bounce 0).
  public static let smooth = DrawerSpring(duration: 0.5, bounce: 0)
  /// A snappy spring with a little bounce, as SwiftUI's `.snappy` (duration 0.5, bounce 0.15).
  public static let snappy = DrawerSpring(duration: 0.5, bounce: 0.15)
  /// A bouncy spring, as SwiftUI's `.bouncy` (duration 0.5, bounce 0.3).
  public static let bouncy = DrawerSpring(duration: 0.5, bounce: 0.3)

  /// The perceptual duration in seconds; the same as ``response``.
  public var duration: Double { response }

  /// The perceptual bounce: `1 - dampingRatio` when under- or critically damped,
  /// `1 / dampingRatio - 1` when over-damped.
  public var bounce: Double {
    dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
  }

  /// The undamped angular frequency `ω₀ = 2π / response`, in radians per second.
  public var angularFrequency: Double { 2 * Double.pi / response }

  /// The spring constant of a unit mass, `ω₀²`, in s⁻².
  public var stiffness: Double { angularFrequency * angularFrequency }

  /// The damping coefficient of a unit mass, `2ζω₀`, in s⁻¹.
  public var damping: Double { 2 * dampingRatio * angularFrequency }

  /// The displacement from the target at `time` seconds after the spring started.
  ///
  /// - Parameters:
  ///   - time: seconds since the start; negative times count as `0`.
  ///   - displacement: the displacement from the target at time zero, in points.
  ///   - velocity: the velocity at time zero, in points per second.
  /// - Returns: the displacement from the target in points.
  public func value(at time: Double, from displacement: Double, velocity: Double) -> Double {
    state(at: time, from: displacement, velocity: velocity).displacement
  }

  /// The velocity at `time` seconds after the spring started, in points per second.
  ///
  /// - Parameters:
  ///   - time: seconds since the start; negative times count as `0`.
  ///   - displacement: the displacement from the target at time zero, in points.
  ///   - velocity: the velocity at time zero, in points per second.
  /// - Returns: the velocity in points per second.
  public func velocity(at time: Double, from displacement: Double, velocity: Double) -> Double {
    state(at: time, from: displacement, velocity: velocity).velocity
  }

  /// The displacement and velocity at `time` seconds after the spring started.
  ///
  /// - Parameters:
  ///   - time: seconds since the start; negative or NaN times count as `0`.
  ///   - x0: the displacement from the target at time zero, in points.
  ///   - v0: the velocity at time zero, in points per second.
  /// - Returns: the displacement in points and the velocity in points per second.
  public func state(
    at time: Double, from x0: Double, velocity v0: Double
  ) -> (displacement: Double, velocity: Double) {
    let t = time > 0 ? time : 0
    if t.isInfinite { return (0, 0) }
    let omega = angularFrequency
    let zeta = dampingRatio
    let decay = zeta * omega
    let q = v0 + decay * x0
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let envelope = CMath.exp(-decay * t)
      let c = CMath.cos(omegaD * t)
      let s = CMath.sin(omegaD * t)
      let x = envelope * (x0 * c + q / omegaD * s)
      let v = envelope * (v0 * c - (decay * v0 + omega * omega * x0) / omegaD * s)
      return (x, v)
    } else if zeta == 1 {
      let envelope = CMath.exp(-omega * t)
      let x = (x0 + q * t) * envelope
      let v = (v0 - omega * (v0 + omega * x0) * t) * envelope
      return (x, v)
    } else {
      let omegaD = omega * (zeta * zeta - 1).squareRoot()
      let a = omegaD * t
      let hyperbolicCos: Double
      let hyperbolicSinOverOmegaD: Double
      let envelope: Double
      if a <= 1 {
        envelope = CMath.exp(-decay * t)
        hyperbolicCos = CMath.cosh(a)
        // sinh(a)/ω_d stays accurate as ω_d → 0, where it tends to t.
        hyperbolicSinOverOmegaD = a == 0 ? t : CMath.sinh(a) / omegaD
      } else {
        // e^(-ζω₀t)·cosh(a) = (e^(a-ζω₀t) + e^(-a-ζω₀t)) / 2, and the same for sinh.
        let slow = CMath.exp(a - decay * t)
        let fast = CMath.exp(-a - decay * t)
        envelope = 1
        hyperbolicCos = (slow + fast) / 2
        hyperbolicSinOverOmegaD = (slow - fast) / 2 / omegaD
      }
      let x = envelope * (x0 * hyperbolicCos + q * hyperbolicSinOverOmegaD)
      let v =
        envelope
        * (v0 * hyperbolicCos - (decay * v0 + omega * omega * x0) * hyperbolicSinOverOmegaD)
      return (x, v)
    }
  }

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
