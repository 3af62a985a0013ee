@_spi(DrawerKit) import DrawerCore

/// The chart beside the picture: the drawer's offset over time, with the finger's position along
/// the same axis while it drags or scrolls, each tap, release and the rest marked, idle stretches
/// that the picture shortens marked with how long they were, and a playhead that moves in step
/// with the picture (or stands at a still frame's instant, labelled with it).
///
/// For a trace with two drawers, both offsets, each along its own opening axis (`0` closed, its
/// width open), with each drawer's releases and rest; the finger of a touch that dragged the
/// second drawer is measured from the second drawer's side.
struct OffsetChart {
  /// The recording charted.
  let recording: DrawerRecording
  /// How the picture spends its time.
  let timeline: PictureTimeline
  /// Seconds of stillness shown before the first event.
  let leadIn: Double
  /// The animation's length, in seconds; the chart's time axis spans it.
  let duration: Double
  /// The chart's size, in points.
  var width = 460.0
  var height = 330.0
  /// What the first pass over the frames found.
  private let facts: PictureFacts
  /// The offset lines and the finger's, from the second pass.
  private let lines: Lines
  private let left = 52.0
  private let right = 18.0
  private let top = 34.0
  private let bottom = 58.0

  private var plotWidth: Double { width - left - right }
  private var plotHeight: Double { height - top - bottom }

  /// The chart of `recording`, from what the two passes over its frames found.
  init(
    recording: DrawerRecording, facts: PictureFacts, lines: Lines, leadIn: Double,
    duration: Double
  ) {
    self.recording = recording
    self.timeline = facts.timeline
    self.facts = facts
    self.lines = lines
    self.leadIn = leadIn
    self.duration = duration
  }

  /// The chart's lines, built frame by frame in the picture's second pass: each drawer's offset
  /// and, for each touch, the finger's distance from the side of the drawer it dragged.
  struct Lines {
    var offsets: KeyframeTrack
    var secondOffsets: KeyframeTrack?
    var fingers: [KeyframeTrack]

    /// Builds the lines.
    struct Builder {
      private let facts: PictureFacts
      private let firstSide: DrawerSide
      private let secondSide: DrawerSide?
      private var offsets = KeyframeTrack.Thinning(tolerance: 0.25)
      private var secondOffsets: KeyframeTrack.Thinning?
      private var fingers: [KeyframeTrack] = []
      private var finger: KeyframeTrack.Thinning?
      private var distances: FingerDistances
      /// How many touches have begun, and whether a finger is down.
      private var touches = 0
      private var isDown = false

      /// Starts the lines of `recording` with the drawers as they were before the first event,
      /// through the lead-in.
      init(_ recording: DrawerRecording, facts: PictureFacts, leadIn: Double) {
        self.facts = facts
        firstSide = recording.configuration.side
        secondSide = recording.second?.configuration.side
        distances = FingerDistances(taps: facts.taps)
        if recording.second != nil { secondOffsets = KeyframeTrack.Thinning(tolerance: 0.25) }
        for time in [0, leadIn - 0.001] { append(recording.initial, at: time) }
      }

      /// Adds the next frame, at `time` in the animation.
      mutating func add(_ frame: DrawerRecording.Frame, at time: Double) {
        append(frame, at: time)
        if frame.finger != nil && !isDown { touches += 1 }
        isDown = frame.finger != nil
        if distances.charts(frame), let point = frame.finger {
          let isSecond = facts.touchesOfSecondDrawer[touches - 1]
          let side = isSecond ? secondSide ?? firstSide : firstSide
          if finger == nil { finger = KeyframeTrack.Thinning(tolerance: 0.25) }
          finger?.append(time, side.distance(ofX: point.x, inWidth: frame.container.width))
        } else {
          endFingerLine()
        }
      }

      /// The lines, the drawers held at their last frame to the end of the animation.
      mutating func finish(last: DrawerRecording.Frame, duration: Double) -> Lines {
        append(last, at: duration)
        endFingerLine()
        return Lines(
          offsets: offsets.finish(), secondOffsets: secondOffsets?.finish(), fingers: fingers)
      }

      private mutating func append(_ frame: DrawerRecording.Frame, at time: Double) {
        offsets.append(time, frame.offset)
        secondOffsets?.append(time, frame.secondOffset ?? 0)
      }

      private mutating func endFingerLine() {
        guard var line = finger else { return }
        fingers.append(line.finish())
        finger = nil
      }
    }
  }

  /// The animation time of a recording time.
  private func animationTime(_ time: Double) -> Double {
    timeline.shown(time) + leadIn
  }

