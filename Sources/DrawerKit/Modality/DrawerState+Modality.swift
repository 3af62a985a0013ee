#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  extension DrawerState {
    /// The mode the drawer is drawn in for the mode its adaptivity chose: a hidden permanent
    /// sidebar is drawn as a closed modal drawer, the content taking the whole container, and
    /// the toggle (not a swipe) shows the sidebar again.
    func shownLayoutMode(for mode: DrawerLayoutMode) -> DrawerLayoutMode {
      DrawerController<Namespace.ID>.shownLayoutMode(mode, isSidebarVisible: isSidebarVisible)
    }

    /// What reaches the drawer's content and the content behind it, drawn in `shownMode`
    /// (``DrawerModality``), from values the state publishes only when they change (never per
    /// frame), so that the views reading it are not redrawn as the drawer moves.
    func modality(shownMode: DrawerLayoutMode, isContentInteractive: Bool) -> DrawerModality {
      DrawerModality(
        layoutMode: shownMode, target: target, isMoving: phase.isMoving,
        hasRestedOpen: hasRestedOpen, lockMode: lockMode,
        isContentInteractive: isContentInteractive)
    }
  }
#endif
