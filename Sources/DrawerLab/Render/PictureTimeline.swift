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
    self.init(
      start: start,
      idle: zip(times, times.dropFirst()).filter { $1 - $0 > Self.longestIdle },
      end: times.last ?? start)
  }

  /// The timeline whose idle stretches longer than ``longestIdle`` are `idle`, in time order,
  /// and whose last instant is `end`.
  private init(start: Double, idle: [(start: Double, end: Double)], end: Double) {
    self.start = start
    var breaks: [Break] = []
    var removed = 0.0
    for (earlier, later) in idle {
      breaks.append(Break(start: earlier, end: later, shownStart: earlier - start - removed))
      removed += later - earlier - Self.shortenedIdle
    }
    self.breaks = breaks
    self.end = end
  }

  /// The timeline of a recording: its frames, and the keyframes of its content's scroll, which
  /// can coast on after the last frame.
  init(_ recording: DrawerRecording) {
    var gaps = Gaps()
    recording.forEachFrame { gaps.add($0.time) }
    self = gaps.timeline(
      start: recording.startTime, scroll: ContentScroll(recording, range: .infinity))
  }

  /// A recording's frame times gathered one at a time, keeping only the gaps longer than
  /// ``longestIdle`` between them: with the content's scroll, they make the timeline that all
  /// the times sorted together would.
  struct Gaps {
    private var first: Double?
    private var last: Double?
    private var gaps: [(start: Double, end: Double)] = []

    /// Notes the next frame's time.
    mutating func add(_ time: Double) {
      if let last, time - last > PictureTimeline.longestIdle { gaps.append((last, time)) }
      if first == nil { first = time }
      last = time
    }

    /// The timeline of the frames noted and the keyframes of `scroll`.
    ///
    /// A gap longer than ``longestIdle`` between two instants of either, next to each other in
    /// time, has no frame inside it, so it lies within a long gap between frames or outside the
    /// frames; the scroll's keyframes split those.
    func timeline(start: Double, scroll: ContentScroll) -> PictureTimeline {
      let scrollTimes = scroll.times
      guard let first, let last else {
        return PictureTimeline(start: start, frameTimes: scrollTimes)
      }
      var idle: [(start: Double, end: Double)] = []
      var next = 0
      // The long gaps between `from`, the scroll's instants after it and before `to`, and `to`
      // (the open end after the last frame when `to` is nil); `next` has passed those at or
      // before `from`.
      func split(from: Double, to: Double?) {
        var previous = from
        while next < scrollTimes.count, to.map({ scrollTimes[next] < $0 }) ?? true {
          let time = scrollTimes[next]
          next += 1
          if time - previous > PictureTimeline.longestIdle { idle.append((previous, time)) }
          previous = time
        }
        if let to, to - previous > PictureTimeline.longestIdle { idle.append((previous, to)) }
      }
      var before: [Double] = []
      while next < scrollTimes.count && scrollTimes[next] < first {
        before.append(scrollTimes[next])
        next += 1
      }
      let leading = before + [first]
      idle += zip(leading, leading.dropFirst()).filter { $1 - $0 > PictureTimeline.longestIdle }
      for gap in gaps {
        while next < scrollTimes.count && scrollTimes[next] <= gap.start { next += 1 }
        split(from: gap.start, to: gap.end)
      }
      while next < scrollTimes.count && scrollTimes[next] <= last { next += 1 }
      split(from: last, to: nil)
      return PictureTimeline(
        start: start, idle: idle, end: Swift.max(last, scrollTimes.last ?? last))
    }
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
