#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  #if os(Linux)
    // Only for the Linux type-check against Tools/AppleShims: swift-corelibs-foundation has no
    // LocalizedStringResource, so the shims declare Foundation's in their SwiftUI. On Apple
    // platforms it is Foundation's, and nothing here needs SwiftUI.
    public import SwiftUI
  #else
    public import Foundation
  #endif

  extension TabBarItem {
    /// Creates a tab bar item with a localized title, the way SwiftUI localizes `Text("Home")`.
    ///
    /// A string literal given as the title or the label is a `LocalizedStringResource`: its key
    /// is looked up in the app's string catalog or `Localizable.strings` (Xcode extracts it),
    /// and it shows as it is where there is no translation. `String` values pick the verbatim
    /// initialiser, as `Text(verbatim:)` would. The title is also the item's spoken name unless
    /// a label is given.
    ///
    /// ```swift
    /// TabBarItem(id: .home, icon: .systemImage("house"), title: "Home")  // localized
    /// TabBarItem(
    ///   id: .profile, icon: .avatar(account.profile), title: "You",
    ///   accessibilityLabel: "Your profile")
    /// ```
    ///
    /// The strings are resolved once, when the item is made, with `String(localized:)`, in the
    /// resource's locale (the app's unless you set another): the item holds plain strings, as
    /// the engine's models do, so a `locale` set in the environment does not translate them
    /// again.
    ///
    /// - Parameters:
    ///   - id: the item's identity and selection value.
    ///   - icon: a symbol or an avatar.
    ///   - title: a title under the icon, localized.
    ///   - accessibilityLabel: the spoken name, localized, when it should say more than the
    ///     title; `nil` for the title.
    ///   - badge: a count or a dot, if any.
    ///   - canHide: whether a person may hide it when customising the tab bar.
    public init(
      id: ID, icon: TabBarIcon, title: LocalizedStringResource,
      accessibilityLabel: LocalizedStringResource? = nil, badge: DrawerBadge? = nil,
      canHide: Bool = true
    ) {
      self.init(
        id: id, icon: icon, title: String(localized: title),
        accessibilityLabel: accessibilityLabel.map { String(localized: $0) }, badge: badge,
        canHide: canHide)
    }

    /// Creates an icon-only tab bar item with a localized spoken name, which it must have.
    ///
    /// ```swift
    /// TabBarItem(id: .search, icon: .systemImage("magnifyingglass"), accessibilityLabel: "Search")
    /// ```
    ///
    /// The label is resolved once, when the item is made, with `String(localized:)`.
    ///
    /// - Parameters:
    ///   - id: the item's identity and selection value.
    ///   - icon: a symbol or an avatar.
    ///   - accessibilityLabel: the spoken name ("Search"), localized.
    ///   - badge: a count or a dot, if any.
    ///   - canHide: whether a person may hide it when customising the tab bar.
    public init(
      id: ID, icon: TabBarIcon, accessibilityLabel: LocalizedStringResource,
      badge: DrawerBadge? = nil, canHide: Bool = true
    ) {
      self.init(
        id: id, icon: icon, accessibilityLabel: String(localized: accessibilityLabel),
        badge: badge, canHide: canHide)
    }
  }
#endif
