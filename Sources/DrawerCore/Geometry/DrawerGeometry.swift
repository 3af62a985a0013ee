/// Where every layer of a drawer is for a given progress: a pure function of the progress, the
/// container, the drawer's width and side, and the presentation style.
///
/// Positions are physical: `x` from the container's left edge, whatever the layout direction, so
/// a host that draws in a mirrored (right-to-left) coordinate space must mirror them back. The
/// drawer's frame is `drawerMinX ..< drawerMinX + drawerWidth` across the full height; the
/// content's is `contentMinX ..< contentMinX + contentWidth` (the whole container, unless the
/// drawer is a permanent sidebar beside it), translated by `contentOffsetX`, then scaled by
/// `contentScale` about its centre and clipped to `contentCornerRadius`.
///
/// The geometry also says what a frame costs: which layers must be drawn at all
/// (``isDrawerVisible``), and which need an offscreen pass (``needsContentMask``,
/// ``castsShadow``), so that a drawer at rest costs nothing beyond its content.
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
///
/// The container is the safe area; the screen reaches beyond it by the safe-area inset on the
/// drawer's side (a landscape notch or Dynamic Island, 47–59 pt), and the drawer's background
/// reaches under that inset to the screen's edge (``drawerBackgroundMinX``,
/// ``drawerBackgroundMaxX``). A drawer above the content therefore travels its width *plus the
/// inset*, so that the background slides in from the screen's edge and is entirely off screen
/// when closed, rather than a band of it appearing under the notch on the first frame:
///
/// ```swift
/// let notched = DrawerGeometry(
///   progress: 0, container: DrawerSize(width: 750, height: 390), drawerWidth: 300,
///   side: .left, style: .overlay, safeAreaInset: 59)
/// notched.drawerMinX            // -359
/// notched.drawerBackgroundMaxX  // -59: the screen's edge
/// ```
///
/// The ``DrawerPresentationStyle/floating`` drawer is a panel that stands in from the screen's
/// edges by ``drawerMargin`` instead: open, its outer edge is ``floatingMargin`` from the
/// screen's edge (or at the container's edge, when the safe area beyond it is wider than the
/// margin), and its background is its own frame, reaching under no safe area. Closed, it waits
/// wholly off the screen; see ``DrawerGeometry/floatingCornerRadius(screenCornerRadius:)`` for
/// its corners.
public struct DrawerGeometry: Sendable, Hashable {
  /// The content's scale when the ``DrawerPresentationStyle/scale`` drawer is fully open.
  public static let openContentScale = 0.8
  /// The content's corner radius when the ``DrawerPresentationStyle/scale`` drawer is fully open,
  /// in points.
  public static let openContentCornerRadius = 24.0
  /// The fraction of the content's travel the ``DrawerPresentationStyle/parallax`` drawer makes.
  public static let parallaxFactor = 1.0 / 3.0
  /// How far the ``DrawerPresentationStyle/floating`` drawer's panel stands in from the screen's
  /// edges (top, bottom and its own side), in points: 8, the standard spacing, near enough to
  /// the edge that corners concentric to the screen's stay well rounded.
  public static let floatingMargin = 8.0

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
  /// The content's width, in points: the container's, or what a permanent sidebar leaves of it.
  public let contentWidth: Double
  /// Whether any of the drawer can be seen: it is on screen, not transparent, and not covered
  /// by the content.
  ///
  /// A style draws the drawer only when this is `true`. A closed ``DrawerPresentationStyle/reveal``,
  /// ``DrawerPresentationStyle/parallax`` or ``DrawerPresentationStyle/scale`` drawer waits under
  /// the content, entirely covered; a closed ``DrawerPresentationStyle/overlay`` or
  /// ``DrawerPresentationStyle/push`` drawer is off screen. Drawing either would cost a layer on
  /// every frame of the content (and show through a transparent content) for nothing.
  public let isDrawerVisible: Bool
  /// Whether the drawer is a modal drawer or a permanent sidebar beside the content.
  public let layoutMode: DrawerLayoutMode
  /// How far the screen reaches beyond the container on the drawer's side, in points, at least
  /// 0: how far the drawer's background reaches past its outer edge.
  public let safeAreaInset: Double
  /// The presentation style the geometry was computed for.
  public let style: DrawerPresentationStyle
  /// How far the drawer's panel stands in from the screen's edges, in points:
  /// ``floatingMargin`` for the ``DrawerPresentationStyle/floating`` style (at the top and the
  /// bottom of the screen, and on its own side unless the safe area there is wider), `0` for the
  /// others, whose background runs to the screen's edges.
  public let drawerMargin: Double

