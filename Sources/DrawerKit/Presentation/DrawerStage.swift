#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// What the container hands a style's stage: the drawer's views, erased once per container
  /// update, and the layout the engine's geometry needs.
  struct DrawerStageInput {
    let state: DrawerState
    /// The drawer's content, with its accessibility and keyboard handling; the stage wraps it
    /// with each frame's progress.
    let drawer: AnyView
    let content: DrawerStyleConfiguration.Content
    let edge: HorizontalEdge
    let side: DrawerSide
    let containerSize: CGSize
    let drawerWidth: CGFloat
    let reducesMotion: Bool
    let isContentInteractive: Bool
    let mode: DrawerLayoutMode
    let safeAreaInsets: EdgeInsets
    /// Whether the engine follows a drawer that travels the safe-area inset too (a built-in
    /// style's, ``DrawerConfiguration/edgeTravel``), so that the geometry the style is given
    /// may include it.
    let travelsUnderSafeArea: Bool
    /// The gesture setting in force, already fitted to ``gesturePath``.
    let gesture: DrawerGesture
    /// Which platform gesture brings the drawer its touches.
    let gesturePath: DrawerGesturePath
  }

  /// The coordinate space touches are reported in: the container's, laid out left to right.
  enum DrawerStageSpace {
    static let name = "DrawerKit.DrawerContainer"
  }

  /// Draws a drawer with a style on every animation frame while it settles, and forwards
  /// touches to the engine.
  ///
  /// Motion is the engine's: a `TimelineView(.animation)` runs only while the drawer settles and
  /// asks the engine where the drawer is at each frame's date, so a release carries the finger's
  /// velocity and a touch catches the drawer where it is. While a finger drags the drawer, each
  /// reported touch changes the state, which draws the next frame. No `withAnimation` moves the
  /// drawer.
  ///
  /// A frame re-evaluates the style's body (where the layers go) and the views that read the
  /// progress from the state (``DrawerProgressReader``, ``DrawerToggle``'s glyph), and nothing
  /// else: the drawer's and the content's views are built once per container update and reach
  /// the style unchanged, and no environment value changes from one frame to the next.
  ///
  /// The stage draws in both layout modes, so the drawer's content keeps one place in the view
  /// tree, and its state, when the drawer turns from modal into a permanent sidebar and back.
  struct DrawerStage<Style: DrawerStyle>: View {
    let style: Style
    let input: DrawerStageInput

    var body: some View {
      let state = input.state
      let isModal = input.mode == .modal
      TimelineView(.animation(minimumInterval: nil, paused: !(isModal && state.engine.isSettling)))
      {
        timeline in
        let progress = input.mode.shownProgress(
          state.engine.progress(at: DrawerClock.seconds(timeline.date)))
        style.makeBody(configuration: configuration(progress: progress, phase: state.phase))
          .onChange(of: timeline.date) { _, date in
            state.frameDidAdvance(to: date)
          }
      }
      .frame(
        width: input.containerSize.width, height: input.containerSize.height,
        alignment: .topLeading
      )
      .contentShape(Rectangle())
      .modifier(
        DrawerGestureBridge(
          state: state, isEnabled: isModal && input.gesture.isEnabled, side: input.side,
          openZone: input.gesture.openZone, path: input.gesturePath))
    }

    private func configuration(progress: Double, phase: DrawerMotionPhase)
      -> DrawerStyleConfiguration
    {
      DrawerStyleConfiguration(
        drawer: DrawerStyleConfiguration.Drawer(
          base: input.drawer,
          restingProgress: input.mode.shownProgress(input.state.target == .open ? 1 : 0)),
        content: input.content, progress: progress, edge: input.edge,
        side: input.side, containerSize: input.containerSize, drawerWidth: input.drawerWidth,
        reducesMotion: input.reducesMotion,
        isContentInteractive: input.isContentInteractive || input.mode == .sidebar,
        phase: phase, layoutMode: input.mode, safeAreaInsets: input.safeAreaInsets,
        travelsUnderSafeArea: input.travelsUnderSafeArea)
    }
  }
#endif
