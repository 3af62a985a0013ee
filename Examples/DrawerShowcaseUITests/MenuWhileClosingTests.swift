import XCTest

/// The menu while the drawer is closing for a choice: a second tap (the second half of a double
/// tap or a double click, or another row reached for as the drawer slides) must not apply a
/// choice under the moving drawer. While a close for a choice is in flight, a new choice
/// replaces the pending one, and it is applied once, when the drawer looks closed.
///
/// The showcase is launched with a slow spring (``ShowcaseLaunch/slowSpring``), so that the
/// drawer is still in place under the finger for the second tap, and takes seconds to close:
/// long enough to watch Home's status while it does.
final class MenuWhileClosingTests: ShowcaseTestCase {
  /// A double tap on Sign Out (a double click on a Mac): Sign Out is performed once, and only
  /// once the drawer has closed.
  @MainActor
  func testADoubleTapOnARowPerformsItOnceWhenTheDrawerHasClosed() throws {
    let showcase = try launchWithTheDrawerOpenOnASlowSpring()
    let signOut = showcase.menuButton("Sign Out")
    XCTAssertTrue(signOut.waitForExistence(timeout: 2), "the menu has no Sign Out row")
    let seen = watchUntilClosed(showcase, ShowcaseID.statusSignOuts) {
      gesture(.choosesARowInFlight("a double tap on Sign Out, the second on the closing drawer")) {
        showcase.doubleTap(signOut)
      }
    }
    XCTAssertEqual(
      seen.whileMoving, "0", "Sign Out was performed under the drawer as it began to close")
    XCTAssertFalse(seen.all.contains("2"), "Sign Out was performed twice: \(seen.all)")
    XCTAssertEqual(seen.atRest, "1", "Sign Out was not performed once the drawer had closed")
    XCTAssertEqual(
      showcase.value(of: ShowcaseID.statusScreen), "Inbox", "an action selects nothing")
  }

  /// Starred, then Sent while the drawer closes for Starred: Sent replaces Starred, and Home
  /// shows Sent once the drawer has closed; Starred never shows, under the drawer or after it.
  @MainActor
  func testASecondRowTappedWhileTheDrawerClosesReplacesTheFirst() throws {
    let showcase = try launchWithTheDrawerOpenOnASlowSpring()
    let starred = try rowPoint(showcase, "Starred")
    let sent = try rowPoint(showcase, "Sent")
    let seen = watchUntilClosed(showcase, ShowcaseID.statusScreen) {
      gesture(.choosesARowInFlight("Starred, then Sent on the drawer closing for Starred")) {
        showcase.tap(starred)
        showcase.tap(sent)
      }
    }
    XCTAssertEqual(seen.whileMoving, "Inbox", "a choice was applied as the drawer began to close")
    XCTAssertFalse(seen.all.contains("Starred"), "the first choice was applied: \(seen.all)")
    XCTAssertEqual(seen.atRest, "Sent", "the second choice did not replace the first")
  }

  /// Launches the showcase on a slow spring and opens the drawer; at rest, its rows in reach.
  @MainActor
  private func launchWithTheDrawerOpenOnASlowSpring() throws -> Showcase {
    var launch = ShowcaseLaunch()
    launch.springResponse = ShowcaseLaunch.slowSpring
    let showcase = launchShowcase(launch)
    showcase.tap(showcase.toggle)
    XCTAssertTrue(showcase.waitUntilOpen(timeout: 10), "the toggle did not open the drawer")
    return showcase
  }

  /// Where a finger lands on the row titled `title`: a finger's width in from the drawer's
  /// leading side, on the drawer for most of its way closed.
  @MainActor
  private func rowPoint(_ showcase: Showcase, _ title: String) throws -> XCUICoordinate {
    let row = showcase.menuButton(title)
    XCTAssertTrue(row.waitForExistence(timeout: 2), "the menu has no row \(title)")
    let frame = row.frame
    return showcase.point(at: CGPoint(x: frame.minX + min(24, frame.width / 4), y: frame.midY))
  }

  /// What Home's status row `id` read after `act`: at the first look that found the drawer
  /// closing (the content is given back to assistive technologies on the close's first frame,
  /// and the slow spring is seconds from its rest), at every look, and once the drawer had come
  /// to rest closed.
  @MainActor
  private func watchUntilClosed(
    _ showcase: Showcase, _ id: String, act: () -> Void
  ) -> (whileMoving: String?, all: [String], atRest: String?) {
    act()
    var whileMoving: String?
    var all: [String] = []
    let rested = showcase.waitUntil(timeout: 20) {
      let phase = showcase.value(of: ShowcaseID.statusPhase)
      guard let phase, let value = showcase.value(of: id) else { return false }
      all.append(value)
      if whileMoving == nil && phase != "resting" { whileMoving = value }
      return phase == "resting" && showcase.value(of: ShowcaseID.statusOpen) == "no"
    }
    XCTAssertTrue(rested, "the drawer did not close and come to rest")
    XCTAssertNotNil(whileMoving, "the closing drawer was never seen moving: is the spring slowed?")
    return (whileMoving, all, showcase.value(of: id))
  }
}

extension Showcase {
  /// A double tap with a finger, or a double click with the pointer on a Mac.
  func doubleTap(_ element: XCUIElement) {
    #if canImport(UIKit)
      element.doubleTap()
    #else
      element.doubleClick()
    #endif
  }
}
