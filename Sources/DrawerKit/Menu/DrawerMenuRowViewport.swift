#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The rows of a menu wholly in view, as their geometry reports it on each scroll, kept outside
  /// view state so that scrolling does not update the menu.
  @MainActor final class DrawerMenuRowsInView<ID: Hashable & Sendable> {
    var ids: Set<ID> = []
  }

  /// The row of a menu that last had keyboard focus, kept outside view state so that a move of
  /// focus does not update the menu: where focus goes back to when a move out of a modal drawer
  /// is refused (``DrawerMenuModel/returningFocus(to:rowsInView:)``).
  @MainActor final class DrawerMenuFocusMemory<ID: Hashable & Sendable> {
    var lastFocused: ID?
  }

  /// Reports whether a row is wholly in view in the menu's scroll view
  /// (``DrawerMenuModel/isRowInView(top:bottom:viewportHeight:)``); a row outside any scroll
  /// view (the pinned footer) always is. The report reaches the set only when it changes.
  struct DrawerMenuRowViewport<ID: Hashable & Sendable>: ViewModifier {
    let id: ID
    let rowsInView: DrawerMenuRowsInView<ID>

    func body(content: Content) -> some View {
      content.onGeometryChange(for: Bool.self) { proxy in
        // The visible part of the scroll view, in the row's own coordinates.
        guard let visible = proxy.bounds(of: .scrollView) else { return true }
        return DrawerMenuModel<ID>.isRowInView(
          top: Double(-visible.minY), bottom: Double(proxy.size.height - visible.minY),
          viewportHeight: Double(visible.height))
      } action: { isInView in
        if isInView {
          rowsInView.ids.insert(id)
        } else {
          rowsInView.ids.remove(id)
        }
      }
    }
  }
#endif
