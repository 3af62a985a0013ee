#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// The drawer's content: a `DrawerMenu` with the account's header, the mailboxes and a pinned
  /// footer; choosing a row closes the drawer, "Sign Out" is reported rather than selected.
  struct ShowcaseMenu: View {
    @Binding var selection: ShowcaseDestination?
    /// The account in use, whose header the menu shows.
    var account = ShowcaseAccount.profile
    var onSignOut: () -> Void = {}

    var body: some View {
      DrawerMenu(
        sections: ShowcaseDestination.sections,
        footer: ShowcaseDestination.footer,
        selection: $selection,
        onChoose: { choice in
          if choice.id == .signOut { onSignOut() }
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
