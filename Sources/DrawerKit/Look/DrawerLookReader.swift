#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// Hands its content the look of a surface, decided by ``DrawerLook`` from the style's request,
  /// the platform's facts in the environment and the person's Reduce Transparency and Increase
  /// Contrast settings: views read the look, they never ask the system themselves.
  ///
  /// It reads three environment values that change only when the person changes a setting, so
  /// it redraws its content then and at no other time.
  struct DrawerLookReader<Content: View>: View {
    let request: DrawerSurfaceRequest
    @ViewBuilder let content: (DrawerLook) -> Content
    @Environment(\.drawerDesign) private var design
    @Environment(\.accessibilityReduceTransparency) private var reducesTransparency
    @Environment(\.colorSchemeContrast) private var contrast

    var body: some View {
      content(
        DrawerLook(
          request: request, design: design, reducesTransparency: reducesTransparency,
          increasesContrast: contrast == .increased))
    }
  }
#endif
