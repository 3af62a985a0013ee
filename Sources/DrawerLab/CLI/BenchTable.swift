/// The benchmark's table: a row per behaviour, a column per metric, the best value in each
/// column marked with `*`.
struct BenchTable {
  let scores: [BenchScore]

  /// A column: its two header lines, each row's cell and the value that ranks it (`nil`: not
  /// ranked), and whether higher is better.
  private struct Column {
    var title: String
    var unit: String
    var cells: [String]
    var values: [Double?]
    var higherIsBetter = false
  }

  var text: String {
    var columns: [Column] = []
    func add(
      _ title: String, _ unit: String, digits: Int, higherIsBetter: Bool = false,
      _ value: (BenchScore) -> Double?
    ) {
      let values = scores.map(value)
      columns.append(
        Column(
          title: title, unit: unit, cells: values.map { $0.map { fixed($0, digits) } ?? "—" },
          values: values.map { $0.map { rounded($0, digits) } }, higherIsBetter: higherIsBetter))
    }
    add("accuracy", "%", digits: 1, higherIsBetter: true) { $0.accuracy * 100 }
    add("release v jump", "pt/s", digits: 2) { $0.releaseVelocityJump }
    add("release x jump", "pt", digits: 2) { $0.releasePositionJump }
    var catchColumn = Column(title: "catch jump", unit: "pt", cells: [], values: [])
    for score in scores {
      if score.catchFailures > 0 {
        catchColumn.cells.append("fails \(score.catchFailures)/\(score.catchAttempts)")
        catchColumn.values.append(nil)
      } else if let jump = score.catchJump {
        catchColumn.cells.append(fixed(jump, 2))
        catchColumn.values.append(rounded(jump, 2))
      } else {
        catchColumn.cells.append("—")
        catchColumn.values.append(nil)
      }
    }
    columns.append(catchColumn)
    add("accept jump", "pt", digits: 2) { $0.acceptanceJump }
    add("tracking", "pt", digits: 2) { $0.trackingError }
    add("rest med", "ms", digits: 0) { $0.restMedianMs }
    add("rest p95", "ms", digits: 0) { $0.restP95Ms }
    add("overshoot", "pt", digits: 2) { $0.overshoot }
    add("60/120 Hz", "pt", digits: 3) { $0.frameRateDeviation }
    for (title, spread) in [
      ("event", { (cost: BenchCost) in cost.nsPerEvent }),
      ("frame", { (cost: BenchCost) in cost.nsPerFrame }),
    ] {
      columns.append(
        Column(
          title: "ns/\(title)", unit: "median (IQR)",
          cells: scores.map { score in
            guard let value = score.cost.map(spread) else { return "—" }
            return "\(fixed(value.median, 0)) (\(fixed(value.lower, 0))–\(fixed(value.upper, 0)))"
          },
          values: scores.map { $0.cost.map(spread).map { rounded($0.median, 0) } }))
    }
    add("allocs", "/frame", digits: 2) { $0.cost?.allocationsPerFrame }
    add("lag med", "pt", digits: 2) { $0.lag?.median }
    add("lag p95", "pt", digits: 2) { $0.lag?.p95 }
    add("lag over", "pt p95", digits: 2) { $0.lag?.overshootP95 }

    // Mark the best value of each column.
    for index in columns.indices {
      let ranked = columns[index].values.compactMap { $0 }
      guard
        let best = columns[index].higherIsBetter ? ranked.max() : ranked.min()
      else { continue }
      for row in scores.indices where columns[index].values[row] == best {
        columns[index].cells[row] += "*"
      }
    }

    let nameWidth = (scores.map(\.behaviour.count) + ["behaviour".count]).max() ?? 0
    var lines = [
      "behaviour".padding(to: nameWidth + 1)
        + columns.map { pad($0.title, $0) }.joined(separator: "  "),
      "".padding(to: nameWidth + 1) + columns.map { pad($0.unit, $0) }.joined(separator: "  "),
    ]
    for (row, score) in scores.enumerated() {
      lines.append(
        score.behaviour.padding(to: nameWidth + 1)
          + columns.map { pad($0.cells[row], $0) }.joined(separator: "  "))
    }
    lines.append("")
    lines.append(
      "* best in its column. Distances in points along the opening axis; jumps and errors are the"
        + " worst case over \(scores.first?.traces ?? 0) traces.")
    for score in scores where !score.missedTraces.isEmpty {
      let shown = score.missedTraces.prefix(6).joined(separator: ", ")
      let more = score.missedTraces.count > 6 ? ", … (\(score.missedTraces.count) in all)" : ""
      lines.append("\(score.behaviour) missed: \(shown)\(more)")
    }
    if let lag = scores.compactMap(\.lag).first {
      lines.append(
        "Lag: at each 120 Hz frame of a drag, the drawn drawer against the finger "
          + "\(fixed(lag.latency * 1000, 0)) ms later, when the frame reaches the glass (--latency);"
          + " lag over: how far it passes the finger where the finger stops or reverses.")
    }
    if let cost = scores.compactMap(\.cost).first {
      lines.append(
        "Cost: DrawerKit's engine plus geometry, median (interquartile range) of \(cost.runs) runs"
          + " over \(cost.events) events and \(cost.frames) frames; references are models and are"
          + " not timed.")
      #if DEBUG
        lines.append("This is a debug build: measure cost with swift run -c release.")
      #endif
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func width(_ column: Column) -> Int {
    ([column.title.count, column.unit.count] + column.cells.map(\.count)).max() ?? 0
  }

  private func pad(_ text: String, _ column: Column) -> String {
    String(repeating: " ", count: Swift.max(0, width(column) - text.count)) + text
  }
}

/// `value` with `digits` decimals, as text.
func fixed(_ value: Double, _ digits: Int) -> String {
  let scaled = rounded(value, digits)
  if digits == 0 { return String(Int64(scaled)) }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let whole = Int64((abs(scaled) * scale).rounded())
  let sign = scaled < 0 && whole != 0 ? "-" : ""
  let integer = whole / Int64(scale)
  let fraction = String(whole % Int64(scale))
  return sign + "\(integer)." + String(repeating: "0", count: digits - fraction.count) + fraction
}

/// `value` rounded to `digits` decimals.
func rounded(_ value: Double, _ digits: Int) -> Double {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  return (value * scale).rounded() / scale
}

extension BenchScore {
  /// One JSON object with exactly the keys behaviour, traces, accuracy, releaseVelocityJump,
  /// releasePositionJump, catchJump, acceptanceJump, trackingError, restMedianMs, restP95Ms,
  /// overshoot, frameRateDeviation, nsPerEvent, nsPerFrame, allocationsPerFrame, latencyMs,
  /// lagMedian, lagP95 and lagOvershootP95.
  var jsonLine: String {
    func number(_ value: Double?) -> String {
      guard let value, value.isFinite else { return "null" }
      return format(value)
    }
    let fields: [(String, String)] = [
      ("behaviour", jsonString(behaviour)),
      ("traces", "\(traces)"),
      ("accuracy", number(accuracy)),
      ("releaseVelocityJump", number(releaseVelocityJump)),
      ("releasePositionJump", number(releasePositionJump)),
      ("catchJump", number(catchJump)),
      ("acceptanceJump", number(acceptanceJump)),
      ("trackingError", number(trackingError)),
      ("restMedianMs", number(restMedianMs)),
      ("restP95Ms", number(restP95Ms)),
      ("overshoot", number(overshoot)),
      ("frameRateDeviation", number(frameRateDeviation)),
      ("nsPerEvent", number(cost?.nsPerEvent.median)),
      ("nsPerFrame", number(cost?.nsPerFrame.median)),
      ("allocationsPerFrame", number(cost?.allocationsPerFrame)),
      ("latencyMs", number(lag.map { $0.latency * 1000 })),
      ("lagMedian", number(lag?.median)),
      ("lagP95", number(lag?.p95)),
      ("lagOvershootP95", number(lag?.overshootP95)),
    ]
    return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }
}
