#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// What the presenting views tell the state: the binding the app set, the container's size,
  /// its layout mode and the configuration from the options and the environment.
  extension DrawerState {
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

    /// Records whether the container lays the drawer out as a modal drawer or a sidebar,
    /// restores what waited for this first layout (``restore(_:)``), and keeps only one of two
    /// drawers on the same content open as modal drawers (``DrawerPair/keepOneOpen(atFirstLayout:)``).
    func setLayoutMode(_ mode: DrawerLayoutMode) {
      let isFirstLayout = !controller.isLaidOut
      controller.setLayoutMode(mode)
      if layoutMode != mode { layoutMode = mode }
      restoreHeld()
      touchContext.companions?.keepOneOpen(atFirstLayout: isFirstLayout)
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

  }
#endif
