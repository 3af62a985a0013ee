import DrawerCore
import Testing

@Suite struct DrawerMenuKeyboardTests {
  static let menu = DrawerMenuModel(
    profile: DrawerProfile(name: "Ada Lovelace", detail: "ada@example.com"),
    sections: [
      DrawerMenuSection(items: [
        DrawerMenuItem(id: "home", systemImage: "house", title: "Home"),
        DrawerMenuItem(id: "inbox", systemImage: "tray", title: "Inbox", badge: .count(3)),
      ]),
      DrawerMenuSection(items: [
        DrawerMenuItem(id: "settings", systemImage: "gearshape", title: "Settings")
      ]),
    ],
    footer: [
      DrawerMenuItem(id: "help", systemImage: "questionmark.circle", title: "Help"),
      DrawerMenuItem(
        id: "sign-out", systemImage: "rectangle.portrait.and.arrow.right", title: "Sign Out",
        role: .destructive),
    ],
    selection: "home")

  @Test func arrowsRunThroughEveryRowAcrossSectionsAndTheFooter() {
    var focus: String? = nil
    var visited: [String] = []
    for _ in 0..<7 {
      focus = Self.menu.focusTarget(from: focus, moving: .down)
      visited.append(focus!)
    }
    #expect(visited == ["home", "inbox", "settings", "help", "sign-out", "sign-out", "sign-out"])
    #expect(Self.menu.focusTarget(from: "settings", moving: .up) == "inbox")
    #expect(Self.menu.focusTarget(from: "home", moving: .up) == "home", "stops at the top")
  }

  @Test func homeAndEndJumpToTheEnds() {
    #expect(Self.menu.focusTarget(from: "settings", moving: .first) == "home")
    #expect(Self.menu.focusTarget(from: "settings", moving: .last) == "sign-out")
  }

  @Test func fromNoFocusArrowsEnterAtTheNearEnd() {
    #expect(Self.menu.focusTarget(from: nil, moving: .down) == "home")
    #expect(Self.menu.focusTarget(from: nil, moving: .up) == "sign-out")
    #expect(Self.menu.focusTarget(from: "gone", moving: .down) == "home")
    #expect(DrawerMenuModel<String>(sections: []).focusTarget(from: nil, moving: .down) == nil)
  }

  @Test func choosingADestinationSelectsItAndMayCloseTheDrawer() {
    var menu = Self.menu
    let choice = menu.choose("settings", closingDrawer: true)
    #expect(choice == DrawerMenuChoice(id: "settings", selectionChanged: true, closesDrawer: true))
    #expect(menu.selection == "settings")
    let again = menu.choose("settings", closingDrawer: false)
    #expect(again?.selectionChanged == false && again?.closesDrawer == false)
  }

  @Test func choosingAnActionLeavesTheSelectionAlone() {
    var menu = Self.menu
    let choice = menu.choose("sign-out", closingDrawer: true)
    #expect(choice?.selectionChanged == false)
    #expect(menu.selection == "home")
    #expect(menu.choose("nowhere", closingDrawer: true) == nil)
  }

  @Test func rowsAreSelectableByRoleUnlessSaidOtherwise() {
    #expect(DrawerMenuItem(id: 1, systemImage: "x", title: "X").isSelectable)
    #expect(!DrawerMenuItem(id: 1, systemImage: "x", title: "X", role: .destructive).isSelectable)
    #expect(!DrawerMenuItem(id: 1, systemImage: "x", title: "X", isSelectable: false).isSelectable)
  }
}
