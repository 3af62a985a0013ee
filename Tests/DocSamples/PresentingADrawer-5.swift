// What the sidebar sample assumes: the content, the menu and the drawer's Boolean.
import DrawerKit
import SwiftUI

struct ContentView: View {
  var body: some View { Text("Content") }
}

struct Mailboxes: View {
  var body: some View { Text("Mailboxes") }
}

struct RootView: View {
  @State private var showsMenu = false

  var body: some View {
    // sample
  }
}
