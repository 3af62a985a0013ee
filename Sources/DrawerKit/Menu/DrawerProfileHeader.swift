#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import Foundation
  public import SwiftUI

  /// The header of a drawer's menu that says whose app it is: a round avatar, the person's name
  /// and a secondary line such as an e-mail address.
  ///
  /// The ready-made filling for ``DrawerMenu``'s header slot, in the shape of Material's
  /// navigation drawer header and of the account header atop many iOS menus. The avatar is a
  /// ``DrawerAvatar``: any image view over the person's initials. The avatar grows with Dynamic
  /// Type, the name and the detail wrap rather than being cut off, and VoiceOver reads the
  /// header as one heading ("Ada Lovelace, ada@example.com").
  ///
  /// ```swift
  /// DrawerMenu(sections: sections, selection: $destination) {
  ///   DrawerProfileHeader(account.profile, imageURL: account.photoURL)
  /// }
  /// ```
  public struct DrawerProfileHeader<Content: View>: View {
    private let profile: DrawerProfile
    private let avatar: DrawerAvatar<Content>
    @ScaledMetric(relativeTo: .title) private var avatarSize = 60.0

    /// Creates a header whose avatar is any image view, over the person's initials.
    ///
    /// ```swift
    /// DrawerProfileHeader(profile) {
    ///   Image("ada").resizable().scaledToFill()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - profile: the person: name, secondary line, initials.
    ///   - image: the avatar's image view; make it resizable and filling.
    public init(_ profile: DrawerProfile, @ViewBuilder image: () -> Content) {
      self.profile = profile
      self.avatar = DrawerAvatar(profile, image: image)
    }

    /// The avatar, the name and the secondary line.
    public var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        avatar
          .frame(width: avatarSize, height: avatarSize)
        VStack(alignment: .leading, spacing: 2) {
          Text(verbatim: profile.name)
            .font(.headline)
          if !profile.detail.isEmpty {
            Text(verbatim: profile.detail)
              .font(.subheadline)
              .foregroundStyle(.secondary)
          }
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(.horizontal, 24)
      .padding(.vertical, 16)
      .accessibilityElement(children: .combine)
      .accessibilityAddTraits(.isHeader)
    }
  }

  extension DrawerProfileHeader where Content == EmptyView {
    /// Creates a header whose avatar shows the person's initials.
    ///
    /// ```swift
    /// DrawerProfileHeader(DrawerProfile(name: "Ada Lovelace", detail: "ada@example.com"))
    /// ```
    ///
    /// - Parameter profile: the person.
    public init(_ profile: DrawerProfile) {
      self.init(profile) { EmptyView() }
    }
  }

  extension DrawerProfileHeader where Content == DrawerAsyncAvatarImage {
    /// Creates a header whose avatar loads from a URL, showing the initials meanwhile.
    ///
    /// ```swift
    /// DrawerProfileHeader(profile, imageURL: URL(string: "https://example.com/ada.jpg"))
    /// ```
    ///
    /// - Parameters:
    ///   - profile: the person.
    ///   - imageURL: where the avatar's image is; `nil` for the initials alone.
    ///   - scale: the image's scale, as `AsyncImage`'s.
    public init(_ profile: DrawerProfile, imageURL: URL?, scale: CGFloat = 1) {
      self.init(profile) { DrawerAsyncAvatarImage(url: imageURL, scale: scale) }
    }
  }
#endif
