#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// Lays a drawer out against its container and composes the flows that run through it:
  /// ``DrawerEngineSync``, the recorder, the style's stage, ``DrawerBlockedContent``,
  /// ``DrawerModalElement``, ``DrawerFocusChoreography``, the keyboard's containment
  /// (``DrawerKeyboardFocusArea`` on each part, ``DrawerKeyboardFocusGuard``),
  /// ``DrawerSidebarSync`` and the presentation's environment. It holds no policy: what reaches whom is ``DrawerModality``'s.
  ///
  /// Laid out left to right, so that geometry and touches need no mirroring (the views inside
  /// get the app's direction back). The content and the drawer's content are each built once, in
  /// one place in both modes, so their state survives a switch between modal and sidebar.
  struct DrawerContainer<Content: View, Menu: View>: View {
    let state: DrawerState
    let options: DrawerPresentationOptions
    let content: Content
    let menu: Menu

    @Environment(\.drawerStyle) var style
    @Environment(\.drawerWidth) private var environmentWidth
    @Environment(\.drawerSpring) private var spring
    @Environment(\.drawerGesture) var gesture
    @Environment(\.drawerLock) private var lock
    @Environment(\.drawerSidebarVisibility) private var sidebarVisibility
    @Environment(\.layoutDirection) var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reducesMotion
    /// Where this container stands among the drawers around it, for keyboard containment.
    @Environment(\.drawerKeyboardScope) private var keyboardScope
    #if canImport(UIKit)
      @Environment(\.horizontalSizeClass) var horizontalSizeClass
    #endif
    @FocusState private var drawerHasFocus: Bool
    /// Whether a screen in the content switched the drawer's gestures off
    /// (``SwiftUICore/View/drawerGestureDisabled(_:)``).
    @State private var isGestureDisabledByContent = false
    /// Whether the drawer's own content switched off the drags that start on the drawer.
    @State private var drawerYields = false
    /// Whether the drawer's own content holds a menu that takes focus onto its row.
    @State private var ownMenu = DrawerOwnMenuFocus()
    /// The drawer's name, as its content gives it (`drawerTitle(_:)`).
    @State private var drawerTitle: Text?

    var body: some View {
      GeometryReader { proxy in
        let size = DrawerSize(width: Double(proxy.size.width), height: Double(proxy.size.height))
        let side = edge.side(in: direction)
        let width = options.width ?? environmentWidth
        let drawerWidth = width.resolved(in: size)
        let mode = options.adaptivity.layout(
          sizeClass: sizeClass, containerWidth: size.width, drawerWidth: drawerWidth)
        let settings = DrawerEngineSettings(
          edge: edge, direction: direction, width: width, spring: spring,
          openZone: activeGesture.openZone(safeAreaInset: 0),
          closesOnScrimTap: !options.isContentInteractive, lockMode: lock,
          edgeTravel: DrawerEngineSettings.edgeTravel(
            presentation: presentation, safeAreaInsets: proxy.safeAreaInsets, side: side,
            reducesMotion: reducesMotion))
        stage(in: proxy, side: side, drawerWidth: CGFloat(drawerWidth), mode: mode)
          .modifier(
            DrawerEngineSync(
              state: state, size: size, settings: settings, mode: mode,
              claimPolicy: Self.path.claimPolicy)
          )
          .modifier(DrawerGestureRecording(state: state))
          .modifier(DrawerPairMembership(state: state, edge: options.edge))
      }
      .coordinateSpace(.named(DrawerStageSpace.name))
      // A touch the drawer was following ends with its view, so nothing waits for it.
      .onDisappear { state.containerDisappeared() }
      .environment(\.layoutDirection, .leftToRight)
    }

    private func stage(
      in proxy: GeometryProxy, side: DrawerSide, drawerWidth: CGFloat, mode: DrawerLayoutMode
    ) -> some View {
      let size = proxy.size
      let shownMode = state.shownLayoutMode(for: mode)
      let modality = state.modality(
        shownMode: shownMode, isContentInteractive: options.isContentInteractive)
      let drawer =
        menu
        .modifier(
          DrawerColumn(
            layoutDirection: layoutDirection, modality: modality, ownMenu: ownMenu,
            width: drawerWidth, height: size.height, side: side,
            isDivided: shownMode == .sidebar && style?.dividesSidebar ?? true,
            yieldsOwnDrags: $drawerYields, title: $drawerTitle)
        )
        .modifier(
          DrawerModalElement(
            state: state, modality: modality,
            movesWithDrags: shownMode == .modal && activeGesture.isEnabled
              && !DrawerGestureArbitration.yieldsOwnDrags(edge: edge, contentAsks: drawerYields),
            path: Self.path,
            hasFocus: $drawerHasFocus)
        )
        .modifier(DrawerKeyboardFocusArea(scope: keyboardScope.adding(identity, .drawer)))
      let behind =
        content
        .environment(\.layoutDirection, layoutDirection)
        // A menu in the content behind the drawer is not the drawer's own.
        .environment(\.drawerOwnMenuFocus, nil)
        .modifier(
          DrawerBlockedContent(
            state: state, modality: modality, gesture: activeGesture, path: Self.path)
        )
        .modifier(DrawerKeyboardFocusArea(scope: keyboardScope.adding(identity, .content)))
      // One stage in both modes, drawn by the style, which stands the drawer beside the content
      // as a sidebar, so neither changes place in the view tree when the mode switches.
      let input = DrawerStageInput(
        state: state, drawer: AnyView(drawer),
        content: DrawerStyleConfiguration.Content(base: AnyView(behind)),
        edge: options.edge, side: side, containerSize: size,
        drawerWidth: drawerWidth, reducesMotion: reducesMotion,
        isContentInteractive: options.isContentInteractive, mode: shownMode,
        safeAreaInsets: proxy.safeAreaInsets, travelsUnderSafeArea: presentation != nil,
        gesture: mode == .modal ? activeGesture : .disabled, gesturePath: Self.path)
      return ZStack(alignment: .topLeading) {
        (style ?? AnyDrawerStyle(SlidingDrawerStyle(.overlay))).stage(input)
      }
      .frame(width: size.width, height: size.height, alignment: .topLeading)
      .modifier(DrawerGestureDisabledReader(isDisabled: $isGestureDisabledByContent))
      // What the drawer's own content says, handed to the state, and again to a state the app
      // puts in place of the presented one.
      .onChange(
        of: ContentSays(state: identity, yields: drawerYields, title: drawerTitle), initial: true
      ) { _, says in
        state.touchContext.drawerYields = says.yields
        if state.title != says.title { state.title = says.title }
      }
      // Showing or hiding the sidebar slides it; a change of mode (a rotation, a resized
      // window) is not animated here.
      .animation(reducesMotion ? nil : .snappy, value: state.isSidebarVisible)
      .modifier(DrawerPresentationEnvironment(state: state, edge: options.edge, mode: mode))
      .modifier(DrawerSidebarSync(state: state, visibility: sidebarVisibility))
      .modifier(
        DrawerFocusChoreography(
          state: state, layoutMode: mode, ownMenu: ownMenu, hasFocus: $drawerHasFocus)
      )
      .modifier(
        DrawerKeyboardFocusGuard(state: state, isContentInteractive: options.isContentInteractive))
    }

    /// What the drawer's own content says to the drawer (its stack yields the drags on the
    /// drawer, its name), for the state presented.
    private struct ContentSays: Equatable {
      let state: ObjectIdentifier
      let yields: Bool
      let title: Text?
    }

    /// This drawer's identity among the drawers around a focused view (``DrawerKeyboardScope``).
    private var identity: ObjectIdentifier { ObjectIdentifier(state) }

    /// The gesture setting in force, fitted to the platform's path, off while a screen in the
    /// content asks (``DrawerGesture/fitted(to:isDisabledByContent:)``).
    private var activeGesture: DrawerGesture {
      gesture.fitted(to: Self.path, isDisabledByContent: isGestureDisabledByContent)
    }
  }
#endif
