#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// The drawer's content: a list of destinations; choosing one closes the drawer.
  struct ShowcaseMenu: View {
    @Binding var selection: ShowcaseDestination
    @Environment(\.closeDrawer) private var closeDrawer
    @Environment(\.drawerLayoutMode) private var layoutMode

    var body: some View {
      List {
        Section("Mailboxes") {
          ForEach(ShowcaseDestination.allCases) { destination in
            Button {
              selection = destination
              closeDrawer()
            } label: {
              Label(destination.title, systemImage: destination.systemImage)
                .frame(maxWidth: .infinity, alignment: .leading)
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .listRowBackground(
              selection == destination ? Color.accentColor.opacity(0.15) : Color.clear
            )
            .accessibilityAddTraits(selection == destination ? .isSelected : [])
          }
        }
        if layoutMode == .modal {
          Section {
            Button("Close") { closeDrawer() }
          }
        }
      }
      .listStyle(.sidebar)
      .scrollContentBackground(.hidden)
    }
  }

  #Preview("Menu") {
    ShowcaseMenu(selection: .constant(.inbox))
  }
#endif
