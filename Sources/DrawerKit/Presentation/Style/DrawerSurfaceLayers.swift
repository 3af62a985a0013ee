#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The content's outline: its frame pushed out by the safe-area insets to the screen's edges,
  /// with rounded corners while the scale style shrinks it. A rectangle with square corners,
  /// which clips without an offscreen pass.
  struct DrawerContentOutline: Shape {
    var cornerRadius: CGFloat
    var outsets: EdgeInsets

    func path(in rect: CGRect) -> Path {
      let outlined = CGRect(
        x: rect.minX - outsets.leading, y: rect.minY - outsets.top,
        width: rect.width + outsets.leading + outsets.trailing,
        height: rect.height + outsets.top + outsets.bottom)
      return Path(roundedRect: outlined, cornerRadius: cornerRadius, style: .continuous)
    }
  }

  /// Clips the drawer's content to its surface (``DrawerPanelLayout``): the view is padded out
  /// to the surface's frame, clipped there to the surface's shape by the process's renderer
  /// (the floating panel's, or a rectangle reaching under the safe areas), and given its own
  /// size back, so that nothing moves. The modifiers are the same for every style, so that the
  /// drawer's content keeps its place in the view tree when the style changes; they change only
  /// with the container, never from one frame to the next.
  struct DrawerSurfaceClip: ViewModifier {
    /// How far the surface reaches beyond the content on each side, in points.
    let outsets: EdgeInsets
    let isRounded: Bool

    func body(content: Content) -> some View {
      DrawerSurfaces.renderer.clipped(content.padding(outsets), toPanel: isRounded)
        .padding(-outsets)
    }
  }

  /// The floating drawer's panel behind its content, in the panel's frame, on the surface its
  /// look says (``DrawerSurfaceModifier``), or filled with the app's own background.
  ///
  /// The shadow changes with every frame of the drawer's motion; glass draws its own depth and
  /// is given none, so that its surface is the same from one frame to the next and is not
  /// evaluated again while the drawer moves.
  struct DrawerFloatingPanel: View {
    /// The app's background, or `nil` for glass where it is drawn and a material elsewhere.
    let background: AnyShapeStyle?
    let shadow: DrawerSurfaceShadow?

    /// The material of a panel that is not glass, made once: a new erased style on every frame
    /// would count as a change of the surface.
    private static let material = AnyShapeStyle(.regularMaterial)

    var body: some View {
      DrawerLookReader(request: background == nil ? .glass : .material) { look in
        Color.clear
          .drawerSurface(
            look, in: .panel, material: background ?? Self.material,
            shadow: look.isDrawnAsGlass ? nil : shadow
          )
      }
    }
  }

  extension EdgeInsets {
    /// The insets for a panel's outsets, its left edge leading: a style's body is laid out left
    /// to right.
    init(_ outsets: DrawerPanelLayout.Outsets) {
      self.init(
        top: CGFloat(outsets.top), leading: CGFloat(outsets.left),
        bottom: CGFloat(outsets.bottom), trailing: CGFloat(outsets.right))
    }

    /// The insets turned inside out, to undo a padding.
    static prefix func - (insets: EdgeInsets) -> EdgeInsets {
      EdgeInsets(
        top: -insets.top, leading: -insets.leading, bottom: -insets.bottom,
        trailing: -insets.trailing)
    }
  }
#endif
