import XCTest

/// Every way a person opens and closes the drawer, and how it follows the finger between.
final class OpeningAndClosingTests: ShowcaseTestCase {
  @MainActor
  func testSwipingFromTheLeadingEdgeOpensTheDrawer() throws {
    #if !canImport(UIKit)
      throw XCTSkip("On a Mac no drag moves the drawer: the toggle, Escape and the sidebar do.")
    #else
      let showcase = launchShowcase()
      gesture(.opens("a swipe from the leading edge")) { showcase.swipeFromLeadingEdge() }
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
    gesture(.closesByTap("a tap on the scrim beside the open drawer")) {
      showcase.tapBesideTheDrawer()
    }
    XCTAssertTrue(
      showcase.waitUntilClosedAtRest(), "a tap on the scrim beside the drawer did not close it")
  }

  @MainActor
  func testSwipingTheOpenDrawerTowardItsEdgeClosesIt() throws {
    #if !canImport(UIKit)
      throw XCTSkip("On a Mac no drag moves the drawer: the toggle, Escape and the scrim do.")
    #else
      let showcase = launchShowcaseWithTheDrawerOpen()
      gesture(.endsClosed("a swipe on the open drawer toward its edge")) {
        showcase.swipeDrawerClosed()
      }
      XCTAssertTrue(
        showcase.waitUntilClosedAtRest(),
        "a swipe toward the leading edge did not close the drawer")
    #endif
  }

  /// Escape closes the drawer wherever a hardware keyboard can press it: the Mac, an iPad, and
  /// an iPhone with a keyboard attached (DrawerKit's Escape is a keyboard shortcut, which UIKit
  /// honours on an iPhone too).
  @MainActor
  func testPressingEscapeClosesTheDrawer() {
    let showcase = launchShowcaseWithTheDrawerOpen()
    showcase.app.typeKey(XCUIKeyboardKey.escape, modifierFlags: [])
    XCTAssertTrue(showcase.waitUntilClosedAtRest(), "Escape did not close the drawer")
  }

  /// A slow drag from the edge to a third of the drawer's width, held still and let go: the
  /// hand stopped short of half way, so the drawer goes back closed; it did follow the finger
  /// (one drag followed, released about a third of the way).
  @MainActor
  func testASlowDragReleasedShortOfHalfEndsClosed() throws {
    #if !canImport(UIKit)
      throw XCTSkip("On a Mac no drag moves the drawer.")
    #else
      let showcase = launchShowcase()
      let width = try openWidth(of: showcase)
      gesture(.endsClosed("a slow drag to a third of the way, held, let go")) {
        showcase.dragFromTheLeadingEdge(by: width / 3, holdingAtEnd: 0.6)
      }
      XCTAssertTrue(
        showcase.waitUntilClosedAtRest(),
        "a drawer dragged a third of the way and let go did not go back closed")
      let followed = showcase.followedDrags()
      XCTAssertEqual(followed.count, "1", "the drawer did not follow the drag")
      let percent = try XCTUnwrap(followed.releasedAt.flatMap { Int($0) })
      XCTAssertTrue((15...45).contains(percent), "released at \(percent) %, not near a third")
    #endif
  }

  /// The drawer follows the finger: dragged slowly to 40 % of its width and held, it is where
  /// the finger left it the moment the finger lifts (Home's "Released at", the drawer's progress
  /// read as its drag ended), then springs back closed. The drawer's own view cannot be looked
  /// at during a drag (XCUITest's drag is one synchronous call) nor after it (a drawer that never
  /// headed for open is hidden from accessibility), so the showcase reads the engine instead.
  @MainActor
  func testADrawerDraggedAndHeldIsWhereTheFingerLeftIt() throws {
    #if !canImport(UIKit)
      throw XCTSkip("On a Mac no drag moves the drawer.")
    #else
      let showcase = launchShowcase()
      let width = try openWidth(of: showcase)
      let travel = width * 0.4
      gesture(.endsClosed("a slow drag to 40 % of the way, held, let go")) {
        showcase.dragFromTheLeadingEdge(by: travel, holdingAtEnd: 0.6)
      }
      XCTAssertTrue(
        showcase.waitUntilClosedAtRest(timeout: 10), "the drawer did not come to rest closed")
      let followed = showcase.followedDrags()
      XCTAssertEqual(followed.count, "1", "the drawer did not follow the drag")
      let percent = Double(try XCTUnwrap(followed.releasedAt.flatMap { Int($0) }))
      // The finger travelled 40 % of the width; the drawer starts after the 10 pt slop (no jump
      // on acceptance), so it trails the finger by the slop and no more.
      let slop = 10 / width * 100
      XCTAssertLessThanOrEqual(percent, 40 + 3, "the drawer was ahead of the finger")
      XCTAssertGreaterThanOrEqual(
        percent, 40 - slop - 5, "the drawer was far behind the finger: it did not follow it")
    #endif
  }

  /// The open drawer's width, from opening it once with the toggle; the drawer is closed again.
  @MainActor
  private func openWidth(of showcase: Showcase) throws -> CGFloat {
    showcase.tap(showcase.toggle)
    XCTAssertTrue(showcase.waitUntilOpen(timeout: 10))
    let width = showcase.menu.frame.width
    showcase.tap(showcase.toggle)
    XCTAssertTrue(showcase.waitUntilClosedAtRest(timeout: 10))
    XCTAssertGreaterThan(width, 100, "the open drawer is narrower than a menu")
    return width
  }
}

extension Showcase {
  /// A slow drag from the window's left edge, `distance` points to the right at half the
  /// window's height, held `holdingAtEnd` seconds before the finger lifts.
  func dragFromTheLeadingEdge(by distance: CGFloat, holdingAtEnd: TimeInterval) {
    let y = windowFrame.height * 0.5
    drag(
      from: point(x: Self.edgeInset, y: y), to: point(x: Self.edgeInset + distance, y: y + 2),
      holding: 0.05, velocity: .slow, holdingAtEnd: holdingAtEnd)
  }
}
