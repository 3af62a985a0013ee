/// Where a floating tab bar's accessory stands: the counterpart of iOS 26's
/// `TabViewBottomAccessoryPlacement`, which a view inside the accessory reads to adapt (a mini
/// player that shows its controls above the bar and only its title beside the minimized bar).
public enum TabBarAccessoryPlacement: String, Sendable, Hashable, CaseIterable {
  /// Above the expanded bar, as wide as the bar.
  case expanded
  /// Beside the minimized bar, in the room the other tabs left.
  case inline
}
