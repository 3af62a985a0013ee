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

/// Every tab has a spoken name: VoiceOver reads an icon-only tab by its label, never as just
/// "Button".
@Suite struct TabBarItemAccessibilityTests {
  static let ada = DrawerProfile(name: "Ada Lovelace")

  @Test func aTitledItemIsNamedByItsTitle() {
    let item = TabBarItem(id: 1, icon: .systemImage("house"), title: "Home")
    #expect(item.title == "Home" && item.accessibilityLabel == "Home")
  }

  @Test func aGivenLabelSaysMoreThanTheTitle() {
    let item = TabBarItem(
      id: 1, icon: .avatar(Self.ada), title: "You", accessibilityLabel: "Your profile")
    #expect(item.title == "You" && item.accessibilityLabel == "Your profile")
  }

  @Test func anIconOnlyItemIsNamedByItsLabel() {
    let item = TabBarItem(
      id: 1, icon: .systemImage("magnifyingglass"), accessibilityLabel: "Search")
    #expect(item.title == nil && item.accessibilityLabel == "Search")
  }

  @Test(arguments: ["", "   ", "\n\t"])
  func aBlankLabelFallsBackAndIsNeverEmpty(blank: String) {
    let titled = TabBarItem(
      id: 1, icon: .systemImage("house"), title: "Home", accessibilityLabel: blank)
    #expect(titled.accessibilityLabel == "Home")
    let symbol = TabBarItem(id: 2, icon: .systemImage("magnifyingglass"), accessibilityLabel: blank)
    #expect(symbol.accessibilityLabel == "magnifyingglass")
    let avatar = TabBarItem(id: 3, icon: .avatar(Self.ada), accessibilityLabel: blank)
    #expect(avatar.accessibilityLabel == "Ada Lovelace")
    let blankTitle = TabBarItem(
      id: 4, icon: .systemImage("bell"), title: blank, accessibilityLabel: "Alerts")
    #expect(blankTitle.title == nil, "a blank title is no title: the bar shows no empty line")
    #expect(blankTitle.accessibilityLabel == "Alerts")
  }

  @Test func theLabelFollowsTheTitleUntilOneIsGiven() {
    var item = TabBarItem(id: 1, icon: .systemImage("house"), title: "Home")
    item.title = "Start"
    #expect(item.accessibilityLabel == "Start")
    item.accessibilityLabel = "Start page"
    item.title = "Begin"
    #expect(item.accessibilityLabel == "Start page")
    item.accessibilityLabel = ""
    #expect(item.accessibilityLabel == "Begin", "a blank label returns the item to its title")
    item.title = nil
    #expect(item.accessibilityLabel == "house")
  }

  @Test func labelsTakePartInEquality() {
    let plain = TabBarItem(id: 1, icon: .systemImage("house"), title: "Home")
    let labelled = TabBarItem(
      id: 1, icon: .systemImage("house"), title: "Home", accessibilityLabel: "Home page")
    #expect(plain != labelled)
  }
}
