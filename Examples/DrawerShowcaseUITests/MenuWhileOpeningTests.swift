import XCTest

/// The menu while the drawer is still sliding in: a person who reaches for a row, or scrolls, as
/// soon as they have asked for the drawer.
///
/// The showcase is launched with a slowed spring (``ShowcaseLaunch/inFlightSpring``), so that
/// the drawer is seen moving for about a second: a tap asked for a tenth of a second after the
/// toggle's lands while it moves, whatever latency XCUITest adds, and the test proves it: the
/// drawer is seen in two places as it opens (and, where there is time, before the tap), and
/// Home's count of catches is one higher after the tap.
final class MenuWhileOpeningTests: ShowcaseTestCase {
  @MainActor
  func testTappingARowATenthOfASecondAfterOpeningChoosesIt() throws {
    try tapRow("Starred", secondsAfterOpening: 0.1)
  }

  @MainActor
  func testTappingARowThreeTenthsOfASecondAfterOpeningChoosesIt() throws {
    try tapRow("Sent", secondsAfterOpening: 0.3)
  }

  @MainActor
  func testTappingARowSixTenthsOfASecondAfterOpeningChoosesIt() throws {
    try tapRow("Archive", secondsAfterOpening: 0.6)
  }

  @MainActor
  func testScrollingTheMenuRightAfterOpeningScrollsIt() throws {
    #if !canImport(UIKit)
      throw XCTSkip("On a Mac a list scrolls by the wheel or the trackpad, never by a drag.")
    #else
      var launch = ShowcaseLaunch()
      launch.menu = .controls
      let showcase = launchShowcase(launch)
      let frame = showcase.windowFrame
      showcase.tap(showcase.toggle)
      // At once, while the drawer slides in: a finger near its leading side (where the drawer
      // already shows a tenth of a second in) sweeps up half the screen.
      showcase.drag(
        from: showcase.point(x: 60, y: frame.height * 0.75),
        to: showcase.point(x: 64, y: frame.height * 0.25), holding: 0.02, velocity: .default)
      XCTAssertTrue(showcase.waitUntilOpen(), "the drawer did not finish opening")
      let firstRow = showcase.element(ShowcaseID.menuSlider)
      XCTAssertFalse(
        showcase.isReachable(firstRow), "the menu did not scroll: its first row is still in view")
      XCTAssertTrue(
        showcase.isReachable(showcase.element(ShowcaseID.menuLabel(12))),
        "the menu did not scroll down to its labels")
    #endif
  }

  /// Opens the drawer with the toggle, and `delay` seconds after the toggle's tap taps the row
  /// titled `title` where a person's finger would land on it: a finger's width in from the
  /// drawer's leading side, which is on the row from a fifth of the way open on.
  @MainActor
  private func tapRow(_ title: String, secondsAfterOpening delay: TimeInterval) throws {
    var launch = ShowcaseLaunch()
    launch.springResponse = ShowcaseLaunch.inFlightSpring
    let showcase = launchShowcase(launch)
    // Where the row is once the drawer rests: open it once and look. The drawer is seen
    // moving on its way: the spring is slow enough to be watched.
    showcase.tap(showcase.toggle)
    let opening = showcase.frames(of: showcase.menu, looks: 5)
    XCTAssertGreaterThanOrEqual(
      opening.count, 2, "the drawer was not seen moving as it opened: the spring is not slowed")
    XCTAssertTrue(showcase.waitUntilOpen(timeout: 10))
    let row = showcase.menuButton(title)
    XCTAssertTrue(row.waitForExistence(timeout: 2), "the menu has no row \(title)")
    let rowFrame = row.frame
    let target = showcase.point(
      at: CGPoint(x: rowFrame.minX + min(24, rowFrame.width / 4), y: rowFrame.midY))
    showcase.tapBesideTheDrawer()
    XCTAssertTrue(showcase.waitUntilClosedAtRest(timeout: 10))
    let catches = try XCTUnwrap(
      showcase.value(of: ShowcaseID.statusCatches).flatMap(Int.init),
      "Home shows no count of catches")

    var beforeTheTap: [CGRect] = []
    var asked: TimeInterval = 0
    gesture(.choosesARowInFlight("a tap on \(title) \(delay) s into the drawer's opening")) {
      showcase.tap(showcase.toggle)
      let opened = Date()
      // Where there is time before the tap, the drawer is watched moving; a look takes a
      // snapshot of the app, too long to fit before a tap a tenth of a second in.
      while delay >= 0.3, Date().timeIntervalSince(opened) < delay - 0.1 {
        beforeTheTap += showcase.frames(of: showcase.menu, looks: 1)
      }
      Thread.sleep(until: opened.addingTimeInterval(delay))
      asked = Date().timeIntervalSince(opened)
      showcase.tap(target)
    }
    XCTContext.runActivity(
      named: "Asked for the tap \(Int((asked * 1000).rounded())) ms after the toggle's tap"
    ) { _ in }
    XCTAssertTrue(
      showcase.waitUntil(timeout: 10) { showcase.value(of: ShowcaseID.statusScreen) == title },
      "the row \(title), tapped \(delay) s after opening, was not chosen")
    XCTAssertTrue(
      showcase.waitUntilClosedAtRest(timeout: 10), "choosing \(title) did not close the drawer")
    // The tap caught the drawer while its spring moved it, which Home counts: a tap that
    // XCUITest held back until the drawer rested would have caught nothing.
    XCTAssertEqual(
      showcase.value(of: ShowcaseID.statusCatches).flatMap(Int.init), catches + 1,
      "the tap asked for \(delay) s after opening did not land on the moving drawer")
    if delay >= 0.3 {
      let distinct = zip(beforeTheTap, beforeTheTap.dropFirst()).filter {
        abs($0.minX - $1.minX) >= 1
      }
      XCTAssertGreaterThanOrEqual(
        distinct.count + 1, 2, "the drawer was not seen moving before the tap")
    }
  }
}
