// What the style sample assumes: the inbox, the menu and the drawer's Boolean.
import DrawerKit
import SwiftUI

struct Inbox: View {
  var body: some View { Text("Inbox") }
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
