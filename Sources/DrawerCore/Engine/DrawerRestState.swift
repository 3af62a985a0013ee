/// Where a drawer rests when nothing moves it: fully open or fully closed.
///
/// Compose's `DrawerValue` has the same two cases.
public enum DrawerRestState: String, Sendable, Hashable, CaseIterable {
  /// The drawer is hidden; its offset is `0`.
  case closed
  /// The drawer is shown in full; its offset is its width.
  case open

  /// The other rest state.
  public var toggled: DrawerRestState {
    self == .open ? .closed : .open
  }
}
