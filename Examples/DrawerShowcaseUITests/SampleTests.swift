import XCTest

#if canImport(UIKit)
  import UIKit
#endif

/// The samples Home offers to copy, each launched on its own: every form of presentation
/// behaves as its sample says.
final class SampleTests: ShowcaseTestCase {
  /// `drawer(isPresented:onDismiss:)`: the toggle presents it, a tap on the scrim dismisses it,
  /// the Boolean follows, and `onDismiss` runs once it has come to rest closed.
  @MainActor
  func testTheBooleanFollowsTheDrawerAndOnDismissRunsOnceItHasClosed() {
    let showcase = launchShowcase(ShowcaseLaunch(sample: .presented))
    let screen = showcase.sampleScreen.frame
    XCTAssertEqual(showcase.value(of: ShowcaseID.Sample.dismissals), "0")
    showcase.tap(showcase.sampleToggle)
    XCTAssertTrue(showcase.waitUntilSampleOpen(), "the toggle did not present the drawer")
    gesture(.closesByTap("a tap on the sample's scrim")) {
      showcase.tapBesideTheSampleDrawer(in: screen)
    }
    XCTAssertTrue(
      showcase.waitUntil {
        showcase.value(of: ShowcaseID.Sample.presented) == "no"
          && showcase.value(of: ShowcaseID.Sample.dismissals) == "1"
      }, "the Boolean did not follow the closing, or onDismiss did not run once")
    // The button sets the Boolean: the drawer follows it the other way too.
    showcase.tap(showcase.element("Show the menu"))
    XCTAssertTrue(showcase.waitUntilSampleOpen(), "setting the Boolean did not open the drawer")
  }

  /// `drawer(item:edge: .trailing)`: choosing an item opens the drawer on the right with that
  /// item's content; closing it sets the item back to none.
  @MainActor
  func testAnItemOpensItsOwnDrawerOnTheTrailingEdgeAndClosingClearsIt() {
    let showcase = launchShowcase(ShowcaseLaunch(sample: .item))
    let screen = showcase.sampleScreen.frame
    showcase.tap(showcase.element(ShowcaseID.Sample.itemButton(2)))
    XCTAssertTrue(showcase.waitUntilSampleOpen(), "choosing an item did not open its drawer")
    let heading = showcase.element(ShowcaseID.Sample.itemHeading)
    XCTAssertTrue(heading.waitForExistence(timeout: 2))
    XCTAssertEqual(heading.label, "Mailbox 2", "the drawer does not show the item chosen")
    XCTAssertGreaterThan(
      showcase.sampleDrawer.frame.minX, screen.midX - 1,
      "the item's drawer is not on the trailing side")
    gesture(.closesByTap("a tap on the scrim beside the item's drawer")) {
      showcase.tapBesideTheSampleDrawer(in: screen, on: .left)
    }
    XCTAssertTrue(
      showcase.waitUntil { showcase.value(of: ShowcaseID.Sample.item) == "none" },
      "closing the drawer did not set the item back to none")
  }

  /// `drawerLock(.lockedOpen)`: the scrim and Escape leave it open; once the switch inside
  /// lets it go, the scrim closes it.
  @MainActor
  func testALockedOpenDrawerClosesOnlyOnceItsSwitchLetsItGo() {
    let showcase = launchShowcase(ShowcaseLaunch(sample: .lockedOpen))
    XCTAssertTrue(showcase.waitUntilSampleOpen(), "the locked drawer did not open by itself")
    showcase.tapRightOfTheSampleDrawer()
    showcase.app.typeKey(XCUIKeyboardKey.escape, modifierFlags: [])
    XCTAssertTrue(showcase.waitUntilSampleOpen(), "the scrim or Escape closed the locked drawer")
    showcase.tap(showcase.element(ShowcaseID.Sample.lockSwitch))
    gesture(.closesByTap("a tap on the scrim once the lock is off")) {
      showcase.tapRightOfTheSampleDrawer()
    }
    XCTAssertTrue(
      showcase.waitUntil { showcase.value(of: ShowcaseID.Sample.presented) == "no" },
      "the unlocked drawer did not close")
  }

