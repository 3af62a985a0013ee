@_spi(DrawerKit) import DrawerCore
import Testing

/// Under a landscape notch the drawn drawer travels farther than its offset; the engine knows
/// where the drawn edge is, so the drawer follows the finger one to one and is judged where it
/// is drawn.
@Suite struct DrawerEdgeTravelTests {
  static let landscape = DrawerSize(width: 725, height: 390)

  static func drawer(
    style: DrawerPresentationStyle, inset: Double, initial: DrawerRestState = .closed
  ) -> Drawer {
    Drawer(
      configuration: DrawerConfiguration(
        width: .fixed(300),
        edgeTravel: DrawerGeometry.edgeTravel(style: style, safeAreaInset: inset)),
      container: landscape, initial: initial)
  }

  /// The drawn drawer's inner edge, from the container's left side.
  static func drawnEdge(
    _ drawer: Drawer, at time: Double, style: DrawerPresentationStyle, inset: Double
  )
    -> Double
  {
    DrawerGeometry(
      progress: drawer.progress(at: time), container: landscape, drawerWidth: drawer.width,
      side: .left, style: style, safeAreaInset: inset
    ).drawerMaxX
  }

  @Test(arguments: [DrawerPresentationStyle.overlay, .push, .floating], [0.0, 47, 59])
  func aDragKeepsTheDrawnEdgeWhereTheFingerTookIt(style: DrawerPresentationStyle, inset: Double) {
    var drawer = Self.drawer(style: style, inset: inset)
    drawer.handle(.down(at: DrawerPoint(x: 5, y: 200), time: 0))
    var gaps: [Double] = []
    for step in 1...12 {
      let x = 5 + 15 * Double(step)
      let time = Double(step) / 120
      drawer.handle(.move(at: DrawerPoint(x: x, y: 200), time: time))
      if drawer.isTracking {
        gaps.append(Self.drawnEdge(drawer, at: time, style: style, inset: inset) - x)
      }
    }
    #expect(gaps.count >= 10)
    let first = gaps[0]
    for gap in gaps { #expect(abs(gap - first) < 1e-9, "\(style), inset \(inset): \(gaps)") }
  }

  @Test func aFlickLeavesTheFingerAtTheSameSpeedAsDrawnUnderANotch() {
    // The same flick with and without a notch: the drawn edge leaves the finger alike.
    func drawnSpeed(inset: Double) -> Double {
      var drawer = Self.drawer(style: .overlay, inset: inset)
      drawer.handle(.down(at: DrawerPoint(x: 5, y: 200), time: 0))
      for step in 1...6 {
        drawer.handle(
          .move(at: DrawerPoint(x: 5 + 12 * Double(step), y: 200), time: Double(step) / 120))
      }
      drawer.handle(.up(at: DrawerPoint(x: 77, y: 200), time: 0.052))
      #expect(drawer.target == .open)
      let dt = 1e-5
      return
        (Self.drawnEdge(drawer, at: 0.052 + dt, style: .overlay, inset: inset)
        - Self.drawnEdge(drawer, at: 0.052, style: .overlay, inset: inset)) / dt
    }
    let plain = drawnSpeed(inset: 0)
    #expect(plain > 1000)
    #expect(abs(drawnSpeed(inset: 59) - plain) < plain * 0.01)
  }

  @Test func aTouchIsJudgedWhereTheDrawerIsDrawn() {
    // Opening under a 59 pt notch: the engine's offset runs ahead of the drawn edge.
    var drawer = Self.drawer(style: .overlay, inset: 59, initial: .closed)
    drawer.handle(.open(time: 0))
    let offset = drawer.offset(at: 0.05)
    let drawn = Self.drawnEdge(drawer, at: 0.05, style: .overlay, inset: 59)
    #expect(drawn < offset - 20)
    // Between the drawn edge and the offset is the content: a touch there is not a catch.
    var beside = drawer
    beside.handle(.down(at: DrawerPoint(x: (drawn + offset) / 2, y: 200), time: 0.05))
    #expect(!beside.isTracking)
    var on = drawer
    on.handle(.down(at: DrawerPoint(x: drawn - 5, y: 200), time: 0.05))
    #expect(on.isTracking)
  }

  @Test func stylesBeneathTheContentAndReduceMotionHaveNoEdgeTravel() {
    for style in [DrawerPresentationStyle.reveal, .parallax, .scale] {
      #expect(DrawerGeometry.edgeTravel(style: style, safeAreaInset: 59) == .none)
    }
    #expect(
      DrawerGeometry.edgeTravel(style: .overlay, safeAreaInset: 59, reducesMotion: true) == .none)
    #expect(DrawerGeometry.edgeTravel(style: .overlay, safeAreaInset: -4) == .none)
    #expect(DrawerEdgeTravel(start: .nan, extra: -3) == .none)
  }
}
