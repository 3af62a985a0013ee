@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerGeometryTests {
  static let container = DrawerSize(width: 390, height: 844)

  static func geometry(
    _ progress: Double, _ side: DrawerSide, _ style: DrawerPresentationStyle,
    reducesMotion: Bool = false
  ) -> DrawerGeometry {
    DrawerGeometry(
      progress: progress, container: container, drawerWidth: 300, side: side, style: style,
      reducesMotion: reducesMotion)
  }

  /// How far an open drawer stands in from its side of the container: the floating panel's
  /// margin, nothing for the others.
  static func openGap(_ style: DrawerPresentationStyle) -> Double {
    style == .floating ? DrawerGeometry.floatingMargin : 0
  }

  /// The distance of the drawer's inner edge (the one facing the content) from its side.
  static func innerEdge(_ g: DrawerGeometry) -> Double {
    g.side == .left ? g.drawerMaxX : container.width - g.drawerMinX
  }

  @Test(arguments: DrawerPresentationStyle.allCases, DrawerSide.allCases)
  func closedHidesTheDrawerAndOpenShowsItInFull(style: DrawerPresentationStyle, side: DrawerSide) {
    let open = Self.geometry(1, side, style)
    let gap = Self.openGap(style)
    #expect(open.drawerMinX == (side == .left ? gap : 90 - gap))
    #expect(open.scrimOpacity == 1 && open.shadowOpacity == 1)
    let closed = Self.geometry(0, side, style)
    #expect(closed.scrimOpacity == 0 && closed.contentOffsetX == 0 && closed.contentScale == 1)
    if style.drawerIsAboveContent {
      // Above the content, a closed drawer must be entirely off-screen.
      #expect(closed.drawerMaxX <= 0 || closed.drawerMinX >= Self.container.width)
    }
  }

  @Test(arguments: DrawerPresentationStyle.allCases)
  func theRightSideMirrorsTheLeft(style: DrawerPresentationStyle) {
    for progress in stride(from: -0.2, through: 1.2, by: 0.1) {
      let left = Self.geometry(progress, .left, style)
      let right = Self.geometry(progress, .right, style)
      #expect(abs(left.drawerMinX - (Self.container.width - right.drawerMaxX)) < 1e-9)
      #expect(abs(left.contentOffsetX + right.contentOffsetX) < 1e-9)
      #expect(left.contentScale == right.contentScale)
      #expect(left.scrimOpacity == right.scrimOpacity)
    }
  }

  @Test func eachStyleMovesItsLayersAsDescribed() {
    // Half open, drawer on the left.
    let overlay = Self.geometry(0.5, .left, .overlay)
    #expect(
      overlay.drawerMinX == -150 && overlay.contentOffsetX == 0 && overlay.drawerIsAboveContent)
    let push = Self.geometry(0.5, .left, .push)
    #expect(push.drawerMinX == -150 && push.contentOffsetX == 150)
    #expect(
      Self.innerEdge(push) == push.contentOffsetX, "push keeps the content against the drawer")
    let reveal = Self.geometry(0.5, .left, .reveal)
    #expect(reveal.drawerMinX == 0 && reveal.contentOffsetX == 150 && !reveal.drawerIsAboveContent)
    let parallax = Self.geometry(0.5, .left, .parallax)
    #expect(parallax.contentOffsetX == 150)
    // The drawer has made a third of the content's travel from two-thirds hidden.
    #expect(abs(parallax.drawerMinX - (-100 + 50)) < 1e-9)
    let scale = Self.geometry(0.5, .left, .scale)
    #expect(scale.contentOffsetX == 150 && abs(scale.contentScale - 0.9) < 1e-12)
    #expect(scale.contentCornerRadius == 12 && scale.drawerMinX == 0)
  }

  @Test(arguments: DrawerPresentationStyle.allCases)
  func layersMoveContinuouslyAndMonotonically(style: DrawerPresentationStyle) {
    var previous = Self.geometry(0, .left, style)
    // A hundredth of the travel per step: the width, and the floating panel's margin.
    let step = (300 + Self.openGap(style)) / 100
    for index in 1...100 {
      let next = Self.geometry(Double(index) / 100, .left, style)
      #expect(next.drawerMinX >= previous.drawerMinX)
      #expect(next.contentOffsetX >= previous.contentOffsetX)
      #expect(abs(next.drawerMinX - previous.drawerMinX) <= step + 0.0001)
      #expect(next.contentScale <= previous.contentScale)
      previous = next
    }
  }

  @Test func rubberBandingCarriesTheLayersOnButNotTheOpacities() {
    let past = Self.geometry(1.1, .left, .push)
    #expect(past.drawerMinX == 30 && past.contentOffsetX == 330)
    #expect(past.scrimOpacity == 1)
    let scale = Self.geometry(1.2, .left, .scale)
    #expect(abs(scale.contentScale - 0.8) < 1e-12)
  }

  @Test(arguments: DrawerSide.allCases)
  func reducedMotionFadesInsteadOfSliding(side: DrawerSide) {
    let half = Self.geometry(0.5, side, .push, reducesMotion: true)
    #expect(half.drawerOpacity == 0.5 && half.contentOffsetX == 0)
    #expect(half.drawerMinX == (side == .left ? 0 : 90))
    #expect(half.drawerIsAboveContent)
  }

  // MARK: What a frame costs

  @Test(arguments: DrawerPresentationStyle.allCases, DrawerSide.allCases)
  func aClosedDrawerIsNotDrawnAndCostsNoOffscreenPass(
    style: DrawerPresentationStyle, side: DrawerSide
  ) {
    // At rest, and while the rubber band pulls past closed.
    for progress in [0, -0.05, -0.2] {
      let closed = Self.geometry(progress, side, style)
      #expect(!closed.isDrawerVisible, "\(style) \(side) at \(progress)")
      #expect(!closed.needsContentMask && !closed.castsShadow)
      #expect(closed.contentWidth == Self.container.width)
    }
  }

  @Test(arguments: DrawerPresentationStyle.allCases, DrawerSide.allCases)
  func aDrawerOnItsWayIsDrawnWithItsShadow(style: DrawerPresentationStyle, side: DrawerSide) {
    for progress in [0.01, 0.3, 1, 1.1] {
      let moving = Self.geometry(progress, side, style)
      #expect(moving.isDrawerVisible, "\(style) \(side) at \(progress)")
      #expect(moving.castsShadow)
      // Only the scale style rounds, and so clips, the content.
      #expect(moving.needsContentMask == (style == .scale))
    }
  }

  @Test(arguments: DrawerPresentationStyle.allCases, DrawerSide.allCases)
  func aDrawerBeneathTheContentGetsAnOpaqueContent(
    style: DrawerPresentationStyle, side: DrawerSide
  ) {
    // Reveal, parallax and scale keep the drawer beneath; overlay and push above.
    let beneath = [DrawerPresentationStyle.reveal, .parallax, .scale].contains(style)
    for progress in [0.02, 0.5, 1, 1.2] {
      let g = Self.geometry(progress, side, style)
      #expect(g.drawerIsAboveContent == !beneath)
      #expect(g.needsOpaqueContentBackground == beneath, "\(style) \(side) at \(progress)")
    }
    // Closed, the drawer is not drawn, so nothing can show through and nothing is added.
    #expect(!Self.geometry(0, side, style).needsOpaqueContentBackground)
  }

  @Test(arguments: DrawerPresentationStyle.allCases, DrawerSide.allCases)
  func reducedMotionShowsTheDrawerOnlyOnceItFadesIn(
    style: DrawerPresentationStyle, side: DrawerSide
  ) {
    let closed = Self.geometry(0, side, style, reducesMotion: true)
    #expect(!closed.isDrawerVisible && !closed.castsShadow)
    let fading = Self.geometry(0.2, side, style, reducesMotion: true)
    #expect(fading.isDrawerVisible && !fading.needsContentMask)
    #expect(!fading.needsOpaqueContentBackground, "the drawer fades in above the content")
  }

  // MARK: A permanent sidebar

  static func sidebar(_ progress: Double, _ side: DrawerSide, _ style: DrawerPresentationStyle)
    -> DrawerGeometry
  {
    DrawerGeometry(
      progress: progress, container: DrawerSize(width: 1024, height: 768), drawerWidth: 320,
      side: side, style: style, layoutMode: .sidebar)
  }

  @Test(
    arguments: DrawerPresentationStyle.allCases.filter { $0 != .floating }, DrawerSide.allCases)
  func aSidebarStandsBesideTheContentWhateverTheStyle(
    style: DrawerPresentationStyle, side: DrawerSide
  ) {
    for progress in [0, 0.5, 1] {
      let g = Self.sidebar(progress, side, style)
      #expect(g.drawerMinX == (side == .left ? 0 : 704))
      #expect(g.contentWidth == 704 && g.contentMinX == (side == .left ? 320 : 0))
      // The two frames tile the container without overlapping.
      let contentMaxX = g.contentMinX + g.contentWidth
      #expect(
        side == .left
          ? g.drawerMaxX == g.contentMinX && contentMaxX == 1024
          : contentMaxX == g.drawerMinX && g.drawerMaxX == 1024)
      #expect(g.contentOffsetX == 0 && g.contentScale == 1 && g.drawerOpacity == 1)
      #expect(g.isDrawerVisible && !g.castsShadow && !g.needsContentMask)
      #expect(g.scrimOpacity == 0 && !g.needsOpaqueContentBackground)
    }
  }

  @Test func aSidebarWiderThanItsContainerLeavesNoContent() {
    let g = DrawerGeometry(
      progress: 1, container: DrawerSize(width: 200, height: 600), drawerWidth: 320, side: .right,
      style: .reveal, layoutMode: .sidebar)
    #expect(g.contentWidth == 0 && g.drawerMinX == -120)
  }

  @Test func malformedInputsGiveFiniteGeometry() {
    let g = DrawerGeometry(
      progress: .nan, container: .zero, drawerWidth: -.infinity, side: .right, style: .scale)
    #expect(g.drawerMinX.isFinite && g.contentOffsetX.isFinite && g.progress == 0)
  }

  // MARK: The safe area on the drawer's side

  /// The part of the drawer's background that is on the screen, which reaches `inset` beyond
  /// the container on the drawer's side, in points.
  static func backgroundOnScreen(_ g: DrawerGeometry, inset: Double) -> Double {
    let screenMinX = g.side == .left ? -inset : 0
    let screenMaxX = container.width + (g.side == .right ? inset : 0)
    let minX = Swift.max(g.drawerBackgroundMinX, screenMinX)
    let maxX = Swift.min(g.drawerBackgroundMaxX, screenMaxX)
    return Swift.max(maxX - minX, 0)
  }

  @Test(
    arguments: [DrawerPresentationStyle.overlay, .push], DrawerSide.allCases)
  func underALandscapeNotchTheBackgroundSlidesInFromTheScreensEdge(
    style: DrawerPresentationStyle, side: DrawerSide
  ) {
    for inset in [0.0, 47, 59] {
      func geometry(_ progress: Double) -> DrawerGeometry {
        DrawerGeometry(
          progress: progress, container: Self.container, drawerWidth: 300, side: side,
          style: style, safeAreaInset: inset)
      }
      let closed = geometry(0)
      #expect(Self.backgroundOnScreen(closed, inset: inset) == 0, "inset \(inset)")
      #expect(!closed.isDrawerVisible)
      for epsilon in [0.001, 0.01, 0.05, 0.2] {
        let shown = Self.backgroundOnScreen(geometry(epsilon), inset: inset)
        #expect(shown > 0 && shown <= epsilon * (300 + inset) + 1e-9, "inset \(inset) ε \(epsilon)")
        #expect(geometry(epsilon).isDrawerVisible)
      }
      // Open, it stands where it always did, its background reaching the screen's edge.
      let open = geometry(1)
      #expect(open.drawerMinX == (side == .left ? 0 : Self.container.width - 300))
      #expect(Self.backgroundOnScreen(open, inset: inset) == 300 + inset)
      // The content moves as it did: push still ends beside the open drawer.
      #expect(geometry(0.5).contentOffsetX == (style == .push ? side.openingSign * 150 : 0))
    }
  }

  @Test func inPushTheDrawerNeverLeavesAGapBesideTheContent() {
    // The content reaches under the inset too (its outline): the drawer's inner edge stays on
    // or past that outline's edge, so nothing shows between them.
    let inset = 59.0
    for step in 0...100 {
      let g = DrawerGeometry(
        progress: Double(step) / 100, container: Self.container, drawerWidth: 300, side: .left,
        style: .push, safeAreaInset: inset)
      #expect(g.drawerMaxX >= g.contentOffsetX - inset - 1e-9)
    }
  }

  @Test(arguments: [DrawerPresentationStyle.reveal, .parallax, .scale])
  func aDrawerBeneathTheContentIgnoresTheInset(style: DrawerPresentationStyle) {
    for progress in [0.0, 0.3, 1] {
      let plain = Self.geometry(progress, .left, style)
      let notched = DrawerGeometry(
        progress: progress, container: Self.container, drawerWidth: 300, side: .left,
        style: style, safeAreaInset: 59)
      #expect(plain.drawerMinX == notched.drawerMinX)
      #expect(plain.isDrawerVisible == notched.isDrawerVisible)
      #expect(notched.drawerBackgroundMinX == plain.drawerMinX - 59)
    }
    let bad = DrawerGeometry(
      progress: 0, container: Self.container, drawerWidth: 300, side: .left, style: .overlay,
      safeAreaInset: -.infinity)
    #expect(bad.safeAreaInset == 0 && bad.drawerMinX == -300)
  }
}

