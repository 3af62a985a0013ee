/// What scrolling down through a tab's content does to a floating tab bar.
///
/// The counterpart of iOS 26's `TabBarMinimizeBehavior` (`.never`, `.onScrollDown`), with
/// hiding besides.
public enum TabBarScrollBehavior: String, Sendable, Hashable, CaseIterable {
  /// Nothing: the bar stays expanded.
  case stays
  /// The bar hides, and shows again on the way up, as Safari's toolbar does.
  case hides
  /// The bar minimizes to the selected tab, and expands again on the way up or when tapped, as
  /// the system tab bar of iOS 26 does.
  case minimizes
}
