/// What a presented drawer decides between the engine and the views: commands and when they
/// complete, touches, the veto, focus, the presentation binding, dismissal, the lock and the
/// permanent sidebar's visibility.
///
/// ``Drawer`` is the motion; this value is the presentation around it, the logic that SwiftUI's
/// `DrawerState` wraps, kept here so that it runs (and is tested) wherever Swift does. A host
/// calls its mutating functions with the time in seconds and reads the result: the
/// ``DrawerControllerStep`` each returns says what happened that the host must act on (resume
/// the code waiting for the drawer to rest, announce a screen change, call `onDismiss`), and
/// ``drawer`` and ``focusRequest`` say what to draw and where focus goes. Like `Drawer`, it never
/// reads a clock: settling ends when the host calls ``advance(to:)`` past the spring's rest.
///
/// `FocusID` identifies the control that opened the drawer, so that focus can return to it:
/// SwiftUI's `Namespace.ID` in DrawerKit, a string in tests.
///
/// ```swift
/// var controller = DrawerController<String>(container: DrawerSize(width: 390, height: 844))
/// controller.toggle(from: "menu-button", time: 0)     // opens; focus moves into the drawer
/// controller.waitForRest()                            // nil: it is moving, a waiter is kept
/// let step = controller.advance(to: 1)                // the spring has come to rest
/// step.completedWaits                                 // 1, resumed with step.rest == .open
/// ```
@_spi(DrawerKit) public struct DrawerController<FocusID: Hashable & Sendable>: Sendable {
  /// The engine value: configuration, container, phase and time.
  public private(set) var drawer: Drawer
  /// The latest move of focus the drawer's opening or closing called for, or that keeps
  /// keyboard focus in the open drawer (``keyboardFocusMoved(to:isContentInteractive:)``),
  /// numbered so that two equal moves in a row are both seen; `nil` until the first.
  public internal(set) var focusRequest: DrawerFocusRequest<FocusID>?
  /// Whether the drawer is shown as a modal drawer or a permanent sidebar; the host says which
  /// with ``setLayoutMode(_:)``.
  public internal(set) var layoutMode: DrawerLayoutMode = .modal
  /// Whether the permanent sidebar is shown, in ``DrawerLayoutMode/sidebar``; `true` by default.
  /// Like `NavigationSplitView`'s column visibility, a hidden sidebar gives its width to the
  /// content.
  public internal(set) var isSidebarVisible = true
  /// Whether the app owns the sidebar's visibility through a binding of its own (DrawerKit's
  /// `drawerSidebarVisibility(_:)`): a restoration then leaves the visibility as the binding
  /// says and restores only the drawer's open state.
  public var isSidebarVisibilityBound = false
  /// Whether the host has said how it lays the drawer out (``setLayoutMode(_:)``): until then,
  /// a restoration asked for with ``restorationEventOnceLaidOut(_:time:)`` is held, so that it
  /// is sanitised against the layout and lock the host is about to apply.
  public internal(set) var isLaidOut = false
  /// The restoration held until the host lays the drawer out; a command drops it.
  var heldRestoration: DrawerRestoration?
  /// When the drawer last set off for open at a person's gesture or the app's command, in
  /// seconds; `nil` if it never has (created open, or only restored open, which are not
  /// openings). Which of two drawers found open together stays
  /// (``DrawerPairArbitration/edgeMakingWay(leading:trailing:time:leadingLayout:trailingLayout:leadingOpenedAt:trailingOpenedAt:)``).
  public internal(set) var lastOpeningTime: Double?
  /// How many callers are waiting for the drawer to rest (``waitForRest()``).
  public internal(set) var pendingWaits = 0
  /// How many callers are waiting for the drawer to look at rest (``waitForVisualRest()``).
  public internal(set) var pendingVisualWaits = 0
  /// The visual rest of the spring it was solved for (``visualRestTime``).
  var visualRestCache: (settling: DrawerSettling, time: Double)?
  /// Whether the drawer has come to rest open since it last headed for open: from then until a
  /// closing begins, the content behind a modal drawer is blocked
  /// (``DrawerModality/blocksContent``). A drag that leaves the open drawer where it was does
  /// not clear it.
  public private(set) var hasRestedOpen: Bool

