import DrawerCore

/// The chart beside the picture: the drawer's offset over time, with the finger's position along
/// the same axis while it touches, each release and the rest marked, and a playhead that moves in
/// step with the picture (or stands at a still frame's instant).
struct OffsetChart {
  /// The recording charted.
  var recording: DrawerRecording
  /// Seconds of stillness shown before the first event.
  var leadIn: Double
  /// The animation's length, in seconds; the chart's time axis spans it.
  var duration: Double
  /// The chart's size, in points.
  var width = 460.0
  var height = 330.0

  private let left = 52.0
  private let right = 18.0
  private let top = 34.0
  private let bottom = 58.0

  private var plotWidth: Double { width - left - right }
  private var plotHeight: Double { height - top - bottom }

  /// The offset range on the vertical axis, in points, with some room above and below.
  private var offsetRange: ClosedRange<Double> {
    var low = 0.0
    var high = 1.0
    for frame in recording.frames {
      low = Swift.min(low, frame.offset)
      high = Swift.max(high, frame.offset, frame.width)
      if let distance = fingerDistance(frame) {
        low = Swift.min(low, distance)
        high = Swift.max(high, distance)
      }
    }
    let margin = (high - low) * 0.06
    return (low - margin)...(high + margin)
  }

  private func fingerDistance(_ frame: DrawerRecording.Frame) -> Double? {
    guard let finger = frame.finger else { return nil }
    return recording.configuration.side.distance(ofX: finger.x, inWidth: frame.container.width)
  }

  /// The animation time of a recording time.
  private func animationTime(_ time: Double) -> Double {
    time - recording.startTime + leadIn
  }

  private func plotX(_ animationTime: Double) -> Double {
    left + plotWidth * Swift.min(Swift.max(animationTime / duration, 0), 1)
  }

  private func plotY(_ offset: Double, in range: ClosedRange<Double>) -> Double {
    top + plotHeight * (1 - (offset - range.lowerBound) / (range.upperBound - range.lowerBound))
  }

