@_spi(DrawerKit) import DrawerCore
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

  @Test func tabAndShiftTabGoRoundSoFocusNeverLeavesTheMenu() {
    #expect(Self.menu.focusTarget(from: "sign-out", moving: .next) == "home")
    #expect(Self.menu.focusTarget(from: "home", moving: .previous) == "sign-out")
    #expect(Self.menu.focusTarget(from: "inbox", moving: .next) == "settings")
    #expect(Self.menu.focusTarget(from: "settings", moving: .previous) == "inbox")
    #expect(Self.menu.focusTarget(from: nil, moving: .next) == "home")
    #expect(Self.menu.focusTarget(from: nil, moving: .previous) == "sign-out")
    var focus: String? = "home"
    for _ in 0..<5 { focus = Self.menu.focusTarget(from: focus, moving: .next) }
    #expect(focus == "home", "five rows, five presses: back where it started")
  }

  @Test func aChoiceThatLeavesTheDrawerOpenAppliesAtOnce() {
    var menu = Self.menu
    let choice = menu.choose("settings", closingDrawer: false)
    #expect(choice == DrawerMenuChoice(id: "settings", selectionChanged: true, closesDrawer: false))
    #expect(menu.selection == "settings" && menu.pendingChoice == nil)
    let again = menu.choose("settings", closingDrawer: false)
    #expect(again?.selectionChanged == false && again?.closesDrawer == false)
  }

  @Test func aChoiceThatClosesTheDrawerShowsAtOnceAndAppliesWhenItIsClosed() {
    var menu = Self.menu
    let choice = menu.choose("settings", closingDrawer: true)
    #expect(choice == DrawerMenuChoice(id: "settings", selectionChanged: true, closesDrawer: true))
    // The person sees the new row selected on the close's first frame; the app's selection,
    // and so its screen, has not changed yet.
    #expect(menu.isSelected("settings") && !menu.isSelected("home"))
    #expect(menu.selection == "home")
    #expect(menu.selectedItem?.id == "settings")
    let applied = menu.finishPendingChoice(drawerRest: .closed)
    #expect(applied == choice)
    #expect(menu.selection == "settings" && menu.pendingChoice == nil)
    #expect(menu.finishPendingChoice(drawerRest: .closed) == nil, "applied once")
  }

  @Test func aChoiceIsDroppedWhenTheDrawerEndsOpen() {
    var menu = Self.menu
    menu.choose("inbox", closingDrawer: true)
    // A finger caught the closing drawer and kept it open.
    let applied = menu.finishPendingChoice(drawerRest: .open)
    #expect(applied == nil)
    #expect(menu.selection == "home" && menu.isSelected("home") && !menu.isSelected("inbox"))
    #expect(menu.pendingChoice == nil)
  }

  @Test func aLaterChoiceReplacesAPendingOne() {
    var menu = Self.menu
    menu.choose("inbox", closingDrawer: true)
    menu.choose("home", closingDrawer: true)
    #expect(menu.isSelected("home") && !menu.isSelected("inbox"))
    let applied = menu.finishPendingChoice(drawerRest: .closed)
    #expect(applied == DrawerMenuChoice(id: "home", selectionChanged: false, closesDrawer: true))
    #expect(menu.selection == "home")
  }

  /// A second tap while the drawer closes for the first (a double tap, another row tapped as the
  /// drawer slides) is no longer a choice in a drawer that can be closed: it must still wait for
  /// the close in flight, replace the first, and be applied once, at the rest.
  @Test func aChoiceMadeWhileTheCloseForAnotherIsInFlightWaitsForIt() {
    var menu = Self.menu
    menu.choose("inbox", closingDrawer: true)
    let second = menu.choose("sign-out", closingDrawer: false)
    #expect(second?.closesDrawer == true, "waits for the close in flight")
    #expect(menu.selection == "home", "nothing applied under the moving drawer")
    #expect(menu.pendingChoice == second)
    #expect(menu.finishPendingChoice(drawerRest: .closed) == second)
    #expect(menu.finishPendingChoice(drawerRest: .closed) == nil, "applied once")
    #expect(menu.selection == "home", "the action selects nothing; the first choice was replaced")
    // With no close in flight, a choice that leaves the drawer open applies at once, as before.
    let atOnce = menu.choose("inbox", closingDrawer: false)
    #expect(atOnce?.closesDrawer == false && menu.selection == "inbox")
  }

  @Test func choosingAnActionLeavesTheSelectionAlone() {
    var menu = Self.menu
    let choice = menu.choose("sign-out", closingDrawer: true)
    #expect(choice?.selectionChanged == false)
    #expect(menu.isSelected("home") && !menu.isSelected("sign-out"))
    // The action is performed once the drawer has closed, and never selects its row.
    #expect(menu.finishPendingChoice(drawerRest: .closed) == choice)
    #expect(menu.selection == "home")
    #expect(menu.choose("nowhere", closingDrawer: true) == nil)
  }

  @Test func rowsAreSelectableByRoleUnlessSaidOtherwise() {
    #expect(DrawerMenuItem(id: 1, systemImage: "x", title: "X").isSelectable)
    #expect(!DrawerMenuItem(id: 1, systemImage: "x", title: "X", role: .destructive).isSelectable)
    #expect(!DrawerMenuItem(id: 1, systemImage: "x", title: "X", isSelectable: false).isSelectable)
  }
}