  private var touches = DrawerTouchBridge()
  var focus: DrawerFocusBookkeeping<FocusID>
  /// The number of the latest focus request.
  var focusSerial = 0
  /// Whether the drawer was at rest after the previous step.
  private var wasAtRest = true
  /// Whether the drawer has been open (or heading for open) since it last rested closed: a rest
  /// at closed then dismisses it.
  var isPresented: Bool
  /// When the drawer last came to rest, in seconds.
  var lastRestTime: Double?

  /// Creates a controller for a drawer at rest.
  ///
  /// - Parameters:
  ///   - configuration: the engine's configuration.
  ///   - container: the container's size; `.zero` until the host lays the drawer out.
  ///   - initial: the rest state to start in; `.closed` by default.
  ///   - time: the time the drawer starts at, in seconds.
  public init(
    configuration: DrawerConfiguration = DrawerConfiguration(), container: DrawerSize = .zero,
    initial: DrawerRestState = .closed, time: Double = 0
  ) {
    self.drawer = Drawer(
      configuration: configuration, container: container, initial: initial, time: time)
    self.focus = DrawerFocusBookkeeping(target: initial)
    self.isPresented = initial == .open
    self.hasRestedOpen = initial == .open
  }

  // MARK: Reads

  /// Whether the drawer is still: resting, or touched by a finger that has not moved it, with no
  /// spring running, at its rest position.
  ///
  /// The position is checked too, so that an undecided touch that lands on a moving drawer
  /// (which keeps moving until the touch is decided) is not taken for a rest.
  public var isAtRest: Bool {
    guard drawer.motionPhase == .resting, drawer.restTime == nil else { return false }
    let time = drawer.time
    return drawer.velocity(at: time) == 0
      && drawer.progress(at: time) == (drawer.target == .open ? 1 : 0)
  }

  /// Whether a touch is in progress, as the platform's gesture reported it.
  public var isTouching: Bool {
    touches.isTouching
  }

  /// Whether the menu is shown: the drawer open or heading for open, or, in
  /// ``DrawerLayoutMode/sidebar``, the sidebar visible. What a toggle's label says.
  public var isMenuShown: Bool {
    layoutMode == .sidebar ? isSidebarVisible : drawer.isOpen
  }

  /// The engine value without the veto (``confirmStateChange``): a copy to hand out, which can
  /// be read and driven anywhere, on any thread or task, without calling back into the host
  /// that installed the veto.
  ///
  /// ```swift
  /// var whatIf = controller.drawerWithoutVeto
  /// whatIf.handle(.close(animated: true, time: now))  // asks nobody
  /// ```
  public var drawerWithoutVeto: Drawer {
    var copy = drawer
    copy.confirmStateChange = { _ in true }
    return copy
  }

  /// What reaches the drawer's content and the content behind it now, in the mode the drawer is
  /// drawn in (``shownLayoutMode``).
  ///
  /// - Parameter isContentInteractive: whether the content stays interactive beside the open
  ///   drawer.
  /// - Returns: the reachability.
  public func modality(isContentInteractive: Bool) -> DrawerModality {
    DrawerModality(
      layoutMode: shownLayoutMode, target: drawer.target, isMoving: drawer.motionPhase.isMoving,
      hasRestedOpen: hasRestedOpen, lockMode: drawer.configuration.lockMode,
      isContentInteractive: isContentInteractive)
  }

  /// Asked before a gesture changes the drawer's rest state; the engine's
  /// ``Drawer/confirmStateChange``. Commands are not asked.
  public var confirmStateChange: @Sendable (DrawerRestState) -> Bool {
    get { drawer.confirmStateChange }
    set { drawer.confirmStateChange = newValue }
  }

  // MARK: What the host reports

  /// Reports a touch from a platform gesture: the one way touches reach the engine.
  ///
  /// - Parameter touch: what the gesture reported, in the container's physical coordinates.
  /// - Returns: what the host must act on, with the engine's verdict on the touch
  ///   (``DrawerControllerStep/touchDecision``) for the recogniser that reported it.
  @discardableResult
  public mutating func report(_ touch: DrawerTouchReport) -> DrawerControllerStep {
    let before = drawer.target
    touches.forward(touch, to: &drawer)
    return finishTouch(previousTarget: before)
  }

