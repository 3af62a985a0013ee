import XCTest

/// The gestures that start where the drawer's could: each must stay its own, and the drawer must
/// not move.
final class CompetingGesturesTests: ShowcaseTestCase {
  @MainActor
  func testSwipingBackOnAPushedScreenGoesBackAndLeavesTheDrawerClosed() throws {
    #if !canImport(UIKit)
      throw XCTSkip("A Mac has no back-swipe.")
    #else
      let showcase = launchShowcase()
      showcase.openGesturesTab()
      showcase.tap(showcase.element(ShowcaseID.pushLink))
      let pushed = showcase.element(ShowcaseID.pushedScreen)
      XCTAssertTrue(pushed.waitForExistence(timeout: 5), "the pushed screen did not show")
      XCTAssertTrue(showcase.waitUntilStill(pushed))

      showcase.swipeFromLeadingEdge()
      XCTAssertTrue(
        showcase.waitUntil { !pushed.exists }, "the back-swipe did not go back")
      XCTAssertTrue(
        showcase.isReachable(showcase.element(ShowcaseID.pushLink)),
        "the back-swipe did not return to the Gestures tab")
      XCTAssertFalse(showcase.menu.exists, "the back-swipe opened the drawer")
    #endif
  }

  @MainActor
  func testSwipingAContentRowShowsItsActionsAndLeavesTheDrawerClosed() throws {
    #if !canImport(UIKit)
      throw XCTSkip("On a Mac a row's swipe actions come from a trackpad swipe, not a drag.")
    #else
      let showcase = launchShowcase()
      showcase.openGesturesTab()
      let row = showcase.element(ShowcaseID.gestureRow(2))
      XCTAssertTrue(row.waitForExistence(timeout: 5))

      row.swipeLeft()
      let archive = showcase.app.buttons.matching(identifier: "Archive").firstMatch
      XCTAssertTrue(archive.waitForExistence(timeout: 3), "swiping left showed no actions")
      showcase.tap(archive)
      XCTAssertTrue(
        showcase.waitUntil {
          showcase.value(of: ShowcaseID.gestureLastAction) == "Archived message 2"
        }, "the trailing action did not run")

      // Toward the drawer's opening direction, from the row's middle: the row's, not the drawer's.
      showcase.element(ShowcaseID.gestureRow(3)).swipeRight()
      let pin = showcase.app.buttons.matching(identifier: "Pin").firstMatch
      XCTAssertTrue(pin.waitForExistence(timeout: 3), "swiping right showed no actions")
      XCTAssertFalse(showcase.menu.exists, "swiping a row right opened the drawer")
      showcase.tap(pin)
      XCTAssertTrue(
        showcase.waitUntil {
          showcase.value(of: ShowcaseID.gestureLastAction) == "Pinned message 3"
        }, "the leading action did not run")
      XCTAssertFalse(showcase.menu.exists, "a row's swipe actions opened the drawer")
    #endif
  }

  @MainActor
  func testSwipingARowInTheOpenMenuShowsItsActionsAndKeepsTheDrawerOpen() throws {
    #if !canImport(UIKit)
      throw XCTSkip("On a Mac a row's swipe actions come from a trackpad swipe, not a drag.")
    #else
      let showcase = launchShowcase(menu: .controls)
      showcase.tap(showcase.toggle)
      XCTAssertTrue(showcase.waitUntilOpen())
      let drawerFrame = showcase.menu.frame
      let label = showcase.element(ShowcaseID.menuLabel(3))
      XCTAssertTrue(label.waitForExistence(timeout: 3))

      // Toward the drawer's closing direction: the row's swipe actions, not a close.
      label.swipeLeft()
      let pin = showcase.menu.buttons.matching(identifier: "Pin").firstMatch
      XCTAssertTrue(pin.waitForExistence(timeout: 3), "swiping a menu row showed no actions")
      showcase.tap(pin)
      XCTAssertTrue(
        showcase.waitUntil { showcase.value(of: ShowcaseID.menuLastAction) == "Pinned label 3" },
        "the menu row's action did not run")
      XCTAssertTrue(showcase.waitUntilOpen(), "the swipe closed the drawer")
      XCTAssertEqual(
        showcase.menu.frame.minX, drawerFrame.minX, accuracy: 1, "the swipe moved the drawer")
    #endif
  }

