import XCTest

/// The gestures that start where the drawer's could: each must stay its own, and the drawer must
/// not move. Those on the content run twice: with the drawer opening from its edge strip, and
/// opening from anywhere, where the content's gestures begin inside the drawer's open zone and
/// "the drawer stayed closed" is a decision, not a given.
final class CompetingGesturesTests: ShowcaseTestCase {
  /// A back-swipe on a pushed screen goes back. The Gestures tab's stack switches the drawer's
  /// gestures off while a screen is pushed (`drawerGestureDisabled(!path.isEmpty)`, as the
  /// docs tell an app to), so this checks that pattern end to end: the back-swipe is the stack's
  /// and the drawer never follows it.
  @MainActor
  func testSwipingBackOnAPushedScreenGoesBackAndLeavesTheDrawerClosed() throws {
    try swipeBack(opensFromAnywhere: false)
  }

  @MainActor
  func testSwipingBackWithOpenFromAnywhereGoesBackAndLeavesTheDrawerClosed() throws {
    try swipeBack(opensFromAnywhere: true)
  }

  @MainActor
  private func swipeBack(opensFromAnywhere: Bool) throws {
    #if !canImport(UIKit)
      throw XCTSkip("A Mac has no back-swipe.")
    #else
      var launch = ShowcaseLaunch()
      launch.opensFromAnywhere = opensFromAnywhere
      let showcase = launchShowcase(launch)
      showcase.openGesturesTab()
      showcase.tap(showcase.element(ShowcaseID.pushLink))
      let pushed = showcase.element(ShowcaseID.pushedScreen)
      XCTAssertTrue(pushed.waitForExistence(timeout: 5), "the pushed screen did not show")
      XCTAssertTrue(showcase.waitUntilStill(pushed))

      gesture(.leavesClosed("a back-swipe from the leading edge on a pushed screen")) {
        showcase.swipeFromLeadingEdge()
      }
      XCTAssertTrue(
        showcase.waitUntil { !pushed.exists }, "the back-swipe did not go back")
      XCTAssertTrue(
        showcase.isReachable(showcase.element(ShowcaseID.pushLink)),
        "the back-swipe did not return to the Gestures tab")
      XCTAssertFalse(showcase.menu.exists, "the back-swipe opened the drawer")
      assertTheDrawerFollowedNoDrag(showcase)
    #endif
  }

  @MainActor
  func testSwipingAContentRowShowsItsActionsAndLeavesTheDrawerClosed() throws {
    try swipeContentRows(opensFromAnywhere: false)
  }

  @MainActor
  func testSwipingAContentRowWithOpenFromAnywhereShowsItsActionsAndLeavesTheDrawerClosed()
    throws
  {
    try swipeContentRows(opensFromAnywhere: true)
  }

  @MainActor
  private func swipeContentRows(opensFromAnywhere: Bool) throws {
    #if !canImport(UIKit)
      throw XCTSkip("On a Mac a row's swipe actions come from a trackpad swipe, not a drag.")
    #else
      var launch = ShowcaseLaunch()
      launch.opensFromAnywhere = opensFromAnywhere
      let showcase = launchShowcase(launch)
      showcase.openGesturesTab()
      let row = showcase.element(ShowcaseID.gestureRow(2))
      XCTAssertTrue(row.waitForExistence(timeout: 5))

      gesture(.leavesClosed("a left swipe on a content row")) {
        showcase.swipe(row, toward: .left, across: showcase.windowFrame)
      }
      XCTAssertTrue(
        showcase.runSwipeAction("Archive", in: showcase.app) {
          showcase.value(of: ShowcaseID.gestureLastAction) == "Archived message 2"
        }, "swiping a row left did not show, or run, its Archive action")
      XCTAssertFalse(showcase.menu.exists, "swiping a row left opened the drawer")

      // Toward the drawer's opening direction, from the row's middle: the row's, not the drawer's.
      gesture(.leavesClosed("a right swipe on a content row")) {
        showcase.swipe(
          showcase.element(ShowcaseID.gestureRow(3)), toward: .right,
          across: showcase.windowFrame)
      }
      XCTAssertFalse(showcase.menu.exists, "swiping a row right opened the drawer")
      XCTAssertTrue(
        showcase.runSwipeAction("Pin", in: showcase.app) {
          showcase.value(of: ShowcaseID.gestureLastAction) == "Pinned message 3"
        }, "swiping a row right did not show, or run, its Pin action")
      XCTAssertFalse(showcase.menu.exists, "a row's swipe actions opened the drawer")
      assertTheDrawerFollowedNoDrag(showcase)
    #endif
  }

