@_spi(DrawerKit) public import DrawerCore

/// What an animation is asked to do: take the drawer from where it is, moving as it is, to a rest
/// offset.
public struct ReferenceSettleRequest: Sendable, Hashable {
  /// The drawer's offset when the animation starts, in points.
  public var from: Double
  /// The finger's (or, for a command, the drawer's) velocity, in points per second, positive
  /// toward open.
  public var velocity: Double
  /// The rest offset to go to, in points: `0` or ``width``.
  public var to: Double
  /// The open drawer's width, in points.
  public var width: Double
  /// The container's width, in points.
  public var containerWidth: Double
}

/// How a reference drawer moves to its rest state: a planner from a request to a curve.
public struct ReferenceAnimation: Sendable {
  private let planner: @Sendable (ReferenceSettleRequest) -> ReferenceCurve

  /// Creates an animation from a planner.
  ///
  /// - Parameter plan: the curve for a request.
  public init(_ plan: @escaping @Sendable (ReferenceSettleRequest) -> ReferenceCurve) {
    self.planner = plan
  }

  /// The curve for a request.
  ///
  /// - Parameter request: where from, how fast, where to.
  /// - Returns: the planned motion.
  public func plan(_ request: ReferenceSettleRequest) -> ReferenceCurve {
    planner(request)
  }

  /// A timing curve of fixed duration from the release position, ignoring the release velocity
  /// (`withAnimation(.easeInOut(duration:))`, `UIView.animate(withDuration:)`).
  ///
  /// - Parameters:
  ///   - duration: the duration in seconds.
  ///   - easing: the timing curve.
  /// - Returns: the animation.
  public static func timing(duration: Double, easing: ReferenceEasing) -> ReferenceAnimation {
    ReferenceAnimation { request in
      .timing(from: request.from, to: request.to, duration: duration, easing: easing)
    }
  }

  /// A spring to the rest offset, fed the release velocity or not.
  ///
  /// - Parameters:
  ///   - spring: the spring.
  ///   - feedsVelocity: whether the spring starts at the release velocity (`true`) or at rest.
  /// - Returns: the animation.
  public static func spring(_ spring: DrawerSpring, feedsVelocity: Bool) -> ReferenceAnimation {
    ReferenceAnimation { request in
      let displacement = request.from - request.to
      let velocity = feedsVelocity ? request.velocity : 0
      return .spring(
        equilibrium: request.to, displacement: displacement, velocity: velocity, spring: spring,
        duration: spring.settlingTime(from: displacement, velocity: velocity), stop: request.to)
    }
  }
}

/// A planned motion to a rest offset, as a pure function of the time since it started.
public enum ReferenceCurve: Sendable, Hashable {
  /// From `from` to `to` in `duration` seconds along a timing curve.
  case timing(from: Double, to: Double, duration: Double, easing: ReferenceEasing)
  /// A damped spring about `equilibrium`, started `displacement` points from it at `velocity`
  /// points per second; after `duration` seconds the drawer is at `stop`.
  case spring(
    equilibrium: Double, displacement: Double, velocity: Double, spring: DrawerSpring,
    duration: Double, stop: Double)

  /// How long the motion lasts, in seconds.
  public var duration: Double {
    switch self {
    case .timing(_, _, let duration, _): duration
    case .spring(_, _, _, _, let duration, _): duration
    }
  }

  /// The rest offset the motion ends at, in points.
  public var end: Double {
    switch self {
    case .timing(_, let to, _, _): to
    case .spring(_, _, _, _, _, let stop): stop
    }
  }

  /// The offset `elapsed` seconds after the start, in points.
  ///
  /// - Parameter elapsed: seconds since the start; clamped to `0...duration`.
  /// - Returns: the offset in points.
  public func offset(elapsed: Double) -> Double {
    guard elapsed < duration else { return end }
    let t = Swift.max(elapsed, 0)
    switch self {
    case .timing(let from, let to, let duration, let easing):
      return from + (to - from) * easing.progress(t / duration)
    case .spring(let equilibrium, let displacement, let velocity, let spring, _, _):
      return equilibrium + spring.value(at: t, from: displacement, velocity: velocity)
    }
  }
}

/// A timing curve: the fraction of the distance covered at a fraction of the duration.
public enum ReferenceEasing: Sendable, Hashable {
  /// A CSS/Core Animation cubic Bézier from `(0, 0)` to `(1, 1)` with control points
  /// `(x1, y1)` and `(x2, y2)`.
  case cubicBezier(Double, Double, Double, Double)
  /// Android's `ViewDragHelper` interpolator, `1 - (1 - t)⁵`: a quintic ease-out that starts at
  /// five times the average speed.
  case quinticEaseOut

  /// SwiftUI's and Core Animation's ease-in-out, `(0.42, 0, 0.58, 1)`.
  public static let easeInOut = ReferenceEasing.cubicBezier(0.42, 0, 0.58, 1)
  /// UIKit's ease-in, `(0.42, 0, 1, 1)`.
  public static let easeIn = ReferenceEasing.cubicBezier(0.42, 0, 1, 1)

  /// The fraction of the distance covered at `t`.
  ///
  /// - Parameter t: the fraction of the duration, clamped to `0...1`.
  /// - Returns: the fraction of the distance.
  public func progress(_ t: Double) -> Double {
    let t = Swift.min(Swift.max(t, 0), 1)
    switch self {
    case .quinticEaseOut:
      let u = 1 - t
      return 1 - u * u * u * u * u
    case .cubicBezier(let x1, let y1, let x2, let y2):
      // Solve x(s) = t for the curve parameter s by bisection (x is monotonic for control
      // points in 0...1), then return y(s).
      func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
      }
      var low = 0.0
      var high = 1.0
      for _ in 0..<60 {
        let middle = (low + high) / 2
        if bezier(middle, x1, x2) < t { low = middle } else { high = middle }
      }
      return bezier((low + high) / 2, y1, y2)
    }
  }
}
