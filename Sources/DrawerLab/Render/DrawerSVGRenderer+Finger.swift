@_spi(DrawerKit) import DrawerCore

/// The translucent circle where the finger touches, shown only while it does.
extension DrawerSVGRenderer {
  /// The finger's circle, following every touch, or `nil` when nothing touches the screen.
  func fingerLayer(samples: [Sample], clock: AnimationClock) -> SVGElement? {
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
