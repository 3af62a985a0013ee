// What the two-drawer sample assumes: the channel's screen and the two drawers' contents.
import DrawerKit
import SwiftUI

struct ChannelView: View {
  var body: some View { Text("#general") }
}

struct ChannelList: View {
  var body: some View { Text("Channels") }
}

struct MemberList: View {
  var body: some View { Text("Members") }
}

struct ChatView: View {
  // sample-properties

  var body: some View {
    // sample-body
  }
}
