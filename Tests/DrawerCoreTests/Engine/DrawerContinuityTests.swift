@_spi(DrawerKit) import DrawerCore
import Testing

/// The engine's continuity promises, checked directly on the engine: no leap when a drag is
/// accepted, none when a settling drawer is caught, and a spring that leaves at the finger's speed.
@Suite struct DrawerContinuityTests {
  let container = DrawerSize(width: 390, height: 844)

  @Test(arguments: [DrawerEdge.leading, .trailing])
  func acceptanceStartsFromTheSlop(edge: DrawerEdge) {
    var configuration = DrawerConfiguration(edge: edge)
    configuration.width = .fixed(300)
    var drawer = Drawer(configuration: configuration, container: container)
    let sign = configuration.side.openingSign
    let startX = configuration.side == .left ? 5.0 : 385.0
    drawer.handle(.down(at: DrawerPoint(x: startX, y: 400), time: 0))
    // 16 pt along the axis: 10 pt of slop and 6 pt beyond it.
    drawer.handle(.move(at: DrawerPoint(x: startX + sign * 16, y: 400), time: 0.016))
    #expect(drawer.isTracking)
    #expect(abs(drawer.offset(at: 0.016) - 6) < 1e-9)
  }

  @Test func catchingTakesTheDrawerWhereItIs() {
    var configuration = DrawerConfiguration()
    configuration.width = .fixed(300)
    var drawer = Drawer(configuration: configuration, container: container)
    drawer.handle(.open(time: 0))
    let before = drawer.offset(at: 0.1)
    drawer.handle(.down(at: DrawerPoint(x: 150, y: 400), time: 0.1))
    #expect(drawer.isTracking)
    #expect(abs(drawer.offset(at: 0.1) - before) < 1e-9)
  }

  @Test func theSpringLeavesAtTheFingersSpeed() {
    var configuration = DrawerConfiguration()
    configuration.width = .fixed(300)
    var drawer = Drawer(configuration: configuration, container: container)
    drawer.handle(.down(at: DrawerPoint(x: 5, y: 400), time: 0))
    for step in 1...6 {
      let t = Double(step) / 120
      drawer.handle(.move(at: DrawerPoint(x: 5 + 1200 * t, y: 400), time: t))
    }
    drawer.handle(.up(at: DrawerPoint(x: 5 + 1200 * 0.05, y: 400), time: 0.05))
    #expect(drawer.isSettling)
    let h = 1e-6
    let speed = (drawer.offset(at: 0.05 + h) - drawer.offset(at: 0.05)) / h
    #expect(abs(speed - 1200) < 1)
  }
}
