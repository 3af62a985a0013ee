import DrawerCore
import DrawerLab
import Foundation

/// The bundled corpus's folder.
let corpusPath: String = {
  guard let resources = Bundle.module.resourceURL else { fatalError("no test resources") }
  return resources.appendingPathComponent("Fixtures/corpus").path
}()

/// Every trace of the bundled corpus.
let corpus: [Trace] = {
  let (files, _) = CorpusLoader.traceFiles(at: [corpusPath])
  return files.compactMap { try? CorpusLoader.loadTrace(at: $0) }
}()

/// A phone-sized container with a 300 pt drawer on the left.
let phone = DrawerSize(width: 390, height: 844)

/// Builds traces in code: a finger's touches at a steady sampling rate.
struct TraceBuilder {
  var name = "hand-made"
  var initial = DrawerRestState.closed
  var expect = DrawerRestState.open
  var expectCapture: Bool?
  var edge = DrawerEdge.leading
  var events: [TraceEvent] = []
  var time = 0.0

  /// A finger that comes down at `x`, moves through `path` (one point every `1/rate` s), and
  /// lifts `liftDelay` seconds after its last move at its last point.
  mutating func stroke(
    at x: Double, y: Double = 400, through path: [Double], ys: [Double]? = nil, rate: Double = 120,
    liftDelay: Double = 0.004, lift: Bool = true
  ) {
    events.append(TraceEvent(.down(at: DrawerPoint(x: x, y: y), time: time)))
    for (index, pointX) in path.enumerated() {
      time += 1 / rate
      let pointY = ys?[index] ?? y
      events.append(TraceEvent(.move(at: DrawerPoint(x: pointX, y: pointY), time: time)))
    }
    guard lift else { return }
    time += liftDelay
    let last = path.last ?? x
    let lastY = ys?.last ?? y
    events.append(TraceEvent(.up(at: DrawerPoint(x: last, y: lastY), time: time)))
  }

  /// Waits `seconds`.
  mutating func wait(_ seconds: Double) {
    time += seconds
  }

  var trace: Trace {
    Trace(
      name: name, container: phone, drawerWidth: 300, edge: edge, initial: initial,
      expect: expect, expectCapture: expectCapture, sampleRate: 120, events: events)
  }
}

/// Points from `start` by `step` per sample, `count` samples.
func steps(from start: Double, by step: Double, count: Int) -> [Double] {
  (1...count).map { start + step * Double($0) }
}

/// The finger's velocity at lift-off as the benchmark estimates it: DrawerCore's tracker over
/// the last stroke's samples.
func fingerVelocity(of trace: Trace) -> Double {
  var tracker = VelocityTracker()
  var liftTime = 0.0
  for traceEvent in trace.events {
    switch traceEvent.event {
    case .down(let p, let t):
      tracker.reset()
      tracker.addSample(position: p.x, time: t)
    case .move(let p, let t): tracker.addSample(position: p.x, time: t)
    case .up(_, let t): liftTime = t
    default: break
    }
  }
  return tracker.velocity(at: liftTime)
}