  private func plotX(_ animationTime: Double) -> Double {
    left + plotWidth * Swift.min(Swift.max(animationTime / duration, 0), 1)
  }

  private func plotY(_ offset: Double, in range: ClosedRange<Double>) -> Double {
    top + plotHeight * (1 - (offset - range.lowerBound) / (range.upperBound - range.lowerBound))
  }

  /// The chart at `(x, y)`; `playhead` is the animation time of a still frame, or `nil` for a
  /// playhead that moves with the animation's clock.
  func element(
    x: Double, y: Double, playhead: (at: Double, time: Double)?, clock: AnimationClock
  ) -> SVGElement {
    let range = facts.offsetRange
    var group = SVGElement(
      "g", ["class": "chart", "transform": "translate(\(svgNumber(x)) \(svgNumber(y)))"])
    group.append(
      SVGElement(
        "rect",
        [
          "width": svgNumber(width), "height": svgNumber(height), "rx": "14",
          "fill": LabPalette.surface, "stroke": LabPalette.separator,
        ]))
    group.append(
      text(
        "offset over time", x: left, y: 22, size: 13, weight: "600", color: LabPalette.text))
    group.append(contentsOf: breakMarks())
    group.append(contentsOf: axes(range: range))
    group.append(contentsOf: widthLine(range: range))
    group.append(contentsOf: fingerLines(range: range))
    group.append(offsetLine(range: range))
    if recording.second != nil { group.append(offsetLine(range: range, second: true)) }
    group.append(contentsOf: releaseMarks(range: range))
    group.append(contentsOf: tapMarks(range: range))
    group.append(contentsOf: restMark(range: range))
    if let second = recording.second, let rest = second.restTime {
      group.append(
        contentsOf: restMark(
          range: range, rest: rest,
          timeToRest: second.settleStartTime.map { rest - $0 },
          offset: facts.secondRestOffset ?? 0))
    }
    group.append(
      SVGElement("g", ["class": "chart-legend"], children: legend().map { .element($0) }))
    group.append(playheadLine(at: playhead, clock: clock))
    return group
  }

  private func text(
    _ string: String, x: Double, y: Double, size: Double = 11, weight: String = "400",
    color: String = LabPalette.secondaryText, anchor: String = "start"
  ) -> SVGElement {
    SVGElement(
      "text",
      [
        "x": svgNumber(x), "y": svgNumber(y), "font-size": svgNumber(size), "font-weight": weight,
        "fill": color, "text-anchor": anchor,
      ], children: [.text(string)])
  }

  private func axes(range: ClosedRange<Double>) -> [SVGElement] {
    var elements: [SVGElement] = []
    let baseline = top + plotHeight
    elements.append(
      SVGElement(
        "path",
        [
          "d":
            "M\(svgNumber(left)) \(svgNumber(top))V\(svgNumber(baseline))H\(svgNumber(left + plotWidth))",
          "fill": "none", "stroke": LabPalette.tertiary,
        ]))
    // Time ticks, in seconds since the first event, on every stretch the picture shows at its
    // own pace; none in a shortened one or too close to its marks.
    let span = duration - leadIn
    // At most about eight ticks: 0.25, 0.5, 1, 2 or 5 times a power of ten seconds apart.
    var steps = [0.25, 0.5]
    var decade = 1.0
    while decade < 1e10 {
      steps += [decade, 2 * decade, 5 * decade]
      decade *= 10
    }
    let step = steps.first { span / $0 <= 8.5 } ?? decade
    // Each stretch with the marks at its ends (the break before it ends, the one after starts).
    var stretches: [(from: Double, to: Double, marks: [Double])] = []
    var from = 0.0
    var previousEnd: Double?
    for gap in timeline.breaks {
      let marks = [previousEnd, plotX(gap.shownStart + leadIn)].compactMap { $0 }
      stretches.append((from, gap.start - timeline.start, marks))
      from = gap.end - timeline.start
      previousEnd = plotX(gap.shownEnd + leadIn)
    }
    stretches.append(
      (from, timeline.time(shown: span) - timeline.start, [previousEnd].compactMap { $0 }))
    // A label that would run into the one before it is left out; its tick stays.
    var labelsEnd = -Double.infinity
    for stretch in stretches {
      var index = (stretch.from / step).rounded(.up)
      while index * step <= stretch.to + 1e-9 {
        let tick = index * step
        index += 1
        let x = plotX(animationTime(timeline.start + tick))
        if stretch.marks.contains(where: { abs($0 - x) < 14 }) { continue }
        elements.append(
          SVGElement(
            "path",
            [
              "d": "M\(svgNumber(x)) \(svgNumber(baseline))v4", "stroke": LabPalette.tertiary,
            ]))
        let label = svgNumber(tick, decimals: 2)
        let halfWidth = Double(label.count) * 3.4
        guard x - halfWidth > labelsEnd + 4 else { continue }
        labelsEnd = x + halfWidth
        elements.append(text(label, x: x, y: baseline + 16, anchor: "middle"))
      }
    }
    elements.append(
      text("time (s)", x: left + plotWidth, y: baseline + 30, anchor: "end"))
    // Closed line at zero.
    let zero = plotY(0, in: range)
    elements.append(
      SVGElement(
        "path",
        [
          "d": "M\(svgNumber(left)) \(svgNumber(zero))H\(svgNumber(left + plotWidth))",
          "stroke": LabPalette.chartGrid, "stroke-width": "1.5",
        ]))
    elements.append(text("0", x: left - 6, y: zero + 4, anchor: "end"))
    elements.append(text("closed", x: left + plotWidth - 4, y: zero - 5, anchor: "end"))
    return elements
  }

