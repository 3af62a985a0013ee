#if canImport(SwiftUI)
  public import SwiftUI

  extension View {
    /// Names the drawer whose content this view is, for VoiceOver, Voice Control and the
    /// keyboard: the drawer is read as that name instead of "Menu", its toggle says "Open" and
    /// "Close" with it ("Open Members"), and so does the element that closes it.
    ///
    /// With two drawers on one screen, name each, so that a person who cannot see them can tell
    /// which one a toggle opens and which one is open. Apply it inside the drawer's content, as
    /// `navigationTitle(_:)` is applied inside a navigation stack: it travels up to the drawer
    /// that presents it, and no further.
    ///
    /// ```swift
    /// .drawer(state: members, edge: .trailing) {
    ///   MemberList()
    ///     .drawerTitle("Members")
    /// }
    /// ```
    ///
    /// - Parameter title: the drawer's name, as VoiceOver reads it.
    /// - Returns: a view that names the drawer it is the content of.
    public func drawerTitle(_ title: Text) -> some View {
      preference(key: DrawerTitleKey.self, value: title)
    }

    /// Names the drawer whose content this view is with a localized title, as the `Text` form
    /// does.
    ///
    /// - Parameter titleKey: the key of the drawer's localized name.
    /// - Returns: a view that names the drawer it is the content of.
    public func drawerTitle(_ titleKey: LocalizedStringKey) -> some View {
      drawerTitle(Text(titleKey))
    }

    /// Names the drawer whose content this view is with a string shown as it is, as the `Text`
    /// form does.
    ///
    /// - Parameter title: the drawer's name, not localized.
    /// - Returns: a view that names the drawer it is the content of.
    @_disfavoredOverload
    public func drawerTitle<S: StringProtocol>(_ title: S) -> some View {
      drawerTitle(Text(title))
    }
  }

  /// The name a drawer's content gives the drawer (`drawerTitle(_:)`): the first a view in it
  /// gives.
  struct DrawerTitleKey: PreferenceKey {
    static var defaultValue: Text? { nil }

    static func reduce(value: inout Text?, nextValue: () -> Text?) {
      value = value ?? nextValue()
    }
  }
#endif
