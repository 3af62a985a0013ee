@_spi(DrawerKit) import DrawerCore
import Foundation

/// How far the picture's home screen has scrolled over time: the content follows a finger the
/// drawer left to it, as a scroll view would.
///
/// A touch is the content's from the first frame in which the drawer is closed and at rest
/// while the finger is down (the engine has judged the touch a scroll); from then on the cards
/// follow the finger's vertical movement one to one, from where the finger was when the
/// content took it (no jump, as a scroll view starts from where its pan is recognised). When
/// the finger lifts, the content coasts on with UIKit's normal deceleration (the velocity
/// multiplied by `0.998` every millisecond, `UIScrollView.DecelerationRate.normal`) from the
/// finger's vertical velocity (DrawerCore's tracker), until it has less than a quarter of a
/// point to go or a finger comes down again. The scroll stays within the content: a drag beyond
/// an end stretches with UIKit's rubber band; coasting stops at the end.
struct ContentScroll {
  /// The scroll at each instant, in points the content has moved up, as keyframes in the
  /// recording's seconds.
  let times: [Double]
  let offsets: [Double]

  /// UIKit's normal deceleration, `0.998` per millisecond.
  static let momentum = MomentumProjection()
  /// Coasting stops with less than this to go, in points.
  static let restDistance = 0.25

  /// The scroll of a recording whose content can move up by at most `range`.
  ///
  /// The keyframes' times do not depend on `range` (coasting that reaches an end of the content
  /// stays there until it would have stopped), so the picture's timing is the same whatever the
  /// app drawn.
  ///
  /// - Parameters:
  ///   - recording: what happened.
  ///   - range: how far the content can scroll, in points (its height less the screen's).
  init(_ recording: DrawerRecording, range: Double) {
    var builder = Builder(recording, range: range)
    recording.forEachFrame { builder.add($0) }
    self = builder.finish()
  }

  /// The scroll of a recording built frame by frame, in order: what
  /// ``init(_:range:)`` goes through, for a picture that goes through the frames once for all
  /// it needs.
  struct Builder {
    private let range: Double
    private let band: RubberBand
    private var times: [Double]
    private var offsets = [0.0]
    private var raw = 0.0
    private var tracker: VelocityTracker?
    private var previous: DrawerRecording.Frame?
    private var coasting: Coast?

    /// The start of the scroll of `recording`, whose content can move up by at most `range`.
    init(_ recording: DrawerRecording, range: Double) {
      self.range = Swift.max(range, 0)
      band = RubberBand(dimension: recording.trace.container.height)
      times = [recording.startTime]
    }

    private mutating func append(_ time: Double, _ offset: Double) {
      if let last = times.last, time <= last {
        offsets[offsets.count - 1] = offset
      } else {
        times.append(time)
        offsets.append(offset)
      }
    }

    /// Samples the coasting at 60 Hz up to `time`, or until it has nothing left to travel.
    private mutating func coast(to time: Double) {
      guard var flight = coasting else { return }
      while flight.sampled < time {
        flight.sampled = Swift.min(flight.sampled + 1.0 / 60, time)
        let offset = flight.offset(at: flight.sampled, within: range)
        append(flight.sampled, offset)
        raw = offset
        if flight.hasStopped(at: flight.sampled) {
          coasting = nil
          return
        }
      }
      coasting = flight
    }

    /// Follows the recording's next frame.
    mutating func add(_ frame: DrawerRecording.Frame) {
      defer { previous = frame }
      coast(to: frame.time)
      guard let finger = frame.finger else {
        if let lifted = tracker {
          // The finger left: coast on from where the content is shown.
          raw = Swift.min(Swift.max(raw, 0), range)
          append(frame.time, raw)
          coasting = Coast(
            start: frame.time, from: raw, velocity: lifted.velocity(at: frame.time),
            sampled: frame.time)
          tracker = nil
        }
        return
      }
      // A finger stops the coasting content where it is.
      coasting = nil
      guard case .resting(.closed) = frame.drawer.phase else {
        tracker = nil
        return
      }
      // The content follows the finger from the frame it took the touch.
      if tracker != nil, let before = previous?.finger {
        raw += before.y - finger.y
      } else {
        tracker = VelocityTracker()
      }
      append(frame.time, band.value(raw, within: 0...range))
      tracker?.addSample(position: -finger.y, time: frame.time)
    }

    /// The scroll, once every frame has been added: the coasting runs to its end.
    mutating func finish() -> ContentScroll {
      coast(to: .infinity)
      return ContentScroll(times: times, offsets: offsets)
    }
  }

  private init(times: [Double], offsets: [Double]) {
    self.times = times
    self.offsets = offsets
  }

  /// Content moving on after the finger left, slowing down as UIKit's scroll views do.
  private struct Coast {
    var start: Double
    var from: Double
    var velocity: Double
    /// The latest instant sampled.
    var sampled: Double

    /// How far it travels in all, in points.
    var distance: Double {
      ContentScroll.momentum.distance(forVelocity: velocity)
    }

    /// Where it is at `time`: `v·(d^(1000 t) − 1) / (1000 · ln d)`, the integral of the decaying
    /// velocity, kept within `0...range`.
    func offset(at time: Double, within range: Double) -> Double {
      let d = ContentScroll.momentum.decelerationRate
      let travelled = velocity * (pow(d, 1000 * (time - start)) - 1) / (1000 * log(d))
      return Swift.min(Swift.max(from + travelled, 0), range)
    }

    /// Whether it has less than ``ContentScroll/restDistance`` left to travel at `time`.
    func hasStopped(at time: Double) -> Bool {
      let left = distance * pow(ContentScroll.momentum.decelerationRate, 1000 * (time - start))
      return abs(left) < ContentScroll.restDistance
    }
  }

  /// The scroll at `time`, in points: the keyframes joined by straight lines.
  func offset(at time: Double) -> Double {
    KeyframeTrack(times: times, values: offsets).value(at: time)
  }
}
