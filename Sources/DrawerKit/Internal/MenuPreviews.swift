#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import Foundation
  internal import SwiftUI

  /// A mail app's menu, for previews.
  private enum PreviewMailbox: String, Hashable, Sendable {
    case inbox, starred, drafts, archive, settings, help, signOut

    static let profile = DrawerProfile(name: "Ada Lovelace", detail: "ada@example.com")

    static let sections: [DrawerMenuSection<PreviewMailbox>] = [
      DrawerMenuSection(items: [
        DrawerMenuItem(id: .inbox, systemImage: "tray", title: "Inbox", badge: .count(3)),
        DrawerMenuItem(id: .starred, systemImage: "star", title: "Starred"),
        DrawerMenuItem(id: .drafts, systemImage: "doc", title: "Drafts", badge: .count(120)),
        DrawerMenuItem(id: .archive, systemImage: "archivebox", title: "Archive", badge: .dot),
      ]),
      DrawerMenuSection(
        title: "Account",
        items: [DrawerMenuItem(id: .settings, systemImage: "gearshape", title: "Settings")]),
    ]

    static let footer: [DrawerMenuItem<PreviewMailbox>] = [
      DrawerMenuItem(id: .help, systemImage: "questionmark.circle", title: "Help & Support"),
      DrawerMenuItem(
        id: .signOut, systemImage: "rectangle.portrait.and.arrow.right", title: "Sign Out",
        role: .destructive),
    ]
  }

  /// The menu with a live selection, in a drawer that starts open.
  private struct MenuPreview: View {
    @State private var selection: PreviewMailbox? = .inbox
    @State private var isPresented = true

    var body: some View {
      Color.clear
        .drawer(isPresented: $isPresented) {
          DrawerMenu(
            sections: PreviewMailbox.sections, footer: PreviewMailbox.footer,
            selection: $selection
          ) {
            DrawerProfileHeader(PreviewMailbox.profile)
          }
        }
    }
  }

  #Preview("DrawerMenu in a drawer") {
    MenuPreview()
  }

  #Preview("DrawerMenu, pill style, at an accessibility size") {
    DrawerMenu(
      sections: PreviewMailbox.sections, footer: PreviewMailbox.footer,
      selection: .constant(.starred)
    ) {
      DrawerProfileHeader(PreviewMailbox.profile)
    }
    .drawerMenuStyle(.pill)
    .dynamicTypeSize(.accessibility3)
  }

  #Preview("DrawerMenu, full-width rows, no header") {
    DrawerMenu(sections: PreviewMailbox.sections, selection: .constant(nil))
      .drawerMenuStyle(.fullWidth.tint(.orange))
  }

  #Preview("DrawerProfileHeader and DrawerAvatar") {
    VStack(spacing: 24) {
      DrawerProfileHeader(
        PreviewMailbox.profile,
        imageURL: URL(string: "https://www.gravatar.com/avatar/0?d=identicon&s=160"))
      HStack(spacing: 16) {
        DrawerAvatar(PreviewMailbox.profile).frame(width: 32, height: 32)
        DrawerAvatar(DrawerProfile(name: "Grace")).frame(width: 48, height: 48)
        DrawerAvatar(DrawerProfile(name: "")).frame(width: 64, height: 64)
      }
    }
  }
#endif
