@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerTraceSecondDrawerTests {
  private func trace(
    initial: DrawerRestState = .closed, expect: DrawerRestState = .closed,
    second: DrawerTrace.SecondDrawer?, events: [DrawerEvent] = []
  ) -> DrawerTrace {
    DrawerTrace(
      name: "t", container: DrawerSize(width: 390, height: 844), drawerWidth: 300,
      initial: initial, expect: expect, secondDrawer: second, events: events)
  }

  @Test func aSecondDrawerIsOneHeaderKeyAfterTheOthers() {
    let plain = trace(second: DrawerTrace.SecondDrawer(expect: .open, expectCapture: true))
    #expect(
      plain.jsonLines
        == "{\"drawerTrace\":1,\"name\":\"t\",\"container\":{\"width\":390,\"height\":844},"
        + "\"drawerWidth\":300,\"edge\":\"leading\",\"layoutDirection\":\"leftToRight\","
        + "\"openZone\":\"edge\",\"initial\":\"closed\",\"expect\":\"closed\",\"secondDrawer\":"
        + "{\"edge\":\"trailing\",\"initial\":\"closed\",\"expect\":\"open\","
        + "\"expectCapture\":true}}\n")
    var own = trace(
      second: DrawerTrace.SecondDrawer(
        expect: .closed, recorded: DrawerTrace.Outcome(expect: .open, expectCapture: true),
        drawerWidth: 280, openZone: .anywhere, edgeZoneWidth: 30,
        spring: DrawerSpring(response: 0.5, dampingRatio: 0.8),
        edgeTravel: DrawerEdgeTravel(start: 4, extra: 12)))
    own.edge = .trailing
    #expect(
      own.jsonLines.hasSuffix(
        "\"secondDrawer\":{\"edge\":\"leading\",\"drawerWidth\":280,\"openZone\":\"anywhere\","
          + "\"edgeZoneWidth\":30,\"initial\":\"closed\",\"expect\":\"closed\","
          + "\"spring\":{\"response\":0.5,\"dampingRatio\":0.8},"
          + "\"edgeTravel\":{\"start\":4,\"extra\":12},"
          + "\"recorded\":{\"expect\":\"open\",\"expectCapture\":true}}}\n"))
  }

  @Test func aTraceWithoutASecondDrawerIsWrittenAsBefore() {
    var value = trace(second: nil, events: [.toggle(time: 0)])
    value.secondDrawerCommands = [0]
    #expect(!value.jsonLines.contains("secondDrawer"))
    #expect(value.jsonLines.hasSuffix("\n{\"t\":0,\"type\":\"toggle\"}\n"))
  }

  @Test func commandsForTheSecondDrawerNameItsEdge() {
    var value = trace(
      second: DrawerTrace.SecondDrawer(expect: .closed),
      events: [
        .toggle(time: 0), .open(animated: false, time: 1), .close(time: 2),
        .down(at: DrawerPoint(x: 5, y: 5), time: 3), .up(at: DrawerPoint(x: 5, y: 5), time: 4),
      ])
    value.secondDrawerCommands = [1, 2, 3, 40]
    #expect(
      Array(value.jsonLines.split(separator: "\n").dropFirst()) == [
        "{\"t\":0,\"type\":\"toggle\"}",
        "{\"t\":1,\"type\":\"open\",\"edge\":\"trailing\",\"animated\":false}",
        "{\"t\":2,\"type\":\"close\",\"edge\":\"trailing\"}",
        "{\"t\":3,\"type\":\"down\",\"x\":5,\"y\":5}",
        "{\"t\":4,\"type\":\"up\",\"x\":5,\"y\":5}",
      ])
  }

  /// Only one drawer is open at a time: a value that says otherwise is written with the
  /// second drawer closed, and its width and edge zone within the format's ranges.
  @Test func theWriterKeepsOnlyOneDrawerOpen() {
    let value = trace(
      initial: .open, expect: .open,
      second: DrawerTrace.SecondDrawer(
        initial: .open, expect: .open, drawerWidth: 5000, edgeZoneWidth: .nan))
    #expect(
      value.jsonLines.hasSuffix(
        "\"secondDrawer\":{\"edge\":\"trailing\",\"drawerWidth\":390,\"initial\":\"closed\","
          + "\"expect\":\"closed\"}}\n"))
  }

  @Test func theSecondDrawersConfigurationIsItsOwnOrTheFirsts() throws {
    var value = trace(second: DrawerTrace.SecondDrawer(expect: .open))
    value.edgeZoneWidth = 32
    let first = DrawerConfiguration(
      edge: .leading, layoutDirection: .rightToLeft, width: .fixed(300),
      openZone: .edge(width: 32), spring: DrawerSpring(response: 0.4, dampingRatio: 1),
      claimPolicy: .explicit)
    var second = try #require(value.secondDrawerConfiguration(besides: first))
    #expect(second.edge == .trailing && second.layoutDirection == .rightToLeft)
    #expect(second.width == .fixed(300) && second.openZone == .edge(width: 32))
    #expect(second.spring == first.spring && second.claimPolicy == .explicit)
    value.secondDrawer?.drawerWidth = 250
    value.secondDrawer?.openZone = .edge
    value.secondDrawer?.spring = .default
    second = try #require(value.secondDrawerConfiguration(besides: first))
    #expect(second.width == .fixed(250) && second.openZone == .edge(width: 32))
    #expect(second.spring == .default)
    value.secondDrawer?.edgeZoneWidth = 44
    #expect(value.secondDrawerConfiguration(besides: first)?.openZone == .edge(width: 44))
    value.secondDrawer?.openZone = .anywhere
    #expect(value.secondDrawerConfiguration(besides: first)?.openZone == .anywhere)
    #expect(trace(second: nil).secondDrawerConfiguration(besides: first) == nil)
  }
}
