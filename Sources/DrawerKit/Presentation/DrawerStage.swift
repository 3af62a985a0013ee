#if canImport(SwiftUI)
  internal import DrawerCore
  internal import SwiftUI

  /// What the container hands a style's stage: the drawer's views, erased once per container
  /// update, and the layout the engine's geometry needs.
  struct DrawerStageInput {
    let state: DrawerState
    let drawer: DrawerStyleConfiguration.Drawer
    let content: DrawerStyleConfiguration.Content
    let edge: HorizontalEdge
    let side: DrawerSide
    let containerSize: CGSize
    let drawerWidth: CGFloat
    let reducesMotion: Bool
    let isContentInteractive: Bool
    let mode: DrawerLayoutMode
    let gesture: DrawerGesture
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
  struct DrawerStage<Style: DrawerStyle>: View {
    let style: Style
    let input: DrawerStageInput

    var body: some View {
      let state = input.state
      let isModal = input.mode == .modal
      TimelineView(.animation(minimumInterval: nil, paused: !(isModal && state.drawer.isSettling)))
      {
        timeline in
        let progress = isModal ? state.drawer.progress(at: DrawerClock.seconds(timeline.date)) : 0
        style.makeBody(configuration: configuration(progress: progress, phase: state.phase))
          .environment(\.drawerProgress, isModal ? progress : 1)
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
          openZone: input.gesture.openZone))
    }

    private func configuration(progress: Double, phase: DrawerMotionPhase)
      -> DrawerStyleConfiguration
    {
      DrawerStyleConfiguration(
        drawer: input.drawer, content: input.content, progress: progress, edge: input.edge,
        side: input.side, containerSize: input.containerSize, drawerWidth: input.drawerWidth,
        reducesMotion: input.reducesMotion,
        isContentInteractive: input.isContentInteractive || input.mode == .sidebar,
        phase: phase)
    }
  }
#endif
