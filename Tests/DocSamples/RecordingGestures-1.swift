// What the recording sample assumes: the inbox and the menu.
import DrawerKit
import SwiftUI

struct Inbox: View {
  var body: some View { Text("Inbox") }
}

struct MailboxList: View {
  var body: some View { Text("Mailboxes") }
}
