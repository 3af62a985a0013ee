/// Estimates a finger's velocity along one axis from its recent samples.
///
/// The estimate is Android's and Flutter's default, `LSQ2`: a least-squares quadratic
/// `x(τ) = a + b·τ + c·τ²` fitted to the samples of the last 100 ms, with `τ` the time relative to
/// the newest sample, and the velocity taken as its slope `b` at the newest sample (Android's
/// `VelocityTracker.cpp`, `LeastSquaresVelocityTrackerStrategy`; Flutter's
/// `LeastSquaresSolver`). With two samples the fit is a straight line; with one, the velocity is 0.
///
/// Real fingers are sampled sparsely and unevenly (30–60 Hz, with dropped events), so the fit
/// is fenced by rules that each have a platform or physical precedent:
/// - **Horizon**: only samples at most 100 ms older than the newest take part (Android's
///   `HORIZON`).
/// - **Gap**: a gap of more than the stop gap (below) between two samples breaks the window
///   there (the finger had stopped; Android's `ASSUME_POINTER_STOPPED_TIME`), with one
///   exception: the newest segment takes part whatever its length when the finger moved across
///   it (at least 2 pt). A still finger sends no samples, but a finger that arrives somewhere
///   else after a gap was moving, and events were lost: the segment's average speed is a lower
///   bound of its speed.
/// - **Stop**: a finger that has sent nothing for the stop gap has stopped, and its velocity is
///   0 — asked more than the stop gap after the newest sample (a still finger sends nothing), or
///   when the samples of the last 40 ms span less than 2 pt (a still finger that jitters). 2 pt in
///   40 ms is 50 pt/s, the release rule's dead zone.
/// - **The device's own rate**: the stop gap is Android's 40 ms, which is 2.4 sampling
///   intervals of the 60 Hz touch panels it was written for, and on a device that samples more
///   slowly it is 2.4 of that device's own intervals (``samplingInterval``): a phone that
///   reports a moving finger every 33 ms leaves 33 ms between two samples of it, and one frame
///   more when a sample waits for the next frame (Android hands input to the app once per frame,
///   batched; UIKit coalesces touches to the display's refresh), so 40 ms of silence there is
///   not a stop. An `up` delivered late after a fast last move is a lift, not a stop, on such a
///   device; on a 60 Hz or faster one, nothing changes.
/// - **Late lift**: some devices report the lift 35–50 ms after a fast last move, at the same
///   position (the `up` repeats the last known position, as Android's does). A finger at
///   1 000–2 500 pt/s cannot stop within one sampling interval without the device reporting
///   the travel it takes to stop, so when the newest segment was that fast and the lift comes
///   with no further sample, the finger left the glass moving: at release its velocity is the
///   one at its newest sample, for a silence up to one ``samplingInterval`` plus the stop gap
///   (each learned from the stroke's own samples, as the stop gap is). A finger that stops
///   sends its slowing first, and a silence longer than that is still a stop.
/// - **Turning point**: at release (``releaseVelocity(liftPosition:at:intentionalDistance:)``),
///   a finger that went one way and came back by more than the touch slop has reversed:
///   its velocity passed through zero at the turning point, a stop as much as a silence is, so
///   the window begins there and the samples before it, of a motion that has ended, do not
///   count (whatever the net displacement over the 100 ms is). A finger that came back by less
///   recoiled as it stopped (the fingertip springs back): the window ends at the turning point,
///   and the recoil does not count either way.
/// - **Slowing**: a flick accelerates, then slows before the lift, and a least-squares parabola
///   through that hump can carry the slowing past what the newest samples show (all but
///   stopped, while the last step still covered ground fast). The estimate is never slower, the
///   same way, than the parabola through the newest three samples (the second-order one-sided
///   difference, exact under a uniform acceleration), unless two of those were handled in a
///   bunch, at most ``burstInterval`` apart.
/// - **Slowing flick at the lift**: a flick that slows hard in its last samples (4 900 pt/s,
///   then 1 600) leaves a least-squares parabola, and the one through the newest three
///   samples, at rest or all but (under ``stillSpeed``), extrapolating the slowing. When the
///   lift itself carries motion, the finger was still moving as it left the glass, faster than
///   a still finger over its newest segment: the estimate is then Android's impulse strategy
///   over the same window (`ImpulseVelocityTrackerStrategy`, below), a recent-delta velocity
///   that weighs each segment by the speed it ran at, and cannot fall to rest while the newest
///   segment moves.
/// - **Direction**: the velocity never points against what the finger clearly did at the end:
///   when the newest step and the window's straight-line trend agree in direction and the
///   quadratic's slope points the other way (its curvature extrapolated a deceleration past zero,
///   as a least-squares quadratic through three or four samples of a decelerating flick does),
///   the estimate is Android's impulse strategy over the same window instead
///   (`ImpulseVelocityTrackerStrategy`: the velocity that the kinetic energy the finger imparted
///   would give a unit mass), which cannot point against a consistent motion.
/// - **Clamp**: the result is limited to ±8000 pt/s (Android's maximum fling velocity is of the
///   same order), so a glitching digitiser cannot fling the drawer across the screen.
///
/// The position where the finger lifts is not a sample by default: an `up` usually repeats the
/// last position with a later time, which would drag the estimate toward zero. Record moves with
/// ``addSample(position:time:)`` and ask ``releaseVelocity(liftPosition:at:intentionalDistance:)``
/// at lift-off, which adds the lift only when it carries motion.
///
/// ```swift
/// var tracker = VelocityTracker()
/// for (t, x) in [(0.0, 0.0), (0.008, 4.0), (0.016, 8.0)] { tracker.addSample(position: x, time: t) }
/// tracker.velocity(at: 0.02)  // 500 pt/s
/// ```
public struct VelocityTracker: Sendable, Hashable {
  /// How far back samples are considered, in seconds (100 ms).
  public static let horizon = 0.100
  /// The gap between samples, or between the newest sample and the query, beyond which the
  /// finger is taken to have stopped, in seconds (40 ms).
  public static let stopGap = 0.040
  /// The period examined for stillness, in seconds: the stop gap, 40 ms.
  public static let stillnessWindow = stopGap
  /// The movement below which the finger counts as still during ``stillnessWindow``, in points.
  public static let stillnessDistance = 2.0
  /// The speed of a finger that moves ``stillnessDistance`` in ``stillnessWindow``, 50 pt/s, in
  /// points per second: below it, the finger counts as still and the sign of a fit is noise.
  public static let stillSpeed = stillnessDistance / stillnessWindow
  /// The largest speed reported, in points per second.
  public static let maximumSpeed = 8000.0
  /// The stop gap in sampling intervals: Android's 40 ms at 60 Hz, `0.040 × 60`.
  public static let stopGapInSamples = 2.4
  /// The interval at or below which two samples were handled in a bunch rather than measured
  /// apart, in seconds: 2 ms, the `MIN_TIME_DELTA` below which Android's integrating velocity
  /// strategy ignores a sample.
  public static let burstInterval = 0.002

