@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

/// Hand-made traces with two drawers on one phone-sized content, 300 pt each.
enum PairTraces {
  static let phone = DrawerSize(width: 390, height: 844)

  /// A horizontal stroke from `from` to `to` (physical x), `steps` moves 1/120 s apart, lifted
  /// while moving, starting at `time`; `yTravel` is how far it drifts down.
  static func stroke(
    from: Double, to: Double, at time: Double = 0, y: Double = 420, yTravel: Double = 6,
    steps: Int = 12
  ) -> [TraceEvent] {
    var events = [TraceEvent(.down(at: DrawerPoint(x: from, y: y), time: time))]
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      events.append(
        TraceEvent(
          .move(
            at: DrawerPoint(x: from + (to - from) * fraction, y: y + yTravel * fraction),
            time: time + Double(step) / 120)))
    }
    events.append(
      TraceEvent(
        .up(
          at: DrawerPoint(x: to, y: y + yTravel), time: time + Double(steps) / 120 + 0.004)))
    return events
  }

  /// A trace of a leading drawer (the header's) and a trailing one.
  static func pair(
    _ name: String, leading: DrawerRestState = .closed, expect: DrawerRestState,
    expectCapture: Bool? = nil, trailing: DrawerRestState = .closed,
    expectTrailing: DrawerRestState, trailingCapture: Bool? = nil,
    openZone: TraceOpenZone = .edge, direction: DrawerLayoutDirection = .leftToRight,
    events: [TraceEvent]
  ) -> Trace {
    Trace(
      name: name, container: phone, drawerWidth: 300, edge: .leading,
      layoutDirection: direction, openZone: openZone, initial: leading, expect: expect,
      expectCapture: expectCapture,
      secondDrawer: DrawerTrace.SecondDrawer(
        initial: trailing, expect: expectTrailing, expectCapture: trailingCapture),
      events: events)
  }

  /// A trace with one leading drawer.
  static func single(
    _ name: String, initial: DrawerRestState, expect: DrawerRestState, expectCapture: Bool?,
    openZone: TraceOpenZone = .anywhere, events: [TraceEvent]
  ) -> Trace {
    Trace(
      name: name, container: phone, drawerWidth: 300, openZone: openZone, initial: initial,
      expect: expect, expectCapture: expectCapture, events: events)
  }
}

