@_spi(DrawerKit) import DrawerCore
import Testing

/// Where a focused view stands among nested drawers: each drawer asks the focused view's
/// innermost mark, and must get its own answer, not the innermost drawer's.
@Suite struct DrawerKeyboardScopeTests {
  private let outside = DrawerKeyboardScope<String>()

  @Test func aViewOutsideEveryDrawerIsNowhereForEach() {
    #expect(outside.place(of: "menu") == nil)
  }

  @Test(arguments: DrawerKeyboardFocusPlace.allCases)
  func aViewInOneDrawersContainerIsWhereItsMarkSays(place: DrawerKeyboardFocusPlace) {
    let scope = outside.adding("menu", place)
    #expect(scope.place(of: "menu") == place)
    #expect(scope.place(of: "other") == nil, "a drawer elsewhere on screen does not hold it")
  }

  /// `.drawer(leading).drawer(trailing)` on one content: the trailing drawer's container holds
  /// the leading one's whole container as its content.
  @Test func twoDrawersOnOneContentEachSeeTheSharedContentAsTheirs() {
    let behindTrailing = outside.adding("trailing", .content)
    let sharedContent = behindTrailing.adding("leading", .content)
    let leadingDrawer = behindTrailing.adding("leading", .drawer)
    let trailingDrawer = outside.adding("trailing", .drawer)
    // Focus that walked into the shared content is the content to both drawers: whichever is
    // open refuses it, not only the inner one.
    #expect(sharedContent.place(of: "trailing") == .content)
    #expect(sharedContent.place(of: "leading") == .content)
    #expect(leadingDrawer.place(of: "leading") == .drawer)
    #expect(leadingDrawer.place(of: "trailing") == .content)
    #expect(trailingDrawer.place(of: "trailing") == .drawer)
    #expect(trailingDrawer.place(of: "leading") == nil)
  }

  /// A drawer inside another drawer's own content (a submenu with a drawer of its own): focus
  /// in the inner drawer's content is still inside the outer drawer.
  @Test func aDrawerNestedInADrawersContentStaysInsideTheOuterDrawer() {
    let inOuterDrawer = outside.adding("outer", .drawer)
    let innerContent = inOuterDrawer.adding("inner", .content)
    let innerDrawer = inOuterDrawer.adding("inner", .drawer)
    #expect(innerContent.place(of: "outer") == .drawer)
    #expect(innerDrawer.place(of: "outer") == .drawer)
    #expect(innerContent.place(of: "inner") == .content)
  }

  @Test func addingADrawerAgainGivesItTheNewPlace() {
    #expect(outside.adding("a", .drawer).adding("a", .content).place(of: "a") == .content)
  }
}
