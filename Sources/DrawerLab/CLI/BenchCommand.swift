import DrawerCore

/// `drawer-lab bench [CORPUS...] [--json] [--runs N] [--latency MS]`: the motion benchmark,
/// DrawerKit's drawer against the behaviours people know.
enum BenchCommand {
  static let usage = """
    usage: drawer-lab bench [CORPUS...] [--json] [--runs N] [--latency MS]

    Runs DrawerKit's engine (with its defaults, and with predictive tracking) and six reference
    drawers (two SwiftUI tutorial drawers, Android DrawerLayout, Flutter Drawer, Compose
    Material 3, UIKit SideMenu) over drawer-trace/1 files (or every .jsonl file in the folders
    given), and prints one table: a row per behaviour, a column per metric, the best value in
    each column marked with *. With no CORPUS, uses the bundled corpus. Benchmarks.md defines
    every metric.

      --json     one JSON object per behaviour per line, with the keys behaviour, traces,
                 accuracy, releaseVelocityJump, releasePositionJump, catchJump, acceptanceJump,
                 trackingError, restMedianMs, restP95Ms, overshoot, frameRateDeviation,
                 nsPerEvent, nsPerFrame, allocationsPerFrame, latencyMs, lagMedian, lagP95
                 and lagOvershootP95 (accuracy as a fraction in 0...1, distances in points,
                 velocities in points per second; null where a figure does not apply: no
                 catch, a catch failure, cost for a reference, no drag)
      --runs N   timed runs of the engine's cost loops (default 31, at least 3)
      --latency MS
                 the display latency of the lag columns, in milliseconds, 0...200 (default
                 25): how long after a frame is drawn it reaches the glass

    Cost figures are DrawerKit's only, median (interquartile range) over the runs; measure a
    release build: swift run -c release drawer-lab bench

    Exit status: 0 when the benchmark ran, 2 on unusable input (each problem is reported on
    standard error as path:line: what is wrong; the other files are still measured).

    examples:
      swift run -c release drawer-lab bench
      swift run -c release drawer-lab bench Tests/DrawerLabTests/Fixtures/corpus --json
    """

  static func run(_ arguments: [String], console: LabConsole, defaultCorpus: String?) -> Int32 {
    let parsed: CommandArguments
    let paths: [String]
    do {
      parsed = try CommandArguments(
        arguments, options: ["--runs", "--latency"], flags: ["--json", "--help", "-h"])
      if parsed.has("--help") || parsed.has("-h") {
        console.out(usage + "\n")
        return LabExitStatus.success
      }
      paths = try tracePaths(parsed.positionals, defaultCorpus: defaultCorpus, naming: "CORPUS")
    } catch {
      console.err("drawer-lab bench: \(error.message)\n\n" + usage + "\n")
      return LabExitStatus.badInput
    }
    var runs = 31
    if let text = parsed["--runs"] {
      guard let value = Int(text), value >= 3 else {
        console.err("drawer-lab bench: --runs needs a whole number of at least 3\n")
        return LabExitStatus.badInput
      }
      runs = value
    }
    var latency = TrackingLag.defaultLatency
    if let text = parsed["--latency"] {
      guard let value = Double(text), value.isFinite, (0...200).contains(value) else {
        console.err("drawer-lab bench: --latency needs milliseconds in 0...200, not '\(text)'\n")
        return LabExitStatus.badInput
      }
      latency = value / 1000
    }
    let json = parsed.has("--json")
    let (traces, badInput) = CorpusLoader.loadTraces(at: paths) { console.err("\($0)\n") }
    guard !traces.isEmpty else {
      console.err("drawer-lab bench: no trace to measure\n")
      return LabExitStatus.badInput
    }
    let scores = BenchBehaviour.all.map { behaviour in
      BenchScore(
        behaviour: behaviour, traces: traces,
        cost: behaviour.isEngine ? BenchCost(traces: traces, runs: runs) : nil, latency: latency)
    }
    if json {
      for score in scores { console.out(score.jsonLine + "\n") }
    } else {
      console.out(BenchTable(scores: scores).text)
    }
    return badInput ? LabExitStatus.badInput : LabExitStatus.success
  }
}
