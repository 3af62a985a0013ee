@_spi(DrawerKit) import DrawerCore
import Foundation
import Testing

@Suite struct TabBarSelectionTests {
  enum Screen: String, Codable, Sendable, CaseIterable { case home, search, library, profile }

  static let tabs: [TabBarItem<Screen>] = [
    TabBarItem(id: .home, icon: .systemImage("house"), title: "Home", canHide: false),
    TabBarItem(id: .search, icon: .systemImage("magnifyingglass"), title: "Search"),
    TabBarItem(id: .library, icon: .systemImage("books.vertical"), title: "Library", badge: .dot),
    TabBarItem(id: .profile, icon: .avatar(DrawerProfile(name: "Ada Lovelace")), title: "You"),
  ]

  @Test func tappingAnotherTabSelectsIt() {
    var bar = TabBarModel(tabs: Self.tabs, selection: .home)
    #expect(bar.select(.search) == .selected(from: .home, to: .search))
    #expect(bar.selection == .search && bar.lastReselection == nil)
  }

  @Test func tappingTheSelectedTabIsAReselectionSeenEveryTime() {
    var bar = TabBarModel(tabs: Self.tabs, selection: .home)
    #expect(bar.select(.home) == .reselected(.home))
    let first = bar.lastReselection
    bar.select(.home)
    #expect(first?.count == 1 && bar.lastReselection?.count == 2)
    #expect(bar.lastReselection != first, "a second re-selection is a new value to observe")
    bar.select(.search)
    bar.select(.search)
    #expect(bar.lastReselection == TabBarReselection(id: .search, count: 3))
  }

  @Test func anUnknownTabIsIgnored() {
    var bar = TabBarModel(tabs: Array(Self.tabs.prefix(2)), selection: .home)
    #expect(bar.select(.profile) == .ignored)
    #expect(bar.selection == .home)
  }
}

@Suite struct TabBarCustomizationTests {
  typealias Screen = TabBarSelectionTests.Screen
  static let tabs = TabBarSelectionTests.tabs

