@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerTraceWritingTests {
  private func trace(_ events: [DrawerEvent]) -> DrawerTrace {
    DrawerTrace(
      name: "t", container: DrawerSize(width: 390, height: 844), drawerWidth: 300, expect: .open,
      events: events)
  }

  private func lines(_ trace: DrawerTrace) -> [Substring] {
    trace.jsonLines.split(separator: "\n")
  }

  @Test func theHeaderHasTheFormatsKeysInOrder() {
    var value = trace([])
    value.edgeZoneWidth = 32
    value.expectCapture = true
    value.expectSource = .recorded
    value.sampleRate = 120
    #expect(
      value.jsonLines
        == "{\"drawerTrace\":1,\"name\":\"t\",\"container\":{\"width\":390,\"height\":844},"
        + "\"drawerWidth\":300,\"edge\":\"leading\",\"layoutDirection\":\"leftToRight\","
        + "\"openZone\":\"edge\",\"edgeZoneWidth\":32,\"initial\":\"closed\",\"expect\":\"open\","
        + "\"expectCapture\":true,\"expectSource\":\"recorded\",\"sampleRate\":120}\n")
  }

  @Test func eventsAreOneLineEach() {
    let text = lines(
      trace([
        .down(at: DrawerPoint(x: 8, y: 299.5), time: 0),
        .move(at: DrawerPoint(x: 9.25, y: 299.5), time: 0.00001),
        .up(at: DrawerPoint(x: 9.25, y: 300), time: 0.02),
        .close(animated: false, time: 0.5), .toggle(time: 0.6),
        .resize(to: DrawerSize(width: 844, height: 390), time: 0.7),
      ]))
    #expect(
      Array(text.dropFirst()) == [
        "{\"t\":0,\"type\":\"down\",\"x\":8,\"y\":299.5}",
        "{\"t\":0.00001,\"type\":\"move\",\"x\":9.25,\"y\":299.5}",
        "{\"t\":0.02,\"type\":\"up\",\"x\":9.25,\"y\":300}",
        "{\"t\":0.5,\"type\":\"close\",\"animated\":false}",
        "{\"t\":0.6,\"type\":\"toggle\"}",
        "{\"t\":0.7,\"type\":\"resize\",\"width\":844,\"height\":390}",
      ])
  }

  @Test func claimsAndTheFrameACatchSawAreWritten() {
    var value = trace([
      .frame(time: 0.2),  // not followed by a down: nothing to say
      .open(time: 0.25),
      .frame(time: 0.316), .down(at: DrawerPoint(x: 40, y: 300), time: 0.3),
      .move(at: DrawerPoint(x: 20, y: 300), time: 0.31), .claim(time: 0.311),
      .up(at: DrawerPoint(x: 10, y: 300), time: 0.33), .claim(time: 0.34),  // no finger: left out
      .frame(time: 0.35), .down(at: DrawerPoint(x: 40, y: 300), time: 0.36),  // older: left out
      .cancel(time: 0.4),
    ])
    value.claimPolicy = .explicit
    let text = lines(value)
    #expect(text[0].hasSuffix(",\"claims\":\"explicit\"}"))
    #expect(
      Array(text.dropFirst()) == [
        "{\"t\":0.25,\"type\":\"open\"}",
        "{\"t\":0.3,\"type\":\"down\",\"frame\":0.316,\"x\":40,\"y\":300}",
        "{\"t\":0.31,\"type\":\"move\",\"x\":20,\"y\":300}",
        "{\"t\":0.311,\"type\":\"claim\"}",
        "{\"t\":0.33,\"type\":\"up\",\"x\":10,\"y\":300}",
        "{\"t\":0.36,\"type\":\"down\",\"x\":40,\"y\":300}",
        "{\"t\":0.4,\"type\":\"cancel\"}",
      ])
    #expect(!lines(trace([])).first!.contains("claims"), "immediate claims are the default")
    value.edgeTravel = DrawerEdgeTravel(start: 59, extra: 59)
    #expect(lines(value)[0].hasSuffix(",\"edgeTravel\":{\"start\":59,\"extra\":59}}"))
    #expect(!lines(trace([])).first!.contains("edgeTravel"))
  }

  @Test func thePlatformsPredictionsAreWrittenWhileAFingerIsDown() {
    var value = trace([
      .predicted(at: DrawerPoint(x: 1, y: 1), for: 0.1, time: 0),  // no finger: left out
      .down(at: DrawerPoint(x: 40, y: 300), time: 0.3),
      .move(at: DrawerPoint(x: 60, y: 300), time: 0.31),
      .predicted(at: DrawerPoint(x: 80.5, y: 301), for: 0.325, time: 0.31),
      .predicted(at: DrawerPoint(x: 90, y: 301), for: 0.31, time: 0.31),  // not ahead: left out
      .up(at: DrawerPoint(x: 70, y: 300), time: 0.33),
    ])
    #expect(
      Array(lines(value).dropFirst()) == [
        "{\"t\":0.3,\"type\":\"down\",\"x\":40,\"y\":300}",
        "{\"t\":0.31,\"type\":\"move\",\"x\":60,\"y\":300}",
        "{\"t\":0.31,\"type\":\"predicted\",\"for\":0.325,\"x\":80.5,\"y\":301}",
        "{\"t\":0.33,\"type\":\"up\",\"x\":70,\"y\":300}",
      ])
    #expect(!lines(value)[0].contains("prediction"), "DrawerKit's own predictor is the default")
    value.predictionSource = .platform
    #expect(lines(value)[0].hasSuffix(",\"prediction\":\"platform\"}"))
  }

  @Test func whatTheFormatCannotHoldIsSanitisedAsTheEngineTreatsIt() {
    let text = lines(
      trace([
        .move(at: DrawerPoint(x: 1, y: 1), time: 0),  // no finger down: dropped
        .down(at: DrawerPoint(x: .nan, y: 1), time: 0),  // ignored by the engine
        .down(at: DrawerPoint(x: 5, y: 2e10), time: 1),
        .move(at: DrawerPoint(x: 6, y: 2), time: .nan),  // the previous time
        .down(at: DrawerPoint(x: 7, y: 2), time: 0.5),  // earlier: the previous time
        .up(at: DrawerPoint(x: .infinity, y: 0), time: 2),  // where the finger last was
        .cancel(time: 3),  // no finger down: dropped
        .configure(DrawerConfiguration(), time: 4),
      ]))
    #expect(
      Array(text.dropFirst()) == [
        "{\"t\":1,\"type\":\"down\",\"x\":5,\"y\":1000000000}",
        "{\"t\":1,\"type\":\"move\",\"x\":6,\"y\":2}",
        "{\"t\":1,\"type\":\"cancel\"}",
        "{\"t\":1,\"type\":\"down\",\"x\":7,\"y\":2}",
        "{\"t\":2,\"type\":\"up\",\"x\":7,\"y\":2}",
      ])
  }

  @Test func outOfRangeHeaderValuesAreClampedOrLeftOut() {
    var value = trace([])
    value.container = DrawerSize(width: 0, height: 844)
    value.drawerWidth = .infinity
    value.edgeZoneWidth = .nan
    value.sampleRate = 1e9
    value.name = "a\u{0}b"
    #expect(
      lines(value)[0]
        == "{\"drawerTrace\":1,\"name\":\"a\\u0000b\",\"container\":{\"width\":1,\"height\":844},"
        + "\"drawerWidth\":1,\"edge\":\"leading\",\"layoutDirection\":\"leftToRight\","
        + "\"openZone\":\"edge\",\"initial\":\"closed\",\"expect\":\"open\",\"sampleRate\":100000}")
  }

  @Test func theEngineOpenZoneFollowsTheHeader() {
    var value = trace([])
    #expect(value.engineOpenZone == .edge(width: 20))
    value.edgeZoneWidth = 44
    #expect(value.engineOpenZone == .edge(width: 44))
    value.openZone = .anywhere
    #expect(value.engineOpenZone == .anywhere)
  }

  @Test func aSpringAndARecordedOutcomeAreWrittenLastAndOnlyWhenSet() {
    var value = trace([])
    #expect(!value.jsonLines.contains("spring"))
    #expect(!value.jsonLines.contains("recorded"))
    value.expectSource = .person
    value.spring = DrawerSpring(response: 2.5, dampingRatio: 1)
    value.recorded = DrawerTrace.Outcome(expect: .closed, expectCapture: false)
    let expected: String =
      "{\"drawerTrace\":1,\"name\":\"t\",\"container\":{\"width\":390,\"height\":844},"
      + "\"drawerWidth\":300,\"edge\":\"leading\",\"layoutDirection\":\"leftToRight\","
      + "\"openZone\":\"edge\",\"initial\":\"closed\",\"expect\":\"open\","
      + "\"expectSource\":\"person\",\"spring\":{\"response\":2.5,\"dampingRatio\":1},"
      + "\"recorded\":{\"expect\":\"closed\",\"expectCapture\":false}}"
    #expect(lines(value)[0] == expected)
    value.recorded = DrawerTrace.Outcome(expect: .open)
    #expect(lines(value)[0].hasSuffix(",\"recorded\":{\"expect\":\"open\"}}"))
  }
}
