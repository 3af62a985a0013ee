/// The benchmark's table: a row per behaviour, a column per figure of ``BenchColumn/all``, the
/// best value in each column marked with `*`.
///
/// By default it leaves out the columns marked ``BenchColumn/isWide`` and the cost figures'
/// interquartile ranges, so that it fits a 120-column terminal; `wide` shows everything.
struct BenchTable {
  let scores: [BenchScore]
  var wide = false

  var text: String {
    let columns = BenchColumn.all.filter { $0.isInTable && (wide || !$0.isWide) }
    var cells = columns.map { column in scores.map { column.cell($0, wide) } }
    // Mark the best value of each column.
    for (index, column) in columns.enumerated() {
      let ranked = cells[index].compactMap(\.rank)
      guard let best = column.higherIsBetter ? ranked.max() : ranked.min() else { continue }
      for row in scores.indices where cells[index][row].rank == best {
        cells[index][row].text += "*"
      }
    }
    let headings = columns.map { column in
      [
        column.title.count > 1 ? column.title[0] : "", column.title.last ?? "",
        wide ? column.wideUnit ?? column.unit : column.unit,
      ]
    }
    let widths = columns.indices.map { index in
      (headings[index] + cells[index].map(\.text)).map(\.count).max() ?? 0
    }
    func pad(_ text: String, _ index: Int) -> String {
      String(repeating: " ", count: Swift.max(0, widths[index] - text.count)) + text
    }
    let nameWidth = (scores.map(\.behaviour.count) + ["behaviour".count]).max() ?? 0
    var lines: [String] = []
    for line in 0..<3 {
      let name = line == 1 ? "behaviour" : ""
      lines.append(
        name.padding(to: nameWidth + 1)
          + columns.indices.map { pad(headings[$0][line], $0) }.joined(separator: "  "))
    }
    for (row, score) in scores.enumerated() {
      lines.append(
        score.behaviour.padding(to: nameWidth + 1)
          + columns.indices.map { pad(cells[$0][row].text, $0) }.joined(separator: "  "))
    }
    let table = lines.map { $0.trailingSpacesTrimmed }
    lines = [""]
    lines.append(
      "* best in its column. Distances in points along the opening axis; jumps and errors are the"
        + " worst case over \(scores.first?.traces ?? 0) traces.")
    if !wide {
      let hidden = BenchColumn.all.filter { $0.isInTable && $0.isWide }.map {
        $0.title.joined(separator: " ")
      }
      lines.append(
        "Also measured, shown with --wide: \(hidden.joined(separator: ", ")), and the cost"
          + " figures' interquartile ranges.")
    }
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
        "Cost: DrawerKit's engine plus geometry, median"
          + (wide ? " (interquartile range)" : "") + " of \(cost.runs) runs over \(cost.events)"
          + " events and \(cost.frames) frames; references are models and are not timed.")
      #if DEBUG
        lines.append("This is a debug build: measure cost with swift run -c release.")
      #endif
    }
    let notes = lines.flatMap { Self.wrapped($0, width: 120) }
    return (table + notes).joined(separator: "\n") + "\n"
  }

  /// A line of prose broken at spaces into lines of at most `width` characters, the later ones
  /// indented; a line of the table itself is never longer than its columns make it.
  static func wrapped(_ line: String, width: Int) -> [String] {
    guard line.count > width else { return [line] }
    var lines: [String] = []
    var current = ""
    for word in line.split(separator: " ", omittingEmptySubsequences: false) {
      if !current.isEmpty && current.count + 1 + word.count > width {
        lines.append(current)
        current = "  " + word
      } else {
        current += (current.isEmpty ? "" : " ") + word
      }
    }
    lines.append(current)
    return lines
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
  /// One JSON object: `behaviour`, `traces`, then every key of ``BenchColumn/all``.
  var jsonLine: String {
    func number(_ value: Double?) -> String {
      guard let value, value.isFinite else { return "null" }
      return format(value)
    }
    let fields =
      [("behaviour", jsonString(behaviour)), ("traces", "\(traces)")]
      + BenchColumn.all.map { ($0.key, number($0.json(self))) }
    return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }
}
