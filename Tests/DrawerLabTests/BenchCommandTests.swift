@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

/// `drawer-lab bench`: the table, the JSON, and bad input.
@Suite struct BenchCommandTests {
  /// A folder with two good traces from the corpus and one broken on its third line.
  func corpusFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawer-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["flick-open-01", "catch-mid-flight-01"] {
      let source = URL(fileURLWithPath: corpusPath).appendingPathComponent("\(name).jsonl")
      try FileManager.default.copyItem(
        at: source, to: folder.appendingPathComponent("\(name).jsonl"))
    }
    let good = try String(
      contentsOf: URL(fileURLWithPath: corpusPath).appendingPathComponent("tap-scrim-01.jsonl"),
      encoding: .utf8)
    var lines = good.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines[2] = "{\"t\":0.5,\"type\":\"move\",\"x\":"
    try lines.joined(separator: "\n").write(
      to: folder.appendingPathComponent("broken.jsonl"), atomically: true, encoding: .utf8)
    return folder.path
  }

  @Test func printsOneRowPerBehaviourAndReportsBadFiles() throws {
    let folder = try corpusFolder()
    let output = CapturedConsole()
    let status = DrawerLabCommand.run(
      ["bench", folder, "--runs", "3"], console: output.console, defaultCorpus: nil)
    #expect(status == LabExitStatus.badInput)
    #expect(output.err.contains("broken.jsonl:3: malformed JSON"))
    for behaviour in BenchBehaviour.all {
      #expect(output.out.contains("\n" + behaviour.name + " "), "\(behaviour.name)")
    }
    #expect(output.out.contains("*"))
    #expect(output.out.contains("2 traces"))
  }

  @Test func jsonHasExactlyTheIssuesKeys() throws {
    let output = CapturedConsole()
    let status = DrawerLabCommand.run(
      ["bench", corpusPath + "/flick-open-01.jsonl", "--json", "--runs", "3"],
      console: output.console, defaultCorpus: nil)
    #expect(status == LabExitStatus.success)
    let lines = output.out.split(separator: "\n")
    #expect(lines.count == BenchBehaviour.all.count)
    let keys: Set = [
      "behaviour", "traces", "accuracy", "releaseVelocityJump", "releasePositionJump",
      "catchJump", "acceptanceJump", "trackingError", "restMedianMs", "restP95Ms", "overshoot",
      "frameRateDeviation", "nsPerEvent", "nsPerFrame", "allocationsPerFrame", "latencyMs",
      "lagMedian", "lagP95", "lagOvershootP95", "handoffMedianMs", "handoffP90Ms",
    ]
    for (index, line) in lines.enumerated() {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(Set(object.keys) == keys)
      #expect(object["behaviour"] as? String == BenchBehaviour.all[index].name)
      #expect(object["traces"] as? Int == 1)
      // Only DrawerKit's row carries cost figures; every row, the lag at 25 ms.
      #expect((object["nsPerEvent"] is NSNull) == (index != 0))
      #expect(object["latencyMs"] as? Double == 25)
      if index == 0 { #expect(object["lagP95"] is Double) }
      // A flick the drawer takes hands nothing to the content.
      #expect(object["handoffMedianMs"] is NSNull)
    }
  }

  @Test func jsonHasTheEnginesHandoffOnAScrollAndNoneForTheReferences() throws {
    let output = CapturedConsole()
    let status = DrawerLabCommand.run(
      ["bench", corpusPath + "/vertical-scroll-01.jsonl", "--json", "--runs", "3"],
      console: output.console, defaultCorpus: nil)
    #expect(status == LabExitStatus.success)
    for (index, line) in output.out.split(separator: "\n").enumerated() {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      // Both of DrawerKit's rows (direct and predictive tracking) hand the scroll over, at the
      // same event; the references model no arbitration.
      let isEngine = index < 2
      #expect((object["handoffMedianMs"] is Double) == isEngine)
      #expect((object["handoffP90Ms"] is Double) == isEngine)
    }
  }

  @Test func helpAndBadOptions() {
    let output = CapturedConsole()
    #expect(
      DrawerLabCommand.run(["bench", "--help"], console: output.console, defaultCorpus: nil)
        == LabExitStatus.success)
    #expect(output.out.contains("usage: drawer-lab bench"))
    #expect(
      DrawerLabCommand.run(["help", "bench"], console: output.console, defaultCorpus: nil)
        == LabExitStatus.success)
    #expect(
      DrawerLabCommand.run(["bench", "--fast"], console: output.console, defaultCorpus: nil)
        == LabExitStatus.badInput)
    #expect(output.err.contains("unknown option '--fast'"))
    #expect(
      DrawerLabCommand.run(["bench", "--runs", "1"], console: output.console, defaultCorpus: nil)
        == LabExitStatus.badInput)
    #expect(output.err.contains("--runs 1 is out of range (expected 3...10000)"))
    #expect(
      DrawerLabCommand.run(
        ["bench", "/no/such/folder"], console: output.console, defaultCorpus: nil)
        == LabExitStatus.badInput)
    #expect(output.err.contains("/no/such/folder: no such file or folder"))
    #expect(
      DrawerLabCommand.run(["bench"], console: output.console, defaultCorpus: nil)
        == LabExitStatus.badInput)
  }

  @Test(arguments: [
    (
      ["--runs", "99999999999999999999"],
      "--runs 99999999999999999999 is out of range (expected 3...10000)"
    ),
    (["--runs", "lots"], "--runs must be a whole number (expected 3...10000), not 'lots'"),
    (["--runs", "3", "--runs", "5"], "--runs given twice"),
    (["--json", "--json"], "--json given twice"),
    (["--json", "--wide"], "--json has every figure already; --wide is for the table"),
  ])
  func optionErrorsSayWhatIsWrongAndShowTheUsage(arguments: [String], message: String) {
    let (status, out, err) = runLab(["bench"] + arguments)
    #expect(status == LabExitStatus.badInput)
    #expect(firstLine(err) == "drawer-lab bench: " + message)
    #expect(err.contains("usage: drawer-lab bench"))
    #expect(out.isEmpty)
  }

  @Test func theTableFitsA120ColumnTerminalAndWideShowsEverything() {
    let trace = corpusPath + "/catch-mid-flight-01.jsonl"
    let (status, table, _) = runLab(["bench", trace, "--runs", "3"])
    #expect(status == LabExitStatus.success)
    for line in table.split(separator: "\n") {
      #expect(line.count <= 120, "\(line.count): \(line)")
    }
    #expect(!table.split(separator: "\n")[0].contains("60/120"))
    #expect(table.contains("shown with --wide"))
    let (_, wide, _) = runLab(["bench", trace, "--runs", "3", "--wide"])
    for title in ["x jump", "p95", "60/120", "(IQR)"] { #expect(wide.contains(title), "\(title)") }
    #expect(wide.split(separator: "\n").contains { $0.count > 120 })
  }

  @Test func theUsageListsEveryJSONKey() throws {
    let usage = runLab(["bench", "--help"]).out
    let line =
      runLab(["bench", corpusPath + "/flick-open-01.jsonl", "--json", "--runs", "3"]).out
      .split(separator: "\n").first ?? ""
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(object.count == 21)
    for key in object.keys { #expect(usage.contains(key), "\(key)") }
  }

  @Test func aLongRunShowsItsProgressOnStandardError() {
    let captured = CapturedConsole()
    // Every reading of the clock is a second later: the run is long from the first.
    let console = captured.ticking()
    let status = DrawerLabCommand.run(
      ["bench", corpusPath + "/flick-open-01.jsonl", "--runs", "3"], console: console,
      defaultCorpus: nil)
    #expect(status == LabExitStatus.success)
    let lines = captured.err.split(separator: "\n")
    // The first line comes after a second, while the trace is read, not when the first tenth
    // of the measuring is done.
    #expect(lines.first == "bench: 49% (237 of 481 bytes read, 1.0 s)")
    let reading = lines.prefix { $0.contains("bytes read") }
    #expect(reading.last == "bench: 100% (481 of 481 bytes read, 6.0 s)")
    // Then the cost's passes over the trace (its script, three warm-up rounds and three timed
    // runs of two passes each, the allocation count's two), then eight behaviours on one trace,
    // their times counted from the start of the run.
    let passes = lines.dropFirst(reading.count)
    #expect(passes.first?.hasPrefix("bench: 4% (1 of 23 trace passes, 8.0 s)") == true)
    #expect(passes.last?.hasPrefix("bench: 100% (23 of 23 trace passes,") == true)
    #expect(passes.allSatisfy { $0.contains("trace passes") })
    // A short one says nothing.
    let quiet = runLab(["bench", corpusPath + "/flick-open-01.jsonl", "--runs", "3"])
    #expect(quiet.err.isEmpty)
  }

  @Test func theLatencyOptionSetsTheLagColumnsLatency() throws {
    let output = CapturedConsole()
    let status = DrawerLabCommand.run(
      ["bench", corpusPath + "/flick-open-01.jsonl", "--json", "--runs", "3", "--latency", "8"],
      console: output.console, defaultCorpus: nil)
    #expect(status == LabExitStatus.success)
    let first = try #require(output.out.split(separator: "\n").first)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
    #expect(object["latencyMs"] as? Double == 8)
    let table = CapturedConsole()
    _ = DrawerLabCommand.run(
      ["bench", corpusPath + "/flick-open-01.jsonl", "--runs", "3"], console: table.console,
      defaultCorpus: nil)
    #expect(table.out.contains("25 ms later"))
    for (bad, message) in [
      ("-1", "--latency -1 is out of range (expected 0...200 ms)"),
      ("201", "--latency 201 is out of range (expected 0...200 ms)"),
      ("soon", "--latency must be a number, not 'soon'"),
      ("0x10", "--latency must be a number, not '0x10'"),
    ] {
      let refused = CapturedConsole()
      let code = DrawerLabCommand.run(
        ["bench", "--latency", bad], console: refused.console, defaultCorpus: corpusPath)
      #expect(code == LabExitStatus.badInput)
      #expect(refused.err.contains(message), "\(refused.err)")
    }
  }
}
