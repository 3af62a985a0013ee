/// Decides where the drawer goes when the finger lifts: where the hand was sending it.
///
/// Given the drawer's offset `x` (0 closed, `width` open) and the finger's velocity `v` along the
/// opening axis at lift-off:
///
/// 1. `|v|` below ``velocityDeadZone`` (50 pt/s) is noise and counts as `0`;
/// 2. `|v|` at or above ``commitVelocity`` (400 pt/s) goes the way it was thrown (Material's
///    rule, as Compose's and Android's drawers apply it);
/// 3. otherwise the drawer goes to the rest point nearest the projected position
///    `x + v·d/(1000·(1 - d))` with UIKit's deceleration rate `d` (see ``MomentumProjection``),
///    as WWDC 2018's "Designing Fluid Interfaces" recommends. Projection is continuous in both
///    position and velocity, so there is no cliff between "slow" and "fast".
///
/// Sanitisation: negative or NaN thresholds count as `0`, infinite ones as the largest finite
/// speed; ``commitVelocity`` is never below ``velocityDeadZone``; the deceleration rate is
/// sanitised by ``MomentumProjection``.
///
/// ```swift
/// let rule = DrawerReleaseRule()
/// rule.restState(offset: 120, velocity: 300, width: 300)  // .open: projected to ≈ 270
/// ```
public struct DrawerReleaseRule: Sendable, Hashable {
  /// Speeds below this are noise and count as zero, in points per second; default 50.
  public var velocityDeadZone: Double {
    didSet { sanitise() }
  }
  /// Speeds at or above this decide by direction alone, in points per second; default 400.
  public var commitVelocity: Double {
    didSet { sanitise() }
  }
  /// The projection used between the two thresholds; UIKit's normal rate, 0.998, by default.
  public var projection: MomentumProjection

  /// Creates a release rule.
  ///
  /// - Parameters:
  ///   - velocityDeadZone: the speed below which velocity is ignored, in points per second.
  ///   - commitVelocity: the speed from which the direction alone decides, in points per second.
  ///   - decelerationRate: the per-millisecond deceleration of the projection, `0.5...0.9999`.
  public init(
    velocityDeadZone: Double = 50, commitVelocity: Double = 400, decelerationRate: Double = 0.998
  ) {
    self.velocityDeadZone = velocityDeadZone
    self.commitVelocity = commitVelocity
    self.projection = MomentumProjection(decelerationRate: decelerationRate)
    sanitise()
  }

  private mutating func sanitise() {
    let deadZone = velocityDeadZone.sanitised(to: 0...Double.greatestFiniteMagnitude, nan: 0)
    let commit = commitVelocity.sanitised(to: 0...Double.greatestFiniteMagnitude, nan: 0)
    // Assign only on change: didSet would otherwise run again.
    if deadZone != velocityDeadZone { velocityDeadZone = deadZone }
    if Swift.max(commit, deadZone) != commitVelocity {
      commitVelocity = Swift.max(commit, deadZone)
    }
  }

  /// The rest state a drawer released at `offset` with `velocity` goes to.
  ///
  /// - Parameters:
  ///   - offset: the drawer's displayed offset in points, `0` closed, `width` open.
  ///   - velocity: the finger's velocity along the opening axis at lift-off, in points per second,
  ///     positive toward open; NaN counts as 0.
  ///   - width: the drawer's open width in points.
  /// - Returns: `.open` or `.closed`.
  public func restState(offset: Double, velocity: Double, width: Double) -> DrawerRestState {
    let speed = velocity.isNaN ? 0 : abs(velocity)
    if speed >= commitVelocity && speed > 0 {
      return velocity > 0 ? .open : .closed
    }
    let effective = speed < velocityDeadZone ? 0 : velocity
    let projected = projection.projected(from: offset, velocity: effective)
    return projected > width / 2 ? .open : .closed
  }
}