  @Test func reorderingAndHidingChangeWhatShows() {
    var arrangement = TabBarCustomization<Screen>()
    #expect(arrangement.isDefault)
    arrangement.move(.profile, to: 0, in: Self.tabs)
    #expect(
      arrangement.visibleTabs(from: Self.tabs).map(\.id) == [.profile, .home, .search, .library])
    let hid = arrangement.setHidden(true, for: .search, in: Self.tabs)
    #expect(hid)
    #expect(arrangement.visibleTabs(from: Self.tabs).map(\.id) == [.profile, .home, .library])
    #expect(arrangement.isHidden(.search, in: Self.tabs))
    arrangement.move(.search, to: 99, in: Self.tabs)
    #expect(arrangement.arrangedTabs(from: Self.tabs).map(\.id).last == .search)
    arrangement.setHidden(false, for: .search, in: Self.tabs)
    #expect(arrangement.visibleTabs(from: Self.tabs).count == 4)
  }

  @Test func essentialTabsAndTheLastTabCannotBeHidden() {
    var arrangement = TabBarCustomization<Screen>()
    let hidHome = arrangement.setHidden(true, for: .home, in: Self.tabs)
    #expect(!hidHome)
    let hideable = Self.tabs.map { tab in
      var tab = tab
      tab.canHide = true
      return tab
    }
    for screen in [Screen.home, .search, .library] {
      let hid = arrangement.setHidden(true, for: screen, in: hideable)
      #expect(hid)
    }
    let hidLast = arrangement.setHidden(true, for: .profile, in: hideable)
    #expect(!hidLast, "one tab always shows")
    #expect(arrangement.visibleTabs(from: hideable).map(\.id) == [.profile])
  }

  @Test func anOldArrangementAppliesToANewerApp() {
    var arrangement = TabBarCustomization<Screen>()
    let old = Array(Self.tabs.prefix(3))
    arrangement.move(.library, to: 0, in: old)
    arrangement.setHidden(true, for: .search, in: old)
    // The app gained Profile and lost Search since.
    let newer = [Self.tabs[0], Self.tabs[2], Self.tabs[3]]
    #expect(arrangement.visibleTabs(from: newer).map(\.id) == [.library, .home, .profile])
  }

  @Test func thePersistenceFormatRoundTripsAndIsVersioned() throws {
    var arrangement = TabBarCustomization<Screen>()
    arrangement.move(.profile, to: 1, in: Self.tabs)
    arrangement.setHidden(true, for: .library, in: Self.tabs)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(arrangement)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"hidden":["library"],"order":["home","profile","search","library"],"version":1}"#)
    let restored = try JSONDecoder().decode(TabBarCustomization<Screen>.self, from: data)
    #expect(restored == arrangement)
    let future = Data(#"{"version":2,"order":[],"hidden":[],"layout":"grid"}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TabBarCustomization<Screen>.self, from: future)
    }
  }

  /// `move(fromOffsets:toOffset:in:)` agrees with the standard library's reference semantics for
  /// a list's drag to reorder, written out here: remove the rows, insert them before the row that
  /// was at the destination.
  @Test(arguments: [
    ([0], 4), ([0], 0), ([0], 1), ([0], 2), ([3], 0), ([3], 3), ([1, 2], 0), ([1, 3], 1),
    ([0, 2], 4), ([2], 99), ([1], -5),
  ])
  func listMovesMatchTheirReferenceSemantics(offsets: [Int], destination: Int) {
    var arrangement = TabBarCustomization<Screen>()
    arrangement.move(fromOffsets: offsets, toOffset: destination, in: Self.tabs)
    var expected = Self.tabs.map(\.id)
    let clamped = Swift.min(Swift.max(destination, 0), expected.count)
    let moved = offsets.sorted().map { expected[$0] }
    let insertion = clamped - offsets.filter { $0 < clamped }.count
    for offset in offsets.sorted().reversed() { expected.remove(at: offset) }
    expected.insert(contentsOf: moved, at: insertion)
    #expect(arrangement.arrangedTabs(from: Self.tabs).map(\.id) == expected)
  }

  @Test func listMovesWorkOnThePersonsOrderAndIgnoreBadOffsets() {
    var arrangement = TabBarCustomization<Screen>()
    arrangement.move(.profile, to: 0, in: Self.tabs)
    // [profile, home, search, library]: drag Home below Library.
    arrangement.move(fromOffsets: [1], toOffset: 4, in: Self.tabs)
    #expect(
      arrangement.arrangedTabs(from: Self.tabs).map(\.id) == [.profile, .search, .library, .home])
    let before = arrangement
    arrangement.move(fromOffsets: [7, -1], toOffset: 0, in: Self.tabs)
    arrangement.move(fromOffsets: [], toOffset: 2, in: Self.tabs)
    #expect(arrangement == before)
  }

  @Test func hidingTheSelectedTabMovesTheSelection() {
    var arrangement = TabBarCustomization<Screen>()
    arrangement.setHidden(true, for: .library, in: Self.tabs)
    let bar = TabBarModel(tabs: Self.tabs, selection: .library).customized(by: arrangement)
    #expect(bar.selection == .home)
    #expect(!bar.tabs.contains(where: { $0.id == .library }))
  }
}

@Suite struct TabBarVisibilityTests {
  @Test func scrollingDownHidesAndUpShowsWithHysteresis() {
    var visibility = TabBarVisibility(hidesOnScroll: true)
    let path: [(Double, Bool, String)] = [
      (10, true, "showing"), (30, true, "20 pt down is not yet enough"), (40, false, "30 pt"),
      (400, false, "far down"), (392, false, "8 pt back up is a finger at rest"),
      (385, true, "15 pt back up"), (400, true, "turning down again needs the full distance"),
      (420, false, "35 pt down since the turn"), (3, true, "the top always shows the bar"),
    ]
    for (offset, visible, why) in path {
      let shown = visibility.scrolled(to: offset)
      #expect(shown == visible, "\(offset): \(why)")
    }
  }

