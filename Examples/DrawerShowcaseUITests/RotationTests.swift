import XCTest

#if canImport(UIKit)
  import UIKit
#endif

/// The drawer after the device turns: on an iPhone with a sensor housing, landscape puts the
/// housing at the leading edge, where the drawer's edge swipe starts.
final class RotationTests: ShowcaseTestCase {
  @MainActor
  func testOpeningInLandscapeSlidesTheDrawerInFromThePhysicalEdge() throws {
    #if !canImport(UIKit)
      throw XCTSkip("A Mac does not rotate.")
    #else
      // A slow spring, so that the drawer is watched on its way when the toggle opens it.
      var launch = ShowcaseLaunch()
      launch.springResponse = ShowcaseLaunch.slowSpring
      let showcase = launchShowcase(launch)
      addTeardownBlock { @MainActor in XCUIDevice.shared.orientation = .portrait }
      // The device turned to its left: its top, and the sensor housing, at the leading side.
      XCUIDevice.shared.orientation = .landscapeLeft
      XCTAssertTrue(
        showcase.waitUntil { showcase.windowFrame.width > showcase.windowFrame.height },
        "the showcase did not turn to landscape")
      XCTAssertTrue(showcase.waitUntilStill(showcase.toggle))
      let window = showcase.windowFrame

      // From the screen's physical edge, under the housing: inside the drawer's edge strip,
      // which reaches out to the edge past the safe area.
      gesture(.opens("a swipe from the physical edge, under the sensor housing")) {
        showcase.swipeFromLeadingEdge()
      }
      XCTAssertTrue(
        showcase.waitUntilOpen(timeout: 10),
        "a swipe from the physical edge did not open the drawer")
      let swiped = showcase.menu.frame
      XCTAssertGreaterThanOrEqual(swiped.minX, window.minX - 1, "the drawer starts off screen")
      XCTAssertTrue(
        showcase.isReachable(showcase.menuButton("Inbox")),
        "the menu's first row is not on screen, clear of the housing")
      Self.attachScreenshot(
        named: "Landscape, opened by a swipe from the edge", keptOnSuccess: true)

      gesture(.closesByTap("a tap on the scrim in landscape")) { showcase.tapBesideTheDrawer() }
      XCTAssertTrue(showcase.waitUntilClosedAtRest(timeout: 10))

      // Opened again by the toggle, watched on its way: the drawer slides, keeping its width,
      // its trailing side only ever moving out, and rests exactly where the swipe left it.
      showcase.tap(showcase.toggle)
      let seen = showcase.frames(of: showcase.menu, looks: 8)
      XCTAssertGreaterThanOrEqual(
        seen.count, 2, "the drawer was seen in \(seen.count) place on its way: it did not slide")
      XCTAssertTrue(showcase.waitUntilOpen(timeout: 10))
      let rest = showcase.menu.frame
      XCTAssertEqual(rest.minX, swiped.minX, accuracy: 1, "the drawer rests elsewhere")
      XCTAssertEqual(rest.width, swiped.width, accuracy: 1, "the drawer rests at another width")
      for (earlier, later) in zip(seen, seen.dropFirst()) {
        XCTAssertGreaterThanOrEqual(later.maxX, earlier.maxX - 1, "the drawer jumped back")
      }
      for frame in seen {
        XCTAssertEqual(
          frame.width, rest.width, accuracy: 1, "the drawer changed size on its way: it popped in")
      }
      Self.attachScreenshot(named: "Landscape, opened by the toggle", keptOnSuccess: true)
    #endif
  }

}
