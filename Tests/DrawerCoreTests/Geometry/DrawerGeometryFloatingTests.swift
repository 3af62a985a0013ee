@_spi(DrawerKit) import DrawerCore
import Testing

/// The floating drawer: a panel standing in from the screen's edges, sliding in over the content
/// from wholly off the screen, with corners concentric to the screen's; and the same panel as a
/// permanent sidebar.
@Suite struct DrawerGeometryFloatingTests {
  static let phone = DrawerSize(width: 390, height: 844)
  static let margin = DrawerGeometry.floatingMargin

  static func floating(
    _ progress: Double, _ side: DrawerSide, inset: Double = 0, reducesMotion: Bool = false,
    container: DrawerSize = phone, layoutMode: DrawerLayoutMode = .modal
  ) -> DrawerGeometry {
    DrawerGeometry(
      progress: progress, container: container, drawerWidth: 300, side: side, style: .floating,
      reducesMotion: reducesMotion, layoutMode: layoutMode, safeAreaInset: inset)
  }

  /// How far the panel's outer edge is from the screen's edge on its side, which is `inset`
  /// beyond the container's.
  static func distanceFromScreenEdge(_ g: DrawerGeometry, inset: Double) -> Double {
    g.side == .left
      ? g.drawerBackgroundMinX + inset : phone.width + inset - g.drawerBackgroundMaxX
  }

  @Test(arguments: DrawerSide.allCases, [0.0, 4, 47, 59])
  func openThePanelKeepsItsMarginFromTheScreensEdge(side: DrawerSide, inset: Double) {
    let open = Self.floating(1, side, inset: inset)
    // The margin, or the safe area when that is wider: the panel never reaches under it.
    #expect(Self.distanceFromScreenEdge(open, inset: inset) == Swift.max(Self.margin, inset))
    #expect(open.drawerBackgroundMinX == open.drawerMinX)
    #expect(open.drawerBackgroundMaxX == open.drawerMaxX)
    #expect(open.drawerMargin == Self.margin && open.isFloating)
    #expect(open.contentOffsetX == 0 && open.contentScale == 1, "the content stays")
    #expect(open.scrimOpacity == 1 && open.castsShadow && open.drawerIsAboveContent)
  }

  @Test(arguments: DrawerSide.allCases, [0.0, 59])
  func closedThePanelWaitsWhollyOffTheScreen(side: DrawerSide, inset: Double) {
    for progress in [0.0, -0.1] {
      let closed = Self.floating(progress, side, inset: inset)
      #expect(Self.distanceFromScreenEdge(closed, inset: inset) <= -300, "at \(progress)")
      #expect(!closed.isDrawerVisible && !closed.castsShadow)
    }
    // The first hundredth of an opening already shows a sliver of it.
    #expect(Self.floating(0.01, side, inset: inset).isDrawerVisible)
  }

  @Test(arguments: DrawerSide.allCases)
  func thePanelSlidesItsWholeTravelInProportion(side: DrawerSide) {
    // From off the screen to its margin: its width, the inset and the margin, linearly.
    let travel = 300 + Self.margin
    var previous = Self.floating(0, side)
    for step in 1...50 {
      let next = Self.floating(Double(step) / 50, side)
      let moved = (next.drawerMinX - previous.drawerMinX) * side.openingSign
      #expect(abs(moved - travel / 50) < 1e-9, "step \(step)")
      #expect(next.scrimOpacity >= previous.scrimOpacity)
      previous = next
    }
  }

  @Test(arguments: DrawerSide.allCases)
  func withReduceMotionThePanelFadesInAtItsOpenPlace(side: DrawerSide) {
    let half = Self.floating(0.5, side, reducesMotion: true)
    let open = Self.floating(1, side)
    #expect(half.drawerMinX == open.drawerMinX && half.drawerOpacity == 0.5)
    #expect(half.contentOffsetX == 0)
  }

  @Test(arguments: DrawerSide.allCases)
  func asASidebarThePanelStandsInBesideTheContent(side: DrawerSide) {
    let iPad = DrawerSize(width: 1024, height: 768)
    for progress in [0.0, 1] {
      let g = Self.floating(progress, side, container: iPad, layoutMode: .sidebar)
      #expect(g.drawerMinX == (side == .left ? Self.margin : 1024 - 300 - Self.margin))
      // The content takes the rest, from the panel's inner edge to the far side.
      #expect(g.contentWidth == 1024 - 300 - Self.margin)
      let contentMaxX = g.contentMinX + g.contentWidth
      #expect(
        side == .left
          ? g.contentMinX == g.drawerMaxX && contentMaxX == 1024
          : g.contentMinX == 0 && contentMaxX == g.drawerMinX)
      // It floats above the window: its shadow, and no scrim.
      #expect(g.castsShadow && g.scrimOpacity == 0 && g.isDrawerVisible)
      #expect(g.drawerMargin == Self.margin)
    }
  }

  @Test(
    arguments: [
      (40.0 as Double?, 32.0), (55, 47), (20, 12), (0, 12), (-5, 12), (nil, 24), (.nan, 24),
      (.infinity, 24),
    ])
  func theCornersAreConcentricToTheScreens(screen: Double?, radius: Double) {
    #expect(DrawerGeometry.floatingCornerRadius(screenCornerRadius: screen) == radius)
  }

  @Test func theOtherStylesHaveNoMargin() {
    for style in DrawerPresentationStyle.allCases where style != .floating {
      let g = DrawerGeometry(
        progress: 1, container: Self.phone, drawerWidth: 300, side: .left, style: style)
      #expect(g.drawerMargin == 0 && !g.isFloating, "\(style)")
    }
  }
}
