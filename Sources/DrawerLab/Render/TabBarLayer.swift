@_spi(DrawerKit) import DrawerCore

/// Draws a `TabBarModel` as a floating capsule above the bottom safe area: each item's symbol
/// or avatar with its title, the selected one in the tint colour (an avatar gets a ring), and
/// badges on the icons' corners. Items run from the leading edge, so a right-to-left layout
/// reverses them.
enum TabBarLayer {
  /// The bar's height, in points.
  static let height = 64.0

  /// The bar's frame in a container: centred, at most 380 points wide, above the home indicator.
  static func frame(in size: DrawerSize) -> (x: Double, y: Double, width: Double) {
    let width = Swift.max(Swift.min(size.width - 32, 380), 40)
    return ((size.width - width) / 2, size.height - LabPalette.bottomInset - height + 4, width)
  }

  /// The tab bar's element, in the container's coordinates.
  static func element(
    _ tabBar: TabBarModel<String>, size: DrawerSize, direction: DrawerLayoutDirection
  ) -> SVGElement {
    let frame = frame(in: size)
    var group = SVGElement("g", ["class": "tab-bar"])
    group.append(
      SVGElement(
        "rect",
        [
          "x": svgNumber(frame.x), "y": svgNumber(frame.y + 5), "width": svgNumber(frame.width),
          "height": svgNumber(height), "rx": svgNumber(height / 2), "fill": "#000000",
          "opacity": "0.16", "filter": "url(#soft-shadow)",
        ]))
    group.append(
      SVGElement(
        "rect",
        [
          "x": svgNumber(frame.x), "y": svgNumber(frame.y), "width": svgNumber(frame.width),
          "height": svgNumber(height), "rx": svgNumber(height / 2), "fill": LabPalette.surface,
        ]))
    guard !tabBar.tabs.isEmpty else { return group }
    let mirror = LayoutMirror(width: frame.width, direction: direction)
    let slot = (frame.width - 16) / Double(tabBar.tabs.count)
    for (index, tab) in tabBar.tabs.enumerated() {
      let selected = tabBar.isSelected(tab.id)
      let color = selected ? LabPalette.tint : LabPalette.tertiary
      let x = frame.x + mirror.x(8 + slot * (Double(index) + 0.5))
      let iconY = frame.y + (tab.title == nil ? height / 2 : 25)
      var item = SVGElement("g", ["class": selected ? "tab selected" : "tab", "data-tab": tab.id])
      switch tab.icon {
      case .systemImage(let name):
        item.append(IconGlyph.glyph(name, x: x, y: iconY, size: 24, color: color, mirror: mirror))
      case .avatar(let profile):
        if selected {
          item.append(
            SVGElement(
              "circle",
              [
                "cx": svgNumber(x), "cy": svgNumber(iconY), "r": "15.5", "fill": "none",
                "stroke": LabPalette.tint, "stroke-width": "2",
              ]))
        }
        item.append(
          SVGElement(
            "circle",
            ["cx": svgNumber(x), "cy": svgNumber(iconY), "r": "12.5", "fill": LabPalette.avatar]))
        item.append(
          SVGElement(
            "text",
            [
              "x": svgNumber(x), "y": svgNumber(iconY + 3.8), "text-anchor": "middle",
              "font-size": "10.5", "font-weight": "700", "fill": LabPalette.avatarText,
            ], children: [.text(profile.initials)]))
      }
      if let title = tab.title {
        item.append(
          SVGElement(
            "text",
            [
              "x": svgNumber(x), "y": svgNumber(frame.y + 52), "text-anchor": "middle",
              "font-size": "10.5", "font-weight": selected ? "700" : "500", "fill": color,
            ], children: [.text(title)]))
      }
      if let badge = tab.badge {
        // On the icon's top trailing corner.
        let corner = x + (direction == .rightToLeft ? -11 : 11)
        if let mark = BadgeMark.element(badge, x: corner, y: iconY - 9, outline: LabPalette.surface)
        {
          item.append(mark)
        }
      }
      group.append(item)
    }
    return group
  }
}
