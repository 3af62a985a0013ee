extension DrawerGeometry {
  /// The ``DrawerPresentationStyle/floating`` panel's corner radius where the screen's own is
  /// not known, in points: a host without Apple's concentric shape (before iOS 26 and macOS 26)
  /// draws a rounded rectangle of this radius.
  public static let floatingFallbackCornerRadius = 24.0
  /// The least corner radius of the floating panel, in points, so that it stays a panel on a
  /// screen with square or barely rounded corners.
  public static let floatingMinimumCornerRadius = 12.0

  /// The floating panel's corner radius, concentric to the screen's corners: the screen's
  /// radius less the ``floatingMargin`` the panel stands in by, so that both arcs share a
  /// centre (Apple's concentric rectangle shape of iOS 26 draws the same from the container's
  /// shape), at least ``floatingMinimumCornerRadius``.
  ///
  /// ```swift
  /// DrawerGeometry.floatingCornerRadius(screenCornerRadius: 40)   // 32
  /// DrawerGeometry.floatingCornerRadius(screenCornerRadius: nil)  // 24: unknown, the fallback
  /// ```
  ///
  /// - Parameter screenCornerRadius: the screen's corner radius in points, or `nil` when the
  ///   host cannot know it; negative counts as 0, NaN or infinite as unknown.
  /// - Returns: the radius in points.
  public static func floatingCornerRadius(screenCornerRadius: Double?) -> Double {
    guard let screen = screenCornerRadius, screen.isFinite else {
      return floatingFallbackCornerRadius
    }
    return Swift.max(screen - floatingMargin, floatingMinimumCornerRadius)
  }

  /// Whether the drawer is the floating panel, standing in from the screen's edges
  /// (``drawerMargin`` above 0).
  public var isFloating: Bool {
    drawerMargin > 0
  }
}
