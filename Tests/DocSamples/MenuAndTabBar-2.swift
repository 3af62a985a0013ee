// What the customisation sample assumes: the app's screens as tab items, and the selection.
import DrawerKit
import SwiftUI

enum Screen: String, Hashable, Codable, Sendable {
  case home, search

  static let items = [
    TabBarItem(id: Screen.home, icon: .systemImage("house"), title: "Home"),
    TabBarItem(id: Screen.search, icon: .systemImage("magnifyingglass"), title: "Search"),
  ]

  var view: some View { Text(rawValue) }
}

struct RootView: View {
  @State private var screen = Screen.home
  // sample-properties

  var body: some View {
    // sample-body
  }
}
