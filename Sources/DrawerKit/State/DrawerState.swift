#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import Foundation
  public import Observation
  internal import Accessibility
  internal import SwiftUI

  /// The state of a drawer, for apps that want more than a Boolean: whether it is open, how far
  /// (continuously), what it is doing, and commands to move it.
  ///
  /// `DrawerState` holds the engine's ``Drawer`` value and is the one source of truth for a
  /// presented drawer: `drawer(isPresented:)` and `drawer(item:)` keep one internally, and
  /// ``SwiftUICore/View/drawer(state:edge:width:adaptivity:interactiveContent:onDismiss:content:)``
  /// presents yours. Unlike SwiftUI's presentation bindings, which only say *whether* a sheet is
  /// up, the state also says *how far* the drawer is open, frame by frame, for effects that
  /// follow the drawer (dimming a toolbar, morphing an icon), and lets you wait for the drawer
  /// to come to rest.
  ///
  /// ```swift
  /// @State private var drawer = DrawerState()
  ///
  /// var body: some View {
  ///   NavigationStack {
  ///     Inbox()
  ///       .toolbar { ToolbarItem(placement: .navigation) { DrawerToggle() } }
  ///       .overlay(alignment: .bottom) { UnreadBanner(drawer: drawer) }  // reads the progress
  ///   }
  ///   .drawer(state: drawer) { MailboxList() }
  ///   .task { await drawer.open() }  // returns when the drawer rests open
  /// }
  /// ```
  ///
  /// Present one state with one drawer at a time: the drawer lays the state out against its
  /// container.
  @Observable
  @MainActor
  public final class DrawerState {
    /// The engine value: configuration, container, phase and time.
    ///
    /// Read it for anything the state's summaries do not cover, such as
    /// `Drawer.velocity(at:)`. It changes only through the state's commands and the
    /// touches the drawer reports. It is a copy without the state's
    /// ``confirmStateChange`` veto, so a pure value you can hand to another task and drive
    /// there to ask "what if" (the veto, which runs on the main actor, stays with the state).
    ///
    /// ```swift
    /// let snapshot = drawer.drawer
    /// let target = await Task.detached {
    ///   var whatIf = snapshot
    ///   whatIf.handle(.toggle(animated: true, time: snapshot.time))
    ///   return whatIf.target
    /// }.value
    /// ```
    public var drawer: Drawer {
      _ = engineRevision
      return controller.drawerWithoutVeto
    }

    /// The engine value itself, observed as ``drawer`` is, for DrawerKit's own reads on the
    /// per-frame and per-touch paths: no copy with the veto replaced on each read.
    var engine: Drawer {
      _ = engineRevision
      return controller.drawer
    }

    /// How far the drawer is open, `0` closed, `1` open, beyond `0...1` while rubber-banding.
    ///
    /// Observable continuously: while the drawer is on screen it is updated on every animation
    /// frame and every touch, so views that read it follow the drawer; read it in a small view
    /// of its own, not in the body of the screen behind the drawer, which would then be rebuilt
    /// on every frame. A ``DrawerProgressReader`` does this for you, with the state it finds in
    /// the environment.
    public private(set) var progress: Double

    /// What the drawer is doing: resting, dragging or settling.
    public private(set) var phase: DrawerMotionPhase

    /// The rest state the drawer is in or heading for.
    ///
    /// Stored apart from ``drawer`` so that views reading it are not redrawn on every touch.
    public private(set) var target: DrawerRestState

    /// Whether the permanent sidebar is shown, when the drawer is laid out as one
    /// (``DrawerAdaptivity/sidebarWhenRegular`` in a regular width); `true` by default.
    ///
    /// The counterpart of `NavigationSplitView`'s column visibility: a hidden sidebar gives its
    /// width to the content, and a ``DrawerToggle`` shows it again. It has no effect on a modal
    /// drawer. For `drawer(isPresented:)` and `drawer(item:)`, bind it with
    /// ``SwiftUICore/View/drawerSidebarVisibility(_:)``.
    ///
    /// ```swift
    /// Button("Focus mode") { drawer.isSidebarVisible = false }
    /// ```
    public var isSidebarVisible: Bool {
      get { sidebarVisible }
      set {
        let event = controller.setSidebarVisible(newValue, time: clock())
        if let event { send(event) } else { publish(DrawerControllerStep()) }
      }
    }

    /// Asked before a gesture changes the drawer's rest state (a release that would open or
    /// close it, a tap on the scrim, VoiceOver's escape gesture, the Escape key); return `false`
    /// to keep it where it is.
    ///
    /// The engine's `Drawer.confirmStateChange`, Compose's `confirmStateChange`.
    /// Commands from the app (`open(animated:)`, `close(animated:)`, the environment's
    /// ``DrawerCloseAction``) are the app's own decision and are not asked. Keep it a quick
    /// predicate that does not itself command the drawer (it is asked while the drawer handles
    /// the gesture): it may be asked more than once for one gesture. To confirm with the person,
    /// return `false` and open or close the drawer from the confirmation's action.
    ///
    /// ```swift
    /// drawer.confirmStateChange = { target in target == .open || !editor.hasUnsavedChanges }
    /// ```
    @ObservationIgnored public var confirmStateChange: (@MainActor (DrawerRestState) -> Bool)? {
      didSet { installVeto() }
    }

    /// The latest move of focus the drawer's opening or closing called for, numbered so that
    /// two equal moves in a row are both seen.
    private(set) var focusRequest: DrawerFocusRequest<Namespace.ID>?

    /// Counts the drawer's dismissals (coming to rest closed after being presented), for
    /// `onDismiss`.
    private(set) var dismissalCount = 0

    /// Counts the drawer's rests, for the container to announce the screen change once the
    /// views of that update have acknowledged focus.
    private(set) var restCount = 0

    /// Whether the permanent sidebar is shown, published for the container and the toggle.
    private var sidebarVisible = true

    /// Whether the drawer is laid out as a permanent sidebar, as the container last said.
    private(set) var layoutMode: DrawerLayoutMode = .modal

    /// Whether the drawer has come to rest open since it last headed for open, published for
    /// the container's ``DrawerModality``.
    private(set) var hasRestedOpen: Bool

    /// The lock in force, published for the container's ``DrawerModality``.
    private(set) var lockMode: DrawerLockMode

    /// Counts the controller's steps, so that readers of ``drawer`` follow the engine: the
    /// controller itself is not observed, so that the state's `deinit` can end its waits.
    private var engineRevision = 0

    /// The logic: commands, touches, focus, binding sync, dismissal, lock, sidebar.
    ///
    /// Observed through ``engineRevision``, which every published step advances: the stage's
    /// timeline runs while the drawer settles.
    @ObservationIgnored private var controller: DrawerController<Namespace.ID>
    @ObservationIgnored private var restWaiters: [CheckedContinuation<DrawerRestState, Never>] = []
    @ObservationIgnored private var visualRestWaiters:
      [CheckedContinuation<DrawerRestState, Never>] = []
    @ObservationIgnored private var restTask: Task<Void, Never>?
    @ObservationIgnored private var scheduledRestTime: Double?
    /// The lock the state was created with, in force whenever the environment sets none.
    @ObservationIgnored private let ownLockMode: DrawerLockMode
    /// The recorder the drawer's events go through while the app records gestures.
    @ObservationIgnored var gestureRecorder: DrawerGestureRecorder?
    /// The instant the drawer's timeline last drew it for, not yet shown to the engine: the
    /// engine needs it only when a touch takes hold of the moving drawer (a catch, or a drag
    /// beside it, holds the drawer where this frame drew it), so frames are sent with the next
    /// touch report, not one by one, which would change the observed state on every frame.
    @ObservationIgnored private var unsentFrameTime: Double?

    /// The frame the next touch report tells the engine of, if any: while a touch may come
    /// down, or one beside the moving drawer may take hold of it (or be claimed, and take it
    /// from its spring), the engine learns where the screen showed the drawer; a drag that
    /// moves the drawer itself needs no frame.
    var frameForNextReport: Double? {
      let engine = controller.drawer
      return engine.isTracking && !engine.isSettling ? nil : unsentFrameTime
    }

    /// The clock commands and scheduled rests are read on; the wall clock, or a test's own.
    let clock: @MainActor () -> Double

    /// Creates a drawer state.
    ///
    /// Creating one is cheap and starts nothing (no task, no timer): a state that SwiftUI's
    /// `@State` discards on a later update of its view costs only its allocation.
    ///
    /// ```swift
    /// @State private var drawer = DrawerState(configuration: DrawerConfiguration(slop: 8))
    /// ```
    ///
    /// - Parameters:
    ///   - isOpen: whether the drawer starts open; `false` by default.
    ///   - configuration: the engine's configuration. The drawer's edge, width, spring, open
    ///     zone, whether a tap beside it closes it (not when the content stays interactive) and
    ///     its claim policy (the platform's gesture path decides it) are replaced by the
    ///     presenting modifier's options and the environment
    ///     (``SwiftUICore/View/drawerWidth(_:)``, ``SwiftUICore/View/drawerSpring(_:)``,
    ///     ``SwiftUICore/View/drawerGesture(_:)``); the slop, rubber band and release rule are
    ///     kept, and the lock mode too unless ``SwiftUICore/View/drawerLock(_:)`` sets one.
    public convenience init(
      isOpen: Bool = false, configuration: DrawerConfiguration = DrawerConfiguration()
    ) {
      self.init(isOpen: isOpen, configuration: configuration, clock: { DrawerClock.now })
    }

    /// Creates a drawer state on a clock of the caller's choosing (tests step time by hand).
    init(
      isOpen: Bool, configuration: DrawerConfiguration, clock: @escaping @MainActor () -> Double
    ) {
      let rest: DrawerRestState = isOpen ? .open : .closed
      let controller = DrawerController<Namespace.ID>(
        configuration: configuration, container: .zero, initial: rest, time: clock())
      self.clock = clock
      self.progress = controller.drawer.progress(at: controller.drawer.time)
      self.phase = controller.drawer.motionPhase
      self.target = rest
      self.ownLockMode = controller.drawer.configuration.lockMode
      self.lockMode = controller.drawer.configuration.lockMode
      self.hasRestedOpen = controller.hasRestedOpen
      self.controller = controller
    }

    /// Ends the waits left in a state that goes away before its drawer rests, so that no
    /// continuation leaks: they return the rest state the drawer was heading for
    /// (``DrawerController/abandonWaits()``). A caller awaiting the state holds it, so the usual
    /// guarantee is elsewhere: a drawer left alone always comes to rest (its rest is scheduled
    /// whether or not a frame is drawn), and a touch in progress when the drawer's view goes
    /// away is cancelled (``containerDisappeared()``).
    deinit {
      restTask?.cancel()
      var controller = controller
      let step = controller.abandonWaits()
      for waiter in restWaiters { waiter.resume(returning: step.rest ?? controller.drawer.target) }
      for waiter in visualRestWaiters {
        waiter.resume(returning: step.visualRest ?? controller.drawer.target)
      }
    }

    /// Whether the drawer is open or heading for open: what an `isPresented` binding shows.
    ///
    /// Setting it opens or closes the drawer with its spring, so `$state.isOpen` (through
    /// `@Bindable`) is a binding like `isPresented`.
    public var isOpen: Bool {
      get { target == .open }
      set { newValue ? open() : close() }
    }

    /// The drawer's progress at a moment, for views that draw on their own timeline.
    ///
    /// ```swift
    /// TimelineView(.animation) { context in
    ///   Badge().opacity(1 - drawer.progress(at: context.date))
    /// }
    /// ```
    ///
    /// - Parameter date: the moment, such as a `TimelineView` context's date.
    /// - Returns: `0` closed, `1` open, beyond while rubber-banding.
    public func progress(at date: Date) -> Double {
      engine.progress(at: DrawerClock.seconds(date))
    }

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

    /// Opens the drawer and returns when it comes to rest.
    ///
    /// ```swift
    /// .task { await drawer.open() }
    /// ```
    ///
    /// - Parameter animated: `true` (the default) to move on the spring, `false` to jump.
    /// - Returns: where the drawer came to rest: `.open`, unless something sent it elsewhere
    ///   on the way (a finger, another command).
    @discardableResult
    public func open(animated: Bool = true) async -> DrawerRestState {
      send(.open(animated: animated, time: clock()))
      return await rest()
    }

    /// Closes the drawer and returns when it comes to rest: close first, then act.
    ///
    /// The order to use when what follows is expensive, such as building the next screen
    /// after a choice in the menu: the close starts at once and keeps its first frames, and the
    /// work runs once the drawer is out of the way. ``DrawerMenu`` chooses rows this way.
    ///
    /// ```swift
    /// await drawer.close()
    /// path.append(selection)  // navigate once the drawer is out of the way
    /// ```
    ///
    /// - Parameter animated: `true` (the default) to move on the spring, `false` to jump.
    /// - Returns: where the drawer came to rest: `.closed`, unless something sent it elsewhere.
    @discardableResult
    public func close(animated: Bool = true) async -> DrawerRestState {
      send(.close(animated: animated, time: clock()))
      return await rest()
    }

    /// Toggles the drawer and returns when it comes to rest.
    ///
    /// - Parameter animated: `true` (the default) to move on the spring, `false` to jump.
    /// - Returns: where the drawer came to rest.
    @discardableResult
    public func toggle(animated: Bool = true) async -> DrawerRestState {
      send(.toggle(animated: animated, time: clock()))
      return await rest()
    }

    /// Returns when the drawer is at rest, at once if it already is.
    ///
    /// A drawer held by a finger is not at rest until the finger lets go and the drawer settles.
    /// Cancelling the calling task does not make it return early; a drawer left alone rests
    /// within its spring's settling time (well under a second with the built-in springs).
    ///
    /// - Returns: where the drawer rests.
    @discardableResult
    public func rest() async -> DrawerRestState {
      if let rest = controller.waitForRest() { return rest }
      return await withCheckedContinuation { continuation in
        restWaiters.append(continuation)
      }
    }

    /// Returns when the drawer *looks* at rest (within half a point of its target, or landed
    /// there), a spring's last tail before ``rest()``: what a choice in the menu waits for.
    ///
    /// - Returns: where the drawer looks at rest.
    func visualRest() async -> DrawerRestState {
      if let rest = controller.waitForVisualRest() { return rest }
      // A wake-up at the visual rest, whether or not a frame is drawn then.
      scheduleRest()
      return await withCheckedContinuation { continuation in
        visualRestWaiters.append(continuation)
      }
    }

    // MARK: What the drawer's views report

    /// Applies an event to the engine and publishes what changed: the one place the state's
    /// commands, resizes and configurations reach the engine.
    func send(_ event: DrawerEvent) {
      if let gestureRecorder {
        publish(gestureRecorder.record(event, on: &controller, of: self))
      } else {
        publish(controller.send(event))
      }
    }

    /// Reports a touch from a gesture bridge: the one place touches reach the engine.
    ///
    /// - Returns: what the recogniser that reported it should do next (begin, wait, fail), the
    ///   engine's verdict on this report.
    @discardableResult
    func report(_ touch: DrawerTouchReport) -> DrawerGestureDecision {
      if let frame = frameForNextReport {
        unsentFrameTime = nil
        // A frame changes nothing anyone observes: applied without a publish of its own, the
        // touch's step below publishes once.
        if let gestureRecorder {
          _ = gestureRecorder.record(.frame(time: frame), on: &controller, of: self)
        } else {
          controller.send(.frame(time: frame))
        }
      }
      let step =
        gestureRecorder.map { $0.record(touch, on: &controller, of: self) }
        ?? controller.report(touch)
      publish(step)
      return step.touchDecision ?? .fail
    }

    /// Called when the drawer's container leaves the screen: a touch it was following will not
    /// be heard of again, so it ends as a cancelled touch does and the drawer comes to rest,
    /// ending every `await close()`.
    func containerDisappeared() {
      if controller.isTouching { report(.cancelled(time: clock())) }
    }

    /// Whether a touch is in progress, as the gesture bridge has reported it.
    var isTouching: Bool {
      controller.isTouching
    }

    /// Whether a platform recogniser that saw the finger move from `start` to `location` should
    /// claim the touch: the engine decides, on a copy.
    func shouldBeginTouch(from start: DrawerPoint, to location: DrawerPoint) -> Bool {
      DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: start, location: location, time: clock())
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
      layoutMode == .sidebar ? sidebarVisible : isOpen
    }

    /// Makes the drawer agree with a presentation binding the app set.
    func presentationChanged(isPresented: Bool) {
      if let event = controller.presentationEvent(isPresented: isPresented, time: clock()) {
        send(event)
      }
    }

    /// The value a presentation binding must take to agree with the drawer, or `nil`.
    func bindingValue(isPresented: Bool) -> Bool? {
      controller.bindingValue(isPresented: isPresented)
    }

    /// Lays the drawer out against a new container size, without closing it.
    func resize(to size: DrawerSize) {
      guard size != engine.container else { return }
      send(.resize(to: size, time: clock()))
    }

    /// Records whether the container lays the drawer out as a modal drawer or a sidebar.
    func setLayoutMode(_ mode: DrawerLayoutMode) {
      controller.setLayoutMode(mode)
      if layoutMode != mode { layoutMode = mode }
    }

    /// Applies the presenting view's configuration, keeping what it does not set; a `nil` lock
    /// is the state's own, from its creation.
    func configure(
      edge: DrawerEdge, layoutDirection: DrawerLayoutDirection, width: DrawerWidth,
      openZone: DrawerOpenZone, spring: DrawerSpring, closesOnScrimTap: Bool,
      claimPolicy: DrawerClaimPolicy, lockMode: DrawerLockMode? = nil,
      edgeTravel: DrawerEdgeTravel = .none
    ) {
      var configuration = engine.configuration
      configuration.claimPolicy = claimPolicy
      configuration.edgeTravel = edgeTravel
      configuration.edge = edge
      configuration.layoutDirection = layoutDirection
      configuration.width = width
      configuration.openZone = openZone
      configuration.spring = spring
      configuration.closesOnScrimTap = closesOnScrimTap
      configuration.lockMode = lockMode ?? ownLockMode
      guard configuration != engine.configuration else { return }
      send(.configure(configuration, time: clock()))
    }

    /// Called by the drawer's timeline on every animation frame.
    func frameDidAdvance(to date: Date) {
      let time = DrawerClock.seconds(date)
      unsentFrameTime = time
      if let wakeTime = controller.wakeTime, time >= wakeTime {
        publish(controller.advance(to: time), at: time)
      } else {
        // The engine itself, not the observed copy without the veto that `drawer` makes.
        let value = controller.drawer.progress(at: time)
        if value != progress { progress = value }
      }
    }

    // MARK: Focus

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

    /// Posts a screen change, sending VoiceOver to the screen's first element; tests replace
    /// it.
    @ObservationIgnored var announceScreenChange: @MainActor () -> Void = {
      AccessibilityNotification.ScreenChanged().post()
    }

    // MARK: Publishing

    private func allows(_ target: DrawerRestState) -> Bool {
      confirmStateChange?(target) ?? true
    }

    /// Hands the veto to the engine, or the engine's default when there is none (so that a
    /// state without one, such as the one `drawer(isPresented:)` keeps, allocates nothing for
    /// it).
    private func installVeto() {
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

    /// Publishes what a step of the controller changed: the observable summaries, then what
    /// the step asks of the host (waiters to resume, a rest to announce, a dismissal).
    private func publish(_ step: DrawerControllerStep, at time: Double? = nil) {
      engineRevision &+= 1
      let drawer = controller.drawer
      let newPhase = drawer.motionPhase
      if newPhase != phase { phase = newPhase }
      if drawer.target != target { target = drawer.target }
      let value = drawer.progress(at: time ?? drawer.time)
      if value != progress { progress = value }
      if controller.focusRequest != focusRequest { focusRequest = controller.focusRequest }
      if controller.isSidebarVisible != sidebarVisible {
        sidebarVisible = controller.isSidebarVisible
      }
      if controller.hasRestedOpen != hasRestedOpen { hasRestedOpen = controller.hasRestedOpen }
      let lock = drawer.configuration.lockMode
      if lock != lockMode { lockMode = lock }
      scheduleRest()
      if let visualRest = step.visualRest {
        let waiters = visualRestWaiters
        visualRestWaiters.removeAll()
        for waiter in waiters { waiter.resume(returning: visualRest) }
      }
      guard let rest = step.rest else { return }
      restCount += 1
      if step.dismissed { dismissalCount += 1 }
      let waiters = restWaiters
      restWaiters.removeAll()
      for waiter in waiters { waiter.resume(returning: rest) }
    }

    /// Brings the drawer to rest when its spring does, whether or not a frame is drawn then
    /// (the drawer may be off screen, or the app in the background).
    private func scheduleRest() {
      let restTime = controller.wakeTime
      guard restTime != scheduledRestTime else { return }
      scheduledRestTime = restTime
      restTask?.cancel()
      restTask = nil
      guard let restTime else { return }
      let delay = Swift.max(0, restTime - clock())
      // The state is held until its drawer rests (a spring's settling time at most): a view that
      // goes away meanwhile must not leave `await close()` waiting for ever.
      restTask = Task {
        try? await Task.sleep(for: .seconds(delay))
        guard !Task.isCancelled else { return }
        self.scheduledRestTime = nil
        self.frameDidAdvance(to: Date(timeIntervalSinceReferenceDate: self.clock()))
        // A wall clock a little behind the sleep: look again.
        self.scheduleRest()
      }
    }
  }
#endif
