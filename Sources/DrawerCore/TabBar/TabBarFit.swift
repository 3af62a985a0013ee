/// How a floating tab bar's items fit its width: with their titles, as icons alone, or in a
/// bar that scrolls. Decided by `TabBarLayout` from the width the bar has, each title's
/// measured width and the text size, so that no title is ever truncated and no item is ever a
/// smaller target than 44 points.
///
/// The system tab bar of iOS moves a sixth tab and those after it into a "More" tab and
/// truncates titles that do not fit; Material's tab row scrolls (`ScrollableTabRow`) and keeps
/// the selected tab in view. A floating tab bar shows every tab: with titles while they fit,
/// as icons alone while 44-point targets fit (VoiceOver still reads each item's title, and the
/// Large Content Viewer shows it), and otherwise, with titles, in a bar that scrolls and keeps
/// the selected item in view.
public enum TabBarFit: String, Sendable, Hashable, CaseIterable {
  /// Every item with its icon and its title, none truncated.
  case titles
  /// Every item as its icon alone, each at least 44 points wide: the titles do not fit, the
  /// targets do.
  case iconsOnly
  /// Every item with its title in a bar that scrolls sideways, the selected item kept in view:
  /// not even 44-point targets fit side by side.
  case scrolling
}
