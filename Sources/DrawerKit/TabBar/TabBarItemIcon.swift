#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  /// The icon of a ``FloatingTabBar`` item as the bar draws it: the item's symbol (filled when
  /// selected, as the system tab bar fills it), or the person's round avatar with a ring in the
  /// tint colour when selected.
  ///
  /// Use it in a floating tab bar's `icon` closure to keep the standard icons while giving an
  /// avatar its image, or beside your own icons.
  ///
  /// ```swift
  /// FloatingTabBar(selection: $screen, tabs: tabs) { screen in
  ///   screen.view
  /// } icon: { item, isSelected in
  ///   TabBarItemIcon(item, isSelected: isSelected) { _ in
  ///     DrawerAsyncAvatarImage(url: account.photoURL)
  ///   }
  /// }
  /// ```
  public struct TabBarItemIcon<AvatarImage: View>: View {
    private let icon: TabBarIcon
    private let isSelected: Bool
    private let avatarImage: AvatarImage?
    @ScaledMetric(relativeTo: .body) private var avatarSize = 24.0

    /// Creates the icon of an item whose avatar, if it has one, shows an image view over the
    /// person's initials.
    ///
    /// - Parameters:
    ///   - item: the tab bar item.
    ///   - isSelected: whether the item is selected: a filled symbol, a ringed avatar.
    ///   - avatarImage: the avatar's image view for the item's person, made resizable and
    ///     filling; not called for an item with a symbol.
    public init<ID: Hashable & Sendable>(
      _ item: TabBarItem<ID>, isSelected: Bool,
      @ViewBuilder avatarImage: (DrawerProfile) -> AvatarImage
    ) {
      self.icon = item.icon
      self.isSelected = isSelected
      if case .avatar(let profile) = item.icon {
        self.avatarImage = avatarImage(profile)
      } else {
        self.avatarImage = nil
      }
    }

    /// The symbol or the avatar.
    public var body: some View {
      switch icon {
      case .systemImage(let name):
        Image(systemName: name)
          .symbolVariant(isSelected ? .fill : .none)
          .font(.title3)
          .accessibilityHidden(true)
      case .avatar(let profile):
        DrawerAvatar(profile) { avatarImage }
          .frame(width: avatarSize, height: avatarSize)
          .padding(3)
          .overlay {
            if isSelected {
              Circle().stroke(.tint, style: StrokeStyle(lineWidth: 2))
            }
          }
      }
    }
  }

  extension TabBarItemIcon where AvatarImage == EmptyView {
    /// Creates the icon of an item, with the person's initials for an avatar.
    ///
    /// ```swift
    /// TabBarItemIcon(item, isSelected: true)
    /// ```
    ///
    /// - Parameters:
    ///   - item: the tab bar item.
    ///   - isSelected: whether the item is selected.
    public init<ID: Hashable & Sendable>(_ item: TabBarItem<ID>, isSelected: Bool) {
      self.init(item, isSelected: isSelected) { _ in EmptyView() }
    }
  }
#endif
