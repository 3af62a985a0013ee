extension TabBarLayout {
  /// The items' widths and places for one ``TabBarFit``.
  struct Fitting {
    var fit: TabBarFit
    var widths: [Double]
    var offsets: [Double]
    var contentWidth: Double
    var scrollOffset: Double = 0
    var scrollAnchor: Double?
  }

  /// Chooses how the expanded bar's items fit, the first of these that does:
  ///
  /// 1. **Titles.** Each item needs its title's width at the text size (rounded up to a whole
  ///    point), or its icon's if wider, plus its label padding, and at least the minimum
  ///    target. When every item fits at the widest one's width, the items share the room
  ///    equally, as the system tab bar's do; otherwise each gets what it needs and an equal
  ///    share of the rest, so that a long title ("Gestures") takes room a short one ("You")
  ///    does not need.
  /// 2. **Icons only.** Every item at least the minimum target, sharing the room equally.
  /// 3. **Scrolling.** Every item with its title at the width it needs, in a bar that scrolls;
  ///    the selected item is centred in the bar, or the bar scrolled to an end.
  ///
  /// The room is the available width less the bar's padding at both ends and the spacing
  /// between the items.
  static func fitting(_ measurements: TabBarMeasurements, selected: Int?) -> Fitting {
    let m = measurements
    let count = m.titleWidths.count
    guard count > 0 else {
      return Fitting(fit: .titles, widths: [], offsets: [], contentWidth: 2 * m.barPadding)
    }
    let iconTarget = iconTarget(m)
    let needs = m.titleWidths.map { title in
      Swift.max((title * m.textScale).rounded(.up) + 2 * m.labelPadding, iconTarget)
    }
    let room = m.availableWidth - 2 * m.barPadding - Double(count - 1) * m.spacing
    let total = needs.reduce(0, +)
    let widths: [Double]
    let fit: TabBarFit
    if total <= room {
      fit = .titles
      let share = room / Double(count)
      let widest = needs.max() ?? 0
      widths =
        widest <= share
        ? Array(repeating: share, count: count) : needs.map { $0 + (room - total) / Double(count) }
    } else if Double(count) * iconTarget <= room {
      fit = .iconsOnly
      widths = Array(repeating: room / Double(count), count: count)
    } else {
      fit = .scrolling
      widths = needs
    }
    var fitting = placed(widths, fit: fit, m)
    if fit == .scrolling, let selected {
      scroll(&fitting, toKeep: selected, inView: m.availableWidth)
    }
    return fitting
  }

  /// The minimized bar's one item: its icon alone, at least the minimum target.
  static func minimizedFitting(_ measurements: TabBarMeasurements, itemCount: Int) -> Fitting {
    placed(
      Array(repeating: iconTarget(measurements), count: itemCount), fit: .iconsOnly,
      measurements)
  }

  /// An icon alone in its target: its width at the text size with the label padding, at least
  /// the minimum target.
  private static func iconTarget(_ m: TabBarMeasurements) -> Double {
    Swift.max((m.iconWidth * m.textScale).rounded(.up) + 2 * m.labelPadding, m.minimumTargetWidth)
  }

  /// The items laid leading to trailing from the bar's padding, spaced.
  private static func placed(_ widths: [Double], fit: TabBarFit, _ m: TabBarMeasurements)
    -> Fitting
  {
    var offsets: [Double] = []
    offsets.reserveCapacity(widths.count)
    var x = m.barPadding
    for width in widths {
      offsets.append(x)
      x += width + m.spacing
    }
    let content = widths.isEmpty ? 2 * m.barPadding : x - m.spacing + m.barPadding
    return Fitting(fit: fit, widths: widths, offsets: offsets, contentWidth: content)
  }

  /// Scrolls the bar to keep the selected item in view: centred, or the bar at an end.
  private static func scroll(
    _ fitting: inout Fitting, toKeep selected: Int, inView viewport: Double
  ) {
    guard fitting.widths.indices.contains(selected) else { return }
    let width = fitting.widths[selected]
    let minX = fitting.offsets[selected]
    let furthest = Swift.max(fitting.contentWidth - viewport, 0)
    let offset = Swift.min(Swift.max(minX + width / 2 - viewport / 2, 0), furthest)
    fitting.scrollOffset = offset
    // The anchor that makes `minX + a·width == offset + a·viewport`: a scroll view's proxy
    // lines the item's point at `a` up with its own.
    let slack = viewport - width
    fitting.scrollAnchor =
      slack > 0 ? Swift.min(Swift.max((minX - offset) / slack, 0), 1) : 0.5
  }
}
