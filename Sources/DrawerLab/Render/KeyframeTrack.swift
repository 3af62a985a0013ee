/// One animated number over time, as keyframes joined by straight lines: what an SVG `<animate>`
/// with `calcMode="linear"` plays.
struct KeyframeTrack: Equatable {
  /// The keyframes' times in seconds, strictly increasing.
  private(set) var times: [Double]
  /// The value at each time.
  private(set) var values: [Double]

  /// A track through samples; samples at a time no later than the one before replace it.
  init(times: [Double], values: [Double]) {
    precondition(times.count == values.count, "one value per time")
    var keptTimes: [Double] = []
    var keptValues: [Double] = []
    keptTimes.reserveCapacity(times.count)
    keptValues.reserveCapacity(values.count)
    for (time, value) in zip(times, values) {
      if let last = keptTimes.last, time <= last {
        keptValues[keptValues.count - 1] = value
      } else {
        keptTimes.append(time)
        keptValues.append(value)
      }
    }
    self.times = keptTimes
    self.values = keptValues
  }

  /// Whether every value is within `tolerance` of the first.
  func isConstant(within tolerance: Double = 1e-9) -> Bool {
    guard let first = values.first else { return true }
    return values.allSatisfy { abs($0 - first) <= tolerance }
  }

  /// The value at `time` by linear interpolation between keyframes, held before the first and
  /// after the last.
  func value(at time: Double) -> Double {
    guard let first = times.first, let last = times.last else { return 0 }
    if time <= first { return values[0] }
    if time >= last { return values[values.count - 1] }
    var low = 0
    var high = times.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if times[middle] <= time { low = middle } else { high = middle }
    }
    let fraction = (time - times[low]) / (times[high] - times[low])
    return values[low] + (values[high] - values[low]) * fraction
  }

  /// The value at `time` of a value that holds until the next keyframe: the last keyframe's at
  /// or before `time` (the first's before it).
  func step(at time: Double) -> Double {
    guard !times.isEmpty else { return 0 }
    let after = times.partitioningIndex { $0 > time }
    return values[Swift.max(after - 1, 0)]
  }

  /// The fewest keyframes, taken from this track's own, whose straight lines pass within
  /// `tolerance` of every keyframe left out: where the motion is linear (at rest, or a finger
  /// moving steadily) a few keyframes stand for many (see ``Thinning``).
  func thinned(tolerance: Double) -> KeyframeTrack {
    var thinning = Thinning(tolerance: tolerance)
    for (time, value) in zip(times, values) { thinning.append(time, value) }
    return thinning.finish()
  }

  /// Only the keyframes where the value changes, for a value that holds until the next keyframe
  /// (`calcMode="discrete"`).
  func steps() -> KeyframeTrack {
    guard !times.isEmpty else { return self }
    var keptTimes = [times[0]]
    var keptValues = [values[0]]
    for index in 1..<times.count where values[index] != keptValues[keptValues.count - 1] {
      keptTimes.append(times[index])
      keptValues.append(values[index])
    }
    return KeyframeTrack(times: keptTimes, values: keptValues)
  }
}

extension KeyframeTrack {
  /// A thinned track built one keyframe at a time, so that a long recording's keyframes need
  /// never be held all at once: ``finish()`` returns what `KeyframeTrack(times:values:)` of them
  /// all, ``KeyframeTrack/thinned(tolerance:)``, would (or, for ``steps()``, `.steps()`).
  ///
  /// Thinning is a single pass of the "swing door" (cone intersection) method: from an anchor
  /// keyframe, the slopes that pass within `tolerance` of each later keyframe narrow to a cone;
  /// the segment ends at the last keyframe whose own slope lay inside the cone of those before
  /// it, which becomes the next anchor. Only the keyframes after that last one are held while
  /// the cone narrows: a few, where the motion bends.
  struct Thinning {
    private typealias Point = (time: Double, value: Double)

    /// The largest distance allowed between the thinned track and a keyframe left out;
    /// `nil` keeps only the keyframes where the value changes.
    private let tolerance: Double?
    private var kept = KeyframeTrack(times: [], values: [])
    /// The latest keyframe, held because a later one at the same time replaces its value.
    private var latest: Point?
    private var anchor: Point?
    private var low = -Double.infinity
    private var high = Double.infinity
    /// The last keyframe whose slope from the anchor lay inside the cone, and those after it.
    private var end: Point?
    private var after: [Point] = []
    /// The keyframes being judged, kept between calls so that judging one allocates nothing.
    private var queue: [Point] = []

    /// A thinning within `tolerance`.
    init(tolerance: Double) {
      self.tolerance = tolerance
    }

    /// Only the keyframes where the value changes, as ``KeyframeTrack/steps()``.
    static var steps: Thinning { Thinning(tolerance: nil) }

    private init(tolerance: Double?) {
      self.tolerance = tolerance
    }

    /// Adds a keyframe; one at a time no later than the one before replaces its value.
    mutating func append(_ time: Double, _ value: Double) {
      if let last = latest, time <= last.time {
        latest = (last.time, value)
        return
      }
      if let last = latest { consume(last) }
      latest = (time, value)
    }

