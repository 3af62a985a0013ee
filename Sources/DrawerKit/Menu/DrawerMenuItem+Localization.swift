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

  extension DrawerMenuItem {
    /// Creates a menu row with a localized title, the way SwiftUI localizes `Text("Inbox")`.
    ///
    /// A string literal given as the title is a `LocalizedStringResource`: its key is looked up
    /// in the app's string catalog or `Localizable.strings` (Xcode extracts it), and it shows as
    /// it is where there is no translation. A `String` value picks the verbatim initialiser, as
    /// `Text(verbatim:)` would. Pass a resource of your own to name another table or bundle,
    /// such as a package's.
    ///
    /// ```swift
    /// DrawerMenuItem(id: .inbox, systemImage: "tray", title: "Inbox")  // localized
    /// DrawerMenuItem(
    ///   id: .inbox, systemImage: "tray",
    ///   title: LocalizedStringResource("Inbox", table: "Menu", bundle: .module))
    /// DrawerMenuItem(id: .label(tag), systemImage: "tag", title: tag.name)  // verbatim
    /// ```
    ///
    /// The title is resolved once, when the row is made, with `String(localized:)`, in the
    /// resource's locale (the app's unless you set another): the row holds a plain string, as
    /// the engine's models do, so a `locale` set in the environment does not translate it again.
    ///
    /// - Parameters:
    ///   - id: the row's identity and selection value.
    ///   - systemImage: the SF Symbols name of its icon.
    ///   - title: its title, localized.
    ///   - badge: a count or a dot, if any.
    ///   - role: `.standard`, or `.destructive` for an action such as signing out.
    ///   - isSelectable: whether choosing the row selects it; by default, standard rows do and
    ///     destructive ones do not.
    public init(
      id: ID, systemImage: String, title: LocalizedStringResource, badge: DrawerBadge? = nil,
      role: DrawerMenuItemRole = .standard, isSelectable: Bool? = nil
    ) {
      self.init(
        id: id, systemImage: systemImage, title: String(localized: title), badge: badge,
        role: role, isSelectable: isSelectable)
    }
  }

  extension DrawerMenuSection {
    /// Creates a section with a localized heading, the way SwiftUI localizes `Text("Labels")`.
    ///
    /// A string literal is a `LocalizedStringResource`, looked up in the app's strings; a
    /// `String` value picks the verbatim initialiser. The heading is resolved once, when the
    /// section is made, with `String(localized:)`, as a row's localized title is.
    ///
    /// ```swift
    /// DrawerMenuSection(title: "Account", items: [settings, help])  // localized
    /// ```
    ///
    /// - Parameters:
    ///   - title: a heading above the rows, localized.
    ///   - items: the rows, in order.
    public init(title: LocalizedStringResource, items: [DrawerMenuItem<ID>]) {
      self.init(title: String(localized: title), items: items)
    }
  }
#endif
