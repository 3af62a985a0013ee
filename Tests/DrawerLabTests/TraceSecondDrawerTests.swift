@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

/// The `secondDrawer` header key and the `edge` of a command: read, checked with `path:line:`
/// errors, written back exactly.
@Suite struct TraceSecondDrawerTests {
  /// `validHeader` (a closed leading drawer expected open) with a second drawer.
  static func header(second: String) -> String {
    String(validHeader.dropLast()) + #","secondDrawer":"# + second + "}"
  }

  static let trailing = #"{"edge":"trailing","initial":"closed","expect":"closed"}"#

  @Test func aSecondDrawerIsRead() throws {
    let trace = try Trace(
      parsing: Self.header(
        second: #"{"edge":"trailing","drawerWidth":280,"openZone":"anywhere","#
          + #""initial":"closed","expect":"closed","expectCapture":false,"#
          + #""spring":{"response":0.5,"dampingRatio":0.8}}"#) + "\n"
        + #"{"t":0,"type":"toggle","edge":"trailing"}"# + "\n"
        + #"{"t":1,"type":"close","edge":"leading","animated":false}"# + "\n"
        + #"{"t":2,"type":"open"}"# + "\n", path: "x.jsonl")
    #expect(
      trace.secondDrawer
        == DrawerTrace.SecondDrawer(
          initial: .closed, expect: .closed, expectCapture: false, drawerWidth: 280,
          openZone: .anywhere, spring: DrawerSpring(response: 0.5, dampingRatio: 0.8)))
    #expect(trace.secondEdge == .trailing && trace.secondDrawerWidth == 280)
    let second = try #require(trace.secondConfiguration)
    #expect(second.edge == .trailing && second.width == .fixed(280))
    #expect(second.openZone == .anywhere && second.layoutDirection == .leftToRight)
    #expect(trace.events.map(\.isForSecondDrawer) == [true, false, false])
    #expect(trace.events.map(\.line) == [2, 3, 4])
  }

  @Test func aTraceWithoutTheKeyHasOneDrawer() throws {
    let trace = try Trace(parsing: validHeader + "\n" + #"{"t":0,"type":"toggle"}"#, path: "x")
    #expect(trace.secondDrawer == nil && trace.secondConfiguration == nil)
    #expect(trace.secondEdge == nil && trace.secondDrawerWidth == nil)
    #expect(trace.events.map(\.isForSecondDrawer) == [false])
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let lines: [String]
    let message: String
    var testDescription: String { message }
  }

  static let malformed: [Case] = [
    Case(
      lines: [header(second: #"{"edge":"leading","initial":"closed","expect":"closed"}"#)],
      message:
        #"x.jsonl:1: "secondDrawer.edge" must be "trailing": the second drawer is on the other edge than the first ("edge" is "leading")"#
    ),
    Case(
      lines: [header(second: #"{"edge":"trailing","expect":"closed"}"#)],
      message: #"x.jsonl:1: missing key "secondDrawer.initial""#),
    Case(
      lines: [header(second: #"{"edge":"left","initial":"closed","expect":"closed"}"#)],
      message:
        #"x.jsonl:1: "secondDrawer.edge" must be "leading" or "trailing", found "left""#),
    Case(
      lines: [header(second: "true")],
      message: #"x.jsonl:1: "secondDrawer" must be an object, found a boolean"#),
    Case(
      lines: [
        header(
          second: #"{"edge":"trailing","initial":"closed","expect":"closed","drawerWidth":391}"#)
      ],
      message: #"x.jsonl:1: "secondDrawer.drawerWidth" is out of range: 391 (expected 1...390)"#),
    Case(
      lines: [
        header(
          second: #"{"edge":"trailing","initial":"closed","expect":"closed","#
            + #""spring":{"response":20,"dampingRatio":1}}"#)
      ],
      message:
        #"x.jsonl:1: "secondDrawer.spring.response" is out of range: 20 (expected 0.01...10)"#),
    Case(
      lines: [
        header(
          second: #"{"edge":"trailing","initial":"closed","expect":"closed","openZone":"side"}"#)
      ],
      message:
        #"x.jsonl:1: "secondDrawer.openZone" must be "edge" or "anywhere", found "side""#),
    Case(
      lines: [
        header(
          second: #"{"edge":"trailing","initial":"closed","expect":"closed","expectCapture":1}"#)
      ],
      message: #"x.jsonl:1: "secondDrawer.expectCapture" must be a boolean, found a number"#),
    Case(
      lines: [header(second: #"{"edge":"trailing","initial":"closed","expect":"open"}"#)],
      message:
        #"x.jsonl:1: "expect" and "secondDrawer.expect" are both "open": only one drawer is open at a time"#
    ),
    Case(
      lines: [validHeader, #"{"t":0,"type":"toggle","edge":"trailing"}"#],
      message:
        #"x.jsonl:2: "edge" is "trailing", but the trace has one drawer, on the leading edge (no "secondDrawer" in its header)"#
    ),
    Case(
      lines: [header(second: trailing), #"{"t":0,"type":"open","edge":"middle"}"#],
      message: #"x.jsonl:2: "edge" must be "leading" or "trailing", found "middle""#),
    Case(
      lines: [header(second: trailing), #"{"t":0,"type":"down","x":1,"y":2,"edge":"trailing"}"#],
      message:
        #"x.jsonl:2: "edge" is for commands (open, close, toggle) only: a touch goes to the drawer the pair's rule gives it, a resize to both drawers"#
    ),
  ]

  @Test(arguments: malformed)
  func reportsWhatIsWrongAndWhere(_ item: Case) {
    #expect(TraceParsingTests.error(item.lines) == item.message)
  }

  @Test func bothDrawersStartingOpenIsAnError() {
    let header = Self.header(second: #"{"edge":"trailing","initial":"open","expect":"closed"}"#)
      .replacingOccurrences(
        of: #""initial":"closed","expect":"open""#, with: #""initial":"open","expect":"closed""#)
    #expect(
      TraceParsingTests.error([header])
        == #"x.jsonl:1: "initial" and "secondDrawer.initial" are both "open": only one drawer is open at a time"#
    )
  }

  /// What the writer writes for a pair, the parser reads back to the same trace, and writing
  /// that again gives the same text.
  @Test(arguments: [UInt64(21), 22, 23, 24])
  func pairsSurviveBeingWrittenAndRead(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for index in 0..<40 {
      var trace = TraceRoundTripTests.randomTrace(using: &random, name: "pair-\(index)")
      if trace.initial == .open && trace.expect == .open { trace.expect = .closed }
      trace.secondDrawer = Self.randomSecondDrawer(besides: trace, using: &random)
      trace.secondDrawerCommands = Set(
        trace.events.indices.filter { index in
          switch trace.events[index] {
          case .open, .close, .toggle: random.next() % 2 == 0
          default: false
          }
        })
      let text = trace.jsonLines
      let parsed = try Trace(parsing: text, path: "pair.jsonl")
      #expect(DrawerTrace(parsed) == trace, "seed \(seed), trace \(index)")
      #expect(parsed.jsonLines == text, "seed \(seed), trace \(index)")
      // The parser's fuzz target replays both drawers and round-trips the pair.
      #expect(FuzzHarness.traceParser(Array(text.utf8)) == nil, "seed \(seed), trace \(index)")
    }
  }

  /// A pair the writer had to sanitise (both open, a width wider than the container, commands
  /// marked on touches) still writes a file the parser reads.
  @Test func theWriterNeverWritesAPairTheParserRejects() throws {
    var trace = DrawerTrace(
      name: "both-open", container: DrawerSize(width: 390, height: 844), drawerWidth: 300,
      initial: .open, expect: .open,
      secondDrawer: DrawerTrace.SecondDrawer(
        initial: .open, expect: .open, drawerWidth: .infinity, edgeZoneWidth: -.infinity,
        spring: DrawerSpring(response: .nan, dampingRatio: 1e9),
        edgeTravel: DrawerEdgeTravel(start: .nan, extra: 1e12)),
      events: [.down(at: DrawerPoint(x: 1, y: 1), time: 0), .toggle(time: 1)])
    trace.secondDrawerCommands = [0, 1]
    let parsed = try Trace(parsing: trace.jsonLines, path: "x.jsonl")
    #expect(parsed.secondDrawer?.initial == .closed && parsed.secondDrawer?.expect == .closed)
    #expect(parsed.secondDrawer?.drawerWidth == 390)
    #expect(parsed.events.map(\.isForSecondDrawer) == [false, true])
  }

  static func randomSecondDrawer(
    besides trace: DrawerTrace, using random: inout SplitMix64
  ) -> DrawerTrace.SecondDrawer {
    func maybe<T>(_ value: T) -> T? { random.next() % 2 == 0 ? nil : value }
    let initial: DrawerRestState = trace.initial == .open ? .closed : .open
    return DrawerTrace.SecondDrawer(
      initial: random.next() % 2 == 0 ? .closed : initial,
      expect: trace.expect == .open
        ? .closed : DrawerRestState.allCases.randomElement(using: &random)!,
      expectCapture: [nil, true, false].randomElement(using: &random)!,
      recorded: maybe(DrawerTrace.Outcome(expect: .open, expectCapture: false)),
      drawerWidth: maybe(
        TraceRoundTripTests.number(in: 1...trace.container.width, using: &random)),
      openZone: maybe(DrawerTrace.OpenZone.allCases.randomElement(using: &random)!),
      edgeZoneWidth: maybe(TraceRoundTripTests.number(in: 0...500, using: &random)),
      spring: maybe(DrawerSpring(response: 0.25, dampingRatio: 0.75)),
      edgeTravel: maybe(DrawerEdgeTravel(start: 3, extra: 14.5)))
  }
}
