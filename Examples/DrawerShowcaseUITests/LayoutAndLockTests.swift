import XCTest

#if canImport(UIKit)
  import UIKit
#endif

/// The drawer's place and its locks: a style other than the floating default, the trailing
/// edge, a right-to-left layout, the iPad's sidebar, and a drawer locked against gestures.
final class LayoutAndLockTests: ShowcaseTestCase {
  /// The overlay style stands the drawer against the screen's edge; the floating default stands
  /// it in from the edge, as a panel.
  @MainActor
  func testTheOverlayStyleStandsTheDrawerAtTheEdgeAndTheFloatingOneStandsItIn() {
    var launch = ShowcaseLaunch()
    launch.style = "overlay"
    let overlay = launchShowcaseWithTheDrawerOpen(launch)
    // In portrait (the tests' orientation) and on a Mac no safe area stands in from the sides.
    XCTAssertEqual(
      overlay.menu.frame.minX, overlay.windowFrame.minX, accuracy: 1,
      "the overlay drawer does not start at the window's edge")
    overlay.app.terminate()

    let floating = launchShowcaseWithTheDrawerOpen()
    XCTAssertGreaterThan(
      floating.menu.frame.minX, floating.windowFrame.minX + 4,
      "the floating drawer is not inset from the edge as a panel")
  }

  /// On the trailing edge the drawer opens from the right side of a left-to-right screen, by a
  /// swipe from that edge (or the toggle on a Mac), and rests against it.
  @MainActor
  func testOnTheTrailingEdgeTheDrawerOpensFromTheRight() {
    var launch = ShowcaseLaunch()
    launch.edge = "trailing"
    launch.style = "overlay"
    let showcase = launchShowcase(launch)
    #if canImport(UIKit)
      gesture(.opens("a swipe from the right edge")) { showcase.swipeFromEdge(.right) }
    #else
      showcase.tap(showcase.toggle)
    #endif
    XCTAssertTrue(showcase.waitUntilOpen(), "the trailing drawer did not open")
    let window = showcase.windowFrame
    let drawer = showcase.menu.frame
    XCTAssertGreaterThan(drawer.minX, window.midX - 1, "the trailing drawer is not on the right")
    XCTAssertEqual(
      drawer.maxX, window.maxX, accuracy: 1,
      "the trailing drawer does not rest against the right edge")
  }

  /// Laid out right to left, the leading edge is on the right: the drawer opens there, by the
  /// toggle and (on a touch screen) by a swipe from the right edge.
  @MainActor
  func testRightToLeftTheDrawerOpensFromTheRight() {
    var launch = ShowcaseLaunch()
    launch.rightToLeft = true
    let showcase = launchShowcaseWithTheDrawerOpen(launch)
    let window = showcase.windowFrame
    XCTAssertGreaterThan(
      showcase.menu.frame.minX, window.midX - 1, "right to left, the drawer is not on the right")
    #if canImport(UIKit)
      showcase.tapBesideTheDrawer(on: .left)
      XCTAssertTrue(showcase.waitUntilClosedAtRest())
      gesture(.opens("a swipe from the right edge, right to left")) {
        showcase.swipeFromEdge(.right)
      }
      XCTAssertTrue(showcase.waitUntilOpen(), "a swipe from the right edge did not open it")
    #endif
  }

  /// On an iPad the drawer stands beside the content as a sidebar, both reachable at once; the
  /// toggle hides the sidebar and shows it again.
  @MainActor
  func testOnAnIPadTheSidebarStandsBesideTheContentAndTheToggleHidesIt() throws {
    #if canImport(UIKit)
      if UIDevice.current.userInterfaceIdiom != .pad {
        throw XCTSkip("A sidebar needs a regular width: an iPhone's is compact.")
      }
    #else
      throw XCTSkip("The sidebar is the iPad's question: a Mac window's width is the person's.")
    #endif
    var launch = ShowcaseLaunch()
    launch.sidebar = true
    let showcase = launchShowcase(launch)
    XCTAssertTrue(showcase.waitUntil { showcase.isReachable(showcase.menu) }, "no sidebar")
    XCTAssertTrue(
      showcase.isReachable(showcase.element(ShowcaseID.statusScreen)),
      "the content beside the sidebar cannot be reached")
    XCTAssertFalse(
      showcase.menu.frame.intersects(showcase.element(ShowcaseID.statusScreen).frame),
      "the sidebar covers the content")
    showcase.tap(showcase.toggle)
    XCTAssertTrue(showcase.waitUntil { !showcase.menu.exists }, "the toggle did not hide it")
    showcase.tap(showcase.toggle)
    XCTAssertTrue(
      showcase.waitUntil { showcase.isReachable(showcase.menu) }, "the toggle did not show it")
  }

  /// Locked closed, nothing the person does opens the drawer: a swipe does not (and nothing is
  /// recorded: the drawer is not the swipe's), and the toggle is disabled, as Android's drawer
  /// toggle is under a lock, so VoiceOver says it is dimmed rather than offering a button that
  /// does nothing. The app's own command (Home's "Open", `DrawerState.open()`) still opens it,
  /// as `DrawerLayout.openDrawer` goes through a lock.
  @MainActor
  func testLockedClosedNeitherASwipeNorTheDisabledToggleOpensTheDrawerButTheAppsCommandDoes() {
    var launch = ShowcaseLaunch()
    launch.lock = "closed"
    let showcase = launchShowcase(launch)
    #if canImport(UIKit)
      gesture(.leavesClosed("a swipe from the edge of a drawer locked closed")) {
        showcase.swipeFromLeadingEdge()
      }
      XCTAssertTrue(showcase.waitUntilClosedAtRest(), "a swipe opened a drawer locked closed")
    #endif
    XCTAssertFalse(
      showcase.toggle.isEnabled, "the toggle of a drawer locked closed is not disabled")
    showcase.tap(showcase.toggle)
    XCTAssertFalse(
      showcase.waitUntil(timeout: 1.5) { showcase.menu.exists },
      "the disabled toggle opened a drawer locked closed")
    let open = showcase.element(ShowcaseID.openCommand)
    XCTAssertTrue(showcase.scrollTo(open), "Home has no Open command")
    showcase.tap(open)
    XCTAssertTrue(showcase.waitUntilOpen(), "the app's command did not open the drawer")
  }

  /// Locked open, the drawer opens by itself, and neither a tap on the scrim nor Escape closes
  /// it (the content behind stays out of reach meanwhile).
  @MainActor
  func testLockedOpenTheScrimAndEscapeLeaveTheDrawerOpen() {
    var launch = ShowcaseLaunch()
    launch.lock = "open"
    let showcase = launchShowcase(launch)
    XCTAssertTrue(showcase.waitUntilOpen(), "a drawer locked open did not open")
    let open = showcase.menu.frame
    showcase.tapBesideTheDrawer()
    showcase.app.typeKey(XCUIKeyboardKey.escape, modifierFlags: [])
    XCTAssertTrue(showcase.waitUntilOpen(), "the scrim or Escape closed a drawer locked open")
    XCTAssertEqual(showcase.menu.frame.minX, open.minX, accuracy: 1)
    XCTAssertNil(
      showcase.value(of: ShowcaseID.statusOpen), "the content is reachable behind the drawer")
  }
}

extension Showcase {
  /// A tap on the content beside the open drawer, on the window's `side`.
  func tapBesideTheDrawer(on side: Side) {
    let frame = windowFrame
    tap(point(x: side == .left ? frame.width * 0.05 : frame.width * 0.95, y: frame.height * 0.5))
  }
}
