@_spi(DrawerKit) import DrawerCore

/// Draws the app's content: a status bar, a navigation bar with the menu button and the title, a
/// column of cards that scrolls under them, and the floating tab bar, laid out for the container
/// and mirrored for a right-to-left layout.
enum HomeScreenLayer {
  /// Where the first card starts, in points from the top.
  static let cardsTop = 110.0
  /// A card's height and the space between two, in points.
  static let cardHeight = 104.0
  static let cardSpacing = 12.0
  /// The bars' height at the top, in points: the cards scroll under them.
  static let barsHeight = 102.0

  /// How far the cards can scroll up, in points: until the last one clears the tab bar.
  static func scrollRange(app: LabSampleApp, size: DrawerSize) -> Double {
    let count = Double(app.cards.count)
    let bottom = cardsTop + count * (cardHeight + cardSpacing) - cardSpacing
    let visibleBottom = TabBarLayer.frame(in: size).y - cardSpacing
    return Swift.max(0, bottom - visibleBottom)
  }

  /// The content's elements, in the container's coordinates; the cards move up by `scroll`.
  static func elements(
    app: LabSampleApp, size: DrawerSize, mirror: LayoutMirror, scroll: KeyframeTrack,
    clock: AnimationClock
  ) -> [SVGElement] {
    let width = size.width
    var elements: [SVGElement] = [
      SVGElement(
        "rect",
        [
          "class": "home-background", "width": svgNumber(width), "height": svgNumber(size.height),
          "fill": LabPalette.contentBackground,
        ])
    ]
    var cards = cards(
      app.cards, size: size, mirror: mirror, scrolledUpTo: scroll.values.max() ?? 0)
    cards.set("transform", "translate(0 \(svgNumber(-clock.posed(scroll))))")
    if !scroll.isConstant() {
      cards.append(clock.animateTransform("translate", scroll) { "0 " + svgNumber(-$0) })
    }
    elements.append(cards)
    // The bars sit over the cards that scroll under them.
    elements.append(
      SVGElement(
        "rect",
        [
          "class": "bars-background", "width": svgNumber(width),
          "height": svgNumber(barsHeight), "fill": LabPalette.contentBackground,
        ]))
    elements.append(statusBar(width: width, mirror: mirror))
    elements.append(navigationBar(title: app.title, width: width, mirror: mirror))
    elements.append(TabBarLayer.element(app.tabBar, size: size, direction: mirror.direction))
    return elements
  }

  private static func statusBar(width: Double, mirror: LayoutMirror) -> SVGElement {
    var group = SVGElement("g", ["class": "status-bar"])
    group.append(
      SVGElement(
        "text",
        [
          "x": svgNumber(mirror.x(34)), "y": "33", "text-anchor": mirror.startAnchor,
          "font-size": "16", "font-weight": "600", "fill": LabPalette.text,
        ], children: [.text("9:41")]))
    // The battery, at the trailing end.
    group.append(
      SVGElement(
        "rect",
        [
          "x": svgNumber(mirror.minX(width - 58, width: 25)), "y": "22", "width": "25",
          "height": "12", "rx": "3.5", "fill": "none", "stroke": LabPalette.text,
          "stroke-opacity": "0.45",
        ]))
    group.append(
      SVGElement(
        "rect",
        [
          "x": svgNumber(mirror.minX(width - 56, width: 18)), "y": "24", "width": "18",
          "height": "8", "rx": "2", "fill": LabPalette.text,
        ]))
    return group
  }

  private static func navigationBar(title: String, width: Double, mirror: LayoutMirror)
    -> SVGElement
  {
    var group = SVGElement("g", ["class": "nav-bar"])
    var button = SVGElement("g", ["class": "menu-button"])
    button.append(
      SVGElement(
        "circle",
        ["cx": svgNumber(mirror.x(36)), "cy": "74", "r": "19", "fill": LabPalette.surface]))
    button.append(
      IconGlyph.glyph(
        "line.3.horizontal", x: mirror.x(36), y: 74, size: 22, color: LabPalette.text,
        mirror: mirror))
    group.append(button)
    group.append(
      SVGElement(
        "text",
        [
          "x": svgNumber(width / 2), "y": "80", "text-anchor": "middle", "font-size": "17",
          "font-weight": "600", "fill": LabPalette.text,
        ], children: [.text(title)]))
    return group
  }

  /// The cards that come on screen when they scroll up by as much as `scrolled`, in points.
  private static func cards(
    _ cards: [LabSampleApp.Card], size: DrawerSize, mirror: LayoutMirror,
    scrolledUpTo scrolled: Double
  ) -> SVGElement {
    var group = SVGElement("g", ["class": "cards"])
    let cardWidth = Swift.max(size.width - 32, 40)
    var y = cardsTop
    for card in cards {
      guard y < size.height + scrolled else { break }
      var element = SVGElement("g", ["class": "card"])
      element.append(
        SVGElement(
          "rect",
          [
            "x": svgNumber(mirror.minX(16, width: cardWidth)), "y": svgNumber(y),
            "width": svgNumber(cardWidth), "height": svgNumber(cardHeight), "rx": "18",
            "fill": LabPalette.surface,
          ]))
      element.append(
        SVGElement(
          "rect",
          [
            "x": svgNumber(mirror.minX(30, width: 76)), "y": svgNumber(y + 14), "width": "76",
            "height": "76", "rx": "14", "fill": card.color,
          ]))
      element.append(
        SVGElement(
          "text",
          [
            "x": svgNumber(mirror.x(122)), "y": svgNumber(y + 40),
            "text-anchor": mirror.startAnchor, "font-size": "16", "font-weight": "600",
            "fill": LabPalette.text,
          ], children: [.text(card.title)]))
      element.append(
        SVGElement(
          "text",
          [
            "x": svgNumber(mirror.x(122)), "y": svgNumber(y + 62),
            "text-anchor": mirror.startAnchor, "font-size": "13",
            "fill": LabPalette.secondaryText,
          ], children: [.text(card.subtitle)]))
      let barWidth = Swift.max(cardWidth - 150, 10) * 0.6
      element.append(
        SVGElement(
          "rect",
          [
            "x": svgNumber(mirror.minX(122, width: barWidth)), "y": svgNumber(y + 76),
            "width": svgNumber(barWidth), "height": "6", "rx": "3", "fill": LabPalette.separator,
          ]))
      group.append(element)
      y += cardHeight + cardSpacing
    }
    return group
  }
}
