import XCTest

#if canImport(UIKit)
  import UIKit
#endif

/// The floating tab bar under the drawer: six tabs, each keeping its state, going back to the top
/// when chosen again, stepping aside while a list scrolls down.
final class TabBarTests: ShowcaseTestCase {
  /// The tabs' spoken names, leading to trailing.
  static let tabs = ["Home", "Feed", "Gestures", "Search", "Alerts", "Your profile"]
  /// The tabs' titles, as the bar shows them.
  static let titles = ["Home", "Feed", "Gestures", "Search", "Alerts", "You"]

  @MainActor
  func testAllSixTabsAreInTheBarAndEachShowsItsScreen() {
    let showcase = launchShowcase()
    for title in Self.tabs {
      XCTAssertTrue(showcase.isReachable(showcase.tab(title)), "the bar has no \(title) tab")
    }
    for title in Self.tabs {
      showcase.tap(showcase.tab(title))
      XCTAssertTrue(
        showcase.waitUntil { showcase.tab(title).isSelected }, "choosing \(title) did not select it"
      )
      XCTAssertTrue(
        showcase.waitUntil { showcase.isReachable(showcase.toggle) },
        "the \(title) tab shows no screen with the drawer's toggle")
    }
  }

  /// Every tab is kept alive once shown, each in a `NavigationStack` of its own; only the
  /// showing tab puts the drawer's toggle in the toolbar. On a Mac, where every kept stack's
  /// toolbar would otherwise stay in the window's, one toggle remains after visiting them all.
  @MainActor
  func testAfterVisitingEveryTabTheWindowHasOneToggle() {
    let showcase = launchShowcase()
    for title in Self.tabs + ["Home"] {
      showcase.tap(showcase.tab(title))
      XCTAssertTrue(showcase.waitUntil { showcase.tab(title).isSelected })
    }
    let toggles = showcase.app.descendants(matching: .any).matching(identifier: ShowcaseID.toggle)
    XCTAssertTrue(showcase.waitUntil { showcase.isReachable(showcase.toggle) })
    XCTAssertEqual(
      toggles.count, 1, "the kept tabs left their toolbars' toggles in the window")
  }

