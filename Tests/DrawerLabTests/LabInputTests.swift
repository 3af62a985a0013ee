@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every kind of malformed input the lab can meet: one line on standard error naming the file,
/// the line and the problem; the other files still processed; exit status 2; nothing written.
@Suite struct LabInputTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let message: String
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ message: String) {
      self.init(name, Array(text.utf8), message)
    }

    init(_ name: String, _ bytes: [UInt8], _ message: String) {
      self.name = name
      self.bytes = bytes
      self.message = message
    }
  }

  static let down = #"{"t":1,"type":"down","x":5,"y":300}"#

  static let cases: [Case] = [
    Case("empty file", "", "1: empty file: no drawer-trace header"),
    Case(
      "byte-order mark", [0xEF, 0xBB, 0xBF] + Array((validHeader + "\n").utf8),
      "1: malformed JSON: a byte-order mark (U+FEFF): save the file as UTF-8 without one"
        + " (column 1)"),
    Case(
      "no header", down + "\n",
      #"1: not a drawer trace: the header has no "drawerTrace" key"#),
    Case(
      "another version",
      validHeader.replacingOccurrences(of: #""drawerTrace":1"#, with: #""drawerTrace":3"#) + "\n",
      "1: unsupported trace version 3 (this lab reads drawer-trace/1)"),
    Case(
      "wrong type", validHeader + "\n" + #"{"t":"soon","type":"open"}"# + "\n",
      #"2: "t" must be a number, found a string"#),
    Case(
      "missing key",
      validHeader.replacingOccurrences(of: #""initial":"closed","#, with: "") + "\n",
      #"1: missing key "initial""#),
    Case(
      "unknown event type", validHeader + "\n" + #"{"t":1,"type":"pinch"}"# + "\n",
      #"2: unknown event type "pinch" (expected down, move, up, cancel, claim, predicted, open, close, toggle or resize)"#
    ),
    Case(
      "number out of range",
      validHeader + "\n" + #"{"t":1,"type":"resize","width":-4,"height":300}"# + "\n",
      #"2: "width" is out of range: -4 (expected 0...1000000)"#),
    Case(
      "NaN", validHeader + "\n" + #"{"t":NaN,"type":"open"}"# + "\n",
      "2: malformed JSON: unexpected character, expected a JSON value (column 6)"),
    Case(
      "time going backwards",
      validHeader + "\n" + down + "\n" + #"{"t":0.9,"type":"up","x":5,"y":300}"# + "\n",
      "3: time goes backwards: 0.9 after 1"),
    Case(
      "move before down", validHeader + "\n" + #"{"t":1,"type":"move","x":5,"y":300}"# + "\n",
      "2: 'move' with no finger down"),
    Case(
      "edge travel out of range",
      validHeader.replacingOccurrences(
        of: #""initial":"#, with: #""edgeTravel":{"start":-1,"extra":0},"initial":"#) + "\n",
      #"1: "edgeTravel.start" is out of range: -1 (expected 0...1000000)"#),
    Case(
      "claim before down", validHeader + "\n" + #"{"t":1,"type":"claim"}"# + "\n",
      "2: 'claim' with no finger down"),
    Case(
      "frame not a number",
      validHeader + "\n" + #"{"t":1,"type":"down","frame":"soon","x":5,"y":300}"# + "\n",
      #"2: "frame" must be a number, found a string"#),
    Case(
      "unknown claim policy",
      validHeader.replacingOccurrences(of: #""initial":"#, with: #""claims":"later","initial":"#)
        + "\n",
      #"1: "claims" must be "immediate" or "explicit", found "later""#),
    Case(
      "unterminated last line", validHeader + "\n" + down + "\n" + #"{"t":1.01,"type":"mo"#,
      "3: malformed JSON: unterminated string (column 21); the last line is unterminated:"
        + " is the file truncated?"),
    Case(
      "binary junk", Array((validHeader + "\n").utf8) + [0xFF, 0xFE, 0x00, 0x9C, 0x0A],
      "2: not text: the bytes are not UTF-8 (binary data?)"),
  ]

  @Test(arguments: cases)
  func isReportedOnOneLineAndTheOthersStillReplay(_ item: Case) throws {
    let folder = try temporaryFolder()
    let bad = (folder as NSString).appendingPathComponent("bad.jsonl")
    try Data(item.bytes).write(to: URL(fileURLWithPath: bad))
    let good = try String(
      contentsOfFile: (corpusPath as NSString).appendingPathComponent("flick-open-01.jsonl"),
      encoding: .utf8)
    try write(good, to: "good.jsonl", in: folder)
    let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()

    let result = runLab(["replay", bad, (folder as NSString).appendingPathComponent("good.jsonl")])
    #expect(result.status == 2)
    #expect(result.err == "\(bad):\(item.message)\n")
    #expect(result.out.hasSuffix("1 passed, 0 failed\n"), "the good file still replays")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: bad)) == Data(item.bytes), "nothing written over")
  }

  @Test func aFolderWithNoTraces() throws {
    let folder = try temporaryFolder()
    try write("notes", to: "README.txt", in: folder)
    let result = runLab(["replay", folder])
    #expect(result.status == 2)
    #expect(result.err == "\(folder): no .jsonl traces in this folder\n")
  }

  @Test func aPathThatDoesNotExist() {
    let result = runLab(["replay", "/no/such/place.jsonl", corpusPath])
    #expect(result.status == 2)
    #expect(result.err == "/no/such/place.jsonl: no such file or folder\n")
    #expect(result.out.hasSuffix("160 passed, 0 failed\n"))
  }

  @Test func aFileItMayNotRead() throws {
    let folder = try temporaryFolder()
    let path = try write(validHeader + "\n", to: "secret.jsonl", in: folder)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
    let result = withoutRootsFileAccess { runLab(["replay", path]) }
    #expect(result.status == 2)
    #expect(result.err == "\(path): cannot read the file (permission denied)\n")
  }

  /// A device or a pipe is not a trace, and reading one might never end (`/dev/zero`).
  @Test func aDeviceOrAPipeIsNamedForWhatItIs() throws {
    let result = runLab(["replay", "/dev/zero", corpusPath])
    #expect(result.status == 2)
    #expect(result.err == "/dev/zero: cannot read the file (it is a device, not a regular file)\n")
    #expect(result.out.hasSuffix("160 passed, 0 failed\n"))
    let folder = try temporaryFolder()
    let pipe = (folder as NSString).appendingPathComponent("pipe.jsonl")
    #expect(mkfifo(pipe, 0o600) == 0)
    let piped = runLab(["render", pipe])
    #expect(piped.status == 2)
    #expect(piped.err.hasPrefix("\(pipe): cannot read the file (it is a pipe, not a regular file)"))
  }
}
