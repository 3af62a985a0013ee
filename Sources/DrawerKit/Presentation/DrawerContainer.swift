#if canImport(SwiftUI)
  internal import Accessibility
  internal import DrawerCore
  internal import SwiftUI

  /// The options of a presented drawer that the presenting modifier takes as arguments.
  struct DrawerPresentationOptions {
    var edge: HorizontalEdge
    var width: DrawerWidth?
    var adaptivity: DrawerAdaptivity
    var isContentInteractive: Bool
  }

  /// Lays a drawer out against its container and keeps the engine informed: the container's
  /// size, the configuration from the options and the environment, and the mode (modal or
  /// sidebar) for the space available.
  ///
  /// The container is laid out left to right so that the engine's physical geometry and touch
  /// locations need no mirroring; the drawer's and the content's own views get the environment's
  /// layout direction back. The content keeps one structural position in both modes, so its
  /// state survives a switch between a modal drawer and a permanent sidebar.
  struct DrawerContainer<Content: View, Menu: View>: View {
    let state: DrawerState
    let options: DrawerPresentationOptions
    let content: Content
    let menu: Menu

    @Environment(\.drawerStyle) private var style
    @Environment(\.drawerWidth) private var environmentWidth
    @Environment(\.drawerSpring) private var spring
    @Environment(\.drawerGesture) private var gesture
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reducesMotion
    #if canImport(UIKit)
      @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    #endif
    @FocusState private var drawerHasFocus: Bool

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
          // The reader respects the safe area, so touches are measured from its edge already:
          // the strip starts where the notch ends, as Android's and Flutter's do when they add
          // the inset to a strip measured from the screen's edge. Adding it again would double it.
          openZone: gesture.openZone(safeAreaInset: 0),
          closesOnScrimTap: !options.isContentInteractive)
        layout(size: proxy.size, side: side, drawerWidth: CGFloat(drawerWidth), mode: mode)
          .onChange(of: size, initial: true) { _, size in
            state.resize(to: size)
          }
          .onChange(of: settings, initial: true) { _, settings in
            state.configure(
              edge: settings.edge, layoutDirection: settings.direction, width: settings.width,
              openZone: settings.openZone, spring: settings.spring,
              closesOnScrimTap: settings.closesOnScrimTap)
          }
          .modifier(DrawerGestureRecording(state: state))
      }
      .coordinateSpace(.named(DrawerStageSpace.name))
      .environment(\.layoutDirection, .leftToRight)
    }

    // MARK: Layout

    private func layout(
      size: CGSize, side: DrawerSide, drawerWidth: CGFloat, mode: DrawerLayoutMode
    )
      -> some View
    {
      let isSidebar = mode == .sidebar
      let contentWidth = isSidebar ? Swift.max(size.width - drawerWidth, 0) : size.width
      let input = DrawerStageInput(
        state: state,
        drawer: DrawerStyleConfiguration.Drawer(
          base: AnyView(modalDrawer(width: drawerWidth, height: size.height, mode: mode))),
        content: DrawerStyleConfiguration.Content(base: AnyView(modalContent(mode: mode))),
        edge: options.edge, side: side,
        containerSize: CGSize(width: contentWidth, height: size.height),
        drawerWidth: drawerWidth, reducesMotion: reducesMotion,
        isContentInteractive: options.isContentInteractive, mode: mode, gesture: gesture)
      // The content and the sidebar are placed by alignment, not offset: a view's background
      // reaches under the safe area only across the edges its layout frame touches, so each
      // must be laid out against its own side of the container.
      return ZStack(alignment: .topLeading) {
        (style ?? AnyDrawerStyle(SlidingDrawerStyle(.overlay))).stage(input)
          .frame(
            width: size.width, height: size.height,
            alignment: isSidebar && side == .left ? .topTrailing : .topLeading)
        if isSidebar {
          sidebar(width: drawerWidth, height: size.height)
            .frame(
              width: size.width, height: size.height,
              alignment: side == .left ? .topLeading : .topTrailing)
        }
      }
      .frame(width: size.width, height: size.height, alignment: .topLeading)
      .environment(\.drawerState, state)
      .environment(\.drawerEdge, options.edge)
      .environment(\.drawerLayoutMode, mode)
      .environment(
        \.closeDrawer, DrawerCloseAction { [state] animated in state.close(animated: animated) }
      )
      .onChange(of: state.focusRequest) { _, request in
        guard let request, mode == .modal else { return }
        switch request.change {
        case .intoDrawer:
          drawerHasFocus = true
          AccessibilityNotification.ScreenChanged().post()
        case .backToOpener(let opener):
          drawerHasFocus = false
          // A screen change with no element sends VoiceOver to the screen's first element,
          // which would undo the opener taking VoiceOver's focus back in this same update
          // (DrawerToggle does); post it only when no control is waiting for focus.
          if opener == nil { AccessibilityNotification.ScreenChanged().post() }
        }
      }
    }

    /// The content, hidden from assistive technologies behind an open modal drawer, with the
    /// scrim's close button over it.
    private func modalContent(mode: DrawerLayoutMode) -> some View {
      let blocksContent = mode == .modal && !options.isContentInteractive && state.isOpen
      return ZStack {
        content
          .environment(\.layoutDirection, layoutDirection)
          .accessibilityHidden(blocksContent)
        if blocksContent {
          Button {
            state.closeByPerson()
          } label: {
            Color.clear.contentShape(Rectangle())
          }
          .buttonStyle(.plain)
          .accessibilityLabel(DrawerStrings.closeMenu)
          .accessibilityHint(DrawerStrings.closeMenuHint)
          .keyboardShortcut(.cancelAction)
        }
      }
    }

    /// The drawer's content as a modal element: sized, focusable while open, closed by the
    /// escape gesture and the Escape key, hidden from assistive technologies while closed.
    private func modalDrawer(width: CGFloat, height: CGFloat, mode: DrawerLayoutMode) -> some View {
      let isOpen = mode == .modal && state.isOpen
      let isModal = isOpen && !options.isContentInteractive
      // On screen, or on its way: open, dragged or settling, and never the unseen copy beside a
      // permanent sidebar.
      let isReachable = mode == .modal && (state.isOpen || state.phase != .resting)
      return
        menu
        .environment(\.layoutDirection, layoutDirection)
        .frame(width: width, height: height, alignment: .top)
        .accessibilityElement(children: .contain)
        .accessibilityLabel(DrawerStrings.menu)
        .accessibilityAddTraits(isModal ? .isModal : [])
        .accessibilityHidden(!isOpen)
        // The escape gesture and the Escape key are the person's, like a tap on the scrim: the
        // veto is asked.
        .accessibilityAction(.escape) { state.closeByPerson() }
        .focusable(isOpen)
        .focusEffectDisabled()
        .focused($drawerHasFocus)
        .onKeyPress(.escape) {
          guard state.isOpen else { return .ignored }
          state.closeByPerson()
          return .handled
        }
        .allowsHitTesting(isReachable)
        // Out of sight the drawer's controls must not take keyboard focus either: hit testing
        // and accessibility do not govern Tab and the arrow keys, which would otherwise walk
        // into the rows of a closed drawer (or of the unseen copy beside a sidebar) and let
        // Return choose one.
        .disabled(!isReachable)
        // Beside a permanent sidebar the modal drawer stays in place, unseen, so that the
        // layout keeps its structure (and the content its state) across a switch of mode.
        .opacity(mode == .modal ? 1 : 0)
    }

    /// The drawer's content as a permanent sidebar beside the content.
    private func sidebar(width: CGFloat, height: CGFloat) -> some View {
      menu
        .environment(\.layoutDirection, layoutDirection)
        .frame(width: width, height: height, alignment: .top)
        .background {
          Rectangle().fill(.background).ignoresSafeArea()
        }
        .overlay(alignment: edge.side(in: direction) == .left ? .trailing : .leading) {
          Divider().ignoresSafeArea()
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(DrawerStrings.menu)
    }

    // MARK: Environment, in the engine's terms

    private var edge: DrawerEdge {
      options.edge == .leading ? .leading : .trailing
    }

    private var direction: DrawerLayoutDirection {
      layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    private var sizeClass: DrawerSizeClass? {
      #if canImport(UIKit)
        switch horizontalSizeClass {
        case .compact: .compact
        case .regular: .regular
        default: nil
        }
      #else
        nil
      #endif
    }
  }

  /// The parts of the engine's configuration that the presenting view decides.
  private struct DrawerEngineSettings: Equatable {
    let edge: DrawerEdge
    let direction: DrawerLayoutDirection
    let width: DrawerWidth
    let spring: DrawerSpring
    let openZone: DrawerOpenZone
    /// Off when the content stays interactive beside the open drawer: there is no scrim, and a
    /// tap there is the content's.
    let closesOnScrimTap: Bool
  }
#endif
