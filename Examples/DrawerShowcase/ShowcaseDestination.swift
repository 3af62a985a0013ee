#if canImport(SwiftUI)
  import DrawerKit
  import Foundation
  import SwiftUI

  /// The places the showcase's menu leads to, and its one action, signing out.
  enum ShowcaseDestination: String, CaseIterable, Identifiable, Hashable, Sendable {
    case inbox
    case starred
    case sent
    case archive
    case settings
    case help
    case signOut

    var id: String { rawValue }

    var title: String {
      switch self {
      case .inbox: "Inbox"
      case .starred: "Starred"
      case .sent: "Sent"
      case .archive: "Archive"
      case .settings: "Settings"
      case .help: "Help & Support"
      case .signOut: "Sign Out"
      }
    }

    var systemImage: String {
      switch self {
      case .inbox: "tray"
      case .starred: "star"
      case .sent: "paperplane"
      case .archive: "archivebox"
      case .settings: "gearshape"
      case .help: "questionmark.circle"
      case .signOut: "rectangle.portrait.and.arrow.right"
      }
    }

    /// The menu's sections: the mailboxes, then the account.
    static let sections: [DrawerMenuSection<ShowcaseDestination>] = [
      DrawerMenuSection(items: [
        item(.inbox, badge: .count(3)), item(.starred), item(.sent), item(.archive, badge: .dot),
      ]),
      DrawerMenuSection(title: "Account", items: [item(.settings)]),
    ]

    /// The rows pinned to the bottom of the menu.
    static let footer: [DrawerMenuItem<ShowcaseDestination>] = [
      item(.help),
      DrawerMenuItem(
        id: .signOut, systemImage: ShowcaseDestination.signOut.systemImage,
        title: ShowcaseDestination.signOut.title, role: .destructive),
    ]

    private static func item(_ destination: ShowcaseDestination, badge: DrawerBadge? = nil)
      -> DrawerMenuItem<ShowcaseDestination>
    {
      DrawerMenuItem(
        id: destination, systemImage: destination.systemImage, title: destination.title,
        badge: badge)
    }
  }

  /// The person the showcase is signed in as.
  enum ShowcaseAccount {
    static let profile = DrawerProfile(name: "Ada Lovelace", detail: "ada@example.com")

    /// The account's photo, for an avatar's image slot: the first account's is an image in the
    /// showcase's asset catalog (`Assets.xcassets/ShowcaseAvatar`), so that it shows at once and
    /// offline; the others have none, and their avatars show their initials.
    @ViewBuilder @MainActor static func photo(of account: DrawerProfile) -> some View {
      if account == profile {
        // Decorative: the avatar is hidden from VoiceOver, the name beside it says who it is.
        Image(decorative: "ShowcaseAvatar", bundle: .showcaseResources)
          .resizable()
          .scaledToFill()
      }
    }
  }

  extension Bundle {
    /// Where the showcase's asset catalog is: the package's resource bundle for
    /// `swift run DrawerShowcase`, the app itself in the Xcode project's apps.
    static var showcaseResources: Bundle {
      #if SWIFT_PACKAGE
        .module
      #else
        .main
      #endif
    }
  }
#endif
