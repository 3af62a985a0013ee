import XCTest

/// Two drawers on one screen, and a drawer that hosts its own navigation: the samples that show
/// them (``ShowcaseSample/twoDrawers``, ``ShowcaseSample/submenu``) behave as they say.
final class TwoDrawersAndSubmenuTests: ShowcaseTestCase {
  // MARK: Two drawers

  /// A swipe from the left edge opens the leading drawer (the channels), one from the right edge
  /// the trailing drawer (the members); a drag that closes the open drawer never opens the other
  /// in the same stroke.
  @MainActor
  func testASwipeFromEachEdgeOpensTheDrawerItRevealsAndAClosingDragOpensNeither() throws {
    #if !canImport(UIKit)
      throw XCTSkip("On a Mac no drag moves the drawer: the toggles and Escape do.")
    #else
      let showcase = launchShowcase(ShowcaseLaunch(sample: .twoDrawers))
      let screen = showcase.sampleScreen.frame
      XCTAssertEqual(showcase.value(of: ShowcaseID.Sample.openDrawer), "none")

      gesture(.opens("a swipe from the left edge, revealing the leading drawer")) {
        showcase.swipeAcross(screen, from: .left)
      }
      XCTAssertTrue(
        showcase.waitUntil { showcase.value(of: ShowcaseID.Sample.openDrawer) == "channels" },
        "a swipe from the left edge did not open the leading drawer")
      XCTAssertTrue(showcase.waitUntilSampleOpen(), "the leading drawer did not come to rest")
      XCTAssertEqual(
        showcase.sampleDrawer.frame.minX, screen.minX, accuracy: 1,
        "the leading drawer is not at the left edge")

      // A long swipe to the left on the open leading drawer: it closes, and the trailing drawer,
      // which the same swipe would reveal on closed content, stays closed.
      gesture(.endsClosed("a long swipe to the left on the open leading drawer")) {
        let drawer = showcase.sampleDrawer.frame
        showcase.drag(
          // From inside its inner edge, where every touch path moves the open drawer.
          from: showcase.point(at: CGPoint(x: drawer.maxX - 8, y: drawer.midY)),
          to: showcase.point(at: CGPoint(x: screen.minX + Showcase.edgeInset, y: drawer.midY + 4)))
      }
      XCTAssertTrue(
        showcase.waitUntil { showcase.value(of: ShowcaseID.Sample.openDrawer) == "none" },
        "the drag did not close the leading drawer")
      XCTAssertTrue(showcase.waitUntilStill(showcase.sampleScreen))
      XCTAssertEqual(
        showcase.value(of: ShowcaseID.Sample.openDrawer), "none",
        "the stroke that closed the leading drawer opened the trailing one")

      gesture(.opens("a swipe from the right edge, revealing the trailing drawer")) {
        showcase.swipeAcross(screen, from: .right)
      }
      XCTAssertTrue(
        showcase.waitUntil { showcase.value(of: ShowcaseID.Sample.openDrawer) == "members" },
        "a swipe from the right edge did not open the trailing drawer")
      let members = showcase.element(ShowcaseID.Sample.trailingDrawer)
      XCTAssertTrue(showcase.waitUntil { showcase.isReachable(members) })
      XCTAssertTrue(showcase.waitUntilStill(members))
      XCTAssertEqual(
        members.frame.maxX, screen.maxX, accuracy: 1, "the trailing drawer is not at the right edge"
      )
      XCTAssertFalse(
        showcase.isReachable(showcase.sampleDrawer), "the leading drawer is reachable as well")
    #endif
  }

