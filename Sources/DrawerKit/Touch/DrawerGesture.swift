#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore

  /// How a drawer responds to touches: where a swipe may open it, or not at all.
  ///
  /// The open drawer always follows a drag that starts on it or on the scrim, whatever the
  /// setting (unless the gesture is ``disabled``). A closed one opens from an edge strip (the
  /// default, as Android's `DrawerLayout` and iOS's back-swipe) or from anywhere over the content
  /// (as Compose's `ModalNavigationDrawer`); vertical scrolling wins over a drag that is not
  /// clearly horizontal either way. SwiftUI's sheets have no equivalent setting beyond
  /// `interactiveDismissDisabled`, which ``disabled`` resembles.
  ///
  /// Where the platform's gesture cannot honour a setting, the drawer does what it can without
  /// taking touches from the content: on iOS 17 and visionOS, whose `DragGesture` cannot stand
  /// aside for a List's swipe actions or a horizontal scroller, ``anywhere`` opens from the edge
  /// strip; on the Mac no drag moves the drawer, which opens and closes from ``DrawerToggle``,
  /// its keyboard shortcut, the Escape key and a click on the scrim
  /// (`DrawerGesturePath` in DrawerCore says which path does what).
  ///
  /// ```swift
  /// ContentView()
  ///   .drawer(isPresented: $showsMenu) { Menu() }
  ///   .drawerGesture(.edgeSwipe(width: 32))
  /// ```
  public struct DrawerGesture: Sendable, Hashable {
    /// Whether touches move the drawer at all.
    public var isEnabled: Bool
    /// Where a drag may begin to open the closed drawer. The edge strip's width is measured
    /// from the safe area's edge, and the strip reaches on under a landscape notch to the
    /// screen's physical edge, so a swipe from the edge of the glass opens the drawer.
    public var openZone: DrawerOpenZone

    /// Creates a gesture setting.
    ///
    /// - Parameters:
    ///   - isEnabled: whether touches move the drawer.
    ///   - openZone: where a drag may begin to open the closed drawer.
    public init(isEnabled: Bool = true, openZone: DrawerOpenZone = .default) {
      self.isEnabled = isEnabled
      self.openZone = openZone
    }

    /// Opens from a 20 pt strip along the drawer's edge: the default.
    public static let edgeSwipe = DrawerGesture()

    /// Opens from a strip of the given width along the drawer's edge.
    ///
    /// - Parameter width: the strip's width in points; negative or NaN counts as 0.
    /// - Returns: the setting.
    public static func edgeSwipe(width: Double) -> DrawerGesture {
      DrawerGesture(openZone: .edge(width: width))
    }

    /// Opens from a horizontal swipe anywhere over the content.
    public static let anywhere = DrawerGesture(openZone: .anywhere)

    /// Touches do not move the drawer; only the app, the scrim, the toggle and the keyboard do.
    /// To switch the gestures off only while a pushed screen shows, apply
    /// ``SwiftUICore/View/drawerGestureDisabled(_:)`` to that screen instead.
    public static let disabled = DrawerGesture(isEnabled: false)

    /// The open zone for a container whose safe area is `inset` points deep on the drawer's
    /// side.
    func openZone(safeAreaInset inset: Double) -> DrawerOpenZone {
      switch openZone {
      case .edge(let width, let extra): .edge(width: width, safeAreaInset: extra + inset)
      case .anywhere: .anywhere
      }
    }

    /// The setting in force on a platform's gesture path: no drag on the Mac's pointer,
    /// ``DrawerOpenZone/anywhere`` narrowed where a `DragGesture` cannot stand aside, an edge
    /// strip no narrower than the platform's hit regions (60 pt on visionOS,
    /// ``DrawerGesturePath/openZone(for:minimumEdgeWidth:)``), and off while a screen in the content asks
    /// (``SwiftUICore/View/drawerGestureDisabled(_:)``).
    func fitted(
      to path: DrawerGesturePath, isDisabledByContent: Bool,
      minimumEdgeWidth: Double = DrawerGesturePath.platformMinimumEdgeWidth
    ) -> DrawerGesture {
      var active = self
      if isDisabledByContent || !path.movesWithDrags { active.isEnabled = false }
      active.openZone = path.openZone(for: active.openZone, minimumEdgeWidth: minimumEdgeWidth)
      return active
    }
  }
#endif
