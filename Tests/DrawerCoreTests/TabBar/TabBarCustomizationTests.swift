@_spi(DrawerKit) import DrawerCore
import Foundation
import Testing

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
