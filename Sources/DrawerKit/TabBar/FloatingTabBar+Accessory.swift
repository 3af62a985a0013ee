#if canImport(SwiftUI)
  public import SwiftUI

  /// A floating tab bar's accessory: the app's view and its spoken name.
  struct FloatingTabBarAccessory {
    let content: AnyView
    let label: Text
  }

  extension FloatingTabBar {
    /// Puts a view above the floating tab bar, as the bottom accessory of iOS 26 does for a
    /// `TabView`: the mini player of a music app, the progress of an upload.
    ///
    /// The accessory floats above the expanded bar, as wide as the bar, on the bar's surface
    /// (Liquid Glass with the glass and automatic styles where glass is drawn, the material
    /// beside the capsule styles); when scrolling minimizes the bar
    /// (``SwiftUICore/View/minimizesFloatingTabBarOnScroll()``) it moves inline beside the
    /// minimized bar, and it hides with the bar. Views inside read where it stands from
    /// ``SwiftUICore/EnvironmentValues/tabBarAccessoryPlacement``. Each tab's safe area and
    /// ``SwiftUICore/EnvironmentValues/floatingTabBarInset`` make room for it above the bar.
    /// VoiceOver reads it as one container named `label`, before the tab bar; its buttons stay
    /// the person's to reach inside it. The accessory's view keeps its state as it moves
    /// between its two places.
    ///
    /// ```swift
    /// FloatingTabBar(selection: $screen, tabs: tabs) { screen in screen.view }
    ///   .tabBarAccessory(Text("Now Playing")) {
    ///     MiniPlayer(track: player.track)
    ///   }
    /// ```
    ///
    /// Call it once; a later call replaces the accessory.
    ///
    /// - Parameters:
    ///   - label: the accessory's spoken name.
    ///   - content: the accessory's view.
    /// - Returns: the tab bar, with the accessory.
    public func tabBarAccessory<Accessory: View>(
      _ label: Text, @ViewBuilder content: () -> Accessory
    ) -> FloatingTabBar {
      var tabBar = self
      tabBar.accessory = FloatingTabBarAccessory(content: AnyView(content()), label: label)
      return tabBar
    }

    /// Puts a view above the floating tab bar, named by a localized string key; see
    /// `tabBarAccessory(_:content:)` with a `Text` label.
    ///
    /// ```swift
    /// FloatingTabBar(selection: $screen, tabs: tabs) { screen in screen.view }
    ///   .tabBarAccessory("Now Playing") { MiniPlayer(track: player.track) }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: the accessory's spoken name, localized from the app's strings.
    ///   - content: the accessory's view.
    /// - Returns: the tab bar, with the accessory.
    public func tabBarAccessory<Accessory: View>(
      _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Accessory
    ) -> FloatingTabBar {
      tabBarAccessory(Text(titleKey), content: content)
    }
  }
#endif
