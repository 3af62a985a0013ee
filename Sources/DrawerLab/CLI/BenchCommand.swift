@_spi(DrawerKit) import DrawerCore

/// `drawer-lab bench [CORPUS...] [--wide] [--json] [--runs N] [--latency MS] [--predictors]`: the
/// motion benchmark, DrawerKit's drawer against the behaviours people know, or (`--predictors`)
/// DrawerKit's prediction against the predictors that ship elsewhere.
enum BenchCommand {
  /// The most timed runs `--runs` takes: each run repeats the engine's loops over the whole
  /// corpus.
  static let maximumRuns = 10_000

  static let usage = """
    usage: drawer-lab bench [CORPUS...] [--wide] [--json] [--runs N] [--latency MS]
           drawer-lab bench [CORPUS...] --predictors [--json] [--latency MS]

    Runs DrawerKit's engine (with its defaults, and with predictive tracking) and six reference
    drawers (two SwiftUI tutorial drawers, Android DrawerLayout, Flutter Drawer, Compose
    Material 3, UIKit SideMenu) over drawer-trace/1 files (or every .jsonl file in the folders
    given), and prints one table: a row per behaviour, a column per metric, the best value in
    each column marked with *. With no CORPUS, uses the bundled corpus. Benchmarks.md defines
    every metric.

    A trace with two drawers (the secondDrawer header key) is measured on its first drawer.
    DrawerKit's rows run both drawers on one content (each stroke to the drawer that takes it,
    each command to the drawer it names) and count the trace as ended as meant only when both
    drawers end as labelled; their cost figures include both engines and the pair's router.
    The reference drawers model one drawer: they run the first drawer alone (the second
    drawer's commands do not reach it) and are judged on its labels only.

      --wide     every column (release x jump, rest p95, 60/120 Hz) and the cost figures'
                 interquartile ranges; without it the table fits 120 columns
      --json     one JSON object per behaviour per line, with the keys behaviour, traces,
                 accuracy, releaseVelocityJump, releasePositionJump, catchJump, acceptanceJump,
                 trackingError, restMedianMs, restP95Ms, overshoot, frameRateDeviation,
                 nsPerEvent, nsPerFrame, allocationsPerFrame, latencyMs, lagMedian, lagP95,
                 lagOvershootP95, handoffMedianMs and handoffP90Ms (accuracy as a fraction in 0...1, distances in points,
                 velocities in points per second; null where a figure does not apply: no
                 catch, a catch failure, cost or hand-off for a reference, no drag, no
                 stroke refused)
      --runs N   timed runs of the engine's cost loops, 3...\(maximumRuns) (default 31)
      --latency MS
                 the display latency of the lag columns, in milliseconds, 0...200 (default
                 25): how long after a frame is drawn it reaches the glass
      --predictors
                 instead of the table, the predictor sweep: how far a dragged drawer lags
                 the finger and passes it where it stops, drawn with no prediction (direct),
                 with DrawerKit's predictive tracking, with Chromium's Kalman, least-squares
                 and linear-resampling predictors, with AndroidX's motion predictor, with the
                 platform's own predicted touches where the traces recorded them, and with a
                 perfect one, each at horizons of 4, 8, 12, 16, 25 and 50 ms past the newest
                 sample; then the front, the best lag p95 within 2, 15 and 30 pt of overshoot
                 p95. With --json, one object per predictor and horizon with the keys
                 predictor, kind, horizonMs, traces, frames, stops, latencyMs, lagMedian,
                 lagP95, lagP95Low, lagP95High, overshootP95, overshootP95Low,
                 overshootP95High, stopsPassed2pt, stopsPassed2ptLow and stopsPassed2ptHigh
                 (the share of stops passed by 2 pt or more; Low and High bound a 95 %
                 bootstrap interval over strokes with a fixed seed). Benchmarks.md defines
                 them.

    Cost figures are DrawerKit's only, median (interquartile range) over the runs; measure a
    release build: swift run -c release drawer-lab bench. A run that takes more than a second
    shows its progress on standard error, in passes over one trace, a line at least every 5 s.

    Exit status: 0 when the benchmark ran, 2 on unusable input (each problem is reported on
    standard error as path:line: what is wrong; the other files are still measured).

    examples:
      swift run -c release drawer-lab bench
      swift run -c release drawer-lab bench --wide
      swift run -c release drawer-lab bench Tests/DrawerLabTests/Fixtures/corpus --json
      swift run -c release drawer-lab bench path/to/traces --predictors
    """

  static func run(_ arguments: [String], console: LabConsole, defaultCorpus: String?) -> Int32 {
    func fail(_ message: String) -> Int32 {
      console.err("drawer-lab bench: \(message)\n\n" + usage + "\n")
      return LabExitStatus.badInput
    }
    let parsed: CommandArguments
    let paths: [String]
    var runs = 31
    do {
      parsed = try CommandArguments(
        arguments, options: ["--runs", "--latency"],
        flags: ["--json", "--wide", "--predictors", "--help", "-h"])
      if parsed.has("--help") || parsed.has("-h") {
        console.out(usage + "\n")
        return LabExitStatus.success
      }
      if let text = parsed["--runs"] {
        runs = try wholeNumber(text, option: "--runs", in: 3...maximumRuns)
      }
      paths = try tracePaths(parsed.positionals, defaultCorpus: defaultCorpus, naming: "CORPUS")
    } catch {
      return fail(error.message)
    }
    if parsed.has("--json") && parsed.has("--wide") {
      return fail("--json has every figure already; --wide is for the table")
    }
    if parsed.has("--predictors") && (parsed.has("--wide") || parsed["--runs"] != nil) {
      return fail(
        "--predictors measures the lag of each predictor: --wide and --runs are for the table")
    }
    var latency = TrackingLag.defaultLatency
    if let text = parsed["--latency"] {
      do {
        latency = try number(text, option: "--latency", in: 0...200, unit: " ms") / 1000
      } catch {
        return fail(error.message)
      }
    }
    let json = parsed.has("--json")
    let start = console.now()
    let (traces, badInput) = ReadingProgress.loadTraces(
      at: paths, for: "bench", console: console, since: start)
    guard !traces.isEmpty else {
      console.err("drawer-lab bench: no trace to measure\n")
      return LabExitStatus.badInput
    }
    if parsed.has("--predictors") {
      PredictorSweepReport.run(traces: traces, latency: latency, json: json, console: console)
      return badInput ? LabExitStatus.badInput : LabExitStatus.success
    }
    let behaviours = BenchBehaviour.all
    var progress = LabProgress(
      "bench",
      total: behaviours.count * traces.count
        + behaviours.filter(\.isEngine).count
        * BenchCost.progressSteps(traces: traces.count, runs: runs),
      unit: "trace passes", delay: 1, console: console, since: start)
    let scores = behaviours.map { behaviour in
      let cost =
        behaviour.isEngine
        ? BenchCost(traces: traces, runs: runs) { progress.advance(by: $0) } : nil
      return BenchScore(behaviour: behaviour, traces: traces, cost: cost, latency: latency) {
        progress.advance()
      }
    }
    progress.finish()
    if json {
      for score in scores { console.out(score.jsonLine + "\n") }
    } else {
      console.out(BenchTable(scores: scores, wide: parsed.has("--wide")).text)
    }
    return badInput ? LabExitStatus.badInput : LabExitStatus.success
  }
}
