@_spi(DrawerKit) public import DrawerCore

/// Draws what a drawer does as SVG: the app's screen with its content, scrim, drawer, menu,
/// shadow and the finger, beside a chart of the drawer's offset over time.
///
/// Every layer is placed by `DrawerGeometry`, the same function the SwiftUI layer reads, so the
/// pictures show each presentation style, edge and layout direction as the engine lays them out.
/// An animation plays in any browser with SVG's own animation (SMIL `<animate>` and
/// `<animateTransform>` with key times), sampled from the engine at the recording's frame rate
/// and thinned where the motion is linear; a still is one instant.
///
/// ```swift
/// let recording = DrawerRecording(trace)
/// let renderer = DrawerSVGRenderer(style: .scale)
/// let animated = renderer.animation(of: recording)
/// let still = renderer.still(of: recording, at: 0.2)  // 0.2 s after the first event
/// ```
///
/// Where animations do not play (a static renderer, many previews), an animation shows its
/// elements' own attributes: the picture at the instant that tells its story (a finger holding
/// the drawer farthest from where it started, or else the drawer on its way; see
/// `PictureFacts.storyInstant`).
///
/// The picture's layers carry classes tests and tools can find: `scene` (one per container size),
/// `layer-content`, `layer-scrim`, `layer-drawer`, `layer-shadow`, `layer-finger`, `chart`.
///
/// A trace with two drawers is drawn with both: the second drawer's panel
/// (`layer-second-drawer`, showing the app's `secondMenu`) on its own edge, placed by its own
/// geometry; the content moves by both drawers' offsets (in practice one at a time, or both
/// during a swap), scaled by both, and dimmed by both scrims laid over each other. A drawer that
/// waits under the content (reveal, parallax, scale) shows only on its own side of the content's
/// centre, so that the one coming in is the one seen.
/// The drawer group is translated by `DrawerGeometry/drawerMinX`; the content group by
/// `DrawerGeometry/contentOffsetX` plus half the container's width (it is then scaled about its
/// centre).
public struct DrawerSVGRenderer: Sendable {
  /// How the drawer and the content move.
  public var style: DrawerPresentationStyle
  /// The app drawn in the picture.
  public var app: LabSampleApp
  /// Whether the chart of the offset over time is drawn beside the screen.
  public var includesChart: Bool
  /// Whether the picture has its heading: the title and a line of the configuration.
  public var includesHeading: Bool

  /// Seconds of stillness an animation shows before the first event.
  public static let leadIn = 0.3
  /// Seconds of stillness an animation shows after the drawer rests, before it starts again.
  public static let tail = 0.8
  /// The largest distance, in points, between an animated position and the engine's at any
  /// sampled instant, from leaving out keyframes where the motion is nearly linear.
  public static let positionTolerance = 0.25
  /// The same bound for opacities, as a fraction.
  public static let opacityTolerance = 0.003
  /// The same bound for the content's scale, as a fraction.
  public static let scaleTolerance = 0.0005

  private static let margin = 24.0
  private static let header = 78.0
  private static let gap = 32.0

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - style: how the drawer and the content move.
  ///   - app: the app drawn in the picture.
  ///   - includesChart: whether to draw the chart beside the screen.
  ///   - includesHeading: whether to draw the title and the configuration above the screen.
  public init(
    style: DrawerPresentationStyle = .overlay, app: LabSampleApp = .standard,
    includesChart: Bool = true, includesHeading: Bool = true
  ) {
    self.style = style
    self.app = app
    self.includesChart = includesChart
    self.includesHeading = includesHeading
  }

  /// Idle stretches longer than this, in seconds (the drawer still and no finger moving), are
  /// shown shortened, and the chart marks them with how long they really were.
  public static let longestIdle = PictureTimeline.longestIdle
  /// How long a shortened idle stretch lasts in a picture, in seconds.
  public static let shortenedIdle = PictureTimeline.shortenedIdle

