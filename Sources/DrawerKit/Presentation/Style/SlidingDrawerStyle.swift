#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  /// The built-in drawer styles: the engine's six presentation styles, with a scrim, a shadow,
  /// rounded corners and a background.
  ///
  /// Reach them as static members, as SwiftUI's built-in button styles: `.overlay` (Material's
  /// modal drawer, the default), `.push`, `.reveal`, `.parallax`, `.scale` and `.floating`;
  /// adjust them with the modifiers below. Every layer's position comes from the engine's
  /// ``DrawerGeometry``:
  ///
  /// | style | drawer | content |
  /// | --- | --- | --- |
  /// | ``DrawerStyle/overlay`` | slides in over the content | stays, dimmed by the scrim |
  /// | ``DrawerStyle/push`` | slides in | slides by the same amount |
  /// | ``DrawerStyle/reveal`` | waits underneath | slides away to uncover it |
  /// | ``DrawerStyle/parallax`` | slides in at a third of the content's speed | slides away |
  /// | ``DrawerStyle/scale`` | waits underneath | slides, shrinks and rounds its corners |
  /// | ``DrawerStyle/floating`` | slides in over the content as an inset panel | stays, dimmed |
  ///
  /// The drawer's background reaches under the status bar and the home indicator; its content
  /// stays inside the safe area. With Reduce Motion on, the drawer fades in place. Beside a
  /// permanent sidebar the drawer stands open on its side, on its background, with no scrim
  /// and no shadow.
  ///
  /// The floating style is the sidebar of iOS 26 and iPadOS 26: a panel standing in from the
  /// screen's top, bottom and its own side by ``DrawerGeometry/floatingMargin``, with four even
  /// corners concentric to the screen's (Apple's concentric rectangle shape on iOS 26 and
  /// macOS 26; a rounded rectangle of ``DrawerGeometry/floatingFallbackCornerRadius`` before), on
  /// Liquid Glass where the platform draws it and on the regular material elsewhere (opaque
  /// with Reduce Transparency or Increase Contrast, outlined under Increase Contrast), its shadow
  /// cast by the panel's shape on the material (glass draws its own depth and takes none). The
  /// drawer's content is inside the panel and clipped to its shape
  /// (`DrawerGeometry.panel(containerHeight:safeAreaTop:safeAreaBottom:)`): where the safe
  /// area is narrower than the margin (an iPhone in landscape, a Mac window) it stands in by
  /// the difference; under the status bar its scroll views scroll to the panel's edge and are
  /// cut off there, with the panel's corners. A `List` or `Form` in the panel shows the glass
  /// rather than its own opaque background: the style hides the background of the scrollable
  /// views inside (`scrollContentBackground(.hidden)`), which a view of yours can show again
  /// with `scrollContentBackground(.visible)`; rows keep the backgrounds their list style
  /// gives them (clear them with `listRowBackground(_:)`). As a permanent sidebar it floats the
  /// same way beside the content, without a divider. A ``background(_:)`` of your own fills the
  /// panel instead of the glass.
  ///
  /// ```swift
  /// ContentView()
  ///   .drawer(isPresented: $showsMenu) { Menu() }
  ///   .drawerStyle(.overlay.scrim(.black, opacity: 0.5).cornerRadius(16))
  /// ```
  public struct SlidingDrawerStyle: DrawerStyle {
    /// The engine's presentation style the layers follow.
    public var presentation: DrawerPresentationStyle
    /// The scrim's colour over the content; black by default.
    public var scrimColor: Color
    /// The scrim's opacity when the drawer is fully open, `0...1`; Material's 0.32 by default.
    public var scrimOpacity: Double
    /// The shadow's colour at full strength; black at 30 % by default.
    public var shadowColor: Color
    /// The shadow's blur radius in points; 16 by default, `0` for none. The shadow is cast by
    /// the drawer's outline onto the content (overlay, push), or by the content's outline onto
    /// the drawer (reveal, parallax, scale), while the drawer is out.
    public var shadowRadius: CGFloat
    /// The radius of the drawer's two corners that face the content, in points; 0 by default
    /// (Material 3 uses 16).
    public var cornerRadius: CGFloat
    /// What fills the drawer behind its content; the system background by default (the
    /// floating style's panel is glass, or a material, unless this is set).
    public var background: AnyShapeStyle {
      didSet { hasCustomBackground = true }
    }
    /// Whether the app gave the drawer its background, which then fills the floating panel too.
    private var hasCustomBackground: Bool

    /// Creates a style for one of the engine's presentation styles.
    ///
    /// ```swift
    /// .drawerStyle(SlidingDrawerStyle(.push, cornerRadius: 16))
    /// ```
    ///
    /// - Parameters:
    ///   - presentation: how the drawer and the content move.
    ///   - scrimColor: the scrim's colour.
    ///   - scrimOpacity: the scrim's opacity when open; clamped to `0...1`, NaN counts as 0.
    ///   - shadowColor: the shadow's colour at full strength.
    ///   - shadowRadius: the shadow's blur radius in points; negative or NaN counts as 0.
    ///   - cornerRadius: the radius of the corners facing the content; negative or NaN counts
    ///     as 0.
    ///   - background: what fills the drawer; the system background when `nil` (the floating
    ///     style's glass or material).
    public init(
      _ presentation: DrawerPresentationStyle,
      scrimColor: Color = .black,
      scrimOpacity: Double = 0.32,
      shadowColor: Color = Color.black.opacity(0.3),
      shadowRadius: CGFloat = 16,
      cornerRadius: CGFloat = 0,
      background: AnyShapeStyle? = nil
    ) {
      self.presentation = presentation
      self.scrimColor = scrimColor
      self.scrimOpacity = scrimOpacity.isNaN ? 0 : Swift.min(Swift.max(scrimOpacity, 0), 1)
      self.shadowColor = shadowColor
      self.shadowRadius = Self.nonNegative(shadowRadius)
      self.cornerRadius = Self.nonNegative(cornerRadius)
      self.background = background ?? AnyShapeStyle(.background)
      self.hasCustomBackground = background != nil
    }

    /// Draws the content, the scrim and the drawer where the engine's geometry puts them.
    ///
    /// A frame costs what the geometry says it must: the drawer is drawn only while it can be
    /// seen (and waits off the screen otherwise, where no tap on the status bar finds its scroll
    /// view: ``DrawerGeometry/drawnDrawerMinX(inContainerOfWidth:)``), the content is clipped to
    /// a rounded outline only while ``DrawerStyle/scale`` rounds it (otherwise to a plain
    /// rectangle, which needs no offscreen pass), and shadows are cast by shapes (the drawer's
    /// outline, or the content's), never by a view tree, and only while the drawer is out; the
    /// floating panel's glass, which casts none, is not evaluated again while the drawer moves.
    /// The drawer's content is clipped to its surface (a rectangle reaching under the safe
    /// areas, or the floating panel's shape) by the same modifiers in every style, so that it
    /// keeps its place in the view tree, and its state, when the app switches between them.
    /// Where the drawer is seen beneath the content
    /// (``DrawerStyle/reveal``, ``DrawerStyle/parallax``, ``DrawerStyle/scale``) the content is
    /// drawn on the system background, so a transparent content never shows the menu through.
    ///
    /// - Parameter configuration: the drawer at this instant.
    /// - Returns: the composed layers.
    public func makeBody(configuration: Configuration) -> some View {
      let geometry = configuration.geometry(for: presentation)
      let size = configuration.containerSize
      let drawerAbove = geometry.drawerIsAboveContent
      let casts = shadowRadius > 0 && geometry.castsShadow
      let shadow = shadowColor.opacity(geometry.shadowOpacity)
      // The content's outline reaches under the safe areas, unlike the content's own frame, so
      // that what the content draws there (a navigation bar's background, under the status
      // bar) is kept by the clip and covered by the background.
      let outline = DrawerContentOutline(
        cornerRadius: geometry.needsContentMask ? geometry.contentCornerRadius : 0,
        outsets: configuration.safeAreaInsets)
      // The drawer's surface and its content across the screen's height: the floating panel
      // stands in from the screen's edges and its content within it.
      let panel = geometry.panel(
        containerHeight: Double(size.height),
        safeAreaTop: Double(configuration.safeAreaInsets.top),
        safeAreaBottom: Double(configuration.safeAreaInsets.bottom))
      let surfaceOutsets = EdgeInsets(panel.outsets)
      ZStack(alignment: .topLeading) {
        configuration.content
          .overlay {
            if !configuration.isContentInteractive {
              scrimColor
                .opacity(scrimOpacity * geometry.scrimOpacity)
                .ignoresSafeArea()
                .allowsHitTesting(false)
                .accessibilityHidden(true)
            }
          }
          // Always a clip, so that the content keeps its place in the view tree (and its state)
          // as the corners round and straighten: a rectangle while they are square.
          .clipShape(outline)
          .background {
            if geometry.needsOpaqueContentBackground {
              if !drawerAbove && casts {
                outline.fill(.background).shadow(color: shadow, radius: shadowRadius)
              } else {
                outline.fill(.background)
              }
            }
          }
          .frame(width: geometry.contentWidth, height: size.height)
          .scaleEffect(geometry.contentScale)
          .offset(x: geometry.contentOffsetX)
          // Laid out against the side away from a sidebar (the whole container otherwise), so
          // that the content's backgrounds reach under that side's safe area.
          .frame(
            width: size.width, height: size.height,
            alignment: geometry.contentMinX > 0 ? .topTrailing : .topLeading
          )
          .zIndex(drawerAbove ? 0 : 1)
        configuration.drawer
          // A List or a Form on the floating panel shows the panel, not an opaque rectangle.
          .scrollContentBackground(geometry.isFloating ? .hidden : .automatic)
          .padding(.top, CGFloat(panel.contentTopInset))
          .padding(.bottom, CGFloat(panel.contentBottomInset))
          .modifier(DrawerSurfaceClip(outsets: surfaceOutsets, isRounded: panel.isRounded))
          .background {
            if geometry.isFloating {
              DrawerFloatingPanel(
                background: hasCustomBackground ? background : nil,
                shadow: casts ? DrawerSurfaceShadow(color: shadow, radius: shadowRadius) : nil
              )
              .padding(-surfaceOutsets)
            } else if drawerAbove && casts {
              drawerShape(for: geometry)
                .fill(background)
                .shadow(color: shadow, radius: shadowRadius)
                .ignoresSafeArea()
            } else {
              drawerShape(for: geometry)
                .fill(background)
                .ignoresSafeArea()
            }
          }
          // Not drawn at all while it cannot be seen: closed, it is off screen or under the
          // content, and would cost a layer on every frame of the content.
          .opacity(geometry.isDrawerVisible ? geometry.drawerOpacity : 0)
          // Laid out against its own side of the container, so that its background reaches
          // under that side's safe area (a landscape notch on the right, for a drawer on the
          // right), then moved to where the geometry puts it: `ignoresSafeArea` extends a view
          // across the safe-area edges its layout frame touches, and an offset moves only the
          // drawing.
          .frame(
            width: size.width, height: size.height,
            alignment: geometry.side == .left ? .topLeading : .topTrailing
          )
          // Out of sight, it waits off the screen (where no tap on the status bar finds its
          // scroll view).
          .offset(
            x: geometry.drawnDrawerMinX(inContainerOfWidth: Double(size.width))
              - Self.restingMinX(of: geometry, in: size)
          )
          .zIndex(drawerAbove ? 1 : 0)
      }
      .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    /// Where the drawer's left edge is when it is laid out against its side of the container.
    private static func restingMinX(of geometry: DrawerGeometry, in size: CGSize) -> Double {
      geometry.side == .left ? 0 : Double(size.width) - geometry.drawerWidth
    }

    /// The drawer's outline: square on the screen's edge, rounded toward the content; square
    /// all round as a sidebar, flush against the content.
    private func drawerShape(for geometry: DrawerGeometry) -> UnevenRoundedRectangle {
      let toward = geometry.layoutMode == .sidebar ? 0 : cornerRadius
      return geometry.side == .left
        ? UnevenRoundedRectangle(
          topLeadingRadius: 0, bottomLeadingRadius: 0, bottomTrailingRadius: toward,
          topTrailingRadius: toward, style: .continuous)
        : UnevenRoundedRectangle(
          topLeadingRadius: toward, bottomLeadingRadius: toward, bottomTrailingRadius: 0,
          topTrailingRadius: 0, style: .continuous)
    }

    private static func nonNegative(_ value: CGFloat) -> CGFloat {
      value.isNaN ? 0 : Swift.max(value, 0)
    }

    // MARK: Adjustments

    /// The style with another scrim.
    ///
    /// ```swift
    /// .drawerStyle(.overlay.scrim(.black, opacity: 0.5))
    /// ```
    ///
    /// - Parameters:
    ///   - color: the scrim's colour.
    ///   - opacity: its opacity when the drawer is open; clamped to `0...1`, NaN counts as 0.
    /// - Returns: the adjusted style.
    public func scrim(_ color: Color, opacity: Double) -> SlidingDrawerStyle {
      var style = self
      style.scrimColor = color
      style.scrimOpacity = opacity.isNaN ? 0 : Swift.min(Swift.max(opacity, 0), 1)
      return style
    }

    /// The style with another shadow.
    ///
    /// ```swift
    /// .drawerStyle(.push.shadow(.black.opacity(0.2), radius: 24))
    /// ```
    ///
    /// - Parameters:
    ///   - color: the shadow's colour at full strength.
    ///   - radius: the blur radius in points, `0` for none; negative or NaN counts as 0.
    /// - Returns: the adjusted style.
    public func shadow(_ color: Color, radius: CGFloat) -> SlidingDrawerStyle {
      var style = self
      style.shadowColor = color
      style.shadowRadius = Self.nonNegative(radius)
      return style
    }

    /// The style with the drawer's corners that face the content rounded.
    ///
    /// ```swift
    /// .drawerStyle(.overlay.cornerRadius(16))
    /// ```
    ///
    /// - Parameter radius: the radius in points; negative or NaN counts as 0.
    /// - Returns: the adjusted style.
    public func cornerRadius(_ radius: CGFloat) -> SlidingDrawerStyle {
      var style = self
      style.cornerRadius = Self.nonNegative(radius)
      return style
    }

    /// The style with another drawer background.
    ///
    /// ```swift
    /// .drawerStyle(.overlay.background(.thinMaterial))
    /// ```
    ///
    /// - Parameter background: any shape style: a colour, a material, a gradient.
    /// - Returns: the adjusted style.
    public func background<S: ShapeStyle>(_ background: S) -> SlidingDrawerStyle {
      var style = self
      style.background = AnyShapeStyle(background)
      return style
    }
  }

  extension DrawerStyle where Self == SlidingDrawerStyle {
    /// The drawer slides in over the content, which stays, dimmed by a scrim: Material's modal
    /// navigation drawer, and the default.
    public static var overlay: SlidingDrawerStyle { SlidingDrawerStyle(.overlay) }

    /// The drawer slides in and pushes the content along by the same amount: Material's
    /// dismissible drawer.
    public static var push: SlidingDrawerStyle { SlidingDrawerStyle(.push) }

    /// The drawer waits underneath while the content slides away to uncover it.
    public static var reveal: SlidingDrawerStyle { SlidingDrawerStyle(.reveal) }

    /// The drawer slides in at a third of the content's speed while the content slides away.
    public static var parallax: SlidingDrawerStyle { SlidingDrawerStyle(.parallax) }

    /// The content slides away, shrinking and rounding its corners, uncovering the drawer.
    public static var scale: SlidingDrawerStyle { SlidingDrawerStyle(.scale) }

    /// The drawer slides in over the content as a panel inset from the screen's edges, with
    /// corners concentric to the screen's, on Liquid Glass on iOS 26 and macOS 26 and on a
    /// material before: the sidebar of iOS 26. The content stays, dimmed by the scrim.
    ///
    /// ```swift
    /// Inbox()
    ///   .drawer(isPresented: $showsMenu, adaptivity: .sidebarWhenRegular) { Mailboxes() }
    ///   .drawerStyle(.floating)
    /// ```
    public static var floating: SlidingDrawerStyle { SlidingDrawerStyle(.floating) }

    /// A built-in style for one of the engine's presentation styles.
    ///
    /// ```swift
    /// .drawerStyle(.sliding(selectedStyle))  // a style chosen at run time
    /// ```
    ///
    /// - Parameter presentation: how the drawer and the content move.
    /// - Returns: the style.
    public static func sliding(_ presentation: DrawerPresentationStyle) -> SlidingDrawerStyle {
      SlidingDrawerStyle(presentation)
    }
  }
#endif