  /// `drawerSidebarVisibility(_:)` on an iPad: the switch hides the sidebar and shows it again.
  @MainActor
  func testTheSidebarsBindingHidesAndShowsIt() throws {
    #if canImport(UIKit)
      if UIDevice.current.userInterfaceIdiom != .pad {
        throw XCTSkip("A sidebar needs a regular width: an iPhone's is compact.")
      }
    #else
      throw XCTSkip("The sidebar is the iPad's question: a Mac window's width is the person's.")
    #endif
    let showcase = launchShowcase(ShowcaseLaunch(sample: .sidebar))
    XCTAssertTrue(showcase.waitUntil { showcase.isReachable(showcase.sampleDrawer) }, "no sidebar")
    let toggle = showcase.element(ShowcaseID.Sample.sidebarSwitch)
    showcase.tap(toggle)
    XCTAssertTrue(
      showcase.waitUntil { !showcase.sampleDrawer.exists }, "the binding did not hide the sidebar")
    showcase.tap(toggle)
    XCTAssertTrue(
      showcase.waitUntil { showcase.isReachable(showcase.sampleDrawer) },
      "the binding did not show the sidebar again")
  }

  /// `confirmStateChange`: with a note written, a tap on the scrim is refused and a
  /// confirmation asks; discarding the note closes the drawer.
  @MainActor
  func testADrawerWithADraftAsksBeforeClosingAndClosesOnceItIsDiscarded() {
    let showcase = launchShowcase(ShowcaseLaunch(sample: .confirm))
    let screen = showcase.sampleScreen.frame
    showcase.tap(showcase.element("Write a note"))
    XCTAssertTrue(showcase.waitUntilSampleOpen(), "the button did not open the drawer")
    let field = showcase.element(ShowcaseID.Sample.draftField)
    XCTAssertTrue(field.waitForExistence(timeout: 2))
    showcase.tap(field)
    field.typeText("Buy milk")
    showcase.tapBesideTheSampleDrawer(in: screen)
    let discard = showcase.element(ShowcaseID.Sample.discardButton)
    XCTAssertTrue(discard.waitForExistence(timeout: 3), "closing with a draft asked nothing")
    XCTAssertEqual(
      showcase.value(of: ShowcaseID.Sample.presented), nil,
      "the drawer closed before the person confirmed")
    showcase.tap(discard)
    XCTAssertTrue(
      showcase.waitUntil { showcase.value(of: ShowcaseID.Sample.presented) == "no" },
      "discarding the draft did not close the drawer")
  }

  /// A `DrawerStyle` of the app's own draws the drawer: it opens, reachable, at the edge the
  /// engine's overlay geometry puts it, and closes by the scrim.
  @MainActor
  func testACustomStyleDrawsTheDrawerWhereTheEnginePutsIt() {
    let showcase = launchShowcase(ShowcaseLaunch(sample: .customStyle))
    let screen = showcase.sampleScreen.frame
    showcase.tap(showcase.sampleToggle)
    XCTAssertTrue(showcase.waitUntilSampleOpen(), "the custom style's drawer did not open")
    XCTAssertEqual(
      showcase.sampleDrawer.frame.minX, screen.minX, accuracy: 1,
      "the custom style's drawer is not where the overlay geometry puts it")
    gesture(.closesByTap("a tap on the custom style's scrim")) {
      showcase.tapBesideTheSampleDrawer(in: screen)
    }
    XCTAssertTrue(
      showcase.waitUntil { showcase.value(of: ShowcaseID.Sample.presented) == "no" },
      "the scrim did not close the custom style's drawer")
  }
}

extension Showcase {
  /// The sample's screen behind its drawer (a sheet: the whole window on an iPhone, a card in
  /// its middle on an iPad); reachable while the drawer is closed.
  var sampleScreen: XCUIElement { element(ShowcaseID.Sample.screen) }

  /// A tap on the sample's screen, `screen` (its frame while the drawer was closed), beside the
  /// open drawer near its side `side`: inside the sheet, since a tap outside an iPad's sheet
  /// would dismiss the sheet rather than close the drawer.
  func tapBesideTheSampleDrawer(in screen: CGRect, on side: Side = .right) {
    let x = side == .left ? screen.minX + screen.width * 0.05 : screen.maxX - screen.width * 0.05
    tap(point(at: CGPoint(x: x, y: screen.midY)))
  }

  /// A tap on the scrim just right of the open sample drawer (on the leading edge), for a
  /// sample whose screen was never seen closed.
  func tapRightOfTheSampleDrawer() {
    let drawer = sampleDrawer.frame
    tap(point(at: CGPoint(x: drawer.maxX + 40, y: drawer.midY)))
  }

  /// Waits for a sample's drawer to be open and at rest.
  func waitUntilSampleOpen(timeout: TimeInterval = 5) -> Bool {
    waitUntil(timeout: timeout) { isReachable(sampleDrawer) } && waitUntilStill(sampleDrawer)
  }
}
