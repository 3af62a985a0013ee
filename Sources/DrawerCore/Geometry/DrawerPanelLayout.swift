/// Where a drawer's surface and its content stand across the screen's height, for a container
/// whose screen reaches beyond it at the top and the bottom (the status bar, the home
/// indicator): ``DrawerGeometry/panel(containerHeight:safeAreaTop:safeAreaBottom:)`` computes
/// it from the geometry.
///
/// The surface (``frame``) is what a style fills (the background, the floating style's glass)
/// and what it clips the drawer's content to; the content (``contentFrame``) is where the
/// drawer's views are laid out. A sliding drawer's surface reaches under both safe areas to the
/// screen's edges, square, and its content fills the container's height. The floating panel
/// stands ``DrawerGeometry/floatingMargin`` in from the screen's top and bottom, rounded
/// (``isRounded``), and its content keeps to the part of the container that is inside it: where
/// the safe area is narrower than the margin (an iPhone in landscape has none at the top, a
/// Mac window none at all), the content stands in by the difference, so that it starts and
/// ends inside the panel rather than above or below it. Where the safe area is wider (the
/// status bar, the home indicator), the content keeps to the safe area and its scroll views
/// scroll beneath the bars to the panel's edge, where the style's clip cuts them off.
///
/// ```swift
/// let landscape = DrawerGeometry(
///   progress: 1, container: DrawerSize(width: 750, height: 372), drawerWidth: 300,
///   side: .left, style: .floating)
///   .panel(containerHeight: 372, safeAreaTop: 0, safeAreaBottom: 21)
/// landscape.frame.minY         // 8: the margin below the screen's top
/// landscape.contentFrame.minY  // 8: the menu starts inside the panel, not above it
/// landscape.frame.maxY         // 385: the margin above the screen's bottom
/// landscape.contentFrame.maxY  // 372: the safe area's bottom
/// ```
@_spi(DrawerKit) public struct DrawerPanelLayout: Sendable, Hashable {
  /// The drawer's surface, in the container's coordinates: the floating panel, or the
  /// background of a sliding drawer reaching under the safe areas (its top edge is then
  /// negative, above the container).
  public let frame: DrawerRect
  /// Where the drawer's content is laid out, in the container's coordinates: the drawer's
  /// frame across (``DrawerGeometry/drawerMinX`` to ``DrawerGeometry/drawerMaxX``), and down
  /// the container's height less ``contentTopInset`` and ``contentBottomInset``. Always inside
  /// ``frame``.
  public let contentFrame: DrawerRect
  /// How far the content stands in from the container's top edge, in points, at least 0: for
  /// the floating panel, its margin beyond the safe area's top inset; `0` for the other styles.
  public let contentTopInset: Double
  /// How far the content stands in from the container's bottom edge, in points, at least 0: for
  /// the floating panel, its margin beyond the safe area's bottom inset; `0` for the others.
  public let contentBottomInset: Double
  /// Whether the surface has rounded corners: the floating panel's (concentric to the screen's
  /// with Apple's concentric rectangle, or ``DrawerGeometry/floatingFallbackCornerRadius``);
  /// a sliding drawer's surface is square, its corners beyond the screen's.
  public let isRounded: Bool

  /// How far the surface reaches beyond the content on each side, in points, at least 0: the
  /// part of the surface the content's own scroll views and backgrounds may reach into (under
  /// the status bar, under a landscape notch) before the clip.
  public var outsets: Outsets {
    Outsets(
      top: contentFrame.minY - frame.minY, left: contentFrame.minX - frame.minX,
      bottom: frame.maxY - contentFrame.maxY, right: frame.maxX - contentFrame.maxX)
  }

  /// Distances in points from each of a rectangle's physical edges.
  public struct Outsets: Sendable, Hashable {
    /// From the top edge.
    public let top: Double
    /// From the left edge.
    public let left: Double
    /// From the bottom edge.
    public let bottom: Double
    /// From the right edge.
    public let right: Double
  }

  init(
    frame: DrawerRect, contentFrame: DrawerRect, contentTopInset: Double,
    contentBottomInset: Double, isRounded: Bool
  ) {
    self.frame = frame
    self.contentFrame = contentFrame
    self.contentTopInset = contentTopInset
    self.contentBottomInset = contentBottomInset
    self.isRounded = isRounded
  }
}

extension DrawerGeometry {
  /// Where the drawer's surface and its content stand across the screen's height (see
  /// ``DrawerPanelLayout``).
  ///
  /// With `t` and `b` the safe area's top and bottom insets, `h` the container's height and
  /// `m` the ``drawerMargin``, in the container's coordinates (`0` its top edge):
  ///
  /// | | floating panel | other styles |
  /// | --- | --- | --- |
  /// | surface, top to bottom | `m − t` to `h + b − m` | `−t` to `h + b` |
  /// | content, top to bottom | `max(m − t, 0)` to `h − max(m − b, 0)` | `0` to `h` |
  ///
  /// Across, the surface runs from ``drawerBackgroundMinX`` to ``drawerBackgroundMaxX`` (a
  /// sliding drawer's reaches under the safe area on its side) and the content from
  /// ``drawerMinX`` to ``drawerMaxX``. The surface never stands inside the content: a container
  /// shorter than the two margins gives the content no height rather than a negative one, and a
  /// surface no smaller than the content.
  ///
  /// ```swift
  /// let portrait = DrawerGeometry(
  ///   progress: 1, container: DrawerSize(width: 393, height: 759), drawerWidth: 300,
  ///   side: .left, style: .floating)
  ///   .panel(containerHeight: 759, safeAreaTop: 59, safeAreaBottom: 34)
  /// portrait.frame.minY        // -51: 8 pt below the screen's top, under the status bar
  /// portrait.contentTopInset   // 0: the safe area is wider than the margin
  /// ```
  ///
  /// - Parameters:
  ///   - containerHeight: the container's height in points; negative or non-finite counts as 0.
  ///   - safeAreaTop: how far the screen reaches above the container, in points; negative or
  ///     non-finite counts as 0.
  ///   - safeAreaBottom: how far the screen reaches below the container (the home indicator,
  ///     or the keyboard, when the container stands above it), in points; negative or
  ///     non-finite counts as 0.
  /// - Returns: the surface's and the content's frames.
  @_spi(DrawerKit) public func panel(
    containerHeight: Double, safeAreaTop: Double, safeAreaBottom: Double
  )
    -> DrawerPanelLayout
  {
    let height = Self.length(containerHeight)
    let top = Self.length(safeAreaTop)
    let bottom = Self.length(safeAreaBottom)
    let margin = drawerMargin
    let topInset = Swift.min(Swift.max(margin - top, 0), height)
    let bottomInset = Swift.min(Swift.max(margin - bottom, 0), height - topInset)
    // On a screen shorter than its two margins the panel shrinks to the content, never inside it.
    let surfaceTop = Swift.min(margin - top, topInset)
    let surfaceBottom = Swift.max(height + bottom - margin, height - bottomInset)
    let backgroundMinX = drawerBackgroundMinX
    return DrawerPanelLayout(
      frame: DrawerRect(
        x: backgroundMinX, y: surfaceTop, width: drawerBackgroundMaxX - backgroundMinX,
        height: surfaceBottom - surfaceTop),
      contentFrame: DrawerRect(
        x: drawerMinX, y: topInset, width: drawerWidth, height: height - topInset - bottomInset),
      contentTopInset: topInset, contentBottomInset: bottomInset, isRounded: isFloating)
  }

  private static func length(_ value: Double) -> Double {
    value.isFinite ? Swift.max(value, 0) : 0
  }
}
