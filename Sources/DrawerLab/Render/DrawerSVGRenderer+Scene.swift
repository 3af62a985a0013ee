@_spi(DrawerKit) import DrawerCore

/// The screen of a picture: one scene per container size, each with the backdrop, the drawer
/// and its menu, the content with its scrim, and the shadow, every layer placed by
/// `DrawerGeometry` at every sample and animated along thinned keyframes.
extension DrawerSVGRenderer {
  /// The ranges of samples that share a container size: each is drawn as its own scene, shown
  /// only while that size is in force.
  func containerRuns(_ samples: [Sample]) -> [Range<Int>] {
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
  func track(
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

  /// The scene for one run of samples sharing a container: shown only during the run when the
  /// picture has several.
  func scene(
    index: Int, samples: [Sample], run: Range<Int>, runCount: Int,
    configuration: DrawerConfiguration, scroll: KeyframeTrack, clock: AnimationClock
  ) -> SVGElement {
    let first = samples[run.lowerBound]
    let size = first.container
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
    let panel = DrawerPanel(geometry: first.geometry, height: size.height)
    defs.append(
      SVGElement("clipPath", ["id": "\(prefix)-drawer"], children: [.element(panel.rect())]))
    let secondPanel = first.second.map { DrawerPanel(geometry: $0, height: size.height) }
    if let secondPanel {
      defs.append(
        SVGElement(
          "clipPath", ["id": "\(prefix)-second-drawer"], children: [.element(secondPanel.rect())]))
    }

    let scale = track(samples, run, clock: clock, tolerance: Self.scaleTolerance) {
      $0.contentScale
    }
    let scales = style == .scale
    if scales {
      // The corner radius on screen is the geometry's; the clip is drawn before the scale.
      let radius = track(samples, run, clock: clock, tolerance: Self.positionTolerance) {
        $0.contentCornerRadius / $0.contentScale
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
    var screen = SVGElement("g", ["clip-path": "url(#\(prefix)-screen)"])
    screen.append(
      SVGElement(
        "rect",
        [
          "class": "backdrop", "width": svgNumber(size.width), "height": svgNumber(size.height),
          "fill": LabPalette.backdrop,
        ]))

    let shadow = track(samples, run, clock: clock, tolerance: Self.opacityTolerance) {
      (drawerAbove ? $0.geometry.shadowOpacity : $0.contentShadowOpacity)
        * LabPalette.shadowMaximumOpacity
    }
    var drawers = [
      drawerLayer(
        samples: samples, run: run, clock: clock, prefix: prefix, panel: panel,
        height: size.height, direction: configuration.layoutDirection,
        shadow: drawerAbove ? shadow : nil)
    ]
    if let secondPanel {
      let secondShadow = track(samples, run, clock: clock, tolerance: Self.opacityTolerance) {
        ($0.second?.shadowOpacity ?? 0) * LabPalette.shadowMaximumOpacity
      }
      drawers.append(
        drawerLayer(
          samples: samples, run: run, clock: clock, prefix: "\(prefix)-second",
          panel: secondPanel, height: size.height, direction: configuration.layoutDirection,
          shadow: drawerAbove ? secondShadow : nil, menuModel: app.secondMenu,
          layerClass: "layer-second-drawer"
        ) { $0.second?.drawerMinX ?? 0 })
      if !drawerAbove {
        // Under the content, each drawer shows only on its own side of the content's centre.
        for (index, side) in [first.geometry.side, first.second?.side ?? .right].enumerated() {
          let clip = "\(prefix)-side-\(index)"
          defs.append(sideClip(id: clip, side: side, samples: samples, run: run, clock: clock))
          drawers[index] = SVGElement(
            "g", ["clip-path": "url(#\(clip))"], children: [.element(drawers[index])])
        }
      }
    }
    let content = contentLayer(
      samples: samples, run: run, clock: clock, prefix: prefix, size: size, scale: scale,
      scroll: scroll, clipped: scales, direction: configuration.layoutDirection,
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
    id: String, side: DrawerSide, samples: [Sample], run: Range<Int>, clock: AnimationClock
  ) -> SVGElement {
    let size = samples[run.lowerBound].container
    let centre = track(samples, run, clock: clock, tolerance: Self.positionTolerance) {
      Swift.min(Swift.max($0.contentOffsetX + $0.container.width / 2, 0), $0.container.width)
    }
    var rect = SVGElement("rect", ["height": svgNumber(size.height)])
    if side == .left {
      rect.set("width", svgNumber(centre.values[0]))
      if !centre.isConstant() { rect.append(clock.animate("width", centre) { svgNumber($0) }) }
    } else {
      let width = KeyframeTrack(
        times: centre.times, values: centre.values.map { size.width - $0 })
      rect.set("x", svgNumber(centre.values[0]))
      rect.set("width", svgNumber(width.values[0]))
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
    rect.set("opacity", svgNumber(opacity.values[0], decimals: 4))
    if !opacity.isConstant() {
      rect.append(clock.animate("opacity", opacity) { svgNumber($0, decimals: 4) })
    }
    return rect
  }

  /// The drawer, translated by `DrawerGeometry/drawerMinX`, with its menu and, when it is
  /// above the content, its shadow; the floating drawer is a panel inset from the screen's
  /// edges, its menu on a translucent fill with a bright rim (a picture's stand-in for glass).
  func drawerLayer(
    samples: [Sample], run: Range<Int>, clock: AnimationClock, prefix: String,
    panel: DrawerPanel, height: Double, direction: DrawerLayoutDirection,
    shadow: KeyframeTrack?, menuModel: DrawerMenuModel<String>? = nil,
    layerClass: String = "layer-drawer", minX: (Sample) -> Double = { $0.geometry.drawerMinX }
  ) -> SVGElement {
    let width = panel.width
    let x = track(samples, run, clock: clock, tolerance: Self.positionTolerance, minX)
    var layer = SVGElement(
      "g",
      [
        "class": layerClass, "data-drawer-width": svgNumber(width),
        "transform": "translate(\(svgNumber(x.values[0])) 0)",
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
    samples: [Sample], run: Range<Int>, clock: AnimationClock, prefix: String, size: DrawerSize,
    scale: KeyframeTrack, scroll: KeyframeTrack, clipped: Bool, direction: DrawerLayoutDirection,
    shadow: KeyframeTrack?
  ) -> SVGElement {
    let halfWidth = size.width / 2
    let halfHeight = size.height / 2
    let x = track(samples, run, clock: clock, tolerance: Self.positionTolerance) {
      $0.contentOffsetX + halfWidth
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
        app: app, size: size, mirror: LayoutMirror(width: size.width, direction: direction),
        scroll: scroll, clock: clock))
    let scrim = track(samples, run, clock: clock, tolerance: Self.opacityTolerance) {
      $0.scrimOpacity * LabPalette.scrimMaximumOpacity
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