  /// Opening one drawer while the other is open closes the other: the trailing drawer's
  /// "Channels" button swaps it for the leading drawer, and each toggle opens its own drawer.
  @MainActor
  func testOpeningOneDrawerClosesTheOtherAndEachToggleOpensItsOwn() {
    let showcase = launchShowcase(ShowcaseLaunch(sample: .twoDrawers))
    let members = showcase.element(ShowcaseID.Sample.trailingDrawer)
    // Each toggle says which drawer it opens (the sample names them with drawerTitle).
    XCTAssertEqual(showcase.element(ShowcaseID.Sample.trailingToggle).label, "Open Members")
    XCTAssertEqual(showcase.sampleToggle.label, "Open Channels")
    showcase.tap(showcase.element(ShowcaseID.Sample.trailingToggle))
    XCTAssertTrue(
      showcase.waitUntil { showcase.isReachable(members) },
      "the trailing toggle did not open the trailing drawer")
    XCTAssertEqual(showcase.value(of: ShowcaseID.Sample.openDrawer), nil, "the screen is reachable")

    showcase.tap(showcase.element(ShowcaseID.Sample.swapButton))
    XCTAssertTrue(
      showcase.waitUntil { showcase.isReachable(showcase.sampleDrawer) && !members.exists },
      "opening the leading drawer did not close the trailing one")
    XCTAssertTrue(showcase.waitUntilSampleOpen())

    // A channel chosen in the leading drawer closes it and applies.
    showcase.tap(showcase.element("#design"))
    XCTAssertTrue(
      showcase.waitUntil {
        showcase.value(of: ShowcaseID.Sample.channel) == "#design"
          && showcase.value(of: ShowcaseID.Sample.openDrawer) == "none"
      }, "the choice did not close the leading drawer and apply")
    showcase.tap(showcase.sampleToggle)
    XCTAssertTrue(
      showcase.waitUntilSampleOpen(), "the leading toggle did not open the leading drawer")
    XCTAssertFalse(members.exists, "the leading toggle opened the trailing drawer too")

    // Escape closes the open drawer, and only it: the other stays closed.
    showcase.app.typeKey(XCUIKeyboardKey.escape, modifierFlags: [])
    XCTAssertTrue(
      showcase.waitUntil { showcase.value(of: ShowcaseID.Sample.openDrawer) == "none" },
      "Escape did not close the open leading drawer")
    XCTAssertFalse(members.exists, "Escape opened the trailing drawer")
  }

  // MARK: A drawer with its own navigation

  /// A row in the drawer pushes a submenu inside it; a back-swipe in the drawer goes back to the
  /// settings and leaves the drawer open; a choice deep in the submenu closes the drawer and
  /// applies; the drawer opens again on the submenu it was left on, and a swipe toward the
  /// leading drawer's edge there closes it.
  @MainActor
  func testASubmenuInTheDrawerHasItsOwnBackSwipeAndAChoiceInItClosesTheDrawer() throws {
    #if !canImport(UIKit)
      throw XCTSkip("A Mac has no back-swipe.")
    #else
      let (showcase, stack, submenu) = launchOnSubmenu()
      let settings = showcase.element(ShowcaseID.Sample.settingsRoot)

      // The back-swipe from the drawer's left edge: the stack's, not the drawer's.
      gesture(.leavesOpen("a back-swipe on the submenu inside the open drawer")) {
        showcase.swipeRight(across: stack)
      }
      XCTAssertTrue(
        showcase.waitUntil {
          showcase.isReachable(settings) && !submenu.exists
        },
        "the back-swipe did not go back to the settings")
      XCTAssertTrue(showcase.isReachable(stack), "the back-swipe moved or closed the drawer")
      XCTAssertEqual(stack.frame.minX, showcase.sampleScreen.frame.minX, accuracy: 1)

      showcase.tap(showcase.element(ShowcaseID.Sample.submenuTitle))
      XCTAssertTrue(submenu.waitForExistence(timeout: 3))
      showcase.tap(showcase.element("Mentions"))
      XCTAssertTrue(
        showcase.waitUntil {
          showcase.value(of: ShowcaseID.Sample.choice) == "Mentions"
            && showcase.value(of: ShowcaseID.Sample.presented) == "no"
        }, "a choice in the submenu did not apply and close the drawer")

      showcase.tap(showcase.sampleToggle)
      XCTAssertTrue(showcase.waitUntil { showcase.isReachable(stack) })
      XCTAssertTrue(
        submenu.waitForExistence(timeout: 3), "the drawer lost its path while it was closed")

      // A leading drawer closes against the back-swipe: a swipe toward its edge on the submenu
      // (from its inner edge, where iOS 17's path moves the open drawer too) closes it, as at
      // the menu's root.
      XCTAssertTrue(showcase.waitUntilStill(stack))
      gesture(.endsClosed("a swipe toward the edge on the submenu of the open leading drawer")) {
        let drawer = stack.frame
        showcase.drag(
          from: showcase.point(at: CGPoint(x: drawer.maxX - 6, y: drawer.midY)),
          to: showcase.point(at: CGPoint(x: drawer.minX + 10, y: drawer.midY + 4)),
          velocity: .default)
      }
      XCTAssertTrue(
        showcase.waitUntil { showcase.value(of: ShowcaseID.Sample.presented) == "no" },
        "a swipe toward the leading drawer's edge on its submenu did not close it")
    #endif
  }

