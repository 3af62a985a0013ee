#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// The drawer's content: a `DrawerMenu` with the account's header, the mailboxes and a pinned
  /// footer; choosing a row closes the drawer, "Sign Out" is reported rather than selected, and
  /// a mailbox chosen is shown (on Home, whichever tab was showing).
  struct ShowcaseMenu: View {
    @Binding var selection: ShowcaseDestination?
    /// The account in use, whose header the menu shows.
    var account = ShowcaseAccount.profile
    var onSignOut: () -> Void = {}
    /// Called once a place to show was chosen (not "Sign Out"), when the drawer looks closed.
    var onShow: () -> Void = {}

    var body: some View {
      DrawerMenu(
        sections: ShowcaseDestination.sections,
        footer: ShowcaseDestination.footer,
        selection: $selection,
        onChoose: { choice in
          if choice.id == .signOut { onSignOut() } else { onShow() }
        }
      ) {
        DrawerProfileHeader(account) { ShowcaseAccount.photo(of: account) }
      }
      .accessibilityElement(children: .contain)
      .accessibilityIdentifier(ShowcaseID.menu)
    }
  }

  #Preview("Menu") {
    ShowcaseMenu(selection: .constant(.inbox))
  }

  #Preview("Menu at an accessibility size") {
    ShowcaseMenu(selection: .constant(.starred))
      .dynamicTypeSize(.accessibility3)
  }
#endif
