/// How a picture spends its time: the recording's own seconds, except that every idle stretch
/// longer than ``longestIdle`` (the drawer still, and no finger moving) is shown as
/// ``shortenedIdle``, so that a trace with a long pause is still a picture one can watch, and
/// its cost (keyframes, chart ticks) follows what happens in it, not how long it lasts.
///
/// Picture times are seconds since the recording's first event, with the shortened stretches
/// taken out; the chart marks each shortened stretch and says how long it really was.
struct PictureTimeline: Equatable {
  /// An idle stretch shown shorter than it was.
  struct Break: Equatable {
    /// Where it starts and ends, in the trace's seconds.
    var start: Double
    var end: Double
    /// Where it starts in the picture, in picture seconds.
    var shownStart: Double

    /// How long it really lasted, in seconds.
    var duration: Double { end - start }
    /// Where it ends in the picture, in picture seconds.
    var shownEnd: Double { shownStart + PictureTimeline.shortenedIdle }
  }

  /// Idle stretches longer than this, in seconds, are shortened.
  static let longestIdle = 2.0
  /// How long a shortened idle stretch is shown, in seconds.
  static let shortenedIdle = 1.0

  /// The recording's first event, in the trace's seconds: picture time 0.
  let start: Double
  /// The shortened stretches, in time order.
  let breaks: [Break]
  /// The last instant anything moves, in the trace's seconds.
  let end: Double

  /// The timeline of frames at `times` (in the trace's seconds, in order), starting at `start`:
  /// a gap between two frames longer than ``longestIdle`` is a stretch in which nothing changed
  /// (a recording has frames a frame period apart wherever anything moves).
  init(start: Double, frameTimes times: [Double]) {
    self.start = start
    var breaks: [Break] = []
    var removed = 0.0
    for (earlier, later) in zip(times, times.dropFirst())
    where later - earlier > Self.longestIdle {
      breaks.append(Break(start: earlier, end: later, shownStart: earlier - start - removed))
      removed += later - earlier - Self.shortenedIdle
    }
    self.breaks = breaks
    self.end = times.last ?? start
  }

  /// The timeline of a recording: its frames, and the keyframes of its content's scroll, which
  /// can coast on after the last frame.
  init(_ recording: DrawerRecording) {
    let times = (recording.frames.map(\.time) + ContentScroll(recording, range: .infinity).times)
      .sorted()
    self.init(start: recording.startTime, frameTimes: times)
  }

  /// Where an instant of the trace is in the picture, in picture seconds.
  ///
  /// - Parameter time: an instant, in the trace's seconds.
  /// - Returns: picture seconds since the first event.
  func shown(_ time: Double) -> Double {
    // The last break that starts before `time` (a binary search: a trace may have many).
    guard let index = lastIndex(where: { $0.start < time }) else { return time - start }
    let gap = breaks[index]
    if time < gap.end {
      return gap.shownStart + (time - gap.start) / gap.duration * Self.shortenedIdle
    }
    return gap.shownEnd + (time - gap.end)
  }

  /// The instant of the trace a picture time shows, the inverse of ``shown(_:)``.
  ///
  /// - Parameter shown: picture seconds since the first event.
  /// - Returns: an instant, in the trace's seconds.
  func time(shown: Double) -> Double {
    guard let index = lastIndex(where: { $0.shownStart < shown }) else { return start + shown }
    let gap = breaks[index]
    if shown < gap.shownEnd {
      return gap.start + (shown - gap.shownStart) / Self.shortenedIdle * gap.duration
    }
    return gap.end + (shown - gap.shownEnd)
  }

  /// The last break for which `isBefore` holds, `isBefore` holding for a prefix of the breaks.
  private func lastIndex(where isBefore: (Break) -> Bool) -> Int? {
    let after = breaks.partitioningIndex { !isBefore($0) }
    return after == 0 ? nil : after - 1
  }

  /// A duration in words a person reads at a glance: `12 s`, `4.5 min`, `3 h`, `12 days`,
  /// `31.7 years`.
  static func words(_ seconds: Double) -> String {
    let units: [(String, Double)] = [
      ("years", 365.25 * 86_400), ("days", 86_400), ("h", 3_600), ("min", 60),
    ]
    for (unit, size) in units where seconds >= 2 * size {
      return "\(svgNumber(seconds / size, decimals: seconds / size < 100 ? 1 : 0)) \(unit)"
    }
    return "\(svgNumber(seconds, decimals: seconds < 100 ? 1 : 0)) s"
  }
}