  @MainActor
  func testSwipingARowInTheOpenMenuShowsItsActionsAndKeepsTheDrawerOpen() throws {
    #if !canImport(UIKit)
      throw XCTSkip("On a Mac a row's swipe actions come from a trackpad swipe, not a drag.")
    #else
      let showcase = launchShowcaseWithTheDrawerOpen(ShowcaseLaunch(menu: .controls))
      let drawerFrame = showcase.menu.frame
      let label = showcase.element(ShowcaseID.menuLabel(3))
      XCTAssertTrue(label.waitForExistence(timeout: 3))

      // Toward the drawer's closing direction: the row's swipe actions, not a close.
      gesture(.leavesOpen("a left swipe on a row of the open menu")) {
        showcase.swipe(label, toward: .left, across: drawerFrame)
      }
      XCTAssertTrue(
        showcase.runSwipeAction("Pin", in: showcase.menu) {
          showcase.value(of: ShowcaseID.menuLastAction) == "Pinned label 3"
        }, "swiping a menu row did not show, or run, its Pin action")
      XCTAssertTrue(showcase.waitUntilOpen(), "the swipe closed the drawer")
      XCTAssertEqual(
        showcase.menu.frame.minX, drawerFrame.minX, accuracy: 1, "the swipe moved the drawer")
      assertTheDrawerFollowedNoDrag(showcase)
    #endif
  }

  @MainActor
  func testDraggingTheMenusSliderMovesItAndNotTheDrawer() {
    let showcase = launchShowcaseWithTheDrawerOpen(ShowcaseLaunch(menu: .controls))
    let drawerFrame = showcase.menu.frame
    let slider = showcase.element(ShowcaseID.menuSlider)
    XCTAssertTrue(slider.waitForExistence(timeout: 3))
    let before = slider.normalizedSliderPosition

    // From the thumb (at the slider's value) toward the drawer's closing direction.
    gesture(.leavesOpen("a drag of the open menu's slider toward the drawer's edge")) {
      showcase.drag(
        from: slider.coordinate(withNormalizedOffset: CGVector(dx: before, dy: 0.5)),
        to: slider.coordinate(withNormalizedOffset: CGVector(dx: 0.1, dy: 0.5)),
        holding: 0.1, velocity: .slow)
    }
    XCTAssertLessThan(
      slider.normalizedSliderPosition, before - 0.3, "dragging the slider's thumb did not move it")
    XCTAssertTrue(showcase.waitUntilOpen(), "dragging the slider closed the drawer")
    XCTAssertEqual(
      showcase.menu.frame.minX, drawerFrame.minX, accuracy: 1,
      "dragging the slider moved the drawer")
    assertTheDrawerFollowedNoDrag(showcase)
  }