  /// The chart at `(x, y)`; `playhead` is the animation time of a still frame, or `nil` for a
  /// playhead that moves with the animation's clock.
  func element(x: Double, y: Double, playhead: Double?, clock: AnimationClock) -> SVGElement {
    let range = offsetRange
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
    group.append(contentsOf: axes(range: range))
    group.append(contentsOf: widthLine(range: range))
    group.append(contentsOf: fingerLines(range: range))
    group.append(offsetLine(range: range))
    group.append(contentsOf: releaseMarks(range: range))
    group.append(contentsOf: restMark(range: range))
    group.append(contentsOf: legend())
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
    // Time ticks, in seconds since the first event.
    let span = duration - leadIn
    let step = span <= 2 ? 0.25 : span <= 4.5 ? 0.5 : span <= 9 ? 1 : 2
    var tick = 0.0
    while tick <= span + 1e-9 {
      let x = plotX(tick + leadIn)
      elements.append(
        SVGElement(
          "path",
          [
            "d": "M\(svgNumber(x)) \(svgNumber(baseline))v4", "stroke": LabPalette.tertiary,
          ]))
      elements.append(
        text(svgNumber(tick, decimals: 2), x: x, y: baseline + 16, anchor: "middle"))
      tick += step
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
    let frames = recording.frames
    let first = recording.initial
    guard let last = frames.last else { return [] }
    var d = "M\(svgNumber(left)) \(svgNumber(plotY(first.width, in: range)))"
    var current = first.width
    for frame in frames where frame.width != current {
      let x = plotX(animationTime(frame.time))
      d += "H\(svgNumber(x))V\(svgNumber(plotY(frame.width, in: range)))"
      current = frame.width
    }
    d += "H\(svgNumber(left + plotWidth))"
    let labelY = plotY(last.width, in: range)
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

  private func offsetLine(range: ClosedRange<Double>) -> SVGElement {
    let frames = recording.frames
    var times = [0.0, leadIn - 0.001]
    var values = [recording.initial.offset, recording.initial.offset]
    for frame in frames {
      times.append(animationTime(frame.time))
      values.append(frame.offset)
    }
    times.append(duration)
    values.append(frames.last?.offset ?? 0)
    let track = KeyframeTrack(times: times, values: values).thinned(tolerance: 0.25)
    let points = Array(zip(track.times, track.values))
    return SVGElement(
      "path",
      [
        "class": "chart-offset", "d": polyline(points, range: range), "fill": "none",
        "stroke": LabPalette.chartOffset, "stroke-width": "2.5", "stroke-linejoin": "round",
      ])
  }

  /// One dashed line per touch: the finger's distance from the drawer's side of the container.
  private func fingerLines(range: ClosedRange<Double>) -> [SVGElement] {
    var touches: [[(Double, Double)]] = []
    var current: [(Double, Double)] = []
    for frame in recording.frames {
      if let distance = fingerDistance(frame) {
        current.append((animationTime(frame.time), distance))
      } else if !current.isEmpty {
        touches.append(current)
        current = []
      }
    }
    if !current.isEmpty { touches.append(current) }
    var elements: [SVGElement] = []
    for touch in touches {
      let track = KeyframeTrack(times: touch.map(\.0), values: touch.map(\.1))
        .thinned(tolerance: 0.25)
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
    for (index, release) in recording.releases.enumerated() {
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
          "release \(svgNumber(release.velocity, decimals: 0)) pt/s", x: x + (leftward ? -4 : 4),
          y: labelY, color: LabPalette.chartRelease, anchor: leftward ? "end" : "start"))
    }
    return elements
  }

  /// Whether the rest mark is in the upper half of the plot.
  private func restIsHigh(range: ClosedRange<Double>) -> Bool {
    guard let rest = recording.restTime else { return false }
    return plotY(recording.offset(at: rest), in: range) < top + plotHeight / 2
  }

  private func restMark(range: ClosedRange<Double>) -> [SVGElement] {
    guard let rest = recording.restTime else { return [] }
    let x = plotX(animationTime(rest))
    let y = plotY(recording.offset(at: rest), in: range)
    var label = "rest"
    if let timeToRest = recording.timeToRest {
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

  private func legend() -> [SVGElement] {
    let y = height - 12
    let items: [(String, String, String?)] = [
      ("drawer offset", LabPalette.chartOffset, nil),
      ("finger", LabPalette.chartFinger, "5 4"),
      ("release", LabPalette.chartRelease, "3 3"),
    ]
    var elements: [SVGElement] = []
    var x = left
    for (label, color, dash) in items {
      var line = SVGElement(
        "path",
        [
          "d": "M\(svgNumber(x)) \(svgNumber(y - 4))h18", "stroke": color, "stroke-width": "2.5",
        ])
      if let dash { line.set("stroke-dasharray", dash) }
      elements.append(line)
      elements.append(text(label, x: x + 23, y: y))
      x += 36 + Double(label.count) * 6.2
    }
    elements.append(
      SVGElement(
        "circle",
        [
          "cx": svgNumber(x + 6), "cy": svgNumber(y - 4), "r": "4", "fill": LabPalette.surface,
          "stroke": LabPalette.chartRest, "stroke-width": "2",
        ]))
    elements.append(text("rest", x: x + 15, y: y))
    return elements
  }

  private func playheadLine(at playhead: Double?, clock: AnimationClock) -> SVGElement {
    let start = plotX(playhead ?? 0)
    var line = SVGElement(
      "line",
      [
        "class": "chart-playhead", "x1": svgNumber(start), "x2": svgNumber(start),
        "y1": svgNumber(top - 4), "y2": svgNumber(top + plotHeight), "stroke": LabPalette.text,
        "stroke-opacity": "0.55", "stroke-width": "1.5",
      ])
    if playhead == nil {
      let track = KeyframeTrack(times: [0, duration], values: [plotX(0), plotX(duration)])
      line.append(clock.animate("x1", track) { svgNumber($0) })
      line.append(clock.animate("x2", track) { svgNumber($0) })
    }
    return line
  }
}
