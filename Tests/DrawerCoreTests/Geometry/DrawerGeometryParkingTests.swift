@_spi(DrawerKit) import DrawerCore
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
      reducesMotion: reducesMotion, safeAreaInset: safeArea)
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
  func aClosedDrawerIsParkedJustBeyondTheScreensEdge(style: DrawerPresentationStyle) {
    let left = Self.geometry(0, .left, style, reducesMotion: false)
    let right = Self.geometry(0, .right, style, reducesMotion: false)
    #expect(left.drawnDrawerMinX(inContainerOfWidth: 844) == -(320 + Self.safeArea))
    #expect(right.drawnDrawerMinX(inContainerOfWidth: 844) == 844 + Self.safeArea)
  }

  @Test func aSidebarIsNeverParked() {
    let sidebar = DrawerGeometry(
      progress: 0, container: Self.container, drawerWidth: 320, side: .right, style: .reveal,
      layoutMode: .sidebar)
    #expect(sidebar.drawnDrawerMinX(inContainerOfWidth: 844) == sidebar.drawerMinX)
  }

  /// SwiftUI animates a permanent sidebar that is hidden or shown between its place and where
  /// the hidden one is drawn: the way must be the sidebar's own width (and the safe area's
  /// inset), as a sliding drawer travels, not a screen's width and more.
  @Test(
    arguments: DrawerPresentationStyle.allCases, [DrawerSide.left, .right])
  func hidingASidebarSlidesItsOwnWidth(style: DrawerPresentationStyle, side: DrawerSide) {
    let width = Self.container.width
    let shown = DrawerGeometry(
      progress: 1, container: Self.container, drawerWidth: 320, side: side, style: style,
      layoutMode: .sidebar, safeAreaInset: Self.safeArea)
    // A hidden sidebar is drawn as a closed modal drawer.
    let hidden = Self.geometry(0, side, style, reducesMotion: false)
    let travel = abs(
      hidden.drawnDrawerMinX(inContainerOfWidth: width)
        - shown.drawnDrawerMinX(inContainerOfWidth: width))
    #expect(travel <= 320 + Self.safeArea, "\(style) on the \(side): \(travel) pt")
  }

  @Test(arguments: [-1.0, .nan, .infinity])
  func aBadContainerWidthStillParksFinitely(width: Double) {
    let closed = Self.geometry(0, .right, .scale, reducesMotion: false)
    #expect(closed.drawnDrawerMinX(inContainerOfWidth: width) == Self.safeArea)
    let left = Self.geometry(0, .left, .scale, reducesMotion: false)
    #expect(left.drawnDrawerMinX(inContainerOfWidth: width) == -(320 + Self.safeArea))
  }
}
