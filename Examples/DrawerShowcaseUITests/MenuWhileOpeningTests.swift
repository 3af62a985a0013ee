import XCTest

/// The menu while the drawer is still sliding in: a person who reaches for a row, or scrolls, as
/// soon as they have asked for the drawer.
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
      let showcase = launchShowcase(menu: .controls)
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
    let showcase = launchShowcase()
    // Where the row is once the drawer rests: open it once and look.
    showcase.tap(showcase.toggle)
    XCTAssertTrue(showcase.waitUntilOpen())
    let row = showcase.menuButton(title)
    XCTAssertTrue(row.waitForExistence(timeout: 2), "the menu has no row \(title)")
    let rowFrame = row.frame
    let target = showcase.point(
      at: CGPoint(x: rowFrame.minX + min(24, rowFrame.width / 4), y: rowFrame.midY))
    showcase.tapBesideTheDrawer()
    XCTAssertTrue(showcase.waitUntilClosedAtRest())
    let catches = showcase.value(of: ShowcaseID.statusCatches)
    XCTAssertNotNil(catches, "Home shows no count of catches")

    showcase.tap(showcase.toggle)
    let opened = Date()
    Thread.sleep(until: opened.addingTimeInterval(delay))
    let asked = Date().timeIntervalSince(opened)
    showcase.tap(target)
    // The test can only ask for the tap at `delay`; XCUITest adds its own latency before the
    // touch lands. The recorded trace has the touch at its real time.
    XCTContext.runActivity(
      named: "Asked for the tap \(Int((asked * 1000).rounded())) ms after the toggle's tap"
    ) { _ in }
    XCTAssertTrue(
      showcase.waitUntil { showcase.value(of: ShowcaseID.statusScreen) == title },
      "the row \(title), tapped \(delay) s after opening, was not chosen")
    XCTAssertTrue(showcase.waitUntilClosedAtRest(), "choosing \(title) did not close the drawer")
    // XCUITest may hold a tap back until the app has finished animating. A tap meant for the
    // sliding drawer that caught nothing landed on the drawer at rest: the row was chosen, but
    // not in flight, which is what the test is for.
    if delay < Self.openingDuration {
      let caught = showcase.value(of: ShowcaseID.statusCatches) != catches
      if !caught {
        throw XCTSkip(
          "XCUITest delivered the tap asked for \(delay) s after opening once the drawer was at "
            + "rest: the tap in flight was not exercised.")
      }
    }
  }

  /// How long the default spring takes to bring the drawer visibly open, in seconds: a tap asked
  /// for sooner is meant to land on the drawer as it slides.
  private static let openingDuration: TimeInterval = 0.38
}
