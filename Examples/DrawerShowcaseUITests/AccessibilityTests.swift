import XCTest

#if canImport(UIKit)
  import UIKit
#endif

/// The open drawer to assistive technologies, as far as XCUITest sees them: it sees the
/// accessibility tree, in reading order, and the keyboard, but not VoiceOver's cursor.
final class AccessibilityTests: ShowcaseTestCase {
  @MainActor
  func testTheContentBehindTheOpenDrawerCannotBeReached() {
    let showcase = launchShowcase()
    XCTAssertNotNil(showcase.value(of: ShowcaseID.statusOpen))
    showcase.tap(showcase.toggle)
    XCTAssertTrue(showcase.waitUntilOpen())

    XCTAssertNil(
      showcase.value(of: ShowcaseID.statusOpen),
      "the content's rows are still in the accessibility tree behind the open drawer")
    for title in TabBarTests.tabs {
      XCTAssertFalse(
        showcase.isReachable(showcase.tab(title)),
        "the \(title) tab can still be reached behind the open drawer")
    }
    #if canImport(UIKit)
      // On a Mac the window's toolbar, with the toggle, stays usable beside the drawer.
      XCTAssertFalse(
        showcase.isReachable(showcase.toggle),
        "the toggle under the scrim can still be reached behind the open drawer")
    #endif
  }

  @MainActor
  func testTheOpenDrawerReadsItsRowsThenCloseMenu() throws {
    let showcase = launchShowcaseWithTheDrawerOpen()

    // DrawerKit's drawer, the container VoiceOver names "Menu", in reading order.
    let drawer = showcase.app.descendants(matching: .any).matching(identifier: "Menu")
      .containing(.any, identifier: ShowcaseID.menu).firstMatch
    XCTAssertTrue(drawer.exists, "the open drawer is not an element named Menu")
    let labels = try Self.labels(in: drawer.snapshot())
    let inbox = try XCTUnwrap(labels.firstIndex(of: "Inbox"), "no Inbox row in \(labels)")
    let signOut = try XCTUnwrap(labels.firstIndex(of: "Sign Out"), "no Sign Out row in \(labels)")
    let close = try XCTUnwrap(labels.lastIndex(of: "Close menu"), "no Close menu in \(labels)")
    XCTAssertLessThan(inbox, signOut, "the footer is read before the first row")
    XCTAssertLessThan(signOut, close, "Close menu is not read last")

    showcase.tapBesideTheDrawer()
    XCTAssertTrue(showcase.waitUntilClosedAtRest())
    XCTAssertFalse(drawer.exists, "the closed drawer is still in the accessibility tree")
  }

  @MainActor
  func testWithAKeyboardTheArrowKeysAndReturnChooseARowOfTheOpenDrawer() throws {
    #if canImport(UIKit)
      if UIDevice.current.userInterfaceIdiom == .phone {
        throw XCTSkip("An iPhone moves no keyboard focus between controls.")
      }
    #endif
    let showcase = launchShowcase()
    XCTAssertEqual(showcase.value(of: ShowcaseID.statusScreen), "Inbox")
    showcase.tap(showcase.toggle)
    XCTAssertTrue(showcase.waitUntilOpen())

    // Focus is on the selected row, Inbox: the next row down is Starred.
    showcase.app.typeKey(XCUIKeyboardKey.downArrow, modifierFlags: [])
    showcase.app.typeKey(XCUIKeyboardKey.return, modifierFlags: [])
    XCTAssertTrue(
      showcase.waitUntil { showcase.value(of: ShowcaseID.statusScreen) == "Starred" },
      "Down and Return did not choose the row after the selected one: focus is not in the menu")
    XCTAssertTrue(showcase.waitUntilClosedAtRest())
  }

  /// The labels of `snapshot` and its descendants, depth first: the order VoiceOver reads them.
  @MainActor
  static func labels(in snapshot: any XCUIElementSnapshot) -> [String] {
    let own = snapshot.label.isEmpty ? [] : [snapshot.label]
    return own + snapshot.children.flatMap { labels(in: $0) }
  }
}
