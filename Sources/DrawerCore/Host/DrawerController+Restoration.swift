extension DrawerController {
  // MARK: Restoration after a relaunch

  /// What to keep of the drawer across a relaunch: whether it is open (or heading for open),
  /// and whether its permanent sidebar is shown.
  public var restoration: DrawerRestoration {
    DrawerRestoration(isOpen: drawer.target == .open, isSidebarVisible: isSidebarVisible)
  }

  /// Where a restoration puts the drawer, sanitised against what holds it now: the stored rest
  /// state, except that beside a hidden permanent sidebar the drawer is closed (as hiding the
  /// sidebar closes it, ``setSidebarVisible(_:time:)``), and that a lock keeps the drawer where
  /// it holds it (``DrawerLockMode/lockedClosed`` closed, ``DrawerLockMode/lockedOpen`` open).
  ///
  /// - Parameter restoration: the stored state.
  /// - Returns: the rest state ``restore(_:time:)`` puts the drawer in.
  public func restoredTarget(for restoration: DrawerRestoration) -> DrawerRestState {
    if layoutMode == .sidebar && !restoration.isSidebarVisible { return .closed }
    switch drawer.configuration.lockMode {
    case .lockedClosed: return .closed
    case .lockedOpen: return .open
    case .unlocked: return restoration.isOpen ? .open : .closed
    }
  }

  /// Puts the drawer back as a previous launch left it: at rest where the restoration says
  /// (sanitised by ``restoredTarget(for:)``), at once, and with no move of focus.
  ///
  /// A restoration is not an opening. The app's `open(animated: false)` is a command that
  /// happens now: focus moves into the drawer (``focusRequest``) and the screen change is
  /// announced at rest. A drawer restored open was opened in a previous launch; the system
  /// restores the rest of the window around it, and keyboard focus stays where the system puts
  /// it: no focus request, no screen change announced, no spring. Closing it afterwards is the
  /// person's action as usual (focus goes to the content, the screen change is announced), and a
  /// drawer restored closed from open is not dismissed (``DrawerControllerStep/dismissed`` stays
  /// `false`: `onDismiss` is for a person's or the app's closing). The waits registered with
  /// ``waitForRest()`` complete with the restored rest.
  ///
  /// The person's finger wins: while a touch is in progress only the sidebar's visibility is
  /// restored, and the drawer is left under the finger.
  ///
  /// ```swift
  /// var controller = DrawerController<String>(container: DrawerSize(width: 390, height: 844))
  /// controller.restore(DrawerRestoration(isOpen: true), time: 0)
  /// controller.isAtRest      // true: open, no spring running
  /// controller.focusRequest  // nil: focus stays where the system restored it
  /// ```
  ///
  /// - Parameters:
  ///   - restoration: the stored state, as ``restoration`` gave it in the previous launch.
  ///   - time: the time in seconds.
  /// - Returns: what the host must act on: the rest, and the waits it completed.
  @discardableResult
  public mutating func restore(_ restoration: DrawerRestoration, time: Double)
    -> DrawerControllerStep
  {
    guard let event = restorationEvent(restoration, time: time) else {
      return DrawerControllerStep()
    }
    return send(event)
  }

  /// Decides what restoring the drawer does, for a host that sends every event through one
  /// place (a recorder of the drawer's gestures): ``restore(_:time:)`` without the sending.
  ///
  /// It restores the sidebar's visibility (unless the app binds it,
  /// ``isSidebarVisibilityBound``) and readies the focus bookkeeping for the restored rest at
  /// once; send the event it returns straight away, as ``toggleEvent(from:animated:time:)`` asks
  /// of its own.
  ///
  /// - Parameters:
  ///   - restoration: the stored state.
  ///   - time: the time in seconds.
  /// - Returns: the event that jumps the drawer to its restored rest, or `nil` when there is
  ///   nothing to move (it is there already, at rest, or a finger is on it).
  public mutating func restorationEvent(_ restoration: DrawerRestoration, time: Double)
    -> DrawerEvent?
  {
    // A sidebar the app binds keeps what its binding says: the binding is its source of truth.
    if !isSidebarVisibilityBound { isSidebarVisible = restoration.isSidebarVisible }
    guard !isTouching else { return nil }
    let target = restoredTarget(
      for: DrawerRestoration(isOpen: restoration.isOpen, isSidebarVisible: isSidebarVisible))
    guard target != drawer.target || !isAtRest else { return nil }
    // Focus bookkeeping starts afresh at the restored rest, as for a drawer created there: the
    // change of target the event makes then calls for no move of focus and no announcement.
    focus = DrawerFocusBookkeeping(target: target)
    isPresented = target == .open
    return target == .open
      ? .open(animated: false, time: time) : .close(animated: false, time: time)
  }

  // MARK: A restoration that comes before the layout

  /// Decides what restoring the drawer does, as ``restorationEvent(_:time:)`` does, for a host
  /// that may be asked to restore before it has laid the drawer out: until the host has said
  /// how it lays the drawer out (``setLayoutMode(_:)``, ``isLaidOut``), the restoration is held,
  /// nothing changes, and ``heldRestorationEvent(time:)`` gives its event once the layout and
  /// the lock are in force.
  ///
  /// SwiftUI does not promise which of two views' `onAppear` runs first: a restoration asked for
  /// around the drawer may come before the container applies its lock and its adaptive layout.
  /// Restored then, a drawer stored open would open as a modal drawer beside what becomes a
  /// hidden permanent sidebar, or open and then spring closed under a lock, announcing a screen
  /// change at launch. Held, it is sanitised against what is in force (``restoredTarget(for:)``)
  /// and jumps straight to its rest, whichever order the host's views run in.
  ///
  /// A command (open, close, toggle) sent before the layout drops the held restoration: the
  /// app's command is the newer word. A second restoration replaces the first.
  ///
  /// ```swift
  /// var controller = DrawerController<String>()
  /// controller.restorationEventOnceLaidOut(DrawerRestoration(isOpen: true), time: 0)  // nil: held
  /// controller.setLayoutMode(.modal)
  /// controller.heldRestorationEvent(time: 0)  // .open(animated: false, time: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - restoration: the stored state.
  ///   - time: the time in seconds.
  /// - Returns: the event that jumps the drawer to its restored rest; `nil` when the
  ///   restoration is held, or when there is nothing to move.
  public mutating func restorationEventOnceLaidOut(
    _ restoration: DrawerRestoration, time: Double
  ) -> DrawerEvent? {
    guard isLaidOut else {
      heldRestoration = restoration
      return nil
    }
    heldRestoration = nil
    return restorationEvent(restoration, time: time)
  }

  /// Whether a restoration is held until the host lays the drawer out
  /// (``restorationEventOnceLaidOut(_:time:)``).
  public var holdsRestoration: Bool {
    heldRestoration != nil
  }

  /// The event of the restoration held until the host laid the drawer out, decided now against
  /// the layout and the lock in force, as ``restorationEvent(_:time:)`` decides it; the
  /// restoration is no longer held.
  ///
  /// - Parameter time: the time in seconds.
  /// - Returns: the event to send straight away, or `nil` when nothing is held, the host has not
  ///   laid the drawer out yet, or there is nothing to move.
  public mutating func heldRestorationEvent(time: Double) -> DrawerEvent? {
    guard isLaidOut, let held = heldRestoration else { return nil }
    heldRestoration = nil
    return restorationEvent(held, time: time)
  }

  /// Drops the held restoration when the app's command comes first.
  mutating func dropHeldRestoration(for event: DrawerEvent) {
    guard heldRestoration != nil else { return }
    switch event {
    case .open, .close, .toggle: heldRestoration = nil
    default: break
    }
  }
}
