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

    /// The floating tab bar's items, the avatar showing the account in use; Home cannot be
    /// hidden.
    static func items(account: DrawerProfile) -> [TabBarItem<ShowcaseTab>] {
      [
        TabBarItem(id: .home, icon: .systemImage("house"), title: "Home", canHide: false),
        TabBarItem(id: .feed, icon: .systemImage("newspaper"), title: "Feed", badge: .count(5)),
        TabBarItem(id: .gestures, icon: .systemImage("hand.draw"), title: "Gestures"),
        TabBarItem(id: .search, icon: .systemImage("magnifyingglass"), title: "Search"),
        TabBarItem(id: .alerts, icon: .systemImage("bell"), title: "Alerts", badge: .dot),
        TabBarItem(
          id: .profile, icon: .avatar(account), title: "You",
          accessibilityLabel: "Your profile", badge: .dot),
      ]
    }
  }

  /// The account switcher on the avatar's item: a long press (a secondary click, or VoiceOver's
  /// actions) lists the person's accounts, the one in use ticked, and "Add Account"; a tap on
  /// the avatar still shows the profile.
  ///
  /// Buttons, not a `Picker`: VoiceOver offers only the menu's buttons as the avatar's actions,
  /// and reads an action by its name alone (a custom action has no traits, so neither a tick nor
  /// `isSelected` would be heard). The account in use says so in its text ("Ada Lovelace,
  /// current"), for the menu and the actions alike.
  struct ShowcaseAccountMenu: View {
    @Binding var accounts: [DrawerProfile]
    @Binding var current: DrawerProfile

    var body: some View {
      Section("Accounts") {
        ForEach(accounts, id: \.self) { account in
          let isCurrent = account == current
          Button {
            current = account
          } label: {
            Label {
              Text(verbatim: isCurrent ? "\(account.name), current" : account.name)
            } icon: {
              Image(systemName: isCurrent ? "checkmark" : "person.crop.circle")
            }
          }
        }
      }
      Button {
        let added = DrawerProfile(
          name: "Account \(accounts.count + 1)", detail: "account\(accounts.count + 1)@example.com")
        accounts.append(added)
        current = added
      } label: {
        Label("Add Account", systemImage: "plus")
      }
    }
  }

  /// A tab's screen: a navigation stack with the drawer's toggle in its toolbar while the tab
  /// shows. While a screen is pushed the drawer's gestures are off, so the edge swipe goes back.
  /// The stack's path is the window's stored one for `tab` (``ShowcaseSceneRestoration``), so
  /// that the pushed screens come back after a relaunch.
  struct ShowcaseScreen<Content: View>: View {
    /// The tab the screen is the root of, whose stored path it shows; `nil` keeps a path of its
    /// own.
    var tab: ShowcaseTab?
    let title: String
    let glyph: DrawerToggle.Glyph
    @ViewBuilder let content: () -> Content
    @State private var ownPath: [ShowcaseRoute] = []
    @Environment(\.showcaseTabs) private var storedTabs
    /// Whether this tab is the one showing: the bar keeps the others alive, out of sight.
    @Environment(\.isTabShowing) private var isTabShowing

    private var path: Binding<[ShowcaseRoute]> {
      guard let tab, let storedTabs else { return $ownPath }
      return storedTabs[path: tab]
    }

    var body: some View {
      NavigationStack(path: path) {
        content()
          .navigationTitle(title)
          .toolbar {
            ToolbarItem(placement: .navigation) {
              // Only the showing tab's: on the Mac every kept tab's navigation stack puts its
              // toolbar items into the one window's toolbar, which would show one toggle per
              // tab visited.
              if isTabShowing {
                DrawerToggle(glyph: glyph)
                  .accessibilityIdentifier(ShowcaseID.toggle)
              }
            }
          }
          .navigationDestination(for: ShowcaseRoute.self) { route in
            route.destination
          }
      }
      .drawerGestureDisabled(!path.wrappedValue.isEmpty)
    }
  }

  /// A post of the feed, pushed when chosen.
  struct ShowcasePost: Hashable {
    let number: Int

    var title: String { "Post \(number)" }
  }

  /// A pushed screen: the back-swipe from the edge goes back to the feed.
  struct ShowcasePostView: View {
    let post: ShowcasePost

    var body: some View {
      ScrollView {
        Text(verbatim: "Post \(post.number): swipe from the edge to go back.")
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(16)
      }
      .accessibilityIdentifier(ShowcaseID.postScreen(post.number))
      .navigationTitle(post.title)
    }
  }

  /// A long list that hides the tab bar as it scrolls down (or minimizes it, as the system tab
  /// bar of iOS 26 does) and goes back to the top when the Feed tab is chosen again.
  struct ShowcaseFeed: View {
    let glyph: DrawerToggle.Glyph
    var minimizesTabBar = false

    var body: some View {
      ShowcaseScreen(tab: .feed, title: "Feed", glyph: glyph) {
        ScrollViewReader { proxy in
          ScrollView {
            VStack(alignment: .leading, spacing: 12) {
              ForEach(1...60, id: \.self) { index in
                NavigationLink(value: ShowcaseRoute.post(index)) {
                  Text(verbatim: "Post \(index)")
                    .frame(maxWidth: .infinity, minHeight: 56, alignment: .leading)
                    .padding(.horizontal, 16)
                    .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                }
                .buttonStyle(.plain)
                .accessibilityIdentifier(ShowcaseID.feedPost(index))
                .id(index)
              }
            }
            .padding(16)
          }
          .accessibilityIdentifier(ShowcaseID.feed)
          .floatingTabBarScrollBehavior(minimizesTabBar ? .minimizes : .hides)
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
      ShowcaseScreen(tab: .search, title: "Search", glyph: glyph) {
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
      ShowcaseScreen(tab: .alerts, title: "Alerts", glyph: glyph) {
        List {
          Text("Ada starred your post.")
          Text("Three new posts in your feed.")
          Text("Your weekly summary is ready.")
        }
      }
    }
  }

  /// The profile of the account in use, with the same avatar as the menu's header.
  struct ShowcaseProfile: View {
    let glyph: DrawerToggle.Glyph
    let account: DrawerProfile

    var body: some View {
      ShowcaseScreen(tab: .profile, title: "You", glyph: glyph) {
        VStack(spacing: 12) {
          DrawerAvatar(account) { ShowcaseAccount.photo(of: account) }
            .frame(width: 96, height: 96)
          Text(verbatim: account.name)
            .font(.headline)
            .accessibilityIdentifier(ShowcaseID.profileName)
          Text(verbatim: account.detail)
            .foregroundStyle(.secondary)
          Spacer()
        }
        .padding(.top, 32)
      }
    }
  }

  /// The tab bar's style in the showcase: the default (glass on iOS 26, the capsule before), or
  /// the minimal capsule with a dot under the selected tab. One type for both, so that the switch
  /// redraws the bar without rebuilding the tabs.
  struct ShowcaseTabBarStyle: TabBarStyle {
    let showsDot: Bool

    func makeBody(configuration: Configuration) -> some View {
      if showsDot {
        CapsuleTabBarStyle.minimal.makeBody(configuration: configuration)
      } else {
        AutomaticTabBarStyle.automatic.makeBody(configuration: configuration)
      }
    }
  }

  /// The tab bar's accessory: a mini player, its title and play button beside the minimized
  /// bar, with a skip button above the expanded bar.
  struct ShowcaseMiniPlayer: View {
    @Environment(\.tabBarAccessoryPlacement) private var placement
    @State private var isPlaying = false

    var body: some View {
      HStack(spacing: 12) {
        Image(systemName: "music.note")
          .accessibilityHidden(true)
        Text("Mountain Song")
          .lineLimit(1)
        Spacer(minLength: 0)
        Button {
          isPlaying.toggle()
        } label: {
          Image(systemName: isPlaying ? "pause.fill" : "play.fill")
        }
        .accessibilityLabel(isPlaying ? Text("Pause") : Text("Play"))
        if placement == .expanded {
          Button {
            isPlaying = true
          } label: {
            Image(systemName: "forward.fill")
          }
          .accessibilityLabel(Text("Next Song"))
        }
      }
      .buttonStyle(.plain)
      .padding(.vertical, 12)
    }
  }
#endif