  /// A row that scrolls sideways inside the open drawer keeps its swipe toward the drawer's
  /// closing direction, on both paths: the recogniser leaves it to the scroll view that can still
  /// scroll that way; iOS 17's `DragGesture` moves the open drawer only from the scrim and a
  /// strip along its edge, where no control of the menu can be.
  @MainActor
  func testScrollingTheMenusFilterRowScrollsItAndKeepsTheDrawerOpen() throws {
    #if !canImport(UIKit)
      throw XCTSkip(
        "On a Mac a sideways scroll comes from a trackpad, which never moves the drawer.")
    #else
      let showcase = launchShowcaseWithTheDrawerOpen(ShowcaseLaunch(menu: .controls))
      let drawerFrame = showcase.menu.frame
      let row = showcase.element(ShowcaseID.menuChips)
      XCTAssertTrue(row.waitForExistence(timeout: 3))
      let firstChip = showcase.element(ShowcaseID.menuChip(1))
      XCTAssertTrue(firstChip.waitForExistence(timeout: 3))
      let before = firstChip.frame.minX

      gesture(.leavesOpen("a left swipe on the open menu's row of filters")) {
        // From the row's middle, well inside the drawer, toward its closing edge.
        showcase.drag(
          from: row.coordinate(withNormalizedOffset: CGVector(dx: 0.6, dy: 0.5)),
          to: row.coordinate(withNormalizedOffset: CGVector(dx: 0.1, dy: 0.5)),
          holding: 0.05, velocity: .slow)
      }
      XCTAssertTrue(
        showcase.waitUntil { firstChip.frame.minX < before - 20 },
        "the swipe did not scroll the row of filters")
      XCTAssertTrue(showcase.waitUntilOpen(), "the swipe closed the drawer")
      XCTAssertEqual(
        showcase.menu.frame.minX, drawerFrame.minX, accuracy: 1, "the swipe moved the drawer")
      assertTheDrawerFollowedNoDrag(showcase)
    #endif
  }

  /// What is left to move the open drawer with on every touch path: a drag from the scrim beside
  /// it, toward its closing direction, closes it.
  @MainActor
  func testDraggingFromTheScrimClosesTheOpenDrawerOfControls() throws {
    #if !canImport(UIKit)
      throw XCTSkip("No drag moves the drawer on a Mac; a click on the scrim closes it.")
    #else
      let showcase = launchShowcaseWithTheDrawerOpen(ShowcaseLaunch(menu: .controls))
      let drawerFrame = showcase.menu.frame
      let window = showcase.windowFrame
      let y = drawerFrame.midY
      gesture(.endsClosed("a left swipe from the scrim beside the open drawer of controls")) {
        showcase.drag(
          from: showcase.point(at: CGPoint(x: (drawerFrame.maxX + window.maxX) / 2, y: y)),
          to: showcase.point(at: CGPoint(x: drawerFrame.minX + 10, y: y)), holding: 0.02)
      }
      XCTAssertTrue(showcase.waitUntilClosed(), "the swipe from the scrim did not close the drawer")
    #endif
  }