  /// Reports a touch as ``report(_:)`` does, and records the events the engine handles.
  ///
  /// - Parameters:
  ///   - touch: what the gesture reported, in the container's physical coordinates.
  ///   - recorder: the recorder of the drawer's gestures.
  /// - Returns: what the host must act on.
  @discardableResult
  public mutating func report(
    _ touch: DrawerTouchReport, recordingInto recorder: inout DrawerTraceRecorder
  ) -> DrawerControllerStep {
    let before = drawer.target
    touches.forward(touch, to: &drawer, recordingInto: &recorder)
    return finishTouch(previousTarget: before)
  }

  /// Applies an engine event as ``send(_:)`` does, and records it.
  ///
  /// - Parameters:
  ///   - event: the event.
  ///   - recorder: the recorder of the drawer's gestures.
  /// - Returns: what the host must act on.
  @discardableResult
  public mutating func send(
    _ event: DrawerEvent, recordingInto recorder: inout DrawerTraceRecorder
  ) -> DrawerControllerStep {
    dropHeldRestoration(for: event)
    let before = drawer.target
    recorder.handle(event, on: &drawer)
    return finish(previousTarget: before)
  }

  /// Applies an engine event (a command, a resize, a configuration): the one way events other
  /// than touches reach the engine.
  ///
  /// - Parameter event: the event.
  /// - Returns: what the host must act on.
  @discardableResult
  public mutating func send(_ event: DrawerEvent) -> DrawerControllerStep {
    dropHeldRestoration(for: event)
    let before = drawer.target
    drawer.handle(event)
    return finish(previousTarget: before)
  }

  /// Moves time on, as a frame or a scheduled rest does: a spring past its rest comes to rest.
  ///
  /// - Parameter time: the instant, in seconds.
  /// - Returns: what the host must act on.
  @discardableResult
  public mutating func advance(to time: Double) -> DrawerControllerStep {
    let before = drawer.target
    drawer.advance(to: time)
    return finish(previousTarget: before)
  }

  /// Lays the drawer out against a new container size, without closing it.
  ///
  /// - Parameters:
  ///   - size: the container's size.
  ///   - time: the time in seconds.
  /// - Returns: what the host must act on.
  @discardableResult
  public mutating func resize(to size: DrawerSize, time: Double) -> DrawerControllerStep {
    guard size != drawer.container else { return DrawerControllerStep() }
    return send(.resize(to: size, time: time))
  }

  /// Applies a new configuration if it differs from the one in force.
  ///
  /// - Parameters:
  ///   - configuration: the configuration.
  ///   - time: the time in seconds.
  /// - Returns: what the host must act on.
  @discardableResult
  public mutating func configure(_ configuration: DrawerConfiguration, time: Double)
    -> DrawerControllerStep
  {
    guard configuration != drawer.configuration else { return DrawerControllerStep() }
    return send(.configure(configuration, time: time))
  }

  // MARK: Stepping

  /// ``finish(previousTarget:)`` for a reported touch, with the engine's verdict on it.
  private mutating func finishTouch(previousTarget: DrawerRestState) -> DrawerControllerStep {
    var step = finish(previousTarget: previousTarget)
    step.touchDecision = DrawerGestureArbitration.decision(for: drawer)
    return step
  }

  /// Publishes what an event changed: focus on a change of target; on coming to rest, the
  /// completed waits, the screen change to announce and the dismissal.
  mutating func finish(previousTarget: DrawerRestState) -> DrawerControllerStep {
    cacheVisualRest()
    var step = DrawerControllerStep()
    let target = drawer.target
    if target != previousTarget, let change = focus.targetChanged(to: target) {
      requestFocus(change)
      // An opening that moves focus in is a person's or the app's: a restoration readies the
      // bookkeeping at its rest first, and calls for no move.
      if target == .open { lastOpeningTime = drawer.time }
    }
    if target == .open { isPresented = true }
    let atRest = isAtRest
    defer { wasAtRest = atRest }
    if target == .closed {
      hasRestedOpen = false
    } else if atRest {
      hasRestedOpen = true
    }
    if pendingVisualWaits > 0, isVisuallyAtRest {
      step.visualRest = target
      step.completedVisualWaits = pendingVisualWaits
      pendingVisualWaits = 0
    }
    guard atRest, !wasAtRest || target != previousTarget else { return step }
    step.rest = target
    lastRestTime = drawer.time
    step.completedWaits = pendingWaits
    pendingWaits = 0
    if target == .closed, isPresented {
      isPresented = false
      step.dismissed = true
    }
    return step
  }
}
