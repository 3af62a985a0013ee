// What the tab bar's styles assume: the app's screens as tab items, and the selection; the two
// bars are shown one above the other.
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

struct RootView: View {
  @State private var screen = Screen.home

  var body: some View {
    VStack {
      // sample
    }
  }
}
