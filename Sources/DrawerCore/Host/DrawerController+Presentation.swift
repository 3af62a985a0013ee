extension DrawerController {
  // MARK: The presentation binding

  /// Makes the drawer agree with a presentation binding the app set, as
  /// ``DrawerPresentationSync/command(isPresented:drawer:)`` decides.
  ///
  /// - Parameters:
  ///   - isPresented: the binding's new value.
  ///   - animated: `true` to move on the spring, `false` to jump.
  ///   - time: the time in seconds.
  /// - Returns: what the host must act on; nothing when the two already agree.
  @discardableResult
  public mutating func presentationChanged(
    isPresented: Bool, animated: Bool = true, time: Double
  ) -> DrawerControllerStep {
    guard let event = presentationEvent(isPresented: isPresented, animated: animated, time: time)
    else { return DrawerControllerStep() }
    return send(event)
  }

  /// The event that makes the drawer agree with a presentation binding:
  /// ``presentationChanged(isPresented:animated:time:)`` without the sending.
  ///
  /// - Parameters:
  ///   - isPresented: the binding's new value.
  ///   - animated: `true` to move on the spring, `false` to jump.
  ///   - time: the time in seconds.
  /// - Returns: the event to ``send(_:)``, or `nil` when the two already agree.
  public func presentationEvent(isPresented: Bool, animated: Bool = true, time: Double)
    -> DrawerEvent?
  {
    DrawerPresentationSync.command(isPresented: isPresented, drawer: drawer)?
      .event(animated: animated, time: time)
  }

  /// The value to write to a presentation binding so that it agrees with the drawer, or `nil`
  /// when it already does.
  ///
  /// - Parameter isPresented: the binding's value.
  /// - Returns: ``Drawer/isOpen``, or `nil`.
  public func bindingValue(isPresented: Bool) -> Bool? {
    DrawerPresentationSync.bindingValue(isPresented: isPresented, drawer: drawer)
  }

  // MARK: Lock

  /// Sets whether the person may move the drawer, at run time, keeping the rest of the
  /// configuration: ``DrawerLockMode/lockedClosed`` closes an open drawer and
  /// ``DrawerLockMode/lockedOpen`` opens a closed one, on the spring.
  ///
  /// - Parameters:
  ///   - lockMode: the lock.
  ///   - time: the time in seconds.
  /// - Returns: what the host must act on.
  @discardableResult
  public mutating func setLockMode(_ lockMode: DrawerLockMode, time: Double)
    -> DrawerControllerStep
  {
    var configuration = drawer.configuration
    configuration.lockMode = lockMode
    return configure(configuration, time: time)
  }

  // MARK: Layout mode and the permanent sidebar

  /// Records whether the drawer is shown as a modal drawer or a permanent sidebar.
  ///
  /// The first call also tells the controller that the host has laid the drawer out: a
  /// restoration held until then (``restorationEventOnceLaidOut(_:time:)``) is ready, and
  /// ``heldRestorationEvent(time:)`` gives its event.
  ///
  /// - Parameter mode: the mode the host lays the drawer out in.
  public mutating func setLayoutMode(_ mode: DrawerLayoutMode) {
    layoutMode = mode
    isLaidOut = true
  }

  /// Shows or hides the permanent sidebar (in ``DrawerLayoutMode/sidebar``).
  ///
  /// Hiding it closes the modal drawer at once if it was left open (it was opened before the
  /// sidebar was), so that the menu is hidden, not shown as a modal drawer in its place.
  ///
  /// - Parameters:
  ///   - isVisible: whether the sidebar is shown.
  ///   - time: the time in seconds.
  /// - Returns: the event to ``send(_:)`` (that closing), or `nil`.
  public mutating func setSidebarVisible(_ isVisible: Bool, time: Double) -> DrawerEvent? {
    isSidebarVisible = isVisible
    guard !isVisible, drawer.isOpen else { return nil }
    return .close(animated: false, time: time)
  }

  /// The mode the drawer is drawn in: the layout mode, except that a hidden permanent sidebar is
  /// drawn as a closed modal drawer, which takes no touch and gives the content the whole
  /// container.
  public var shownLayoutMode: DrawerLayoutMode {
    Self.shownLayoutMode(layoutMode, isSidebarVisible: isSidebarVisible)
  }

  /// The mode a drawer is drawn in, for a host that lays it out before telling the controller
  /// its mode: a hidden permanent sidebar is drawn as a closed modal drawer.
  ///
  /// - Parameters:
  ///   - layoutMode: the mode the drawer's adaptivity chose for the space available.
  ///   - isSidebarVisible: whether the permanent sidebar is shown.
  /// - Returns: `layoutMode`, or ``DrawerLayoutMode/modal`` for a hidden sidebar.
  public static func shownLayoutMode(_ layoutMode: DrawerLayoutMode, isSidebarVisible: Bool)
    -> DrawerLayoutMode
  {
    layoutMode == .sidebar && !isSidebarVisible ? .modal : layoutMode
  }

  /// Whether the person's gestures may open the drawer: not while a permanent sidebar is hidden
  /// (the toggle shows it again), and, as before, not beside a shown one.
  public var acceptsGestures: Bool {
    layoutMode == .modal
  }

  // MARK: Focus

  /// Records where keyboard focus moved, relative to this drawer, and sends it back into the
  /// drawer when the drawer keeps the keyboard (``DrawerModality/refusesKeyboardFocus(movingTo:)``):
  /// ``focusRequest`` becomes ``DrawerFocusChange/backIntoDrawer``, and the drawer's menu puts
  /// focus back on the row that had it (or the drawer takes it, without a menu).
  ///
  /// ```swift
  /// controller.keyboardFocusMoved(to: .content, isContentInteractive: false)
  /// // true while the drawer is open and modal: focusRequest?.change == .backIntoDrawer
  /// ```
  ///
  /// - Parameters:
  ///   - place: where focus is now, relative to this drawer; `nil` for nowhere, or outside its
  ///     container.
  ///   - isContentInteractive: whether the content stays interactive beside the open drawer
  ///     (then nothing is refused).
  /// - Returns: `true` when focus is sent back into the drawer.
  @discardableResult
  public mutating func keyboardFocusMoved(
    to place: DrawerKeyboardFocusPlace?, isContentInteractive: Bool
  ) -> Bool {
    guard modality(isContentInteractive: isContentInteractive).refusesKeyboardFocus(movingTo: place)
    else { return false }
    requestFocus(.backIntoDrawer)
    return true
  }

  /// Publishes a new, numbered move of focus.
  mutating func requestFocus(_ change: DrawerFocusChange<FocusID>) {
    focusSerial += 1
    focusRequest = DrawerFocusRequest(change: change, serial: focusSerial)
  }

  /// Records that the control a focus request sent focus back to is moving focus to itself:
  /// the screen change due at rest waits until the control says whether focus landed
  /// (``acknowledgeFocus(_:)``) or not (``focusReturnFailed(_:)``).
  ///
  /// A host calls it in the update that delivers the request, before it moves focus, so that a
  /// drawer that rests in the same update does not announce over the attempt.
  ///
  /// - Parameter request: the request the control acts on; a stale one is ignored.
  public mutating func focusReturnBegan(_ request: DrawerFocusRequest<FocusID>) {
    guard let opener = returnOpener(of: request) else { return }
    focus.noteReturnAttempt(by: opener)
  }

  /// Records that the control a focus request sent focus back to holds it as far as it can
  /// tell, so that no screen change is announced over it: VoiceOver is off, or its focus was not
  /// seen to go elsewhere within ``focusReturnCheckDelay`` of asking
  /// (``DrawerFocusReturnCheck``). Call it once that wait is over, never when asking.
  ///
  /// - Parameter request: the request the control acted on; a stale one is ignored.
  public mutating func acknowledgeFocus(_ request: DrawerFocusRequest<FocusID>) {
    guard let opener = returnOpener(of: request) else { return }
    focus.acknowledgeReturn(to: opener)
  }

  /// Records that focus is not on the control a focus request sent it back to: within
  /// ``focusReturnCheckDelay`` of asking, VoiceOver's focus was seen on another element (the
  /// control cannot take it where it is, or VoiceOver moved on).
  ///
  /// - Parameter request: the request the control acted on; a stale one is ignored.
  /// - Returns: `true` to post a screen change now (the drawer rested while the attempt was in
  ///   flight); otherwise the rest announces it.
  public mutating func focusReturnFailed(_ request: DrawerFocusRequest<FocusID>) -> Bool {
    guard let opener = returnOpener(of: request) else { return false }
    return focus.returnFailed(on: opener) && layoutMode == .modal
  }

  /// How long after moving focus back to itself a control watches for a sign that it did not
  /// get it, in seconds: a few frames after SwiftUI applies the move (a value set a moment ago
  /// may not yet say where VoiceOver's focus is), and shorter than the default spring's close,
  /// so that a fallback screen change still comes at the rest.
  public static var focusReturnCheckDelay: Double { 0.25 }

  /// The control a request sends focus back to, if the request still stands.
  private func returnOpener(of request: DrawerFocusRequest<FocusID>) -> FocusID? {
    guard request == focusRequest, case .backToOpener(let opener?) = request.change else {
      return nil
    }
    return opener
  }

  /// Says, once per move of focus and only while the drawer is at rest, whether to announce a
  /// screen change: always after an opening, after a closing unless the opener acknowledged
  /// focus (and not yet while the opener's attempt is in flight: its failure announces);
  /// never beside a permanent sidebar.
  ///
  /// A host calls it after each step that brought the drawer to rest
  /// (``DrawerControllerStep/rest``), once the views that may acknowledge have had their update.
  ///
  /// - Returns: `true` to post a screen change.
  public mutating func takeRestAnnouncement() -> Bool {
    guard isAtRest else { return false }
    let isDue = focus.drawerRested()
    return isDue && layoutMode == .modal
  }

  /// How long after the drawer comes to rest closed an opener that goes away still takes
  /// focus with it, in seconds: long enough for the update that applies a choice made in the
  /// menu (DrawerKit's `DrawerMenu` applies it once the drawer looks closed, just before the
  /// rest), short enough that leaving the screen later is not mistaken for it.
  public static var openerDisappearanceWindow: Double { 1 }

  /// Records that a control that may have opened the drawer went away.
  ///
  /// While the drawer is still closing, focus sent back to the control is lost, and the screen
  /// change is announced at rest. Within ``openerDisappearanceWindow`` of the rest, the
  /// control had taken focus and took it away with it: announce now. Later, nothing.
  ///
  /// - Parameters:
  ///   - control: the control.
  ///   - time: when it went away, in seconds.
  /// - Returns: `true` to post a screen change now.
  public mutating func openerDisappeared(_ control: FocusID, time: Double) -> Bool {
    if isAtRest {
      guard let lastRestTime, time - lastRestTime <= Self.openerDisappearanceWindow else {
        return false
      }
    }
    return focus.openerDisappeared(control) && layoutMode == .modal
  }
}
