@_spi(DrawerKit) import DrawerCore

/// What a picture takes from a recording's frames, in two passes over them: the first finds
/// what the drawing needs to know beforehand (how the picture spends its time, the chart's
/// range and marks, which drawer each touch dragged, a still's instant), the second draws
/// (every layer's track, thinned as it goes, and the chart's lines). Neither keeps the frames,
/// so that a streamed recording of a long trace is drawn in memory that follows what the
/// picture shows, not how many events the trace has.
struct PictureFacts {
  /// How the picture spends its time.
  let timeline: PictureTimeline
  /// How the app's content scrolls.
  let scroll: ContentScroll
  /// Where the first finger in the recording touched, if one did.
  let firstFinger: DrawerPoint?
  /// For each touch (frames in a row with a finger down), whether it dragged the second drawer:
  /// the chart measures its finger from the second drawer's side then.
  let touchesOfSecondDrawer: [Bool]
  /// The touches the chart marks as taps.
  let taps: [DrawerRecording.Touch]
  /// The chart's vertical range, in points: every offset, open width and charted finger
  /// distance, with some room above and below.
  let offsetRange: ClosedRange<Double>
  /// Each time the open width changes, in the trace's seconds, and the new width.
  let widthChanges: [(time: Double, width: Double)]
  /// The largest container of the recording (before its first event and at every frame).
  let largestContainer: DrawerSize
  /// The instant of the recording that tells its story, in the trace's seconds: what an
  /// animation shows where animations do not play (a static renderer, many previews); `nil`
  /// when the trace has no events. Always a frame's instant, so that the animation shows it as
  /// the engine had it:
  ///
  /// - When a finger moved a drawer, the frame in which it held a drawer farthest from where
  ///   that drawer started (the first such frame): the finger on the glass, the drawer where the
  ///   finger took it.
  /// - Otherwise (the drawer set off by a tap, a command or a resize), the frame a quarter of
  ///   the way through the last spring's time to rest (0.1 s into it when it never rests): the
  ///   drawer on its way.
  /// - Otherwise, the frame in the middle of the first touch (a scroll the drawer left alone),
  ///   or else in the middle of the trace's events.
  let storyInstant: Double?
  /// The drawer's offset at the end of each tap, in the order of ``taps``.
  let tapOffsets: [Double]
  /// Each drawer's offset when it came to rest after its last spring, if it did.
  let restOffset: Double?
  let secondRestOffset: Double?
  /// The recording at the still's instant, for a still.
  let still: DrawerRecording.Frame?

