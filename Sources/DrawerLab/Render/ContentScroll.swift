import DrawerCore
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
/// point to go, a finger comes down again, or it reaches the end of the content. The scroll
/// stays within the content: a drag beyond an end stretches with UIKit's rubber band; coasting
/// stops at the end.
struct ContentScroll {
  /// The scroll at each instant, in points the content has moved up, as keyframes in the
  /// recording's seconds.
  let times: [Double]
  let offsets: [Double]

  /// UIKit's normal deceleration rate, per millisecond.
  static let decelerationRate = 0.998
  /// Coasting stops with less than this to go, in points.
  static let restDistance = 0.25

  /// Whether the content ever moves.
  var scrolls: Bool { offsets.contains { $0 != 0 } }

  /// The scroll of a recording whose content can move up by at most `range`.
  ///
  /// - Parameters:
  ///   - recording: what happened.
  ///   - range: how far the content can scroll, in points (its height less the screen's).
  ///   - end: how long to follow coasting, in the recording's seconds.
  init(_ recording: DrawerRecording, range: Double, until end: Double) {
    let band = RubberBand(dimension: recording.trace.container.height)
    var times = [recording.startTime]
    var offsets = [0.0]
    var raw = 0.0
    var tracker: VelocityTracker?
    var previous: DrawerRecording.Frame?
    var coast: (time: Double, from: Double, velocity: Double)?
    func append(_ time: Double, _ offset: Double) {
      if let last = times.last, time <= last {
        offsets[offsets.count - 1] = offset
      } else {
        times.append(time)
        offsets.append(offset)
      }
    }
    func coasted(_ coast: (time: Double, from: Double, velocity: Double), to time: Double)
      -> Double
    {
      // v·(d^(1000 t) − 1) / (1000 · ln d): the integral of the decaying velocity.
      let d = Self.decelerationRate
      let travelled =
        coast.velocity * (pow(d, 1000 * (time - coast.time)) - 1) / (1000 * log(d))
      return Swift.min(Swift.max(coast.from + travelled, 0), range)
    }
    for frame in recording.frames {
      defer { previous = frame }
      if let finger = frame.finger {
        if let flight = coast {
          // A finger stops the coasting content where it is.
          raw = coasted(flight, to: frame.time)
          append(frame.time, raw)
          coast = nil
        }
        guard case .resting(.closed) = frame.drawer.phase else {
          tracker = nil
          continue
        }
        // The content follows the finger from the frame it took the touch.
        if tracker != nil, let before = previous?.finger {
          raw += before.y - finger.y
          append(frame.time, band.value(raw, within: 0...Swift.max(range, 0)))
        } else {
          tracker = VelocityTracker()
          append(frame.time, band.value(raw, within: 0...Swift.max(range, 0)))
        }
        tracker?.addSample(position: -finger.y, time: frame.time)
      } else if let lifted = tracker {
        // The finger left: coast from where the content is shown.
        let from = Swift.min(Swift.max(raw, 0), range)
        raw = from
        append(frame.time, from)
        coast = (frame.time, from, lifted.velocity(at: frame.time))
        tracker = nil
      }
    }
    if let flight = coast {
      // Sample the coasting at 60 Hz until it has nothing left to travel.
      let total = flight.velocity / 1000 * Self.decelerationRate / (1 - Self.decelerationRate)
      var time = flight.time
      while time < end {
        time = Swift.min(time + 1.0 / 60, end)
        let offset = coasted(flight, to: time)
        append(time, offset)
        if abs(flight.from + total - offset) < Self.restDistance || offset == 0 || offset == range {
          break
        }
      }
    }
    self.times = times
    self.offsets = offsets
  }

  /// The scroll at `time`, in points: the keyframes joined by straight lines.
  func offset(at time: Double) -> Double {
    KeyframeTrack(times: times, values: offsets).value(at: time)
  }
}
