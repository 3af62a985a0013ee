/// A rectangle in the container's coordinate space, in points: the core's `CGRect`.
///
/// The origin is its top-left corner, `x` from the container's left edge and `y` from its top
/// edge, whatever the layout direction (the space of ``DrawerPoint``). A rectangle may reach
/// beyond the container, into the screen's safe areas: its `x` or `y` is then negative.
///
/// ```swift
/// let panel = DrawerRect(x: 8, y: -51, width: 300, height: 812)
/// panel.maxY  // 761
/// ```
@_spi(DrawerKit) public struct DrawerRect: Sendable, Hashable {
  /// The left edge, in points from the container's left edge.
  public var x: Double
  /// The top edge, in points from the container's top edge.
  public var y: Double
  /// The width in points, at least 0.
  public var width: Double
  /// The height in points, at least 0.
  public var height: Double

  /// Creates a rectangle; a negative or non-finite width or height counts as 0, a non-finite
  /// position as 0.
  ///
  /// - Parameters:
  ///   - x: the left edge, in points from the container's left edge.
  ///   - y: the top edge, in points from the container's top edge.
  ///   - width: the width in points.
  ///   - height: the height in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x.isFinite ? x : 0
    self.y = y.isFinite ? y : 0
    self.width = width.isFinite ? Swift.max(width, 0) : 0
    self.height = height.isFinite ? Swift.max(height, 0) : 0
  }

  /// The left edge, ``x``.
  public var minX: Double { x }
  /// The right edge, ``x`` plus ``width``.
  public var maxX: Double { x + width }
  /// The top edge, ``y``.
  public var minY: Double { y }
  /// The bottom edge, ``y`` plus ``height``.
  public var maxY: Double { y + height }

  /// Whether `other` lies wholly inside this rectangle (edges may meet).
  ///
  /// - Parameter other: the rectangle to test.
  /// - Returns: `true` when every edge of `other` is on or within this one's.
  public func contains(_ other: DrawerRect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }
}
