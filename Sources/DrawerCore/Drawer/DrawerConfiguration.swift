/// Everything that shapes how a drawer looks and responds, with defaults a native control would
/// have.
///
/// Every numeric field is sanitised when set (and in the initialiser), so no value, however far
/// out of range, can make the engine trap: see each field for what it accepts and what it does
/// with the rest.
///
/// ```swift
/// var configuration = DrawerConfiguration()
/// configuration.edge = .trailing
/// configuration.width = .fraction(0.8, maximum: 360)
/// configuration.spring = DrawerSpring(duration: 0.35, bounce: 0.1)
/// ```
public struct DrawerConfiguration: Sendable, Hashable {
  /// The edge the drawer is attached to; `.leading` by default.
  public var edge: DrawerEdge
  /// The container's layout direction; with ``edge`` it decides the physical side.
  public var layoutDirection: DrawerLayoutDirection
  /// The rule giving the open drawer's width from the container's; sanitised by
  /// ``DrawerWidth/resolved(in:)``. Default: the container less 56 pt, at most 320 pt.
  public var width: DrawerWidth
  /// Where a drag may begin to open a closed drawer; a 20 pt edge strip by default.
  public var openZone: DrawerOpenZone
  /// How far a touch must move before it is recognised as a drag, in points; default 10, the
  /// default `minimumDistance` of SwiftUI's `DragGesture`.
  ///
  /// Sanitisation: clamped to `0...100`; NaN becomes 10.
  public var slop: Double {
    didSet { slop = Self.sanitisedSlop(slop) }
  }
  /// The spring that settles the drawer after a release or a programmatic change; critically
  /// damped with a 0.3 s response by default. Sanitised by ``DrawerSpring``.
  public var spring: DrawerSpring
  /// The resistance past fully open or closed, UIKit's `0.55`.
  ///
  /// Sanitisation: clamped to `0...1` (`0` is a hard stop); NaN becomes 0.55.
  public var rubberBandCoefficient: Double {
    didSet { rubberBandCoefficient = Self.sanitisedCoefficient(rubberBandCoefficient) }
  }
  /// Where a released drawer goes: velocity dead zone 50 pt/s, commit velocity 400 pt/s,
  /// deceleration rate 0.998. Sanitised by ``DrawerReleaseRule``.
  public var release: DrawerReleaseRule
  /// Whether gestures may move the drawer; `.unlocked` by default.
  public var lockMode: DrawerLockMode
  /// Whether a tap on the content beside the open drawer closes it, as a tap on Material's
  /// scrim does; `true` by default. Turn it off when the content stays interactive while the
  /// drawer is open (there is no scrim then): a tap beside the drawer is the content's.
  public var closesOnScrimTap: Bool

  /// Creates a configuration; every parameter has the default a native control would have.
  ///
  /// - Parameters:
  ///   - edge: the edge the drawer is attached to.
  ///   - layoutDirection: the container's layout direction.
  ///   - width: the rule for the open drawer's width.
  ///   - openZone: where a drag may begin to open a closed drawer.
  ///   - slop: the distance a touch moves before it is a drag, in points, `0...100`.
  ///   - spring: the settling spring.
  ///   - rubberBandCoefficient: the resistance past the bounds, `0...1`.
  ///   - release: the rule deciding where a released drawer goes.
  ///   - lockMode: whether gestures may move the drawer.
  ///   - closesOnScrimTap: whether a tap beside the open drawer closes it.
  public init(
    edge: DrawerEdge = .leading,
    layoutDirection: DrawerLayoutDirection = .leftToRight,
    width: DrawerWidth = .default,
    openZone: DrawerOpenZone = .default,
    slop: Double = 10,
    spring: DrawerSpring = .default,
    rubberBandCoefficient: Double = 0.55,
    release: DrawerReleaseRule = DrawerReleaseRule(),
    lockMode: DrawerLockMode = .unlocked,
    closesOnScrimTap: Bool = true
  ) {
    self.edge = edge
    self.layoutDirection = layoutDirection
    self.width = width
    self.openZone = openZone
    self.slop = Self.sanitisedSlop(slop)
    self.spring = spring
    self.rubberBandCoefficient = Self.sanitisedCoefficient(rubberBandCoefficient)
    self.release = release
    self.lockMode = lockMode
    self.closesOnScrimTap = closesOnScrimTap
  }

  /// The physical side of the container the drawer is on.
  public var side: DrawerSide {
    edge.side(in: layoutDirection)
  }

  private static func sanitisedSlop(_ value: Double) -> Double {
    value.sanitised(to: 0...100, nan: 10)
  }

  private static func sanitisedCoefficient(_ value: Double) -> Double {
    value.sanitised(to: 0...1, nan: 0.55)
  }
}
