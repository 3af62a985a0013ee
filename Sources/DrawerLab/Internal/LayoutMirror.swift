@_spi(DrawerKit) import DrawerCore

/// Places things laid out from the leading edge of a box at their physical positions: unchanged
/// in a left-to-right layout, mirrored across the box in a right-to-left one.
struct LayoutMirror {
  /// The box's width, in points.
  var width: Double
  /// The layout direction.
  var direction: DrawerLayoutDirection

  var isRightToLeft: Bool { direction == .rightToLeft }

  /// The physical `x` of a point `leading` points from the leading edge.
  func x(_ leading: Double) -> Double {
    isRightToLeft ? width - leading : leading
  }

  /// The physical left edge of a span starting `leading` points from the leading edge.
  func minX(_ leading: Double, width span: Double) -> Double {
    isRightToLeft ? width - leading - span : leading
  }

  /// The text anchor that makes text start at a leading position.
  var startAnchor: String { isRightToLeft ? "end" : "start" }
  /// The text anchor that makes text end at a leading position.
  var endAnchor: String { isRightToLeft ? "start" : "end" }
}
