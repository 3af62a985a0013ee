@_spi(DrawerKit) import DrawerCore

/// `drawer-lab replay PATH... [--json] [--tracking T] [--with-second-drawer]`: replays traces
/// and says whether each did what the person meant.
enum ReplayCommand {
  static let usage = """
    usage: drawer-lab replay PATH... [--json] [--tracking T] [--with-second-drawer]

    Replays drawer-trace/1 files (or every .jsonl file in the folders given) through the engine
    and reports, per trace, where the drawer came to rest, whether it moved, and whether both
    match the trace's labels, then the totals: per kind when trace names end in -<kind> (as
    the traces import-bioident writes do: ...-vertical, ...-open, ...-close), and overall. With
    no PATH, replays the bundled corpus. A trace with a second drawer (the secondDrawer header
    key) runs both drawers on one content: each stroke goes to the drawer that takes it (an
    open drawer keeps it; otherwise the direction, and each drawer's zone, decide), each
    command to the drawer it names; it passes when both drawers end as labelled.

      --json    one JSON object per trace per line, with the keys name, final, moved, expect,
                expectCapture and pass, and for a trace with two drawers second: the second
                drawer's edge, final, moved, expect, expectCapture and pass
      --tracking T
                how a dragged drawer is drawn: direct (the default) or predictive (with
                DrawerKit's predictor, or the recorded platform's predicted touches when
                the trace's header says "prediction":"platform"); where the drawer goes is
                decided the same way with either
      --with-second-drawer
                give every trace with one drawer a second drawer on the other edge, with
                the same width and open zone, closed: a trace that closes its open drawer
                is replayed on closed content, where its stroke must open the second drawer
                and leave the first still (a right-to-left swipe that closed a leading drawer
                must open a trailing one); on any other trace the second drawer must stay
                closed and still

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
        arguments, options: ["--tracking"],
        flags: ["--json", "--with-second-drawer", "--help", "-h"])
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
    let start = console.now()
    let (traces, badInput) = ReadingProgress.loadTraces(
      at: paths, for: "replay", console: console, since: start)
    var summary = ReplaySummary()
    let addsSecondDrawer = parsed.has("--with-second-drawer")
    for loaded in traces {
      let trace = addsSecondDrawer ? loaded.withSecondDrawer() : loaded
      var configuration = trace.configuration
      var secondConfiguration = trace.secondConfiguration
      if let tracking {
        configuration.tracking = tracking
        secondConfiguration?.tracking = tracking
      }
      let result = TraceReplay(
        trace, configuration: configuration, secondConfiguration: secondConfiguration)
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
  /// `name  final  moved|still  pass|FAIL`, padded into columns; with a second drawer,
  /// `name  final  moved|still  · trailing final moved|still  pass|FAIL`.
  var textLine: String {
    let firstPasses = final == expect && (expectCapture.map { $0 == moved } ?? true)
    var failures: [String] = []
    if !firstPasses {
      failures.append(
        "expected \(expect.rawValue)"
          + Self.captureNote(expectCapture: expectCapture, moved: moved))
    }
    var line =
      name.padding(to: 28) + final.rawValue.padding(to: 8)
      + (moved ? "moved" : "still").padding(to: 7)
    if let second {
      line +=
        "· \(second.edge.rawValue) " + second.final.rawValue.padding(to: 8)
        + (second.moved ? "moved" : "still").padding(to: 7)
      if !second.pass {
        failures.append(
          "\(second.edge.rawValue) expected \(second.expect.rawValue)"
            + Self.captureNote(expectCapture: second.expectCapture, moved: second.moved))
      }
    }
    return line + (failures.isEmpty ? "pass" : "FAIL (\(failures.joined(separator: "; ")))")
  }

  private static func captureNote(expectCapture: Bool?, moved: Bool) -> String {
    switch expectCapture {
    case true: moved ? "" : ", moving"
    case false: moved ? ", still" : ""
    default: ""
    }
  }

  /// One JSON object with exactly the keys name, final, moved, expect, expectCapture and pass,
  /// and second before pass for a trace with two drawers.
  var jsonLine: String {
    let capture = expectCapture.map { "\($0)" } ?? "null"
    var line =
      "{\"name\":\(jsonString(name)),\"final\":\"\(final.rawValue)\",\"moved\":\(moved),"
      + "\"expect\":\"\(expect.rawValue)\",\"expectCapture\":\(capture),"
    if let second {
      let secondCapture = second.expectCapture.map { "\($0)" } ?? "null"
      line +=
        "\"second\":{\"edge\":\"\(second.edge.rawValue)\",\"final\":\"\(second.final.rawValue)\","
        + "\"moved\":\(second.moved),\"expect\":\"\(second.expect.rawValue)\","
        + "\"expectCapture\":\(secondCapture),\"pass\":\(second.pass)},"
    }
    return line + "\"pass\":\(pass)}"
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
