@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct TabBarModelTests {
  static let profile = DrawerProfile(name: "Ada Lovelace", detail: "ada@example.com")
  static let tabBar = TabBarModel(
    tabs: [
      TabBarItem(id: "home", icon: .systemImage("house"), title: "Home"),
      TabBarItem(id: "search", icon: .systemImage("magnifyingglass"), title: "Search"),
      TabBarItem(id: "alerts", icon: .systemImage("bell"), title: "Alerts", badge: .count(2)),
      TabBarItem(id: "me", icon: .avatar(profile), title: "You"),
    ],
    selection: "home")

  @Test(arguments: [("home", 0), ("search", 1), ("alerts", 2), ("me", 3)])
  func theSelectedIndexFollowsTheSelection(selection: String, index: Int) {
    var tabBar = Self.tabBar
    tabBar.selection = selection
    #expect(tabBar.selectedIndex == index)
    #expect(tabBar.tabs.filter { tabBar.isSelected($0.id) }.map(\.id) == [selection])
  }

  @Test func aSelectionNamingNoItemHasNoIndex() {
    var tabBar = Self.tabBar
    tabBar.selection = "settings"
    #expect(tabBar.selectedIndex == nil)
    #expect(!tabBar.tabs.contains(where: { tabBar.isSelected($0.id) }))
  }

  @Test func aDuplicateIdentityCountsTheFirst() {
    var tabBar = Self.tabBar
    tabBar.tabs.append(
      TabBarItem(id: "home", icon: .systemImage("house.fill"), accessibilityLabel: "Home"))
    #expect(tabBar.selectedIndex == 0)
  }

  @Test func anAvatarItemCarriesItsPersonsInitials() {
    guard case .avatar(let profile) = Self.tabBar.tabs[3].icon else {
      Issue.record("the fourth tab should be an avatar")
      return
    }
    #expect(profile.initials == "AL")
  }

  @Test func itemsDefaultToNoBadge() {
    let item = TabBarItem(id: 1, icon: .systemImage("house"), title: "Home")
    #expect(item.badge == nil && item.canHide)
  }
}
