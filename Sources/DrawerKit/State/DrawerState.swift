#if canImport(SwiftUI)
  public import DrawerCore
  public import Foundation
  public import Observation
  internal import SwiftUI

  /// The state of a drawer, for apps that want more than a Boolean: whether it is open, how far
  /// (continuously), what it is doing, and commands to move it.
  ///
  /// `DrawerState` holds the engine's ``Drawer`` value and is the one source of truth for a
  /// presented drawer: `drawer(isPresented:)` and `drawer(item:)` keep one internally, and
  /// ``SwiftUICore/View/drawer(state:edge:width:adaptivity:interactiveContent:content:)``
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
  ///       .opacity(1 - 0.3 * drawer.progress)
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
    /// touches the drawer reports.
    public private(set) var drawer: Drawer

    /// How far the drawer is open, `0` closed, `1` open, beyond `0...1` while rubber-banding.
    ///
    /// Observable continuously: while the drawer is on screen it is updated on every animation
    /// frame and every touch, so views that read it follow the drawer. Inside the drawer's
    /// content and the presenting view, the ``SwiftUICore/EnvironmentValues/drawerProgress``
    /// environment value carries the same number within the same frame.
    public private(set) var progress: Double

    /// What the drawer is doing: resting, dragging or settling.
    public private(set) var phase: DrawerMotionPhase

    /// The rest state the drawer is in or heading for.
    ///
    /// Stored apart from ``drawer`` so that views reading it are not redrawn on every touch.
    public private(set) var target: DrawerRestState

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
    @ObservationIgnored public var confirmStateChange: (@MainActor (DrawerRestState) -> Bool)?

    /// The latest move of focus the drawer's opening or closing called for, numbered so that
    /// two equal moves in a row are both seen.
    private(set) var focusRequest: DrawerFocusRequest?

    @ObservationIgnored private var focus: DrawerFocusBookkeeping<Namespace.ID>
    @ObservationIgnored private var touches = DrawerTouchBridge()
    @ObservationIgnored private var restWaiters: [CheckedContinuation<DrawerRestState, Never>] = []
    @ObservationIgnored private var restTask: Task<Void, Never>?
    @ObservationIgnored private var scheduledRestTime: Double?
    @ObservationIgnored private var focusSerial = 0
    /// The recorder the drawer's events go through while the app records gestures.
    @ObservationIgnored var gestureRecorder: DrawerGestureRecorder?

    /// The clock commands and scheduled rests are read on; the wall clock, or a test's own.
    let clock: @MainActor () -> Double

    /// Creates a drawer state.
    ///
    /// ```swift
    /// @State private var drawer = DrawerState(configuration: DrawerConfiguration(slop: 8))
    /// ```
    ///
    /// - Parameters:
    ///   - isOpen: whether the drawer starts open; `false` by default.
    ///   - configuration: the engine's configuration. The drawer's edge, width, spring, open
    ///     zone and whether a tap beside it closes it (not when the content stays interactive)
    ///     are replaced by the presenting modifier's options and the environment
    ///     (``SwiftUICore/View/drawerWidth(_:)``, ``SwiftUICore/View/drawerSpring(_:)``,
    ///     ``SwiftUICore/View/drawerGesture(_:)``); the slop, rubber band, release rule and
    ///     lock mode are kept.
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
      let drawer = Drawer(
        configuration: configuration, container: .zero, initial: rest, time: clock())
      self.clock = clock
      self.progress = drawer.progress(at: drawer.time)
      self.phase = drawer.motionPhase
      self.target = rest
      self.focus = DrawerFocusBookkeeping(target: rest)
      self.drawer = drawer
      // The engine asks on the caller's thread, which is always the main actor here: every
      // event reaches the engine through this class.
      self.drawer.confirmStateChange = { [weak self] target in
        MainActor.assumeIsolated { self?.allows(target) ?? true }
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
      drawer.progress(at: DrawerClock.seconds(date))
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

    /// Closes the drawer and returns when it comes to rest.
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
      if phase == .resting { return drawer.target }
      return await withCheckedContinuation { continuation in
        restWaiters.append(continuation)
      }
    }

    // MARK: What the drawer's views report

    /// Applies an event to the engine and publishes what changed.
    func send(_ event: DrawerEvent) {
      let before = drawer.target
      if let gestureRecorder {
        gestureRecorder.record(event, on: &drawer, of: self)
      } else {
        drawer.handle(event)
      }
      publish(previousTarget: before, at: drawer.time)
    }

    /// Reports a touch from a gesture bridge.
    func report(_ touch: DrawerTouchReport) {
      let before = drawer.target
      if let gestureRecorder {
        gestureRecorder.record(touch, through: &touches, on: &drawer, of: self)
      } else {
        touches.forward(touch, to: &drawer)
      }
      publish(previousTarget: before, at: drawer.time)
    }

    /// Whether a touch is in progress, as the gesture bridge has reported it.
    var isTouching: Bool {
      touches.isTouching
    }

    /// Whether a platform recogniser that saw the finger move from `start` to `location` should
    /// claim the touch: the engine decides, on a copy.
    func shouldBeginTouch(from start: DrawerPoint, to location: DrawerPoint) -> Bool {
      DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: start, location: location, time: clock())
    }

    /// Closes the drawer for a person's gesture (a tap on the scrim, VoiceOver's escape
    /// gesture, the Escape key): the veto is asked, as for a drag that closes it.
    func closeByPerson() {
      guard isOpen, allows(.closed) else { return }
      send(.close(animated: true, time: clock()))
    }

    /// Toggles the drawer for a control, remembering the control so that focus returns to it.
    func toggle(from opener: Namespace.ID?) {
      if target == .closed { focus.noteOpenRequest(from: opener) }
      toggle()
    }

    /// Lays the drawer out against a new container size, without closing it.
    func resize(to size: DrawerSize) {
      guard size != drawer.container else { return }
      send(.resize(to: size, time: clock()))
    }

    /// Applies the presenting view's configuration, keeping what it does not set.
    func configure(
      edge: DrawerEdge, layoutDirection: DrawerLayoutDirection, width: DrawerWidth,
      openZone: DrawerOpenZone, spring: DrawerSpring, closesOnScrimTap: Bool
    ) {
      var configuration = drawer.configuration
      configuration.edge = edge
      configuration.layoutDirection = layoutDirection
      configuration.width = width
      configuration.openZone = openZone
      configuration.spring = spring
      configuration.closesOnScrimTap = closesOnScrimTap
      guard configuration != drawer.configuration else { return }
      send(.configure(configuration, time: clock()))
    }

    /// Called by the drawer's timeline on every animation frame.
    func frameDidAdvance(to date: Date) {
      let time = DrawerClock.seconds(date)
      if let restTime = drawer.restTime, time >= restTime {
        let before = drawer.target
        drawer.advance(to: time)
        publish(previousTarget: before, at: time)
      } else {
        let value = drawer.progress(at: time)
        if value != progress { progress = value }
      }
    }

    // MARK: Publishing

    private func allows(_ target: DrawerRestState) -> Bool {
      confirmStateChange?(target) ?? true
    }

    private func publish(previousTarget: DrawerRestState, at time: Double) {
      let newPhase = drawer.motionPhase
      if newPhase != phase { phase = newPhase }
      if drawer.target != target { target = drawer.target }
      let value = drawer.progress(at: time)
      if value != progress { progress = value }
      if drawer.target != previousTarget, let change = focus.targetChanged(to: drawer.target) {
        focusSerial += 1
        focusRequest = DrawerFocusRequest(change: change, serial: focusSerial)
      }
      scheduleRest()
      if newPhase == .resting, !restWaiters.isEmpty {
        let waiters = restWaiters
        restWaiters.removeAll()
        for waiter in waiters { waiter.resume(returning: drawer.target) }
      }
    }

    /// Brings the drawer to rest when its spring does, whether or not a frame is drawn then
    /// (the drawer may be off screen, or the app in the background).
    private func scheduleRest() {
      let restTime = drawer.restTime
      guard restTime != scheduledRestTime else { return }
      scheduledRestTime = restTime
      restTask?.cancel()
      restTask = nil
      guard let restTime else { return }
      let delay = Swift.max(0, restTime - clock())
      restTask = Task { [weak self] in
        try? await Task.sleep(for: .seconds(delay))
        guard !Task.isCancelled, let self else { return }
        self.scheduledRestTime = nil
        self.frameDidAdvance(to: Date(timeIntervalSinceReferenceDate: self.clock()))
        // A wall clock a little behind the sleep: look again.
        self.scheduleRest()
      }
    }
  }

  /// A numbered move of focus, so that a view can react to each one with `onChange`.
  struct DrawerFocusRequest: Equatable {
    let change: DrawerFocusChange<Namespace.ID>
    let serial: Int
  }
#endif
