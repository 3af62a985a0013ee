// What the kept-tab sample assumes: messages, their rows, and an inbox to refresh, in a tab's view.
import DrawerKit
import SwiftUI

struct Message: Identifiable {
  let id: Int
  let subject: String
}

struct MessageRow: View {
  let message: Message
  init(_ message: Message) { self.message = message }
  var body: some View { Text(message.subject) }
}

@MainActor final class InboxModel {
  func refresh() async {}
}

struct InboxTab: View {
  let messages = [Message(id: 1, subject: "Hello")]
  let inbox = InboxModel()
  // sample
}