  /// At the largest accessibility text size the six tabs still fit a phone's bar: each item is
  /// a target at least 44 points wide, side by side, and either every item shows its whole
  /// title or none does (only the icons fit, each still named by its title).
  @MainActor
  func testAtTheLargestTextSizeNoTabTitleIsTruncatedAndNoItemIsUnder44Points() throws {
    #if !canImport(UIKit)
      throw XCTSkip("Dynamic Type's text sizes are an iOS setting.")
    #else
      var launch = ShowcaseLaunch()
      launch.textSize = UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue
      let showcase = launchShowcase(launch)
      let window = showcase.app.windows.firstMatch.frame
      let items = Self.tabs.map { showcase.tab($0) }
      for (name, item) in zip(Self.tabs, items) {
        XCTAssertTrue(showcase.isReachable(item), "the \(name) tab is not in the bar")
      }
      let frames = items.map(\.frame)
      for (name, frame) in zip(Self.tabs, frames) {
        XCTAssertGreaterThanOrEqual(frame.width, 44, "the \(name) tab is under 44 pt wide")
        XCTAssertTrue(window.contains(frame), "the \(name) tab runs off the screen")
      }
      let ordered = frames.sorted { $0.minX < $1.minX }
      for (left, right) in zip(ordered, ordered.dropFirst()) {
        XCTAssertLessThanOrEqual(left.maxX, right.minX + 0.5, "two tabs overlap")
      }
      // An item with its title stacks it under its 28 pt icon, taller than the 44 pt target an
      // icon alone fills; the bar stops growing at Extra Large, where the caption is 13 pt.
      let titled = frames.filter { $0.height > 44.5 }
      XCTAssertTrue(
        titled.isEmpty || titled.count == frames.count,
        "some tabs show their title and others do not")
      guard titled.count == frames.count else { return }
      let caption = UIFont.preferredFont(
        forTextStyle: .caption2,
        compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge))
      for (title, frame) in zip(Self.titles, frames) {
        let width = (title as NSString).size(withAttributes: [.font: caption]).width
        XCTAssertGreaterThanOrEqual(
          frame.width, width.rounded(.up), "the \(title) tab's title is truncated")
      }
    #endif
  }

  @MainActor
  func testEachTabKeepsWhatWasTypedInItWhileAnotherShows() {
    let showcase = launchShowcase()
    showcase.tap(showcase.tab("Search"))
    let field = showcase.element(ShowcaseID.searchField)
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    showcase.tap(field)
    // Return ends editing, and the software keyboard (which the bar steps aside for) goes.
    field.typeText("drawer\n")
    XCTAssertTrue(showcase.waitUntil { showcase.isReachable(showcase.tab("Feed")) })

    showcase.tap(showcase.tab("Feed"))
    XCTAssertTrue(showcase.element(ShowcaseID.feedPost(1)).waitForExistence(timeout: 5))
    showcase.tap(showcase.tab("Search"))
    XCTAssertTrue(
      showcase.waitUntil { (field.value as? String) == "drawer" },
      "the Search tab lost what was typed in it")
  }

  @MainActor
  func testEachTabKeepsItsScrollPositionWhileAnotherShows() throws {
    let showcase = try launchFeedScrolledDown()
    let first = showcase.element(ShowcaseID.feedPost(1))

    showcase.tap(showcase.tab("Home"))
    XCTAssertTrue(showcase.waitUntil { showcase.tab("Home").isSelected })
    showcase.tap(showcase.tab("Feed"))
    XCTAssertTrue(showcase.waitUntil { showcase.tab("Feed").isSelected })
    XCTAssertTrue(
      showcase.element(ShowcaseID.feed).waitForExistence(timeout: 3)
        && !showcase.isReachable(first),
      "the Feed tab went back to its top while another tab showed")
  }

  @MainActor
  func testChoosingTheShowingTabAgainScrollsItToTheTop() throws {
    let showcase = try launchFeedScrolledDown()
    let first = showcase.element(ShowcaseID.feedPost(1))

    showcase.tap(showcase.tab("Feed"))
    XCTAssertTrue(
      showcase.waitUntil { showcase.isReachable(first) },
      "choosing the showing Feed tab again did not scroll it to the top")
  }

  @MainActor
  func testScrollingDownHidesTheTabBarAndScrollingUpShowsItAgain() throws {
    guard #available(iOS 18.0, macOS 15.0, *) else {
      throw XCTSkip("The bar follows scrolling from iOS 18 and macOS 15 (onScrollGeometryChange).")
    }
    let showcase = try launchFeed()
    showcase.scrollFeedDown()
    // Out of sight and out of reach of a touch (and of assistive technologies: DrawerKit hides
    // a hidden bar from them too, so the tab leaves the tree).
    XCTAssertTrue(
      showcase.waitUntil { !showcase.isReachable(showcase.tab("Feed")) },
      "scrolling down did not hide the tab bar")
    showcase.revealTabBar()
    XCTAssertTrue(
      showcase.waitUntil { showcase.isReachable(showcase.tab("Feed")) },
      "scrolling back up did not show the tab bar")
  }

  /// A mailbox chosen in the menu while another tab shows switches the bar to Home, where the
  /// mailbox shows, once the drawer has closed. The toggle that opened the drawer goes with the
  /// Feed tab, so DrawerKit counts it as gone and sends VoiceOver to the new screen. What a UI
  /// test can see of that: the new screen is the one within reach (its status, and its toggle
  /// alone), the content is no longer hidden from assistive technologies, and nothing of the Feed
  /// tab is left to land on.
  @MainActor
  func testAMenuChoiceThatSwitchesTheTabLeavesOnlyTheNewScreenWithinReach() {
    let showcase = launchShowcase()
    showcase.tap(showcase.tab("Feed"))
    let post = showcase.element(ShowcaseID.feedPost(1))
    XCTAssertTrue(post.waitForExistence(timeout: 5), "the Feed tab shows no posts")
    // However many elements a toolbar makes of one toggle, the showing tab's alone has them.
    let toggles = showcase.app.descendants(matching: .any).matching(identifier: ShowcaseID.toggle)
    let oneToggle = toggles.count
    XCTAssertGreaterThan(oneToggle, 0, "the Feed tab shows no toggle")
    showcase.tap(showcase.toggle)
    XCTAssertTrue(showcase.waitUntilOpen(), "the Feed tab's toggle did not open the drawer")
    showcase.tap(showcase.menuButton("Starred"))
    XCTAssertTrue(showcase.waitUntilClosed(), "choosing Starred did not close the drawer")
    XCTAssertTrue(
      showcase.waitUntil { showcase.tab("Home").isSelected },
      "choosing a mailbox from the Feed tab did not switch to Home")
    XCTAssertTrue(
      showcase.waitUntil { showcase.value(of: ShowcaseID.statusScreen) == "Starred" },
      "Home does not show Starred, or the content is still hidden from assistive technologies")
    XCTAssertFalse(showcase.isReachable(post), "the Feed tab's screen can still be reached")
    XCTAssertEqual(
      toggles.count, oneToggle, "the Feed tab's toggle is still in the accessibility tree")
    XCTAssertTrue(showcase.isReachable(showcase.toggle), "the new screen's toggle is not in reach")
    XCTAssertFalse(showcase.menu.exists, "the closed drawer is still in the accessibility tree")
  }

  /// The avatar's own menu (a long press, a secondary click on a Mac) switches accounts, and
  /// the You tab then shows the account chosen.
  @MainActor
  func testTheAvatarsMenuSwitchesTheAccount() {
    let showcase = launchShowcase()
    let avatar = showcase.tab("Your profile")
    XCTAssertTrue(avatar.waitForExistence(timeout: 5), "the bar has no avatar tab")
    showcase.openContextMenu(of: avatar)
    let grace = showcase.element("Grace Hopper")
    XCTAssertTrue(grace.waitForExistence(timeout: 3), "the avatar's menu lists no other account")
    // The account in use says so in its text, which VoiceOver's actions read (not its tick).
    XCTAssertTrue(
      showcase.element("Ada Lovelace, current").exists,
      "the avatar's menu does not say in words which account is in use")
    showcase.tap(grace)
    showcase.tap(avatar)
    let name = showcase.element(ShowcaseID.profileName)
    XCTAssertTrue(
      showcase.waitUntil { name.exists && name.label == "Grace Hopper" },
      "the You tab does not show the account chosen in the avatar's menu")
  }

  /// "Customize Tab Bar" in a tab's menu hides a tab from the bar, and "Restore Default Tabs"
  /// brings it back.
  @MainActor
  func testCustomizingTheTabBarHidesATabAndRestoringBringsItBack() {
    let showcase = launchShowcase()
    // The arrangement is kept with the scene: leave the default for the next test whatever
    // happens here.
    addTeardownBlock { @MainActor in showcase.restoreDefaultTabs() }
    XCTAssertTrue(showcase.tab("Alerts").waitForExistence(timeout: 5))
    showcase.openTabBarCustomization()
    let alerts = showcase.app.switches.matching(identifier: "Alerts").firstMatch
    XCTAssertTrue(alerts.waitForExistence(timeout: 3), "the customization lists no Alerts switch")
    showcase.tap(alerts)
    showcase.tap(showcase.element("Done"))
    XCTAssertTrue(
      showcase.waitUntil { !showcase.tab("Alerts").exists },
      "switching Alerts off did not take it out of the bar")
    XCTAssertTrue(showcase.isReachable(showcase.tab("Feed")), "the other tabs went too")

    showcase.restoreDefaultTabs()
    XCTAssertTrue(
      showcase.waitUntil { showcase.isReachable(showcase.tab("Alerts")) },
      "Restore Default Tabs did not bring Alerts back")
  }

  /// Launches the showcase on its Feed tab scrolled well down, far from its first post, with the
  /// bar brought back by a short scroll up.
  @MainActor
  private func launchFeedScrolledDown() throws -> Showcase {
    let showcase = try launchFeed()
    showcase.scrollFeedDown()
    showcase.revealTabBar()
    XCTAssertFalse(
      showcase.isReachable(showcase.element(ShowcaseID.feedPost(1))),
      "two swipes up did not scroll the feed")
    return showcase
  }

  /// Launches the showcase on its Feed tab, where a long list scrolls under the bar.
  @MainActor
  private func launchFeed() throws -> Showcase {
    #if !canImport(UIKit)
      throw XCTSkip("On a Mac the feed scrolls by the wheel or the trackpad, not by a drag.")
    #else
      let showcase = launchShowcase()
      showcase.tap(showcase.tab("Feed"))
      XCTAssertTrue(showcase.element(ShowcaseID.feedPost(1)).waitForExistence(timeout: 5))
      return showcase
    #endif
  }
}

