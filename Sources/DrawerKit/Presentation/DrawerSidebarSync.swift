#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// Keeps a binding the app gave with ``SwiftUICore/View/drawerSidebarVisibility(_:)`` and the
  /// state's ``DrawerState/isSidebarVisible`` in step, both ways, without a loop: each side is
  /// written only when it differs.
  struct DrawerSidebarSync: ViewModifier {
    let state: DrawerState
    let visibility: Binding<Bool>?

    func body(content: Content) -> some View {
      content
        // A restoration leaves a bound sidebar's visibility to the binding.
        .onChange(of: visibility != nil, initial: true) { _, isBound in
          state.controller.isSidebarVisibilityBound = isBound
        }
        .onChange(of: visibility?.wrappedValue, initial: true) { _, isVisible in
          if let isVisible, isVisible != state.isSidebarVisible {
            state.isSidebarVisible = isVisible
          }
        }
        .onChange(of: state.isSidebarVisible) { _, isVisible in
          if let visibility, visibility.wrappedValue != isVisible {
            visibility.wrappedValue = isVisible
          }
        }
    }
  }
#endif
