/// A point in the container's coordinate space, in points.
///
/// The origin is the container's top-left corner, `x` grows to the right and `y` downward,
/// whatever the layout direction: the same space as a touch's location in SwiftUI's `.local`
/// coordinate space before any mirroring. It plays the role of `CGPoint` in the core, which
/// cannot import CoreGraphics.
public struct DrawerPoint: Sendable, Hashable {
  /// The horizontal position, from the container's left edge, in points.
  public var x: Double
  /// The vertical position, from the container's top edge, in points.
  public var y: Double

  /// Creates a point.
  ///
  /// - Parameters:
  ///   - x: the horizontal position, from the container's left edge, in points.
  ///   - y: the vertical position, from the container's top edge, in points.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Whether both coordinates are finite numbers (neither NaN nor infinite).
  public var isFinite: Bool {
    x.isFinite && y.isFinite
  }
}

/// The size of the container a drawer lives in, in points; the core's `CGSize`.
///
/// Sizes are sanitised on creation: a negative, NaN or infinite dimension becomes `0`, and one
/// above ``maximumDimension`` (a million points, far beyond any display) becomes that, so a
/// container that is momentarily collapsed (during a window resize, say) or garbled never
/// produces a negative, non-finite or overflowing width downstream.
public struct DrawerSize: Sendable, Hashable {
  /// The width in points, in `0...maximumDimension`.
  public let width: Double
  /// The height in points, in `0...maximumDimension`.
  public let height: Double

  /// Creates a size, replacing a negative, NaN or infinite dimension by `0` and clamping one
  /// above ``maximumDimension``.
  ///
  /// ```swift
  /// let phone = DrawerSize(width: 390, height: 844)
  /// ```
  /// - Parameters:
  ///   - width: the width in points.
  ///   - height: the height in points.
  public init(width: Double, height: Double) {
    self.width = Self.sanitised(width)
    self.height = Self.sanitised(height)
  }

  /// The largest dimension kept, in points; larger ones are clamped to it.
  public static let maximumDimension = 1_000_000.0

  private static func sanitised(_ dimension: Double) -> Double {
    dimension.isFinite ? Swift.min(Swift.max(dimension, 0), maximumDimension) : 0
  }

  /// An empty container, 0 × 0 points.
  public static let zero = DrawerSize(width: 0, height: 0)
}

extension DrawerPoint {
  /// The point moved by `translation`, a vector in points.
  package func moved(by translation: DrawerPoint) -> DrawerPoint {
    DrawerPoint(x: x + translation.x, y: y + translation.y)
  }
}