  /// Goes through `recording`'s frames once.
  ///
  /// - Parameters:
  ///   - recording: what the drawer did.
  ///   - scrollRange: how far the app's content can scroll, in points.
  ///   - still: for a still, its instant in the trace's seconds.
  ///   - progress: called once per frame.
  init(
    _ recording: DrawerRecording, scrollRange: Double, still: Double? = nil,
    progress: () -> Void = {}
  ) {
    let taps = recording.touches.filter(\.isTap)
    let rests = [recording.restTime, recording.second?.restTime].compactMap { $0 }
    let instants = recording.clamped(taps.map(\.end) + rests + (still.map { [$0] } ?? []))
    var inForce = DrawerRecording.FramesInForce(at: instants, first: recording.firstFrame)
    var gaps = PictureTimeline.Gaps()
    // The scroll's keyframe times do not depend on how far it can go: the timeline takes them
    // from this one.
    var scrolling = ContentScroll.Builder(recording, range: scrollRange)
    var firstFinger: DrawerPoint?
    var distances = FingerDistances(taps: taps)
    var touch = TouchExtent()
    var touchesOfSecondDrawer: [Bool] = []
    var low = 0.0
    var high = 1.0
    var widthChanges: [(time: Double, width: Double)] = []
    var width = recording.initial.width
    var largest = recording.initial.container
    var farthestHold: (time: Double, distance: Double)?
    let otherStory = Self.otherStory(recording)
    var otherStoryFrame: Double?
    let firstSide = recording.configuration.side
    let secondSide = recording.second?.configuration.side
    func endTouch() {
      guard touch.isDown else { return }
      touchesOfSecondDrawer.append(touch.isSecond)
      if let range = touch.range {
        low = Swift.min(low, range.lowerBound)
        high = Swift.max(high, range.upperBound)
      }
      touch = TouchExtent()
    }
    recording.forEachFrame { frame in
      progress()
      gaps.add(frame.time)
      inForce.add(frame)
      scrolling.add(frame)
      if firstFinger == nil { firstFinger = frame.finger }
      if frame.finger == nil { endTouch() }
      if let finger = frame.finger {
        touch.isDown = true
        touch.isSecond = touch.isSecond || frame.second?.isTracking == true
        if distances.charts(frame) {
          touch.add(
            first: firstSide.distance(ofX: finger.x, inWidth: frame.container.width),
            second: secondSide?.distance(ofX: finger.x, inWidth: frame.container.width))
        }
      }
      low = Swift.min(low, frame.offset)
      high = Swift.max(high, frame.offset, frame.width)
      if let second = frame.second, let offset = frame.secondOffset {
        low = Swift.min(low, offset)
        high = Swift.max(high, offset, second.width)
      }
      if frame.finger != nil, frame.drawer.isTracking || frame.second?.isTracking == true {
        let distance = Swift.max(
          abs(frame.offset - recording.initial.offset),
          abs((frame.secondOffset ?? 0) - (recording.initial.secondOffset ?? 0)))
        if distance > farthestHold?.distance ?? -1 { farthestHold = (frame.time, distance) }
      }
      if let otherStory, otherStoryFrame == nil || frame.time <= otherStory {
        otherStoryFrame = frame.time
      }
      if frame.width != width {
        widthChanges.append((frame.time, frame.width))
        width = frame.width
      }
      largest = DrawerSize(
        width: Swift.max(largest.width, frame.container.width),
        height: Swift.max(largest.height, frame.container.height))
    }
    endTouch()
    let margin = (high - low) * 0.06
    let scroll = scrolling.finish()
    self.timeline = gaps.timeline(start: recording.startTime, scroll: scroll)
    self.scroll = scroll
    self.firstFinger = firstFinger
    self.touchesOfSecondDrawer = touchesOfSecondDrawer
    self.taps = taps
    self.offsetRange = (low - margin)...(high + margin)
    self.widthChanges = widthChanges
    self.largestContainer = largest
    self.storyInstant = farthestHold?.time ?? otherStoryFrame
    var snapshots = zip(inForce.finish(), instants).map { frame, time in
      recording.snapshot(of: frame, at: time)
    }.makeIterator()
    tapOffsets = taps.map { _ in snapshots.next()?.offset ?? 0 }
    restOffset = recording.restTime.flatMap { _ in snapshots.next()?.offset }
    secondRestOffset = recording.second?.restTime.flatMap { _ in
      snapshots.next().map { $0.secondOffset ?? 0 }
    }
    self.still = still.flatMap { _ in snapshots.next() }
  }

  /// The story's instant when no finger moves a drawer (see ``storyInstant``), before it is
  /// moved to a frame's.
  private static func otherStory(_ recording: DrawerRecording) -> Double? {
    if let spring = recording.lastSpring {
      return spring.rest.map { spring.start + ($0 - spring.start) / 4 } ?? spring.start + 0.1
    }
    if let touch = recording.touches.first { return (touch.down + touch.end) / 2 }
    guard let first = recording.trace.events.first, let last = recording.trace.events.last else {
      return nil
    }
    return (first.event.time + last.event.time) / 2
  }

  /// One touch's charted finger distances from either drawer's side, and whether it dragged
  /// the second drawer.
  private struct TouchExtent {
    var isDown = false
    var isSecond = false
    private var first: ClosedRange<Double>?
    private var second: ClosedRange<Double>?

    mutating func add(first distance: Double, second other: Double?) {
      first = Self.widened(first, by: distance)
      if let other { second = Self.widened(second, by: other) }
    }

    /// The range of the charted distances, from the side the touch is measured from; `nil`
    /// when it charted none.
    var range: ClosedRange<Double>? { isSecond ? second : first }

    private static func widened(_ range: ClosedRange<Double>?, by value: Double)
      -> ClosedRange<Double>
    {
      range.map { Swift.min($0.lowerBound, value)...Swift.max($0.upperBound, value) }
        ?? value...value
    }
  }
}

/// Which frames the chart draws the finger at: those with a finger down that are not part of a
/// tap (a tap is marked at its instant instead: where it landed across the screen says nothing
/// about the drawer's offset). Frames and taps are both in time order: one pointer walks the taps.
struct FingerDistances {
  private let taps: [DrawerRecording.Touch]
  private var tap = 0

  init(taps: [DrawerRecording.Touch]) {
    self.taps = taps
  }

  /// Whether the chart draws the finger of `frame`, the next frame in order.
  mutating func charts(_ frame: DrawerRecording.Frame) -> Bool {
    while tap < taps.count && taps[tap].end < frame.time { tap += 1 }
    return frame.finger != nil && (tap == taps.count || frame.time < taps[tap].down)
  }
}