  /// The animation's length for a recording, in seconds: ``leadIn``, the recording with each
  /// idle stretch longer than ``longestIdle`` shortened to ``shortenedIdle``, and ``tail``,
  /// rounded up to a tenth of a millisecond so that the `dur` written in the SVG is exact.
  ///
  /// - Parameter recording: the recording.
  /// - Returns: seconds.
  public static func duration(of recording: DrawerRecording) -> Double {
    duration(of: recording, timeline: PictureTimeline(recording))
  }

  static func duration(of recording: DrawerRecording, timeline: PictureTimeline) -> Double {
    let end = Swift.max(recording.endTime, timeline.end)
    return ((leadIn + timeline.shown(end) + tail) * 10_000).rounded(.up) / 10_000
  }

  /// An animated picture of a recording, repeating for ever.
  ///
  /// - Parameters:
  ///   - recording: what the drawer did.
  ///   - title: the heading; the trace's name by default.
  ///   - description: a sentence under the outcome, if any.
  /// - Returns: an SVG document.
  public func animation(
    of recording: DrawerRecording, title: String? = nil, description: String? = nil
  ) -> String {
    animation(of: recording, title: title, description: description) {}.svg
  }

  /// An animated picture of a recording and its length in seconds, calling `progress` once for
  /// each frame of each of the two passes the picture takes over the recording's frames.
  func animation(
    of recording: DrawerRecording, title: String?, description: String?,
    progress: () -> Void
  ) -> (svg: String, duration: Double) {
    let facts = facts(recording, progress: progress)
    let duration = Self.duration(of: recording, timeline: facts.timeline)
    let drawing = draw(recording, facts: facts, duration: duration, still: nil, progress: progress)
    let timeline = facts.timeline
    var scroll = KeyframeTrack.Thinning(tolerance: Self.positionTolerance)
    scroll.append(0, 0)
    for (time, offset) in zip(facts.scroll.times, facts.scroll.offsets) {
      scroll.append(timeline.shown(time) + Self.leadIn, offset)
    }
    scroll.append(duration, facts.scroll.offsets.last ?? 0)
    let pose = facts.storyInstant.map { timeline.shown($0) + Self.leadIn } ?? 0
    let svg = document(
      recording: recording, facts: facts, drawing: drawing,
      scroll: scroll.finish(),
      clock: AnimationClock(duration: duration, pose: Swift.min(pose, duration)), playhead: nil,
      title: title, description: description)
    return (svg, duration)
  }

