@_spi(DrawerKit) import DrawerCore

/// `drawer-lab replay PATH... [--json] [--tracking T]`: replays traces and says whether each did
/// what the person meant.
enum ReplayCommand {
  static let usage = """
    usage: drawer-lab replay PATH... [--json] [--tracking T]

    Replays drawer-trace/1 files (or every .jsonl file in the folders given) through the engine
    and reports, per trace, where the drawer came to rest, whether it moved, and whether both
    match the trace's labels, then the totals: per kind when trace names end in -<kind> (as
    the traces import-bioident writes do: ...-vertical, ...-open, ...-close), and overall. With
    no PATH, replays the bundled corpus.

      --json    one JSON object per trace per line, with the keys name, final, moved, expect,
                expectCapture and pass
      --tracking T
                how a dragged drawer is drawn: direct (the default) or predictive (with
                DrawerKit's predictor, or the recorded platform's predicted touches when
                the trace's header says "prediction":"platform"); where the drawer goes is
                decided the same way with either

    Exit status: 0 when every trace passes, 1 when any fails, 2 on unusable input (each problem
    is reported on standard error as path:line: what is wrong; the other files still replay).

    examples:
      drawer-lab replay Tests/DrawerLabTests/Fixtures/corpus
      drawer-lab replay Tests/DrawerLabTests/Fixtures/corpus/flick-open-01.jsonl --json
    """

  static func run(_ arguments: [String], console: LabConsole, defaultCorpus: String?) -> Int32 {
    let parsed: CommandArguments
    let paths: [String]
    do {
      parsed = try CommandArguments(
        arguments, options: ["--tracking"], flags: ["--json", "--help", "-h"])
      if parsed.has("--help") || parsed.has("-h") {
        console.out(usage + "\n")
        return LabExitStatus.success
      }
      paths = try tracePaths(parsed.positionals, defaultCorpus: defaultCorpus, naming: "PATH")
    } catch {
      console.err("drawer-lab replay: \(error.message)\n\n" + usage + "\n")
      return LabExitStatus.badInput
    }
    var tracking: DrawerTracking?
    if let text = parsed["--tracking"] {
      guard let value = DrawerTracking(rawValue: text) else {
        console.err(
          "drawer-lab replay: --tracking must be direct or predictive, not '\(text)'\n\n" + usage
            + "\n")
        return LabExitStatus.badInput
      }
      tracking = value
    }
    let json = parsed.has("--json")
    let (traces, badInput) = CorpusLoader.loadTraces(at: paths) { console.err("\($0)\n") }
    var summary = ReplaySummary()
    for trace in traces {
      var configuration = trace.configuration
      if let tracking { configuration.tracking = tracking }
      let result = TraceReplay(trace, configuration: configuration)
      summary.add(result)
      console.out((json ? result.jsonLine : result.textLine) + "\n")
    }
    if !json {
      if let kinds = summary.kindLine { console.out(kinds + "\n") }
      console.out(summary.totalLine + "\n")
    }
    if badInput { return LabExitStatus.badInput }
    return summary.failed > 0 ? LabExitStatus.failure : LabExitStatus.success
  }
}

extension TraceReplay {
  /// `name  final  moved|still  pass|FAIL`, padded into columns.
  var textLine: String {
    let verdict = pass ? "pass" : "FAIL (expected \(expect.rawValue)\(captureNote))"
    return name.padding(to: 28) + final.rawValue.padding(to: 8)
      + (moved ? "moved" : "still").padding(to: 7) + verdict
  }

  private var captureNote: String {
    switch expectCapture {
    case true: moved ? "" : ", moving"
    case false: moved ? ", still" : ""
    default: ""
    }
  }

  /// One JSON object with exactly the keys name, final, moved, expect, expectCapture and pass.
  var jsonLine: String {
    let capture = expectCapture.map { "\($0)" } ?? "null"
    return "{\"name\":\(jsonString(name)),\"final\":\"\(final.rawValue)\",\"moved\":\(moved),"
      + "\"expect\":\"\(expect.rawValue)\",\"expectCapture\":\(capture),\"pass\":\(pass)}"
  }
}

extension String {
  /// The string followed by spaces up to `width` characters, and always at least one space.
  func padding(to width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(1, width - count))
  }

  /// The string without spaces at its end.
  var trailingSpacesTrimmed: String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
