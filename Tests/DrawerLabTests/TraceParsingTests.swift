@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

@Suite struct TraceParsingTests {
  static func parse(_ lines: [String]) -> Result<Trace, LabInputError> {
    Result { () throws(LabInputError) in
      try Trace(parsing: lines.joined(separator: "\n") + "\n", path: "x.jsonl")
    }
  }

  static func error(_ lines: [String]) -> String? {
    if case .failure(let error) = parse(lines) { return error.description }
    return nil
  }

  @Test func readsAValidTrace() throws {
    let trace = try Self.parse([
      validHeader, #"{"t":1,"type":"down","x":5,"y":300}"#,
      #"{"t":1.01,"type":"move","x":30,"y":301}"#, #"{"t":1.02,"type":"up","x":30,"y":301}"#,
      #"{"t":2,"type":"toggle"}"#, #"{"t":3,"type":"resize","width":700,"height":400}"#,
    ]).get()
    #expect(trace.events.count == 5)
    #expect(trace.events[0].event == .down(at: DrawerPoint(x: 5, y: 300), time: 1))
    #expect(trace.events[0].line == 2)
    #expect(trace.expectCapture == true)
    #expect(trace.configuration.width == .fixed(300))
  }

  @Test func readsThePlatformsPredictionsAndWritesThemBack() throws {
    let header = String(validHeader.dropLast()) + #","prediction":"platform"}"#
    let lines = [
      header, #"{"t":1,"type":"down","x":5,"y":300}"#,
      #"{"t":1.01,"type":"move","x":30,"y":301}"#,
      #"{"t":1.01,"type":"predicted","for":1.026,"x":52.5,"y":302}"#,
      #"{"t":1.02,"type":"up","x":30,"y":301}"#,
    ]
    let trace = try Self.parse(lines).get()
    #expect(trace.predictionSource == .platform)
    #expect(trace.configuration.predictionSource == .platform)
    #expect(
      trace.events[2].event == .predicted(at: DrawerPoint(x: 52.5, y: 302), for: 1.026, time: 1.01))
    let again = try Self.parse(trace.jsonLines.split(separator: "\n").map(String.init)).get()
    #expect(DrawerTrace(again) == DrawerTrace(trace))
    #expect(try Self.parse([validHeader]).get().predictionSource == .engine)
    for (bad, message) in [
      (
        #"{"t":1,"type":"predicted","for":1.1,"x":5,"y":300}"#,
        "x.jsonl:2: 'predicted' with no finger down"
      )
    ] {
      #expect(Self.error([validHeader, bad]) == message)
    }
    let down = #"{"t":1,"type":"down","x":5,"y":300}"#
    #expect(
      Self.error([validHeader, down, #"{"t":1,"type":"predicted","for":1,"x":5,"y":300}"#])
        == "x.jsonl:3: 'predicted' for 1, not after its own time 1")
    #expect(
      Self.error([validHeader, down, #"{"t":1,"type":"predicted","x":5,"y":300}"#])
        == #"x.jsonl:3: missing key "for""#)
  }

  @Test func ignoresUnknownHeaderKeysAndBlankLines() throws {
    let header = validHeader.replacingOccurrences(
      of: "}", with: ",\"recordedOn\":\"iPhone\"}", options: .backwards)
    let trace = try Self.parse([header, "", #"{"t":0,"type":"open"}"#, "   "]).get()
    #expect(trace.events.count == 1)
  }

  @Test func readsTheSpringAndWhatTheRecordingDid() throws {
    let header =
      String(validHeader.dropLast()) + #","spring":{"response":2.5,"dampingRatio":0.8},"#
      + #""recorded":{"expect":"closed","expectCapture":false}}"#
    let trace = try Self.parse([header]).get()
    #expect(trace.spring == DrawerSpring(response: 2.5, dampingRatio: 0.8))
    #expect(trace.configuration.spring == DrawerSpring(response: 2.5, dampingRatio: 0.8))
    #expect(trace.recorded == DrawerTrace.Outcome(expect: .closed, expectCapture: false))
    #expect(trace.jsonLines.hasPrefix(header), "written back as it was read")
    // Without the keys, as every older trace: the engine's default spring, nothing recorded.
    let plain = try Self.parse([validHeader]).get()
    #expect(plain.spring == nil && plain.configuration.spring == .default)
    #expect(plain.recorded == nil)
    #expect(plain.jsonLines == validHeader + "\n")
  }

  /// A trace saved with Windows line endings reads exactly as the same trace with `\n` alone:
  /// every corpus trace, its events and their line numbers.
  @Test func windowsLineEndingsReadAsTheSameTrace() throws {
    for path in CorpusLoader.traceFiles(at: [corpusPath]).files {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
      #expect(crlf.utf8.count > text.utf8.count)
      let plain = try Trace(parsing: text, path: path)
      let windows = try Trace(parsing: crlf, path: path)
      #expect(windows.events == plain.events, "\(path)")
      #expect(windows.name == plain.name)
      #expect(windows.configuration == plain.configuration)
    }
  }

  @Test func windowsLineEndingsWithoutAFinalLineBreak() throws {
    let text = [
      validHeader, #"{"t":1,"type":"down","x":5,"y":300}"#, #"{"t":2,"type":"up","x":5,"y":300}"#,
    ]
    .joined(separator: "\r\n")
    let trace = try Trace(parsing: text, path: "x.jsonl")
    #expect(trace.events.count == 2)
    #expect(trace.events[1].line == 3)
  }

  /// A `\r` that does not end a line (classic Mac line endings, or one inside a line) is an
  /// error naming its line, not a truncated file.
  @Test(
    arguments: [
      (
        validHeader + "\r" + #"{"t":1,"type":"open"}"# + "\r",
        "x.jsonl:1: a carriage return inside the line (column \(validHeader.utf8.count + 1)): "
          + #"lines must end with \n or \r\n, not \r alone (a file saved with classic Mac line "#
          + "endings?)"
      ),
      (
        validHeader + "\r\n" + #"{"t":1,"# + "\r" + #""type":"open"}"# + "\r\n",
        "x.jsonl:2: a carriage return inside the line (column 8): "
          + #"lines must end with \n or \r\n, not \r alone (a file saved with classic Mac line "#
          + "endings?)"
      ),
    ])
  func aCarriageReturnThatEndsNoLineIsAnError(text: String, message: String) {
    let result = Result { () throws(LabInputError) in try Trace(parsing: text, path: "x.jsonl") }
    guard case .failure(let error) = result else {
      Issue.record("a lone carriage return was accepted")
      return
    }
    #expect(error.description == message)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let lines: [String]
    let message: String
    var testDescription: String { message }
  }

  static let malformed: [Case] = [
    Case(lines: [], message: "x.jsonl:1: empty file: no drawer-trace header"),
    Case(
      lines: ["{nope"],
      message: "x.jsonl:1: malformed JSON: expected a quoted key in the object (column 2)"),
    Case(lines: ["[1,2]"], message: "x.jsonl:1: expected a JSON object, found an array"),
    Case(
      lines: [#"{"t":0,"type":"down","x":1,"y":2}"#],
      message: #"x.jsonl:1: not a drawer trace: the header has no "drawerTrace" key"#),
    Case(
      lines: [validHeader.replacingOccurrences(of: #""drawerTrace":1"#, with: #""drawerTrace":2"#)],
      message: "x.jsonl:1: unsupported trace version 2 (this lab reads drawer-trace/1)"),
    Case(
      lines: [validHeader.replacingOccurrences(of: #""edge":"leading","#, with: "")],
      message: #"x.jsonl:1: missing key "edge""#),
    Case(
      lines: [
        validHeader.replacingOccurrences(of: #""drawerWidth":300"#, with: #""drawerWidth":"wide""#)
      ],
      message: #"x.jsonl:1: "drawerWidth" must be a number, found a string"#),
    Case(
      lines: [
        validHeader.replacingOccurrences(of: #""drawerWidth":300"#, with: #""drawerWidth":900"#)
      ],
      message: #"x.jsonl:1: "drawerWidth" is out of range: 900 (expected 1...390)"#),
    Case(
      lines: [validHeader.replacingOccurrences(of: #""edge":"leading""#, with: #""edge":"top""#)],
      message: #"x.jsonl:1: "edge" must be "leading" or "trailing", found "top""#),
    Case(
      lines: [validHeader, #"{"t":1,"type":"wiggle"}"#],
      message:
        #"x.jsonl:2: unknown event type "wiggle" (expected down, move, up, cancel, claim, predicted, open, close, toggle or resize)"#
    ),
    Case(
      lines: [
        validHeader, #"{"t":1,"type":"down","x":1,"y":2}"#, #"{"t":0.5,"type":"move","x":3,"y":2}"#,
      ],
      message: "x.jsonl:3: time goes backwards: 0.5 after 1"),
    Case(
      lines: [validHeader, #"{"t":1,"type":"move","x":1,"y":2}"#],
      message: "x.jsonl:2: 'move' with no finger down"),
    Case(
      lines: [validHeader, #"{"type":"open"}"#],
      message: #"x.jsonl:2: missing key "t""#),
    Case(
      lines: [validHeader, #"{"t":1,"type":"down","x":NaN,"y":2}"#],
      message: "x.jsonl:2: malformed JSON: unexpected character, expected a JSON value (column 26)"),
    Case(
      lines: [validHeader, #"{"t":1,"type":"down","x":1e999,"y":2}"#],
      message: "x.jsonl:2: malformed JSON: number out of range (column 26)"),
    Case(
      lines: [validHeader, #"{"t":1,"type":"down","x":"#],
      message: "x.jsonl:2: malformed JSON: unexpected end of line, expected a value (column 26)"),
    Case(
      lines: [
        validHeader.replacingOccurrences(of: "}", with: #","spring":0.3}"#, options: .backwards)
      ],
      message: #"x.jsonl:1: "spring" must be an object, found a number"#),
    Case(
      lines: [
        validHeader.replacingOccurrences(
          of: "}", with: #","spring":{"response":20,"dampingRatio":1}}"#, options: .backwards)
      ],
      message: #"x.jsonl:1: "spring.response" is out of range: 20 (expected 0.01...10)"#),
    Case(
      lines: [
        validHeader.replacingOccurrences(
          of: "}", with: #","spring":{"response":0.5}}"#, options: .backwards)
      ],
      message: #"x.jsonl:1: missing key "spring.dampingRatio""#),
    Case(
      lines: [
        validHeader.replacingOccurrences(
          of: "}", with: #","recorded":{"expect":"shut"}}"#, options: .backwards)
      ],
      message: #"x.jsonl:1: "recorded.expect" must be "closed" or "open", found "shut""#),
    Case(
      lines: [
        validHeader.replacingOccurrences(
          of: "}", with: #","recorded":{"expect":"open","expectCapture":1}}"#,
          options: .backwards)
      ],
      message: #"x.jsonl:1: "recorded.expectCapture" must be a boolean, found a number"#),
    // Text from the file is quoted as JSON, so a message stays on one line.
    Case(
      lines: [validHeader, #"{"t":1,"type":"wig\ngle"}"#],
      message:
        #"x.jsonl:2: unknown event type "wig\ngle" (expected down, move, up, cancel, claim, predicted, open, close, toggle or resize)"#
    ),
    Case(
      lines: [#"{"drawerTrace":1,"na\nme" 1}"#],
      message: #"x.jsonl:1: malformed JSON: expected ':' after the key "na\nme" (column 27)"#),
  ]

  @Test(arguments: malformed)
  func reportsWhatIsWrongAndWhere(_ item: Case) {
    #expect(Self.error(item.lines) == item.message)
  }
}
