import DrawerCore
import Testing

/// A drawer that cannot be seen waits off the screen, so that the scroll view of its menu does
/// not answer a tap on the status bar beside the content's; one that can be seen is drawn where
/// the geometry puts it.
@Suite struct DrawerGeometryParkingTests {
  static let container = DrawerSize(width: 844, height: 390)
  /// A landscape iPhone's band beside the notch, where the screen reaches beyond the container.
  static let safeArea = 59.0

  static func geometry(
    _ progress: Double, _ side: DrawerSide, _ style: DrawerPresentationStyle,
    reducesMotion: Bool
  ) -> DrawerGeometry {
    DrawerGeometry(
      progress: progress, container: container, drawerWidth: 320, side: side, style: style,
      reducesMotion: reducesMotion)
  }

  @Test(
    arguments: DrawerPresentationStyle.allCases,
    [(DrawerSide.left, false), (.right, false), (.left, true), (.right, true)])
  func aDrawerOutOfSightWaitsOffTheScreen(
    style: DrawerPresentationStyle, placement: (side: DrawerSide, reducesMotion: Bool)
  ) {
    let width = Self.container.width
    for progress in [0.0, -0.05, 0.0001, 0.3, 1, 1.2] {
      let geometry = Self.geometry(
        progress, placement.side, style, reducesMotion: placement.reducesMotion)
      let drawn = geometry.drawnDrawerMinX(inContainerOfWidth: width)
      if geometry.isDrawerVisible {
        #expect(drawn == geometry.drawerMinX, "\(style) at \(progress): drawn where it is")
      } else {
        let beyondLeft = drawn + geometry.drawerWidth <= -Self.safeArea
        let beyondRight = drawn >= width + Self.safeArea
        #expect(beyondLeft || beyondRight, "\(style) at \(progress): off the screen")
        #expect(beyondLeft == (placement.side == .left), "\(style): on its own side")
      }
    }
  }

  @Test(arguments: DrawerPresentationStyle.allCases)
  func aClosedDrawerIsParkedAContainerBeyondItsSide(style: DrawerPresentationStyle) {
    let left = Self.geometry(0, .left, style, reducesMotion: false)
    let right = Self.geometry(0, .right, style, reducesMotion: false)
    #expect(left.drawnDrawerMinX(inContainerOfWidth: 844) == -(844 + 320))
    #expect(right.drawnDrawerMinX(inContainerOfWidth: 844) == 2 * 844)
  }

  @Test func aSidebarIsNeverParked() {
    let sidebar = DrawerGeometry(
      progress: 0, container: Self.container, drawerWidth: 320, side: .right, style: .reveal,
      layoutMode: .sidebar)
    #expect(sidebar.drawnDrawerMinX(inContainerOfWidth: 844) == sidebar.drawerMinX)
  }

  @Test(arguments: [-1.0, .nan, .infinity])
  func aBadContainerWidthStillParksFinitely(width: Double) {
    let closed = Self.geometry(0, .right, .scale, reducesMotion: false)
    #expect(closed.drawnDrawerMinX(inContainerOfWidth: width) == 0)
    let left = Self.geometry(0, .left, .scale, reducesMotion: false)
    #expect(left.drawnDrawerMinX(inContainerOfWidth: width) == -320)
  }
}
