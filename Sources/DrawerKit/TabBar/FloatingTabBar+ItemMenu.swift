#if canImport(SwiftUI)
  public import SwiftUI

  extension FloatingTabBar {
    /// Gives a tab's item a menu of its own, shown by a long press on the item (a secondary
    /// click with a pointer), while a tap still selects the tab: for example a menu of the
    /// person's accounts on their avatar, to switch accounts without leaving the screen.
    ///
    /// The content is what a `contextMenu(menuItems:)` takes: buttons (with a role, a
    /// `Label`'s icon), sections, dividers, a `Picker` or a nested `Menu`. VoiceOver offers
    /// its buttons as the item's actions ("Actions available" on the item), since a
    /// VoiceOver user does not long-press; only buttons become actions (not a `Picker` or a
    /// nested `Menu`), and an action is read by its name alone (an action has no traits, so
    /// neither a checkmark nor `accessibilityAddTraits(.isSelected)` is heard), so put a state
    /// such as the account in use into the label's text ("Ada, current") as well as the
    /// checkmark.
    /// Which long press wins where several could apply is decided per item (DrawerCore's
    /// `TabBarItemInteraction`): the item's menu always takes its own
    /// long press, ending with "Customize Tab Bar" when the bar is customisable
    /// (``tabBarCustomization(_:)``), and the Large Content Viewer, at the accessibility text
    /// sizes, keeps the long press of the other items.
    ///
    /// A `TabView`'s tabs cannot carry menus; a toolbar's `Menu(content:label:primaryAction:)`
    /// behaves alike on iPhone (a tap acts, a long press shows the menu), but restyles the item
    /// as a menu button on the Mac, where only a context menu opens on a secondary click.
    ///
    /// ```swift
    /// FloatingTabBar(selection: $screen, tabs: tabs) { screen in screen.view }
    ///   .tabBarItemMenu(for: .profile) {
    ///     Section("Accounts") {
    ///       ForEach(accounts) { account in
    ///         let isCurrent = account == current
    ///         // The state in the text, for VoiceOver's actions; the checkmark for the eye.
    ///         Button(
    ///           isCurrent ? "\(account.name), current" : account.name,
    ///           systemImage: isCurrent ? "checkmark" : "person"
    ///         ) {
    ///           current = account
    ///         }
    ///       }
    ///     }
    ///     Button("Add Account", systemImage: "plus") { isAddingAccount = true }
    ///   }
    /// ```
    ///
    /// Call it once per tab; a later call for the same tab replaces the earlier menu. The menu
    /// is built when the tab bar is, so it shows the accounts as they are when it opens.
    ///
    /// - Parameters:
    ///   - tab: the tab whose item carries the menu. A tab the bar does not show has no item,
    ///     and its menu waits until the tab is shown again.
    ///   - menuItems: the menu's content.
    /// - Returns: the tab bar, with the item's menu.
    public func tabBarItemMenu<MenuItems: View>(
      for tab: Selection, @ViewBuilder menuItems: () -> MenuItems
    ) -> FloatingTabBar {
      var tabBar = self
      tabBar.itemMenus[tab] = AnyView(menuItems())
      return tabBar
    }
  }
#endif
