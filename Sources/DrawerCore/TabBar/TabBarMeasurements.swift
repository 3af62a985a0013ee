/// What a floating tab bar is measured at, for `TabBarLayout` to choose how its items fit
/// (``TabBarFit``): the width the bar has, each item's title as the platform sets it, the text
/// size, and the room the bar's style leaves around and between its items.
///
/// Titles are measured once, at the standard text size (Dynamic Type's Large), and scaled by
/// the text size the bar is drawn at (``textScale``), so that a change of text size chooses
/// again without measuring again. Scaling a measured width is safe, never short: the system
/// font's tracking tightens as its size grows (Apple's San Francisco tracking table), so a title
/// at a larger size is at most its standard width times the scale.
///
/// ```swift
/// let measurements = TabBarMeasurements(
///   availableWidth: 343, titleWidths: [28, 24, 46, 36, 30, 20], textScale: 1)
/// ```
@_spi(DrawerKit) public struct TabBarMeasurements: Sendable, Hashable {
  /// Apple's minimum size of a target a finger can hit, in points (Human Interface Guidelines,
  /// "Accessibility": 44 × 44).
  public static let minimumTarget = 44.0

  /// The width the bar may take, in points: the screen's (or window's) less the margins either
  /// side, at most the bar's widest.
  public let availableWidth: Double
  /// Each item's title as measured at the standard text size, in points, in the bar's order; `0`
  /// for an item without a title.
  public let titleWidths: [Double]
  /// The text size the bar is drawn at, as the scale of its titles' font against the standard
  /// size: `1` at Large and below (the caption style the titles use does not shrink), 13/11 at
  /// Extra Large, where the floating bar stops growing.
  public let textScale: Double
  /// An item's icon's width at the standard text size, in points; it grows with ``textScale``.
  public let iconWidth: Double
  /// The room inside an item's target either side of its icon and title, in points: part of
  /// the target.
  public let labelPadding: Double
  /// The room between two items' targets, in points.
  public let spacing: Double
  /// The room between the bar's ends and its first and last targets, in points.
  public let barPadding: Double
  /// The narrowest an item's target may be, in points; ``minimumTarget`` by default.
  public let minimumTargetWidth: Double

  /// Creates the measurements; a negative or non-finite length counts as 0, a ``textScale``
  /// that is not a finite number above 1 as 1.
  ///
  /// - Parameters:
  ///   - availableWidth: the width the bar may take, in points.
  ///   - titleWidths: each item's title at the standard text size, in points, `0` for none.
  ///   - textScale: the text size as the scale of the titles' font against the standard size.
  ///   - iconWidth: an icon's width at the standard text size, in points; 28 by default.
  ///   - labelPadding: the room inside a target either side of its label; 6 by default, as
  ///     DrawerKit's items have.
  ///   - spacing: the room between targets; 0 by default, as DrawerKit's built-in styles have.
  ///   - barPadding: the room at the bar's ends; 4 by default, as DrawerKit's built-in styles
  ///     have.
  ///   - minimumTargetWidth: the narrowest target; ``minimumTarget`` by default.
  public init(
    availableWidth: Double, titleWidths: [Double], textScale: Double, iconWidth: Double = 28,
    labelPadding: Double = 6, spacing: Double = 0, barPadding: Double = 4,
    minimumTargetWidth: Double = minimumTarget
  ) {
    self.availableWidth = Self.length(availableWidth)
    self.titleWidths = titleWidths.map(Self.length)
    self.textScale = textScale.isFinite ? Swift.max(textScale, 1) : 1
    self.iconWidth = Self.length(iconWidth)
    self.labelPadding = Self.length(labelPadding)
    self.spacing = Self.length(spacing)
    self.barPadding = Self.length(barPadding)
    self.minimumTargetWidth = Self.length(minimumTargetWidth)
  }

  private static func length(_ value: Double) -> Double {
    value.isFinite ? Swift.max(value, 0) : 0
  }
}
