#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// Two drawers on one screen, as a chat app has them: the channels on the leading edge, the
  /// channel's members on the trailing edge, each presented with a state of its own and each
  /// with its own toggle. A swipe that reveals a drawer opens it (from anywhere on the content
  /// here); only one is open at a time: a drag on the open drawer closes it and never opens the
  /// other in the same stroke, and opening one (the members' "Channels" button) closes the
  /// other as it comes in.
  struct TwoDrawersSample: View {
    @State private var channels = DrawerState()
    @State private var members = DrawerState()
    @State private var channel = SampleChannel.general

    var body: some View {
      NavigationStack {
        List {
          ShowcaseValueRow(
            title: "Channel", value: channel.title, id: ShowcaseID.Sample.channel)
          ShowcaseValueRow(title: "Open", value: openDrawer, id: ShowcaseID.Sample.openDrawer)
          Text("Swipe right for the channels, left for the members.")
            .foregroundStyle(.secondary)
        }
        .accessibilityIdentifier(ShowcaseID.Sample.screen)
        .navigationTitle(channel.title)
        .toolbar {
          ToolbarItem(placement: .navigation) {
            DrawerToggle(edge: .leading)
              .accessibilityIdentifier(ShowcaseID.Sample.toggle)
          }
          ToolbarItem(placement: .primaryAction) {
            // Control-Command-I, the trailing edge's own shortcut, beside the leading toggle's
            // Control-Command-S.
            DrawerToggle(edge: .trailing, glyph: .chevron)
              .accessibilityIdentifier(ShowcaseID.Sample.trailingToggle)
          }
        }
      }
      .drawer(state: channels, edge: .leading) {
        SampleChannelList(selection: $channel)
          .drawerTitle("Channels")
      }
      .drawer(state: members, edge: .trailing) {
        SampleMemberList(channels: channels)
          .drawerTitle("Members")
      }
      .drawerGesture(.anywhere)
    }

    /// Which drawer is open or heading for open, for the test's row.
    private var openDrawer: String {
      if channels.isOpen { return "channels" }
      if members.isOpen { return "members" }
      return "none"
    }
  }

  /// A channel of the sample's chat.
  enum SampleChannel: String, CaseIterable, Identifiable {
    case general, design, releases

    var id: String { rawValue }
    var title: String { "#\(rawValue)" }
  }

  /// The leading drawer's content: the channels; a choice closes the drawer.
  struct SampleChannelList: View {
    @Binding var selection: SampleChannel
    @Environment(\.closeDrawer) private var closeDrawer

    var body: some View {
      List {
        Section("Channels") {
          ForEach(SampleChannel.allCases) { channel in
            Button {
              selection = channel
              closeDrawer()
            } label: {
              Text(verbatim: channel.title)
            }
            .accessibilityAddTraits(channel == selection ? .isSelected : [])
          }
        }
      }
      .accessibilityElement(children: .contain)
      .accessibilityIdentifier(ShowcaseID.Sample.drawer)
    }
  }

  /// The trailing drawer's content: the channel's members, and a button that opens the
  /// channels instead (this drawer closes as the other opens).
  struct SampleMemberList: View {
    let channels: DrawerState

    var body: some View {
      List {
        Section("Members") {
          Label("Ada", systemImage: "person")
          Label("Grace", systemImage: "person")
          Label("Linus", systemImage: "person")
        }
        Button("Channels") { channels.open() }
          .accessibilityIdentifier(ShowcaseID.Sample.swapButton)
      }
      .accessibilityElement(children: .contain)
      .accessibilityIdentifier(ShowcaseID.Sample.trailingDrawer)
    }
  }

  #Preview("Two drawers") {
    TwoDrawersSample()
  }
#endif
