@_spi(DrawerKit) import DrawerCore

/// What the picture draws at each instant: every layer's place from `DrawerGeometry`, for the
/// trace's drawer and, in a trace with two, for the second one too, with the content moved,
/// scaled, rounded and dimmed by both.
extension DrawerSVGRenderer {
  /// Everything the picture needs at one instant.
  struct Sample {
    var time: Double
    var container: DrawerSize
    var geometry: DrawerGeometry
    var finger: DrawerPoint?
    /// Where the second drawer is, for a trace with two.
    var second: DrawerGeometry?

    /// How far the content is moved, in points: by both drawers.
    var contentOffsetX: Double {
      second.map { geometry.contentOffsetX + $0.contentOffsetX } ?? geometry.contentOffsetX
    }
    /// The content's scale: both drawers'.
    var contentScale: Double {
      second.map { geometry.contentScale * $0.contentScale } ?? geometry.contentScale
    }
    /// The content's corner radius, in points: the rounder of the two.
    var contentCornerRadius: Double {
      second.map { Swift.max(geometry.contentCornerRadius, $0.contentCornerRadius) }
        ?? geometry.contentCornerRadius
    }
    /// The scrim's opacity over the content: both drawers' scrims laid over each other.
    var scrimOpacity: Double {
      second.map { 1 - (1 - geometry.scrimOpacity) * (1 - $0.scrimOpacity) }
        ?? geometry.scrimOpacity
    }
    /// The strength of the shadow the content casts over the drawers under it: the stronger.
    var contentShadowOpacity: Double {
      second.map { Swift.max(geometry.shadowOpacity, $0.shadowOpacity) } ?? geometry.shadowOpacity
    }
  }

  func sample(
    _ frame: DrawerRecording.Frame, at time: Double, configuration: DrawerConfiguration,
    second secondConfiguration: DrawerConfiguration? = nil, finger: Bool
  ) -> Sample {
    let geometry = DrawerGeometry(
      progress: frame.progress, container: frame.container, drawerWidth: frame.width,
      side: configuration.side, style: style)
    var second: DrawerGeometry?
    if let secondConfiguration, let drawer = frame.second, let offset = frame.secondOffset {
      second = DrawerGeometry(
        progress: offset / drawer.width, container: frame.container, drawerWidth: drawer.width,
        side: secondConfiguration.side, style: style)
    }
    return Sample(
      time: time, container: frame.container, geometry: geometry,
      finger: finger ? frame.finger : nil, second: second)
  }
}
