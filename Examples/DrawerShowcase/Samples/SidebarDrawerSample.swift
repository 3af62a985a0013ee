#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// `adaptivity: .sidebarWhenRegular` with `drawerSidebarVisibility(_:)`: in a regular width
  /// (an iPad, a wide Mac window) the menu stands beside the content as a sidebar, and a
  /// Boolean shows or hides it, as `NavigationSplitView(columnVisibility:)` does; in a compact
  /// width it is a drawer again.
  struct SidebarDrawerSample: View {
    @State private var showsMenu = false
    @State private var showsSidebar = true

    var body: some View {
      SampleScreen(title: "Sidebar") {
        List {
          Toggle("Show the sidebar", isOn: $showsSidebar)
            .accessibilityIdentifier(ShowcaseID.Sample.sidebarSwitch)
          Text("In a compact width the menu is a drawer; the switch changes nothing there.")
            .foregroundStyle(.secondary)
        }
      }
      .drawer(isPresented: $showsMenu, adaptivity: .sidebarWhenRegular) {
        SampleMenu()
      }
      .drawerSidebarVisibility($showsSidebar)
    }
  }

  #Preview("Sidebar") {
    SidebarDrawerSample()
  }
#endif
