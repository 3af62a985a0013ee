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
    public internal(set) var progress: Double

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
    @ObservationIgnored public var confirmStateChange: (@MainActor (DrawerRestState) -> Bool)? {
      didSet { installVeto() }
    }

    // Published for the drawer's own views, each only when it changes (never per frame).
    /// The latest move of focus the drawer's opening or closing called for, numbered.
    var focusRequest: DrawerFocusRequest<Namespace.ID>?
    /// Counts the dismissals (coming to rest closed after being presented), for `onDismiss`.
    private(set) var dismissalCount = 0
    /// Counts the rests, for the container to announce the screen change after their update.
    private(set) var restCount = 0
    /// Whether the permanent sidebar is shown (``isSidebarVisible``).
    private(set) var sidebarVisible = true
    /// Whether the drawer is laid out as a permanent sidebar, as the container last said.
    var layoutMode: DrawerLayoutMode = .modal
    /// The drawer's name, as its content gives it (`drawerTitle(_:)`), which its toggle and its
    /// close element speak; `nil` for "Menu".
    var title: Text?
    /// How many restorations that waited for the first layout have been applied: observable, so
    /// that what stores the restoration hears of each, even one that changed nothing and was
    /// held and applied within one update.
    var heldRestorationsApplied = 0
    /// Whether the drawer has come to rest open since it last headed for open (``DrawerModality``).
    private(set) var hasRestedOpen: Bool
    /// The lock in force (``DrawerModality``).
    private(set) var lockMode: DrawerLockMode
    /// Counts the controller's steps, so that readers of ``drawer`` follow the engine: the
    /// controller itself is not observed, so that the state's `deinit` can end its waits.
    private var engineRevision = 0

    /// The logic (commands, touches, focus, binding sync, dismissal, lock, sidebar), observed
    /// through ``engineRevision``, which every published step advances.
    @ObservationIgnored var controller: DrawerController<Namespace.ID>
    /// The callers waiting for the drawer to rest, and the wake-up scheduled for its rest.
    @ObservationIgnored var waits = DrawerRestWaits()
    /// The lock the state was created with, in force whenever the environment sets none.
    @ObservationIgnored let ownLockMode: DrawerLockMode
    /// The recorder the drawer's events go through while the app records gestures.
    @ObservationIgnored var gestureRecorder: DrawerGestureRecorder?
    /// What the touch door keeps between reports: the last frame drawn, the pointer, the drawer
    /// on the other edge, whether the drawer yields its own drags (``DrawerTouchContext``).
    @ObservationIgnored var touchContext = DrawerTouchContext()
    /// Posts a screen change, sending VoiceOver to the screen's first element; tests replace it.
    @ObservationIgnored var announceScreenChange: @MainActor () -> Void = {
      AccessibilityNotification.ScreenChanged().post()
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
      var controller = controller
      let step = controller.abandonWaits()
      waits.abandon(
        rest: step.rest ?? controller.drawer.target,
        visualRest: step.visualRest ?? controller.drawer.target)
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

    // MARK: Publishing

    /// Publishes what a step of the controller changed: the observable summaries, then what
    /// the step asks of the host (waiters to resume, a rest to announce, a dismissal). Every
    /// event reaches the engine through the state's commands (``send(_:)``) or its touch door
    /// (``report(_:)``), and every step they take comes out here.
    func publish(_ step: DrawerControllerStep, at time: Double? = nil) {
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
      if let visualRest = step.visualRest { waits.resumeVisual(returning: visualRest) }
      guard let rest = step.rest else { return }
      restCount += 1
      if step.dismissed { dismissalCount += 1 }
      waits.resume(returning: rest)
    }
  }
#endif
