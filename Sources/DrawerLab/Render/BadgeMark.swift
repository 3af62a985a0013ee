@_spi(DrawerKit) import DrawerCore

/// Draws a `DrawerBadge`: a red pill with the count, or a red dot.
enum BadgeMark {
  /// The badge centred on `(x, y)`, or `nil` when the badge is not shown.
  static func element(_ badge: DrawerBadge, x: Double, y: Double, outline: String? = nil)
    -> SVGElement?
  {
    guard badge.isVisible else { return nil }
    var group = SVGElement("g", ["class": "badge"])
    guard let text = badge.text else {
      var dot = SVGElement(
        "circle",
        ["cx": svgNumber(x), "cy": svgNumber(y), "r": "4.5", "fill": LabPalette.badge])
      if let outline {
        dot.set("stroke", outline)
        dot.set("stroke-width", "2")
      }
      group.append(dot)
      return group
    }
    let height = 18.0
    let width = Swift.max(height, 8 + 7 * Double(text.count))
    var pill = SVGElement(
      "rect",
      [
        "x": svgNumber(x - width / 2), "y": svgNumber(y - height / 2), "width": svgNumber(width),
        "height": svgNumber(height), "rx": svgNumber(height / 2), "fill": LabPalette.badge,
      ])
    if let outline {
      pill.set("stroke", outline)
      pill.set("stroke-width", "2")
    }
    group.append(pill)
    group.append(
      SVGElement(
        "text",
        [
          "x": svgNumber(x), "y": svgNumber(y + 4.2), "text-anchor": "middle",
          "font-size": "12", "font-weight": "700", "fill": "#ffffff",
        ], children: [.text(text)]))
    return group
  }

  /// The width the pill takes, in points, for placing it against an edge.
  static func width(of badge: DrawerBadge) -> Double {
    guard let text = badge.text else { return 9 }
    return Swift.max(18, 8 + 7 * Double(text.count))
  }
}
