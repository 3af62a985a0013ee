@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerAxisFrameTests {
  private let phone = DrawerSize(width: 390, height: 844)

  @Test(arguments: allPlacements)
  func aPointGoesIntoTheDrawersTermsAndBackUnchanged(
    edge: DrawerEdge, direction: DrawerLayoutDirection
  ) {
    let frame = DrawerAxisFrame(edge: edge, layoutDirection: direction, container: phone)
    for point in [
      DrawerPoint(x: 0, y: 0), DrawerPoint(x: 12.25, y: 400), DrawerPoint(x: -47, y: 3),
      DrawerPoint(x: 389.75, y: 843.5), DrawerPoint(x: 0.1, y: 0.3),
    ] {
      #expect(frame.point(at: frame.axisPoint(of: point)) == point)
      #expect(frame.axisPoint(of: point).across == point.y)
    }
  }

  /// A drag toward the drawer's open position travels forward along the axis on every side, and
  /// as far as the finger moved: the engine never asks which side the drawer is on.
  @Test(arguments: allPlacements)
  func aDragTowardOpenTravelsForwardOnEverySide(
    edge: DrawerEdge, direction: DrawerLayoutDirection
  ) {
    let frame = DrawerAxisFrame(edge: edge, layoutDirection: direction, container: phone)
    let inward = frame.side == .left ? 1.0 : -1.0
    let start = frame.axisPoint(of: DrawerPoint(x: frame.side == .left ? 5 : 385, y: 300))
    let end = frame.axisPoint(
      of: DrawerPoint(x: (frame.side == .left ? 5 : 385) + inward * 80.5, y: 310))
    #expect(end.along - start.along == 80.5)
    #expect(end.across - start.across == 10)
  }

  /// The distance from the drawer's side is the one the engine always measured, to the bit, for
  /// a point in the container, under a notch beyond the side, and past the far side.
  @Test(arguments: allPlacements)
  func theDistanceFromTheSideIsTheSidesOwn(edge: DrawerEdge, direction: DrawerLayoutDirection) {
    let frame = DrawerAxisFrame(edge: edge, layoutDirection: direction, container: phone)
    for x in [-47.0, -0.0, 0, 0.1, 19.999, 20, 195.5, 389.9, 390, 433.3] {
      let point = DrawerPoint(x: x, y: 100)
      let expected = frame.side.distance(ofX: x, inWidth: phone.width)
      #expect(frame.distanceFromSide(of: point) == expected)
      #expect(frame.distanceFromSide(of: frame.axisPoint(of: point)) == expected)
    }
    let nearSide = DrawerPoint(x: frame.side == .left ? 4 : 386, y: 10)
    #expect(frame.distanceFromSide(of: nearSide) == 4)
  }

  @Test func theFrameFollowsTheDrawersConfigurationAndContainer() {
    var configuration = DrawerConfiguration()
    configuration.edge = .trailing
    let drawer = Drawer(configuration: configuration, container: phone)
    #expect(drawer.axisFrame == DrawerAxisFrame(side: .right, container: phone))
    #expect(!DrawerAxisPoint(along: .nan, across: 0).isFinite)
    #expect(DrawerAxisPoint(along: -3, across: 4).isFinite)
  }
}
