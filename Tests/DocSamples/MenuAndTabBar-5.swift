// What the accessory sample assumes: the app's screens, what is playing, and its buttons.
import DrawerKit
import SwiftUI

enum Screen: String, Hashable, Sendable {
  case home, search

  static let items = [
    TabBarItem(id: Screen.home, icon: .systemImage("house"), title: "Home"),
    TabBarItem(id: Screen.search, icon: .systemImage("magnifyingglass"), title: "Search"),
  ]

  var view: some View { Text(rawValue) }
}

struct NowPlaying {
  let title = "Song"
}

struct PlayButton: View {
  var body: some View { Button("Play") {} }
}

struct NextButton: View {
  var body: some View { Button("Next") {} }
}

struct RootView: View {
  @State private var screen = Screen.home
  let nowPlaying = NowPlaying()

  var body: some View {
    // sample-body
  }
}

// sample-declarations
