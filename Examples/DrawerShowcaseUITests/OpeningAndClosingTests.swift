import XCTest

/// Every way a person opens and closes the drawer.
final class OpeningAndClosingTests: ShowcaseTestCase {
  @MainActor
  func testSwipingFromTheLeadingEdgeOpensTheDrawer() throws {
    #if !canImport(UIKit)
      throw XCTSkip("On a Mac no drag moves the drawer: the toggle, Escape and the sidebar do.")
    #else
      let showcase = launchShowcase()
      showcase.swipeFromLeadingEdge()
      XCTAssertTrue(
        showcase.waitUntilOpen(), "a swipe from the leading edge did not open the drawer")
    #endif
  }

  @MainActor
  func testTappingTheToggleOpensTheDrawer() {
    let showcase = launchShowcase()
    showcase.tap(showcase.toggle)
    XCTAssertTrue(showcase.waitUntilOpen(), "the toggle did not open the drawer")
  }

  @MainActor
  func testTheEnvironmentsOpenActionOpensTheDrawer() {
    let showcase = launchShowcase()
    let command = showcase.element(ShowcaseID.openDrawerCommand)
    XCTAssertTrue(showcase.scrollTo(command), "Home has no command for the open action")
    showcase.tap(command)
    XCTAssertTrue(
      showcase.waitUntilOpen(), "@Environment(\\.openDrawer) did not open the drawer")
  }

  @MainActor
  func testTappingBesideTheOpenDrawerClosesIt() {
    let showcase = launchShowcaseWithTheDrawerOpen()
    showcase.tapBesideTheDrawer()
    XCTAssertTrue(
      showcase.waitUntilClosedAtRest(), "a tap on the scrim beside the drawer did not close it")
  }

  @MainActor
  func testSwipingTheOpenDrawerTowardItsEdgeClosesIt() throws {
    #if !canImport(UIKit)
      throw XCTSkip("On a Mac no drag moves the drawer: the toggle, Escape and the scrim do.")
    #else
      let showcase = launchShowcaseWithTheDrawerOpen()
      showcase.swipeDrawerClosed()
      XCTAssertTrue(
        showcase.waitUntilClosedAtRest(),
        "a swipe toward the leading edge did not close the drawer")
    #endif
  }

  @MainActor
  func testPressingEscapeClosesTheDrawer() {
    let showcase = launchShowcaseWithTheDrawerOpen()
    showcase.app.typeKey(XCUIKeyboardKey.escape, modifierFlags: [])
    XCTAssertTrue(showcase.waitUntilClosedAtRest(), "Escape did not close the drawer")
  }
}