@Suite struct RubberBandTests {
  @Test func isUIKitsFormula() {
    let band = RubberBand(coefficient: 0.55, dimension: 300)
    // (1 - 1/(40·0.55/300 + 1))·300
    #expect(abs(band.banded(40) - 300 * (1 - 1 / (40 * 0.55 / 300 + 1))) < 1e-12)
    #expect(band.banded(0) == 0)
    #expect(abs(band.slope(at: 300, within: 0...300) - 1) < 1e-12)
    #expect(abs(band.slope(at: 300.000001, within: 0...300) - 0.55) < 1e-6)
  }

  @Test func theInverseUndoesTheBand() {
    let band = RubberBand(coefficient: 0.55, dimension: 320)
    for raw in stride(from: -900.0, through: 1400, by: 13.7) {
      let shown = band.value(raw, within: 0...320)
      #expect(abs(band.rawValue(shown, within: 0...320) - raw) < 1e-7 * max(1, abs(raw)))
      #expect(shown > -320 && shown < 640)
    }
  }

  @Test func unreachableAndMalformedValuesStayFinite() {
    let band = RubberBand(coefficient: 0.55, dimension: 300)
    #expect(band.unbanded(300).isFinite && band.unbanded(-1e9).isFinite)
    #expect(band.banded(.infinity) == 300 && band.banded(.nan) == 0)
    #expect(RubberBand(coefficient: 0, dimension: 300).value(400, within: 0...300) == 300)
    #expect(RubberBand(coefficient: .nan, dimension: .nan).coefficient == 0.55)
  }
}
