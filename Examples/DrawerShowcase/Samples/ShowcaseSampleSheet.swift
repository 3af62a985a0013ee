#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  extension ShowcaseSample {
    /// The sample's name on Home's button and in its sheet.
    var title: LocalizedStringKey {
      switch self {
      case .presented: "A drawer for a Boolean (isPresented, onDismiss)"
      case .item: "A drawer for an item, from the trailing edge"
      case .lockedOpen: "A drawer locked open"
      case .sidebar: "A sidebar you can hide (drawerSidebarVisibility)"
      case .confirm: "A drawer that asks before closing (confirmStateChange)"
      case .customStyle: "A style of your own (DrawerStyle)"
      case .twoDrawers: "Two drawers, one on each edge"
      case .submenu: "A drawer with its own navigation (submenus)"
      }
    }
  }

  /// One sample in a sheet of its own, with a Done button: each sample is a screen with its
  /// drawer, self-contained, to read and copy.
  struct ShowcaseSampleSheet: View {
    let sample: ShowcaseSample
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack(spacing: 0) {
        HStack {
          Spacer()
          Button("Done") { dismiss() }
            .accessibilityIdentifier(ShowcaseID.Sample.done)
        }
        .padding(12)
        switch sample {
        case .presented: PresentedDrawerSample()
        case .item: ItemDrawerSample()
        case .lockedOpen: LockedOpenDrawerSample()
        case .sidebar: SidebarDrawerSample()
        case .confirm: ConfirmingDrawerSample()
        case .customStyle: CustomStyleDrawerSample()
        case .twoDrawers: TwoDrawersSample()
        case .submenu: SubmenuDrawerSample()
        }
      }
    }
  }

  /// A sample's screen: a navigation stack whose toolbar holds the drawer's toggle.
  struct SampleScreen<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    var body: some View {
      NavigationStack {
        content()
          .accessibilityIdentifier(ShowcaseID.Sample.screen)
          .navigationTitle(title)
          .toolbar {
            ToolbarItem(placement: .navigation) {
              DrawerToggle()
                .accessibilityIdentifier(ShowcaseID.Sample.toggle)
            }
          }
      }
    }
  }

  /// A sample's drawer content: a few rows and a button that closes the drawer with the
  /// environment's action.
  struct SampleMenu<Header: View>: View {
    @ViewBuilder var header: () -> Header
    @Environment(\.closeDrawer) private var closeDrawer

    var body: some View {
      List {
        header()
        Section("Mailboxes") {
          Label("Inbox", systemImage: "tray")
          Label("Sent", systemImage: "paperplane")
        }
        Button("Close the menu") { closeDrawer() }
      }
      .accessibilityElement(children: .contain)
      .accessibilityIdentifier(ShowcaseID.Sample.drawer)
    }
  }

  extension SampleMenu where Header == EmptyView {
    init() {
      self.init { EmptyView() }
    }
  }
#endif
