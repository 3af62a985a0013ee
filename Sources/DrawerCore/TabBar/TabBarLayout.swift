/// What a floating tab bar draws for how it is present: which items, with or without their
/// titles, how wide each is, where the accessory stands, what a tap on an item does, and how
/// much room the tabs' content keeps for the bar.
///
/// Expanded, the bar shows every visible item, with its title while the titles fit
/// (``TabBarFit``, chosen from the bar's ``TabBarMeasurements``), and the accessory above it.
/// Minimized, as the system tab bar of iOS 26 minimizes, it shrinks to the selected item's icon
/// at the leading side, with the accessory inline beside it; a tap on that item expands the bar
/// rather than choosing the tab again (it is the showing tab, and its re-selection would scroll
/// the content back to the top under the person's finger). Hidden, the accessory goes with the
/// bar, which keeps its expanded layout out of sight.
///
/// ```swift
/// let layout = TabBarLayout(
///   presence: .minimized, itemCount: 4, selectedIndex: 2, hasAccessory: true)
/// layout.itemIndices         // [2]
/// layout.accessoryPlacement  // .inline
/// ```
@_spi(DrawerKit) public struct TabBarLayout: Sendable, Hashable {
  /// The vertical space between the accessory and the expanded bar, in points.
  public static let accessorySpacing = 8.0
  /// The room between the screen's (or window's) sides and the bar and its accessory, in
  /// points; the minimized bar keeps it after its item, before the inline accessory.
  public static let sideMargin = 16.0

  /// How the bar is present.
  public let presence: TabBarPresence
  /// The positions, among the bar's visible items, of those it draws, leading to trailing.
  public let itemIndices: [Int]
  /// How the items fit the bar's width: ``TabBarFit/titles`` until the bar is measured. The
  /// minimized bar's one item is its icon alone.
  public let fit: TabBarFit
  /// Whether the items show their titles: not while minimized, nor when only icons fit.
  public let showsTitles: Bool
  /// Each drawn item's target width in points, in the order of ``itemIndices``, at least the
  /// measurements' minimum target; empty until the bar is measured, when the items share the
  /// bar's width as they will.
  public let itemWidths: [Double]
  /// Each drawn item's target's leading edge, in points from the bar's leading edge (its
  /// padding included), in the order of ``itemIndices``; empty until the bar is measured.
  public let itemOffsets: [Double]
  /// The width of the bar's items with the room around and between them, in points: the
  /// available width when they fit, more when the bar scrolls; `nil` until measured.
  public let contentWidth: Double?
  /// While the bar scrolls, how far it is scrolled to keep the selected item in view, in points
  /// from its leading end: the selected item at the middle of the bar, or the bar scrolled to
  /// an end when the item is nearer to it than half the bar's width (Material's scrollable tab
  /// row centres its selected tab so). `0` when the bar does not scroll or nothing is selected.
  public let selectionScrollOffset: Double
  /// While the bar scrolls, the horizontal anchor, in `0...1`, that lines the selected item's
  /// target up with the bar at ``selectionScrollOffset``: the
  /// point at that fraction of the item's width meets the point at that fraction of the bar's.
  /// `nil` when the bar does not scroll or nothing is selected.
  public let selectionScrollAnchor: Double?
  /// Where the accessory stands, or `nil` without one. A hidden bar's accessory is hidden with
  /// it, in its expanded place.
  public let accessoryPlacement: TabBarAccessoryPlacement?
  /// Whether a tap on an item expands the bar (minimized) rather than choosing its tab.
  public let tapExpandsBar: Bool

  /// Lays the bar out.
  ///
  /// - Parameters:
  ///   - presence: how the bar is present.
  ///   - itemCount: how many items the bar has; negative counts as 0.
  ///   - selectedIndex: the selected item's position, or `nil`; minimized without one (or with
  ///     one out of range), the bar keeps its first item.
  ///   - hasAccessory: whether the app gave the bar an accessory.
  ///   - measurements: the bar's width, its titles' and the text size, or `nil` before the bar
  ///     is measured (or when its titles are measured for other items than `itemCount`): the
  ///     items then show their titles and share the bar's width as they will.
  public init(
    presence: TabBarPresence, itemCount: Int, selectedIndex: Int?, hasAccessory: Bool,
    measurements: TabBarMeasurements? = nil
  ) {
    let count = Swift.max(itemCount, 0)
    let selected = selectedIndex.flatMap { (0..<count).contains($0) ? $0 : nil }
    self.presence = presence
    let minimized = presence == .minimized
    tapExpandsBar = minimized && count > 0
    let fitting: Fitting?
    if minimized {
      let kept = count > 0 ? [selected ?? 0] : []
      itemIndices = kept
      fitting = measurements.map { Self.minimizedFitting($0, itemCount: kept.count) }
    } else {
      itemIndices = Array(0..<count)
      fitting = measurements.flatMap {
        $0.titleWidths.count == count ? Self.fitting($0, selected: selected) : nil
      }
    }
    fit = minimized ? .iconsOnly : fitting?.fit ?? .titles
    showsTitles = fit != .iconsOnly
    itemWidths = fitting?.widths ?? []
    itemOffsets = fitting?.offsets ?? []
    contentWidth = fitting?.contentWidth
    selectionScrollOffset = fitting?.scrollOffset ?? 0
    selectionScrollAnchor = fitting?.scrollAnchor
    accessoryPlacement = hasAccessory ? (minimized ? .inline : .expanded) : nil
  }

  /// How much room the tabs' content keeps at its bottom for the bar, in points above the
  /// bottom safe area: the expanded bar's height, and the accessory's above it with
  /// ``accessorySpacing``. It stays the same while the bar is minimized or hidden by scrolling,
  /// so that the content does not jump; it is `0` while the keyboard is up and without items.
  ///
  /// ```swift
  /// layout.contentInset(expandedBarHeight: 64, accessoryHeight: 48, isKeyboardVisible: false)
  /// // 120
  /// ```
  ///
  /// - Parameters:
  ///   - expandedBarHeight: the expanded bar's height with its margin, in points.
  ///   - accessoryHeight: the accessory's height, in points; ignored without one.
  ///   - isKeyboardVisible: whether the software keyboard is up.
  /// - Returns: the inset in points; negative or non-finite heights count as 0.
  public func contentInset(
    expandedBarHeight: Double, accessoryHeight: Double, isKeyboardVisible: Bool
  ) -> Double {
    guard !isKeyboardVisible, !itemIndices.isEmpty else { return 0 }
    let bar = Self.length(expandedBarHeight)
    guard accessoryPlacement != nil else { return bar }
    return bar + Self.length(accessoryHeight) + Self.accessorySpacing
  }

  static func length(_ value: Double) -> Double {
    value.isFinite ? Swift.max(value, 0) : 0
  }
}
