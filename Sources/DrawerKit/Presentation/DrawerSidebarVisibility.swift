#if canImport(SwiftUI)
  public import SwiftUI

  extension EnvironmentValues {
    /// Whether the permanent sidebar of the drawers below is shown, bound with
    /// ``SwiftUICore/View/drawerSidebarVisibility(_:)``; `nil` (the default) leaves it to each
    /// drawer's ``DrawerState/isSidebarVisible``.
    @Entry var drawerSidebarVisibility: Binding<Bool>? = nil
  }

  extension View {
    /// Binds whether the permanent sidebar is shown, for drawers laid out as one.
    ///
    /// The drawer's counterpart of `NavigationSplitView(columnVisibility:)`: with
    /// ``DrawerAdaptivity/sidebarWhenRegular`` in a regular width, the drawer's menu stands
    /// beside the content as a sidebar; setting the binding to `false` hides it and gives its
    /// width to the content, and a ``DrawerToggle`` then shows and hides it (writing the binding).
    /// It has no effect while the drawer is modal.
    ///
    /// ```swift
    /// @State private var showsSidebar = true
    ///
    /// NavigationStack { Inbox().toolbar { DrawerToggle() } }
    ///   .drawer(isPresented: $showsMenu, adaptivity: .sidebarWhenRegular) { MailboxList() }
    ///   .drawerSidebarVisibility($showsSidebar)
    /// ```
    ///
    /// - Parameter isVisible: whether the sidebar is shown.
    /// - Returns: a view whose drawers show their sidebar as the binding says.
    public func drawerSidebarVisibility(_ isVisible: Binding<Bool>) -> some View {
      environment(\.drawerSidebarVisibility, isVisible)
    }
  }
#endif
