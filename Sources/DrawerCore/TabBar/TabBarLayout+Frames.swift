/// Where a floating tab bar and its accessory stand in the area above the bottom margin, laid
/// out together: ``TabBarLayout/frames(areaWidth:barSize:accessoryHeight:)``.
@_spi(DrawerKit) public struct TabBarFrames: Sendable, Hashable {
  /// The bar (with the room its style leaves either side), in points from the area's top and
  /// leading edges.
  public let bar: DrawerRect
  /// The accessory, or `nil` without one, in points from the area's top and leading edges.
  public let accessory: DrawerRect?
  /// The height the bar and its accessory take together, in points.
  public let height: Double
}

extension TabBarLayout {
  /// The width the accessory is offered, in points, or `nil` without one: above the expanded
  /// (or hidden) bar, the area less ``sideMargin`` either side; beside the minimized bar, what
  /// the bar leaves less ``sideMargin`` at the trailing side (the bar keeps its own after its
  /// item).
  ///
  /// - Parameters:
  ///   - areaWidth: the width of the bar's area, in points.
  ///   - barWidth: the bar's width as laid out for ``presence``, in points.
  /// - Returns: the accessory's width, at least 0, or `nil`.
  public func accessoryWidth(areaWidth: Double, barWidth: Double) -> Double? {
    guard let accessoryPlacement else { return nil }
    let area = Self.length(areaWidth)
    switch accessoryPlacement {
    case .expanded: return Swift.max(area - 2 * Self.sideMargin, 0)
    case .inline: return Swift.max(area - Self.length(barWidth) - Self.sideMargin, 0)
    }
  }

  /// Where the bar and its accessory stand, decided in one pass from their sizes, so that a
  /// host laying both out at once moves them together when the bar minimizes or expands
  /// (rather than placing the accessory against the bar's previous size and correcting it a
  /// frame later).
  ///
  /// The bar stands at the area's bottom: centred while expanded (or hidden), at the leading
  /// side while minimized. The accessory stands above the expanded bar, ``accessorySpacing``
  /// apart and ``sideMargin`` in from either side; beside the minimized bar it starts where
  /// the bar ends and is centred on the bar's height (bottom-aligned with it when taller), as
  /// iOS 26's bottom accessory moves inline.
  ///
  /// ```swift
  /// let minimized = TabBarLayout(
  ///   presence: .minimized, itemCount: 4, selectedIndex: 0, hasAccessory: true)
  /// let frames = minimized.frames(
  ///   areaWidth: 393, barSize: DrawerSize(width: 84, height: 60), accessoryHeight: 48)
  /// frames.accessory  // x 84, y 6, 293 × 48: beside the bar, centred on it
  /// ```
  ///
  /// - Parameters:
  ///   - areaWidth: the width of the bar's area, in points.
  ///   - barSize: the bar's size as laid out for ``presence``, in points.
  ///   - accessoryHeight: the accessory's height at ``accessoryWidth(areaWidth:barWidth:)``,
  ///     in points; ignored without one. Negative or non-finite lengths count as 0.
  /// - Returns: the frames, from the area's top and leading edges.
  public func frames(areaWidth: Double, barSize: DrawerSize, accessoryHeight: Double)
    -> TabBarFrames
  {
    let area = Self.length(areaWidth)
    let barWidth = barSize.width
    let barHeight = barSize.height
    let barX = presence == .minimized ? 0 : (area - barWidth) / 2
    guard let placement = accessoryPlacement,
      let width = accessoryWidth(areaWidth: area, barWidth: barWidth)
    else {
      return TabBarFrames(
        bar: DrawerRect(x: barX, y: 0, width: barWidth, height: barHeight), accessory: nil,
        height: barHeight)
    }
    let accessory = Self.length(accessoryHeight)
    switch placement {
    case .expanded:
      let height = accessory + Self.accessorySpacing + barHeight
      return TabBarFrames(
        bar: DrawerRect(x: barX, y: height - barHeight, width: barWidth, height: barHeight),
        accessory: DrawerRect(x: Self.sideMargin, y: 0, width: width, height: accessory),
        height: height)
    case .inline:
      let height = Swift.max(barHeight, accessory)
      let barY = height - barHeight
      let accessoryY = accessory <= barHeight ? barY + (barHeight - accessory) / 2 : 0
      return TabBarFrames(
        bar: DrawerRect(x: barX, y: barY, width: barWidth, height: barHeight),
        accessory: DrawerRect(x: barWidth, y: accessoryY, width: width, height: accessory),
        height: height)
    }
  }
}
