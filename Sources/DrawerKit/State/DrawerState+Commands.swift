#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  extension DrawerState {
    // MARK: Commands

    /// Opens the drawer.
    ///
    /// With animation the drawer moves on its spring from where it is, at the speed it has, so
    /// an opening can interrupt a closing without a jump; a finger on the drawer is let go.
    ///
    /// ```swift
    /// Button("Show folders") { drawer.open() }
    /// ```
    ///
    /// - Parameter animated: `true` (the default) to move on the spring, `false` to jump.
    public func open(animated: Bool = true) {
      send(.open(animated: animated, time: clock()))
    }

    /// Closes the drawer, with its spring or at once.
    ///
    /// ```swift
    /// Button("Done") { drawer.close() }
    /// ```
    ///
    /// - Parameter animated: `true` (the default) to move on the spring, `false` to jump.
    public func close(animated: Bool = true) {
      send(.close(animated: animated, time: clock()))
    }

    /// Opens a closed drawer or closes an open one, judged by where it is heading.
    ///
    /// ```swift
    /// Button("Menu", systemImage: "line.3.horizontal") { drawer.toggle() }
    /// ```
    ///
    /// - Parameter animated: `true` (the default) to move on the spring, `false` to jump.
    public func toggle(animated: Bool = true) {
      send(.toggle(animated: animated, time: clock()))
    }

    /// Applies an event to the engine and publishes what changed: the one place the state's
    /// commands, resizes and configurations reach the engine.
    func send(_ event: DrawerEvent) {
      if let gestureRecorder {
        publish(gestureRecorder.record(event, on: &controller, of: self))
      } else {
        publish(controller.send(event))
      }
    }

    /// Closes the drawer because `companion`, the drawer on the other edge of the same content,
    /// is opening: on its spring, with no move of focus and no screen change announced (focus
    /// goes into the drawer that opens), and not at all while either is shown as a permanent
    /// sidebar or this drawer's lock or veto keeps it open
    /// (``DrawerController/makeWayEvent(forOpening:shownAs:time:)``).
    func makeWay(forOpening companion: DrawerState) {
      let event = controller.makeWayEvent(
        forOpening: companion.engine, shownAs: companion.controller.shownLayoutMode,
        time: clock())
      if let event { send(event) }
    }

    /// Makes way with a closing the pair decided (``DrawerPair/keepOneOpen(atFirstLayout:)``);
    /// at the first layout, before anyone saw either drawer, it is put back closed at once, in a
    /// transaction that disables animations, with no dismissal.
    func makeWay(with decided: DrawerEvent, atFirstLayout: Bool) {
      let event = controller.makingWay(with: decided, atFirstLayout: atFirstLayout)
      var transaction = Transaction()
      transaction.disablesAnimations = atFirstLayout
      withTransaction(transaction) { send(event) }
    }

    /// Closes the drawer for a person's gesture (a tap on the scrim, VoiceOver's escape
    /// gesture, the Escape key, "Close menu"): the lock and the veto are asked, as for a drag
    /// that closes it.
    func closeByPerson() {
      if let event = controller.closeByPersonEvent(time: clock()) { send(event) }
    }

    /// Whether the person may close the drawer now: open, and not locked open.
    var isClosableByPerson: Bool {
      controller.isClosableByPerson
    }

    /// Toggles the menu for a control, remembering the control so that focus returns to it:
    /// the drawer, or beside a permanent sidebar the sidebar's visibility.
    func toggle(from opener: Namespace.ID?) {
      let event = controller.toggleEvent(from: opener, time: clock())
      if let event { send(event) } else { publish(DrawerControllerStep()) }
    }

    /// Whether the menu is shown: the drawer open or heading for open, or the permanent sidebar
    /// visible. What a toggle's label says.
    var isMenuShown: Bool {
      layoutMode == .sidebar ? isSidebarVisible : isOpen
    }

    // MARK: The veto

    private func allows(_ target: DrawerRestState) -> Bool {
      confirmStateChange?(target) ?? true
    }

    /// Hands the veto to the engine, or the engine's default when there is none (so that a
    /// state without one, such as the one `drawer(isPresented:)` keeps, allocates nothing for
    /// it).
    func installVeto() {
      guard confirmStateChange != nil else {
        controller.confirmStateChange = { _ in true }
        return
      }
      // The engine asks on the caller's thread, which is always the main actor here: every
      // event reaches the engine through this class.
      controller.confirmStateChange = { [weak self] target in
        MainActor.assumeIsolated { self?.allows(target) ?? true }
      }
    }

  }
#endif
