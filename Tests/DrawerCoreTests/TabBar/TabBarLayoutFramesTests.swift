@_spi(DrawerKit) import DrawerCore
import Testing

/// The bar and its accessory laid out in one pass: the accessory above the expanded bar, beside
/// the minimized one, always placed against the bar's size of the same pass.
@Suite struct TabBarLayoutFramesTests {
  static let area = 393.0
  static let expandedBar = DrawerSize(width: 393, height: 64)
  static let minimizedBar = DrawerSize(width: 84, height: 60)

  static func layout(_ presence: TabBarPresence, accessory: Bool = true) -> TabBarLayout {
    TabBarLayout(presence: presence, itemCount: 5, selectedIndex: 1, hasAccessory: accessory)
  }

  @Test(arguments: [TabBarPresence.expanded, .hidden])
  func expandedTheAccessoryStandsAboveTheBar(presence: TabBarPresence) {
    let layout = Self.layout(presence)
    let frames = layout.frames(
      areaWidth: Self.area, barSize: Self.expandedBar, accessoryHeight: 48)
    let accessory = try! #require(frames.accessory)
    #expect(layout.accessoryWidth(areaWidth: Self.area, barWidth: 393) == 361.0)
    #expect(accessory == DrawerRect(x: 16, y: 0, width: 393 - 32, height: 48))
    #expect(frames.bar == DrawerRect(x: 0, y: 48 + 8, width: 393, height: 64))
    #expect(frames.height == 48 + 8 + 64 && frames.bar.maxY == frames.height)
    #expect(frames.bar.minY - accessory.maxY == TabBarLayout.accessorySpacing)
  }

  @Test(arguments: [50.0, 84, 140])
  func minimizedTheAccessoryStartsWhereTheBarEnds(barWidth: Double) {
    let layout = Self.layout(.minimized)
    let bar = DrawerSize(width: barWidth, height: 60)
    let frames = layout.frames(areaWidth: Self.area, barSize: bar, accessoryHeight: 48)
    let accessory = try! #require(frames.accessory)
    #expect(frames.bar == DrawerRect(x: 0, y: 0, width: barWidth, height: 60))
    #expect(accessory.minX == frames.bar.maxX, "beside the bar, whatever its width")
    #expect(accessory.maxX == Self.area - TabBarLayout.sideMargin)
    #expect(layout.accessoryWidth(areaWidth: Self.area, barWidth: barWidth) == accessory.width)
    // Centred on the bar's height.
    #expect(accessory.minY - frames.bar.minY == frames.bar.maxY - accessory.maxY)
    #expect(frames.height == 60)
  }

  @Test func aTallerInlineAccessoryIsBottomAlignedWithTheBar() {
    let frames = Self.layout(.minimized).frames(
      areaWidth: Self.area, barSize: Self.minimizedBar, accessoryHeight: 80)
    let accessory = try! #require(frames.accessory)
    #expect(frames.height == 80 && accessory.minY == 0 && accessory.maxY == frames.bar.maxY)
  }

  @Test func withoutAnAccessoryTheBarAloneStandsAtTheBottom() {
    let expanded = Self.layout(.expanded, accessory: false).frames(
      areaWidth: 500, barSize: DrawerSize(width: 472, height: 64), accessoryHeight: 48)
    #expect(expanded.accessory == nil && expanded.height == 64)
    #expect(expanded.bar.minX == 14, "centred")
    let minimized = Self.layout(.minimized, accessory: false).frames(
      areaWidth: 500, barSize: Self.minimizedBar, accessoryHeight: 48)
    #expect(minimized.bar.minX == 0 && minimized.height == 60, "at the leading side")
    #expect(
      Self.layout(.expanded, accessory: false).accessoryWidth(areaWidth: 500, barWidth: 1) == nil)
  }

  @Test func aNarrowAreaAndBadLengthsGiveNoNegativeFrames() {
    let frames = Self.layout(.minimized).frames(
      areaWidth: 60, barSize: DrawerSize(width: 84, height: 60), accessoryHeight: .nan)
    let accessory = try! #require(frames.accessory)
    #expect(accessory.width == 0 && accessory.height == 0)
    #expect(Self.layout(.expanded).accessoryWidth(areaWidth: -10, barWidth: 0) == 0)
  }
}