  /// How the drawn drawer's inner edge travels for `style` past a container side whose screen
  /// reaches `safeAreaInset` points farther, for the engine (``DrawerConfiguration/edgeTravel``):
  /// a drawer above the content (overlay, push, floating) starts the inset beyond the side and
  /// travels its width plus the inset (the floating panel, plus its gap at the screen's edge);
  /// a drawer beneath the content, or one that fades in place (`reducesMotion`), shows the
  /// content's edge or none, which moves with the offset.
  ///
  /// ```swift
  /// DrawerGeometry.edgeTravel(style: .overlay, safeAreaInset: 59)  // start 59, extra 59
  /// ```
  ///
  /// - Parameters:
  ///   - style: the presentation style.
  ///   - safeAreaInset: how far the screen reaches beyond the container on the drawer's side,
  ///     in points; negative or non-finite counts as 0.
  ///   - reducesMotion: whether the drawer fades in place instead of sliding.
  /// - Returns: the travel, ``DrawerEdgeTravel/none`` when the drawn edge is the offset.
  public static func edgeTravel(
    style: DrawerPresentationStyle, safeAreaInset: Double, reducesMotion: Bool = false
  ) -> DrawerEdgeTravel {
    let inset = safeAreaInset.isFinite ? Swift.max(safeAreaInset, 0) : 0
    guard !reducesMotion else { return .none }
    switch style {
    case .overlay, .push: return DrawerEdgeTravel(start: inset, extra: inset)
    case .floating:
      return DrawerEdgeTravel(start: inset, extra: inset + Swift.max(floatingMargin - inset, 0))
    case .reveal, .parallax, .scale: return .none
    }
  }

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
  ///   - layoutMode: ``DrawerLayoutMode/modal`` (the default) for a drawer that slides over or
  ///     under the content; ``DrawerLayoutMode/sidebar`` for a permanent sidebar: the drawer
  ///     stands open on its side, the content fills the rest of the container, and there is
  ///     no scrim, whatever the progress and the style, and no shadow, except under the
  ///     ``DrawerPresentationStyle/floating`` panel, which floats above the window.
  ///   - safeAreaInset: how far the screen reaches beyond the container on the drawer's side, in
  ///     points; `0` by default. A drawer above the content (overlay, push, floating) travels its
  ///     width plus this inset, from wholly off screen to open (the floating panel travels on to
  ///     its margin); the content's travel is unchanged. Negative or non-finite counts as 0.
  public init(
    progress: Double, container: DrawerSize, drawerWidth: Double, side: DrawerSide,
    style: DrawerPresentationStyle, reducesMotion: Bool = false,
    layoutMode: DrawerLayoutMode = .modal, safeAreaInset: Double = 0
  ) {
    let progress = progress.isFinite ? progress : 0
    let width = drawerWidth.isFinite ? Swift.max(drawerWidth, 0) : 0
    let containerWidth = container.width.isFinite ? Swift.max(container.width, 0) : 0
    let inset = safeAreaInset.isFinite ? Swift.max(safeAreaInset, 0) : 0
    let clamped = Swift.min(Swift.max(progress, 0), 1)
    self.progress = progress
    self.drawerWidth = width
    self.side = side
    self.layoutMode = layoutMode
    self.safeAreaInset = inset
    self.style = style
    let floats = style == .floating
    self.drawerMargin = floats ? Self.floatingMargin : 0
    // The open drawer's distance from the container's edge on its side: the floating panel
    // keeps its margin from the screen's edge, which the safe area may already give.
    let openGap = floats ? Swift.max(Self.floatingMargin - inset, 0) : 0
    let openMinX = side == .left ? openGap : containerWidth - width - openGap

    guard layoutMode == .modal else {
      // Beside the content: nothing moves, overlaps or darkens; the floating panel still casts
      // its shadow on the window beneath it.
      self.drawerIsAboveContent = true
      self.scrimOpacity = 0
      self.shadowOpacity = floats && width > 0 ? 1 : 0
      self.drawerMinX = openMinX
      self.drawerOpacity = 1
      self.contentWidth = Swift.max(containerWidth - width - openGap, 0)
      self.contentOffsetX = 0
      self.contentScale = 1
      self.contentCornerRadius = 0
      self.isDrawerVisible = width > 0
      return
    }

    self.drawerIsAboveContent = reducesMotion || style.drawerIsAboveContent
    self.scrimOpacity = clamped
    self.shadowOpacity = clamped
    self.contentWidth = containerWidth

    guard !reducesMotion else {
      self.drawerMinX = openMinX
      self.drawerOpacity = clamped
      self.contentOffsetX = 0
      self.contentScale = 1
      self.contentCornerRadius = 0
      self.isDrawerVisible = width > 0 && clamped > 0
      return
    }

    // Along the opening axis: how far the drawer's outer edge has travelled in from its closed
    // position, and how far the content has moved aside. A drawer above the content starts
    // the inset farther out, with its background's edge on the screen's, and travels the inset
    // too; in push the content, which also reaches under the inset, still meets it.
    let travel = progress * width
    let drawerTravel: Double
    let contentTravel: Double
    switch style {
    case .overlay:
      drawerTravel = progress * (width + inset) - inset
      contentTravel = 0
    case .floating:
      drawerTravel = progress * (width + inset + openGap) - inset
      contentTravel = 0
    case .push:
      drawerTravel = progress * (width + inset) - inset
      contentTravel = travel
    case .scale:
      drawerTravel = width
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
    let drawerMinX = side == .left ? drawerTravel - width : containerWidth - drawerTravel
    self.drawerMinX = drawerMinX
    self.drawerOpacity = 1
    self.contentOffsetX = side.openingSign * contentTravel
    let scales = style == .scale
    let contentScale = scales ? 1 - (1 - Self.openContentScale) * clamped : 1
    self.contentScale = contentScale
    self.contentCornerRadius = scales ? Self.openContentCornerRadius * clamped : 0
    // The background shows under the inset too.
    let onScreen =
      width > 0 && drawerMinX + width > (side == .left ? -inset : 0)
      && drawerMinX < containerWidth + (side == .right ? inset : 0)
    if style.drawerIsAboveContent {
      self.isDrawerVisible = onScreen
    } else {
      // Underneath, the drawer shows only where the content has moved aside toward the opening
      // direction or shrunk; the rubber band past closed moves the content the other way.
      self.isDrawerVisible = onScreen && (contentTravel > 0 || contentScale < 1)
    }
  }

  /// The drawer's right edge, in points from the container's left edge.
  public var drawerMaxX: Double {
    drawerMinX + drawerWidth
  }

  /// The left edge of the drawer's background, which reaches under the safe area on the
  /// drawer's side: ``drawerMinX`` less the inset for a drawer on the left; the floating panel's
  /// own edge, ``drawerMinX``.
  public var drawerBackgroundMinX: Double {
    side == .left && style != .floating ? drawerMinX - safeAreaInset : drawerMinX
  }

  /// The right edge of the drawer's background: ``drawerMaxX`` plus the inset for a drawer on
  /// the right; the floating panel's own edge, ``drawerMaxX``.
  public var drawerBackgroundMaxX: Double {
    side == .right && style != .floating ? drawerMaxX + safeAreaInset : drawerMaxX
  }

  /// The content's left edge before its translation, in points from the container's left edge:
  /// `0`, or the sidebar's right edge when a permanent sidebar stands on the left (its width,
  /// plus the floating panel's margin).
  ///
  /// The content is laid out against the side away from the drawer.
  public var contentMinX: Double {
    side == .left && layoutMode == .sidebar ? drawerMaxX : 0
  }

  /// Whether the content's corners are rounded, so that it must be clipped to
  /// ``contentCornerRadius``: only while a ``DrawerPresentationStyle/scale`` drawer is open or
  /// on its way. A clip to a rounded outline is an offscreen pass; a style that clips only when
  /// this is `true` costs nothing while the drawer is closed.
  public var needsContentMask: Bool {
    contentCornerRadius > 0
  }

  /// Whether a shadow is cast at all (``shadowOpacity`` above 0): never when the drawer is
  /// closed, and never beside a permanent sidebar but the floating one.
  ///
  /// Cast it from a shape (the drawer's outline, or the content's) rather than from a view
  /// tree: a shape's shadow is drawn from its path, a view tree's from an offscreen rendering of
  /// everything in it.
  public var castsShadow: Bool {
    shadowOpacity > 0
  }

  /// Whether the content must be drawn on an opaque background: the drawer can be seen beneath
  /// it (``DrawerPresentationStyle/reveal``, ``DrawerPresentationStyle/parallax``,
  /// ``DrawerPresentationStyle/scale``, out of its closed position), so a content with
  /// transparent parts would show the menu through them. Closed, the drawer is not drawn and
  /// the background would only add a layer.
  public var needsOpaqueContentBackground: Bool {
    !drawerIsAboveContent && isDrawerVisible
  }
}
