@_spi(DrawerKit) import DrawerCore
import Testing

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
