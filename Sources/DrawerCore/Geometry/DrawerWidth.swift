/// How wide an open drawer is, as a rule evaluated against its container.
///
/// SwiftUI has no analogue; Material's guidance for a modal navigation drawer is the container's
/// width less 56 pt, at most 320 pt, which is ``default``. A rule is evaluated against the
/// container the drawer lives in (never the screen), so a drawer in Split View or a resizable
/// window gets the width its container allows.
///
/// ```swift
/// DrawerWidth.fraction(0.8, maximum: 360).resolved(in: DrawerSize(width: 390, height: 844))  // 312
/// ```
///
/// Sanitisation, applied when the rule is resolved: a negative or NaN `points`, `inset` or
/// `fraction` counts as `0`; a `fraction` above `1` counts as `1`; an infinite `points` or
/// `inset` counts as the container's width; a NaN or negative `maximum` counts as no ceiling for
/// NaN and `0` for negatives. Whatever the rule, the resolved width is never wider than the
/// container and never narrower than 1 pt, so that progress is always defined.
public enum DrawerWidth: Sendable, Hashable {
  /// A fixed width in points, at most `maximum` points.
  case fixed(Double, maximum: Double = .infinity)
  /// A fraction (`0...1`) of the container's width, at most `maximum` points.
  case fraction(Double, maximum: Double = .infinity)
  /// The container's width less `inset` points, at most `maximum` points.
  case inset(Double, maximum: Double = .infinity)

  /// The container's width less 56 pt, at most 320 pt: Material's modal navigation drawer.
  public static let `default` = DrawerWidth.inset(56, maximum: 320)

  /// The width of the open drawer in a container, in points.
  ///
  /// - Parameter container: the container's size.
  /// - Returns: a width in `1...max(1, container.width)` points.
  public func resolved(in container: DrawerSize) -> Double {
    let available = container.width
    let raw: Double
    let ceiling: Double
    switch self {
    case .fixed(let points, let maximum):
      raw = points.isNaN ? 0 : (points.isInfinite && points > 0 ? available : points)
      ceiling = maximum
    case .fraction(let fraction, let maximum):
      raw = available * fraction.sanitised(to: 0...1, nan: 0)
      ceiling = maximum
    case .inset(let inset, let maximum):
      let sanitisedInset = inset.isNaN ? 0 : (inset.isInfinite && inset > 0 ? available : inset)
      raw = available - Swift.max(sanitisedInset, 0)
      ceiling = maximum
    }
    let limit = ceiling.isNaN ? Double.infinity : Swift.max(ceiling, 0)
    let width = Swift.min(Swift.max(raw, 0), limit, available)
    return Swift.max(width, 1)
  }
}