  /// The chart of a recording on its own, its playhead moving in step with the recording's
  /// animations: the lab's index shows one beside each scenario's screens.
  ///
  /// - Parameter recording: what the drawer did.
  /// - Returns: an SVG document.
  public func chart(of recording: DrawerRecording) -> String {
    let facts = facts(recording) {}
    let clock = AnimationClock(duration: Self.duration(of: recording, timeline: facts.timeline))
    let drawing = draw(
      recording, facts: facts, duration: clock.duration, still: nil, scenes: false, progress: {})
    let chart = OffsetChart(
      recording: recording, facts: facts, lines: drawing.lines, leadIn: Self.leadIn,
      duration: clock.duration)
    var svg = SVGElement(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"),
        ("width", svgNumber(chart.width)), ("height", svgNumber(chart.height)),
        ("viewBox", "0 0 \(svgNumber(chart.width)) \(svgNumber(chart.height))"),
        ("font-family", LabPalette.fontFamily),
        ("data-duration", svgNumber(clock.duration, decimals: 4)),
        ("data-lead-in", svgNumber(Self.leadIn, decimals: 4)),
      ])
    svg.append(SVGElement("title", children: [.text(recording.trace.name)]))
    svg.append(chart.element(x: 0, y: 0, playhead: nil, clock: clock))
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg.xml
  }

  /// A still picture of a recording at one instant.
  ///
  /// - Parameters:
  ///   - recording: what the drawer did.
  ///   - time: seconds after the recording's first event; clamped to the recording.
  ///   - title: the heading; the trace's name by default.
  ///   - description: a sentence under the outcome, if any.
  /// - Returns: an SVG document.
  public func still(
    of recording: DrawerRecording, at time: Double, title: String? = nil,
    description: String? = nil
  ) -> String {
    still(of: recording, at: time, title: title, description: description) {}.svg
  }

  /// A still picture of a recording and the drawer's offset at that instant, calling
  /// `progress` once for each frame of each of the two passes the picture takes over the
  /// recording's frames.
  func still(
    of recording: DrawerRecording, at time: Double, title: String?, description: String?,
    progress: () -> Void
  ) -> (svg: String, offset: Double) {
    let facts = facts(recording, still: recording.startTime + time, progress: progress)
    let timeline = facts.timeline
    let snapshot = facts.still ?? recording.snapshot(at: recording.startTime + time)
    let at = timeline.shown(snapshot.time) + Self.leadIn
    let sample = sample(
      snapshot, at: at, configuration: recording.configuration,
      second: recording.second?.configuration, finger: true)
    let duration = Self.duration(of: recording, timeline: timeline)
    let drawing = draw(
      recording, facts: facts, duration: duration, still: sample, progress: progress)
    let scroll = facts.scroll.offset(at: recording.startTime + Swift.max(time, 0))
    let svg = document(
      recording: recording, facts: facts, drawing: drawing,
      scroll: KeyframeTrack(times: [0], values: [scroll]),
      clock: AnimationClock(duration: duration, pose: at), playhead: (at, time), title: title,
      description: description)
    return (svg, snapshot.offset)
  }

  /// The first pass over a recording's frames: what the drawing needs to know beforehand.
  private func facts(
    _ recording: DrawerRecording, still: Double? = nil, progress: () -> Void
  ) -> PictureFacts {
    PictureFacts(
      recording,
      scrollRange: HomeScreenLayer.scrollRange(app: app, size: recording.trace.container),
      still: still, progress: progress)
  }

  /// What the second pass over a recording's frames draws.
  private struct Drawing {
    var scenes: [SceneTracks]
    var sampleCount: Int
    var finger: FingerTracks
    var lines: OffsetChart.Lines
    /// The container of a still's one sample.
    var stillContainer: DrawerSize?
  }

  /// The second pass over a recording's frames: every layer's tracks (unless `scenes` is
  /// false: the chart alone) and the chart's lines; with `still`, the screen shows that one
  /// sample.
  private func draw(
    _ recording: DrawerRecording, facts: PictureFacts, duration: Double, still: Sample?,
    scenes drawsScenes: Bool = true, progress: () -> Void
  ) -> Drawing {
    let timeline = facts.timeline
    var scenes = SceneSequence(renderer: self, duration: duration)
    var finger = FingerTracks(firstTouch: still.map(\.finger) ?? facts.firstFinger)
    var lines = OffsetChart.Lines.Builder(recording, facts: facts, leadIn: Self.leadIn)
    let configuration = recording.configuration
    let secondConfiguration = recording.second?.configuration
    func add(_ frame: DrawerRecording.Frame, at time: Double, finger hasFinger: Bool) {
      guard drawsScenes, still == nil else { return }
      let sample = sample(
        frame, at: time, configuration: configuration, second: secondConfiguration,
        finger: hasFinger)
      scenes.add(sample)
      finger.add(sample)
    }
    if let still {
      scenes.add(still)
      finger.add(still)
    }
    // The lead-in shows the drawer as it was before the first event, which may change it at once
    // (a resize, a command that does not animate).
    for time in [0, Self.leadIn - 0.001] { add(recording.initial, at: time, finger: false) }
    recording.forEachFrame { frame in
      progress()
      let time = timeline.shown(frame.time) + Self.leadIn
      add(frame, at: time, finger: true)
      lines.add(frame, at: time)
    }
    add(recording.lastFrame, at: duration, finger: false)
    return Drawing(
      scenes: scenes.finish(), sampleCount: scenes.sampleCount, finger: finger,
      lines: lines.finish(last: recording.lastFrame, duration: duration),
      stillContainer: still?.container)
  }

  // MARK: The document

  /// The picture; `playhead` is a still's animation time and the time it was asked for (seconds
  /// after the first event), or `nil` for an animation.
  private func document(
    recording: DrawerRecording, facts: PictureFacts, drawing: Drawing, scroll: KeyframeTrack,
    clock: AnimationClock, playhead: (at: Double, time: Double)?, title: String?,
    description: String?
  ) -> String {
    let timeline = facts.timeline
    let header = includesHeading ? Self.header : Self.margin
    let configuration = recording.configuration
    let screenSize = drawing.stillContainer ?? facts.largestContainer
    let screenWidth = screenSize.width
    let screenHeight = screenSize.height
    let chart = OffsetChart(
      recording: recording, facts: facts, lines: drawing.lines, leadIn: Self.leadIn,
      duration: clock.duration)
    let chartX = Self.margin + screenWidth + Self.gap
    let infoLines = outcomeLines(
      recording, timeline: timeline, still: playhead?.time, description: description)
    let sideHeight = includesChart ? chart.height + 24 + Double(infoLines.count) * 20 : 0
    let width = includesChart ? chartX + chart.width + Self.margin : screenWidth + 2 * Self.margin
    let height = header + Swift.max(screenHeight, sideHeight) + Self.margin

    var svg = SVGElement(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"),
        ("width", svgNumber(width)), ("height", svgNumber(height)),
        ("viewBox", "0 0 \(svgNumber(width)) \(svgNumber(height))"),
        ("font-family", LabPalette.fontFamily),
        ("data-style", style.rawValue),
        ("data-edge", configuration.edge.rawValue),
        ("data-layout-direction", configuration.layoutDirection.rawValue),
        ("data-duration", svgNumber(clock.duration, decimals: 4)),
        ("data-lead-in", svgNumber(Self.leadIn, decimals: 4)),
      ])
    if let second = recording.second { svg.set("data-second-edge", second.edge.rawValue) }
    svg.append(SVGElement("title", children: [.text(title ?? recording.trace.name)]))
    svg.append(definitions())
    svg.append(
      SVGElement(
        "rect",
        ["width": svgNumber(width), "height": svgNumber(height), "fill": "#f7f7f9"]))
    if includesHeading { svg.append(contentsOf: heading(recording, title: title)) }

    var screen = SVGElement(
      "g",
      [
        "class": "screen",
        "transform": "translate(\(svgNumber(Self.margin)) \(svgNumber(header)))",
      ])
    let scenes = drawing.scenes
    for (index, tracks) in scenes.enumerated() {
      screen.append(
        scene(
          index: index, tracks: tracks, runCount: scenes.count,
          animated: drawing.sampleCount > 1, configuration: configuration, scroll: scroll,
          clock: clock))
    }
    var finger = drawing.finger
    if let layer = finger.layer(animated: drawing.sampleCount > 1, clock: clock) {
      screen.append(layer)
    }
    svg.append(screen)

    if includesChart {
      svg.append(chart.element(x: chartX, y: header, playhead: playhead, clock: clock))
      var y = header + chart.height + 30
      for (index, line) in infoLines.enumerated() {
        svg.append(
          SVGElement(
            "text",
            [
              "class": "outcome", "x": svgNumber(chartX + 4), "y": svgNumber(y),
              "font-size": "14", "font-weight": index == 0 ? "600" : "400",
              "fill": index == 0 ? LabPalette.text : LabPalette.secondaryText,
            ], children: [.text(line)]))
        y += 20
      }
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg.xml
  }

  private func heading(_ recording: DrawerRecording, title: String?) -> [SVGElement] {
    let configuration = recording.configuration
    let spring = configuration.spring
    var details = [
      style.rawValue,
      recording.second.map { "\(configuration.edge.rawValue) and \($0.edge.rawValue) drawers" }
        ?? "\(configuration.edge.rawValue) edge",
      configuration.layoutDirection == .leftToRight ? "left to right" : "right to left",
      "spring \(svgNumber(spring.duration, decimals: 2)) s, bounce \(svgNumber(spring.bounce, decimals: 2))",
    ]
    let width = recording.initial.width
    if let second = recording.initial.second, second.width != width {
      details.append(
        "drawers \(svgNumber(width, decimals: 0)) and \(svgNumber(second.width, decimals: 0)) pt")
    } else {
      details.append(
        "drawer\(recording.second == nil ? "" : "s") \(svgNumber(width, decimals: 0)) pt")
    }
    return [
      SVGElement(
        "text",
        [
          "x": svgNumber(Self.margin), "y": "38", "font-size": "22", "font-weight": "700",
          "fill": LabPalette.text,
        ], children: [.text(title ?? recording.trace.name)]),
      SVGElement(
        "text",
        [
          "x": svgNumber(Self.margin), "y": "62", "font-size": "14",
          "fill": LabPalette.secondaryText,
        ], children: [.text(details.joined(separator: " · "))]),
    ]
  }

  private func outcomeLines(
    _ recording: DrawerRecording, timeline: PictureTimeline, still: Double?, description: String?
  ) -> [String] {
    var lines = ["Ends \(recording.final.rawValue) (meant: \(recording.trace.expect.rawValue))."]
    if let second = recording.second, let final = recording.secondFinal,
      let meant = recording.trace.secondDrawer?.expect
    {
      lines = [
        "\(Self.capitalised(recording.configuration.edge.rawValue)) drawer ends"
          + " \(recording.final.rawValue) (meant: \(recording.trace.expect.rawValue));",
        "\(second.edge.rawValue) drawer ends \(final.rawValue) (meant: \(meant.rawValue)).",
      ]
    }
    if let still {
      lines.append("Still at \(svgNumber(still, decimals: 3)) s after the first event.")
    }
    if let release = recording.lastRelease {
      let edge =
        recording.lastReleaseIsSecond ? recording.second?.edge : recording.configuration.edge
      let which = recording.second == nil ? "" : " (the \(edge?.rawValue ?? "") drawer)"
      lines.append(
        "Let go at \(svgNumber(release.time - recording.startTime, decimals: 2)) s, moving "
          + "\(svgNumber(release.velocity, decimals: 0)) pt/s toward "
          + (release.velocity >= 0 ? "open" : "closed") + which + ".")
    } else if !recording.moved && recording.secondMoved != true {
      lines.append(recording.second == nil ? "The drawer never moved." : "Neither drawer moved.")
    } else if recording.touches.isEmpty {
      lines.append("No finger touched the drawer.")
    } else {
      lines.append("No finger dragged the drawer.")
    }
    if let timeToRest = recording.timeToRestOfEither, let cause = recording.settleCause {
      lines.append("At rest \(svgNumber(timeToRest, decimals: 2)) s after \(cause).")
    }
    if !timeline.breaks.isEmpty {
      let longest = timeline.breaks.map(\.duration).max() ?? 0
      lines.append(
        "Idle time shortened: \(timeline.breaks.count == 1 ? "a pause" : "pauses") of up to "
          + "\(PictureTimeline.words(longest)) shown as \(svgNumber(PictureTimeline.shortenedIdle)) s "
          + "(≈ on the time axis).")
    }
    if let description { lines.append(description) }
    return lines.flatMap { wrapped($0, width: 62) }
  }

  private static func capitalised(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  private func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  private func definitions() -> SVGElement {
    var defs = SVGElement("defs")
    defs.append(
      SVGElement(
        "filter",
        ["id": "shadow-blur", "x": "-30%", "y": "-10%", "width": "160%", "height": "120%"],
        children: [.element(SVGElement("feGaussianBlur", ["stdDeviation": "12"]))]))
    defs.append(
      SVGElement(
        "filter",
        ["id": "soft-shadow", "x": "-20%", "y": "-40%", "width": "140%", "height": "180%"],
        children: [.element(SVGElement("feGaussianBlur", ["stdDeviation": "6"]))]))
    return defs
  }
}
