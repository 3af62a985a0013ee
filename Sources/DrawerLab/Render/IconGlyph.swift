import Foundation

/// Line drawings standing in for the SF Symbols the menu and the tab bar name, drawn on a 24-point
/// grid with round strokes; a name the lab does not know gets a rounded square.
enum IconGlyph {
  /// The symbol names the lab draws; any other name is drawn as a rounded square.
  static let knownNames: Set<String> = Set(shapes.keys)

  /// Symbols that point one way and are mirrored in right-to-left layouts, as SF Symbols does.
  static let directionalNames: Set<String> = ["rectangle.portrait.and.arrow.right"]

  /// The glyph for `name`, `size` points square, centred on `(x, y)`, stroked in `color`.
  static func glyph(
    _ name: String, x: Double, y: Double, size: Double = 22, color: String,
    mirror: LayoutMirror? = nil
  ) -> SVGElement {
    let scale = size / 24
    let flips = mirror?.isRightToLeft == true && directionalNames.contains(name)
    let transform =
      "translate(\(svgNumber(x)) \(svgNumber(y))) scale(\(svgNumber(flips ? -scale : scale, decimals: 4))"
      + " \(svgNumber(scale, decimals: 4))) translate(-12 -12)"
    return SVGElement(
      "g",
      [
        ("class", "icon"), ("data-symbol", name), ("transform", transform), ("fill", "none"),
        ("stroke", color), ("stroke-width", "1.9"), ("stroke-linecap", "round"),
        ("stroke-linejoin", "round"),
      ],
      children: (shapes[name] ?? fallback).map(SVGNode.element))
  }

  private static func path(_ d: String) -> SVGElement {
    SVGElement("path", ["d": d])
  }

  private static func circle(_ cx: Double, _ cy: Double, _ r: Double, filled: Bool = false)
    -> SVGElement
  {
    var element = SVGElement(
      "circle", ["cx": svgNumber(cx), "cy": svgNumber(cy), "r": svgNumber(r)])
    if filled {
      element.set("fill", "currentColor")
      element.set("stroke", "none")
    }
    return element
  }

  private static let fallback = [
    SVGElement("rect", ["x": "4", "y": "4", "width": "16", "height": "16", "rx": "4"])
  ]

  /// A five-pointed star centred on (12, 12.6).
  private static var star: SVGElement {
    var points: [String] = []
    for index in 0..<10 {
      let angle = Double.pi / 5 * Double(index) - Double.pi / 2
      let radius = index % 2 == 0 ? 9.6 : 4.1
      points.append(
        svgNumber(12 + radius * cos(angle)) + "," + svgNumber(12.6 + radius * sin(angle)))
    }
    return SVGElement("polygon", ["points": points.joined(separator: " ")])
  }

  /// A gear: a ring, eight teeth and a hub.
  private static var gear: [SVGElement] {
    var elements = [circle(12, 12, 6.2), circle(12, 12, 2.4)]
    var teeth = ""
    for index in 0..<8 {
      let angle = Double.pi / 4 * Double(index)
      teeth +=
        "M\(svgNumber(12 + 6.2 * cos(angle))) \(svgNumber(12 + 6.2 * sin(angle)))"
        + "L\(svgNumber(12 + 9.4 * cos(angle))) \(svgNumber(12 + 9.4 * sin(angle)))"
    }
    elements.append(SVGElement("path", ["d": teeth, "stroke-width": "2.6"]))
    return elements
  }

  private static let shapes: [String: [SVGElement]] = [
    "house": [path("M3.5 11.5L12 4l8.5 7.5"), path("M6 10v10h12V10"), path("M10 20v-5.5h4V20")],
    "tray": [
      path("M3.5 13.5L6.5 5h11l3 8.5V19h-17z"), path("M3.5 13.5H8.5l1.5 2.5h4l1.5-2.5h5"),
    ],
    "star": [star],
    "paperplane": [path("M20.5 3.5L3.5 10.5l7 3 3 7z"), path("M20.5 3.5l-10 10")],
    "gearshape": gear,
    "questionmark.circle": [
      circle(12, 12, 9.3), path("M9.6 9.4a2.5 2.5 0 1 1 3.6 2.3c-.8.4-1.2 1-1.2 1.9"),
      circle(12, 16.6, 0.9, filled: true),
    ],
    "rectangle.portrait.and.arrow.right": [
      path("M13.5 4H6v16h7.5"), path("M10.5 12H21"), path("M17.5 8.5L21 12l-3.5 3.5"),
    ],
    "magnifyingglass": [circle(10.5, 10.5, 6.3), path("M15.2 15.2L20.5 20.5")],
    "bell": [
      path("M6.5 16.5V11a5.5 5.5 0 0 1 11 0v5.5l1.8 2H4.7z"), path("M10 20.5a2 2 0 0 0 4 0"),
    ],
    "person": [circle(12, 8, 4), path("M4.5 20.5a7.5 7.5 0 0 1 15 0")],
    "archivebox": [path("M3.5 4.5h17v4h-17z"), path("M5.5 8.5v11h13v-11"), path("M10 12.5h4")],
    "bookmark": [path("M6.5 3.5h11v17L12 16l-5.5 4.5z")],
    "clock": [circle(12, 12, 9.3), path("M12 7v5l3.5 2")],
    "heart": [
      path("M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.2 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z")
    ],
    "line.3.horizontal": [path("M4 7h16M4 12h16M4 17h16")],
  ]
}
