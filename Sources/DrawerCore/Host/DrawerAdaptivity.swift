/// Whether a drawer is a modal overlay or a permanent sidebar, by the space it has.
///
/// Material's navigation drawer is modal in compact widths and permanent in expanded ones;
/// SwiftUI's `NavigationSplitView` collapses its sidebar in a compact horizontal size class. A
/// drawer with ``sidebarWhenRegular`` does the same: beside the content when the horizontal size
/// class is regular (iPad full screen, a Mac window), modal when compact (iPhone, Slide Over,
/// narrow Split View), switching live as the size class changes. Mac has no size classes, so
/// there the container's width decides.
///
/// ```swift
/// DrawerAdaptivity.sidebarWhenRegular.layout(
///   sizeClass: .regular, containerWidth: 1024, drawerWidth: 320)  // .sidebar
/// ```
public enum DrawerAdaptivity: String, Sendable, Hashable, CaseIterable {
  /// Always a modal drawer over the content.
  case modal
  /// A permanent sidebar beside the content in a regular horizontal size class, a modal drawer
  /// otherwise.
  case sidebarWhenRegular

  /// Without a size class, the container width from which a sidebar is used, in points: wide
  /// enough for a 320 pt sidebar beside a phone-sized content area.
  public static let regularWidthThreshold = 700.0
  /// The narrowest the content may be beside a sidebar, in points; a container narrower than the
  /// sidebar plus this keeps the drawer modal whatever its size class.
  public static let minimumContentWidth = 320.0

  /// The layout to use.
  ///
  /// - Parameters:
  ///   - sizeClass: the container's horizontal size class, or `nil` where the platform has none
  ///     (macOS): then the container's width decides against ``regularWidthThreshold``.
  ///   - containerWidth: the container's width in points; NaN or negative counts as 0.
  ///   - drawerWidth: the sidebar's width in points; NaN or negative counts as 0, infinite never
  ///     fits.
  /// - Returns: ``DrawerLayoutMode/sidebar`` when a sidebar is wanted and fits beside
  ///   ``minimumContentWidth`` points of content, ``DrawerLayoutMode/modal`` otherwise.
  @_spi(DrawerKit) public func layout(
    sizeClass: DrawerSizeClass?, containerWidth: Double, drawerWidth: Double
  )
    -> DrawerLayoutMode
  {
    guard self == .sidebarWhenRegular else { return .modal }
    let container = containerWidth.isNaN ? 0 : Swift.max(containerWidth, 0)
    let drawer = drawerWidth.isNaN ? 0 : Swift.max(drawerWidth, 0)
    let isRegular: Bool
    switch sizeClass {
    case .regular: isRegular = true
    case .compact: isRegular = false
    case nil: isRegular = container >= Self.regularWidthThreshold
    }
    guard isRegular, drawer.isFinite, container >= drawer + Self.minimumContentWidth else {
      return .modal
    }
    return .sidebar
  }
}

/// A horizontal size class, as SwiftUI's `UserInterfaceSizeClass`.
@_spi(DrawerKit) public enum DrawerSizeClass: String, Sendable, Hashable, CaseIterable {
  /// A constrained width: iPhone portrait, Slide Over, narrow Split View.
  case compact
  /// An expansive width: iPad full screen, wide Split View.
  case regular
}

/// How a drawer is laid out against its content.
public enum DrawerLayoutMode: String, Sendable, Hashable, CaseIterable {
  /// Over the content, opened and closed by the person: the drawer's own state decides.
  case modal
  /// Beside the content, always shown; the drawer's state is kept for when it is modal again.
  case sidebar
}

extension DrawerLayoutMode {
  /// The progress a drawer shows in this mode: the drawer's own when modal, `1` beside the
  /// content as a permanent sidebar (always shown, whatever the modal drawer's kept state).
  ///
  /// ```swift
  /// DrawerLayoutMode.sidebar.shownProgress(0)  // 1
  /// ```
  ///
  /// - Parameter progress: the modal drawer's progress, `0` closed, `1` open, beyond while
  ///   rubber-banding.
  /// - Returns: the progress to draw and to publish to the drawer's content.
  public func shownProgress(_ progress: Double) -> Double {
    self == .modal ? progress : 1
  }
}
