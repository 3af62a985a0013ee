#if canImport(SwiftUI)
  import DrawerKit
  import Foundation
  import SwiftUI
  import Testing

  // The samples of the DocC article "Restoring the drawer after a relaunch"
  // (Sources/DrawerKit/DrawerKit.docc/RestoringAfterARelaunch.md), verbatim between the markers,
  // so that `Scripts/check-apple-api.sh` type-checks them against Apple's declarations; the test
  // below keeps the article and this file the same.

  // BEGIN SAMPLE
  enum Mailbox: String, Hashable, Sendable {
    case inbox, starred, sent
  }

  enum Screen: String, Hashable, Sendable, Codable {
    case mail, contacts
  }

  enum Route: Hashable, Sendable, Codable {
    case message(Int)
    case contact(Int)
  }

  struct MailScene: View {
    @State private var drawer = DrawerState()
    @SceneStorage("drawer") private var restoration = DrawerRestoration()
    @SceneStorage("mailbox") private var mailbox = Mailbox.inbox
    @SceneStorage("tabs") private var tabs = TabBarRestoration<Screen, Route>(selection: .mail)

    var body: some View {
      FloatingTabBar(
        selection: $tabs.selection,
        tabs: [
          TabBarItem(id: .mail, icon: .systemImage("tray"), title: "Mail"),
          TabBarItem(id: .contacts, icon: .systemImage("person.2"), title: "Contacts"),
        ]
      ) { screen in
        NavigationStack(path: $tabs[path: screen]) {
          ScreenView(screen: screen, mailbox: mailbox)
            .navigationDestination(for: Route.self) { route in RouteView(route: route) }
            .toolbar { ToolbarItem(placement: .navigation) { DrawerToggle() } }
        }
      }
      .drawer(state: drawer, adaptivity: .sidebarWhenRegular) {
        DrawerMenu(
          sections: [
            DrawerMenuSection(items: [
              DrawerMenuItem(id: Mailbox.inbox, systemImage: "tray", title: "Inbox"),
              DrawerMenuItem(id: Mailbox.starred, systemImage: "star", title: "Starred"),
              DrawerMenuItem(id: Mailbox.sent, systemImage: "paperplane", title: "Sent"),
            ])
          ],
          selection: Binding($mailbox))
      }
      .drawerRestoration($restoration, for: drawer)
    }
  }
  // END SAMPLE

  // BEGIN SAMPLE
  struct FeedStack: View {
    @State private var path = NavigationPath()
    @State private var hasRestored = false
    @SceneStorage("feed.path") private var storedPath = Data()

    var body: some View {
      NavigationStack(path: $path) {
        FeedList()
      }
      .onAppear {
        // Once, as the scene comes back (a tab shows the stack again and again), with no push
        // animation; a path that no longer decodes stays at the root.
        guard !hasRestored else { return }
        hasRestored = true
        if let stored = try? JSONDecoder().decode(
          NavigationPath.CodableRepresentation.self, from: storedPath)
        {
          var transaction = Transaction()
          transaction.disablesAnimations = true
          withTransaction(transaction) { path = NavigationPath(stored) }
        }
      }
      .onChange(of: path) { _, path in
        // A path holding an element that is not Codable comes back at its root.
        storedPath = path.codable.flatMap { try? JSONEncoder().encode($0) } ?? Data()
      }
    }
  }
  // END SAMPLE

  /// What the samples leave to the app: its screens.
  struct ScreenView: View {
    let screen: Screen
    let mailbox: Mailbox

    var body: some View {
      Text(verbatim: "\(screen.rawValue): \(mailbox.rawValue)")
    }
  }

  struct RouteView: View {
    let route: Route

    var body: some View {
      Text(verbatim: "\(route)")
    }
  }

  struct FeedList: View {
    var body: some View {
      Text("Feed")
    }
  }

  @Suite struct RestoringAfterARelaunchSampleTests {
    /// Every sample compiled here is in the article, as it is written here.
    @Test func theArticleShowsTheSamplesCompiledHere() throws {
      let here = URL(fileURLWithPath: #filePath)
      let root = here.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
      let article = try String(
        contentsOf: root.appendingPathComponent(
          "Sources/DrawerKit/DrawerKit.docc/RestoringAfterARelaunch.md"),
        encoding: .utf8)
      let source = try String(contentsOf: here, encoding: .utf8)
      // Each sample, less the two spaces of the `#if` around it.
      let samples = source.components(separatedBy: "// BEGIN SAMPLE\n").dropFirst().map {
        ($0.components(separatedBy: "  // END SAMPLE").first ?? "")
          .split(separator: "\n", omittingEmptySubsequences: false)
          .map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : String($0) }
          .joined(separator: "\n")
      }
      #expect(samples.count == 2)
      for sample in samples {
        #expect(article.contains("```swift\n" + sample + "```"), "not in the article:\n\(sample)")
      }
    }
  }
#endif
