/// The side of the container a drawer is attached to, in layout terms.
///
/// Like SwiftUI's `HorizontalEdge`, `leading` is the left side in a left-to-right layout and the
/// right side in a right-to-left one. The engine turns the pair of an edge and a
/// ``DrawerLayoutDirection`` into a physical ``DrawerSide`` once, at its boundary, and otherwise
/// works along the drawer's opening axis.
public enum DrawerEdge: String, Sendable, Hashable, CaseIterable {
  /// The edge where text begins: left in left-to-right layouts, right in right-to-left ones.
  case leading
  /// The edge where text ends: right in left-to-right layouts, left in right-to-left ones.
  case trailing

  /// The physical side of the container this edge is on in the given layout direction.
  ///
  /// ```swift
  /// DrawerEdge.leading.side(in: .rightToLeft)  // .right
  /// ```
  /// - Parameter layoutDirection: the container's layout direction.
  /// - Returns: `.left` or `.right`.
  public func side(in layoutDirection: DrawerLayoutDirection) -> DrawerSide {
    switch (self, layoutDirection) {
    case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
    case (.leading, .rightToLeft), (.trailing, .leftToRight): .right
    }
  }
}

/// The direction in which the container lays out its content, as SwiftUI's `LayoutDirection`.
public enum DrawerLayoutDirection: String, Sendable, Hashable, CaseIterable {
  /// Text runs from left to right, as in English.
  case leftToRight
  /// Text runs from right to left, as in Arabic and Hebrew.
  case rightToLeft
}

/// A physical side of the container, independent of layout direction.
public enum DrawerSide: String, Sendable, Hashable, CaseIterable {
  /// The left side: the drawer opens toward increasing `x`.
  case left
  /// The right side: the drawer opens toward decreasing `x`.
  case right

  /// `+1` when opening moves toward increasing `x` (a drawer on the left), `-1` otherwise.
  ///
  /// Multiply a change in a touch's `x` by this sign to get the change along the opening axis.
  public var openingSign: Double {
    self == .left ? 1 : -1
  }

  /// The distance of a point from this side of a container, in points.
  ///
  /// - Parameters:
  ///   - x: the point's horizontal position, from the container's left edge, in points.
  ///   - containerWidth: the container's width in points.
  /// - Returns: `x` for the left side, `containerWidth - x` for the right side.
  public func distance(ofX x: Double, inWidth containerWidth: Double) -> Double {
    self == .left ? x : containerWidth - x
  }
}
