@_spi(DrawerKit) import DrawerCore

/// Draws a `DrawerMenuModel` inside the drawer: the profile header (a round avatar with the
/// person's initials, the name and the secondary line), the sections of rows (icon and title, the
/// selected row highlighted in the tint colour, badges at the trailing end), dividers between
/// sections, and the footer pinned to the bottom, destructive rows in red. Mirrored for a
/// right-to-left layout.
enum MenuLayer {
  /// The height of a row, in points.
  static let rowHeight = 48.0

  /// The menu's elements, in the drawer's coordinates (`0...width` across, `0...height` down):
  /// the background over the drawer's whole height (the drawer's outline clips it), the rows
  /// laid out within `content`, the part of the drawer inside its safe area and its panel.
  static func elements(
    _ menu: DrawerMenuModel<String>, width: Double, height: Double,
    content: ClosedRange<Double>, direction: DrawerLayoutDirection
  ) -> [SVGElement] {
    let mirror = LayoutMirror(width: width, direction: direction)
    var elements: [SVGElement] = [
      SVGElement(
        "rect",
        [
          "class": "menu-background", "width": svgNumber(width), "height": svgNumber(height),
          "fill": LabPalette.surface,
        ])
    ]
    var y = content.lowerBound + 12
    if let profile = menu.profile {
      elements.append(header(profile, top: y, mirror: mirror))
      y += 124
      elements.append(divider(y: y, width: width))
      y += 10
    }
    for (index, section) in menu.sections.enumerated() {
      if index > 0 {
        elements.append(divider(y: y + 5, width: width))
        y += 10
      }
      var group = SVGElement("g", ["class": "menu-section"])
      if let title = section.title {
        group.append(
          SVGElement(
            "text",
            [
              "x": svgNumber(mirror.x(24)), "y": svgNumber(y + 22),
              "text-anchor": mirror.startAnchor, "font-size": "12", "font-weight": "600",
              "letter-spacing": "0.6", "fill": LabPalette.secondaryText,
            ], children: [.text(title.uppercased())]))
        y += 32
      }
      for item in section.items {
        group.append(row(item, selected: menu.isSelected(item.id), top: y, mirror: mirror))
        y += rowHeight
      }
      elements.append(group)
    }
    if !menu.footer.isEmpty {
      let footerTop = Swift.max(
        y + 10, content.upperBound - 8 - rowHeight * Double(menu.footer.count))
      elements.append(divider(y: footerTop - 6, width: width))
      var group = SVGElement("g", ["class": "menu-footer"])
      var rowTop = footerTop
      for item in menu.footer {
        group.append(row(item, selected: menu.isSelected(item.id), top: rowTop, mirror: mirror))
        rowTop += rowHeight
      }
      elements.append(group)
    }
    return elements
  }

  private static func header(_ profile: DrawerProfile, top: Double, mirror: LayoutMirror)
    -> SVGElement
  {
    var group = SVGElement("g", ["class": "menu-header"])
    let centre = mirror.x(24 + 30)
    group.append(
      SVGElement(
        "circle",
        [
          "class": "avatar", "cx": svgNumber(centre), "cy": svgNumber(top + 30), "r": "30",
          "fill": LabPalette.avatar,
        ]))
    group.append(
      SVGElement(
        "text",
        [
          "x": svgNumber(centre), "y": svgNumber(top + 37.5), "text-anchor": "middle",
          "font-size": "21", "font-weight": "700", "fill": LabPalette.avatarText,
        ], children: [.text(profile.initials)]))
    group.append(
      SVGElement(
        "text",
        [
          "x": svgNumber(mirror.x(24)), "y": svgNumber(top + 88),
          "text-anchor": mirror.startAnchor, "font-size": "18", "font-weight": "600",
          "fill": LabPalette.text,
        ], children: [.text(profile.name)]))
    if !profile.detail.isEmpty {
      group.append(
        SVGElement(
          "text",
          [
            "x": svgNumber(mirror.x(24)), "y": svgNumber(top + 109),
            "text-anchor": mirror.startAnchor, "font-size": "14",
            "fill": LabPalette.secondaryText,
          ], children: [.text(profile.detail)]))
    }
    return group
  }

  private static func row(
    _ item: DrawerMenuItem<String>, selected: Bool, top: Double, mirror: LayoutMirror
  ) -> SVGElement {
    let destructive = item.role == .destructive
    let color =
      destructive ? LabPalette.destructive : (selected ? LabPalette.tint : LabPalette.text)
    var classes = "menu-item"
    if selected { classes += " selected" }
    if destructive { classes += " destructive" }
    var group = SVGElement("g", ["class": classes, "data-item": item.id])
    if selected {
      let highlightWidth = Swift.max(mirror.width - 24, 0)
      group.append(
        SVGElement(
          "rect",
          [
            "class": "selection", "x": svgNumber(mirror.minX(12, width: highlightWidth)),
            "y": svgNumber(top + 2), "width": svgNumber(highlightWidth),
            "height": svgNumber(rowHeight - 4), "rx": "12", "fill": LabPalette.selectionFill,
          ]))
    }
    let middle = top + rowHeight / 2
    group.append(
      IconGlyph.glyph(
        item.systemImage, x: mirror.x(38), y: middle, size: 22, color: color, mirror: mirror))
    group.append(
      SVGElement(
        "text",
        [
          "x": svgNumber(mirror.x(64)), "y": svgNumber(middle + 5.5),
          "text-anchor": mirror.startAnchor, "font-size": "16",
          "font-weight": selected ? "600" : "400", "fill": color,
        ], children: [.text(item.title)]))
    if let badge = item.badge {
      let badgeWidth = BadgeMark.width(of: badge)
      let centre = mirror.x(mirror.width - 26 - badgeWidth / 2)
      if let mark = BadgeMark.element(badge, x: centre, y: middle) {
        group.append(mark)
      }
    }
    return group
  }

  private static func divider(y: Double, width: Double) -> SVGElement {
    SVGElement(
      "rect",
      [
        "class": "divider", "x": "20", "y": svgNumber(y),
        "width": svgNumber(Swift.max(width - 40, 0)),
        "height": "1", "fill": LabPalette.separator,
      ])
  }
}
