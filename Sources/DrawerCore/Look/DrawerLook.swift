/// What fills a surface of DrawerKit's (the floating tab bar, the floating drawer's panel).
@_spi(DrawerKit) public enum DrawerSurfaceLook: String, Sendable, Hashable, CaseIterable {
  /// Apple's Liquid Glass (iOS 26, macOS 26 and later).
  case glass
  /// A translucent system material, as before iOS 26 (it turns opaque by itself when the person
  /// reduces transparency).
  case material
  /// An opaque fill, for a person who reduces transparency or increases contrast, where glass
  /// would stand.
  case opaque
}

/// Which surface a style asks for.
@_spi(DrawerKit) public enum DrawerSurfaceRequest: String, Sendable, Hashable, CaseIterable {
  /// The new design where the platform offers glass, and exactly the look of earlier releases
  /// elsewhere: what an app gets by default.
  case automatic
  /// The new design everywhere: glass where the platform offers it, a material on earlier
  /// systems, so that an app that still supports iOS 17 can ask for it.
  case glass
  /// A material everywhere, as before iOS 26.
  case material
}

/// The look of one of DrawerKit's surfaces, decided once from named facts: the style's request,
/// what the platform offers (``DrawerDesign``) and two accessibility settings.
///
/// Views read the look; they never ask the system themselves. The rules:
///
/// - ``DrawerSurfaceRequest/material`` is a material in the earlier design, whatever the
///   platform: nothing changes for a style that asks for it (materials follow Reduce
///   Transparency by themselves).
/// - ``DrawerSurfaceRequest/automatic`` follows the new design only where the platform offers
///   glass (``DrawerDesign/offersGlass``); elsewhere, an app built with Xcode 16, running before
///   iOS 26, or opted out of the new design, keeps the earlier look, untouched.
/// - ``DrawerSurfaceRequest/glass`` follows the new design everywhere, on a material where glass
///   is not offered.
/// - In the new design, Reduce Transparency (SwiftUI's `accessibilityReduceTransparency`) or
///   Increase Contrast (`colorSchemeContrast == .increased`) gives an opaque surface, since
///   glass shows the content through; Increase Contrast also outlines it (``isOutlined``), as
///   the system outlines its controls then.
///
/// ```swift
/// let look = DrawerLook(
///   request: .automatic, design: .liquidGlass, reducesTransparency: false,
///   increasesContrast: false)
/// look.surface  // .glass
/// DrawerLook(request: .automatic, design: .classic).surface  // .material, the earlier look
/// ```
@_spi(DrawerKit) public struct DrawerLook: Sendable, Hashable {
  /// What fills the surface.
  public let surface: DrawerSurfaceLook
  /// Whether the surface is outlined with a contrasting edge (Increase Contrast, in the new
  /// design).
  public let isOutlined: Bool
  /// Whether the surface is laid out in the iOS 26 design (the glass tab bar's shape and
  /// spacing), whatever fills it; `false` for the earlier design, drawn as it always was.
  public let followsNewDesign: Bool

  /// Decides the look.
  ///
  /// - Parameters:
  ///   - request: what the style asks for.
  ///   - design: what the platform offers.
  ///   - reducesTransparency: whether the person reduces transparency.
  ///   - increasesContrast: whether the person increases contrast.
  public init(
    request: DrawerSurfaceRequest, design: DrawerDesign, reducesTransparency: Bool = false,
    increasesContrast: Bool = false
  ) {
    let newDesign: Bool
    switch request {
    case .automatic: newDesign = design.offersGlass
    case .glass: newDesign = true
    case .material: newDesign = false
    }
    followsNewDesign = newDesign
    guard newDesign else {
      surface = .material
      isOutlined = false
      return
    }
    if reducesTransparency || increasesContrast {
      surface = .opaque
    } else {
      surface = design.offersGlass ? .glass : .material
    }
    isOutlined = increasesContrast
  }
}
