public import DrawerCore

/// Draws what a drawer does as SVG: the app's screen with its content, scrim, drawer, menu,
/// shadow and the finger, beside a chart of the drawer's offset over time.
///
/// Every layer is placed by ``DrawerGeometry``, the same function the SwiftUI layer reads, so the
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
/// The picture's layers carry classes tests and tools can find: `scene` (one per container size),
/// `layer-content`, `layer-scrim`, `layer-drawer`, `layer-shadow`, `layer-finger`, `chart`.
/// The drawer group is translated by ``DrawerGeometry/drawerMinX``; the content group by
/// ``DrawerGeometry/contentOffsetX`` plus half the container's width (it is then scaled about its
/// centre).
public struct DrawerSVGRenderer: Sendable {
  /// How the drawer and the content move.
  public var style: DrawerPresentationStyle
  /// The app drawn in the picture.
  public var app: LabSampleApp
  /// Whether the chart of the offset over time is drawn beside the screen.
  public var includesChart: Bool

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
  public init(
    style: DrawerPresentationStyle = .overlay, app: LabSampleApp = .standard,
    includesChart: Bool = true
  ) {
    self.style = style
    self.app = app
    self.includesChart = includesChart
  }

  /// The animation's length for a recording, in seconds: ``leadIn``, the recording, ``tail``,
  /// rounded up to a tenth of a millisecond so that the `dur` written in the SVG is exact.
  ///
  /// - Parameter recording: the recording.
  /// - Returns: seconds.
  public static func duration(of recording: DrawerRecording) -> Double {
    ((leadIn + (recording.endTime - recording.startTime) + tail) * 10_000).rounded(.up) / 10_000
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
    let duration = Self.duration(of: recording)
    let start = recording.startTime
    var samples: [Sample] = []
    samples.reserveCapacity(recording.frames.count + 2)
    // The lead-in shows the drawer as it was before the first event, which may change it at once
    // (a resize, a command that does not animate).
    for time in [0, Self.leadIn - 0.001] {
      samples.append(
        sample(recording.initial, at: time, configuration: recording.configuration, finger: false))
    }
    for frame in recording.frames {
      samples.append(
        sample(
          frame, at: frame.time - start + Self.leadIn, configuration: recording.configuration,
          finger: true))
    }
    if let last = recording.frames.last {
      samples.append(
        sample(last, at: duration, configuration: recording.configuration, finger: false))
    }
    return document(
      recording: recording, samples: samples, clock: AnimationClock(duration: duration),
      playhead: nil, title: title, description: description)
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
    let snapshot = recording.snapshot(at: recording.startTime + time)
    let at = snapshot.time - recording.startTime + Self.leadIn
    let sample = sample(snapshot, at: at, configuration: recording.configuration, finger: true)
    return document(
      recording: recording, samples: [sample],
      clock: AnimationClock(duration: Self.duration(of: recording)), playhead: at, title: title,
      description: description ?? "Still at \(svgNumber(time, decimals: 3)) s.")
  }

  // MARK: Samples

  /// Everything the picture needs at one instant.
  struct Sample {
    var time: Double
    var container: DrawerSize
    var geometry: DrawerGeometry
    var finger: DrawerPoint?
  }

  private func sample(
    _ frame: DrawerRecording.Frame, at time: Double, configuration: DrawerConfiguration,
    finger: Bool
  ) -> Sample {
    let geometry = DrawerGeometry(
      progress: frame.progress, container: frame.container, drawerWidth: frame.width,
      side: configuration.side, style: style)
    return Sample(
      time: time, container: frame.container, geometry: geometry,
      finger: finger ? frame.finger : nil)
  }

  // MARK: The document

