#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// What the drawer's views report of focus, and the screen changes VoiceOver hears: the
  /// bookkeeping is the controller's (``DrawerFocusBookkeeping``), the deferral is one
  /// (``DrawerFocusDeferral``).
  extension DrawerState {
    /// Records that the control a focus request sent focus back to is moving focus to itself:
    /// the screen change waits for the outcome.
    func focusReturnBegan(_ request: DrawerFocusRequest<Namespace.ID>) {
      controller.focusReturnBegan(request)
    }

    /// Records that focus was seen to land on the control a focus request sent it back to.
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

  }
#endif
