/// A person's arrangement of a tab bar: the order they put the tabs in and the tabs they hid,
/// kept apart from the app's list of tabs so that it survives app updates.
///
/// SwiftUI's `TabViewCustomization` plays this part for a sidebar-adaptable `TabView`; this is
/// its platform-free counterpart for the floating tab bar, with a persistence format of its own:
/// `Codable`, versioned, and stored by the SwiftUI layer in scene or app storage.
///
/// Applying it to the app's tabs is forgiving, because a stored arrangement can be older than
/// the app: tabs it does not know (added since) go after the ones it orders, in the app's order;
/// identities it knows but the app no longer has are ignored; a tab that cannot be hidden
/// (``TabBarItem/canHide``) is shown whatever it says; and at least one tab is always visible.
///
/// ```swift
/// var arrangement = TabBarCustomization<Screen>()
/// arrangement.move(.search, to: 0, in: tabs)
/// arrangement.setHidden(true, for: .library, in: tabs)
/// let shown = arrangement.visibleTabs(from: tabs)
/// let saved = try JSONEncoder().encode(arrangement)  // {"hidden":["library"],"order":[…],"version":1}
/// ```
public struct TabBarCustomization<ID: Hashable & Sendable & Codable>: Sendable, Hashable, Codable {
  /// The version of the persistence format this type writes.
  public static var formatVersion: Int { 1 }

  /// The tabs in the person's order, leading to trailing; empty for the app's own order.
  public private(set) var order: [ID]
  /// The tabs the person hid, in the order they hid them.
  public private(set) var hidden: [ID]

  /// The app's own arrangement: its order, nothing hidden.
  public init() {
    order = []
    hidden = []
  }

  /// Whether the arrangement is the app's own.
  public var isDefault: Bool {
    order.isEmpty && hidden.isEmpty
  }

  /// Every tab, visible or not, in the person's order: the ones it orders first, then the rest
  /// in the app's order.
  ///
  /// - Parameter tabs: the app's tabs.
  /// - Returns: the same tabs, rearranged.
  public func arrangedTabs(from tabs: [TabBarItem<ID>]) -> [TabBarItem<ID>] {
    var remaining = tabs
    var arranged: [TabBarItem<ID>] = []
    for id in order {
      if let index = remaining.firstIndex(where: { $0.id == id }) {
        arranged.append(remaining.remove(at: index))
      }
    }
    return arranged + remaining
  }

  /// The tabs to show, in the person's order, without the hidden ones; never empty when `tabs`
  /// is not.
  ///
  /// - Parameter tabs: the app's tabs.
  /// - Returns: the visible tabs.
  public func visibleTabs(from tabs: [TabBarItem<ID>]) -> [TabBarItem<ID>] {
    let arranged = arrangedTabs(from: tabs)
    let visible = arranged.filter { !($0.canHide && hidden.contains($0.id)) }
    return visible.isEmpty ? Array(arranged.prefix(1)) : visible
  }

  /// Whether the tab is hidden by this arrangement (and allowed to be).
  ///
  /// - Parameters:
  ///   - id: a tab's identity.
  ///   - tabs: the app's tabs.
  /// - Returns: `true` when the tab is not among the visible ones.
  public func isHidden(_ id: ID, in tabs: [TabBarItem<ID>]) -> Bool {
    tabs.contains(where: { $0.id == id })
      && !visibleTabs(from: tabs).contains(where: { $0.id == id })
  }

  /// Moves a tab to a position among all the tabs (visible or not).
  ///
  /// - Parameters:
  ///   - id: the tab to move.
  ///   - index: its new position in ``arrangedTabs(from:)``, clamped to the valid range.
  ///   - tabs: the app's tabs.
  public mutating func move(_ id: ID, to index: Int, in tabs: [TabBarItem<ID>]) {
    var ids = arrangedTabs(from: tabs).map(\.id)
    guard let from = ids.firstIndex(of: id) else { return }
    ids.remove(at: from)
    ids.insert(id, at: Swift.min(Swift.max(index, 0), ids.count))
    order = ids
  }

  /// Moves tabs as a list's drag to reorder reports it, the way SwiftUI's `onMove(perform:)`
  /// and `Array.move(fromOffsets:toOffset:)` do: the rows at `offsets` in ``arrangedTabs(from:)``
  /// go, in their order, before the row that was at `destination` before the move.
  ///
  /// ```swift
  /// // Drag the first of four tabs to the end:
  /// arrangement.move(fromOffsets: [0], toOffset: 4, in: tabs)
  /// ```
  ///
  /// - Parameters:
  ///   - offsets: the positions of the moved rows; positions outside the tabs are ignored.
  ///   - destination: the position, before the move, of the row the moved rows go before;
  ///     clamped to `0...tabs.count`.
  ///   - tabs: the app's tabs.
  public mutating func move(
    fromOffsets offsets: some Sequence<Int>, toOffset destination: Int, in tabs: [TabBarItem<ID>]
  ) {
    var ids = arrangedTabs(from: tabs).map(\.id)
    let moving = Set(offsets.filter { ids.indices.contains($0) })
    guard !moving.isEmpty else { return }
    let target = Swift.min(Swift.max(destination, 0), ids.count)
    let moved = ids.indices.filter { moving.contains($0) }.map { ids[$0] }
    let before = ids[..<target].indices.filter { !moving.contains($0) }.map { ids[$0] }
    let after = ids[target...].indices.filter { !moving.contains($0) }.map { ids[$0] }
    ids = before + moved + after
    order = ids
  }

  /// Hides or shows a tab. Hiding is refused for a tab that cannot be hidden, and for the last
  /// visible tab.
  ///
  /// - Parameters:
  ///   - isHidden: `true` to hide, `false` to show.
  ///   - id: the tab.
  ///   - tabs: the app's tabs.
  /// - Returns: whether the tab is now as asked.
  @discardableResult
  public mutating func setHidden(_ isHidden: Bool, for id: ID, in tabs: [TabBarItem<ID>]) -> Bool {
    guard let tab = tabs.first(where: { $0.id == id }) else { return false }
    if !isHidden {
      hidden.removeAll { $0 == id }
      return true
    }
    let visible = visibleTabs(from: tabs)
    guard tab.canHide, !(visible.count == 1 && visible[0].id == id) else {
      return !visible.contains(where: { $0.id == id })
    }
    if !hidden.contains(id) { hidden.append(id) }
    return true
  }

  /// Returns to the app's own arrangement.
  public mutating func reset() {
    self = TabBarCustomization()
  }

  private enum CodingKeys: String, CodingKey {
    case version
    case order
    case hidden
  }

  /// Reads a stored arrangement.
  ///
  /// - Parameter decoder: the decoder.
  /// - Throws: `DecodingError.dataCorrupted` for a format version this type does not read, so
  ///   that the host falls back to the app's arrangement instead of misreading a newer one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try container.decodeFormatVersion(
      Self.formatVersion, forKey: .version, of: "tab bar customization")
    order = try container.decode([ID].self, forKey: .order)
    hidden = try container.decode([ID].self, forKey: .hidden)
  }

  /// Writes the arrangement with its format version.
  ///
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatVersion, forKey: .version)
    try container.encode(order, forKey: .order)
    try container.encode(hidden, forKey: .hidden)
  }
}
