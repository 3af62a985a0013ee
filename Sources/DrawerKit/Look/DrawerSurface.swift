#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The shape of one of DrawerKit's surfaces.
  enum DrawerSurfaceShape {
    /// A capsule: the floating tab bar and its accessory.
    case capsule
    /// The floating drawer's panel: concentric to the screen's corners with Apple's
    /// `ConcentricRectangle` where it exists (iOS 26, macOS 26, visionOS 26), never rounder than
    /// ``DrawerGeometry/floatingMinimumCornerRadius`` allows; a rounded rectangle of
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
  /// outlined under Increase Contrast. The one place in DrawerKit that names `Glass` and
  /// `ConcentricRectangle`; the view tree above it is written once for every look.
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
      switch shape {
      case .capsule:
        surface(content, in: Capsule())
      case .panel:
        #if compiler(>=6.2)
          if #available(iOS 26.0, macCatalyst 26.0, macOS 26.0, visionOS 26.0, *) {
            surface(
              content,
              in: ConcentricRectangle(
                corners: .concentric(
                  minimum: .fixed(CGFloat(DrawerGeometry.floatingMinimumCornerRadius)))))
          } else {
            surface(content, in: Self.fallbackPanel)
          }
        #else
          surface(content, in: Self.fallbackPanel)
        #endif
      }
    }

    private static var fallbackPanel: RoundedRectangle {
      RoundedRectangle(
        cornerRadius: CGFloat(DrawerGeometry.floatingFallbackCornerRadius), style: .continuous)
    }

    /// Whether this build on this system draws Liquid Glass at all, as the one place that asks
    /// decided it (``DrawerDesign/current``).
    private static var systemDrawsGlass: Bool {
      DrawerDesign.current.sdkHasGlass && DrawerDesign.current.systemHasGlass
    }

    private func surface<S: Shape>(_ content: Content, in shape: S) -> some View {
      let drawsGlass = look.surface == .glass && Self.systemDrawsGlass
      return glass(
        content.background {
          if !drawsGlass {
            backing(in: shape)
          }
        }, in: shape, isGlass: drawsGlass
      )
      .overlay {
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

    @ViewBuilder private func glass<V: View, S: Shape>(
      _ view: V, in shape: S, isGlass: Bool
    ) -> some View {
      #if compiler(>=6.2) && !os(visionOS)
        if #available(iOS 26.0, macCatalyst 26.0, macOS 26.0, *) {
          view.glassEffect(
            isGlass ? (isInteractive ? Glass.regular.interactive() : .regular) : .identity,
            in: shape)
        } else {
          view
        }
      #else
        view
      #endif
    }
  }

  /// Groups surfaces so that their glass is drawn together and flows from one shape into
  /// another (Apple's `GlassEffectContainer`) where glass exists; elsewhere, the content as it
  /// is. The choice is made by `#available`, the same for the life of the process, so the
  /// content keeps its identity whatever the look.
  struct DrawerSurfaceGroup<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
      #if compiler(>=6.2) && !os(visionOS)
        if #available(iOS 26.0, macCatalyst 26.0, macOS 26.0, *) {
          GlassEffectContainer { content }
        } else {
          content
        }
      #else
        content
      #endif
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
    @ViewBuilder func drawerSurfaceID(
      _ id: some Hashable & Sendable, in namespace: Namespace.ID
    ) -> some View {
      #if compiler(>=6.2) && !os(visionOS)
        if #available(iOS 26.0, macCatalyst 26.0, macOS 26.0, *) {
          glassEffectID(id, in: namespace)
        } else {
          self
        }
      #else
        self
      #endif
    }
  }
#endif
