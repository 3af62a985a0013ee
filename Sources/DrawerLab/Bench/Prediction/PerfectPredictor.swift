@_spi(DrawerKit) public import DrawerCore

/// A predictor that knows the future: where the finger really is at the instant asked for, from
/// the trace's own samples, and so never passes a finger that stops. The bound no real
/// predictor can beat at a given horizon; the sweep's `perfect` row.
///
/// The finger's position at an instant is the lag measure's (``TrackingLag``): linear between
/// the samples, a move at the instant of the one before superseding it, and the lift-off
/// point's past the `up`.
///
/// ```swift
/// var perfect = PerfectPredictor(trace: trace)
/// perfect.reset()  // the trace's first touch comes down
/// perfect.predictedPoint(at: 0.1)  // where that finger really is 100 ms into the trace
/// ```
public struct PerfectPredictor: ReferencePredictor {
  /// `perfect (no overshoot)`.
  public let name = "perfect (no overshoot)"
  private let strokes: [[(time: Double, point: DrawerPoint)]]
  private var stroke = -1

  /// A predictor for one trace's touches, in order: each ``reset()`` moves to the next.
  ///
  /// - Parameter trace: the trace.
  public init(trace: Trace) {
    var strokes: [[(time: Double, point: DrawerPoint)]] = []
    for traceEvent in trace.events {
      switch traceEvent.event {
      case .down(let point, let time):
        strokes.append([(time, point)])
      case .move(let point, let time) where !strokes.isEmpty:
        let index = strokes.count - 1
        if let newest = strokes[index].last, time <= newest.time {
          strokes[index][strokes[index].count - 1].point = point
        } else {
          strokes[index].append((time, point))
        }
      case .up(let point, let time) where !strokes.isEmpty:
        let last = strokes[strokes.count - 1].last?.point ?? point
        let lift = point.x.isFinite && point.y.isFinite ? point : last
        strokes[strokes.count - 1].append((time, lift))
      case .cancel(let time) where !strokes.isEmpty:
        if let last = strokes[strokes.count - 1].last?.point {
          strokes[strokes.count - 1].append((time, last))
        }
      default:
        break
      }
    }
    self.strokes = strokes
  }

  /// Moves on to the trace's next touch.
  public mutating func reset() {
    stroke += 1
  }

  /// Nothing to learn: the predictor knows the touch already.
  ///
  /// - Parameters:
  ///   - point: the sample.
  ///   - time: its time.
  public mutating func addSample(_ point: DrawerPoint, time: Double) {}

  /// Where the finger is at `time`, or `nil` past the trace's touches.
  ///
  /// - Parameter time: the instant, in seconds.
  /// - Returns: the finger's true position.
  public func predictedPoint(at time: Double) -> DrawerPoint? {
    guard strokes.indices.contains(stroke), let first = strokes[stroke].first else { return nil }
    let samples = strokes[stroke]
    if time <= first.time { return first.point }
    let index = samples[1...].partitioningIndex { $0.time >= time }
    guard index < samples.count else { return samples[samples.count - 1].point }
    let older = samples[index - 1]
    let newer = samples[index]
    let span = newer.time - older.time
    guard span > 0 else { return newer.point }
    let fraction = (time - older.time) / span
    return DrawerPoint(
      x: older.point.x + (newer.point.x - older.point.x) * fraction,
      y: older.point.y + (newer.point.y - older.point.y) * fraction)
  }
}
