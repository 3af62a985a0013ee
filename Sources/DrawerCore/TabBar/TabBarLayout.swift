/// What a floating tab bar draws for how it is present: which items, with or without their
/// titles, where the accessory stands, what a tap on an item does, and how much room the tabs'
/// content keeps for the bar.
///
/// Expanded, the bar shows every visible item with its title, and the accessory above it.
/// Minimized, as the system tab bar of iOS 26 minimizes, it shrinks to the selected item's icon
/// at the leading side, with the accessory inline beside it; a tap on that item expands the bar
/// rather than choosing the tab again (it is the showing tab, and its re-selection would scroll
/// the content back to the top under the person's finger). Hidden, the accessory goes with the
/// bar.
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

  /// How the bar is present.
  public let presence: TabBarPresence
  /// The positions, among the bar's visible items, of those it draws, leading to trailing.
  public let itemIndices: [Int]
  /// Whether the items show their titles (only their icons while minimized).
  public let showsTitles: Bool
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
  public init(
    presence: TabBarPresence, itemCount: Int, selectedIndex: Int?, hasAccessory: Bool
  ) {
    let count = Swift.max(itemCount, 0)
    self.presence = presence
    let minimized = presence == .minimized
    showsTitles = !minimized
    tapExpandsBar = minimized && count > 0
    if minimized {
      let kept = selectedIndex.flatMap { (0..<count).contains($0) ? $0 : nil } ?? 0
      itemIndices = count > 0 ? [kept] : []
    } else {
      itemIndices = Array(0..<count)
    }
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

  private static func length(_ value: Double) -> Double {
    value.isFinite ? Swift.max(value, 0) : 0
  }
}
