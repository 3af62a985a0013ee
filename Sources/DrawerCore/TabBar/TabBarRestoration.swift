/// What a floating tab bar keeps across a relaunch: the selected tab, and each tab's navigation
/// path as a list of the app's own `Codable` routes.
///
/// A `TabView` restores neither by itself: an app stores its selection in `@SceneStorage`, and
/// each `NavigationStack`'s path through `NavigationPath.codable`, which is `nil` as soon as
/// one element is not `Codable`. This value keeps both for a floating tab bar, typed: `ID` is
/// the tab bar's selection (an enum, typically) and `Route` the value each tab's stack pushes,
/// so every element is `Codable` by construction. With DrawerKit imported it is
/// `RawRepresentable` as its JSON, which `@SceneStorage` stores as it is, and its parts bind
/// straight to the bar and the stacks:
///
/// ```swift
/// @SceneStorage("tabs") private var tabs = TabBarRestoration<Screen, Route>(selection: .home)
///
/// FloatingTabBar(selection: $tabs.selection, tabs: items) { screen in
///   NavigationStack(path: $tabs[path: screen]) { Root(screen) }
/// }
/// ```
///
/// Reading is forgiving, since the stored value can be older or newer than the app: the JSON
/// carries a format version (``formatVersion``), and one this version does not read is refused
/// as a whole (the storage then falls back to the app's default); a tab's path that does not
/// decode (a route renamed or removed since, a tab the app no longer has) is dropped, and the
/// other tabs keep theirs. ``sanitized(for:)`` then fits what was read to the app's tabs.
///
/// Equality ignores the order in which the tabs' paths were set: two values with the same
/// selection and the same path for each tab are equal.
public struct TabBarRestoration<
  ID: Hashable & Sendable & Codable, Route: Hashable & Sendable & Codable
>: Sendable, Hashable, Codable {
  /// The version of the persistence format this type writes, and the only one it reads.
  public static var formatVersion: Int { 1 }

  /// One tab's path: never empty, one per tab.
  private struct Entry: Hashable, Sendable, Codable {
    let tab: ID
    let path: [Route]
  }

  /// The selected tab, as the bar's `selection` binding takes it.
  public var selection: ID
  /// The tabs' non-empty paths, in the order they were first set.
  private var entries: [Entry] = []

  /// A tab bar on first launch: `selection` selected, every tab at its root.
  ///
  /// - Parameter selection: the tab selected at first.
  public init(selection: ID) {
    self.selection = selection
  }

  /// A tab's navigation path: the routes pushed on its stack, root first; empty at the root.
  ///
  /// Setting an empty path forgets the tab's, so the stored value holds only the tabs a person
  /// went into. `$restoration[path: tab]` is the `Binding` a typed `NavigationStack(path:)`
  /// takes.
  ///
  /// - Parameter tab: the tab.
  public subscript(path tab: ID) -> [Route] {
    get { entries.first(where: { $0.tab == tab })?.path ?? [] }
    set {
      let index = entries.firstIndex(where: { $0.tab == tab })
      switch (index, newValue.isEmpty) {
      case (let index?, true): entries.remove(at: index)
      case (let index?, false): entries[index] = Entry(tab: tab, path: newValue)
      case (nil, false): entries.append(Entry(tab: tab, path: newValue))
      case (nil, true): break
      }
    }
  }

  /// Every tab with a path below its root, and its path.
  public var paths: [ID: [Route]] {
    Dictionary(entries.map { ($0.tab, $0.path) }, uniquingKeysWith: { _, last in last })
  }

  /// The value fitted to the app's tabs as they are now: the paths of tabs the app no longer
  /// has are dropped, and a selection naming no tab selects the first one (the tab bar then
  /// moves a selection on a tab the person hid to the first visible one).
  ///
  /// ```swift
  /// tabs = tabs.sanitized(for: items)  // once, when the scene appears
  /// ```
  ///
  /// - Parameter tabs: the app's tabs, visible or hidden.
  /// - Returns: the value with only what applies to `tabs`; unchanged for an empty list.
  public func sanitized(for tabs: [TabBarItem<ID>]) -> TabBarRestoration {
    guard let first = tabs.first else { return self }
    var sanitized = self
    let ids = Set(tabs.map(\.id))
    sanitized.entries.removeAll { !ids.contains($0.tab) }
    if !ids.contains(selection) { sanitized.selection = first.id }
    return sanitized
  }

  // MARK: Equality

  /// Whether two values select the same tab and hold the same path for each tab.
  ///
  /// - Parameters:
  ///   - lhs: a value.
  ///   - rhs: another.
  /// - Returns: `true` when they would restore the same tab bar.
  public static func == (lhs: TabBarRestoration, rhs: TabBarRestoration) -> Bool {
    lhs.selection == rhs.selection && lhs.entries.count == rhs.entries.count
      && lhs.entries.allSatisfy { rhs.entries.contains($0) }
  }

  /// Hashes the selection and the paths, whatever order the paths were set in.
  ///
  /// - Parameter hasher: the hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(selection)
    hasher.combine(entries.count)
    // Order-independent, as `Set` hashes its members: each entry's own hash, added up.
    hasher.combine(entries.reduce(0) { $0 &+ $1.hashValue })
  }

  // MARK: Persistence

  private enum CodingKeys: String, CodingKey {
    case version
    case selection
    case paths
  }

  /// One stored path, or `nil` for one this version cannot read.
  private struct StoredEntry: Decodable {
    let entry: Entry?

    init(from decoder: any Decoder) throws {
      entry = try? Entry(from: decoder)
    }
  }

  /// Reads a stored value.
  ///
  /// - Parameter decoder: the decoder.
  /// - Throws: `DecodingError.dataCorrupted` for a format version this type does not read, and
  ///   the decoder's error for a missing or unreadable selection, so that the host falls back to
  ///   the app's default rather than misread a newer format. A path that cannot be read is
  ///   dropped instead, alone.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try container.decodeFormatVersion(
      Self.formatVersion, forKey: .version, of: "tab bar restoration")
    selection = try container.decode(ID.self, forKey: .selection)
    let stored = (try? container.decodeIfPresent([StoredEntry].self, forKey: .paths)) ?? []
    for case let entry? in stored.map(\.entry) {
      self[path: entry.tab] = entry.path
    }
  }

  /// Writes the value with its format version:
  /// `{"paths":[{"path":[…],"tab":"feed"}],"selection":"feed","version":1}`.
  ///
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatVersion, forKey: .version)
    try container.encode(selection, forKey: .selection)
    try container.encode(entries, forKey: .paths)
  }
}
