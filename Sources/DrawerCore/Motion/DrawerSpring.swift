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
}
