#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  extension EnvironmentValues {
    /// Where the scroll views of a tab report their offsets, for the bar to hide on scroll.
    @Entry var floatingTabBarScrollObserver: FloatingTabBarScrollObserver? = nil
  }

  /// Where a tab's scroll views report their offsets: the tab bar's presence tracker, and the
  /// tab.
  ///
  /// Equal across updates of the tab bar (the same tracker object, the same tab), so that the
  /// scroll views reading it are not updated each time the tab bar is; a closure would be new,
  /// and unequal, on every update.
  struct FloatingTabBarScrollObserver: Equatable {
    let tracker: FloatingTabBarPresenceTracker
    let tab: AnyTabBarID

    /// Reports the scroll offset, in points from the top, and what the scrolling does to the
    /// bar.
    @MainActor func report(_ offset: Double, behavior: TabBarScrollBehavior) {
      tracker.scrolled(to: offset, in: tab, behavior: behavior)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.tracker === rhs.tracker && lhs.tab == rhs.tab
    }
  }
#endif
