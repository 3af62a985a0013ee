#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
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
  /// layout direction back. The content and the drawer's content are each built once and keep
  /// one structural position in both modes, so their state (scroll position, `@State`, tasks)
  /// survives a switch between a modal drawer and a permanent sidebar.
  struct DrawerContainer<Content: View, Menu: View>: View {
    let state: DrawerState
    let options: DrawerPresentationOptions
    let content: Content
    let menu: Menu

    @Environment(\.drawerStyle) private var style
    @Environment(\.drawerWidth) private var environmentWidth
    @Environment(\.drawerSpring) private var spring
    @Environment(\.drawerGesture) private var gesture
    @Environment(\.drawerLock) private var lock
    @Environment(\.drawerSidebarVisibility) private var sidebarVisibility
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reducesMotion
    #if canImport(UIKit)
      @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    #endif
    @FocusState private var drawerHasFocus: Bool
    /// Whether a screen in the content switched the drawer's gestures off
    /// (``SwiftUICore/View/drawerGestureDisabled(_:)``).
    @State private var isGestureDisabledByContent = false
    /// Whether the drawer's content moves keyboard focus into the drawer itself
    /// (``DrawerContentTakesFocusKey``).
    @State private var contentTakesFocus = false

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
          // The reader respects the safe area, so touches are measured from its edge: the 20 pt
          // start where a landscape notch ends, and the touches under the notch, out to the
          // screen's edge, are in the strip too (negative distances; the gesture bridge makes
          // them touchable), as Android's and Flutter's strips of 20 pt plus the inset.
          openZone: activeGesture.openZone(safeAreaInset: 0),
          closesOnScrimTap: !options.isContentInteractive, lockMode: lock,
          // Under a landscape notch the built-in styles slide the drawer in from the screen's
          // edge, farther than its width: the engine follows the finger with the drawn edge.
          edgeTravel: edgeTravel(in: proxy, side: side))
        layout(in: proxy, side: side, drawerWidth: CGFloat(drawerWidth), mode: mode)
          .onChange(of: size, initial: true) { _, size in
            state.resize(to: size)
          }
          .onChange(of: settings, initial: true) { _, settings in
            state.configure(
              edge: settings.edge, layoutDirection: settings.direction, width: settings.width,
              openZone: settings.openZone, spring: settings.spring,
              closesOnScrimTap: settings.closesOnScrimTap, claimPolicy: Self.path.claimPolicy,
              lockMode: settings.lockMode, edgeTravel: settings.edgeTravel)
          }
          .onChange(of: mode, initial: true) { _, mode in
            state.setLayoutMode(mode)
          }
          .modifier(DrawerGestureRecording(state: state))
      }
      .coordinateSpace(.named(DrawerStageSpace.name))
      // A touch the drawer was following ends with its view, so nothing waits for it.
      .onDisappear { state.containerDisappeared() }
      .environment(\.layoutDirection, .leftToRight)
    }

    // MARK: Layout

    private func layout(
      in proxy: GeometryProxy, side: DrawerSide, drawerWidth: CGFloat, mode: DrawerLayoutMode
    )
      -> some View
    {
      let size = proxy.size
      let isGestureDisabled = $isGestureDisabledByContent
      let takesFocus = $contentTakesFocus
      // A hidden permanent sidebar is drawn as a closed modal drawer: the content takes the
      // whole container, and the toggle (not a swipe) shows the sidebar again, as a split
      // view's sidebar button does.
      let shownMode = DrawerController<Namespace.ID>.shownLayoutMode(
        mode, isSidebarVisible: state.isSidebarVisible)
      // What reaches the drawer and the content: read from values the state publishes only
      // when they change (never per frame), so the container is not redrawn as the drawer moves.
      let reach = DrawerModality(
        layoutMode: shownMode, target: state.target, isMoving: state.phase.isMoving,
        hasRestedOpen: state.hasRestedOpen, lockMode: state.lockMode,
        isContentInteractive: options.isContentInteractive)
      // One stage in both modes: the drawer's content and the content are each built once and
      // drawn by the style, which stands the drawer beside the content as a sidebar, so neither
      // changes place in the view tree (nor loses its state) when the mode switches.
      let input = DrawerStageInput(
        state: state,
        drawer: AnyView(
          drawerView(width: drawerWidth, height: size.height, mode: shownMode, reach: reach)
            // Only a menu in the drawer itself puts focus on its row: one in the content behind
            // it (that content's own drawer's) must not keep focus from moving into this one.
            .onPreferenceChange(DrawerContentTakesFocusKey.self) { takes in
              takesFocus.wrappedValue = takes
            }),
        content: DrawerStyleConfiguration.Content(base: AnyView(modalContent(reach: reach))),
        edge: options.edge, side: side, containerSize: size,
        drawerWidth: drawerWidth, reducesMotion: reducesMotion,
        isContentInteractive: options.isContentInteractive, mode: shownMode,
        safeAreaInsets: proxy.safeAreaInsets, travelsUnderSafeArea: presentation != nil,
        gesture: mode == .modal ? activeGesture : .disabled,
        gesturePath: Self.path)
      return ZStack(alignment: .topLeading) {
        (style ?? AnyDrawerStyle(SlidingDrawerStyle(.overlay))).stage(input)
      }
      .frame(width: size.width, height: size.height, alignment: .topLeading)
      .onPreferenceChange(DrawerGestureDisabledKey.self) { isDisabled in
        // Through a binding: some SDKs declare this closure `@Sendable`, where the view's
        // `@State` cannot be mutated.
        isGestureDisabled.wrappedValue = isDisabled
      }
      // Whether a menu takes focus is the drawer's own content's say (read above); it does not
      // reach a drawer around this one.
      .transformPreference(DrawerContentTakesFocusKey.self) { $0 = false }
      // Showing or hiding the sidebar slides it; a change of mode (a rotation, a resized
      // window) is not animated here.
      .animation(reducesMotion ? nil : .snappy, value: state.isSidebarVisible)
      .environment(\.drawerState, state)
      .environment(\.drawerEdge, options.edge)
      .environment(\.drawerLayoutMode, mode)
      // Equal from one update to the next (they compare the state), so readers are not
      // updated with the container.
      .environment(\.closeDrawer, DrawerCloseAction(state: state))
      .environment(\.openDrawer, DrawerOpenAction(state: state))
      .onChange(of: sidebarVisibility?.wrappedValue, initial: true) { _, isVisible in
        if let isVisible, isVisible != state.isSidebarVisible { state.isSidebarVisible = isVisible }
      }
      .onChange(of: state.isSidebarVisible) { _, isVisible in
        if let sidebarVisibility, sidebarVisibility.wrappedValue != isVisible {
          sidebarVisibility.wrappedValue = isVisible
        }
      }
      .onChange(of: state.focusRequest) { _, request in
        // Keyboard focus moves at once; VoiceOver hears the screen change at rest.
        guard let request, mode == .modal else { return }
        // After this update, in which the drawer becomes focusable: focus cannot move to a
        // view that is not focusable yet (as DrawerToggle and DrawerMenu wait too).
        let wantsFocus = request.change == .intoDrawer
        // A menu puts focus on its row itself, in this same update.
        if wantsFocus && contentTakesFocus { return }
        let focus = $drawerHasFocus
        Task { @MainActor in focus.wrappedValue = wantsFocus }
      }
      .onChange(of: state.restCount) { _, _ in
        // After this update, in which an opener may take focus back and acknowledge it.
        Task { @MainActor in state.announceRestIfDue() }
      }
    }

    /// The content, with the scrim's close button over it while the open modal drawer covers
    /// it, and hidden from assistive technologies once the drawer rests open.
    ///
    /// Nothing here disables the content: a `.disabled` would grey every tinted control in the
    /// app on the first frame of each opening, rebuild the app on that frame and the close's
    /// first, and disable the buttons of an alert or a sheet the content presents. The scrim
    /// takes the touches and clicks, the drawer keeps Tab, and VoiceOver keeps to the drawer.
    private func modalContent(reach: DrawerModality) -> some View {
      ZStack {
        content
          .environment(\.layoutDirection, layoutDirection)
          .accessibilityHidden(reach.blocksContent)
        if reach.coversContent {
          // The scrim takes every tap and click from the content. Where the engine follows the
          // touches (iOS, visionOS, gestures on) it judges a tap on the scrim itself, at the
          // lift, against where the drawer is then, so a tap the opening drawer slid under is a
          // tap on the drawer's row; elsewhere (the Mac's pointer, gestures off) a tap or click
          // here closes the drawer.
          let closesOnTap = !activeGesture.isEnabled
          // Over the whole screen, as the content draws: a List or a scroll view reaches under
          // the status bar, the home indicator and a landscape notch, and would take touches
          // there behind the open drawer.
          Color.clear
            .contentShape(Rectangle())
            .ignoresSafeArea()
            .onTapGesture {
              if closesOnTap { state.closeByPerson() }
            }
            // VoiceOver keeps to the modal drawer: the drawer carries its "Close menu" element,
            // and the escape gesture does the same.
            .accessibilityHidden(true)
            .background {
              // Escape closes the drawer, unless it is locked open: then the key is left to
              // whatever else answers it (a sheet around the drawer).
              Button {
                state.closeByPerson()
              } label: {
                DrawerStrings.closeMenu
              }
              .keyboardShortcut(reach.closesOnEscape ? .cancelAction : nil)
              .frame(width: 0, height: 0)
              .opacity(0)
              .accessibilityHidden(true)
            }
            .modifier(
              DrawerDragSurface(state: state, isEnabled: activeGesture.isEnabled, path: Self.path))
        }
      }
    }

    /// The drawer's content, the one instance of it: a modal element while the modal drawer is
    /// open (focusable, closed by the escape gesture and the Escape key, keeping Tab inside it,
    /// hidden from assistive technologies while closed), or a permanent sidebar beside the
    /// content, with a divider.
    ///
    /// A closed drawer is kept from the person without `.disabled`, which would disable the
    /// alerts and confirmations its rows present once it has closed: it takes no touch
    /// (`allowsHitTesting`), VoiceOver does not see it (`accessibilityHidden`), the style does
    /// not draw it, and ``DrawerMenu``'s rows stop taking keyboard focus.
    private func drawerView(
      width: CGFloat, height: CGFloat, mode: DrawerLayoutMode, reach: DrawerModality
    ) -> some View {
      menu
        .environment(\.layoutDirection, layoutDirection)
        .environment(\.drawerModality, reach)
        .frame(width: width, height: height, alignment: .top)
        .overlay(alignment: edge.side(in: direction) == .left ? .trailing : .leading) {
          if mode == .sidebar && style?.dividesSidebar ?? true {
            Divider().ignoresSafeArea()
          }
        }
        .overlay(alignment: .bottom) {
          // The scrim's "Close menu", where VoiceOver can reach it: inside the modal drawer,
          // last in its reading order, an element without a look, as a popover's "Dismiss
          // popup" is. Not while the drawer is locked open, when it could close nothing.
          if reach.isModal && reach.closesOnEscape {
            Color.clear
              .frame(width: 1, height: 1)
              .accessibilityElement()
              .accessibilityLabel(DrawerStrings.closeMenu)
              .accessibilityHint(DrawerStrings.closeMenuHint)
              .accessibilityAddTraits(.isButton)
              .accessibilityAction { state.closeByPerson() }
          }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(DrawerStrings.menu)
        .accessibilityAddTraits(reach.isModal ? .isModal : [])
        .accessibilityHidden(!reach.isAccessible)
        // The escape gesture is the person's, like a tap on the scrim: the lock and the veto are
        // asked. Where it closes nothing (a sidebar, a drawer locked open) the drawer has no
        // escape action, so that the gesture reaches the sheet or pushed screen around it.
        .drawerEscapeAction(isEnabled: reach.closesOnEscape) { state.closeByPerson() }
        .focusable(reach.isFocusable)
        .focusEffectDisabled()
        .focused($drawerHasFocus)
        .onKeyPress(.escape) {
          guard reach.closesOnEscape else { return .ignored }
          state.closeByPerson()
          return .handled
        }
        .modifier(DrawerKeyboardContainment(isActive: reach.keepsKeyboardInDrawer))
        .modifier(
          DrawerDragSurface(
            state: state, isEnabled: mode == .modal && activeGesture.isEnabled, path: Self.path)
        )
        .allowsHitTesting(reach.acceptsInput)
    }

    // MARK: Environment, in the engine's terms

    /// The built-in presentation the drawer is drawn in, whose travel the engine follows: the
    /// default overlay with no style set; `nil` for a style of the app's own, which has no
    /// known travel.
    private var presentation: DrawerPresentationStyle? {
      style == nil ? .overlay : style?.presentation
    }

    /// How the drawn drawer's edge travels past the container's side for the style in force
    /// (the default overlay when none is set) and the safe area on the drawer's side.
    private func edgeTravel(in proxy: GeometryProxy, side: DrawerSide) -> DrawerEdgeTravel {
      guard let presentation else { return .none }
      let insets = proxy.safeAreaInsets
      return DrawerGeometry.edgeTravel(
        style: presentation,
        safeAreaInset: Double(side == .left ? insets.leading : insets.trailing),
        reducesMotion: reducesMotion)
    }

    /// Which platform gesture brings this platform's drawers their touches.
    private static var path: DrawerGesturePath { .platform }

    /// The gesture setting in force: the environment's, fitted to the platform's path (no drag
    /// on the Mac, ``DrawerOpenZone/anywhere`` narrowed where a `DragGesture` cannot stand
    /// aside), off while a screen in the content asks.
    private var activeGesture: DrawerGesture {
      var active = gesture
      if isGestureDisabledByContent || !Self.path.movesWithDrags { active.isEnabled = false }
      active.openZone = Self.path.openZone(for: active.openZone)
      return active
    }

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
    /// The lock from ``SwiftUICore/View/drawerLock(_:)``, or `nil` for the state's own.
    let lockMode: DrawerLockMode?
    /// How the drawn drawer's edge travels beyond the container's side.
    let edgeTravel: DrawerEdgeTravel
  }
#endif
