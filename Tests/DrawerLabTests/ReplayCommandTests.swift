@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

@Suite struct ReplayCommandTests {
  /// Reading a long trace shows its progress, from the first second.
  @Test func readingALongTraceShowsItsProgress() {
    let captured = CapturedConsole()
    let console = captured.ticking()
    let status = DrawerLabCommand.run(
      ["replay", corpusPath + "/flick-open-01.jsonl"], console: console, defaultCorpus: nil)
    #expect(status == LabExitStatus.success)
    let lines = captured.err.split(separator: "\n")
    #expect(lines.first?.hasPrefix("replay: ") == true)
    #expect(lines.last?.hasPrefix("replay: 100% (481 of 481 bytes read,") == true)
    #expect(lines.allSatisfy { $0.contains("bytes read") })
    #expect(runLab(["replay", corpusPath + "/flick-open-01.jsonl"]).err.isEmpty)
  }

  /// On a terminal the live progress line is cleared before a problem is reported, so that
  /// the report starts on a line of its own.
  @Test(arguments: ["replay", "render"])
  func aProblemMidReadStartsOnACleanLine(command: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var lines = [validHeader]
    for index in 0..<200 {
      lines.append(#"{"t":\#(Double(index) / 100),"type":"move","x":5,"y":300}"#)
    }
    lines.insert(#"{"t":0,"type":"down","x":5,"y":300}"#, at: 1)
    // Halfway through the file.
    lines.insert(#"{"t":1,"type":"bogus"}"#, at: 102)
    let path = try write(lines.joined(separator: "\n") + "\n", to: "bad.jsonl", in: folder)
    let captured = CapturedConsole()
    let console = captured.ticking(terminal: true)
    let status = DrawerLabCommand.run([command, path], console: console, defaultCorpus: nil)
    #expect(status == LabExitStatus.badInput)
    // The live line was drawn, then cleared, then the problem written.
    #expect(captured.err.contains("bytes read"))
    #expect(captured.err.contains("\r\u{1B}[K\(path):103: "), "\(captured.err.suffix(200))")
  }

  @Test func replaysTheCorpusAndSummarises() {
    let result = runLab(["replay", corpusPath])
    #expect(result.status == 0)
    #expect(result.out.hasSuffix("160 passed, 0 failed\n"))
    #expect(result.out.contains("flick-open-01"))
    #expect(result.err.isEmpty)
  }

  @Test func noPathReplaysTheBundledCorpus() {
    // With no command at all the lab runs its scenarios now; `replay` alone replays the corpus.
    let result = runLab(["replay"])
    #expect(result.status == 0)
    #expect(result.out.contains("160 passed, 0 failed"))
  }

  @Test func jsonHasExactlyTheDocumentedKeys() throws {
    let result = runLab(["replay", corpusPath, "--json"])
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n")
    #expect(lines.count == 160)
    for line in lines {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(Set(object.keys) == ["name", "final", "moved", "expect", "expectCapture", "pass"])
      #expect(object["pass"] as? Bool == true)
    }
  }

  @Test func aFailingTraceExitsWithOne() throws {
    let folder = try temporaryFolder()
    // A flick that opens the drawer, labelled as if it should stay closed.
    let trace = [
      validHeader.replacingOccurrences(of: #""expect":"open""#, with: #""expect":"closed""#),
      #"{"t":0,"type":"down","x":5,"y":300}"#, #"{"t":0.016,"type":"move","x":40,"y":300}"#,
      #"{"t":0.033,"type":"move","x":90,"y":300}"#, #"{"t":0.035,"type":"up","x":90,"y":300}"#,
    ]
    let path = try write(trace.joined(separator: "\n") + "\n", to: "wrong.jsonl", in: folder)
    let result = runLab(["replay", path])
    #expect(result.status == 1)
    #expect(result.out.contains("FAIL (expected closed)"))
    #expect(result.out.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test func badFilesAreReportedAndTheOthersStillReplay() throws {
    let folder = try temporaryFolder()
    try write(validHeader + "\n" + #"{"t":1,"type":"jump"}"# + "\n", to: "a-bad.jsonl", in: folder)
    try write("", to: "b-empty.jsonl", in: folder)
    let good = try String(
      contentsOfFile: (corpusPath as NSString).appendingPathComponent("flick-open-01.jsonl"),
      encoding: .utf8)
    try write(good, to: "c-good.jsonl", in: folder)
    let missing = (folder as NSString).appendingPathComponent("nowhere.jsonl")
    let result = runLab(["replay", folder, missing])
    #expect(result.status == 2)
    #expect(result.err.contains("a-bad.jsonl:2: unknown event type \"jump\""))
    #expect(result.err.contains("b-empty.jsonl:1: empty file: no drawer-trace header"))
    #expect(result.err.contains("nowhere.jsonl: no such file or folder"))
    #expect(result.out.contains("flick-open-01"))
    #expect(result.out.hasSuffix("1 passed, 0 failed\n"))
  }

  /// A corpus trace saved with Windows line endings replays as the original does.
  @Test func aTraceWithWindowsLineEndingsReplays() throws {
    let folder = try temporaryFolder()
    let good = try String(
      contentsOfFile: (corpusPath as NSString).appendingPathComponent("flick-open-01.jsonl"),
      encoding: .utf8)
    let path = try write(
      good.replacingOccurrences(of: "\n", with: "\r\n"), to: "flick-open-01.jsonl", in: folder)
    let windows = runLab(["replay", path, "--json"])
    let original = runLab(
      ["replay", (corpusPath as NSString).appendingPathComponent("flick-open-01.jsonl"), "--json"])
    #expect(windows.status == 0)
    #expect(windows.err.isEmpty)
    #expect(windows.out == original.out)
    #expect(windows.out.contains(#""pass":true"#))
  }

  @Test func unknownOptionsAndCommandsAreBadInput() {
    let option = runLab(["replay", "--fast"])
    #expect(option.status == 2)
    #expect(option.err.hasPrefix("drawer-lab replay: unknown option '--fast'"))
    let command = runLab(["dance"])
    #expect(command.status == 2)
    #expect(command.err.hasPrefix("drawer-lab: unknown command 'dance'"))
  }

  @Test func helpIsAvailableForEveryCommand() {
    #expect(runLab(["help"]).out.contains("usage: drawer-lab"))
    #expect(runLab(["help", "replay"]).out.contains("usage: drawer-lab replay"))
    #expect(runLab(["replay", "--help"]).status == 0)
    #expect(runLab(["help", "nope"]).status == 2)
  }
}

@Suite struct ReplaySummaryTests {
  @Test(
    arguments: [
      ("bioident-u101-0002-vertical", "vertical"), ("a-open", "open"), ("flick-open-01", nil),
      ("partial-return-03", nil), ("nohyphen", nil), ("trailing-", nil), ("v2-close2", "close2"),
    ] as [(String, String?)])
  func aTraceNamesItsKindAfterItsLastHyphen(name: String, kind: String?) {
    #expect(ReplaySummary.kind(ofTraceNamed: name) == kind)
  }

  @Test func replayCountsEachKindInTheOrderItFirstAppears() throws {
    let folder = try temporaryFolder()
    let good = try String(
      contentsOfFile: (corpusPath as NSString).appendingPathComponent("flick-open-01.jsonl"),
      encoding: .utf8)
    let wrong = good.replacingOccurrences(of: #""expect":"open""#, with: #""expect":"closed""#)
    func named(_ trace: String, _ name: String) -> String {
      trace.replacingOccurrences(of: #""name":"flick-open-01""#, with: "\"name\":\"\(name)\"")
    }
    try write(named(good, "p1-open"), to: "p1.jsonl", in: folder)
    try write(named(wrong, "p2-vertical"), to: "p2.jsonl", in: folder)
    try write(named(good, "p3-open"), to: "p3.jsonl", in: folder)
    try write(named(good, "p4-vertical"), to: "p4.jsonl", in: folder)
    let result = runLab(["replay", folder])
    #expect(result.status == 1)
    #expect(result.out.hasSuffix("open 2/2 · vertical 1/2\n3 passed, 1 failed\n"))
    // JSON keeps one object per trace and nothing else.
    let json = runLab(["replay", folder, "--json"])
    #expect(json.out.split(separator: "\n").count == 4)
  }

  @Test func aCorpusWithoutKindsPrintsOnlyTheTotal() {
    let result = runLab(["replay", corpusPath])
    #expect(!result.out.contains(" · "))
    #expect(result.out.hasSuffix("0 failed\n"))
  }

  @Test func predictiveTrackingReplaysTheCorpusExactlyAsDirectTrackingDoes() {
    let direct = runLab(["replay", corpusPath, "--json"])
    let predictive = runLab(["replay", corpusPath, "--json", "--tracking", "predictive"])
    #expect(predictive.status == 0)
    #expect(predictive.out == direct.out)
    let bad = runLab(["replay", corpusPath, "--tracking", "psychic"])
    #expect(bad.status == 2)
    #expect(bad.err.contains("--tracking must be direct or predictive, not 'psychic'"))
    #expect(bad.err.contains("usage: drawer-lab replay"), "the usage follows, as for any option")
  }
}
