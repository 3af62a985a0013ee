#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  extension FloatingTabBar where Selection: Codable {
    /// Lets the person hide and reorder the tabs, keeping their arrangement in a binding.
    ///
    /// The counterpart of `TabView`'s `tabViewCustomization(_:)`. A long press on an item (a
    /// secondary click on a Mac, or the "Customize Tab Bar" action in VoiceOver) opens a sheet
    /// with a ``TabBarCustomizationEditor``; on an item with its own menu, "Customize Tab Bar"
    /// ends that menu; while the Large Content Viewer is on, the long press on the other items is
    /// left to it, and the action remains. Tabs whose ``TabBarItem/canHide`` is `false` cannot
    /// be hidden, and one tab always stays. Bind it to scene or app storage, where
    /// ``TabBarCustomization`` saves itself as JSON, to keep the arrangement across launches; an
    /// arrangement saved by an older version of the app applies to the newer one's tabs.
    ///
    /// ```swift
    /// @AppStorage("tab-bar") private var arrangement = TabBarCustomization<Screen>()
    ///
    /// FloatingTabBar(selection: $screen, tabs: tabs) { screen in screen.view }
    ///   .tabBarCustomization($arrangement)
    /// ```
    ///
    /// - Parameter customization: the person's arrangement of the tabs.
    /// - Returns: the tab bar, customisable.
    public func tabBarCustomization(_ customization: Binding<TabBarCustomization<Selection>>)
      -> FloatingTabBar
    {
      var tabBar = self
      tabBar.arrangement = TabBarArrangement(
        apply: { bar in bar.customized(by: customization.wrappedValue) },
        editor: { tabs, isPresented in
          AnyView(
            TabBarCustomizationSheet(
              tabs: tabs, customization: customization, isPresented: isPresented))
        })
      return tabBar
    }
  }

  /// A person's arrangement of the tabs, with the type requirement of its storage (`Codable`)
  /// erased, so that a tab bar of any selection can hold one.
  struct TabBarArrangement<Selection: Hashable & Sendable> {
    /// The tab bar with the arrangement applied.
    let apply: @MainActor (TabBarModel<Selection>) -> TabBarModel<Selection>
    /// The sheet that edits the arrangement, closed through the binding.
    let editor: @MainActor ([TabBarItem<Selection>], Binding<Bool>) -> AnyView
  }
#endif
