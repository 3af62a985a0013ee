@_spi(DrawerKit) import DrawerCore
import Testing

/// The core's rectangle: sanitised sizes, its edges, containment.
@Suite struct DrawerRectTests {
  @Test func itsEdgesFollowFromItsOriginAndSize() {
    let rect = DrawerRect(x: 8, y: -51, width: 300, height: 812)
    #expect(rect.minX == 8 && rect.maxX == 308 && rect.minY == -51 && rect.maxY == 761)
  }

  @Test func aBadSizeCountsAsNothingAndABadPositionAsTheOrigin() {
    #expect(
      DrawerRect(x: .nan, y: .infinity, width: -4, height: .nan)
        == DrawerRect(x: 0, y: 0, width: 0, height: 0))
  }

  @Test func containmentAllowsSharedEdgesOnly() {
    let outer = DrawerRect(x: 0, y: 0, width: 100, height: 100)
    #expect(outer.contains(outer))
    #expect(outer.contains(DrawerRect(x: 10, y: 0, width: 90, height: 50)))
    #expect(!outer.contains(DrawerRect(x: -1, y: 0, width: 50, height: 50)))
    #expect(!outer.contains(DrawerRect(x: 0, y: 60, width: 50, height: 41)))
  }
}