    /// The thinned track of every keyframe added.
    mutating func finish() -> KeyframeTrack {
      if let last = latest { consume(last) }
      latest = nil
      // The last segment ends at its last keyframe inside the cone; those after it start
      // another.
      while let last = end {
        queue = closeSegment(at: last)
        judgeQueue()
      }
      return kept
    }

    private mutating func consume(_ point: Point) {
      guard tolerance != nil else {
        if kept.values.last != point.value { keep(point) }
        return
      }
      guard anchor != nil else {
        anchor = point
        keep(point)
        return
      }
      queue.append(point)
      judgeQueue()
    }

    /// Judges the keyframes in ``queue``, in order, against the cone from the anchor, and
    /// empties it.
    private mutating func judgeQueue() {
      defer { queue.removeAll(keepingCapacity: true) }
      guard let tolerance else { return }
      var next = 0
      while next < queue.count, let anchor {
        let candidate = queue[next]
        next += 1
        let span = candidate.time - anchor.time
        let rise = candidate.value - anchor.value
        let slope = rise / span
        // A little slack for rounding, so that exactly straight runs are recognised.
        let slack = 1e-12 * (1 + abs(slope))
        if end == nil || (slope >= low - slack && slope <= high + slack) {
          end = candidate
          after.removeAll(keepingCapacity: true)
        } else {
          after.append(candidate)
        }
        low = Swift.max(low, (rise - tolerance) / span)
        high = Swift.min(high, (rise + tolerance) / span)
        if low > high, let last = end {
          // The cone is closed: the segment ends at `last`, and the keyframes after it are
          // judged again from there.
          queue.replaceSubrange(0..<next, with: closeSegment(at: last))
          next = 0
        }
      }
    }

    /// Keeps `point` as the end of a segment and the next one's anchor, and returns the
    /// keyframes held after it, to be judged from it.
    private mutating func closeSegment(at point: Point) -> [Point] {
      keep(point)
      anchor = point
      low = -.infinity
      high = .infinity
      end = nil
      defer { after.removeAll(keepingCapacity: true) }
      return after
    }

    private mutating func keep(_ point: Point) {
      kept.times.append(point.time)
      kept.values.append(point.value)
    }
  }
}

/// The shared clock of a picture's animations: every `<animate>` lasts ``duration`` and repeats,
/// so that they all stay in step.
struct AnimationClock {
  /// The length of one play-through, in seconds.
  var duration: Double
  /// The instant the picture shows where its animations do not play, in seconds of the
  /// animation: each animated element's own attributes are its values then. A static renderer
  /// (and many previews) draws only those, so an animation's is the instant that tells its
  /// story (see `DrawerSVGRenderer.poseTime`); a still's is its instant.
  var pose = 0.0

  /// The value of a track that plays linearly, at ``pose``.
  func posed(_ track: KeyframeTrack) -> Double {
    track.value(at: pose)
  }

  /// The value of a track that holds each value until the next keyframe, at ``pose``.
  func posedStep(_ track: KeyframeTrack) -> Double {
    track.step(at: pose)
  }

  /// The `keyTimes` list of a track, as fractions of the duration written with eight decimals,
  /// and the indices of the keyframes kept: keyframes that would share a written key time are
  /// merged into the later one.
  func keyTimes(_ track: KeyframeTrack) -> (text: [String], indices: [Int]) {
    var text: [String] = []
    var indices: [Int] = []
    for (index, time) in track.times.enumerated() {
      let fraction = Swift.min(Swift.max(time / duration, 0), 1)
      let written = svgNumber(fraction, decimals: 8)
      if let last = text.last, last == written || fraction <= 0 && index > 0 {
        indices[indices.count - 1] = index
        continue
      }
      text.append(written)
      indices.append(index)
    }
    return (text, indices)
  }

  /// An `<animate>` of `attribute` along `track`, which should start at time 0; a linear one
  /// must also end at ``duration``.
  func animate(
    _ attribute: String, _ track: KeyframeTrack, discrete: Bool = false,
    format: (Double) -> String
  ) -> SVGElement {
    let (keyTimes, indices) = self.keyTimes(track)
    return SVGElement(
      "animate",
      [
        ("attributeName", attribute),
        ("dur", svgNumber(duration, decimals: 4) + "s"),
        ("repeatCount", "indefinite"),
        ("calcMode", discrete ? "discrete" : "linear"),
        ("keyTimes", keyTimes.joined(separator: ";")),
        ("values", indices.map { format(track.values[$0]) }.joined(separator: ";")),
      ])
  }

  /// An `<animateTransform>` of the given type along `track`; `format` turns a value into the
  /// transform's arguments (`"12 0"` for a translation).
  func animateTransform(
    _ type: String, _ track: KeyframeTrack, format: (Double) -> String
  ) -> SVGElement {
    let (keyTimes, indices) = self.keyTimes(track)
    return SVGElement(
      "animateTransform",
      [
        ("attributeName", "transform"),
        ("type", type),
        ("dur", svgNumber(duration, decimals: 4) + "s"),
        ("repeatCount", "indefinite"),
        ("calcMode", "linear"),
        ("keyTimes", keyTimes.joined(separator: ";")),
        ("values", indices.map { format(track.values[$0]) }.joined(separator: ";")),
      ])
  }
}
