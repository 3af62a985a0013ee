@_spi(DrawerKit) import DrawerCore
import Testing

/// What the bar draws for each of its states: the minimized bar keeps the selected tab and puts
/// the accessory beside it; the tabs keep the same room for the bar throughout.
@Suite struct TabBarLayoutTests {
  @Test(arguments: [true, false])
  func expandedTheBarShowsEveryItemWithItsTitleAndTheAccessoryAbove(hasAccessory: Bool) {
    let layout = TabBarLayout(
      presence: .expanded, itemCount: 5, selectedIndex: 3, hasAccessory: hasAccessory)
    #expect(layout.itemIndices == [0, 1, 2, 3, 4] && layout.showsTitles)
    #expect(layout.accessoryPlacement == (hasAccessory ? .expanded : nil))
    #expect(!layout.tapExpandsBar, "a tap chooses the tab")
  }

  @Test(arguments: [(3 as Int?, 3), (0, 0), (nil, 0), (9, 0), (-1, 0)])
  func minimizedTheBarKeepsTheSelectedItemAlone(selected: Int?, kept: Int) {
    let layout = TabBarLayout(
      presence: .minimized, itemCount: 5, selectedIndex: selected, hasAccessory: true)
    #expect(layout.itemIndices == [kept])
    #expect(!layout.showsTitles && layout.tapExpandsBar)
    #expect(layout.accessoryPlacement == .inline, "the accessory moves beside it")
  }

  @Test func hiddenTheAccessoryGoesWithTheBarFromItsExpandedPlace() {
    let layout = TabBarLayout(presence: .hidden, itemCount: 4, selectedIndex: 1, hasAccessory: true)
    #expect(layout.accessoryPlacement == .expanded && layout.itemIndices.count == 4)
  }

  @Test func aBarWithoutItemsDrawsNothingAndKeepsNoRoom() {
    for presence in TabBarPresence.allCases {
      let layout = TabBarLayout(
        presence: presence, itemCount: -2, selectedIndex: 0, hasAccessory: true)
      #expect(layout.itemIndices.isEmpty && !layout.tapExpandsBar, "\(presence)")
      #expect(
        layout.contentInset(expandedBarHeight: 64, accessoryHeight: 48, isKeyboardVisible: false)
          == 0)
    }
  }

  @Test(arguments: TabBarPresence.allCases)
  func theTabsKeepTheSameRoomWhateverThePresence(presence: TabBarPresence) {
    let with = TabBarLayout(presence: presence, itemCount: 4, selectedIndex: 0, hasAccessory: true)
    let without = TabBarLayout(
      presence: presence, itemCount: 4, selectedIndex: 0, hasAccessory: false)
    #expect(
      with.contentInset(expandedBarHeight: 64, accessoryHeight: 48, isKeyboardVisible: false)
        == 64 + 48 + TabBarLayout.accessorySpacing)
    #expect(
      without.contentInset(expandedBarHeight: 64, accessoryHeight: 48, isKeyboardVisible: false)
        == 64)
    #expect(
      with.contentInset(expandedBarHeight: 64, accessoryHeight: 48, isKeyboardVisible: true) == 0,
      "the keyboard takes the bar's place")
  }

  @Test func badHeightsCountAsNothing() {
    let layout = TabBarLayout(
      presence: .expanded, itemCount: 2, selectedIndex: 0, hasAccessory: true)
    #expect(
      layout.contentInset(expandedBarHeight: .nan, accessoryHeight: -5, isKeyboardVisible: false)
        == TabBarLayout.accessorySpacing)
  }
}