  /// On the trailing edge, closing the drawer runs the way the back-swipe does: while a submenu
  /// shows, a swipe from the drawer's inner edge toward its own edge is the stack's, not the
  /// drawer's, and the drawer stays open where it is (on iOS 26, where the back-swipe starts
  /// anywhere over the stack, it goes back to the settings).
  @MainActor
  func testATrailingDrawerGivesItsSubmenuTheSwipeTowardItsEdge() throws {
    #if !canImport(UIKit)
      throw XCTSkip("A Mac has no back-swipe.")
    #else
      let (showcase, stack, submenu) = launchOnSubmenu(edge: "trailing")
      XCTAssertTrue(showcase.waitUntilStill(stack))

      gesture(.leavesOpen("a swipe toward the trailing drawer's edge on its submenu")) {
        showcase.swipeRight(across: stack)
      }
      XCTAssertTrue(showcase.waitUntilStill(stack))
      XCTAssertTrue(showcase.isReachable(stack), "the swipe closed the drawer")
      XCTAssertEqual(stack.frame.maxX, showcase.sampleScreen.frame.maxX, accuracy: 1)
      XCTAssertEqual(showcase.value(of: ShowcaseID.Sample.presented), "yes")
      if #available(iOS 26.0, *) {
        XCTAssertTrue(
          showcase.waitUntil { !submenu.exists }, "the back-swipe did not go back to the settings")
      }
    #endif
  }
}

extension TwoDrawersAndSubmenuTests {
  /// Launches the submenu sample with its drawer on `edge` (`nil` for leading), opens the
  /// drawer and pushes the notifications submenu.
  @MainActor
  fileprivate func launchOnSubmenu(edge: String? = nil) -> (
    showcase: Showcase, stack: XCUIElement, submenu: XCUIElement
  ) {
    let showcase = launchShowcase(ShowcaseLaunch(edge: edge, sample: .submenu))
    let stack = showcase.element(ShowcaseID.Sample.submenuStack)
    showcase.tap(showcase.sampleToggle)
    XCTAssertTrue(showcase.waitUntil { showcase.isReachable(stack) }, "the drawer did not open")
    XCTAssertTrue(showcase.waitUntilStill(stack))
    showcase.tap(showcase.element(ShowcaseID.Sample.submenuTitle))
    let submenu = showcase.element(ShowcaseID.Sample.submenuPage)
    XCTAssertTrue(submenu.waitForExistence(timeout: 3), "the row pushed no submenu")
    return (showcase, stack, submenu)
  }
}

extension Showcase {
  /// A swipe across `element` from just inside its left edge to near its right edge: the
  /// back-swipe of a stack in it, in a left-to-right layout.
  func swipeRight(across element: XCUIElement) {
    let frame = element.frame
    drag(
      from: point(at: CGPoint(x: frame.minX + Showcase.edgeInset, y: frame.midY)),
      to: point(at: CGPoint(x: frame.maxX - 10, y: frame.midY + 4)), velocity: .default)
  }

  /// A swipe across `screen` (a sample's screen) from its edge on `side` toward its middle.
  func swipeAcross(_ screen: CGRect, from side: Side) {
    let y = screen.midY
    let travel = min(screen.width * 0.8, 320)
    let start = side == .left ? screen.minX + Self.edgeInset : screen.maxX - Self.edgeInset
    let end = side == .left ? screen.minX + travel : screen.maxX - travel
    drag(from: point(at: CGPoint(x: start, y: y)), to: point(at: CGPoint(x: end, y: y + 4)))
  }
}
