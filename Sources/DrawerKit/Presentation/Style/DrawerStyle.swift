#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  /// A type that draws a drawer and the content it slides over, for every instant of its motion.
  ///
  /// The pattern is SwiftUI's `ButtonStyle`: implement ``makeBody(configuration:)`` and apply
  /// the style with ``SwiftUICore/View/drawerStyle(_:)``. The difference is time: a button style
  /// is asked for a body when the button's state changes, a drawer style on every animation
  /// frame and touch while the drawer moves, with the ``DrawerStyleConfiguration/progress`` of
  /// that instant. Keep `makeBody` a cheap function of the configuration; put no state in it.
  ///
  /// The body is laid out left to right whatever the environment's layout direction, so the
  /// engine's physical geometry (``DrawerStyleConfiguration/geometry(for:)``) applies as is;
  /// the drawer and content views inside keep the environment's direction. The built-in styles,
  /// ``overlay``, ``push``, ``reveal``, ``parallax``, ``scale`` and ``floating``, are
  /// ``SlidingDrawerStyle``s.
  ///
  /// The drawer's content is drawn once, through the style, whether the drawer is modal or a
  /// permanent sidebar (``DrawerStyleConfiguration/layoutMode``): its state survives a switch.
  /// Beside a sidebar the geometry stands the drawer open on its side and gives the content the
  /// rest of the container (``DrawerGeometry/contentMinX``, ``DrawerGeometry/contentWidth``).
  /// A closed drawer costs nothing when the style draws it only while
  /// ``DrawerGeometry/isDrawerVisible`` says it can be seen. Place the drawer at
  /// ``DrawerGeometry/drawnDrawerMinX(inContainerOfWidth:)`` rather than
  /// ``DrawerGeometry/drawerMinX`` if it can wait on screen while closed (under the content, or
  /// transparent in place): off the screen, its menu's scroll view does not take the tap on the
  /// status bar that scrolls the content to the top.
  ///
  /// ```swift
  /// struct FadeDrawerStyle: DrawerStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     let geometry = configuration.geometry(for: .overlay)
  ///     ZStack(alignment: .topLeading) {
  ///       configuration.content
  ///         .frame(width: geometry.contentWidth)
  ///         .offset(x: geometry.contentMinX)
  ///       configuration.drawer
  ///         .background(.regularMaterial)
  ///         .offset(x: geometry.drawerMinX)
  ///         .opacity(geometry.isDrawerVisible ? min(max(configuration.progress, 0), 1) : 0)
  ///     }
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol DrawerStyle {
    /// The view that draws the drawer and its content.
    associatedtype Body: View

    /// The properties of a drawer at one instant: its views, progress, edge and size.
    typealias Configuration = DrawerStyleConfiguration

    /// Draws the drawer and the content for one instant of the drawer's motion.
    ///
    /// - Parameter configuration: the drawer's views and state at this instant.
    /// - Returns: the composed view, filling the container.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
  }

  /// The properties of a drawer at one instant, for a ``DrawerStyle`` to draw.
  ///
  /// Like `ButtonStyleConfiguration`, it carries type-erased views (``drawer`` and ``content``)
  /// and the state a style needs; unlike it, the state changes continuously (``progress``).
  /// Positions are physical: the style's body is laid out left to right, and ``side`` says
  /// where the drawer is.
  public struct DrawerStyleConfiguration {
    /// The drawer's content, sized to the drawer's width and the height the style offers it, at
    /// most the container's (a `ZStack` filling the container offers all of it; the floating
    /// style offers the part inside its panel), with its accessibility (a modal element while
    /// open) and keyboard handling attached. Give it a background and a position.
    ///
    /// It is the same view on every frame: nothing that changes frame by frame reaches the
    /// drawer's content through it (views there that follow the drawer read the progress in a
    /// ``DrawerProgressReader``), so a frame of motion re-evaluates the style's layout and not
    /// the menu.
    public struct Drawer: View {
      let base: AnyView
      /// Where the drawer rests or is heading (`0` or `1`), for the deprecated
      /// ``SwiftUICore/EnvironmentValues/drawerProgress``: the same from one frame to the next.
      let restingProgress: Double

      /// The drawer's content.
      public var body: some View {
        base.environment(\.drawerRestingProgress, restingProgress)
      }
    }

    /// The view the drawer slides over, sized to the container, with the scrim's close button
    /// and accessibility attached. Position, scale and dim it.
    public struct Content: View {
      let base: AnyView

      /// The content.
      public var body: some View {
        base
      }
    }

    /// The drawer's content.
    public let drawer: Drawer
    /// The view the drawer slides over.
    public let content: Content
    /// How far the drawer is open: `0` closed, `1` open, beyond `0...1` while rubber-banding.
    public let progress: Double
    /// The drawer's edge, in layout terms.
    public let edge: HorizontalEdge
    /// The physical side of the container the drawer is on (the edge resolved against the
    /// layout direction).
    public let side: DrawerSide
    /// The container's size, in points: the whole of it, a permanent sidebar included (the
    /// content's share is the geometry's ``DrawerGeometry/contentWidth``).
    public let containerSize: CGSize
    /// The open drawer's width, in points.
    public let drawerWidth: CGFloat
    /// Whether Reduce Motion is on: styles should fade the drawer in place rather than slide
    /// anything.
    public let reducesMotion: Bool
    /// Whether the content stays interactive while the drawer is open; a style usually draws
    /// no scrim then.
    public let isContentInteractive: Bool
    /// What the drawer is doing.
    public let phase: DrawerMotionPhase
    /// Whether the drawer is a modal drawer or a permanent sidebar beside the content; beside
    /// it, ``progress`` is `1` and ``geometry(for:)`` stands the drawer open on its side and
    /// narrows the content to the rest of the container.
    public let layoutMode: DrawerLayoutMode
    /// How far the screen reaches beyond the container on each edge (the status bar, the home
    /// indicator, a landscape notch), in points, with `leading` on the left: for outlines that
    /// must cover what the content and the drawer draw under the safe area.
    public let safeAreaInsets: EdgeInsets
    /// Whether ``geometry(for:)`` has the drawer travel the safe-area inset too: for the
    /// built-in styles, whose travel the engine follows under the finger.
    let travelsUnderSafeArea: Bool

    /// The engine's geometry for a presentation style at this instant: where the drawer and the
    /// content are, how far the content is scaled and rounded, how dark the scrim and how strong
    /// the shadow are.
    ///
    /// ```swift
    /// let geometry = configuration.geometry(for: .push)
    /// configuration.content.offset(x: geometry.contentOffsetX)
    /// ```
    ///
    /// For the built-in styles the drawer's travel includes the safe-area inset on its side
    /// (``DrawerGeometry/safeAreaInset``), so that the background they draw under the safe area
    /// slides in from the screen's edge under a landscape notch, and the engine follows that
    /// travel under the finger. For a style of your own it is the drawer's width: the engine
    /// cannot know what the style draws, and a drawer that travelled farther than its offset
    /// would drift from the finger dragging it.
    ///
    /// - Parameter style: one of the engine's presentation styles.
    /// - Returns: the geometry, with Reduce Motion, the layout mode and the safe area applied.
    public func geometry(for style: DrawerPresentationStyle) -> DrawerGeometry {
      DrawerGeometry(
        progress: progress,
        container: DrawerSize(
          width: Double(containerSize.width), height: Double(containerSize.height)),
        drawerWidth: Double(drawerWidth), side: side, style: style, reducesMotion: reducesMotion,
        layoutMode: layoutMode,
        safeAreaInset: travelsUnderSafeArea
          ? Double(side == .left ? safeAreaInsets.leading : safeAreaInsets.trailing) : 0)
    }
  }

  extension View {
    /// Sets the style of the drawers this view presents.
    ///
    /// Like `buttonStyle(_:)`, the style applies to every drawer presented by this view and its
    /// descendants, and can be changed at run time. The drawer's state is kept across a change;
    /// so is the content's own view state between the built-in styles, which share one type
    /// (``SlidingDrawerStyle``), while a style of another type draws a new view hierarchy.
    ///
    /// ```swift
    /// ContentView()
    ///   .drawer(isPresented: $showsMenu) { Menu() }
    ///   .drawerStyle(.push)
    /// ```
    ///
    /// - Parameter style: a built-in style (``DrawerStyle/overlay``, ``DrawerStyle/push``,
    ///   ``DrawerStyle/reveal``, ``DrawerStyle/parallax``, ``DrawerStyle/scale``,
    ///   ``DrawerStyle/floating``) or your own.
    /// - Returns: a view whose drawers draw with the style.
    public func drawerStyle<S: DrawerStyle>(_ style: S) -> some View {
      environment(\.drawerStyle, AnyDrawerStyle(style))
    }
  }

  /// A drawer style with its type erased, to travel through the environment.
  ///
  /// The erasure happens when the container's body is built, not on every frame: the box
  /// makes a ``DrawerStage`` specialised for the style's type, and the stage calls the style's
  /// `makeBody` with concrete types on each frame.
  struct AnyDrawerStyle {
    private let makeStage: @MainActor (DrawerStageInput) -> AnyView
    /// Whether a permanent sidebar drawn in this style stands against the content, with a
    /// divider between them; the floating panel stands apart, on its own surface.
    let dividesSidebar: Bool
    /// The built-in style's presentation, whose travel the engine follows under a landscape
    /// notch (``DrawerGeometry/edgeTravel(style:safeAreaInset:reducesMotion:)``); `nil` for a
    /// style of the app's own, whose drawn edge the engine takes to move with its offset.
    let presentation: DrawerPresentationStyle?

    @MainActor init<S: DrawerStyle>(_ style: S) {
      makeStage = { input in AnyView(DrawerStage(style: style, input: input)) }
      presentation = (style as? SlidingDrawerStyle)?.presentation
      dividesSidebar = presentation != .floating
    }

    @MainActor func stage(_ input: DrawerStageInput) -> AnyView {
      makeStage(input)
    }
  }
#endif
