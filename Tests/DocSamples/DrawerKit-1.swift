// What DrawerKit.md's first sample assumes: an inbox and a list of mailboxes.
import DrawerKit
import SwiftUI

struct Inbox: View {
  var body: some View { Text("Inbox") }
}

struct MailboxList: View {
  var body: some View { Text("Mailboxes") }
}
