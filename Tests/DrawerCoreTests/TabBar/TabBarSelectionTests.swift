@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct TabBarSelectionTests {
  enum Screen: String, Codable, Sendable, CaseIterable { case home, search, library, profile }

  static let tabs: [TabBarItem<Screen>] = [
    TabBarItem(id: .home, icon: .systemImage("house"), title: "Home", canHide: false),
    TabBarItem(id: .search, icon: .systemImage("magnifyingglass"), title: "Search"),
    TabBarItem(id: .library, icon: .systemImage("books.vertical"), title: "Library", badge: .dot),
    TabBarItem(id: .profile, icon: .avatar(DrawerProfile(name: "Ada Lovelace")), title: "You"),
  ]

  @Test func tappingAnotherTabSelectsIt() {
    var bar = TabBarModel(tabs: Self.tabs, selection: .home)
    #expect(bar.select(.search) == .selected(from: .home, to: .search))
    #expect(bar.selection == .search && bar.lastReselection == nil)
  }

  @Test func tappingTheSelectedTabIsAReselectionSeenEveryTime() {
    var bar = TabBarModel(tabs: Self.tabs, selection: .home)
    #expect(bar.select(.home) == .reselected(.home))
    let first = bar.lastReselection
    bar.select(.home)
    #expect(first?.count == 1 && bar.lastReselection?.count == 2)
    #expect(bar.lastReselection != first, "a second re-selection is a new value to observe")
    bar.select(.search)
    bar.select(.search)
    #expect(bar.lastReselection == TabBarReselection(id: .search, count: 3))
  }

  @Test func anUnknownTabIsIgnored() {
    var bar = TabBarModel(tabs: Array(Self.tabs.prefix(2)), selection: .home)
    #expect(bar.select(.profile) == .ignored)
    #expect(bar.selection == .home)
  }
}
