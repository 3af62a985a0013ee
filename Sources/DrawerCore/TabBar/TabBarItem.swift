/// One item of a floating tab bar: an icon, an optional title, a spoken name and an optional
/// badge.
///
/// The platform-free value behind an item of the SwiftUI `FloatingTabBar`, as a `Tab` with a
/// `Label` is for SwiftUI's `TabView`; `id` is the value the tab bar's selection takes when the
/// item is chosen.
///
/// Every item has an ``accessibilityLabel``, the name VoiceOver, Voice Control and the Large
/// Content Viewer give it: an item with a title is named by its title unless told otherwise, and
/// an icon-only item must be given one, so that no tab reads as just "Button".
///
/// ```swift
/// let home = TabBarItem(id: Screen.home, icon: .systemImage("house"), title: "Home")
/// let search = TabBarItem(
///   id: Screen.search, icon: .systemImage("magnifyingglass"), accessibilityLabel: "Search")
/// let me = TabBarItem(
///   id: Screen.profile, icon: .avatar(DrawerProfile(name: "Ada Lovelace")), title: "You",
///   accessibilityLabel: "Your profile")
/// ```
///
/// With DrawerKit imported, a string literal given as a title or a label is a
/// `LocalizedStringResource`, looked up in the app's strings as SwiftUI's `Text("…")` is; a
/// `String` value is shown verbatim, as `Text(verbatim:)` shows it.
public struct TabBarItem<ID: Hashable & Sendable>: Sendable, Hashable, Identifiable {
  /// The item's identity, and the value the tab bar's selection takes when it is chosen.
  public var id: ID
  /// What the item shows: a symbol or a person's round avatar.
  public var icon: TabBarIcon
  /// A title under the icon, or `nil` for an icon alone. A blank title counts as none.
  public var title: String? {
    get { visibleTitle }
    set { visibleTitle = Self.nonBlank(newValue) }
  }
  /// A count or a dot on the icon's corner, if any.
  public var badge: DrawerBadge?
  /// Whether a person may hide the item when customising the tab bar; `false` keeps an
  /// essential tab (Home) in place, as SwiftUI's `TabCustomizationBehavior.disabled` does.
  public var canHide: Bool

  private var visibleTitle: String?
  private var givenLabel: String?

  /// The item's spoken name, never empty: the label it was given, else its title. Should both be
  /// blank, the name of the avatar's person, or of the symbol, stands in.
  ///
  /// Setting a blank label returns the item to its title.
  public var accessibilityLabel: String {
    get {
      if let givenLabel { return givenLabel }
      if let visibleTitle { return visibleTitle }
      switch icon {
      case .systemImage(let name): return name
      case .avatar(let profile): return profile.name
      }
    }
    set { givenLabel = Self.nonBlank(newValue) }
  }

  /// Creates a tab bar item with a title, which is also its spoken name unless another is given.
  ///
  /// - Parameters:
  ///   - id: the item's identity and selection value.
  ///   - icon: a symbol or an avatar.
  ///   - title: a title under the icon, shown verbatim; a blank title counts as none.
  ///   - accessibilityLabel: the spoken name, when it should say more than the title ("Your
  ///     profile" for "You"); `nil`, or blank, for the title.
  ///   - badge: a count or a dot, if any.
  ///   - canHide: whether a person may hide it when customising the tab bar.
  @_disfavoredOverload
  public init<Title: StringProtocol>(
    id: ID, icon: TabBarIcon, title: Title, accessibilityLabel: String? = nil,
    badge: DrawerBadge? = nil, canHide: Bool = true
  ) {
    self.id = id
    self.icon = icon
    self.badge = badge
    self.canHide = canHide
    self.visibleTitle = Self.nonBlank(String(title))
    self.givenLabel = Self.nonBlank(accessibilityLabel)
  }

  /// Creates an icon-only tab bar item, which must be given a spoken name.
  ///
  /// - Parameters:
  ///   - id: the item's identity and selection value.
  ///   - icon: a symbol or an avatar.
  ///   - accessibilityLabel: the spoken name ("Search"), verbatim; should it be blank, the
  ///     avatar's person's name or the symbol's name stands in.
  ///   - badge: a count or a dot, if any.
  ///   - canHide: whether a person may hide it when customising the tab bar.
  @_disfavoredOverload
  public init<Label: StringProtocol>(
    id: ID, icon: TabBarIcon, accessibilityLabel: Label, badge: DrawerBadge? = nil,
    canHide: Bool = true
  ) {
    self.id = id
    self.icon = icon
    self.badge = badge
    self.canHide = canHide
    self.visibleTitle = nil
    self.givenLabel = Self.nonBlank(String(accessibilityLabel))
  }

  /// The text, or `nil` when it is missing or only white space.
  private static func nonBlank(_ text: String?) -> String? {
    guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
    return text
  }
}

/// What a tab bar item shows.
public enum TabBarIcon: Sendable, Hashable {
  /// A symbol, by its name in Apple's SF Symbols (`"house"`, `"magnifyingglass"`).
  case systemImage(String)
  /// A person's round avatar, ringed when the item is selected. The SwiftUI layer draws the
  /// app's image view, with the profile's initials as the placeholder; the lab draws the
  /// initials.
  case avatar(DrawerProfile)
}
