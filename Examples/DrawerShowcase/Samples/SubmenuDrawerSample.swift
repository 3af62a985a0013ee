#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// A drawer that hosts its own navigation: settings whose rows push submenus inside the
  /// drawer. While a submenu shows, the drags that start on the drawer are its stack's (the
  /// back-swipe goes back to the settings), and the drawer still closes from its scrim, its
  /// toggle and Escape; a choice deep in a submenu closes the drawer as a top-level choice does.
  /// Presented with `drawer(state:)`, the drawer keeps its path while closed: it opens again on
  /// the submenu it was left on. On the leading edge by default; a launch that asks for the
  /// trailing edge puts it there, where closing runs the way the back-swipe does and the drawer
  /// gives its drags up to the submenu.
  struct SubmenuDrawerSample: View {
    /// The drawer's edge: the launch's.
    var edge = ShowcaseLaunchOptions.current.edge
    @State private var drawer = DrawerState()
    @State private var menuPath: [SampleSettingsPage] = []
    @State private var choice = "none"

    var body: some View {
      SampleScreen(title: "Submenus") {
        List {
          ShowcaseValueRow(title: "Chosen", value: choice, id: ShowcaseID.Sample.choice)
          ShowcaseValueRow(
            title: "Presented", value: drawer.isOpen ? "yes" : "no",
            id: ShowcaseID.Sample.presented)
        }
      }
      .drawer(state: drawer, edge: edge) {
        NavigationStack(path: $menuPath) {
          List {
            ForEach(SampleSettingsPage.allCases) { page in
              NavigationLink(value: page) { Text(verbatim: page.title) }
            }
          }
          .accessibilityIdentifier(ShowcaseID.Sample.settingsRoot)
          .navigationTitle("Settings")
          .navigationDestination(for: SampleSettingsPage.self) { page in
            SampleSettingsSubmenu(page: page, choice: $choice)
          }
        }
        // While a submenu shows, the back-swipe in the drawer goes back to the settings.
        .drawerGestureDisabled(!menuPath.isEmpty)
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(ShowcaseID.Sample.submenuStack)
      }
    }
  }

  /// A page of the sample's settings, pushed inside the drawer.
  enum SampleSettingsPage: String, CaseIterable, Identifiable, Hashable {
    case notifications, appearance

    var id: String { rawValue }

    var title: String {
      switch self {
      case .notifications: ShowcaseID.Sample.submenuTitle
      case .appearance: "Appearance"
      }
    }

    /// The options the page offers.
    var options: [String] {
      switch self {
      case .notifications: ["All", "Mentions", "None"]
      case .appearance: ["Light", "Dark", "Automatic"]
      }
    }
  }

  /// A submenu: choosing an option applies it and closes the drawer, from however deep.
  struct SampleSettingsSubmenu: View {
    let page: SampleSettingsPage
    @Binding var choice: String
    @Environment(\.closeDrawer) private var closeDrawer

    var body: some View {
      List {
        ForEach(page.options, id: \.self) { option in
          Button {
            choice = option
            closeDrawer()
          } label: {
            Text(verbatim: option)
          }
        }
      }
      .accessibilityIdentifier(ShowcaseID.Sample.submenuPage)
      .navigationTitle(page.title)
    }
  }

  #Preview("Submenus") {
    SubmenuDrawerSample()
  }
#endif
