@_spi(DrawerKit) import DrawerCore
import Testing

/// A horizontal scroll view under the touch takes a drag the drawer would otherwise take, while
/// it can still scroll the way the finger moves.
@Suite struct DrawerScrollReachTests {
  /// A carousel of 900 pt of cards in a 390 pt view, scrolled `offset` from its start.
  static func carousel(_ offset: Double) -> DrawerScrollReach {
    DrawerScrollReach(offset: offset, contentWidth: 900, viewWidth: 390)
  }

  @Test func aCarouselScrolledAlongIsScrolledBackByASwipeTowardTheDrawersOpening() {
    // A swipe to the right over a carousel on its third card scrolls the carousel back.
    #expect(
      DrawerGestureArbitration.scrollViewTakesDrag(
        reach: Self.carousel(240), travel: 24, touchIsInEdgeStrip: false))
    // And on: to the left.
    #expect(
      DrawerGestureArbitration.scrollViewTakesDrag(
        reach: Self.carousel(240), travel: -24, touchIsInEdgeStrip: false))
  }

  @Test func atItsFirstCardTheSwipeOpensTheDrawer() {
    #expect(
      !DrawerGestureArbitration.scrollViewTakesDrag(
        reach: Self.carousel(0), travel: 24, touchIsInEdgeStrip: false))
    // Within half a point of its end, as a scroll view at rest there rounds.
    #expect(
      !DrawerGestureArbitration.scrollViewTakesDrag(
        reach: Self.carousel(0.3), travel: 24, touchIsInEdgeStrip: false))
    // At its last card, a swipe on past it (toward closing a drawer on the right) is the drawer's.
    #expect(
      !DrawerGestureArbitration.scrollViewTakesDrag(
        reach: Self.carousel(510), travel: -24, touchIsInEdgeStrip: false))
  }

  @Test func fromTheEdgeStripTheDrawerAlwaysTakesIt() {
    #expect(
      !DrawerGestureArbitration.scrollViewTakesDrag(
        reach: Self.carousel(240), travel: 24, touchIsInEdgeStrip: true))
  }

  @Test func aViewWhoseContentFitsItsWidthHasNoReach() {
    // A vertical list: as wide as its view.
    let list = DrawerScrollReach(offset: 0, contentWidth: 390, viewWidth: 390)
    #expect(list == DrawerScrollReach(withFinger: 0, againstFinger: 0))
    #expect(
      !DrawerGestureArbitration.scrollViewTakesDrag(
        reach: list, travel: 30, touchIsInEdgeStrip: false))
  }

  @Test func insetsWidenTheReach() {
    // 16 pt of inset before the first card: the carousel at rest there is at -16.
    let reach = DrawerScrollReach(
      offset: -16, contentWidth: 900, viewWidth: 390, leadingInset: 16, trailingInset: 16)
    #expect(reach.withFinger == 0)
    #expect(reach.againstFinger == 900 + 16 - 390 + 16)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonsenseIsNoReachAndNoDrag(value: Double) {
    let reach = DrawerScrollReach(withFinger: value, againstFinger: value)
    #expect(reach == DrawerScrollReach(withFinger: 0, againstFinger: 0))
    #expect(
      !DrawerGestureArbitration.scrollViewTakesDrag(
        reach: Self.carousel(240), travel: .nan, touchIsInEdgeStrip: false))
    #expect(
      !DrawerGestureArbitration.scrollViewTakesDrag(
        reach: Self.carousel(240), travel: 0, touchIsInEdgeStrip: false))
  }
}
