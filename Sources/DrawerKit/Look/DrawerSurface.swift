#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The shape of one of DrawerKit's surfaces.
  enum DrawerSurfaceShape {
    /// A capsule: the floating tab bar and its accessory.
    case capsule
    /// The floating drawer's panel, four even corners: concentric to the screen's with Apple's
    /// `ConcentricRectangle` where it exists (iOS 26, macOS 26, visionOS 26), at least
    /// ``DrawerGeometry/floatingMinimumCornerRadius``; a rounded rectangle of
    /// ``DrawerGeometry/floatingFallbackCornerRadius`` before.
    case panel
  }

  /// A surface's shadow, cast by its shape (a shape's shadow is drawn from its path, not from an
  /// offscreen rendering of what the surface holds). Glass draws its own depth and casts none.
  struct DrawerSurfaceShadow {
    var color: Color
    var radius: CGFloat
    var y: CGFloat = 0
  }

  /// Fills a surface with its ``DrawerLook``: Liquid Glass, a material, or an opaque fill,
  /// outlined under Increase Contrast. The view tree above it is written once for every look;
  /// the shape and the glass come from the process's ``DrawerSurfaces/renderer``, the only
  /// place that names `Glass` and `ConcentricRectangle`.
  ///
  /// The structure does not change with the look: where glass exists, `glassEffect` is always
  /// applied, with `Glass.identity` ("your content remains unaffected as if no glass effect was
  /// applied") when the look is not glass, so that a person switching Reduce Transparency on or
  /// off does not rebuild what the surface holds (an accessory's state, a button's press).
  /// What differs between the systems is decided by `#available` once per process.
  struct DrawerSurfaceModifier: ViewModifier {
    let look: DrawerLook
    let shape: DrawerSurfaceShape
    /// What fills the surface when its look is ``DrawerSurfaceLook/material``.
    let material: AnyShapeStyle
    /// Whether glass reacts to touches and the pointer (a control's surface).
    var isInteractive = false
    var shadow: DrawerSurfaceShadow?

    func body(content: Content) -> some View {
      DrawerSurfaces.renderer.surface(content, as: self)
    }

    /// Whether the surface is drawn in Liquid Glass: its look is glass, and this build on this
    /// system draws glass at all (``DrawerSurfaceRenderer/drawsGlass``).
    var drawsGlass: Bool {
      look.isDrawnAsGlass
    }

    /// The content on its backing, where the surface is not glass: the material, or the opaque
    /// system background, casting the shadow. A renderer applies its glass to the result.
    func backed<V: View, S: Shape>(_ content: V, in shape: S) -> some View {
      content.background {
        if !drawsGlass {
          backing(in: shape)
        }
      }
    }

    /// The surface outlined with a contrasting edge under Increase Contrast; the last step of
    /// every renderer's surface.
    func outlined<V: View, S: Shape>(_ surface: V, in shape: S) -> some View {
      surface.overlay {
        if look.isOutlined {
          shape.stroke(.secondary, style: StrokeStyle(lineWidth: 1))
            .allowsHitTesting(false)
        }
      }
    }

    /// The fill of a surface that is not glass: the material, or the opaque system background,
    /// casting the shadow.
    @ViewBuilder private func backing<S: Shape>(in shape: S) -> some View {
      let fill = look.surface == .opaque ? AnyShapeStyle(.background) : material
      if let shadow {
        shape.fill(fill).shadow(color: shadow.color, radius: shadow.radius, y: shadow.y)
      } else {
        shape.fill(fill)
      }
    }
  }

  extension DrawerLook {
    /// Whether a surface of this look is drawn in Liquid Glass: the look is glass, and this
    /// build on this system draws glass at all (``DrawerSurfaceRenderer/drawsGlass``). Glass
    /// draws its own depth: a surface drawn in it takes no shadow.
    var isDrawnAsGlass: Bool {
      surface == .glass && DrawerSurfaces.renderer.drawsGlass
    }
  }

  /// Groups surfaces so that their glass is drawn together and flows from one shape into
  /// another (Apple's `GlassEffectContainer`) where glass exists; elsewhere, the content as it
  /// is. The choice is the process's ``DrawerSurfaces/renderer``, the same for the life of the
  /// process, so the content keeps its identity whatever the look.
  struct DrawerSurfaceGroup<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
      DrawerSurfaces.renderer.group(content)
    }
  }

  extension View {
    /// Fills the view's surface with a look; see ``DrawerSurfaceModifier``.
    func drawerSurface(
      _ look: DrawerLook, in shape: DrawerSurfaceShape, material: AnyShapeStyle,
      isInteractive: Bool = false, shadow: DrawerSurfaceShadow? = nil
    ) -> some View {
      modifier(
        DrawerSurfaceModifier(
          look: look, shape: shape, material: material, isInteractive: isInteractive,
          shadow: shadow))
    }

    /// Names the glass within this view in a namespace, so that inside a
    /// ``DrawerSurfaceGroup`` it morphs into and out of the shapes that come and go
    /// (`glassEffectID(_:in:)`); nothing where glass does not exist.
    func drawerSurfaceID(
      _ id: some Hashable & Sendable, in namespace: Namespace.ID
    ) -> some View {
      DrawerSurfaces.renderer.identified(self, by: id, in: namespace)
    }
  }
#endif
