@_spi(DrawerKit) import DrawerCore
import Testing

/// The floating panel's content starts and ends inside the panel, whatever the safe area; a
/// sliding drawer's surface reaches under the safe areas, its content fills the container.
@Suite struct DrawerPanelLayoutTests {
  static let margin = DrawerGeometry.floatingMargin

  static func geometry(
    _ style: DrawerPresentationStyle, side: DrawerSide = .left, height: Double = 372,
    safeAreaInset: Double = 0, progress: Double = 1
  ) -> DrawerGeometry {
    DrawerGeometry(
      progress: progress, container: DrawerSize(width: 750, height: height), drawerWidth: 300,
      side: side, style: style, safeAreaInset: safeAreaInset)
  }

  @Test func inIPhoneLandscapeTheMenuStartsInsideThePanelNotAboveIt() {
    // No safe area at the top, the home indicator's 21 pt at the bottom.
    let panel = Self.geometry(.floating).panel(
      containerHeight: 372, safeAreaTop: 0, safeAreaBottom: 21)
    #expect(panel.frame.minY == Self.margin, "the panel stands 8 pt below the screen's top")
    #expect(panel.contentFrame.minY == panel.frame.minY, "and the menu starts with it")
    #expect(panel.contentTopInset == Self.margin && panel.contentBottomInset == 0)
    #expect(panel.contentFrame.maxY == 372, "the menu keeps clear of the home indicator")
    #expect(panel.frame.maxY == 372 + 21 - Self.margin)
    #expect(panel.isRounded)
  }

  @Test func inPortraitTheContentKeepsToTheSafeAreaAndThePanelReachesUnderTheBars() {
    let panel = Self.geometry(.floating, height: 759).panel(
      containerHeight: 759, safeAreaTop: 59, safeAreaBottom: 34)
    #expect(panel.contentFrame.minY == 0 && panel.contentFrame.maxY == 759)
    #expect(panel.frame.minY == -59 + Self.margin && panel.frame.maxY == 759 + 34 - Self.margin)
    // Scrolled rows may ride under the status bar up to the panel's edge, and no farther.
    #expect(panel.outsets.top == 59 - Self.margin && panel.outsets.bottom == 34 - Self.margin)
    #expect(panel.outsets.left == 0 && panel.outsets.right == 0)
  }

  @Test func inAWindowWithoutSafeAreaTheContentIsThePanel() {
    let panel = Self.geometry(.floating, height: 600).panel(
      containerHeight: 600, safeAreaTop: 0, safeAreaBottom: 0)
    #expect(panel.frame == panel.contentFrame)
    #expect(panel.frame.minY == Self.margin && panel.frame.maxY == 600 - Self.margin)
  }

  @Test(
    arguments: DrawerSide.allCases,
    [(0.0, 0.0), (0, 21), (4, 4), (8, 8), (20, 0), (24, 20), (47, 34), (59, 34), (0, 336)])
  func theFloatingContentIsAlwaysInsideThePanel(side: DrawerSide, safeArea: (Double, Double)) {
    let (top, bottom) = safeArea
    for inset in [0.0, 59] {
      let geometry = Self.geometry(.floating, side: side, safeAreaInset: inset)
      let panel = geometry.panel(containerHeight: 372, safeAreaTop: top, safeAreaBottom: bottom)
      let context = "\(side) \(top)/\(bottom) inset \(inset)"
      #expect(panel.frame.contains(panel.contentFrame), "\(context)")
      // The panel keeps its margin from the screen's top and bottom edges.
      #expect(panel.frame.minY + top == Self.margin, "\(context)")
      #expect(372 + bottom - panel.frame.maxY == Self.margin, "\(context)")
      // The content keeps to the safe area and to the panel: the margin beyond the safe area.
      #expect(panel.contentTopInset == Swift.max(Self.margin - top, 0), "\(context)")
      #expect(panel.contentBottomInset == Swift.max(Self.margin - bottom, 0), "\(context)")
      #expect(panel.outsets.top == Swift.max(top - Self.margin, 0), "\(context)")
      #expect(panel.outsets.bottom == Swift.max(bottom - Self.margin, 0), "\(context)")
      // Across, the content is the panel: it reaches under no notch.
      #expect(panel.contentFrame.minX == geometry.drawerMinX, "\(context)")
      #expect(panel.frame.minX == panel.contentFrame.minX, "\(context)")
      #expect(panel.frame.width == 300 && panel.contentFrame.width == 300, "\(context)")
    }
  }

  @Test(arguments: DrawerPresentationStyle.allCases.filter { $0 != .floating }, DrawerSide.allCases)
  func aSlidingDrawersSurfaceReachesUnderEverySafeArea(
    style: DrawerPresentationStyle, side: DrawerSide
  ) {
    let geometry = Self.geometry(style, side: side, safeAreaInset: 59)
    let panel = geometry.panel(containerHeight: 372, safeAreaTop: 0, safeAreaBottom: 21)
    #expect(panel.contentFrame == DrawerRect(x: geometry.drawerMinX, y: 0, width: 300, height: 372))
    #expect(panel.frame.minY == 0 && panel.frame.maxY == 372 + 21)
    #expect(panel.frame.minX == geometry.drawerBackgroundMinX)
    #expect(panel.frame.maxX == geometry.drawerBackgroundMaxX)
    #expect(panel.contentTopInset == 0 && panel.contentBottomInset == 0 && !panel.isRounded)
    // The notch on the drawer's side is the surface's, not the content's.
    #expect(panel.outsets.left == (side == .left ? 59 : 0))
    #expect(panel.outsets.right == (side == .right ? 59 : 0))
  }

  @Test func aScreenShorterThanItsMarginsGivesTheContentNoHeightAndThePanelNoLess() {
    let panel = Self.geometry(.floating, height: 10).panel(
      containerHeight: 10, safeAreaTop: 0, safeAreaBottom: 0)
    #expect(panel.contentFrame.height == 0 && panel.frame.contains(panel.contentFrame))
    #expect(panel.contentTopInset + panel.contentBottomInset <= 10)
  }

  @Test func badInputsCountAsNothing() {
    let geometry = Self.geometry(.floating)
    let panel = geometry.panel(containerHeight: .nan, safeAreaTop: -20, safeAreaBottom: .infinity)
    #expect(panel == geometry.panel(containerHeight: 0, safeAreaTop: 0, safeAreaBottom: 0))
    #expect(panel.frame.contains(panel.contentFrame))
  }
}
