// What the pushed-screen sample assumes: the view it is the body of, a message type and its
// screens, and the drawer's Boolean.
import DrawerKit
import SwiftUI

struct Message: Hashable {
  let subject: String
}

struct Inbox: View {
  var body: some View { Text("Inbox") }
}

struct MessageView: View {
  let message: Message
  var body: some View { Text(message.subject) }
}

struct Mailboxes: View {
  var body: some View { Text("Mailboxes") }
}

struct ContentView: View {
  @State private var showsMenu = false
  // sample-properties

  var body: some View {
    // sample-body
  }
}
