@_spi(DrawerKit) import DrawerCore
import Testing

/// Opening the menu with a keyboard attached puts focus on the selected row without moving the
/// menu from where the person left it, unless that row cannot be seen.
@Suite struct DrawerMenuOpeningFocusTests {
  /// Twelve rows and a footer: more than a landscape iPhone shows at once.
  static func menu(selection: String?) -> DrawerMenuModel<String> {
    let rows = (1...12).map { DrawerMenuItem(id: "row\($0)", systemImage: "tray", title: "\($0)") }
    return DrawerMenuModel(
      sections: [
        DrawerMenuSection(items: Array(rows[..<6])), DrawerMenuSection(items: Array(rows[6...])),
      ],
      footer: [DrawerMenuItem(id: "help", systemImage: "questionmark.circle", title: "Help")],
      selection: selection)
  }

  @Test func theSelectedRowInViewTakesFocusWithoutScrolling() {
    let landing = Self.menu(selection: "row8").openingFocus(rowsInView: [
      "row7", "row8", "row9", "help",
    ])
    #expect(landing == DrawerMenuFocusLanding(row: "row8", scrolls: false))
  }

  @Test func theSelectedRowOutOfViewIsScrolledTo() {
    // The person scrolled down to the labels; Inbox, selected, is above the top.
    let landing = Self.menu(selection: "row1").openingFocus(rowsInView: ["row9", "row10", "help"])
    #expect(landing == DrawerMenuFocusLanding(row: "row1", scrolls: true))
  }

  @Test func withoutASelectionTheFirstRowInViewTakesFocusWhereItIs() {
    let landing = Self.menu(selection: nil).openingFocus(rowsInView: ["help", "row10", "row9"])
    #expect(landing == DrawerMenuFocusLanding(row: "row9", scrolls: false), "in display order")
    let nothingMeasured = Self.menu(selection: "unknown").openingFocus(rowsInView: [])
    #expect(nothingMeasured == DrawerMenuFocusLanding(row: "row1", scrolls: true))
  }

  @Test func aMenuWithoutRowsHasNowhereToLand() {
    let empty = DrawerMenuModel<String>(sections: [])
    #expect(empty.openingFocus(rowsInView: ["row1"]) == nil)
  }

  @Test(arguments: [
    (20.0, 68.0, true, "wholly inside"), (0, 48, true, "at the top"),
    (552, 600, true, "at the bottom"), (-0.4, 47.6, true, "rounding"),
    (-8, 40, false, "cut off at the top"), (580, 628, false, "cut off at the bottom"),
    (-300, -252, false, "scrolled away above"), (.nan, 48, false, "not measured"),
  ])
  func aRowIsInViewWhenItIsWhollyVisible(top: Double, bottom: Double, inView: Bool, why: String) {
    #expect(
      DrawerMenuModel<String>.isRowInView(top: top, bottom: bottom, viewportHeight: 600) == inView,
      "\(why)")
  }

  /// Focus sent back after leaving the open drawer lands on the row it left, as though the move
  /// had not happened, not on the selected row.
  @Test func focusSentBackLandsOnTheRowItLeft() {
    let menu = Self.menu(selection: "row1")
    #expect(
      menu.returningFocus(to: "row9", rowsInView: ["row8", "row9", "help"])
        == DrawerMenuFocusLanding(row: "row9", scrolls: false))
    #expect(
      menu.returningFocus(to: "help", rowsInView: ["row1"])
        == DrawerMenuFocusLanding(row: "help", scrolls: true))
  }

  @Test func withNoRowToGoBackToFocusLandsAsAnOpeningDoes() {
    let menu = Self.menu(selection: "row8")
    let opening = menu.openingFocus(rowsInView: ["row8"])
    #expect(menu.returningFocus(to: nil, rowsInView: ["row8"]) == opening)
    #expect(menu.returningFocus(to: "gone", rowsInView: ["row8"]) == opening, "a removed row")
    #expect(DrawerMenuModel<String>(sections: []).returningFocus(to: "row1", rowsInView: []) == nil)
  }
}
