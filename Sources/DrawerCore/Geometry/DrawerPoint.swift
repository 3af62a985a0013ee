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
/// Sizes are sanitised on creation: a negative, NaN or infinite dimension becomes `0`, so a
/// container that is momentarily collapsed (during a window resize, say) never produces a
/// negative or non-finite width downstream.
public struct DrawerSize: Sendable, Hashable {
  /// The width in points, finite and at least `0`.
  public let width: Double
  /// The height in points, finite and at least `0`.
  public let height: Double

  /// Creates a size, replacing a negative, NaN or infinite dimension by `0`.
  ///
  /// ```swift
  /// let phone = DrawerSize(width: 390, height: 844)
  /// ```
  /// - Parameters:
  ///   - width: the width in points.
  ///   - height: the height in points.
  public init(width: Double, height: Double) {
    self.width = width.isFinite ? Swift.max(width, 0) : 0
    self.height = height.isFinite ? Swift.max(height, 0) : 0
  }

  /// An empty container, 0 × 0 points.
  public static let zero = DrawerSize(width: 0, height: 0)
}
