@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerFocusStepsTests {
  private let phone = DrawerSize(width: 390, height: 844)

  /// The requests a controller really makes: opening from a toggle, then closing.
  private func requests() -> (into: DrawerFocusRequest<String>, back: DrawerFocusRequest<String>) {
    var controller = DrawerController<String>(container: phone)
    controller.toggle(from: "toggle", time: 0)
    let into = controller.focusRequest
    controller.advance(to: 2)
    controller.toggle(from: "toggle", time: 3)
    let back = controller.focusRequest
    return (into!, back!)
  }

  @Test func openingMovesFocusToTheMenusRowWhenTheDrawerHoldsAMenuWithRows() {
    let steps = DrawerFocusSteps(request: requests().into, layoutMode: .modal, menuHasRows: true)
    #expect(steps.menuTakesFocus)
    #expect(steps.drawerFocus == nil, "the drawer must not take focus back from the row")
    #expect(steps.opener == nil)
  }

  @Test func openingMovesFocusToTheDrawerItselfWithoutAMenu() {
    let steps = DrawerFocusSteps(request: requests().into, layoutMode: .modal, menuHasRows: false)
    #expect(!steps.menuTakesFocus)
    #expect(steps.drawerFocus == true)
  }

  @Test func closingGivesFocusBackToTheOpenerAndTheDrawerLetsGo() {
    for menuHasRows in [true, false] {
      let steps = DrawerFocusSteps(
        request: requests().back, layoutMode: .modal, menuHasRows: menuHasRows)
      #expect(steps.opener == "toggle")
      #expect(steps.drawerFocus == false)
      #expect(!steps.menuTakesFocus)
    }
  }

  @Test func besideASidebarOnlyTheOpenerMoves() {
    let (into, back) = requests()
    let opening = DrawerFocusSteps(request: into, layoutMode: .sidebar, menuHasRows: true)
    #expect(!opening.menuTakesFocus && opening.drawerFocus == nil && opening.opener == nil)
    let closing = DrawerFocusSteps(request: back, layoutMode: .sidebar, menuHasRows: true)
    #expect(closing.drawerFocus == nil && closing.opener == "toggle")
  }

  /// A move out of the open drawer, refused: the menu puts focus back on its row (the one it
  /// left, not the opening's), or the drawer takes it without a menu; no opener moves.
  @Test func aRefusedMoveSendsFocusBackToTheMenusRowOrTheDrawer() throws {
    var controller = DrawerController<String>(container: phone)
    controller.toggle(from: "toggle", time: 0)
    controller.advance(to: 2)
    let refused = controller.keyboardFocusMoved(to: .content, isContentInteractive: false)
    #expect(refused)
    let request = try #require(controller.focusRequest)
    let withMenu = DrawerFocusSteps(request: request, layoutMode: .modal, menuHasRows: true)
    #expect(withMenu.menuTakesFocus && withMenu.menuReturnsToItsRow)
    #expect(withMenu.drawerFocus == nil && withMenu.opener == nil)
    let withoutMenu = DrawerFocusSteps(request: request, layoutMode: .modal, menuHasRows: false)
    #expect(!withoutMenu.menuTakesFocus && !withoutMenu.menuReturnsToItsRow)
    #expect(withoutMenu.drawerFocus == true)
    let opening = DrawerFocusSteps(request: requests().into, layoutMode: .modal, menuHasRows: true)
    #expect(!opening.menuReturnsToItsRow, "an opening lands on the selected row")
  }

  @Test func noRequestNoSteps() {
    let steps = DrawerFocusSteps<String>(request: nil, layoutMode: .modal, menuHasRows: true)
    #expect(steps.drawerFocus == nil && !steps.menuTakesFocus && steps.opener == nil)
  }
}
