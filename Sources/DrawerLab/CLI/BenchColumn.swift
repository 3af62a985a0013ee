/// One figure of the benchmark's output: its JSON key, its column in the table, and how it is read
/// from a behaviour's score.
///
/// Every figure the benchmark prints is one entry of ``all``, in the order the table and the JSON
/// show them; `Benchmarks.md` defines each under the same name and key. Adding a metric is a
/// measurement in ``TraceMeasurement``, its aggregate in ``BenchScore``, and an entry here.
struct BenchColumn: Sendable {
  /// What a cell shows.
  struct Cell {
    /// The text.
    var text: String
    /// The value the column is ranked by, `nil` when this cell takes no part.
    var rank: Double?
  }

  /// The JSON key.
  var key: String
  /// The table's heading, one or two words a line, and its unit.
  var title: [String]
  var unit: String
  /// The unit under `--wide`, when it differs.
  var wideUnit: String?
  /// Whether only `--wide` shows it in the table (JSON always has it).
  var isWide = false
  /// Whether the table shows it at all: a figure the same for every row (the lag's latency) is
  /// said under the table instead.
  var isInTable = true
  /// Whether a higher value is better, for the `*` that marks the best of each column.
  var higherIsBetter = false
  /// The figure for JSON: `nil` is `null`.
  var json: @Sendable (BenchScore) -> Double?
  /// The cell for the table, `wide` telling whether `--wide` asked for everything.
  var cell: @Sendable (BenchScore, _ wide: Bool) -> Cell

  /// A column that shows its JSON figure times `scale` with `digits` decimals (a dash for
  /// `nil`).
  static func figure(
    _ key: String, _ title: [String], _ unit: String, digits: Int, scale: Double = 1,
    isWide: Bool = false, higherIsBetter: Bool = false,
    _ value: @escaping @Sendable (BenchScore) -> Double?
  ) -> BenchColumn {
    BenchColumn(
      key: key, title: title, unit: unit, isWide: isWide, higherIsBetter: higherIsBetter,
      json: value
    ) { score, _ in
      guard let number = value(score).map({ $0 * scale }) else { return Cell(text: "—", rank: nil) }
      return Cell(text: fixed(number, digits), rank: rounded(number, digits))
    }
  }

  /// A cost column: the median, with the interquartile range under `--wide`.
  static func cost(
    _ key: String, _ title: [String], _ spread: @escaping @Sendable (BenchCost) -> BenchCost.Spread
  ) -> BenchColumn {
    BenchColumn(
      key: key, title: title, unit: "median", wideUnit: "median (IQR)",
      json: { $0.cost.map(spread)?.median }
    ) { score, wide in
      guard let value = score.cost.map(spread) else { return Cell(text: "—", rank: nil) }
      let median = fixed(value.median, 0)
      let text =
        wide ? "\(median) (\(fixed(value.lower, 0))–\(fixed(value.upper, 0)))" : median
      return Cell(text: text, rank: rounded(value.median, 0))
    }
  }

  /// Every figure, in order.
  static let all: [BenchColumn] = [
    figure("accuracy", ["accuracy"], "%", digits: 1, scale: 100, higherIsBetter: true) {
      $0.accuracy
    },
    figure("releaseVelocityJump", ["release", "v jump"], "pt/s", digits: 2) {
      $0.releaseVelocityJump
    },
    figure("releasePositionJump", ["release", "x jump"], "pt", digits: 2, isWide: true) {
      $0.releasePositionJump
    },
    BenchColumn(
      key: "catchJump", title: ["catch", "jump"], unit: "pt", json: { $0.catchJump }
    ) { score, _ in
      if score.catchFailures > 0 {
        return Cell(text: "fails \(score.catchFailures)/\(score.catchAttempts)", rank: nil)
      }
      guard let jump = score.catchJump else { return Cell(text: "—", rank: nil) }
      return Cell(text: fixed(jump, 2), rank: rounded(jump, 2))
    },
    figure("acceptanceJump", ["accept", "jump"], "pt", digits: 2) { $0.acceptanceJump },
    figure("trackingError", ["tracking"], "pt", digits: 2) { $0.trackingError },
    figure("restMedianMs", ["rest", "med"], "ms", digits: 0) { $0.restMedianMs },
    figure("restP95Ms", ["rest", "p95"], "ms", digits: 0, isWide: true) { $0.restP95Ms },
    figure("overshoot", ["overshoot"], "pt", digits: 2) { $0.overshoot },
    figure("frameRateDeviation", ["60/120", "Hz"], "pt", digits: 3, isWide: true) {
      $0.frameRateDeviation
    },
    cost("nsPerEvent", ["ns per", "event"], \.nsPerEvent),
    cost("nsPerFrame", ["ns per", "frame"], \.nsPerFrame),
    figure("allocationsPerFrame", ["allocs", "/frame"], "", digits: 2) {
      $0.cost?.allocationsPerFrame
    },
    BenchColumn(
      key: "latencyMs", title: ["latency"], unit: "ms", isInTable: false,
      json: { $0.lag.map { $0.latency * 1000 } }, cell: { _, _ in Cell(text: "", rank: nil) }),
    figure("lagMedian", ["lag", "med"], "pt", digits: 2, isWide: true) { $0.lag?.median },
    figure("lagP95", ["lag", "p95"], "pt", digits: 2) { $0.lag?.p95 },
    figure("lagOvershootP95", ["lag", "over"], "pt p95", digits: 2, isWide: true) {
      $0.lag?.overshootP95
    },
    figure("handoffMedianMs", ["handoff", "med"], "ms", digits: 0, isWide: true) {
      $0.handoff?.medianMs
    },
    figure("handoffP90Ms", ["handoff", "p90"], "ms", digits: 0, isWide: true) {
      $0.handoff?.p90Ms
    },
  ]
}