  @MainActor
  func testSwitchingTheMenusToggleSwitchesItAndKeepsTheDrawerOpen() {
    let showcase = launchShowcaseWithTheDrawerOpen(ShowcaseLaunch(menu: .controls))
    let drawerFrame = showcase.menu.frame
    let control = showcase.element(ShowcaseID.menuSwitch)
    XCTAssertTrue(control.waitForExistence(timeout: 3))
    let before = control.value as? String

    gesture(.leavesOpen("a slide of the open menu's switch toward the drawer's edge")) {
      #if canImport(UIKit)
        // A switch's knob slides: drag it from on toward off, the drawer's closing direction.
        showcase.drag(
          from: control.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.5)),
          to: control.coordinate(withNormalizedOffset: CGVector(dx: 0.3, dy: 0.5)),
          holding: 0.1, velocity: .slow)
      #else
        showcase.tap(control)
      #endif
    }
    XCTAssertTrue(
      showcase.waitUntil { (control.value as? String) != before }, "the switch did not switch")
    XCTAssertTrue(showcase.waitUntilOpen(), "the switch closed the drawer")
    XCTAssertEqual(
      showcase.menu.frame.minX, drawerFrame.minX, accuracy: 1, "the switch moved the drawer")
    assertTheDrawerFollowedNoDrag(showcase)
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
      var launch = ShowcaseLaunch()
      launch.opensFromAnywhere = opensFromAnywhere
      let showcase = launchShowcase(launch)
      showcase.openGesturesTab()
      let carousel = showcase.element(ShowcaseID.carousel)
      let first = showcase.element(ShowcaseID.carouselCard(1))
      XCTAssertTrue(carousel.waitForExistence(timeout: 5))
      XCTAssertTrue(showcase.isReachable(first))

      gesture(.leavesClosed("a left swipe on the carousel")) { carousel.swipeLeft() }
      XCTAssertTrue(
        showcase.waitUntil { !showcase.isReachable(first) }, "the carousel did not scroll")
      XCTAssertFalse(showcase.menu.exists, "scrolling the carousel opened the drawer")

      gesture(.leavesClosed("a right swipe on the scrolled carousel")) { carousel.swipeRight() }
      XCTAssertTrue(
        showcase.waitUntil { showcase.isReachable(first) }, "the carousel did not scroll back")
      XCTAssertTrue(
        showcase.waitUntilClosed(), "scrolling the carousel back opened the drawer")
      assertTheDrawerFollowedNoDrag(showcase)
    #endif
  }

  /// At its first card the carousel can scroll no farther toward its start: a right swipe there
  /// is the drawer's, where the drawer opens from anywhere (as a paged view hands the edge of
  /// its first page to the navigation around it).
  @MainActor
  func testAtTheCarouselsFirstCardARightSwipeOpensTheDrawer() throws {
    #if !canImport(UIKit)
      throw XCTSkip("On a Mac a horizontal scroll view scrolls by the trackpad, never by a drag.")
    #else
      guard #available(iOS 18.0, *) else {
        throw XCTSkip(
          "On iOS 17 the drawer opens from its edge strip only, even set to open from anywhere.")
      }
      var launch = ShowcaseLaunch()
      launch.opensFromAnywhere = true
      let showcase = launchShowcase(launch)
      showcase.openGesturesTab()
      let first = showcase.element(ShowcaseID.carouselCard(1))
      XCTAssertTrue(first.waitForExistence(timeout: 5))
      XCTAssertTrue(showcase.isReachable(first), "the carousel does not start at its first card")
      let card = first.frame
      gesture(.opens("a right swipe on the carousel's first card")) {
        showcase.drag(
          from: showcase.point(at: CGPoint(x: card.minX + 12, y: card.midY)),
          to: showcase.point(at: CGPoint(x: card.minX + 12 + 200, y: card.midY + 2)),
          holding: 0.02)
      }
      XCTAssertTrue(
        showcase.waitUntilOpen(),
        "a right swipe on the carousel at its start did not open the drawer")
      // The swipe was the drawer's alone: once it closes, the carousel is where it was.
      showcase.tapBesideTheDrawer()
      XCTAssertTrue(showcase.waitUntilClosedAtRest())
      XCTAssertTrue(first.waitForExistence(timeout: 2))
      XCTAssertEqual(
        first.frame.minX, card.minX, accuracy: 1,
        "the carousel scrolled as well as the drawer opening")
    #endif
  }
}

extension Showcase {
  /// Which way a finger moves.
  enum Direction {
    case left
    case right
  }

  /// A quick horizontal swipe along `row`'s middle, over nearly half of `area`'s width (a list
  /// row's text is narrower than its row): enough to show a row's swipe actions. Leftward it
  /// starts near `area`'s trailing side; rightward a third of the way in, clear of the drawer's
  /// edge strip.
  func swipe(_ row: XCUIElement, toward direction: Direction, across area: CGRect) {
    let y = row.frame.midY
    let from = direction == .left ? area.maxX - 24 : area.minX + area.width / 3
    let to = direction == .left ? from - area.width * 0.45 : from + area.width * 0.45
    drag(
      from: point(at: CGPoint(x: from, y: y)), to: point(at: CGPoint(x: to, y: y)), holding: 0.02)
  }

  /// Runs the swipe action titled `title` that a swipe showed in `scope`, and waits for `done`:
  /// a swipe that went far enough may have run the first action already, as a full swipe does.
  func runSwipeAction(_ title: String, in scope: XCUIElement, until done: () -> Bool) -> Bool {
    if waitUntil(timeout: 1, done) { return true }
    let button = scope.buttons.matching(identifier: title).firstMatch
    guard button.waitForExistence(timeout: 3) else { return false }
    tap(button)
    return waitUntil(done)
  }

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
