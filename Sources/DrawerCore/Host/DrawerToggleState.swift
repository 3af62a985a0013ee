/// What a drawer's toggle offers now: the action a press performs, and whether it may.
///
/// Like Android's `ActionBarDrawerToggle`, the toggle honours the lock: where the lock forbids
/// its action (opening a drawer ``DrawerLockMode/lockedClosed``, closing one
/// ``DrawerLockMode/lockedOpen``) it is disabled rather than a button that does nothing, so
/// that VoiceOver says "dimmed" instead of giving a double tap no answer. Beside a permanent
/// sidebar it is the system's sidebar button (`NavigationSplitView`'s "Show Sidebar" and
/// "Hide Sidebar"), which the lock does not govern.
///
/// ```swift
/// let toggle = DrawerToggleState(layoutMode: .modal, isMenuShown: false, lockMode: .lockedClosed)
/// toggle.action     // .openMenu
/// toggle.isEnabled  // false: the drawer is locked closed
/// ```
@_spi(DrawerKit) public struct DrawerToggleState: Sendable, Hashable {
  /// What pressing the toggle does.
  public enum Action: String, Sendable, Hashable, CaseIterable {
    /// Opens the modal drawer ("Open menu").
    case openMenu
    /// Closes the modal drawer ("Close menu").
    case closeMenu
    /// Shows the permanent sidebar ("Show Sidebar").
    case showSidebar
    /// Hides the permanent sidebar ("Hide Sidebar").
    case hideSidebar

    /// Whether the action is a sidebar's, drawn with the sidebar symbol.
    public var isSidebar: Bool {
      self == .showSidebar || self == .hideSidebar
    }
  }

  /// What pressing the toggle does now.
  public let action: Action
  /// Whether the toggle may be pressed: `false` where the lock forbids its action.
  public let isEnabled: Bool

  /// The toggle for a drawer.
  ///
  /// - Parameters:
  ///   - layoutMode: whether the drawer is a modal drawer or a permanent sidebar.
  ///   - isMenuShown: whether the menu is shown: the drawer open or heading for open, or the
  ///     sidebar visible.
  ///   - lockMode: the lock in force.
  public init(layoutMode: DrawerLayoutMode, isMenuShown: Bool, lockMode: DrawerLockMode) {
    switch layoutMode {
    case .sidebar:
      action = isMenuShown ? .hideSidebar : .showSidebar
      isEnabled = true
    case .modal:
      action = isMenuShown ? .closeMenu : .openMenu
      switch (lockMode, isMenuShown) {
      case (.lockedClosed, false), (.lockedOpen, true): isEnabled = false
      default: isEnabled = true
      }
    }
  }
}
