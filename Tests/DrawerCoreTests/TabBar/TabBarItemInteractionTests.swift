@_spi(DrawerKit) import DrawerCore
import Testing

/// Who owns a long press on each item of the tab bar: the item's menu, the bar's customisation
/// or the Large Content Viewer, never two of them; and what VoiceOver offers instead.
@Suite struct TabBarItemInteractionTests {
  enum Screen: Hashable, Sendable { case home, feed, profile }

  static let combinations: [(hasMenu: Bool, customizable: Bool, viewer: Bool)] = [
    (false, false, false), (false, false, true), (false, true, false), (false, true, true),
    (true, false, false), (true, false, true), (true, true, false), (true, true, true),
  ]

  @Test func anItemWithAMenuShowsItOnALongPressWhateverElseIsOn() {
    for (_, customizable, viewer) in Self.combinations {
      let item = TabBarItemInteraction(
        hasMenu: true, isCustomizable: customizable, isLargeContentViewerEnabled: viewer)
      #expect(item.longPress == .menu)
      #expect(!item.showsLargeContentViewer, "the menu, not the viewer, takes the long press")
      #expect(item.offersMenuActions, "VoiceOver offers the menu's actions")
      #expect(item.menuEndsWithCustomization == customizable)
    }
  }

  @Test func withoutAMenuTheViewerWinsThenTheCustomisation() {
    let viewer = TabBarItemInteraction(
      hasMenu: false, isCustomizable: true, isLargeContentViewerEnabled: true)
    #expect(viewer.longPress == .largeContentViewer && viewer.showsLargeContentViewer)
    let customise = TabBarItemInteraction(
      hasMenu: false, isCustomizable: true, isLargeContentViewerEnabled: false)
    #expect(customise.longPress == .customization)
    let plain = TabBarItemInteraction(
      hasMenu: false, isCustomizable: false, isLargeContentViewerEnabled: false)
    #expect(plain.longPress == .none && !plain.offersMenuActions)
    #expect(!plain.offersCustomizationAction && !plain.menuEndsWithCustomization)
  }

  @Test(arguments: combinations.indices)
  func aCustomisableBarIsCustomisableFromEveryItem(index: Int) {
    let (hasMenu, customizable, viewer) = Self.combinations[index]
    let item = TabBarItemInteraction(
      hasMenu: hasMenu, isCustomizable: customizable, isLargeContentViewerEnabled: viewer)
    let byLongPress = item.longPress == .customization || item.menuEndsWithCustomization
    #expect(item.offersCustomizationAction == customizable, "VoiceOver, always")
    if customizable && !viewer {
      #expect(byLongPress, "a long press reaches it, on any item")
    }
    if !customizable { #expect(!byLongPress) }
  }

  @Test func theModelKnowsWhichItemsCarryAMenu() {
    let tabs = [Screen.home, .feed, .profile].map {
      TabBarItem(id: $0, icon: .systemImage("circle"), accessibilityLabel: "\($0)")
    }
    var bar = TabBarModel(tabs: tabs, selection: Screen.home)
    #expect(bar.menuTabs.isEmpty, "no menus unless the app gives them")
    bar.menuTabs = [.profile]
    let profile = bar.interaction(
      for: .profile, isCustomizable: false, isLargeContentViewerEnabled: true)
    let home = bar.interaction(
      for: .home, isCustomizable: false, isLargeContentViewerEnabled: true)
    #expect(profile.longPress == .menu && home.longPress == .largeContentViewer)
    #expect(bar.select(.profile) == .selected(from: .home, to: .profile), "a tap still selects")
  }
}
