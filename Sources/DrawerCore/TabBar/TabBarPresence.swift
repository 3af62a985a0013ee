/// How a floating tab bar is present on the screen: expanded, minimized or hidden, as the
/// keyboard, the scrolling (by ``TabBarScrollBehavior``) and the assistive technologies decide.
///
/// A custom tab bar style reads it from its configuration to draw the minimized bar; DrawerKit
/// decides it, once per change a person would see, with its presence tracker.
public enum TabBarPresence: String, Sendable, Hashable, CaseIterable {
  /// Every tab, with its title; an accessory stands above the bar.
  case expanded
  /// Shrunk to the selected tab, as the system tab bar of iOS 26 minimizes while the person
  /// scrolls down; an accessory stands inline beside it. A tap on it expands the bar.
  case minimized
  /// Out of sight: behind the software keyboard, or scrolled away.
  case hidden
}
