#if canImport(SwiftUI)
  internal import SwiftUI

  /// The room DrawerKit's floating tab bar leaves around its items, in points, in one place: the
  /// items and the built-in styles' row are drawn with it, and the bar's measurements
  /// (`TabBarMeasurements`) choose how the items fit with the same figures.
  enum FloatingTabBarMetrics {
    /// The room inside an item's target either side of its icon and title: part of the target.
    static let labelPadding: CGFloat = 6
    /// An item's icon's width at the standard text size: the frame it stands in.
    static let iconWidth: CGFloat = 28
    /// The room between the bar's ends and its first and last items; the built-in styles put
    /// none between items.
    static let barPadding: CGFloat = 4
    /// The largest text size the bar is drawn at: it does not grow past Extra Large, and the
    /// Large Content Viewer shows an item enlarged at the accessibility sizes.
    static let largestTextSize = DynamicTypeSize.xLarge
  }
#endif
