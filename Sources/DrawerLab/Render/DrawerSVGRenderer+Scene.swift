@_spi(DrawerKit) import DrawerCore

/// The screen of a picture: one scene per container size, each with the backdrop, the drawer
/// and its menu, the content with its scrim, and the shadow, every layer placed by
/// `DrawerGeometry` at every sample and animated along thinned keyframes.
extension DrawerSVGRenderer {
  /// One scene's animated values: the samples in a row that share a container size, each
  /// value's track held before and after them and thinned as the samples come.
  struct SceneTracks {
    /// What the scene's tracks follow.
    enum Value: Int, CaseIterable {
      case contentScale, contentRadius, shadow, secondShadow, drawerX, secondDrawerX
      case contentCentre, contentX, scrim
    }

    /// The scene's first sample.
    let first: Sample
    /// When the next scene's first sample is, if another scene follows.
    var nextStart: Double?
    private var tracks: [KeyframeTrack]

    /// The track of `value`.
    subscript(_ value: Value) -> KeyframeTrack { tracks[value.rawValue] }

    /// Whether the scene is the one shown at `time`, in seconds of the animation; the `first`
    /// scene is also shown before it starts.
    func isShown(at time: Double, first: Bool) -> Bool {
      (first || time >= self.first.time) && nextStart.map { time < $0 } ?? true
    }

    /// Builds a scene's tracks sample by sample.
    struct Builder {
      let first: Sample
      private var last: Sample
      private var thinnings: [KeyframeTrack.Thinning]
      private let drawerAbove: Bool

      /// Starts a scene at `first`; `renderer` says how each value follows from a sample.
      init(first: Sample, renderer: DrawerSVGRenderer) {
        self.first = first
        last = first
        drawerAbove = renderer.style.drawerIsAboveContent
        thinnings = Value.allCases.map { KeyframeTrack.Thinning(tolerance: Self.tolerance($0)) }
        if first.time > 0 { append(first, at: 0) }
        append(first, at: first.time)
      }

      /// Adds the scene's next sample.
      mutating func add(_ sample: Sample) {
        last = sample
        append(sample, at: sample.time)
      }

      /// The scene's tracks, held to the end of the animation (`duration`) after its last
      /// sample; `nextStart` is when the next scene starts, if one follows.
      mutating func finish(duration: Double, nextStart: Double?) -> SceneTracks {
        if last.time < duration { append(last, at: duration) }
        return SceneTracks(
          first: first, nextStart: nextStart,
          tracks: thinnings.indices.map { thinnings[$0].finish() })
      }

      private mutating func append(_ sample: Sample, at time: Double) {
        for kind in Value.allCases {
          thinnings[kind.rawValue].append(
            time, Self.value(kind, of: sample, drawerAbove: drawerAbove))
        }
      }

      private static func tolerance(_ value: Value) -> Double {
        switch value {
        case .contentScale: DrawerSVGRenderer.scaleTolerance
        case .shadow, .secondShadow, .scrim: DrawerSVGRenderer.opacityTolerance
        case .contentRadius, .drawerX, .secondDrawerX, .contentCentre, .contentX:
          DrawerSVGRenderer.positionTolerance
        }
      }

      private static func value(_ value: Value, of sample: Sample, drawerAbove: Bool) -> Double {
        switch value {
        case .contentScale: sample.contentScale
        // The corner radius on screen is the geometry's; the clip is drawn before the scale.
        case .contentRadius: sample.contentCornerRadius / sample.contentScale
        case .shadow:
          (drawerAbove ? sample.geometry.shadowOpacity : sample.contentShadowOpacity)
            * LabPalette.shadowMaximumOpacity
        case .secondShadow: (sample.second?.shadowOpacity ?? 0) * LabPalette.shadowMaximumOpacity
        case .drawerX: sample.geometry.drawerMinX
        case .secondDrawerX: sample.second?.drawerMinX ?? 0
        case .contentCentre:
          Swift.min(
            Swift.max(sample.contentOffsetX + sample.container.width / 2, 0),
            sample.container.width)
        case .contentX: sample.contentOffsetX + sample.container.width / 2
        case .scrim: sample.scrimOpacity * LabPalette.scrimMaximumOpacity
        }
      }
    }
  }

