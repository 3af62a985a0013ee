/// The commands of a presented drawer: open, close and toggle (from the control that opened it,
/// for focus), and a close by the person (a tap on the scrim, VoiceOver's escape gesture, the
/// Escape key, the "Close menu" element), which asks the lock and the veto.
extension DrawerController {
  // MARK: Commands

  /// Opens the drawer; with animation on its spring from where it is.
  ///
  /// - Parameters:
  ///   - animated: `true` to move on the spring, `false` to jump.
  ///   - time: the command's time in seconds.
  /// - Returns: what the host must act on.
  @discardableResult
  public mutating func open(animated: Bool = true, time: Double) -> DrawerControllerStep {
    send(.open(animated: animated, time: time))
  }

  /// Closes the drawer; with animation on its spring from where it is.
  ///
  /// - Parameters:
  ///   - animated: `true` to move on the spring, `false` to jump.
  ///   - time: the command's time in seconds.
  /// - Returns: what the host must act on.
  @discardableResult
  public mutating func close(animated: Bool = true, time: Double) -> DrawerControllerStep {
    send(.close(animated: animated, time: time))
  }

  /// Opens a closed drawer or closes an open one, judged by where it is heading.
  ///
  /// - Parameters:
  ///   - animated: `true` to move on the spring, `false` to jump.
  ///   - time: the command's time in seconds.
  /// - Returns: what the host must act on.
  @discardableResult
  public mutating func toggle(animated: Bool = true, time: Double) -> DrawerControllerStep {
    send(.toggle(animated: animated, time: time))
  }

  /// Toggles the menu for a control, remembering the control so that focus returns to it.
  ///
  /// In ``DrawerLayoutMode/modal`` the drawer opens or closes; beside a permanent sidebar the
  /// sidebar is shown or hidden instead (the modal drawer is not used there).
  ///
  /// - Parameters:
  ///   - opener: the control, or `nil`.
  ///   - animated: `true` to move on the spring, `false` to jump.
  ///   - time: the command's time in seconds.
  /// - Returns: what the host must act on.
  @discardableResult
  public mutating func toggle(from opener: FocusID?, animated: Bool = true, time: Double)
    -> DrawerControllerStep
  {
    guard let event = toggleEvent(from: opener, animated: animated, time: time) else {
      return DrawerControllerStep()
    }
    return send(event)
  }

  /// Decides what toggling the menu for a control does, for a host that sends every event
  /// through one place: ``toggle(from:animated:time:)`` without the sending.
  ///
  /// A toggle is the person's control, so it honours the lock as Android's
  /// `ActionBarDrawerToggle` does: it does not open a drawer ``DrawerLockMode/lockedClosed``,
  /// nor close one ``DrawerLockMode/lockedOpen``. It does not ask the veto: a toggle is a
  /// command, like the app's own. Beside a permanent sidebar the lock does not apply (it governs
  /// the modal drawer) and the sidebar is shown or hidden.
  ///
  /// - Parameters:
  ///   - opener: the control, or `nil`.
  ///   - animated: `true` to move on the spring, `false` to jump.
  ///   - time: the command's time in seconds.
  /// - Returns: the event to ``send(_:)``, or `nil` when there is none (the sidebar was shown,
  ///   or the lock holds the drawer where it is).
  public mutating func toggleEvent(from opener: FocusID?, animated: Bool = true, time: Double)
    -> DrawerEvent?
  {
    if layoutMode == .sidebar {
      return setSidebarVisible(!isSidebarVisible, time: time)
    }
    guard let target = lockedTarget(for: drawer.target.toggled) else { return nil }
    if target == .open { focus.noteOpenRequest(from: opener) }
    return target == .open
      ? .open(animated: animated, time: time) : .close(animated: animated, time: time)
  }

  /// Closes the drawer for a person's gesture (a tap on the scrim, VoiceOver's escape gesture,
  /// the Escape key, the "Close menu" element): the lock and the veto are asked, as for a drag
  /// that closes it.
  ///
  /// - Parameter time: the gesture's time in seconds.
  /// - Returns: what the host must act on; nothing when the drawer is not open, is locked open,
  ///   or the veto refuses.
  @discardableResult
  public mutating func closeByPerson(time: Double) -> DrawerControllerStep {
    guard let event = closeByPersonEvent(time: time) else { return DrawerControllerStep() }
    return send(event)
  }

  /// Decides whether a person's gesture closes the drawer, asking the lock and the veto:
  /// ``closeByPerson(time:)`` without the sending.
  ///
  /// - Parameter time: the gesture's time in seconds.
  /// - Returns: the closing event to ``send(_:)``, or `nil` when the drawer is not open, is
  ///   ``DrawerLockMode/lockedOpen``, or the veto refuses.
  public func closeByPersonEvent(time: Double) -> DrawerEvent? {
    guard drawer.isOpen, lockedTarget(for: .closed) != nil, drawer.confirmStateChange(.closed)
    else { return nil }
    return .close(animated: true, time: time)
  }

  /// Whether the person may close the drawer now (it is open and not locked open), and so
  /// whether a choice in its menu closes it.
  public var isClosableByPerson: Bool {
    drawer.isOpen && lockedTarget(for: .closed) != nil
  }

  /// `target`, or `nil` when the lock keeps the person's actions from sending the drawer there.
  private func lockedTarget(for target: DrawerRestState) -> DrawerRestState? {
    switch (drawer.configuration.lockMode, target) {
    case (.lockedClosed, .open), (.lockedOpen, .closed): nil
    default: target
    }
  }
}