  private func document(
    recording: DrawerRecording, samples: [Sample], clock: AnimationClock, playhead: Double?,
    title: String?, description: String?
  ) -> String {
    let configuration = recording.configuration
    let screenWidth = samples.map(\.container.width).max() ?? 0
    let screenHeight = samples.map(\.container.height).max() ?? 0
    let chart = OffsetChart(
      recording: recording, leadIn: Self.leadIn, duration: clock.duration)
    let chartX = Self.margin + screenWidth + Self.gap
    let infoLines = outcomeLines(recording, description: description)
    let sideHeight = includesChart ? chart.height + 24 + Double(infoLines.count) * 20 : 0
    let width = includesChart ? chartX + chart.width + Self.margin : screenWidth + 2 * Self.margin
    let height = Self.header + Swift.max(screenHeight, sideHeight) + Self.margin

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
    svg.append(SVGElement("title", children: [.text(title ?? recording.trace.name)]))
    svg.append(definitions(samples: samples))
    svg.append(
      SVGElement(
        "rect",
        ["width": svgNumber(width), "height": svgNumber(height), "fill": "#f7f7f9"]))
    svg.append(contentsOf: heading(recording, title: title))

    var screen = SVGElement(
      "g",
      [
        "class": "screen",
        "transform": "translate(\(svgNumber(Self.margin)) \(svgNumber(Self.header)))",
      ])
    let runs = containerRuns(samples)
    for (index, run) in runs.enumerated() {
      screen.append(
        scene(
          index: index, samples: samples, run: run, runCount: runs.count,
          configuration: configuration, clock: clock))
    }
    if let finger = fingerLayer(samples: samples, clock: clock) { screen.append(finger) }
    svg.append(screen)

    if includesChart {
      svg.append(chart.element(x: chartX, y: Self.header, playhead: playhead, clock: clock))
      var y = Self.header + chart.height + 30
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
      style.rawValue, "\(configuration.edge.rawValue) edge",
      configuration.layoutDirection == .leftToRight ? "left to right" : "right to left",
      "spring \(svgNumber(spring.duration, decimals: 2)) s, bounce \(svgNumber(spring.bounce, decimals: 2))",
    ]
    details.append("drawer \(svgNumber(recording.initial.width, decimals: 0)) pt")
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

  private func outcomeLines(_ recording: DrawerRecording, description: String?) -> [String] {
    var lines = ["Ends \(recording.final.rawValue) (meant: \(recording.trace.expect.rawValue))."]
    if let release = recording.releases.last {
      lines.append(
        "Let go at \(svgNumber(release.time - recording.startTime, decimals: 2)) s, moving "
          + "\(svgNumber(release.velocity, decimals: 0)) pt/s toward "
          + (release.velocity >= 0 ? "open." : "closed."))
    } else {
      lines.append(recording.moved ? "No finger moved the drawer." : "The drawer never moved.")
    }
    if let timeToRest = recording.timeToRest {
      lines.append("At rest \(svgNumber(timeToRest, decimals: 2)) s after it was let go.")
    }
    if let description { lines.append(contentsOf: wrapped(description, width: 62)) }
    return lines
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

  private func definitions(samples: [Sample]) -> SVGElement {
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

  // MARK: Scenes

  /// The ranges of samples that share a container size: each is drawn as its own scene, shown
  /// only while that size is in force.
  private func containerRuns(_ samples: [Sample]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start = 0
    for index in samples.indices.dropFirst()
    where samples[index].container != samples[start].container {
      runs.append(start..<index)
      start = index
    }
    if !samples.isEmpty { runs.append(start..<samples.count) }
    return runs
  }

  /// A track of one of the geometry's values through the run, held before and after it.
  private func track(
    _ samples: [Sample], _ run: Range<Int>, clock: AnimationClock, tolerance: Double,
    _ value: (Sample) -> Double
  ) -> KeyframeTrack {
    var times: [Double] = []
    var values: [Double] = []
    times.reserveCapacity(run.count + 2)
    values.reserveCapacity(run.count + 2)
    if samples[run.lowerBound].time > 0 {
      times.append(0)
      values.append(value(samples[run.lowerBound]))
    }
    for index in run {
      times.append(samples[index].time)
      values.append(value(samples[index]))
    }
    if samples[run.upperBound - 1].time < clock.duration {
      times.append(clock.duration)
      values.append(value(samples[run.upperBound - 1]))
    }
    return KeyframeTrack(times: times, values: values).thinned(tolerance: tolerance)
  }

  private func scene(
    index: Int, samples: [Sample], run: Range<Int>, runCount: Int,
    configuration: DrawerConfiguration, clock: AnimationClock
  ) -> SVGElement {
    let first = samples[run.lowerBound]
    let size = first.container
    let drawerWidth = first.geometry.drawerWidth
    let prefix = "s\(index)"
    let drawerAbove = style.drawerIsAboveContent
    let animated = samples.count > 1
    var scene = SVGElement(
      "g",
      [
        "class": "scene",
        "data-container": "\(svgNumber(size.width))x\(svgNumber(size.height))",
        "visibility": index == 0 ? "visible" : "hidden",
      ])
    if animated && runCount > 1 {
      // Shown only while this container size is in force.
      var times = [0.0]
      var values = [0.0]
      if first.time > 0 {
        times.append(first.time)
        values.append(1)
      } else {
        values[0] = 1
      }
      if run.upperBound < samples.count {
        times.append(samples[run.upperBound].time)
        values.append(0)
      }
      scene.append(
        clock.animate("visibility", KeyframeTrack(times: times, values: values), discrete: true) {
          $0 > 0.5 ? "visible" : "hidden"
        })
    }

    var defs = SVGElement("defs")
    defs.append(
      SVGElement(
        "clipPath", ["id": "\(prefix)-screen"],
        children: [
          .element(
            SVGElement(
              "rect",
              [
                "width": svgNumber(size.width), "height": svgNumber(size.height),
                "rx": svgNumber(LabPalette.screenCornerRadius),
              ]))
        ]))
    defs.append(
      SVGElement(
        "clipPath", ["id": "\(prefix)-drawer"],
        children: [
          .element(
            SVGElement(
              "rect", ["width": svgNumber(drawerWidth), "height": svgNumber(size.height)]))
        ]))

    let scale = track(samples, run, clock: clock, tolerance: Self.scaleTolerance) {
      $0.geometry.contentScale
    }
    let scales = style == .scale
    if scales {
      // The corner radius on screen is the geometry's; the clip is drawn before the scale.
      let radius = track(samples, run, clock: clock, tolerance: Self.positionTolerance) {
        $0.geometry.contentCornerRadius / $0.geometry.contentScale
      }
      var rect = SVGElement(
        "rect",
        [
          "width": svgNumber(size.width), "height": svgNumber(size.height),
          "rx": svgNumber(radius.values[0]),
        ])
      if !radius.isConstant() { rect.append(clock.animate("rx", radius) { svgNumber($0) }) }
      defs.append(
        SVGElement("clipPath", ["id": "\(prefix)-content"], children: [.element(rect)]))
    }
    scene.append(defs)

    var screen = SVGElement("g", ["clip-path": "url(#\(prefix)-screen)"])
    screen.append(
      SVGElement(
        "rect",
        [
          "class": "backdrop", "width": svgNumber(size.width), "height": svgNumber(size.height),
          "fill": LabPalette.backdrop,
        ]))

    let shadow = track(samples, run, clock: clock, tolerance: Self.opacityTolerance) {
      $0.geometry.shadowOpacity * LabPalette.shadowMaximumOpacity
    }
    let drawer = drawerLayer(
      samples: samples, run: run, clock: clock, prefix: prefix, width: drawerWidth,
      height: size.height, direction: configuration.layoutDirection,
      shadow: drawerAbove ? shadow : nil)
    let content = contentLayer(
      samples: samples, run: run, clock: clock, prefix: prefix, size: size, scale: scale,
      clipped: scales, direction: configuration.layoutDirection,
      shadow: drawerAbove ? nil : shadow)
    if drawerAbove {
      screen.append(content)
      screen.append(drawer)
    } else {
      screen.append(drawer)
      screen.append(content)
    }
    scene.append(screen)
    scene.append(
      SVGElement(
        "rect",
        [
          "class": "bezel", "x": "-1.5", "y": "-1.5", "width": svgNumber(size.width + 3),
          "height": svgNumber(size.height + 3),
          "rx": svgNumber(LabPalette.screenCornerRadius + 1.5), "fill": "none",
          "stroke": LabPalette.bezel, "stroke-width": "3",
        ]))
    return scene
  }

  private func shadowRect(
    width: Double, height: Double, opacity: KeyframeTrack, clock: AnimationClock
  ) -> SVGElement {
    var rect = SVGElement(
      "rect",
      [
        "class": "layer-shadow", "width": svgNumber(width), "height": svgNumber(height),
        "fill": "#000000", "filter": "url(#shadow-blur)",
        "opacity": svgNumber(opacity.values[0], decimals: 4),
      ])
    if !opacity.isConstant() {
      rect.append(clock.animate("opacity", opacity) { svgNumber($0, decimals: 4) })
    }
    return rect
  }

  private func drawerLayer(
    samples: [Sample], run: Range<Int>, clock: AnimationClock, prefix: String, width: Double,
    height: Double, direction: DrawerLayoutDirection, shadow: KeyframeTrack?
  ) -> SVGElement {
    let x = track(samples, run, clock: clock, tolerance: Self.positionTolerance) {
      $0.geometry.drawerMinX
    }
    var layer = SVGElement(
      "g",
      [
        "class": "layer-drawer", "data-drawer-width": svgNumber(width),
        "transform": "translate(\(svgNumber(x.values[0])) 0)",
      ])
    if !x.isConstant() {
      layer.append(clock.animateTransform("translate", x) { svgNumber($0) + " 0" })
    }
    if let shadow {
      layer.append(shadowRect(width: width, height: height, opacity: shadow, clock: clock))
    }
    var menu = SVGElement("g", ["class": "drawer-menu", "clip-path": "url(#\(prefix)-drawer)"])
    menu.append(
      contentsOf: MenuLayer.elements(app.menu, width: width, height: height, direction: direction))
    layer.append(menu)
    return layer
  }

  private func contentLayer(
    samples: [Sample], run: Range<Int>, clock: AnimationClock, prefix: String, size: DrawerSize,
    scale: KeyframeTrack, clipped: Bool, direction: DrawerLayoutDirection,
    shadow: KeyframeTrack?
  ) -> SVGElement {
    let halfWidth = size.width / 2
    let halfHeight = size.height / 2
    let x = track(samples, run, clock: clock, tolerance: Self.positionTolerance) {
      $0.geometry.contentOffsetX + halfWidth
    }
    var layer = SVGElement(
      "g",
      [
        "class": "layer-content",
        "transform": "translate(\(svgNumber(x.values[0])) \(svgNumber(halfHeight)))",
      ])
    if !x.isConstant() {
      layer.append(
        clock.animateTransform("translate", x) { svgNumber($0) + " " + svgNumber(halfHeight) })
    }
    var inner = SVGElement(
      "g", ["transform": "translate(\(svgNumber(-halfWidth)) \(svgNumber(-halfHeight)))"])
    if let shadow {
      inner.append(
        shadowRect(width: size.width, height: size.height, opacity: shadow, clock: clock))
    }
    var home = SVGElement("g", ["class": "home-screen"])
    if clipped { home.set("clip-path", "url(#\(prefix)-content)") }
    home.append(
      contentsOf: HomeScreenLayer.elements(
        app: app, size: size, mirror: LayoutMirror(width: size.width, direction: direction)))
    let scrim = track(samples, run, clock: clock, tolerance: Self.opacityTolerance) {
      $0.geometry.scrimOpacity * LabPalette.scrimMaximumOpacity
    }
    var scrimRect = SVGElement(
      "rect",
      [
        "class": "layer-scrim", "width": svgNumber(size.width), "height": svgNumber(size.height),
        "fill": "#000000", "opacity": svgNumber(scrim.values[0], decimals: 4),
      ])
    if !scrim.isConstant() {
      scrimRect.append(clock.animate("opacity", scrim) { svgNumber($0, decimals: 4) })
    }
    home.append(scrimRect)
    inner.append(home)
    if style == .scale {
      var scaling = SVGElement(
        "g",
        [
          "class": "content-scale",
          "transform": "scale(\(svgNumber(scale.values[0], decimals: 4)))",
        ])
      if !scale.isConstant() {
        scaling.append(clock.animateTransform("scale", scale) { svgNumber($0, decimals: 4) })
      }
      scaling.append(inner)
      layer.append(scaling)
    } else {
      layer.append(inner)
    }
    return layer
  }

  // MARK: The finger

  private func fingerLayer(samples: [Sample], clock: AnimationClock) -> SVGElement? {
    guard let firstTouch = samples.first(where: { $0.finger != nil })?.finger else { return nil }
    var times: [Double] = []
    var xs: [Double] = []
    var ys: [Double] = []
    var shown: [Double] = []
    var last = firstTouch
    for sample in samples {
      if let finger = sample.finger { last = finger }
      times.append(sample.time)
      xs.append(last.x)
      ys.append(last.y)
      shown.append(sample.finger == nil ? 0 : 1)
    }
    let x = KeyframeTrack(times: times, values: xs).thinned(tolerance: Self.positionTolerance)
    let y = KeyframeTrack(times: times, values: ys).thinned(tolerance: Self.positionTolerance)
    let visible = KeyframeTrack(times: times, values: shown).steps()
    var circle = SVGElement(
      "circle",
      [
        "class": "layer-finger", "cx": svgNumber(x.values[0]), "cy": svgNumber(y.values[0]),
        "r": svgNumber(LabPalette.fingerRadius), "fill": LabPalette.finger, "fill-opacity": "0.3",
        "stroke": LabPalette.finger, "stroke-opacity": "0.85", "stroke-width": "2",
        "opacity": svgNumber(visible.values[0]),
      ])
    if samples.count > 1 {
      if !x.isConstant() { circle.append(clock.animate("cx", x) { svgNumber($0) }) }
      if !y.isConstant() { circle.append(clock.animate("cy", y) { svgNumber($0) }) }
      if !visible.isConstant() {
        circle.append(clock.animate("opacity", visible, discrete: true) { svgNumber($0) })
      }
    }
    return circle
  }
}
