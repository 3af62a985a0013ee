#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  extension EnvironmentValues {
    /// Where the enclosing drawer rests or is heading: `0` closed, `1` open; `1` beside a
    /// permanent sidebar, `0` outside a drawer.
    ///
    /// Deprecated: it no longer follows the drawer frame by frame. Writing a number that
    /// changes on every frame into the environment of the drawer's content updated every view
    /// there that depends on the environment (each `UIViewRepresentable`, each map) 60 to 120
    /// times a second, though none of them read it. It now changes when the drawer sets off
    /// toward open or closed, and a view that follows the drawer continuously reads the progress
    /// in a ``DrawerProgressReader``, which redraws only itself:
    ///
    /// ```swift
    /// // Before:
    /// @Environment(\.drawerProgress) private var progress
    /// var body: some View { Text("Inbox").opacity(1 - 0.5 * progress) }
    ///
    /// // After:
    /// var body: some View {
    ///   DrawerProgressReader { progress in Text("Inbox").opacity(1 - 0.5 * progress) }
    /// }
    /// ```
    @available(
      *, deprecated,
      message:
        "No longer updated on every frame: read the progress in a DrawerProgressReader, or from DrawerState.progress in a small view"
    )
    public var drawerProgress: Double {
      get { drawerRestingProgress }
      set { drawerRestingProgress = newValue }
    }

    /// Where the enclosing drawer rests or is heading, for the deprecated ``drawerProgress``.
    @Entry var drawerRestingProgress: Double = 0

    /// Closes the enclosing drawer, like `dismiss` closes a sheet.
    ///
    /// Available to the drawer's content and to the view that presents it; outside a drawer it
    /// does nothing. See ``DrawerCloseAction``.
    ///
    /// ```swift
    /// @Environment(\.closeDrawer) private var closeDrawer
    /// Button("Settings") { selection = .settings; closeDrawer() }
    /// ```
    @Entry public var closeDrawer: DrawerCloseAction = DrawerCloseAction()

    /// Whether the enclosing drawer is a modal drawer or a permanent sidebar, as its
    /// ``DrawerAdaptivity`` decided for the space it has; `.modal` outside a drawer.
    ///
    /// ```swift
    /// @Environment(\.drawerLayoutMode) private var layoutMode
    /// // Hide a "close" button inside the menu when the menu is a permanent sidebar:
    /// if layoutMode == .modal { Button("Close", action: closeDrawer.callAsFunction) }
    /// ```
    @Entry public var drawerLayoutMode: DrawerLayoutMode = .modal

    /// The width rule drawers below use, set with ``SwiftUICore/View/drawerWidth(_:)``; the
    /// container less 56 pt, at most 320 pt, by default.
    @Entry public var drawerWidth: DrawerWidth = .default

    /// The spring drawers below settle with, set with ``SwiftUICore/View/drawerSpring(_:)``;
    /// critically damped with a 0.3 s response by default.
    @Entry public var drawerSpring: DrawerSpring = .default

    /// How drawers below respond to touches, set with ``SwiftUICore/View/drawerGesture(_:)``;
    /// ``DrawerGesture/edgeSwipe`` by default.
    @Entry public var drawerGesture: DrawerGesture = .edgeSwipe

    /// The style drawers below draw with, set with ``SwiftUICore/View/drawerStyle(_:)``; `nil`
    /// for the default, ``DrawerStyle/overlay``.
    @Entry var drawerStyle: AnyDrawerStyle? = nil

    /// The state of the enclosing drawer: whether it is open, how far, what it is doing; `nil`
    /// outside a drawer.
    ///
    /// Set by a presented drawer for its own content and for the view that presents it (its
    /// toolbars included), so that controls such as ``DrawerToggle`` and
    /// ``DrawerProgressReader`` find the drawer. The value itself changes only when another
    /// drawer is presented: the state is observable, and a view that reads one of its properties
    /// is redrawn when that property changes, and no other view. Read ``DrawerState/progress``,
    /// which changes on every frame while the drawer moves, only in a small view (or use a
    /// ``DrawerProgressReader``); ``DrawerState/isOpen`` changes once per opening or closing.
    ///
    /// ```swift
    /// @Environment(\.drawerState) private var drawer
    ///
    /// var body: some View {
    ///   ComposeButton().disabled(drawer?.isOpen ?? false)
    /// }
    /// ```
    @Entry public var drawerState: DrawerState? = nil

    /// The edge of the enclosing drawer, for controls whose glyph points at it.
    @Entry var drawerEdge: HorizontalEdge = .leading
  }

  extension View {
    /// Sets the width rule of the drawers this view presents.
    ///
    /// A rule is evaluated against the drawer's container, never the screen, so the drawer keeps
    /// a sensible width in Split View, Stage Manager and resizable windows. SwiftUI's
    /// `presentationDetents` plays a similar role for sheets, along the other axis. A `width`
    /// passed to `drawer(isPresented:edge:width:…)` wins over this.
    ///
    /// ```swift
    /// ContentView()
    ///   .drawer(isPresented: $showsMenu) { Menu() }
    ///   .drawerWidth(.fraction(0.8, maximum: 360))
    /// ```
    ///
    /// - Parameter width: the rule; out-of-range values are sanitised by ``DrawerWidth``.
    /// - Returns: a view whose drawers use the rule.
    public func drawerWidth(_ width: DrawerWidth) -> some View {
      environment(\.drawerWidth, width)
    }

    /// Sets the spring the drawers this view presents settle with.
    ///
    /// The spring is the engine's, solved in closed form, so a release carries the finger's
    /// velocity into it and a touch can catch it mid-flight. It speaks SwiftUI's spring dialect
    /// (`duration`/`bounce`, `response`/`dampingRatio`) but is not a SwiftUI `Animation`: no
    /// `withAnimation` is involved.
    ///
    /// ```swift
    /// ContentView()
    ///   .drawer(isPresented: $showsMenu) { Menu() }
    ///   .drawerSpring(DrawerSpring(duration: 0.4, bounce: 0.15))
    /// ```
    ///
    /// - Parameter spring: the spring; out-of-range values are sanitised by ``DrawerSpring``.
    /// - Returns: a view whose drawers use the spring.
    public func drawerSpring(_ spring: DrawerSpring) -> some View {
      environment(\.drawerSpring, spring)
    }

    /// Sets how the drawers this view presents respond to touches.
    ///
    /// ```swift
    /// ContentView()
    ///   .drawer(isPresented: $showsMenu) { Menu() }
    ///   .drawerGesture(.anywhere)
    /// ```
    ///
    /// - Parameter gesture: ``DrawerGesture/edgeSwipe``, ``DrawerGesture/anywhere``,
    ///   ``DrawerGesture/disabled`` or an edge strip of your width.
    /// - Returns: a view whose drawers respond so.
    public func drawerGesture(_ gesture: DrawerGesture) -> some View {
      environment(\.drawerGesture, gesture)
    }
  }
#endif