  private(set) var samples = SampleRing()

  /// Creates a tracker with no samples.
  public init() {}

  /// The number of samples held, at most 20.
  public var sampleCount: Int { samples.count }

  /// Records where the finger was at a time.
  ///
  /// A sample with a non-finite position or time is ignored. A sample older than the newest one
  /// is taken to be at the newest one's time (time never runs backwards here), and a sample at
  /// the same time as the newest replaces it, so duplicated events cannot make the fit singular.
  ///
  /// - Parameters:
  ///   - position: the finger's position along the axis, in points.
  ///   - time: the sample's time in seconds.
  public mutating func addSample(position: Double, time: Double) {
    guard position.isFinite, time.isFinite else { return }
    if samples.count > 0 {
      let newest = samples[age: 0]
      if time <= newest.time {
        samples.replaceNewest(time: newest.time, position: position)
        return
      }
    }
    samples.append(time: time, position: position)
  }

  /// The device's sampling interval as the touch's own samples show it, in seconds: the lower
  /// median of the intervals between its newest samples (at most eight), so that a lost event or
  /// a long first interval does not count; `nil` with fewer than two samples.
  public var samplingInterval: Double? {
    let count = Swift.min(samples.count - 1, 8)
    guard count >= 1 else { return nil }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 8) { intervals in
      // The newest intervals, sorted by insertion as they are read.
      for age in 0..<count {
        let value = samples[age: age].time - samples[age: age + 1].time
        var slot = age
        while slot > 0 && intervals[slot - 1] > value {
          intervals[slot] = intervals[slot - 1]
          slot -= 1
        }
        intervals[slot] = value
      }
      return intervals[(count - 1) / 2]
    }
  }

  /// How far the finger moved between its two newest samples, in points; `0` with fewer.
  var newestStep: Double {
    samples.count >= 2 ? abs(samples[age: 0].position - samples[age: 1].position) : 0
  }

  /// How long a silence means that the finger has stopped, in seconds: ``stopGap``, or
  /// ``stopGapInSamples`` of the device's own ``samplingInterval`` when that is longer.
  public var deviceStopGap: Double {
    Self.stopGap(forInterval: samplingInterval)
  }

  static func stopGap(forInterval interval: Double?) -> Double {
    Swift.max(stopGap, stopGapInSamples * (interval ?? 0))
  }

  /// Forgets every sample, as when a new touch begins.
  public mutating func reset() {
    samples.removeAll()
  }

  /// The finger's velocity at `time`, in points per second, clamped to ±8000.
  ///
  /// - Parameter time: when the velocity is wanted, in seconds; a non-finite time counts as the
  ///   newest sample's.
  /// - Returns: the velocity in points per second, positive toward increasing positions; `0` when
  ///   the finger had stopped, held still or left fewer than two samples.
  public func velocity(at time: Double) -> Double {
    estimate(at: time).velocity
  }

  /// The velocity at `time` and whether the finger had stopped by then; with a `turning`
  /// distance, the window begins at the finger's turning point if it came back farther than
  /// that (the type's rules).
  func estimate(
    at time: Double, turning: Double? = nil, stopGap: Double? = nil,
    liftCarriesMotion: Bool = false
  ) -> (velocity: Double, hasStopped: Bool) {
    guard samples.count >= 2 else { return (0, true) }
    let newest = samples[age: 0]
    let now = time.isFinite ? Swift.max(time, newest.time) : newest.time
    let stopGap = stopGap ?? deviceStopGap
    if now - newest.time > stopGap { return (0, true) }

    // The window: back from the newest sample, within the horizon, without a stopping gap; the
    // newest segment takes part whatever its length if the finger moved across it.
    var windowCount = 1
    var previousTime = newest.time
    while windowCount < samples.count {
      let sample = samples[age: windowCount]
      let broken =
        newest.time - sample.time > Self.horizon || previousTime - sample.time > stopGap
      if broken {
        let movedAcrossNewestSegment =
          windowCount == 1 && abs(newest.position - sample.position) >= Self.stillnessDistance
        if movedAcrossNewestSegment { windowCount += 1 }
        break
      }
      previousTime = sample.time
      windowCount += 1
    }
    guard windowCount >= 2 else { return (0, true) }
    var window = 0..<windowCount
    if let turning { window = turningWindow(window, distance: turning) }
    let head = samples[age: window.lowerBound]

    // Stillness: the samples of the last 40 ms barely moved.
    var lowest = head.position
    var highest = head.position
    var stillCount = 0
    for age in window {
      let sample = samples[age: age]
      guard now - sample.time <= Self.stillnessWindow else { break }
      lowest = Swift.min(lowest, sample.position)
      highest = Swift.max(highest, sample.position)
      stillCount += 1
    }
    if stillCount >= 2 && highest - lowest < Self.stillnessDistance { return (0, true) }

    let previous = samples[age: window.lowerBound + 1]
    let newestStep = (head.position - previous.position) / (head.time - previous.time)
    var slope: Double
    if let quadratic = quadraticSlope(window) {
      slope = quadratic
      // The straight line is needed only when the quadratic points against the newest step.
      if newestStep != 0 && (slope > 0) != (newestStep > 0) {
        let linear = linearSlope(window)
        if (linear > 0) == (newestStep > 0) && linear != 0 {
          slope = impulseVelocity(window)
        }
      } else if let local = localSlope(window), (local > 0) == (slope > 0), abs(local) > abs(slope)
      {
        slope = local
      }
      // A flick that slows hard and lifts while still moving: the parabolas carry the slowing
      // to rest, the lift says the finger had not got there (the slowing-flick rule).
      if liftCarriesMotion && abs(slope) < Self.stillSpeed && abs(newestStep) > Self.stillSpeed {
        slope = impulseVelocity(window)
      }
    } else {
      // A straight line (two samples, or an ill-conditioned fit) follows the finger's trend.
      slope = linearSlope(window)
    }
    return (slope.sanitised(to: -Self.maximumSpeed...Self.maximumSpeed, nan: 0), false)
  }
}
