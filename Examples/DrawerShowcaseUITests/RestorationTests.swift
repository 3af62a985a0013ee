import XCTest

/// The showcase ended in the background and launched again: the window comes back as the person
/// left it, the drawer open, the screen chosen in the menu, the tab showing and the post pushed in
/// the Feed tab.
final class RestorationTests: ShowcaseTestCase {
  @MainActor
  func testARelaunchBringsBackTheOpenDrawerTheChoiceTheTabAndThePushedPost() throws {
    #if !canImport(UIKit)
      // A Mac restores a window's scene storage with the window, which the tests turn off
      // (`ApplePersistenceIgnoreState`) so that each starts from the showcase's first window.
      throw XCTSkip("Window restoration is off for the showcase's tests on a Mac.")
    #else
      var launch = ShowcaseLaunch()
      launch.sceneStorage = "relaunch-\(UUID().uuidString)"
      let first = launchShowcase(launch)

      // Feed: push the third post.
      first.tap(first.tab("Feed"))
      let post = first.element(ShowcaseID.feedPost(3))
      XCTAssertTrue(post.waitForExistence(timeout: 5))
      first.tap(post)
      XCTAssertTrue(
        first.element(ShowcaseID.postScreen(3)).waitForExistence(timeout: 5),
        "choosing the post did not push it")

      // Home: choose Starred in the menu.
      first.tap(first.tab("Home"))
      XCTAssertTrue(first.waitUntil { first.isReachable(first.toggle) })
      first.tap(first.toggle)
      XCTAssertTrue(first.waitUntilOpen(), "the toggle did not open the drawer")
      first.tap(first.menuButton("Starred"))
      XCTAssertTrue(first.waitUntilClosedAtRest(), "choosing a row did not close the drawer")
      XCTAssertEqual(first.value(of: ShowcaseID.statusScreen), "Starred")

      // Alerts: leave the drawer open over it.
      first.tap(first.tab("Alerts"))
      XCTAssertTrue(first.waitUntil { first.isReachable(first.toggle) })
      first.tap(first.toggle)
      XCTAssertTrue(first.waitUntilOpen(), "the toggle did not open the drawer on Alerts")

      // The system ends the app in the background, as it does to free memory: the scene's
      // storage is written as the app leaves the foreground, and kept.
      XCUIDevice.shared.press(.home)
      Showcase.wait(timeout: 3) { false }
      first.app.terminate()

      // Launched again with the same storage: not through `launchShowcase`, which waits for
      // the toggle, hidden behind the drawer that comes back open.
      let app = XCUIApplication()
      app.launchArguments = launch.arguments
      app.launch()
      let again = Showcase(app: app)
      XCTAssertTrue(
        again.waitUntilOpen(timeout: 15), "the drawer did not come back open after the relaunch")
      ShowcaseTestCase.attachScreenshot(named: "The showcase relaunched", keptOnSuccess: true)
      XCTAssertTrue(
        again.menuButton("Starred").isSelected, "the menu's choice did not come back selected")
      XCTAssertFalse(again.menuButton("Inbox").isSelected)

      again.tapBesideTheDrawer()
      XCTAssertTrue(again.waitUntilClosed(), "the restored drawer did not close")
      XCTAssertTrue(
        again.waitUntil { again.tab("Alerts").isSelected }, "the tab did not come back selected")

      again.tap(again.tab("Home"))
      XCTAssertTrue(
        again.waitUntil { again.value(of: ShowcaseID.statusScreen) == "Starred" },
        "the screen chosen in the menu did not come back")

      again.tap(again.tab("Feed"))
      XCTAssertTrue(
        again.element(ShowcaseID.postScreen(3)).waitForExistence(timeout: 5),
        "the Feed tab did not come back on its pushed post")
    #endif
  }
}
