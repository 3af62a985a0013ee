/// 95 % bootstrap intervals of the lag measure's pooled figures, resampling strokes: the
/// uncertainty of a figure that rests on a sample of people's strokes.
///
/// The frames of one stroke are not independent draws (a fast flick gives many large lags in a
/// row), so the unit resampled is the stroke, with its frames and its stops: each of
/// ``replicates`` replicates draws as many strokes as there are, with replacement, and pools
/// their frames and stops; the interval is the 2.5th to 97.5th percentile of the replicates'
/// figure (nearest rank), the percentile bootstrap (Efron and Tibshirani, *An Introduction to
/// the Bootstrap*, 1993, ch. 13). The draws come from a generator seeded with ``seed``, so the
/// same strokes give the same intervals on every run, and every row of a sweep is resampled
/// with the same draws.
struct StrokeBootstrap {
  /// The replicates drawn.
  static let replicates = 1000
  /// The generator's seed.
  static let seed: UInt64 = 33

  /// A 95 % interval of each figure; `nil` where no replicate had a frame (or a stop).
  struct Intervals {
    var lagP95: ClosedRange<Double>?
    var overshootP95: ClosedRange<Double>?
    var stopsPassed: ClosedRange<Double>?
    /// Each replicate's lag p95, in order (NaN for a replicate with no frame): the same draws
    /// for every row, so two rows' replicates pair up.
    var lagP95Replicates: [Double] = []
  }

  /// Every frame's lag, largest first, with its stroke.
  private let frames: [(value: Double, stroke: Int32)]
  /// Every stop's overshoot, largest first, with its stroke.
  private let stops: [(value: Double, stroke: Int32)]
  private let frameCounts: [Int]
  private let stopCounts: [Int]
  private let passedCounts: [Int]

  /// Collects the strokes of per-trace measurements.
  ///
  /// - Parameters:
  ///   - lags: one per trace.
  ///   - passing: the overshoot at which a stop counts as passed, in points.
  init(_ lags: [TrackingLag], passing: Double) {
    var frames: [(value: Double, stroke: Int32)] = []
    var stops: [(value: Double, stroke: Int32)] = []
    var frameCounts: [Int] = []
    var stopCounts: [Int] = []
    var passedCounts: [Int] = []
    for lag in lags {
      var frame = 0
      var stop = 0
      for (frameCount, stopCount) in zip(lag.strokeFrameCounts, lag.strokeStopCounts) {
        let stroke = Int32(frameCounts.count)
        for value in lag.distances[frame..<frame + frameCount] { frames.append((value, stroke)) }
        let overshoots = lag.overshoots[stop..<stop + stopCount]
        for value in overshoots { stops.append((value, stroke)) }
        frameCounts.append(frameCount)
        stopCounts.append(stopCount)
        passedCounts.append(overshoots.filter { $0 >= passing }.count)
        frame += frameCount
        stop += stopCount
      }
    }
    self.frames = frames.sorted { $0.value > $1.value }
    self.stops = stops.sorted { $0.value > $1.value }
    self.frameCounts = frameCounts
    self.stopCounts = stopCounts
    self.passedCounts = passedCounts
  }

  /// The intervals.
  func intervals() -> Intervals {
    let strokes = frameCounts.count
    guard strokes > 0 else { return Intervals() }
    var generator = SeededGenerator(seed: Self.seed)
    var weights = [Int](repeating: 0, count: strokes)
    var lagP95: [Double] = []
    var lagP95Replicates: [Double] = []
    var overshootP95: [Double] = []
    var stopsPassed: [Double] = []
    for _ in 0..<Self.replicates {
      for index in weights.indices { weights[index] = 0 }
      for _ in 0..<strokes { weights[generator.index(below: strokes)] += 1 }
      var frameTotal = 0
      var stopTotal = 0
      var passedTotal = 0
      for stroke in 0..<strokes where weights[stroke] > 0 {
        frameTotal += weights[stroke] * frameCounts[stroke]
        stopTotal += weights[stroke] * stopCounts[stroke]
        passedTotal += weights[stroke] * passedCounts[stroke]
      }
      let lag = Self.percentile(frames, weights: weights, total: frameTotal)
      if let lag { lagP95.append(lag) }
      lagP95Replicates.append(lag ?? .nan)
      if let value = Self.percentile(stops, weights: weights, total: stopTotal) {
        overshootP95.append(value)
      }
      if stopTotal > 0 { stopsPassed.append(Double(passedTotal) / Double(stopTotal)) }
    }
    return Intervals(
      lagP95: Self.interval(lagP95), overshootP95: Self.interval(overshootP95),
      stopsPassed: Self.interval(stopsPassed), lagP95Replicates: lagP95Replicates)
  }

  /// The 95 % interval of the difference between two rows' lag p95, replicate by replicate
  /// (`a − b`): a paired bootstrap, narrower than the two intervals side by side because both
  /// rows are measured on the same resampled strokes. `nil` when the rows were not resampled
  /// alike.
  static func difference(_ a: [Double], _ b: [Double]) -> ClosedRange<Double>? {
    guard a.count == b.count, !a.isEmpty else { return nil }
    return interval(zip(a, b).map { $0 - $1 }.filter(\.isFinite))
  }

  /// The nearest-rank 95th percentile of the values, each counted as many times as its
  /// stroke's weight; `total` is the weighted count. Walks down from the largest, so it reads
  /// only the top twentieth or so.
  private static func percentile(
    _ descending: [(value: Double, stroke: Int32)], weights: [Int], total: Int
  ) -> Double? {
    guard total > 0 else { return nil }
    let rank = Int((0.95 * Double(total)).rounded(.up))
    let fromTop = total - rank + 1
    var seen = 0
    for entry in descending {
      seen += weights[Int(entry.stroke)]
      if seen >= fromTop { return entry.value }
    }
    return descending.last?.value
  }

  /// The 2.5th to 97.5th percentile of the replicates, nearest rank.
  static func interval(_ values: [Double]) -> ClosedRange<Double>? {
    let sorted = values.sorted()
    guard let low = BenchScore.percentile(sorted, 0.025),
      let high = BenchScore.percentile(sorted, 0.975)
    else { return nil }
    return low...high
  }
}
