#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// A four-tab app, for previews.
  private enum PreviewScreen: String, Hashable, Codable, Sendable {
    case home, search, alerts, profile

    static let tabs: [TabBarItem<PreviewScreen>] = [
      TabBarItem(id: .home, icon: .systemImage("house"), title: "Home", canHide: false),
      TabBarItem(id: .search, icon: .systemImage("magnifyingglass"), title: "Search"),
      TabBarItem(id: .alerts, icon: .systemImage("bell"), title: "Alerts", badge: .count(2)),
      TabBarItem(
        id: .profile, icon: .avatar(DrawerProfile(name: "Ada Lovelace")), title: "You",
        badge: .dot),
    ]
  }

  /// A floating tab bar with a live selection and arrangement.
  private struct TabBarPreview: View {
    @State private var screen = PreviewScreen.home
    @State private var arrangement = TabBarCustomization<PreviewScreen>()

    var body: some View {
      FloatingTabBar(selection: $screen, tabs: PreviewScreen.tabs) { screen in
        ScrollView {
          VStack(spacing: 12) {
            ForEach(1...40, id: \.self) { row in
              Text(verbatim: "\(screen.rawValue) \(row)")
                .frame(maxWidth: .infinity, minHeight: 44)
                .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
            }
          }
          .padding()
        }
        .hidesFloatingTabBarOnScroll()
      }
      .tabBarCustomization($arrangement)
    }
  }

  #Preview("FloatingTabBar") {
    TabBarPreview()
  }

  #Preview("FloatingTabBar, minimal style") {
    TabBarPreview()
      .tabBarStyle(.minimal.tint(.orange))
  }

  #Preview("TabBarItemIcon") {
    HStack(spacing: 24) {
      ForEach(PreviewScreen.tabs) { tab in
        VStack(spacing: 8) {
          TabBarItemIcon(tab, isSelected: false)
          TabBarItemIcon(tab, isSelected: true)
        }
      }
    }
    .padding()
  }

  #Preview("TabBarCustomizationEditor") {
    NavigationStack {
      TabBarCustomizationEditor(
        tabs: PreviewScreen.tabs, customization: .constant(TabBarCustomization()))
    }
  }
#endif
