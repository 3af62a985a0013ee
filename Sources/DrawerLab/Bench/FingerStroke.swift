@_spi(DrawerKit) import DrawerCore

/// One finger's samples along the opening axis, from its down to its up or cancel.
struct FingerStroke {
  /// A place where the finger's progress along its direction of motion ended.
  struct Stop {
    /// When the finger got there, in seconds.
    var time: Double
    /// Where it was, along the opening axis, in points.
    var position: Double
    /// The direction it had been moving in, `1` or `-1`.
    var direction: Double
    /// Until when it made no progress past the stop, in seconds: the next sample beyond it, or
    /// the end of the stroke.
    var until: Double
    /// When the motion toward the stop began, in seconds: the stroke's first sample, or the
    /// farthest point of the motion before it the other way.
    var since: Double
  }

  /// The opening axis's sign: the finger's axis position is `sign · x`.
  let sign: Double
  /// The samples, `(time, axis position)`, the down first and the up (or cancel) last; a move
  /// at the instant of the sample before it replaces that sample's position.
  var samples: [(time: Double, position: Double)] = []
  /// Whether the stroke ends with the finger lifting at a point (an `up` with a finite point),
  /// which the release reads with the velocity tracker's lift rules; not a `cancel`, nor an `up`
  /// with no position, which the release reads as the finger's velocity at that instant.
  var endsInLift = false

  func axis(_ point: DrawerPoint) -> Double {
    sign * point.x
  }

  /// Every stroke of a trace, in order.
  static func strokes(of trace: Trace) -> [FingerStroke] {
    let sign = trace.edge.side(in: trace.layoutDirection).openingSign
    var strokes: [FingerStroke] = []
    var last: (time: Double, position: Double)?
    for traceEvent in trace.events {
      switch traceEvent.event {
      case .down(let point, let time):
        strokes.append(FingerStroke(sign: sign, samples: [(time, sign * point.x)]))
        last = (time, sign * point.x)
      case .move(let point, let time) where !strokes.isEmpty:
        // A sample at the instant of the one before supersedes it, as in the velocity tracker:
        // a finger is at one place at a time.
        let index = strokes.count - 1
        if let newest = strokes[index].samples.last, time <= newest.time {
          strokes[index].samples[strokes[index].samples.count - 1].position = sign * point.x
        } else {
          strokes[index].samples.append((time, sign * point.x))
        }
        last = (strokes[index].samples[strokes[index].samples.count - 1].time, sign * point.x)
      case .up(let point, let time) where !strokes.isEmpty:
        let position = point.x.isFinite ? sign * point.x : (last?.position ?? 0)
        strokes[strokes.count - 1].samples.append((time, position))
        strokes[strokes.count - 1].endsInLift = point.x.isFinite && point.y.isFinite
      case .cancel(let time) where !strokes.isEmpty:
        strokes[strokes.count - 1].samples.append((time, last?.position ?? 0))
      default:
        break
      }
    }
    return strokes
  }

  /// The finger's position at `time`: interpolated between samples, the first sample's before
  /// it and the last one's after it.
  func position(at time: Double) -> Double {
    guard let first = samples.first else { return 0 }
    if time <= first.time { return first.position }
    // The samples come in time order: the first at or after `time`.
    let index = samples[1...].partitioningIndex { $0.time >= time }
    guard index < samples.count else { return samples[samples.count - 1].position }
    let older = samples[index - 1]
    let newer = samples[index]
    let span = newer.time - older.time
    guard span > 0 else { return newer.position }
    return older.position + (newer.position - older.position) * (time - older.time) / span
  }

