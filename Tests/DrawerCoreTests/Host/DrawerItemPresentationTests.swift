@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerItemPresentationTests {
  private struct Account: Identifiable, Equatable {
    let id: Int
  }

  @Test func anItemOpensTheDrawerAndIsShown() {
    var presentation = DrawerItemPresentation<Account>(item: nil)
    #expect(presentation.displayed == nil)
    #expect(presentation.itemChanged(to: Account(id: 1), drawerTarget: .closed) == .open)
    #expect(presentation.displayed == Account(id: 1))
  }

  @Test func aNewItemWhileOpenSwapsTheContentInPlace() {
    var presentation = DrawerItemPresentation(item: Account(id: 1))
    #expect(presentation.itemChanged(to: Account(id: 2), drawerTarget: .open) == nil)
    #expect(presentation.displayed == Account(id: 2))
  }

  @Test func clearingTheBindingClosesButKeepsTheContentUntilRest() {
    var presentation = DrawerItemPresentation(item: Account(id: 1))
    #expect(presentation.itemChanged(to: nil, drawerTarget: .open) == .close)
    #expect(presentation.displayed == Account(id: 1))
    presentation.drawerRested(.closed, item: nil)
    #expect(presentation.displayed == nil)
  }

  @Test func anItemSetWhileClosingIsKeptAtRest() {
    var presentation = DrawerItemPresentation(item: Account(id: 1))
    _ = presentation.itemChanged(to: nil, drawerTarget: .open)
    #expect(presentation.itemChanged(to: Account(id: 3), drawerTarget: .closed) == .open)
    presentation.drawerRested(.closed, item: Account(id: 3))
    #expect(presentation.displayed == Account(id: 3))
  }

  @Test func aGestureThatClosesTheDrawerClearsTheBinding() {
    let presentation = DrawerItemPresentation(item: Account(id: 1))
    #expect(presentation.shouldClearBinding(item: Account(id: 1), drawerTarget: .closed))
    #expect(!presentation.shouldClearBinding(item: Account(id: 1), drawerTarget: .open))
    #expect(!presentation.shouldClearBinding(item: nil, drawerTarget: .closed))
  }

  @Test func restingOpenKeepsTheItem() {
    var presentation = DrawerItemPresentation(item: Account(id: 1))
    presentation.drawerRested(.open, item: nil)
    #expect(presentation.displayed == Account(id: 1))
  }

  @Test func nilOnAClosedDrawerAsksNothing() {
    var presentation = DrawerItemPresentation<Account>(item: nil)
    #expect(presentation.itemChanged(to: nil, drawerTarget: .closed) == nil)
  }
}