  /// The open position over time: the drawer's width, which only a resize changes.
  private func widthLine(range: ClosedRange<Double>) -> [SVGElement] {
    let first = recording.initial
    var d = "M\(svgNumber(left)) \(svgNumber(plotY(first.width, in: range)))"
    for (time, width) in facts.widthChanges {
      let x = plotX(animationTime(time))
      d += "H\(svgNumber(x))V\(svgNumber(plotY(width, in: range)))"
    }
    d += "H\(svgNumber(left + plotWidth))"
    let labelY = plotY(recording.lastFrame.width, in: range)
    return [
      SVGElement(
        "path",
        ["d": d, "fill": "none", "stroke": LabPalette.chartGrid, "stroke-width": "1.5"]),
      text(
        svgNumber(first.width, decimals: 0), x: left - 6, y: plotY(first.width, in: range) + 4,
        anchor: "end"),
      text("open", x: left + plotWidth - 4, y: labelY - 5, anchor: "end"),
    ]
  }

  private func polyline(_ points: [(Double, Double)], range: ClosedRange<Double>) -> String {
    var d = ""
    for (index, point) in points.enumerated() {
      d +=
        (index == 0 ? "M" : "L") + svgNumber(plotX(point.0), decimals: 1) + " "
        + svgNumber(plotY(point.1, in: range), decimals: 1)
    }
    return d
  }

  /// The first drawer's offset over time, or with `second` the second drawer's.
  private func offsetLine(range: ClosedRange<Double>, second: Bool = false) -> SVGElement {
    let track = (second ? lines.secondOffsets : nil) ?? lines.offsets
    let points = Array(zip(track.times, track.values))
    return SVGElement(
      "path",
      [
        "class": second ? "chart-second-offset" : "chart-offset",
        "d": polyline(points, range: range), "fill": "none",
        "stroke": second ? LabPalette.chartSecondOffset : LabPalette.chartOffset,
        "stroke-width": "2.5", "stroke-linejoin": "round",
      ])
  }

  /// One dashed line per touch: the finger's distance from the drawer's side of the container.
  private func fingerLines(range: ClosedRange<Double>) -> [SVGElement] {
    var elements: [SVGElement] = []
    for track in lines.fingers {
      let points = Array(zip(track.times, track.values))
      elements.append(
        SVGElement(
          "path",
          [
            "class": "chart-finger", "d": polyline(points, range: range), "fill": "none",
            "stroke": LabPalette.chartFinger, "stroke-width": "2", "stroke-dasharray": "5 4",
          ]))
      if let down = points.first {
        elements.append(
          SVGElement(
            "circle",
            [
              "cx": svgNumber(plotX(down.0)), "cy": svgNumber(plotY(down.1, in: range)), "r": "3.5",
              "fill": LabPalette.chartFinger,
            ]))
      }
    }
    return elements
  }

  private func releaseMarks(range: ClosedRange<Double>) -> [SVGElement] {
    var elements: [SVGElement] = []
    let releases =
      recording.second.map { (recording.releases + $0.releases).sorted { $0.time < $1.time } }
      ?? recording.releases
    for (index, release) in releases.enumerated() {
      let x = plotX(animationTime(release.time))
      // Successive labels step away from the edge, so that close releases stay readable; they
      // keep to the half of the plot the rest mark is not in, and near the right edge they run
      // leftward.
      let step = 14 * Double(index % 4)
      let labelY = restIsHigh(range: range) ? top + plotHeight - 8 - step : top + 12 + step
      let leftward = x > left + plotWidth * 0.7
      elements.append(
        SVGElement(
          "path",
          [
            "class": "chart-release",
            "d": "M\(svgNumber(x)) \(svgNumber(top))V\(svgNumber(top + plotHeight))",
            "stroke": LabPalette.chartRelease, "stroke-width": "1.5", "stroke-dasharray": "3 3",
          ]))
      elements.append(
        text(
          "release \(svgNumber(release.velocity, decimals: 0)) pt/s", x: x + (leftward ? -8 : 8),
          y: labelY, color: LabPalette.chartRelease, anchor: leftward ? "end" : "start"))
    }
    return elements
  }

