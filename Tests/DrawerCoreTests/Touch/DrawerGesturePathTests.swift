@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerGesturePathTests {
  @Test func onlyTheRecogniserClaimsExplicitly() {
    #expect(DrawerGesturePath.recognizer.claimPolicy == .explicit)
    #expect(DrawerGesturePath.dragGesture.claimPolicy == .immediate)
    #expect(DrawerGesturePath.pointer.claimPolicy == .immediate)
  }

  @Test func noDragMovesTheDrawerOnTheMac() {
    #expect(DrawerGesturePath.recognizer.movesWithDrags)
    #expect(DrawerGesturePath.dragGesture.movesWithDrags)
    #expect(!DrawerGesturePath.pointer.movesWithDrags)
  }

  @Test(arguments: [DrawerOpenZone.default, .edge(width: 32), .edge(width: 20, safeAreaInset: 47)])
  func edgeStripsAreHonouredEverywhere(zone: DrawerOpenZone) {
    for path in DrawerGesturePath.allCases {
      #expect(path.openZone(for: zone) == zone, "\(path)")
    }
  }

  @Test func anywhereIsNarrowedToTheEdgeWhereADragGestureCannotStandAside() {
    #expect(DrawerGesturePath.recognizer.openZone(for: .anywhere) == .anywhere)
    #expect(DrawerGesturePath.dragGesture.openZone(for: .anywhere) == .default)
    // A swipe across a List row in the middle of the screen is the row's, not the drawer's.
    let drawer = Drawer(
      configuration: DrawerConfiguration(
        openZone: DrawerGesturePath.dragGesture.openZone(for: .anywhere)),
      container: DrawerSize(width: 390, height: 844))
    #expect(
      !DrawerGestureArbitration.canEverBegin(drawer: drawer, start: DrawerPoint(x: 200, y: 400)))
    #expect(DrawerGestureArbitration.canEverBegin(drawer: drawer, start: DrawerPoint(x: 8, y: 400)))
  }

  @Test func visionOSWidensTheEdgeStripToItsHitRegion() {
    let path = DrawerGesturePath.dragGesture
    let minimum = DrawerGesturePath.visionOSMinimumEdgeWidth
    #expect(path.openZone(for: .default, minimumEdgeWidth: minimum) == .edge(width: 60))
    #expect(path.openZone(for: .anywhere, minimumEdgeWidth: minimum) == .edge(width: 60))
    #expect(
      path.openZone(for: .edge(width: 10, safeAreaInset: 4), minimumEdgeWidth: minimum)
        == .edge(width: 60, safeAreaInset: 4))
    #expect(path.openZone(for: .edge(width: 80), minimumEdgeWidth: minimum) == .edge(width: 80))
    #expect(path.openZone(for: .default, minimumEdgeWidth: -5) == .default)
    #expect(path.openZone(for: .default, minimumEdgeWidth: .nan) == .default)
  }

  @Test func onlyTheDragGestureConfinesTheOpenDrawersDrags() {
    #expect(DrawerGesturePath.recognizer.movesOpenDrawer(fromDistance: 100, drawnEdge: 320))
    #expect(!DrawerGesturePath.dragGesture.movesOpenDrawer(fromDistance: 100, drawnEdge: 320))
    #expect(DrawerGesturePath.dragGesture.movesOpenDrawer(fromDistance: 305, drawnEdge: 320))
    #expect(!DrawerGesturePath.pointer.movesOpenDrawer(fromDistance: 340, drawnEdge: 320))
  }
}
