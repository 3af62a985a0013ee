#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// What the drawer's views report of focus, and the screen changes VoiceOver hears: the
  /// bookkeeping is the controller's (``DrawerFocusBookkeeping``), the deferral is one
  /// (``DrawerFocusDeferral``).
  extension DrawerState {
    /// Publishes a focus request the controller made outside a step of the engine (a refused
    /// move of keyboard focus), and nothing else: the engine did not move.
    func publishFocusRequest() {
      if controller.focusRequest != focusRequest { focusRequest = controller.focusRequest }
    }

    /// Records that the control a focus request sent focus back to is moving focus to itself:
    /// the screen change waits for the outcome.
    func focusReturnBegan(_ request: DrawerFocusRequest<Namespace.ID>) {
      controller.focusReturnBegan(request)
    }

    /// Records that the control a focus request sent focus back to holds it, as far as it can
    /// tell (``DrawerFocusReturnCheck``).
    func acknowledgeFocus(_ request: DrawerFocusRequest<Namespace.ID>) {
      controller.acknowledgeFocus(request)
    }

    /// Records that focus did not land on the control a focus request sent it back to; the
    /// screen change is its fallback.
    func focusReturnFailed(_ request: DrawerFocusRequest<Namespace.ID>) {
      if controller.focusReturnFailed(request) { announceScreenChange() }
    }

    /// Announces the screen change that the latest rest calls for, if it still does; called by
    /// the container once the views of the rest's update have acknowledged focus.
    func announceRestIfDue() {
      if controller.takeRestAnnouncement() { announceScreenChange() }
    }

    /// Records that a control that may have opened the drawer went away; focus that went back
    /// to it is lost, so the screen change is announced.
    func openerDisappeared(_ opener: Namespace.ID) {
      if controller.openerDisappeared(opener, time: clock()) { announceScreenChange() }
    }

    /// Records where keyboard focus moved, relative to this drawer; a move into the content
    /// behind a drawer that keeps the keyboard is refused, and published as a request that sends
    /// focus back into the drawer (``DrawerFocusChange/backIntoDrawer``).
    ///
    /// - Parameters:
    ///   - place: where focus is now, relative to this drawer, or `nil`.
    ///   - isContentInteractive: whether the content stays interactive beside the open drawer.
    func keyboardFocusMoved(to place: DrawerKeyboardFocusPlace?, isContentInteractive: Bool) {
      guard controller.keyboardFocusMoved(to: place, isContentInteractive: isContentInteractive)
      else { return }
      publishFocusRequest()
    }

  }
#endif
