// What the menu sample assumes: the app's destinations, an account, the content and its drawer's
// Boolean.
import DrawerKit
import Foundation
import SwiftUI

enum Destination: Hashable, Sendable {
  case inbox, sent, help

  static let sections = [
    DrawerMenuSection(
      title: "Mail",
      items: [
        DrawerMenuItem(id: Destination.inbox, systemImage: "tray", title: "Inbox"),
        DrawerMenuItem(id: Destination.sent, systemImage: "paperplane", title: "Sent"),
      ])
  ]
  static let footer = [
    DrawerMenuItem(id: Destination.help, systemImage: "questionmark", title: "Help")
  ]
}

struct Account {
  let profile = DrawerProfile(name: "Ada Lovelace")
  let photoURL: URL? = nil
}

struct ContentView: View {
  var body: some View { Text("Content") }
}

struct RootView: View {
  @State private var showsMenu = false
  let account = Account()
  // sample-properties

  var body: some View {
    // sample-body
  }
}