  @MainActor
  func testDraggingTheMenusSliderMovesItAndNotTheDrawer() {
    let showcase = launchShowcase(menu: .controls)
    showcase.tap(showcase.toggle)
    XCTAssertTrue(showcase.waitUntilOpen())
    let drawerFrame = showcase.menu.frame
    let slider = showcase.element(ShowcaseID.menuSlider)
    XCTAssertTrue(slider.waitForExistence(timeout: 3))
    let before = slider.normalizedSliderPosition

    // From the thumb (at the slider's value) toward the drawer's closing direction.
    showcase.drag(
      from: slider.coordinate(withNormalizedOffset: CGVector(dx: before, dy: 0.5)),
      to: slider.coordinate(withNormalizedOffset: CGVector(dx: 0.1, dy: 0.5)),
      holding: 0.1, velocity: .slow)
    XCTAssertLessThan(
      slider.normalizedSliderPosition, before - 0.3, "dragging the slider's thumb did not move it")
    XCTAssertTrue(showcase.waitUntilOpen(), "dragging the slider closed the drawer")
    XCTAssertEqual(
      showcase.menu.frame.minX, drawerFrame.minX, accuracy: 1,
      "dragging the slider moved the drawer")
  }

  @MainActor
  func testSwitchingTheMenusToggleSwitchesItAndKeepsTheDrawerOpen() {
    let showcase = launchShowcase(menu: .controls)
    showcase.tap(showcase.toggle)
    XCTAssertTrue(showcase.waitUntilOpen())
    let drawerFrame = showcase.menu.frame
    let control = showcase.element(ShowcaseID.menuSwitch)
    XCTAssertTrue(control.waitForExistence(timeout: 3))
    let before = control.value as? String

    #if canImport(UIKit)
      // A switch's knob slides: drag it from on toward off, the drawer's closing direction.
      showcase.drag(
        from: control.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.5)),
        to: control.coordinate(withNormalizedOffset: CGVector(dx: 0.3, dy: 0.5)),
        holding: 0.1, velocity: .slow)
    #else
      showcase.tap(control)
    #endif
    XCTAssertTrue(
      showcase.waitUntil { (control.value as? String) != before }, "the switch did not switch")
    XCTAssertTrue(showcase.waitUntilOpen(), "the switch closed the drawer")
    XCTAssertEqual(
      showcase.menu.frame.minX, drawerFrame.minX, accuracy: 1, "the switch moved the drawer")
  }

  @MainActor
  func testScrollingTheCarouselSidewaysScrollsItAndLeavesTheDrawerClosed() throws {
    try scrollCarousel(opensFromAnywhere: false)
  }

  @MainActor
  func testScrollingTheCarouselWithOpenFromAnywhereLeavesTheDrawerClosed() throws {
    try scrollCarousel(opensFromAnywhere: true)
  }

  /// Scrolls the Gestures tab's carousel away from its start and back: both swipes are the
  /// carousel's, even the one toward the drawer's opening direction.
  @MainActor
  private func scrollCarousel(opensFromAnywhere: Bool) throws {
    #if !canImport(UIKit)
      throw XCTSkip("On a Mac a horizontal scroll view scrolls by the trackpad, never by a drag.")
    #else
      let showcase = launchShowcase(opensFromAnywhere: opensFromAnywhere)
      showcase.openGesturesTab()
      let carousel = showcase.element(ShowcaseID.carousel)
      let first = showcase.element(ShowcaseID.carouselCard(1))
      XCTAssertTrue(carousel.waitForExistence(timeout: 5))
      XCTAssertTrue(showcase.isReachable(first))

      carousel.swipeLeft()
      XCTAssertTrue(
        showcase.waitUntil { !showcase.isReachable(first) }, "the carousel did not scroll")
      XCTAssertFalse(showcase.menu.exists, "scrolling the carousel opened the drawer")

      carousel.swipeRight()
      XCTAssertTrue(
        showcase.waitUntil { showcase.isReachable(first) }, "the carousel did not scroll back")
      XCTAssertTrue(
        showcase.waitUntilClosed(), "scrolling the carousel back opened the drawer")
    #endif
  }
}

extension Showcase {
  /// Chooses the Gestures tab.
  func openGesturesTab() {
    let gestures = tab("Gestures")
    XCTAssertTrue(gestures.waitForExistence(timeout: 5), "the tab bar has no Gestures tab")
    tap(gestures)
    XCTAssertTrue(
      element(ShowcaseID.gestureRow(1)).waitForExistence(timeout: 5),
      "the Gestures tab did not show")
  }
}
