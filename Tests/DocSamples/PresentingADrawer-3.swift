// What the state sample assumes: the inbox, the menu, and the banner the article shows next.
import DrawerKit
import SwiftUI

struct Inbox: View {
  var body: some View { Text("Inbox") }
}

struct MailboxList: View {
  var body: some View { Text("Mailboxes") }
}

struct UnreadBanner: View {
  let drawer: DrawerState
  var body: some View { Text("3 unread").opacity(1 - drawer.progress) }
}

struct ContentView: View {
  // sample-properties

  var body: some View {
    // sample-body
  }
}
