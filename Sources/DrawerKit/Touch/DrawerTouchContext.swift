#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore

  /// What the drawer's touch door (``DrawerState``'s `Touch/DrawerState+Touch`) keeps between
  /// reports, outside observation: nothing here is drawn, so changing it updates no view.
  struct DrawerTouchContext {
    /// The instant the drawer's timeline last drew it for, not yet shown to the engine: sent with
    /// the next touch report (``DrawerState/frameForNextReport``), not one by one, which would
    /// change the observed state on every frame.
    var unsentFrameTime: Double?
    /// Where the pointer (a trackpad's or a mouse's) is over the stage, in the container's
    /// space, while it is: what a scroll event, which carries no location, is judged by.
    var pointerLocation: DrawerPoint?
    /// The drawers attached to the same content, this one among them (``DrawerPair``).
    weak var companions: DrawerPair?
    /// Whether the drawer's own content switched off the drags that start on the drawer
    /// (``SwiftUICore/View/drawerGestureDisabled(_:)`` inside it: a submenu pushed on a
    /// navigation stack in the drawer, whose back-swipe then goes back), which a trailing
    /// drawer gives up (`DrawerGestureArbitration.yieldsOwnDrags(edge:contentAsks:)`); its
    /// scrim still closes it.
    var drawerYields = false
  }
#endif