  /// Whether the rest mark is in the upper half of the plot.
  private func restIsHigh(range: ClosedRange<Double>) -> Bool {
    guard let restOffset = facts.restOffset else { return false }
    return plotY(restOffset, in: range) < top + plotHeight / 2
  }

  private func restMark(range: ClosedRange<Double>) -> [SVGElement] {
    guard let rest = recording.restTime, let restOffset = facts.restOffset else { return [] }
    return restMark(
      range: range, rest: rest, timeToRest: recording.timeToRest, offset: restOffset)
  }

  /// The rest mark of a drawer that came to rest at `rest` at `offset`.
  private func restMark(
    range: ClosedRange<Double>, rest: Double, timeToRest: Double?, offset: Double
  ) -> [SVGElement] {
    let x = plotX(animationTime(rest))
    let y = plotY(offset, in: range)
    var label = "rest"
    if let timeToRest {
      label += " +\(svgNumber(timeToRest, decimals: 2)) s"
    }
    // Keep the label inside the plot.
    let anchor = x > left + plotWidth * 0.75 ? "end" : "start"
    return [
      SVGElement(
        "circle",
        [
          "class": "chart-rest", "cx": svgNumber(x), "cy": svgNumber(y), "r": "5",
          "fill": LabPalette.surface, "stroke": LabPalette.chartRest, "stroke-width": "2.5",
        ]),
      text(
        label, x: x + (anchor == "end" ? -8 : 8), y: y + (y < top + 24 ? 18 : -9),
        weight: "600", color: LabPalette.chartRest, anchor: anchor),
    ]
  }

  /// Each tap as a ring on the drawer's line at the instant the finger lifted, labelled.
  private func tapMarks(range: ClosedRange<Double>) -> [SVGElement] {
    zip(facts.taps, facts.tapOffsets).flatMap { tap, offset -> [SVGElement] in
      let x = plotX(animationTime(tap.end))
      let y = plotY(offset, in: range)
      // The label sits before the ring, clear of the line that leaves it (after it, near the
      // plot's left edge).
      let before = x - left > 36
      return [
        SVGElement(
          "circle",
          [
            "class": "chart-tap", "cx": svgNumber(x), "cy": svgNumber(y), "r": "6",
            "fill": "none", "stroke": LabPalette.chartFinger, "stroke-width": "2.5",
          ]),
        text(
          "tap", x: before ? x - 10 : x + 10, y: y + (y < top + 24 ? 16 : -8), weight: "600",
          color: LabPalette.chartFinger, anchor: before ? "end" : "start"),
      ]
    }
  }

  /// Each idle stretch the picture shortens: a band across the plot with how long it really was.
  private func breakMarks() -> [SVGElement] {
    timeline.breaks.flatMap { gap -> [SVGElement] in
      let from = plotX(gap.shownStart + leadIn)
      let to = plotX(gap.shownEnd + leadIn)
      let middle = (from + to) / 2
      let baseline = top + plotHeight
      return [
        SVGElement(
          "rect",
          [
            "class": "chart-break", "x": svgNumber(from), "y": svgNumber(top),
            "width": svgNumber(to - from), "height": svgNumber(plotHeight),
            "fill": LabPalette.chartGrid, "fill-opacity": "0.45",
          ]),
        text("≈", x: middle, y: baseline + 17, size: 15, weight: "600", anchor: "middle"),
        text("idle", x: middle, y: top + 14, anchor: "middle"),
        text(PictureTimeline.words(gap.duration), x: middle, y: top + 28, anchor: "middle"),
      ]
    }
  }

  /// The legend: only what the chart shows.
  /// How a legend item is keyed: a line (dashed or not), a ring, or a band.
  private enum LegendKey {
    case line(dash: String?)
    case ring(fill: String)
    case band

    var width: Double {
      switch self {
      case .line: 18
      case .ring: 10
      case .band: 14
      }
    }
  }

