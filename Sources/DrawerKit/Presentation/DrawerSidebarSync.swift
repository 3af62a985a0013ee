#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// Keeps a binding the app gave with ``SwiftUICore/View/drawerSidebarVisibility(_:)`` and the
  /// state's ``DrawerState/isSidebarVisible`` in step, both ways, without a loop: each side is
  /// written only when it differs.
  struct DrawerSidebarSync: ViewModifier {
    let state: DrawerState
    let visibility: Binding<Bool>?

    /// Which state is presented, and whether it shows its sidebar.
    private struct Shown: Equatable {
      let state: ObjectIdentifier
      let isVisible: Bool
    }

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
        // The state's visibility and which state it is, as one value: a state the app puts in
        // place of the presented one takes the binding's word (it is the source of truth); a
        // change of the same state's visibility is written to the binding.
        .onChange(of: Shown(state: ObjectIdentifier(state), isVisible: state.isSidebarVisible)) {
          old, new in
          guard let visibility else { return }
          if old.state != new.state {
            state.controller.isSidebarVisibilityBound = true
            if visibility.wrappedValue != new.isVisible {
              state.isSidebarVisible = visibility.wrappedValue
            }
          } else if visibility.wrappedValue != new.isVisible {
            visibility.wrappedValue = new.isVisible
          }
        }
    }
  }
#endif