  /// Where the finger stopped or reversed: the farthest point of each run of motion in one
  /// direction (by more than ``TrackingLag/reversalDistance``) that is followed by a reversal,
  /// or by the stop gap without progress (the velocity tracker's stop gap for the samples up to
  /// there). A lift while moving is neither.
  var stops: [Stop] {
    guard samples.count >= 3 else { return [] }
    let end = samples[samples.count - 1].time
    var stops: [Stop] = []
    var direction = 0.0
    var extreme = 0
    var runStart = samples[0].position
    var runStartTime = samples[0].time
    var gaps = StopGaps(samples: samples)
    // The moves (the up is the stroke's end, not a sample of its motion past the stop time).
    let moves = samples.count - 1
    for index in 1..<moves {
      let position = samples[index].position
      if direction == 0 {
        if abs(position - runStart) > TrackingLag.reversalDistance {
          direction = position > runStart ? 1 : -1
          extreme = index
        }
        continue
      }
      let peak = samples[extreme]
      if direction * (position - peak.position) > 0 {
        // Progress: a pause before it, with the finger down and still, was a stop.
        let pause = samples[index].time - peak.time
        let heldStill =
          index > extreme + 1
          || direction * (position - peak.position) < TrackingLag.stillSpeed * pause
        if pause >= gaps.gap(at: extreme) && heldStill {
          stops.append(
            Stop(
              time: peak.time, position: peak.position, direction: direction,
              until: samples[index].time, since: runStartTime))
        }
        extreme = index
      } else if direction * (peak.position - position) > TrackingLag.reversalDistance {
        stops.append(
          Stop(
            time: peak.time, position: peak.position, direction: direction,
            until: progress(past: peak.position, direction: direction, after: index) ?? end,
            since: runStartTime))
        direction = -direction
        extreme = index
        runStart = peak.position
        runStartTime = peak.time
      }
    }
    // Still down, without progress, for the stop time before the lift.
    if direction != 0 {
      let peak = samples[extreme]
      let lift = samples[samples.count - 1]
      let lifted = direction * (lift.position - peak.position)
      let alreadyStopped = stops.last.map { $0.time == peak.time } ?? false
      // A late lift straight after a fast move left the glass moving (the tracker's late-lift
      // rule, which the release follows too): not a stop. A cancellation, or a lift with no
      // position, is released at the finger's velocity then, which has stopped.
      let stoppedBeforeLift =
        lift.time - peak.time >= gaps.gap(at: extreme)
        && !(endsInLift && extreme == moves - 1 && gaps.liftsWhileMoving(lift))
      if !alreadyStopped && lifted <= 0 && stoppedBeforeLift {
        stops.append(
          Stop(
            time: peak.time, position: peak.position, direction: direction, until: end,
            since: runStartTime))
      }
    }
    return stops
  }

  /// The velocity tracker's stop gaps along the samples: one tracker fed each sample once, as
  /// the stops are looked for in order.
  private struct StopGaps {
    let samples: [(time: Double, position: Double)]
    private var tracker = VelocityTracker()
    private var fed = 0

    init(samples: [(time: Double, position: Double)]) {
      self.samples = samples
    }

    /// The stop gap for the samples up to `index`, in seconds: how long a silence means that
    /// this finger, on this device, has stopped. `index` never goes back between calls.
    mutating func gap(at index: Int) -> Double {
      feed(through: index)
      return tracker.deviceStopGap
    }

    /// Whether the stroke's lift, straight after its last move, is the tracker's late lift: a
    /// finger that left the glass moving, whose `up` came late. Feeds every move.
    mutating func liftsWhileMoving(_ lift: (time: Double, position: Double)) -> Bool {
      feed(through: samples.count - 2)
      return tracker.liftsWhileMoving(at: lift.position, time: lift.time)
    }

    private mutating func feed(through index: Int) {
      while fed <= index {
        tracker.addSample(position: samples[fed].position, time: samples[fed].time)
        fed += 1
      }
    }
  }

  /// When the finger first passes `position` in `direction` at or after sample `index`.
  private func progress(past position: Double, direction: Double, after index: Int) -> Double? {
    samples[index...].first { direction * ($0.position - position) > 0 }?.time
  }
}