  private func legend() -> [SVGElement] {
    let y = height - 12
    var items: [(String, String, LegendKey)] = [
      (
        recording.second == nil
          ? "drawer offset" : "\(recording.configuration.edge.rawValue) offset",
        LabPalette.chartOffset, .line(dash: nil)
      )
    ]
    if let second = recording.second {
      items.append(
        ("\(second.edge.rawValue) offset", LabPalette.chartSecondOffset, .line(dash: nil)))
    }
    if !lines.fingers.isEmpty {
      items.append(("finger", LabPalette.chartFinger, .line(dash: "5 4")))
    }
    if !facts.taps.isEmpty { items.append(("tap", LabPalette.chartFinger, .ring(fill: "none"))) }
    if !recording.releases.isEmpty || recording.second?.releases.isEmpty == false {
      items.append(("release", LabPalette.chartRelease, .line(dash: "3 3")))
    }
    if recording.restTime != nil || recording.second?.restTime != nil {
      items.append(("rest", LabPalette.chartRest, .ring(fill: LabPalette.surface)))
    }
    if !timeline.breaks.isEmpty { items.append(("idle, shortened", LabPalette.chartGrid, .band)) }
    // The row starts under the plot; when it would run past the card it starts at the card's
    // padding with tighter gaps, and what still does not fit goes on a row above, so that no
    // label spills out of the card.
    func itemWidth(_ item: (String, String, LegendKey)) -> Double {
      item.2.width + 5 + Double(item.0.count) * 6.2
    }
    let padding = 16.0
    let end = width - padding
    var start = left
    var gap = 13.0
    var rows = [items]
    if start + items.map(itemWidth).reduce(0, +) + gap * Double(items.count - 1) > end {
      start = padding
      gap = 9
      var first: [(String, String, LegendKey)] = []
      var x = start
      for item in items {
        guard x + itemWidth(item) <= end else { break }
        first.append(item)
        x += itemWidth(item) + gap
      }
      if first.count < items.count { rows = [first, Array(items.dropFirst(first.count))] }
    }
    var elements: [SVGElement] = []
    for (row, rowItems) in rows.enumerated() {
      let rowY = y - 16 * Double(rows.count - 1 - row)
      elements.append(contentsOf: legendRow(rowItems, x: start, y: rowY, gap: gap))
    }
    return elements
  }

  private func legendRow(
    _ items: [(String, String, LegendKey)], x start: Double, y: Double, gap: Double
  ) -> [SVGElement] {
    var elements: [SVGElement] = []
    var x = start
    for (label, color, key) in items {
      switch key {
      case .line(let dash):
        var line = SVGElement(
          "path",
          [
            "d": "M\(svgNumber(x)) \(svgNumber(y - 4))h18", "stroke": color, "stroke-width": "2.5",
          ])
        if let dash { line.set("stroke-dasharray", dash) }
        elements.append(line)
      case .ring(let fill):
        elements.append(
          SVGElement(
            "circle",
            [
              "cx": svgNumber(x + 5), "cy": svgNumber(y - 4), "r": "4", "fill": fill,
              "stroke": color, "stroke-width": "2",
            ]))
      case .band:
        elements.append(
          SVGElement(
            "rect",
            [
              "x": svgNumber(x), "y": svgNumber(y - 10), "width": "14", "height": "12",
              "fill": color, "fill-opacity": "0.45",
            ]))
      }
      elements.append(text(label, x: x + key.width + 5, y: y))
      x += key.width + 5 + Double(label.count) * 6.2 + gap
    }
    return elements
  }

  private func playheadLine(at playhead: (at: Double, time: Double)?, clock: AnimationClock)
    -> SVGElement
  {
    let start = plotX(playhead?.at ?? clock.pose)
    var line = SVGElement(
      "line",
      [
        "class": "chart-playhead", "x1": svgNumber(start), "x2": svgNumber(start),
        "y1": svgNumber(top - 4), "y2": svgNumber(top + plotHeight), "stroke": LabPalette.text,
        "stroke-opacity": "0.55", "stroke-width": "1.5",
      ])
    guard let playhead else {
      let track = KeyframeTrack(times: [0, duration], values: [plotX(0), plotX(duration)])
      line.append(clock.animate("x1", track) { svgNumber($0) })
      line.append(clock.animate("x2", track) { svgNumber($0) })
      return line
    }
    // A still says when it is, on the title's row at the card's right, where it never meets
    // the title; the playhead line marks the instant.
    var group = SVGElement("g", ["class": "chart-still"])
    group.append(line)
    group.append(
      text(
        "still at \(svgNumber(playhead.time, decimals: 3)) s", x: width - right, y: 22,
        weight: "600", color: LabPalette.text, anchor: "end"))
    return group
  }
}
