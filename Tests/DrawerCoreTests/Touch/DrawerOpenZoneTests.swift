@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerOpenZoneTests {
  /// A landscape phone's notch: the safe area starts this far in from the physical edge.
  private let notch = 47.0

  @Test func theStripReachesThePhysicalEdgeUnderANotch() throws {
    let strip = try #require(DrawerOpenZone.edge().strip(beyondContainerSide: notch))
    #expect(strip == -notch...20)
    #expect(DrawerOpenZone.edge().contains(distance: -notch))
    #expect(DrawerOpenZone.edge().contains(distance: 20))
    #expect(!DrawerOpenZone.edge().contains(distance: 21))
  }

  @Test func theStripIsSanitised() throws {
    for inset in [-10, Double.nan, .infinity] {
      #expect(try #require(DrawerOpenZone.edge().strip(beyondContainerSide: inset)) == 0...20)
    }
    #expect(DrawerOpenZone.anywhere.strip(beyondContainerSide: notch) == nil)
    let wide = try #require(
      DrawerOpenZone.edge(width: 30, safeAreaInset: 10).strip(beyondContainerSide: 0))
    #expect(wide == 0...40)
  }

  /// A swipe that starts at the physical edge of a notched phone in landscape, in a container
  /// laid out inside the safe area (its `x` is negative), opens the drawer on either side.
  @Test(arguments: allPlacements)
  func aSwipeFromThePhysicalEdgeUnderTheNotchOpensTheDrawer(
    edge: DrawerEdge, direction: DrawerLayoutDirection
  ) {
    var drawer = makeDrawer(edge: edge, layoutDirection: direction)
    let release = drawer.drag(from: -notch + 2, through: [-notch + 20, -notch + 45, 10, 60, 120])
    #expect(drawer.target == .open)
    drawer.settle(from: release)
    #expect(drawer.phase == .resting(.open))
  }

  @Test(arguments: allPlacements)
  func aSwipeFromPastTheStripDoesNotOpenTheDrawer(
    edge: DrawerEdge, direction: DrawerLayoutDirection
  ) {
    var drawer = makeDrawer(edge: edge, layoutDirection: direction)
    drawer.drag(from: 26, through: [50, 80, 120, 170])
    #expect(drawer.phase == .resting(.closed))
  }
}
