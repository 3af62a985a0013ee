@_spi(DrawerKit) import DrawerCore

/// `drawer-lab bench --predictors`: the predictor sweep (``PredictorSweep``) as JSON lines or a
/// table with the front of best lag per overshoot budget.
enum PredictorSweepReport {
  /// Measures every candidate over the traces, with progress on standard error, and prints the
  /// rows.
  static func run(traces: [Trace], latency: Double, json: Bool, console: LabConsole) {
    let platform = traces.contains { trace in
      trace.events.contains { traceEvent in
        if case .predicted = traceEvent.event { return true }
        return false
      }
    }
    let candidates = PredictorSweep.candidates(platform: platform)
    var progress = LabProgress(
      "bench", total: candidates.count * traces.count, unit: "trace passes", delay: 1,
      console: console)
    let rows = candidates.map { candidate in
      PredictorSweep.row(for: candidate, traces: traces, latency: latency) { progress.advance() }
    }
    progress.finish()
    if json {
      for row in rows { console.out(jsonLine(row, traces: traces.count, latency: latency) + "\n") }
    } else {
      console.out(table(rows, traces: traces.count, latency: latency))
    }
  }

  /// One row as a JSON object: `predictor`, `kind`, `horizonMs`, `traces`, `frames`, `stops`,
  /// `latencyMs`, `lagMedian`, `lagP95`, `lagP95Low`, `lagP95High`, `overshootP95`,
  /// `overshootP95Low`, `overshootP95High`, `stopsPassed2pt`, `stopsPassed2ptLow`,
  /// `stopsPassed2ptHigh` (null where a figure does not apply).
  static func jsonLine(_ row: PredictorSweep.Row, traces: Int, latency: Double) -> String {
    func number(_ value: Double?) -> String {
      guard let value, value.isFinite else { return "null" }
      return format(value)
    }
    let fields: [(String, String)] = [
      ("predictor", jsonString(row.predictor)), ("kind", jsonString(row.kind.rawValue)),
      ("horizonMs", number(milliseconds(row.horizon))), ("traces", "\(traces)"),
      ("frames", "\(row.frames)"), ("stops", "\(row.stops)"),
      ("latencyMs", number(milliseconds(latency))),
      ("lagMedian", number(row.lagMedian)), ("lagP95", number(row.lagP95)),
      ("lagP95Low", number(row.lagP95Interval?.lowerBound)),
      ("lagP95High", number(row.lagP95Interval?.upperBound)),
      ("overshootP95", number(row.overshootP95)),
      ("overshootP95Low", number(row.overshootP95Interval?.lowerBound)),
      ("overshootP95High", number(row.overshootP95Interval?.upperBound)),
      ("stopsPassed2pt", number(row.stopsPassed)),
      ("stopsPassed2ptLow", number(row.stopsPassedInterval?.lowerBound)),
      ("stopsPassed2ptHigh", number(row.stopsPassedInterval?.upperBound)),
    ]
    return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  /// The rows as a table, then the front.
  static func table(_ rows: [PredictorSweep.Row], traces: Int, latency: Double) -> String {
    let headings = [
      "predictor", "horizon ms", "lag med", "lag p95", "(95% interval)", "over p95",
      "(95% interval)", "stops passed", "(95% interval)",
    ]
    func cell(_ value: Double?, _ digits: Int = 1) -> String {
      value.map { fixed($0, digits) } ?? "—"
    }
    func range(_ value: ClosedRange<Double>?, _ digits: Int = 1) -> String {
      value.map { "\(fixed($0.lowerBound, digits))–\(fixed($0.upperBound, digits))" } ?? "—"
    }
    func percent(_ value: Double?) -> String {
      value.map { fixed($0 * 100, 1) + " %" } ?? "—"
    }
    func percentRange(_ value: ClosedRange<Double>?) -> String {
      value.map { "\(fixed($0.lowerBound * 100, 1))–\(fixed($0.upperBound * 100, 1))" } ?? "—"
    }
    let body = rows.map { row in
      [
        row.predictor, cell(milliseconds(row.horizon), 0), cell(row.lagMedian),
        cell(row.lagP95), range(row.lagP95Interval), cell(row.overshootP95),
        range(row.overshootP95Interval), percent(row.stopsPassed),
        percentRange(row.stopsPassedInterval),
      ]
    }
    let widths = headings.indices.map { column in
      ([headings[column]] + body.map { $0[column] }).map(\.count).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, text in
        let gap = String(repeating: " ", count: Swift.max(0, widths[column] - text.count))
        return column == 0 ? text + gap : gap + text
      }.joined(separator: "  ").trailingSpacesTrimmed
    }
    var lines = [line(headings)] + body.map(line)
    lines.append("")
    lines.append(
      "Lag and overshoot in points at \(fixed(latency * 1000, 0)) ms display latency, over"
        + " \(traces) traces (\(rows.first?.frames ?? 0) frames of a drag, \(rows.first?.stops ?? 0)"
        + " stops); stops passed: by \(fixed(PredictorSweep.passingDistance, 0))"
        + " pt or more. Intervals: 95 % bootstrap over strokes,"
        + " \(StrokeBootstrap.replicates) resamples, seed \(StrokeBootstrap.seed).")
    lines.append("")
    lines.append("Front: the best lag p95 within each overshoot p95 budget.")
    for budget in PredictorSweep.budgets {
      let anchor = PredictorSweep.front(rows, budget: budget)
      let drawerKit = PredictorSweep.front(
        rows, budget: budget, kinds: [.drawerKit],
        maximumStopsPassed: budget <= PredictorSweep.passingDistance ? 0.05 : nil)
      let perfect = PredictorSweep.front(rows, budget: budget, kinds: [.perfect])
      func describe(_ row: PredictorSweep.Row?) -> String {
        guard let row, let lag = row.lagP95 else { return "none" }
        let horizon = row.kind == .direct ? "" : " at \(fixed(milliseconds(row.horizon), 0)) ms"
        return "\(fixed(lag, 1)) (\(row.predictor)\(horizon))"
      }
      var line =
        "  ≤ \(fixed(budget, 0)) pt: anchors \(describe(anchor)); DrawerKit \(describe(drawerKit))"
        + "; perfect \(describe(perfect))"
      if let anchor, let drawerKit, let lead = anchor.lagP95, let own = drawerKit.lagP95,
        let difference = PredictorSweep.lagP95Difference(drawerKit, anchor)
      {
        line +=
          "; DrawerKit − anchors \(fixed(own - lead, 1)) (paired 95 % interval"
          + " \(fixed(difference.lowerBound, 1)) to \(fixed(difference.upperBound, 1)))"
      }
      lines.append(line)
    }
    lines.append(
      "(DrawerKit's ≤ 2 pt point also passes at most 5 % of stops by 2 pt; anchors are direct"
        + " tracking, the reference predictors and the platform's own predictions where"
        + " recorded.)")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func milliseconds(_ seconds: Double) -> Double {
    (seconds * 1_000_000).rounded() / 1000
  }
}
