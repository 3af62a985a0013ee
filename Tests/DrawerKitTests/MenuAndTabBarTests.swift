#if canImport(SwiftUI)
  @_spi(DrawerKit) import DrawerCore
  import Foundation
  import SwiftUI
  import Testing

  @testable import DrawerKit

  /// The tab bar's arrangement as scene and app storage keep it: its JSON, read back, and the
  /// fallback to the app's arrangement when what is stored cannot be read. These run where
  /// SwiftUI exists; on Linux they are type-checked by `Scripts/check-apple-api.sh`.
  @Suite struct TabBarCustomizationStorageTests {
    enum Screen: String, Codable, Sendable { case home, search, library }

    static let tabs: [TabBarItem<Screen>] = [
      TabBarItem(id: .home, icon: .systemImage("house"), title: "Home", canHide: false),
      TabBarItem(id: .search, icon: .systemImage("magnifyingglass"), title: "Search"),
      TabBarItem(id: .library, icon: .systemImage("books.vertical"), title: "Library"),
    ]

    @Test func theStoredStringIsTheVersionedJSONAndReadsBack() {
      var arrangement = TabBarCustomization<Screen>()
      arrangement.move(.search, to: 0, in: Self.tabs)
      arrangement.setHidden(true, for: .library, in: Self.tabs)
      let stored = arrangement.rawValue
      #expect(stored == #"{"hidden":["library"],"order":["search","home","library"],"version":1}"#)
      #expect(TabBarCustomization<Screen>(rawValue: stored) == arrangement)
    }

    @Test func theAppsArrangementRoundTrips() {
      let arrangement = TabBarCustomization<Screen>()
      #expect(TabBarCustomization<Screen>(rawValue: arrangement.rawValue)?.isDefault == true)
    }

    @Test(arguments: [
      "", "{}", "not json", #"{"version":2,"order":[],"hidden":[]}"#,
      #"{"version":1,"order":["home"]}"#,
    ])
    func whatCannotBeReadFallsBackToTheAppsArrangement(stored: String) {
      #expect(TabBarCustomization<Screen>(rawValue: stored) == nil)
    }
  }

  @Suite struct AnyTabBarIDTests {
    enum Left: String, Sendable { case home }
    enum Right: String, Sendable { case home }

    @Test func identitiesAreEqualWhenTheirTypesAndValuesAre() {
      #expect(AnyTabBarID(Left.home) == AnyTabBarID(Left.home))
      #expect(AnyTabBarID(Left.home) != AnyTabBarID(Right.home))
      #expect(Set([AnyTabBarID(Left.home), AnyTabBarID(Left.home), AnyTabBarID(7)]).count == 2)
    }

    @Test func theWrappedIdentityComesBackAsItsType() {
      let id = AnyTabBarID(Left.home)
      #expect(id.value(as: Left.self) == .home)
      #expect(id.value(as: Right.self) == nil)
      #expect(id.description == "home")
    }
  }

  @MainActor
  @Suite struct MenuAndTabBarStyleTests {
    @Test func theMenuStyleSanitisesItsMeasures() {
      let style = StandardDrawerMenuStyle(
        rowHeight: -4, spacing: .nan, selectionShape: .roundedRectangle(cornerRadius: -1))
      #expect(style.rowHeight == 0 && style.spacing == 0)
      #expect(style.selectionShape == .roundedRectangle(cornerRadius: 0))
      let adjusted = style.rowHeight(.nan).spacing(-2).selectionShape(
        .roundedRectangle(cornerRadius: .nan))
      #expect(adjusted.rowHeight == 0 && adjusted.spacing == 0)
      #expect(adjusted.selectionShape == .roundedRectangle(cornerRadius: 0))
    }

    @Test func theBuiltInMenuStylesDiffer() {
      #expect(StandardDrawerMenuStyle.pill.selectionShape == .capsule)
      #expect(StandardDrawerMenuStyle.pill.rowHeight == 56)
      #expect(StandardDrawerMenuStyle.fullWidth.selectionShape == .rectangle)
      #expect(StandardDrawerMenuStyle.rounded.rowHeight == 48)
    }

    @Test func aRowConfigurationCarriesTheRowsState() {
      let item = DrawerMenuItem(
        id: "sign-out", systemImage: "rectangle.portrait.and.arrow.right", title: "Sign Out",
        badge: .count(2), role: .destructive)
      let configuration = DrawerMenuStyleConfiguration(
        item: item, isSelected: true, isFocused: false, isPressed: true,
        prefersStackedLayout: true)
      #expect(configuration.role == .destructive)
      #expect(configuration.badge.value == .count(2))
      #expect(configuration.isSelected && configuration.isPressed && !configuration.isFocused)
      #expect(configuration.prefersStackedLayout)
    }

    @Test func theTabBarStyleSanitisesItsShadow() {
      #expect(CapsuleTabBarStyle(shadowRadius: -3).shadowRadius == 0)
      #expect(CapsuleTabBarStyle.capsule.shadow(radius: .nan).shadowRadius == 0)
      #expect(CapsuleTabBarStyle.minimal.indicator == .dot)
      #expect(CapsuleTabBarStyle.capsule.indicator(.hidden).indicator == .hidden)
    }

    @Test func theAccessoryTakesTheSurfaceOfTheBarsStyle() {
      #expect(AnyTabBarStyle(CapsuleTabBarStyle.capsule).surfaceRequest == .material)
      #expect(AnyTabBarStyle(CapsuleTabBarStyle.minimal).surfaceRequest == .material)
      #expect(AnyTabBarStyle(GlassTabBarStyle.glass).surfaceRequest == .glass)
      #expect(AnyTabBarStyle(AutomaticTabBarStyle.automatic).surfaceRequest == .automatic)
      #expect(GlassTabBarStyle.glass.tint(.black).tint == .black)
      #expect(AutomaticTabBarStyle.automatic.tint(.black).tint == .black)
    }

    @Test func badgesAreReadOnlyWhenTheyShow() {
      #expect(DrawerStrings.badgeValue(nil) == nil)
      #expect(DrawerStrings.badgeValue(.count(0)) == nil)
      #expect(DrawerStrings.badgeValue(.count(-3)) == nil)
      #expect(DrawerStrings.badgeValue(.count(3)) != nil)
      #expect(DrawerStrings.badgeValue(.dot) != nil)
    }
  }

  /// The floating tab bar's scrolling, as SwiftUI sees it: the environment value the scroll views
  /// read is equal across updates, and a long scroll notifies observers only when the bar shows,
  /// hides, minimizes or expands.
  @MainActor
  @Suite struct FloatingTabBarScrollTests {
    @Test func theScrollObserverIsEqualAcrossUpdates() {
      let tracker = FloatingTabBarPresenceTracker()
      let observer = FloatingTabBarScrollObserver(tracker: tracker, tab: AnyTabBarID(1))
      #expect(observer == FloatingTabBarScrollObserver(tracker: tracker, tab: AnyTabBarID(1)))
      #expect(observer != FloatingTabBarScrollObserver(tracker: tracker, tab: AnyTabBarID(2)))
      #expect(
        observer
          != FloatingTabBarScrollObserver(
            tracker: FloatingTabBarPresenceTracker(), tab: AnyTabBarID(1)))
    }

    @Test(arguments: [TabBarScrollBehavior.hides, .minimizes])
    func aLongScrollNotifiesOnlyWhenTheBarChanges(behavior: TabBarScrollBehavior) {
      let tracker = FloatingTabBarPresenceTracker()
      tracker.select(AnyTabBarID(1))
      let observer = FloatingTabBarScrollObserver(tracker: tracker, tab: AnyTabBarID(1))
      let frames =
        Array(stride(from: 0.0, through: 1_200, by: 4))
        + Array(stride(from: 1_200.0, through: 900, by: -4))
      var notifications = 0
      for offset in frames {
        let notified = notifiesObservers(
          of: {
            _ = tracker.presence
            _ = tracker.isKeyboardVisible
          },
          when: { observer.report(offset, behavior: behavior) })
        if notified { notifications += 1 }
      }
      #expect(frames.count > 300)
      #expect(notifications == 2, "sent away on the way down, back on the way up")
      #expect(tracker.presence == .expanded)
    }

    @Test func aTapOnTheMinimizedBarNotifiesOnce() {
      let tracker = FloatingTabBarPresenceTracker()
      tracker.select(AnyTabBarID(1))
      for offset in stride(from: 0.0, through: 600, by: 6) {
        tracker.scrolled(to: offset, in: AnyTabBarID(1), behavior: .minimizes)
      }
      #expect(tracker.presence == .minimized)
      tracker.expand()
      #expect(tracker.presence == .expanded)
    }
  }

  /// Titles given as literals go through the localized initialisers and come out as the app's
  /// translation, or as written where there is none; `String` values are shown verbatim.
  @Suite struct LocalizedTitleTests {
    @Test func literalTitlesResolveToTheirTextWithoutATranslation() {
      let row = DrawerMenuItem(id: 1, systemImage: "tray", title: "Inbox")
      let section = DrawerMenuSection(title: "Mailboxes", items: [row])
      let tab = TabBarItem(
        id: 1, icon: .systemImage("house"), title: "Home", accessibilityLabel: "Home page")
      let iconOnly = TabBarItem(
        id: 2, icon: .systemImage("magnifyingglass"), accessibilityLabel: "Search")
      #expect(row.title == "Inbox" && section.title == "Mailboxes")
      #expect(tab.title == "Home" && tab.accessibilityLabel == "Home page")
      #expect(iconOnly.title == nil && iconOnly.accessibilityLabel == "Search")
    }

    @Test func resourcesAndStringsGiveTheSameValues() {
      let name = "Inbox"
      let resource = LocalizedStringResource("Inbox")
      #expect(
        DrawerMenuItem(id: 1, systemImage: "tray", title: resource)
          == DrawerMenuItem(id: 1, systemImage: "tray", title: name))
      #expect(
        TabBarItem(id: 1, icon: .systemImage("tray"), title: resource)
          == TabBarItem(id: 1, icon: .systemImage("tray"), title: name))
    }
  }
#endif
