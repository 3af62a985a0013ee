#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// How this build, on this system, draws DrawerKit's surfaces: the shape of the floating
  /// drawer's panel, the glass on a surface, the group that draws glass together and the names
  /// that let it morph. The view tree above is written once; only this differs.
  ///
  /// Two renderers exist: ``GlassSurfaceRenderer``, the one type that names the glass and shape
  /// API of the iOS 26 and macOS 26 SDKs, and ``ClassicSurfaceRenderer``, the earlier design.
  /// ``DrawerSurfaces/renderer`` chooses between them once per process. A renderer returns its
  /// views type-erased, as SwiftUI's `ViewBuilder` does for an `if #available` branch, since which
  /// one draws is known only at run time; it is the same for the life of the process, so the
  /// views keep their identity.
  protocol DrawerSurfaceRenderer: Sendable {
    /// Whether the code was built with an SDK that has Liquid Glass (Xcode 26, Swift 6.2).
    var sdkHasGlass: Bool { get }
    /// Whether the running system draws Liquid Glass (iOS 26, macOS 26 or later; glass is not
    /// drawn on visionOS).
    var systemHasGlass: Bool { get }

    /// Fills a view's surface as the modifier says (its look, shape, material and shadow).
    ///
    /// - Parameters:
    ///   - content: the view.
    ///   - surface: the surface's look, shape, material and shadow, and the backing and outline
    ///     it draws around the renderer's glass.
    /// - Returns: the view on its surface.
    @MainActor func surface<Content: View>(
      _ content: Content, as surface: DrawerSurfaceModifier
    ) -> AnyView

    /// Groups surfaces so that their glass is drawn together and flows from one shape into
    /// another; the content as it is where there is no glass.
    ///
    /// - Parameter content: the surfaces.
    /// - Returns: the group.
    @MainActor func group<Content: View>(_ content: Content) -> AnyView

    /// Names the glass within a view in a namespace, so that inside a group it morphs into and
    /// out of the shapes that come and go; the view as it is where there is no glass.
    ///
    /// - Parameters:
    ///   - content: the view.
    ///   - id: the glass's name.
    ///   - namespace: the namespace the name is unique in.
    /// - Returns: the view, its glass named.
    @MainActor func identified<Content: View, ID: Hashable & Sendable>(
      _ content: Content, by id: ID, in namespace: Namespace.ID
    ) -> AnyView

    /// Clips a view to a drawer's surface: the floating panel's shape, the very shape its
    /// surface is drawn in (``DrawerSurfaceShape/panel``), or a rectangle for a sliding
    /// drawer's surface. A clip to a shape, which needs no offscreen pass, unlike a mask or a
    /// compositing group.
    ///
    /// - Parameters:
    ///   - content: the view, laid out in the surface's frame.
    ///   - isRounded: whether the surface is the floating panel (`DrawerPanelLayout.isRounded`).
    /// - Returns: the view, clipped.
    @MainActor func clipped<Content: View>(_ content: Content, toPanel isRounded: Bool) -> AnyView
  }

  extension DrawerSurfaceRenderer {
    /// Whether this build on this system draws Liquid Glass at all: the SDK has it and the
    /// system draws it.
    var drawsGlass: Bool {
      sdkHasGlass && systemHasGlass
    }
  }

  /// The process's surface renderer: the one door to the glass API of the iOS 26 and macOS 26
  /// SDKs, asked by ``DrawerDesign/current`` for the platform's facts and by every surface for
  /// its drawing.
  enum DrawerSurfaces {}

  /// The surfaces of the earlier design: the panel a rounded rectangle with four even corners of
  /// ``DrawerGeometry/floatingFallbackCornerRadius`` (no public API tells the screen's own radius
  /// before iOS 26), no glass, no group, no names.
  struct ClassicSurfaceRenderer: DrawerSurfaceRenderer {
    /// Whether the code was built with an SDK that has Liquid Glass, on a system that does not
    /// draw it.
    let sdkHasGlass: Bool

    var systemHasGlass: Bool {
      false
    }

    @MainActor func surface<Content: View>(
      _ content: Content, as surface: DrawerSurfaceModifier
    ) -> AnyView {
      switch surface.shape {
      case .capsule:
        return AnyView(surface.outlined(surface.backed(content, in: Capsule()), in: Capsule()))
      case .panel:
        let panel = Self.panel(isRounded: true)
        return AnyView(surface.outlined(surface.backed(content, in: panel), in: panel))
      }
    }

    @MainActor func clipped<Content: View>(_ content: Content, toPanel isRounded: Bool) -> AnyView {
      AnyView(content.clipShape(Self.panel(isRounded: isRounded)))
    }

    /// The floating panel's shape, or a square one of the same type, so that a style switching
    /// between them keeps what it clips in place.
    private static func panel(isRounded: Bool) -> RoundedRectangle {
      RoundedRectangle(
        cornerRadius: isRounded ? CGFloat(DrawerGeometry.floatingFallbackCornerRadius) : 0,
        style: .continuous)
    }

    @MainActor func group<Content: View>(_ content: Content) -> AnyView {
      AnyView(content)
    }

    @MainActor func identified<Content: View, ID: Hashable & Sendable>(
      _ content: Content, by id: ID, in namespace: Namespace.ID
    ) -> AnyView {
      AnyView(content)
    }
  }

  // The one compiler check and the one availability check in front of the glass: Xcode 16's
  // Swift (6.1) has no iOS 26 SDK and never type-checks `GlassSurfaceRenderer`.
  #if compiler(>=6.2)
    extension DrawerSurfaces {
      /// ``GlassSurfaceRenderer`` where the system is iOS 26, macOS 26, visionOS 26 or later;
      /// ``ClassicSurfaceRenderer`` before, on a build that has the new SDK. Decided once per
      /// process.
      static let renderer: any DrawerSurfaceRenderer = {
        if #available(iOS 26.0, macCatalyst 26.0, macOS 26.0, visionOS 26.0, *) {
          return GlassSurfaceRenderer()
        }
        return ClassicSurfaceRenderer(sdkHasGlass: true)
      }()
    }

    /// The surfaces of the iOS 26 design, and the only type in DrawerKit that names the glass
    /// and shape API of the iOS 26 and macOS 26 SDKs: the floating drawer's panel a
    /// `ConcentricRectangle` (iOS 26, macOS 26, visionOS 26), and Apple's Liquid Glass
    /// (`glassEffect(_:in:)`, `GlassEffectContainer`, `glassEffectID(_:in:)`; iOS 26 and
    /// macOS 26, not visionOS, where the surfaces keep their material).
    ///
    /// The panel's four corners are even, as the earlier design's rounded rectangle's are:
    /// `ConcentricRectangle(corners:isUniform:)` with `isUniform: true`, which (Apple's
    /// documentation) works out each corner's concentric radius and gives all four the largest.
    /// Left to its default, `false`, the two corners away from the screen's, far from any of its
    /// corners, would drop to the minimum while the two beside it stayed round: a lopsided panel
    /// the earlier design never draws. Each corner is at least
    /// ``DrawerGeometry/floatingMinimumCornerRadius``.
    @available(iOS 26.0, macCatalyst 26.0, macOS 26.0, visionOS 26.0, *)
    struct GlassSurfaceRenderer: DrawerSurfaceRenderer {
      var sdkHasGlass: Bool {
        true
      }

      var systemHasGlass: Bool {
        #if os(visionOS)
          false
        #else
          true
        #endif
      }

      @MainActor func surface<Content: View>(
        _ content: Content, as surface: DrawerSurfaceModifier
      ) -> AnyView {
        switch surface.shape {
        case .capsule:
          return AnyView(glazed(content, as: surface, in: Capsule()))
        case .panel:
          return AnyView(glazed(content, as: surface, in: Self.panel(isRounded: true)))
        }
      }

      @MainActor func clipped<Content: View>(_ content: Content, toPanel isRounded: Bool)
        -> AnyView
      {
        AnyView(content.clipShape(Self.panel(isRounded: isRounded)))
      }

      /// The floating panel's shape, four even corners concentric to the screen's, or a square
      /// one of the same type, so that a style switching between them keeps what it clips in
      /// place.
      private static func panel(isRounded: Bool) -> ConcentricRectangle {
        ConcentricRectangle(
          corners: isRounded
            ? .concentric(minimum: .fixed(CGFloat(DrawerGeometry.floatingMinimumCornerRadius)))
            : .fixed(0),
          isUniform: true)
      }

      @MainActor func group<Content: View>(_ content: Content) -> AnyView {
        #if os(visionOS)
          AnyView(content)
        #else
          AnyView(GlassEffectContainer { content })
        #endif
      }

      @MainActor func identified<Content: View, ID: Hashable & Sendable>(
        _ content: Content, by id: ID, in namespace: Namespace.ID
      ) -> AnyView {
        #if os(visionOS)
          AnyView(content)
        #else
          AnyView(content.glassEffectID(id, in: namespace))
        #endif
      }

      /// The surface in its shape: on its backing where it is not glass, under glass always
      /// (`Glass.identity` when the look is not glass, so that the structure does not change
      /// with the look), outlined under Increase Contrast. On visionOS, without glass.
      @MainActor private func glazed<Content: View, S: Shape>(
        _ content: Content, as surface: DrawerSurfaceModifier, in shape: S
      ) -> some View {
        let backed = surface.backed(content, in: shape)
        #if os(visionOS)
          return surface.outlined(backed, in: shape)
        #else
          let isGlass = surface.drawsGlass
          return surface.outlined(
            backed.glassEffect(
              isGlass
                ? (surface.isInteractive ? Glass.regular.interactive() : .regular) : .identity,
              in: shape),
            in: shape)
        #endif
      }
    }
  #else
    extension DrawerSurfaces {
      /// ``ClassicSurfaceRenderer``: a build without the iOS 26 SDK draws the earlier design on
      /// every system.
      static let renderer: any DrawerSurfaceRenderer = ClassicSurfaceRenderer(sdkHasGlass: false)
    }
  #endif
#endif
