#if canImport(SwiftUI)
  public import SwiftUI

  extension EnvironmentValues {
    /// How much of the bottom of a ``FloatingTabBar``'s tab the bar covers, in points above the
    /// bottom safe area: the expanded bar's height and its margin, and its accessory's with the
    /// space above the bar when it has one
    /// (`TabBarLayout.contentInset(expandedBarHeight:accessoryHeight:isKeyboardVisible:)`);
    /// `0` while the software keyboard hides it, and outside a floating tab bar.
    ///
    /// A system tab bar adds its height to its tabs' safe area; the floating tab bar does the
    /// same for each tab (scroll views end above it and scroll beneath it), and publishes the
    /// height here for views that place themselves, such as a floating action button. It stays
    /// the same while the bar is hidden or minimized by scrolling, so that content does not
    /// jump.
    ///
    /// ```swift
    /// @Environment(\.floatingTabBarInset) private var tabBarInset
    ///
    /// ComposeButton()
    ///   .padding(.bottom, 16 + tabBarInset)
    /// ```
    @Entry public var floatingTabBarInset: CGFloat = 0
  }
#endif
