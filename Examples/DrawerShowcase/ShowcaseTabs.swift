#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// The showcase's tabs: the controls, a long feed, the gestures that compete with the drawer's,
  /// a search field, alerts and the person's profile; six, more than a system tab bar shows
  /// before its "More" tab.
  enum ShowcaseTab: String, CaseIterable, Codable, Hashable, Sendable {
    case home
    case feed
    case gestures
    case search
    case alerts
    case profile

    /// The floating tab bar's items; Home cannot be hidden.
    static let items: [TabBarItem<ShowcaseTab>] = [
      TabBarItem(id: .home, icon: .systemImage("house"), title: "Home", canHide: false),
      TabBarItem(id: .feed, icon: .systemImage("newspaper"), title: "Feed", badge: .count(5)),
      TabBarItem(id: .gestures, icon: .systemImage("hand.draw"), title: "Gestures"),
      TabBarItem(id: .search, icon: .systemImage("magnifyingglass"), title: "Search"),
      TabBarItem(id: .alerts, icon: .systemImage("bell"), title: "Alerts", badge: .dot),
      TabBarItem(
        id: .profile, icon: .avatar(ShowcaseAccount.profile), title: "You",
        accessibilityLabel: "Your profile", badge: .dot),
    ]
  }

  /// A tab's screen: a navigation stack with the drawer's toggle in its toolbar.
  struct ShowcaseScreen<Content: View>: View {
    let title: String
    let glyph: DrawerToggle.Glyph
    @ViewBuilder let content: () -> Content

    var body: some View {
      NavigationStack {
        content()
          .navigationTitle(title)
          .toolbar {
            ToolbarItem(placement: .navigation) {
              DrawerToggle(glyph: glyph)
                .accessibilityIdentifier(ShowcaseID.toggle)
            }
          }
      }
    }
  }

  /// A long list that hides the tab bar as it scrolls down and goes back to the top when the
  /// Feed tab is chosen again.
  struct ShowcaseFeed: View {
    let glyph: DrawerToggle.Glyph

    var body: some View {
      ShowcaseScreen(title: "Feed", glyph: glyph) {
        ScrollViewReader { proxy in
          ScrollView {
            VStack(alignment: .leading, spacing: 12) {
              ForEach(1...60, id: \.self) { index in
                Text(verbatim: "Post \(index)")
                  .frame(maxWidth: .infinity, minHeight: 56, alignment: .leading)
                  .padding(.horizontal, 16)
                  .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                  .accessibilityIdentifier(ShowcaseID.feedPost(index))
                  .id(index)
              }
            }
            .padding(16)
          }
          .accessibilityIdentifier(ShowcaseID.feed)
          .hidesFloatingTabBarOnScroll()
          .onTabBarReselection { proxy.scrollTo(1) }
        }
      }
    }
  }

  /// A search field: the tab bar hides while the software keyboard is up.
  struct ShowcaseSearch: View {
    let glyph: DrawerToggle.Glyph
    @State private var query = ""

    var body: some View {
      ShowcaseScreen(title: "Search", glyph: glyph) {
        Form {
          TextField("Search", text: $query)
            .accessibilityIdentifier(ShowcaseID.searchField)
          Text("The tab bar steps aside while the keyboard is up.")
            .foregroundStyle(.secondary)
        }
      }
    }
  }

  /// A short list of alerts.
  struct ShowcaseAlerts: View {
    let glyph: DrawerToggle.Glyph

    var body: some View {
      ShowcaseScreen(title: "Alerts", glyph: glyph) {
        List {
          Text("Ada starred your post.")
          Text("Three new posts in your feed.")
          Text("Your weekly summary is ready.")
        }
      }
    }
  }

  /// The person's profile, with the same avatar as the menu's header and the tab bar.
  struct ShowcaseProfile: View {
    let glyph: DrawerToggle.Glyph

    var body: some View {
      ShowcaseScreen(title: "You", glyph: glyph) {
        VStack(spacing: 12) {
          DrawerAvatar(ShowcaseAccount.profile, imageURL: ShowcaseAccount.photoURL)
            .frame(width: 96, height: 96)
          Text(verbatim: ShowcaseAccount.profile.name)
            .font(.headline)
          Text(verbatim: ShowcaseAccount.profile.detail)
            .foregroundStyle(.secondary)
          Spacer()
        }
        .padding(.top, 32)
      }
    }
  }
#endif
