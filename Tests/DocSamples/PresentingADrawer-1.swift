// What the Boolean sample assumes: the view the drawer hangs on, its Boolean, and the menu.
import DrawerKit
import SwiftUI

struct MailboxList: View {
  var body: some View { Text("Mailboxes") }
}

struct ContentView: View {
  @State private var showsMenu = false

  var body: some View {
    Text("Inbox")
    // sample
  }
}