  /// A picture's scenes, built sample by sample: a new one wherever the container's size
  /// changes.
  struct SceneSequence {
    private let renderer: DrawerSVGRenderer
    private let duration: Double
    private var current: SceneTracks.Builder?
    private var scenes: [SceneTracks] = []
    /// How many samples there were.
    private(set) var sampleCount = 0

    /// Starts an animation `duration` seconds long, drawn by `renderer`.
    init(renderer: DrawerSVGRenderer, duration: Double) {
      self.renderer = renderer
      self.duration = duration
    }

    /// Adds the next sample.
    mutating func add(_ sample: Sample) {
      sampleCount += 1
      guard current?.first.container == sample.container else {
        finishScene(nextStart: sample.time)
        current = SceneTracks.Builder(first: sample, renderer: renderer)
        return
      }
      // In place: the builder's keyframes are not copied.
      current?.add(sample)
    }

    /// The scenes, once every sample has been added.
    mutating func finish() -> [SceneTracks] {
      finishScene(nextStart: nil)
      return scenes
    }

    private mutating func finishScene(nextStart: Double?) {
      guard var scene = current else { return }
      current = nil
      scenes.append(scene.finish(duration: duration, nextStart: nextStart))
    }
  }

  /// The scene for one run of samples sharing a container: shown only during the run when the
  /// picture has several.
  func scene(
    index: Int, tracks: SceneTracks, runCount: Int, animated: Bool,
    configuration: DrawerConfiguration, scroll: KeyframeTrack, clock: AnimationClock
  ) -> SVGElement {
    let first = tracks.first
    let size = first.container
    let prefix = "s\(index)"
    let drawerAbove = style.drawerIsAboveContent
    var scene = SVGElement(
      "g",
      [
        "class": "scene",
        "data-container": "\(svgNumber(size.width))x\(svgNumber(size.height))",
        "visibility": tracks.isShown(at: clock.pose, first: index == 0) ? "visible" : "hidden",
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
      if let next = tracks.nextStart {
        times.append(next)
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
    let panel = DrawerPanel(geometry: first.geometry, height: size.height)
    defs.append(
      SVGElement("clipPath", ["id": "\(prefix)-drawer"], children: [.element(panel.rect())]))
    let secondPanel = first.second.map { DrawerPanel(geometry: $0, height: size.height) }
    if let secondPanel {
      defs.append(
        SVGElement(
          "clipPath", ["id": "\(prefix)-second-drawer"], children: [.element(secondPanel.rect())]))
    }

    let scale = tracks[.contentScale]
    let scales = style == .scale
    if scales {
      let radius = tracks[.contentRadius]
      var rect = SVGElement(
        "rect",
        [
          "width": svgNumber(size.width), "height": svgNumber(size.height),
          "rx": svgNumber(clock.posed(radius)),
        ])
      if !radius.isConstant() { rect.append(clock.animate("rx", radius) { svgNumber($0) }) }
      defs.append(
        SVGElement("clipPath", ["id": "\(prefix)-content"], children: [.element(rect)]))
    }
    var screen = SVGElement("g", ["clip-path": "url(#\(prefix)-screen)"])
    screen.append(
      SVGElement(
        "rect",
        [
          "class": "backdrop", "width": svgNumber(size.width), "height": svgNumber(size.height),
          "fill": LabPalette.backdrop,
        ]))

    let shadow = tracks[.shadow]
    var drawers = [
      drawerLayer(
        x: tracks[.drawerX], clock: clock, prefix: prefix, panel: panel,
        height: size.height, direction: configuration.layoutDirection,
        shadow: drawerAbove ? shadow : nil)
    ]
    if let secondPanel {
      let secondShadow = tracks[.secondShadow]
      drawers.append(
        drawerLayer(
          x: tracks[.secondDrawerX], clock: clock, prefix: "\(prefix)-second",
          panel: secondPanel, height: size.height, direction: configuration.layoutDirection,
          shadow: drawerAbove ? secondShadow : nil, menuModel: app.secondMenu,
          layerClass: "layer-second-drawer"))
      if !drawerAbove {
        // Under the content, each drawer shows only on its own side of the content's centre.
        for (index, side) in [first.geometry.side, first.second?.side ?? .right].enumerated() {
          let clip = "\(prefix)-side-\(index)"
          defs.append(
            sideClip(
              id: clip, side: side, size: size, centre: tracks[.contentCentre], clock: clock))
          drawers[index] = SVGElement(
            "g", ["clip-path": "url(#\(clip))"], children: [.element(drawers[index])])
        }
      }
    }
    let content = contentLayer(
      x: tracks[.contentX], scrim: tracks[.scrim], clock: clock, prefix: prefix, size: size,
      scale: scale, scroll: scroll, clipped: scales, direction: configuration.layoutDirection,
      shadow: drawerAbove ? nil : shadow)
    if drawerAbove {
      screen.append(content)
      screen.append(contentsOf: drawers)
    } else {
      screen.append(contentsOf: drawers)
      screen.append(content)
    }
    scene.append(defs)
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

  /// The clip that keeps a drawer under the content on its own side of the content's centre:
  /// the screen from its `side` to the centre, moving as the content moves.
  func sideClip(
    id: String, side: DrawerSide, size: DrawerSize, centre: KeyframeTrack, clock: AnimationClock
  ) -> SVGElement {
    var rect = SVGElement("rect", ["height": svgNumber(size.height)])
    if side == .left {
      rect.set("width", svgNumber(clock.posed(centre)))
      if !centre.isConstant() { rect.append(clock.animate("width", centre) { svgNumber($0) }) }
    } else {
      let width = KeyframeTrack(
        times: centre.times, values: centre.values.map { size.width - $0 })
      rect.set("x", svgNumber(clock.posed(centre)))
      rect.set("width", svgNumber(clock.posed(width)))
      if !centre.isConstant() {
        rect.append(clock.animate("x", centre) { svgNumber($0) })
        rect.append(clock.animate("width", width) { svgNumber($0) })
      }
    }
    return SVGElement("clipPath", ["id": id], children: [.element(rect)])
  }

  /// A blurred black rectangle the size of the layer casting the shadow, or of the floating
  /// drawer's panel.
  func shadowRect(
    width: Double, height: Double, opacity: KeyframeTrack, clock: AnimationClock,
    panel: DrawerPanel? = nil
  ) -> SVGElement {
    var rect =
      panel?.rect()
      ?? SVGElement(
        "rect", ["width": svgNumber(width), "height": svgNumber(height)])
    rect.set("class", "layer-shadow")
    rect.set("fill", "#000000")
    rect.set("filter", "url(#shadow-blur)")
    rect.set("opacity", svgNumber(clock.posed(opacity), decimals: 4))
    if !opacity.isConstant() {
      rect.append(clock.animate("opacity", opacity) { svgNumber($0, decimals: 4) })
    }
    return rect
  }

  /// The drawer, translated by `DrawerGeometry/drawerMinX`, with its menu and, when it is
  /// above the content, its shadow; the floating drawer is a panel inset from the screen's
  /// edges, its menu on a translucent fill with a bright rim (a picture's stand-in for glass).
  func drawerLayer(
    x: KeyframeTrack, clock: AnimationClock, prefix: String,
    panel: DrawerPanel, height: Double, direction: DrawerLayoutDirection,
    shadow: KeyframeTrack?, menuModel: DrawerMenuModel<String>? = nil,
    layerClass: String = "layer-drawer"
  ) -> SVGElement {
    let width = panel.width
    var layer = SVGElement(
      "g",
      [
        "class": layerClass, "data-drawer-width": svgNumber(width),
        "transform": "translate(\(svgNumber(clock.posed(x))) 0)",
      ])
    if !x.isConstant() {
      layer.append(clock.animateTransform("translate", x) { svgNumber($0) + " 0" })
    }
    if let shadow {
      layer.append(
        shadowRect(
          width: width, height: height, opacity: shadow, clock: clock,
          panel: panel.isFloating ? panel : nil))
    }
    var menu = SVGElement("g", ["class": "drawer-menu", "clip-path": "url(#\(prefix)-drawer)"])
    var elements = MenuLayer.elements(
      menuModel ?? app.menu, width: width, height: height, content: panel.contentRange,
      direction: direction)
    if panel.isFloating, !elements.isEmpty {
      elements[0].set("fill-opacity", svgNumber(LabPalette.floatingPanelOpacity))
    }
    menu.append(contentsOf: elements)
    layer.append(menu)
    if panel.isFloating {
      var rim = panel.rect()
      rim.set("class", "drawer-panel-rim")
      rim.set("fill", "none")
      rim.set("stroke", LabPalette.floatingPanelRim)
      rim.set("stroke-width", "1")
      layer.append(rim)
    }
    return layer
  }

  /// The content, translated by `DrawerGeometry/contentOffsetX` and scaled about its centre,
  /// with the scrim over it and, when it is above the drawer, its shadow.
  func contentLayer(
    x: KeyframeTrack, scrim: KeyframeTrack, clock: AnimationClock, prefix: String,
    size: DrawerSize, scale: KeyframeTrack, scroll: KeyframeTrack, clipped: Bool,
    direction: DrawerLayoutDirection, shadow: KeyframeTrack?
  ) -> SVGElement {
    let halfWidth = size.width / 2
    let halfHeight = size.height / 2
    var layer = SVGElement(
      "g",
      [
        "class": "layer-content",
        "transform": "translate(\(svgNumber(clock.posed(x))) \(svgNumber(halfHeight)))",
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
        app: app, size: size, mirror: LayoutMirror(width: size.width, direction: direction),
        scroll: scroll, clock: clock))
    var scrimRect = SVGElement(
      "rect",
      [
        "class": "layer-scrim", "width": svgNumber(size.width), "height": svgNumber(size.height),
        "fill": "#000000", "opacity": svgNumber(clock.posed(scrim), decimals: 4),
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
          "transform": "scale(\(svgNumber(clock.posed(scale), decimals: 4)))",
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
}

/// The drawer's outline in its own coordinates, and where its menu is laid out: both from
/// `DrawerGeometry.panel(containerHeight:safeAreaTop:safeAreaBottom:)`, as DrawerKit lays them
/// out, for a screen whose safe area is the lab's status bar and home indicator. A sliding
/// drawer's outline runs the screen's full height, square; the floating style's panel stands in
/// by the geometry's margin from the top and bottom of the screen, its corners concentric to the
/// screen's, and the menu keeps inside it.
struct DrawerPanel {
  let width: Double
  /// The outline, top to bottom, in points from the screen's top.
  let outline: ClosedRange<Double>
  /// Where the menu is laid out, top to bottom, in points from the screen's top.
  let contentRange: ClosedRange<Double>
  let isFloating: Bool
  let cornerRadius: Double

  init(geometry: DrawerGeometry, height: Double) {
    width = geometry.drawerWidth
    // The picture's screen is the container with the safe area inside it; the geometry's
    // container is the safe area, below the status bar.
    let top = LabPalette.topInset
    let layout = geometry.panel(
      containerHeight: height - top - LabPalette.bottomInset, safeAreaTop: top,
      safeAreaBottom: LabPalette.bottomInset)
    outline = (layout.frame.minY + top)...(layout.frame.maxY + top)
    contentRange = (layout.contentFrame.minY + top)...(layout.contentFrame.maxY + top)
    isFloating = layout.isRounded
    cornerRadius =
      isFloating
      ? DrawerGeometry.floatingCornerRadius(screenCornerRadius: LabPalette.screenCornerRadius) : 0
  }

  /// The outline as an SVG rectangle.
  func rect() -> SVGElement {
    var rect = SVGElement(
      "rect",
      [
        "width": svgNumber(width),
        "height": svgNumber(outline.upperBound - outline.lowerBound),
      ])
    if isFloating {
      rect.set("y", svgNumber(outline.lowerBound))
      rect.set("rx", svgNumber(cornerRadius))
    }
    return rect
  }
}
