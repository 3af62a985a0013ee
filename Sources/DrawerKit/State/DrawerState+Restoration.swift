#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  internal import SwiftUI

  extension DrawerState {
    /// What to keep of the drawer across a relaunch: whether it is open (or heading for open)
    /// and whether its permanent sidebar is shown, as a tiny versioned value that
    /// `@SceneStorage` stores as it is.
    ///
    /// Observable: it changes when the drawer's target or the sidebar's visibility does, not on
    /// every frame, so `onChange(of: drawer.restoration)` writes the storage once per change.
    /// ``SwiftUICore/View/drawerRestoration(_:for:)`` does this, and restores it, for you.
    ///
    /// ```swift
    /// .onChange(of: drawer.restoration) { _, kept in scene.drawer = kept }
    /// ```
    public var restoration: DrawerRestoration {
      DrawerRestoration(isOpen: target == .open, isSidebarVisible: sidebarVisible)
    }

    /// Puts the drawer back as a previous launch left it: open or closed at once, with no
    /// animation, and the sidebar shown or hidden as it was.
    ///
    /// Unlike `open(animated:)` with `animated: false`, which is the app's command now and
    /// moves focus into the drawer, a restoration takes no focus and announces no screen change:
    /// keyboard and VoiceOver focus stay where the system restores them, as for the rest of the
    /// window. Nor does it count as a dismissal (`onDismiss` is not called). What comes back is
    /// sanitised: a lock in force wins (a drawer locked closed stays closed), a drawer beside a
    /// hidden permanent sidebar is closed, and a drawer under the person's finger is left there.
    /// The change is made in a transaction that disables animations, so that views that animate
    /// the drawer's state (the sidebar's column, a toggle's icon) jump with it.
    ///
    /// Call it once, as the view that owns the state appears; for `@SceneStorage`,
    /// ``SwiftUICore/View/drawerRestoration(_:for:)`` calls it at the right moment. Called
    /// before the drawer's view has been laid out (SwiftUI does not promise which `onAppear`
    /// runs first), the restoration waits for the drawer's first layout, so that the lock and
    /// the adaptive layout in force decide where it comes back, and the drawer jumps there in
    /// that first layout's update; a command sent before then (`open()`, `close()`) wins.
    ///
    /// ```swift
    /// .onAppear { drawer.restore(scene.drawer) }
    /// ```
    ///
    /// - Parameter restoration: what a previous launch kept, as ``restoration`` gave it.
    public func restore(_ restoration: DrawerRestoration) {
      applyRestoration { $0.restorationEventOnceLaidOut(restoration, time: $1) }
      // Restored at once, beside the other drawer of a pair: settled before anyone saw the two
      // together (a held restoration is settled with the first layout).
      if !holdsRestoration {
        touchContext.companions?.keepOneOpen(atFirstLayout: true)
      }
    }

    /// Whether a restoration waits for the drawer's first layout (not observed: it is read right
    /// after ``restore(_:)``, and ``heldRestorationsApplied`` says when it has been applied).
    var holdsRestoration: Bool {
      controller.holdsRestoration
    }

    /// Restores what waited for the drawer's first layout, now that the container has laid it
    /// out: after the container applied its lock and its mode.
    func restoreHeld() {
      guard holdsRestoration else { return }
      applyRestoration { $0.heldRestorationEvent(time: $1) }
      heldRestorationsApplied += 1
    }

    /// Sends the event a restoration decides, in a transaction that disables animations, and
    /// publishes what changed (the sidebar's visibility) when there is nothing to move.
    private func applyRestoration(
      _ decide: (inout DrawerController<Namespace.ID>, Double) -> DrawerEvent?
    ) {
      var transaction = Transaction()
      transaction.disablesAnimations = true
      let now = clock()
      withTransaction(transaction) {
        if let event = decide(&controller, now) {
          send(event)
        } else {
          publish(DrawerControllerStep())
        }
      }
    }
  }
#endif
