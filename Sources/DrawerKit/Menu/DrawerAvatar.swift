#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import Foundation
  public import SwiftUI

  /// A person's round avatar: any image view, clipped to a circle, over the person's initials,
  /// which show while the image loads, when it fails, or when there is none.
  ///
  /// SwiftUI has no avatar view; Contacts draws initials on grey until a photo exists. This one
  /// takes any image view (an `Image`, an `AsyncImage`, your own cached image view) and keeps the
  /// initials from ``DrawerProfile/initials`` beneath it, so an image that is still loading, or
  /// transparent, shows them. It fills the frame you give it and is hidden from assistive
  /// technologies: the name beside it says who it is. Smart Invert leaves the image alone, as
  /// it does photos in Photos and Contacts, so that faces are not shown as negatives.
  ///
  /// ```swift
  /// DrawerAvatar(profile, imageURL: account.photoURL)   // loads, initials meanwhile
  ///   .frame(width: 40, height: 40)
  ///
  /// DrawerAvatar(profile) {                              // any image view
  ///   Image("ada").resizable().scaledToFill()
  /// }
  /// ```
  public struct DrawerAvatar<Content: View>: View {
    private let profile: DrawerProfile
    private let image: Content

    /// Creates an avatar from any image view, drawn over the initials and clipped to a circle.
    ///
    /// - Parameters:
    ///   - profile: the person, for the initials.
    ///   - image: the image view; make it resizable and filling (`resizable()`,
    ///     `scaledToFill()`), as the avatar gives it a square frame.
    public init(_ profile: DrawerProfile, @ViewBuilder image: () -> Content) {
      self.profile = profile
      self.image = image()
    }

    /// The avatar of the view, clipped to a circle over the initials.
    public var body: some View {
      ZStack {
        DrawerInitials(profile: profile)
        // A photo of a face must not be inverted by Smart Invert; the initials may be.
        image.accessibilityIgnoresInvertColors()
      }
      .clipShape(Circle())
      .accessibilityHidden(true)
    }
  }

  extension DrawerAvatar where Content == EmptyView {
    /// Creates an avatar that shows the person's initials.
    ///
    /// ```swift
    /// DrawerAvatar(DrawerProfile(name: "Ada Lovelace")).frame(width: 32, height: 32)  // "AL"
    /// ```
    ///
    /// - Parameter profile: the person.
    public init(_ profile: DrawerProfile) {
      self.init(profile) { EmptyView() }
    }
  }

  extension DrawerAvatar where Content == DrawerAsyncAvatarImage {
    /// Creates an avatar that loads its image from a URL, showing the initials until it has
    /// loaded and if it fails.
    ///
    /// ```swift
    /// DrawerAvatar(profile, imageURL: URL(string: "https://example.com/ada.jpg"))
    /// ```
    ///
    /// - Parameters:
    ///   - profile: the person, for the initials.
    ///   - imageURL: where the image is; `nil` for the initials alone.
    ///   - scale: the image's scale, as `AsyncImage`'s: `2` for an image made for 2x screens.
    public init(_ profile: DrawerProfile, imageURL: URL?, scale: CGFloat = 1) {
      self.init(profile) { DrawerAsyncAvatarImage(url: imageURL, scale: scale) }
    }
  }

  /// An avatar's image loaded from a URL with `AsyncImage`, filling its frame once loaded, and
  /// drawing nothing before then or on failure, so that ``DrawerAvatar``'s initials show through.
  ///
  /// Unlike `AsyncImage(url:)`, whose placeholder is a grey fill that would hide the initials,
  /// it draws nothing until the image is there; use it wherever an avatar takes an image view.
  ///
  /// ```swift
  /// TabBarItemIcon(item, isSelected: isSelected) { _ in
  ///   DrawerAsyncAvatarImage(url: account.photoURL)
  /// }
  /// ```
  public struct DrawerAsyncAvatarImage: View {
    private let url: URL?
    private let scale: CGFloat

    /// Creates an image that loads from a URL.
    ///
    /// - Parameters:
    ///   - url: where the image is; `nil` draws nothing.
    ///   - scale: the image's scale, as `AsyncImage`'s; not finite, zero or negative counts as 1.
    public init(url: URL?, scale: CGFloat = 1) {
      self.url = url
      self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The loaded image, or nothing; Smart Invert leaves it alone.
    public var body: some View {
      AsyncImage(url: url, scale: scale) { phase in
        if let image = phase.image {
          image
            .resizable()
            .scaledToFill()
        }
      }
      .accessibilityIgnoresInvertColors()
    }
  }

  /// A person's initials on a grey disc, sized to the frame; a person symbol when the name has no
  /// letters.
  struct DrawerInitials: View {
    let profile: DrawerProfile

    var body: some View {
      GeometryReader { proxy in
        let side = Swift.min(proxy.size.width, proxy.size.height)
        ZStack {
          Circle().fill(Color.gray)
          if profile.initials.isEmpty {
            Image(systemName: "person.fill")
              .font(.system(size: side * 0.5))
          } else {
            Text(verbatim: profile.initials)
              .font(.system(size: side * 0.4, weight: .semibold))
              .lineLimit(1)
          }
        }
        .foregroundStyle(Color.white)
        .frame(width: proxy.size.width, height: proxy.size.height)
      }
    }
  }
#endif
