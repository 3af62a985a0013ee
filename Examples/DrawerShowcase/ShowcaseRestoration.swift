#if canImport(SwiftUI)
  import DrawerKit
  import Foundation
  import SwiftUI

  /// What the showcase keeps of each window across a relaunch, in scene storage: the drawer
  /// (open or closed, the sidebar shown or hidden), the screen chosen in the menu, the selected
  /// tab and the screens pushed in each tab.
  ///
  /// The drawer goes through DrawerKit's `drawerRestoration(_:for:)`; the tabs' paths are bound
  /// straight to the stored `TabBarRestoration` (``ShowcaseScreen`` reads it from the
  /// environment); the menu's selection and the selected tab, which Home keeps in state of its
  /// own, are restored once as the window appears and written back on each change, without an
  /// animation.
  ///
  /// The keys are namespaced by ``ShowcaseLaunchKey/sceneStorage``: a person's launch uses the
  /// showcase's own, each UI test one of its own, so that no test starts from what another left
  /// and the relaunch test finds what its first launch kept.
  struct ShowcaseSceneRestoration: ViewModifier {
    let drawer: DrawerState
    @Binding var destination: ShowcaseDestination?
    @Binding var tab: ShowcaseTab

    @SceneStorage(ShowcaseRestoration.key("drawer")) private var drawerRestoration =
      DrawerRestoration()
    @SceneStorage(ShowcaseRestoration.key("destination")) private var storedDestination =
      ShowcaseDestination.inbox
    @SceneStorage(ShowcaseRestoration.key("tabs")) private var tabs = ShowcaseRestoration.firstTabs
    /// Whether this window's destination and tab were restored; the drawer's restoration keeps
    /// its own.
    @State private var hasRestored = false

    func body(content: Content) -> some View {
      content
        .drawerRestoration($drawerRestoration, for: drawer)
        .environment(\.showcaseTabs, $tabs)
        .onAppear {
          guard !hasRestored else { return }
          hasRestored = true
          // A restored screen and tab are where the person was, not a change to animate.
          var transaction = Transaction()
          transaction.disablesAnimations = true
          withTransaction(transaction) {
            destination = storedDestination
            tab = tabs.selection
          }
        }
        .onChange(of: destination) { _, destination in
          // "Sign Out" is an action, never a selection: only places are kept.
          if let destination, destination != storedDestination {
            storedDestination = destination
          }
        }
        .onChange(of: tab) { _, tab in
          if tab != tabs.selection { tabs.selection = tab }
        }
    }
  }

  /// The showcase's scene-storage keys and first values.
  enum ShowcaseRestoration {
    /// The scene-storage key `name` in this launch's namespace.
    static func key(_ name: String) -> String {
      "\(namespace).\(name)"
    }

    /// The namespace of this launch's keys: the one a UI test names, else the showcase's own.
    static let namespace: String = {
      let named = UserDefaults.standard.string(forKey: ShowcaseLaunchKey.sceneStorage) ?? ""
      return named.isEmpty ? "showcase" : "showcase.\(named)"
    }()

    /// The tab bar on a first launch: Home selected, every tab at its root.
    static let firstTabs = TabBarRestoration<ShowcaseTab, ShowcaseRoute>(selection: .home)
  }

  /// What a tab's navigation stack pushes: a post of the feed, or the Gestures tab's pushed
  /// screen. `Codable`, so that each tab's path is kept across a relaunch.
  enum ShowcaseRoute: Hashable, Codable, Sendable {
    /// The feed's post with this number.
    case post(Int)
    /// The Gestures tab's pushed screen, whose back-swipe starts where the drawer's does.
    case pushed

    /// The screen the route shows.
    @MainActor @ViewBuilder var destination: some View {
      switch self {
      case .post(let number): ShowcasePostView(post: ShowcasePost(number: number))
      case .pushed: ShowcasePushedScreen()
      }
    }
  }

  extension EnvironmentValues {
    /// The window's stored tab bar, whose paths the tabs' navigation stacks are bound to; `nil`
    /// outside the showcase's window (a preview), where each stack keeps its own path.
    @Entry var showcaseTabs: Binding<TabBarRestoration<ShowcaseTab, ShowcaseRoute>>? = nil
  }
#endif
