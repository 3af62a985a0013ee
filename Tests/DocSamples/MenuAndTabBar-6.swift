// What the item menu sample assumes: the app's screens with a profile tab, the accounts, the
// current one, and whether one is being added.
import DrawerKit
import SwiftUI

enum Screen: String, Hashable, Sendable {
  case home, profile

  static let items = [
    TabBarItem(id: Screen.home, icon: .systemImage("house"), title: "Home"),
    TabBarItem(
      id: Screen.profile, icon: .avatar(DrawerProfile(name: "Ada Lovelace")), title: "You"),
  ]

  var view: some View { Text(rawValue) }
}

struct Account: Identifiable, Hashable {
  let id: Int
  let name: String
}

struct RootView: View {
  @State private var screen = Screen.home
  @State private var current = Account(id: 1, name: "Ada")
  @State private var isAddingAccount = false
  let accounts = [Account(id: 1, name: "Ada"), Account(id: 2, name: "Grace")]

  var body: some View {
    // sample
  }
}