  @Test func withoutTheOptionScrollingNeverHides() {
    var visibility = TabBarVisibility()
    visibility.scrolled(to: 0)
    let shown = visibility.scrolled(to: 1000)
    #expect(shown)
  }

  @Test func switchingTabsForgetsTheScrolling() {
    var visibility = TabBarVisibility(hidesOnScroll: true)
    visibility.scrolled(to: 0)
    let hidden = visibility.scrolled(to: 200)
    visibility.resetScrolling()
    #expect(!hidden && visibility.isVisible, "a new tab shows the bar")
    let atRest = visibility.scrolled(to: 900)
    #expect(atRest, "the new tab's resting offset is not a scroll down")
    let scrolledOn = visibility.scrolled(to: 940)
    #expect(!scrolledOn, "scrolling on from there hides it again")
  }

  @Test func resettingTheScrollingKeepsTheKeyboard() {
    var visibility = TabBarVisibility(hidesOnScroll: true)
    visibility.keyboardChanged(visible: true)
    visibility.resetScrolling()
    #expect(!visibility.isVisible && visibility.isKeyboardVisible)
  }

  @Test(arguments: [
    (0.0, true), (0.4, true), (1.0, false), (55, false), (336, false), (-20, true),
    (.nan, true), (.infinity, true),
  ])
  func aKeyboardOverlapHidesTheBarFromOnePoint(overlap: Double, showing: Bool) {
    var visibility = TabBarVisibility()
    let shown = visibility.keyboardOverlapChanged(to: overlap)
    #expect(shown == showing && visibility.isKeyboardVisible == !showing)
  }

  @Test func whileVoiceOverOrSwitchControlRunsScrollingNeverHidesTheBar() {
    var visibility = TabBarVisibility(hidesOnScroll: true)
    let running = visibility.assistiveTechnologyChanged(running: true)
    // VoiceOver's three-finger scroll: a page at a time, far down.
    let shown = stride(from: 0.0, through: 4_000, by: 600).map { visibility.scrolled(to: $0) }
    #expect(running && shown.allSatisfy { $0 } && visibility.isAccessible)
  }

  @Test func aBarHiddenByScrollingComesBackWhenVoiceOverStarts() {
    var visibility = TabBarVisibility(hidesOnScroll: true)
    visibility.scrolled(to: 0)
    let hidden = visibility.scrolled(to: 300)
    let started = visibility.assistiveTechnologyChanged(running: true)
    #expect(!hidden && started)
  }

  @Test func whenVoiceOverStopsTheScrollingIsJudgedAfresh() {
    var visibility = TabBarVisibility(hidesOnScroll: true)
    visibility.assistiveTechnologyChanged(running: true)
    visibility.scrolled(to: 0)
    visibility.scrolled(to: 2_000)
    let stopped = visibility.assistiveTechnologyChanged(running: false)
    let resting = visibility.scrolled(to: 2_000)
    let scrolledOn = visibility.scrolled(to: 2_040)
    #expect(stopped && resting, "the bar does not vanish the moment VoiceOver stops")
    #expect(!scrolledOn, "scrolling on hides it as before")
  }

  @Test func aBarHiddenByScrollingStaysWithinReachButNotBehindTheKeyboard() {
    var visibility = TabBarVisibility(hidesOnScroll: true)
    visibility.scrolled(to: 0)
    visibility.scrolled(to: 300)
    #expect(!visibility.isVisible && visibility.isAccessible, "Voice Control can still name a tab")
    visibility.keyboardChanged(visible: true)
    #expect(!visibility.isAccessible, "the keyboard covers it")
  }

  @Test func theKeyboardHidesTheBar() {
    var visibility = TabBarVisibility(hidesOnScroll: true)
    let withKeyboard = visibility.keyboardChanged(visible: true)
    let atTopWithKeyboard = visibility.scrolled(to: 0)
    let keyboardGone = visibility.keyboardChanged(visible: false)
    let afterNaN = visibility.scrolled(to: .nan)
    #expect(!withKeyboard && !atTopWithKeyboard && keyboardGone && afterNaN)
  }
}
