/// Where every layer of a drawer is for a given progress: a pure function of the progress, the
/// container, the drawer's width and side, and the presentation style.
///
/// Positions are physical: `x` from the container's left edge, whatever the layout direction, so
/// a host that draws in a mirrored (right-to-left) coordinate space must mirror them back. The
/// drawer's frame is `drawerMinX ..< drawerMinX + drawerWidth` across the full height; the content
/// is translated by `contentOffsetX`, then scaled by `contentScale` about its centre and clipped
/// to `contentCornerRadius`.
///
/// ```swift
/// let geometry = DrawerGeometry(
///   progress: 0.5, container: DrawerSize(width: 390, height: 844), drawerWidth: 300,
///   side: .left, style: .push)
/// geometry.drawerMinX      // -150: half of the drawer is showing
/// geometry.contentOffsetX  // 150: the content moved with it
/// ```
///
/// Progress beyond `0...1` (the rubber band) moves the layers on, past their rest positions;
/// opacities, the content's scale and the corner radius stay within their open values.
public struct DrawerGeometry: Sendable, Hashable {
  /// The content's scale when the ``DrawerPresentationStyle/scale`` drawer is fully open.
  public static let openContentScale = 0.8
  /// The content's corner radius when the ``DrawerPresentationStyle/scale`` drawer is fully open,
  /// in points.
  public static let openContentCornerRadius = 24.0
  /// The fraction of the content's travel the ``DrawerPresentationStyle/parallax`` drawer makes.
  public static let parallaxFactor = 1.0 / 3.0

  /// The progress the geometry was computed for, as given (non-finite counts as 0).
  public let progress: Double
  /// The drawer's left edge, in points from the container's left edge.
  public let drawerMinX: Double
  /// The drawer's width, in points.
  public let drawerWidth: Double
  /// The drawer's opacity, `0...1`; below 1 only when motion is reduced.
  public let drawerOpacity: Double
  /// The content's horizontal translation, in points, positive to the right.
  public let contentOffsetX: Double
  /// The content's scale about its centre, `openContentScale...1`.
  public let contentScale: Double
  /// The content's corner radius, in points.
  public let contentCornerRadius: Double
  /// The scrim's opacity over the content, `0...1`: multiply by the scrim's maximum opacity.
  public let scrimOpacity: Double
  /// The shadow's strength, `0...1`, cast by the drawer onto the content when the drawer is
  /// above it, and by the content onto the drawer otherwise.
  public let shadowOpacity: Double
  /// Whether the drawer is drawn above the content.
  public let drawerIsAboveContent: Bool
  /// The side of the container the drawer is on.
  public let side: DrawerSide

  /// Computes the layers' geometry.
  ///
  /// - Parameters:
  ///   - progress: `0` closed, `1` open, beyond while rubber-banding; non-finite counts as 0.
  ///   - container: the container's size.
  ///   - drawerWidth: the open drawer's width in points; non-finite or negative counts as 0.
  ///   - side: the physical side the drawer is on.
  ///   - style: the presentation style.
  ///   - reducesMotion: when `true` (the system's Reduce Motion), nothing slides: the drawer
  ///     stands at its open position and fades in with the progress, and the content stays.
  public init(
    progress: Double, container: DrawerSize, drawerWidth: Double, side: DrawerSide,
    style: DrawerPresentationStyle, reducesMotion: Bool = false
  ) {
    let progress = progress.isFinite ? progress : 0
    let width = drawerWidth.isFinite ? Swift.max(drawerWidth, 0) : 0
    let clamped = Swift.min(Swift.max(progress, 0), 1)
    self.progress = progress
    self.drawerWidth = width
    self.side = side
    self.drawerIsAboveContent = reducesMotion || style.drawerIsAboveContent
    self.scrimOpacity = clamped
    self.shadowOpacity = clamped

    guard !reducesMotion else {
      self.drawerMinX = side == .left ? 0 : container.width - width
      self.drawerOpacity = clamped
      self.contentOffsetX = 0
      self.contentScale = 1
      self.contentCornerRadius = 0
      return
    }

    // Along the opening axis: how far the drawer's outer edge has travelled in from its closed
    // position, and how far the content has moved aside.
    let travel = progress * width
    let drawerTravel: Double
    let contentTravel: Double
    switch style {
    case .overlay:
      drawerTravel = travel
      contentTravel = 0
    case .push, .scale:
      drawerTravel = style == .push ? travel : width
      contentTravel = travel
    case .reveal:
      drawerTravel = width
      contentTravel = travel
    case .parallax:
      // From a third of the way in when closed to fully in when open.
      drawerTravel = width * (1 - Self.parallaxFactor) + travel * Self.parallaxFactor
      contentTravel = travel
    }
    // A drawer on the left starts at -width; on the right, at the container's right edge.
    self.drawerMinX = side == .left ? drawerTravel - width : container.width - drawerTravel
    self.drawerOpacity = 1
    self.contentOffsetX = side.openingSign * contentTravel
    let scales = style == .scale
    self.contentScale = scales ? 1 - (1 - Self.openContentScale) * clamped : 1
    self.contentCornerRadius = scales ? Self.openContentCornerRadius * clamped : 0
  }

  /// The drawer's right edge, in points from the container's left edge.
  public var drawerMaxX: Double {
    drawerMinX + drawerWidth
  }
}
