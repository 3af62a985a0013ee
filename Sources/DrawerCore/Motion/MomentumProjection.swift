/// Where a thrown object would come to rest under UIKit's scroll-view deceleration.
///
/// A scroll view decelerates by multiplying its velocity by the deceleration rate `d` every
/// millisecond, so from velocity `v` (points per second) it travels
/// `v / 1000 · d / (1 - d)` points before stopping. With UIKit's normal rate `d = 0.998` that is
/// about `0.5 · v`: half a second's worth of momentum. The formula is Apple's, from WWDC 2018's
/// "Designing Fluid Interfaces", where it decides the rest point a thrown element should go to.
///
/// ```swift
/// let momentum = MomentumProjection()
/// momentum.projected(from: 100, velocity: 300)  // ≈ 249.7
/// ```
public struct MomentumProjection: Sendable, Hashable {
  /// The per-millisecond velocity multiplier, UIKit's `UIScrollView.DecelerationRate.normal`
  /// (`0.998`) by default, in `0.5...0.9999`.
  public let decelerationRate: Double

  /// Creates a projection.
  ///
  /// - Parameter decelerationRate: the per-millisecond velocity multiplier, clamped to
  ///   `0.5...0.9999`; NaN becomes `0.998`.
  public init(decelerationRate: Double = 0.998) {
    self.decelerationRate = decelerationRate.sanitised(to: 0.5...0.9999, nan: 0.998)
  }

  /// The distance travelled from velocity `v` before stopping, in points: `v/1000 · d/(1 - d)`.
  ///
  /// - Parameter velocity: the initial velocity in points per second.
  /// - Returns: the signed distance in points.
  public func distance(forVelocity velocity: Double) -> Double {
    velocity / 1000 * decelerationRate / (1 - decelerationRate)
  }

  /// Where an object at `position` moving at `velocity` would come to rest.
  ///
  /// - Parameters:
  ///   - position: the current position in points.
  ///   - velocity: the current velocity in points per second.
  /// - Returns: the projected rest position in points.
  public func projected(from position: Double, velocity: Double) -> Double {
    position + distance(forVelocity: velocity)
  }
}
