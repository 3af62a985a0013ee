#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// What a presented drawer puts in its views' environment: its state (which ``DrawerToggle``
  /// and ``DrawerProgressReader`` find), its edge, its layout mode, and the actions that close
  /// and open it (``DrawerCloseAction``, ``DrawerOpenAction``), as a sheet puts `dismiss`.
  struct DrawerPresentationEnvironment: ViewModifier {
    let state: DrawerState
    let edge: HorizontalEdge
    let mode: DrawerLayoutMode

    func body(content: Content) -> some View {
      content
        .environment(\.drawerState, state)
        .environment(\.drawerEdge, edge)
        .environment(\.drawerLayoutMode, mode)
        // Equal from one update to the next (they compare the state), so readers are not
        // updated with the container.
        .environment(\.closeDrawer, DrawerCloseAction(state: state))
        .environment(\.openDrawer, DrawerOpenAction(state: state))
    }
  }
#endif
