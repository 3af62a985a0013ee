#if canImport(SwiftUI)
  internal import SwiftUI

  /// The one deferral of the drawer's focus choreography: a step that must wait for the end of
  /// the update that asks for it.
  ///
  /// Focus cannot move to a view that is not focusable yet, and VoiceOver cannot land on one
  /// that is still hidden: the drawer becomes focusable, and the content behind it hidden or
  /// given back, as the update that delivers a focus request ends. Every view that moves focus
  /// for the drawer (the container, its menu, the toggle that opened it) reacts to the request in
  /// that update (`onChange`) and runs its step (``DrawerFocusSteps``) here, after it; so does
  /// the screen change announced at a rest, after the update in which an opener may take focus
  /// back and acknowledge it. A step runs on the main actor at the next turn, in the order asked.
  @MainActor enum DrawerFocusDeferral {
    /// Runs `step` once the current update has ended.
    ///
    /// - Parameter step: what to do then; it may wait further (the toggle looks, a few frames
    ///   later, whether VoiceOver's focus landed).
    static func afterThisUpdate(_ step: @escaping @MainActor () async -> Void) {
      Task { @MainActor in await step() }
    }
  }
#endif
