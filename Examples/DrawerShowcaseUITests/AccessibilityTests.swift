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

  /// A touch, not only VoiceOver, cannot reach the content: a tap on a tab of the bar under
  /// the scrim closes the drawer and leaves the tab unchosen.
  @MainActor
  func testATapOnTheContentUnderTheScrimClosesTheDrawerAndReachesNothingBeneath() {
    let showcase = launchShowcase()
    let feed = showcase.tab("Feed")
    XCTAssertTrue(feed.waitForExistence(timeout: 5), "the tab bar has no Feed tab")
    let place = feed.frame
    XCTAssertTrue(showcase.tab("Home").isSelected)
    showcase.tap(showcase.toggle)
    XCTAssertTrue(showcase.waitUntilOpen())
    // The Feed tab's place, as a person would touch it; the drawer leaves it uncovered.
    XCTAssertFalse(
      showcase.menu.frame.intersects(place), "the drawer covers the Feed tab: nothing to test")
    gesture(.closesByTap("a tap on the Feed tab under the scrim")) {
      showcase.tap(showcase.point(at: CGPoint(x: place.midX, y: place.midY)))
    }
    XCTAssertTrue(
      showcase.waitUntilClosedAtRest(), "a tap under the scrim did not close the drawer")
    XCTAssertTrue(
      showcase.tab("Home").isSelected && !showcase.tab("Feed").isSelected,
      "the tap under the scrim reached the Feed tab beneath it")
  }

  /// With a keyboard (iPad, Mac), focus lands on the open drawer's selected row: Down and Return
  /// choose the row after it. Twice, from two selected rows, so that a focus that happens to
  /// start on the first row, or a key that reached the content, cannot pass.
  @MainActor
  func testWithAKeyboardTheArrowKeysAndReturnChooseARowOfTheOpenDrawer() throws {
    #if canImport(UIKit)
      if UIDevice.current.userInterfaceIdiom == .phone {
        throw XCTSkip("An iPhone moves no keyboard focus between controls.")
      }
    #endif
    let showcase = launchShowcase()
    XCTAssertEqual(showcase.value(of: ShowcaseID.statusScreen), "Inbox")
    for (selected, next) in [("Inbox", "Starred"), ("Starred", "Sent")] {
      showcase.tap(showcase.toggle)
      XCTAssertTrue(showcase.waitUntilOpen(), "the toggle did not open the drawer")
      // Focus moves into the drawer once it rests, on its selected row.
      XCTAssertTrue(
        showcase.menuButton(selected).isSelected
          || showcase.waitUntil(timeout: 2) { showcase.menuButton(selected).isSelected },
        "the menu does not show \(selected) as selected")
      Thread.sleep(forTimeInterval: 0.5)
      showcase.app.typeKey(XCUIKeyboardKey.downArrow, modifierFlags: [])
      showcase.app.typeKey(XCUIKeyboardKey.return, modifierFlags: [])
      XCTAssertTrue(
        showcase.waitUntil { showcase.value(of: ShowcaseID.statusScreen) == next },
        "Down and Return from \(selected) did not choose \(next): focus is not on the selected "
          + "row of the menu")
      XCTAssertTrue(showcase.waitUntilClosedAtRest(), "choosing \(next) did not close the drawer")
    }
  }

  /// With a hardware keyboard (an iPad's, the Mac's), Tab, Shift-Tab and the arrow keys keep
  /// focus in the open drawer. On iPadOS the focus system takes Tab before any view and moves
  /// focus to the next group (the toolbar, the tab bar, the form behind the scrim); DrawerKit
  /// sends it back to the row it left. So after a dozen presses the drawer is still open, and
  /// Return chooses a row of the drawer, not the toggle under the scrim (which would close the
  /// drawer and change nothing) nor a tab behind it (which would leave the drawer open).
  ///
  /// Down first moves focus off the selected Inbox, so that Return on Inbox, which changes
  /// nothing, cannot pass for Return on a row. Ten Tabs and three Shift-Tabs then bring a menu
  /// that cycles its rows (the Mac) back to Starred too, so both paths expect Starred.
  @MainActor
  func testTabShiftTabAndTheArrowKeysKeepFocusInTheOpenDrawer() throws {
    #if canImport(UIKit)
      if UIDevice.current.userInterfaceIdiom == .phone {
        throw XCTSkip("An iPhone moves no keyboard focus between controls.")
      }
    #endif
    let showcase = launchShowcase()
    XCTAssertEqual(showcase.value(of: ShowcaseID.statusScreen), "Inbox")
    XCTAssertEqual(showcase.value(of: ShowcaseID.statusSignOuts), "0")
    showcase.tap(showcase.toggle)
    XCTAssertTrue(showcase.waitUntilOpen(), "the toggle did not open the drawer")
    XCTAssertTrue(
      showcase.waitUntil(timeout: 2) { showcase.menuButton("Inbox").isSelected },
      "the menu does not show Inbox as selected")
    // Focus moves into the drawer once it rests, on its selected row.
    Thread.sleep(forTimeInterval: 0.5)
    let keys = showcase.app
    keys.typeKey(XCUIKeyboardKey.downArrow, modifierFlags: [])
    for _ in 0..<10 { keys.typeKey(XCUIKeyboardKey.tab, modifierFlags: []) }
    for _ in 0..<3 { keys.typeKey(XCUIKeyboardKey.tab, modifierFlags: [.shift]) }
    // Sideways, toward the content beside the drawer, then back.
    for key in [XCUIKeyboardKey.rightArrow, .rightArrow, .leftArrow] {
      keys.typeKey(key, modifierFlags: [])
    }
    XCTAssertTrue(
      showcase.isReachable(showcase.menu),
      "a Tab or an arrow acted on something behind the drawer: it is no longer open")
    keys.typeKey(XCUIKeyboardKey.return, modifierFlags: [])
    XCTAssertTrue(
      showcase.waitUntilClosed(),
      "Return did not choose a row of the drawer: focus is on something behind the scrim")
    let screen = showcase.value(of: ShowcaseID.statusScreen)
    let signOuts = showcase.value(of: ShowcaseID.statusSignOuts)
    XCTContext.runActivity(
      named: "Return chose \(screen ?? "nothing"), sign-outs \(signOuts ?? "?")"
    ) {
      _ in
    }
    let rows = ["Starred", "Sent", "Archive", "Settings", "Help & Support"]
    XCTAssertTrue(
      rows.contains(screen ?? "") || signOuts == "1",
      "Return closed the drawer without choosing a row (the screen is still \(screen ?? "none")): "
        + "keyboard focus had left the drawer for the toggle behind it")
    XCTAssertTrue(showcase.waitUntilClosedAtRest())
    XCTAssertTrue(
      showcase.tab("Home").isSelected, "a key reached the tab bar behind the open drawer")
  }

  /// On a Mac no drag moves the drawer: a click-drag from the window's leading edge leaves it
  /// closed, and one on the open drawer toward its edge leaves it open, where it was.
  @MainActor
  func testOnTheMacAClickDragDoesNotMoveTheDrawer() throws {
    #if canImport(UIKit)
      throw XCTSkip("On a touch screen a drag does move the drawer (OpeningAndClosingTests).")
    #else
      let showcase = launchShowcase()
      gesture(.leavesClosed("a click-drag from the window's leading edge")) {
        showcase.swipeFromLeadingEdge()
      }
      XCTAssertTrue(showcase.waitUntilClosedAtRest(), "a click-drag moved the closed drawer")
      XCTAssertEqual(showcase.value(of: ShowcaseID.statusOpen), "no")

      showcase.tap(showcase.toggle)
      XCTAssertTrue(showcase.waitUntilOpen())
      let open = showcase.menu.frame
      gesture(.leavesOpen("a click-drag on the open drawer toward its edge")) {
        showcase.swipeDrawerClosed()
      }
      XCTAssertTrue(showcase.waitUntilOpen(), "a click-drag closed the drawer")
      XCTAssertEqual(showcase.menu.frame.minX, open.minX, accuracy: 1, "a click-drag moved it")
    #endif
  }

  /// The labels of `snapshot` and its descendants, depth first: the order VoiceOver reads them.
  @MainActor
  static func labels(in snapshot: any XCUIElementSnapshot) -> [String] {
    let own = snapshot.label.isEmpty ? [] : [snapshot.label]
    return own + snapshot.children.flatMap { labels(in: $0) }
  }
}
