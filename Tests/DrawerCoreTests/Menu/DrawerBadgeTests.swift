@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerBadgeTests {
  @Test(arguments: [(1, "1"), (3, "3"), (99, "99"), (100, "99+"), (Int.max, "99+")])
  func positiveCountsShowTheirNumberUpToTheCap(count: Int, text: String) {
    let badge = DrawerBadge.count(count)
    #expect(badge.isVisible)
    #expect(badge.text == text)
  }

  @Test(arguments: [0, -1, Int.min])
  func countsOfZeroOrLessAreNotShown(count: Int) {
    let badge = DrawerBadge.count(count)
    #expect(!badge.isVisible)
    #expect(badge.text == nil)
  }

  @Test func aDotIsShownWithoutText() {
    #expect(DrawerBadge.dot.isVisible)
    #expect(DrawerBadge.dot.text == nil)
  }
}
