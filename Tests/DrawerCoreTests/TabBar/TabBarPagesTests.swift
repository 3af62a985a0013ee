@_spi(DrawerKit) import DrawerCore
import Testing

/// Which tabs a floating tab bar shows, in which order, where the selection goes when its tab is
/// hidden, and which tabs' views are kept alive, for any number of tabs.
@Suite struct TabBarPagesTests {
  enum Screen: String, Codable, Sendable, CaseIterable {
    case home, feed, search, inbox, library, settings, profile, help
  }

  /// Eight tabs: more than the five a `TabView` shows on iPhone before its "More" screen.
  static let tabs: [TabBarItem<Screen>] = Screen.allCases.map { screen in
    TabBarItem(
      id: screen, icon: .systemImage("circle"), title: screen.rawValue,
      canHide: screen != .home)
  }

  @Test func everyVisibleTabShowsInThePersonsOrderHoweverManyThereAre() {
    var arrangement = TabBarCustomization<Screen>()
    arrangement.move(.help, to: 0, in: Self.tabs)
    arrangement.move(.profile, to: 2, in: Self.tabs)
    arrangement.setHidden(true, for: .inbox, in: Self.tabs)
    let shown = TabBarModel(tabs: Self.tabs, selection: .settings).customized(by: arrangement)
    #expect(
      shown.tabs.map(\.id) == [.help, .home, .profile, .feed, .search, .library, .settings],
      "seven of eight tabs, hidden Inbox left out, none moved aside")
    #expect(shown.selection == .settings && shown.selectedIndex == 6)
  }

  @Test(arguments: Screen.allCases.filter { $0 != .home })
  func hidingTheSelectedTabSelectsTheFirstVisibleOne(hidden: Screen) {
    var arrangement = TabBarCustomization<Screen>()
    arrangement.move(.search, to: 0, in: Self.tabs)
    arrangement.setHidden(true, for: hidden, in: Self.tabs)
    let shown = TabBarModel(tabs: Self.tabs, selection: hidden).customized(by: arrangement)
    #expect(!shown.tabs.contains(where: { $0.id == hidden }))
    #expect(shown.selection == (hidden == .search ? .home : .search))
  }

  @Test func aSelectionNamingNoTabMovesToTheFirst() {
    let bar = TabBarModel(tabs: Array(Self.tabs[2...4]), selection: Screen.home)
    #expect(bar.withSelectionShown().selection == .search)
    let valid = TabBarModel(tabs: Self.tabs, selection: Screen.library)
    #expect(valid.withSelectionShown() == valid)
    let empty = TabBarModel<Screen>(tabs: [], selection: .library)
    #expect(empty.withSelectionShown() == empty, "no tabs: nothing to move to")
  }

  @Test func onlyTheSelectedTabIsBuiltAtFirst() {
    let bar = TabBarModel(tabs: Self.tabs, selection: Screen.library)
    #expect(bar.keptTabs(visited: []).map(\.id) == [.library])
    #expect(bar.visits(after: []) == [.library])
  }

  @Test func everyVisitedTabIsKeptInTheBarsOrder() {
    var bar = TabBarModel(tabs: Self.tabs, selection: Screen.home)
    var visited: Set<Screen> = []
    for screen in [Screen.help, .feed, .settings, .profile, .home, .search, .help] {
      bar.select(screen)
      visited = bar.visits(after: visited)
    }
    let kept = bar.keptTabs(visited: visited).map(\.id)
    #expect(kept == [.home, .feed, .search, .settings, .profile, .help])
    #expect(kept.count == 6, "the sixth tab and beyond keep their views like the first five")
  }

  @Test func aHiddenTabIsLetGoAndBuiltAfreshWhenItComesBack() {
    var arrangement = TabBarCustomization<Screen>()
    let full = TabBarModel(tabs: Self.tabs, selection: Screen.home)
    var visited = Set([Screen.home, .feed, .library])
    arrangement.setHidden(true, for: .feed, in: Self.tabs)
    let hidden = full.customized(by: arrangement)
    visited = hidden.visits(after: visited)
    #expect(hidden.keptTabs(visited: visited).map(\.id) == [.home, .library])
    arrangement.setHidden(false, for: .feed, in: Self.tabs)
    let back = full.customized(by: arrangement)
    visited = back.visits(after: visited)
    #expect(
      back.keptTabs(visited: visited).map(\.id) == [.home, .library],
      "Feed is built again only when it is next shown")
  }

  @Test func reorderingKeepsEveryKeptTab() {
    var arrangement = TabBarCustomization<Screen>()
    let visited = Set([Screen.home, .inbox, .profile])
    arrangement.move(.profile, to: 0, in: Self.tabs)
    let shown = TabBarModel(tabs: Self.tabs, selection: Screen.inbox).customized(by: arrangement)
    #expect(shown.keptTabs(visited: visited).map(\.id) == [.profile, .home, .inbox])
    #expect(shown.visits(after: visited) == visited)
  }

  @Test func aDuplicateIdentityIsKeptOnce() {
    let bar = TabBarModel(tabs: Self.tabs + [Self.tabs[1]], selection: Screen.feed)
    #expect(bar.keptTabs(visited: [.home]).map(\.id) == [.home, .feed])
  }

  @Test func exactlyTheSelectedPageShowsAsThePersonSwitches() {
    var bar = TabBarModel(tabs: Self.tabs, selection: Screen.home)
    var visited: Set<Screen> = []
    var shown: [[Screen]] = []
    for screen in [Screen.feed, .search, .feed, .home] {
      bar.select(screen)
      visited = bar.visits(after: visited)
      let pages = bar.pages(visited: visited)
      shown.append(pages.filter(\.isShowing).map(\.id))
      #expect(pages.map(\.id) == bar.keptTabs(visited: visited).map(\.id))
    }
    #expect(shown == [[.feed], [.search], [.feed], [.home]], "one page shows, the chosen one")
  }

  @Test func aTabLeftBehindKnowsItNoLongerShows() {
    var bar = TabBarModel(tabs: Self.tabs, selection: Screen.feed)
    let visited = bar.visits(after: [.home])
    bar.select(.home)
    let feed = bar.pages(visited: visited).first { $0.id == .feed }
    #expect(feed?.isShowing == false, "kept alive, but out of sight: time to pause")
    #expect(bar.isShowing(.home) && !bar.isShowing(.feed))
  }

  @Test func aSelectionNamingNoTabShowsNone() {
    let bar = TabBarModel(tabs: Array(Self.tabs[1...3]), selection: Screen.home)
    #expect(!bar.isShowing(.home))
    #expect(bar.pages(visited: [.feed]).allSatisfy { !$0.isShowing })
  }

  @Test(arguments: [390.0, 1_024, 1])
  func pagesOutOfSightAreMovedOffTheScreen(width: Double) {
    let bar = TabBarModel(tabs: Self.tabs, selection: Screen.search)
    let pages = bar.pages(visited: [.home, .feed])
    for page in pages {
      let offset = page.offset(inContainerOfWidth: width)
      // Moved by twice the container's width, a page is off the screen even where its scroll
      // views reach into a safe area beside the container (less than the container's width).
      let safeArea = width / 2
      #expect(offset == 0 || offset - safeArea >= width + safeArea, "\(page.id)")
      #expect((offset == 0) == page.isShowing, "\(page.id)")
    }
  }

  @Test(arguments: [0.0, -10, .nan, .infinity, -.infinity])
  func anUnmeasuredOrBadContainerWidthMovesNothing(width: Double) {
    let page = TabBarPage(tab: Self.tabs[1], isShowing: false)
    #expect(page.offset(inContainerOfWidth: width) == 0)
  }
}