@Suite struct PairReplayTests {
  @Test(arguments: DrawerLayoutDirection.allCases)
  func aFlickFromTheTrailingEdgeOpensTheTrailingDrawerOnly(direction: DrawerLayoutDirection) {
    // The trailing drawer's side: the right in a left-to-right layout, the left otherwise.
    let fromRight = direction == .leftToRight
    let trace = PairTraces.pair(
      "flick-trailing", expect: .closed, expectCapture: false, expectTrailing: .open,
      trailingCapture: true, direction: direction,
      events: PairTraces.stroke(from: fromRight ? 386 : 4, to: fromRight ? 230 : 160))
    let result = TraceReplay(trace)
    #expect(result.final == .closed && !result.moved)
    #expect(
      result.second
        == TraceReplay.SecondDrawer(
          edge: .trailing, final: .open, moved: true, expect: .open, expectCapture: true))
    #expect(result.pass)
  }

  /// A drag on the open leading drawer closes it and never opens the trailing one in the same
  /// stroke; the same stroke again, on closed content, opens the trailing drawer.
  @Test func aSwapIsTwoStrokes() {
    let close = PairTraces.stroke(from: 350, to: 40)
    let trace = PairTraces.pair(
      "swap", leading: .open, expect: .closed, expectCapture: true, expectTrailing: .closed,
      trailingCapture: false, openZone: .anywhere, events: close)
    #expect(TraceReplay(trace).pass)
    var twice = trace
    twice.events += PairTraces.stroke(from: 350, to: 40, at: 1)
    twice.secondDrawer?.expect = .open
    twice.secondDrawer?.expectCapture = true
    let result = TraceReplay(twice)
    #expect(result.final == .closed && result.second?.final == .open)
    #expect(result.pass)
  }

  @Test func aToggleOfTheOtherDrawerClosesTheOpenOne() throws {
    let text = [
      #"{"drawerTrace":1,"name":"toggle-swap","container":{"width":390,"height":844},"#
        + #""drawerWidth":300,"edge":"leading","layoutDirection":"leftToRight","#
        + #""openZone":"edge","initial":"open","expect":"closed","expectCapture":true,"#
        + #""secondDrawer":{"edge":"trailing","initial":"closed","expect":"open","#
        + #""expectCapture":true}}"#,
      #"{"t":0,"type":"toggle","edge":"trailing"}"#,
    ].joined(separator: "\n")
    let trace = try Trace(parsing: text, path: "toggle-swap.jsonl")
    let result = TraceReplay(trace)
    #expect(result.final == .closed && result.moved)
    #expect(result.second?.final == .open)
    #expect(result.pass)
    // Addressed to the leading drawer instead, the toggle closes it and the trailing one stays.
    var leading = trace
    leading.events[0].isForSecondDrawer = false
    #expect(TraceReplay(leading).second?.final == .closed)
  }

  @Test func theCommandLineSaysWhichDrawerFailed() throws {
    let folder = try temporaryFolder()
    // The stroke opens the trailing drawer; the labels say it stays closed.
    let trace = PairTraces.pair(
      "wrong", expect: .closed, expectCapture: false, expectTrailing: .closed,
      trailingCapture: false, events: PairTraces.stroke(from: 386, to: 230))
    let path = try write(trace.jsonLines, to: "wrong.jsonl", in: folder)
    let result = runLab(["replay", path])
    #expect(result.status == 1)
    #expect(
      result.out.contains(
        "wrong" + String(repeating: " ", count: 23) + "closed  still  · trailing open    moved  "
          + "FAIL (trailing expected closed, still)"))
    let json = runLab(["replay", path, "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == ["name", "final", "moved", "expect", "expectCapture", "second", "pass"])
    let second = try #require(object["second"] as? [String: Any])
    #expect(
      Set(second.keys) == ["edge", "final", "moved", "expect", "expectCapture", "pass"])
    #expect(second["edge"] as? String == "trailing" && second["final"] as? String == "open")
    #expect(second["pass"] as? Bool == false && object["pass"] as? Bool == false)
  }

  // MARK: --with-second-drawer

  /// A gallery swipe each way and a scroll, as the imported real strokes are labelled: the
  /// right-to-left one recorded closing an open leading drawer.
  static func swipes() -> [Trace] {
    [
      PairTraces.single(
        "u1-0001-close", initial: .open, expect: .closed, expectCapture: true,
        events: PairTraces.stroke(from: 330, to: 90)),
      PairTraces.single(
        "u1-0002-open", initial: .closed, expect: .open, expectCapture: true,
        events: PairTraces.stroke(from: 90, to: 330)),
      PairTraces.single(
        "u1-0003-vertical", initial: .closed, expect: .closed, expectCapture: false,
        events: PairTraces.stroke(from: 200, to: 190, y: 700, yTravel: -400)),
    ]
  }

  @Test func withSecondDrawerMovesAClosingStrokeOntoClosedContent() throws {
    let (close, open, vertical) = (Self.swipes()[0], Self.swipes()[1], Self.swipes()[2])
    let pair = close.withSecondDrawer()
    #expect(pair.initial == .closed && pair.expect == .closed && pair.expectCapture == false)
    #expect(
      pair.secondDrawer
        == DrawerTrace.SecondDrawer(initial: .closed, expect: .open, expectCapture: true))
    #expect(pair.events == close.events && pair.name == close.name)
    for other in [open, vertical] {
      let withSecond = other.withSecondDrawer()
      #expect(withSecond.initial == other.initial && withSecond.expect == other.expect)
      #expect(
        withSecond.secondDrawer
          == DrawerTrace.SecondDrawer(initial: .closed, expect: .closed, expectCapture: false))
    }
    #expect(pair.withSecondDrawer() == pair, "a trace with two drawers is left as it is")
    #expect(TraceReplay(pair).second?.final == .open)
  }

  @Test func theReplayOptionGivesEveryTraceASecondDrawer() throws {
    let folder = try temporaryFolder()
    for trace in Self.swipes() {
      try write(trace.jsonLines, to: trace.name + ".jsonl", in: folder)
    }
    let alone = runLab(["replay", folder])
    #expect(alone.status == 0)
    #expect(alone.out.contains("close 1/1 · open 1/1 · vertical 1/1"))
    #expect(!alone.out.contains("trailing"))
    let pair = runLab(["replay", folder, "--with-second-drawer"])
    #expect(pair.status == 0)
    #expect(pair.out.contains("close 1/1 · open 1/1 · vertical 1/1"))
    #expect(
      pair.out.contains(
        "u1-0001-close" + String(repeating: " ", count: 15) + "closed  still  · trailing open    "))
    #expect(
      pair.out.contains(
        "u1-0002-open" + String(repeating: " ", count: 16) + "open    moved  · trailing closed  "))
    #expect(runLab(["replay", "--help"]).out.contains("--with-second-drawer"))
  }

  /// The second drawer opens from where the first does: a swipe from the middle of the screen
  /// opens it only when the traces open from anywhere.
  @Test func theSecondDrawerSharesTheFirstsOpenZone() {
    var close = Self.swipes()[0]
    close.openZone = .edge
    let result = TraceReplay(close.withSecondDrawer())
    #expect(result.second?.final == .closed && result.second?.moved == false)
    #expect(!result.pass)
  }
}