extension Showcase {
  /// Opens the menu of a tab item: a long press on a touch screen, a secondary click on a Mac.
  func openContextMenu(of item: XCUIElement) {
    #if canImport(UIKit)
      item.press(forDuration: 1.2)
    #else
      item.rightClick()
    #endif
  }

  /// Opens the tab bar's customization from the Feed tab's menu.
  func openTabBarCustomization() {
    openContextMenu(of: tab("Feed"))
    let customize = element("Customize Tab Bar")
    XCTAssertTrue(customize.waitForExistence(timeout: 3), "a tab's menu has no Customize Tab Bar")
    tap(customize)
  }

  /// Puts the tab bar back as the showcase defines it, if it is not.
  func restoreDefaultTabs() {
    guard isReachable(tab("Feed")) else { return }
    openTabBarCustomization()
    let restore = element("Restore Default Tabs")
    if restore.waitForExistence(timeout: 3), restore.isEnabled { tap(restore) }
    tap(element("Done"))
  }

  /// Two swipes up on the feed, well past its first screenful. Only on iOS, where the feed
  /// tests run (`launchFeed()` skips on the Mac), as `Showcase`'s other swipes:
  /// older XCTest headers declare the swipes for iOS alone.
  func scrollFeedDown() {
    #if canImport(UIKit)
      let feed = element(ShowcaseID.feed)
      feed.swipeUp()
      feed.swipeUp()
      waitUntilStill(element(ShowcaseID.feedPost(20)), timeout: 3)
    #endif
  }

  /// A short, slow drag down: the list scrolls up a little, which brings the bar back, and
  /// stays far from its top.
  func revealTabBar() {
    let frame = windowFrame
    drag(
      from: point(x: frame.width * 0.5, y: frame.height * 0.4),
      to: point(x: frame.width * 0.5, y: frame.height * 0.4 + 120), holding: 0.05,
      velocity: .slow)
    waitUntil { isReachable(tab("Feed")) }
  }
}
