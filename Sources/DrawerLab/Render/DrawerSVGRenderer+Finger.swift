@_spi(DrawerKit) import DrawerCore

/// The translucent circle where the finger touches, shown only while it does.
extension DrawerSVGRenderer {
  /// The finger's tracks, built sample by sample: where it is (held where it last was while no
  /// finger touches, and where it first touches before that) and whether it is shown.
  struct FingerTracks {
    private var x = KeyframeTrack.Thinning(tolerance: DrawerSVGRenderer.positionTolerance)
    private var y = KeyframeTrack.Thinning(tolerance: DrawerSVGRenderer.positionTolerance)
    private var visible = KeyframeTrack.Thinning.steps
    private var last: DrawerPoint?

    /// Tracks that start where the finger first touches, `nil` when no finger touches.
    init(firstTouch: DrawerPoint?) {
      last = firstTouch
    }

    /// Adds the next sample.
    mutating func add(_ sample: Sample) {
      guard last != nil else { return }
      if let finger = sample.finger { last = finger }
      guard let last else { return }
      x.append(sample.time, last.x)
      y.append(sample.time, last.y)
      visible.append(sample.time, sample.finger == nil ? 0 : 1)
    }

    /// The finger's circle, or `nil` when nothing touches the screen; `animated` when there
    /// was more than one sample.
    mutating func layer(animated: Bool, clock: AnimationClock) -> SVGElement? {
      guard last != nil else { return nil }
      let x = x.finish()
      let y = y.finish()
      let visible = visible.finish()
      var circle = SVGElement(
        "circle",
        [
          "class": "layer-finger", "cx": svgNumber(clock.posed(x)), "cy": svgNumber(clock.posed(y)),
          "r": svgNumber(LabPalette.fingerRadius), "fill": LabPalette.finger,
          "fill-opacity": "0.3", "stroke": LabPalette.finger, "stroke-opacity": "0.85",
          "stroke-width": "2", "opacity": svgNumber(clock.posedStep(visible)),
        ])
      if animated {
        if !x.isConstant() { circle.append(clock.animate("cx", x) { svgNumber($0) }) }
        if !y.isConstant() { circle.append(clock.animate("cy", y) { svgNumber($0) }) }
        if !visible.isConstant() {
          circle.append(clock.animate("opacity", visible, discrete: true) { svgNumber($0) })
        }
      }
      return circle
    }
  }
}
