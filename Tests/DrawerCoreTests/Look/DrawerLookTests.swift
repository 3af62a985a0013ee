@_spi(DrawerKit) import DrawerCore
import Testing

/// One decision for every surface's look: the style's request, what the platform offers, and
/// the person's accessibility settings.
@Suite struct DrawerLookTests {
  /// Every combination of the three platform facts.
  static let designs: [DrawerDesign] = [false, true].flatMap { sdk in
    [false, true].flatMap { system in
      [false, true].map { opted in
        DrawerDesign(sdkHasGlass: sdk, systemHasGlass: system, requiresCompatibility: opted)
      }
    }
  }

  @Test(arguments: designs)
  func glassIsOfferedOnlyWhenTheSDKTheSystemAndTheAppAllAgree(design: DrawerDesign) {
    #expect(
      design.offersGlass
        == (design.sdkHasGlass && design.systemHasGlass && !design.requiresCompatibility))
  }

  @Test(arguments: designs, [false, true])
  func theMaterialRequestIsTheEarlierLookEverywhere(design: DrawerDesign, accessibility: Bool) {
    let look = DrawerLook(
      request: .material, design: design, reducesTransparency: accessibility,
      increasesContrast: accessibility)
    #expect(look == DrawerLook(request: .material, design: .classic))
    #expect(look.surface == .material && !look.isOutlined && !look.followsNewDesign)
  }

  /// Reduce Transparency and Increase Contrast, each off or on.
  static let settings = [(false, false), (true, false), (false, true), (true, true)]

  @Test(arguments: designs, settings)
  func automaticChangesNothingWhereGlassIsNotOffered(
    design: DrawerDesign, setting: (reducesTransparency: Bool, increasesContrast: Bool)
  ) {
    let look = DrawerLook(
      request: .automatic, design: design, reducesTransparency: setting.reducesTransparency,
      increasesContrast: setting.increasesContrast)
    if design.offersGlass {
      #expect(look.followsNewDesign)
    } else {
      // Built with Xcode 16, before iOS 26, or opted out: exactly the earlier look.
      #expect(look == DrawerLook(request: .material, design: design))
    }
  }

  @Test(
    arguments: [DrawerSurfaceRequest.automatic, .glass],
    [
      // reduces transparency, increases contrast → surface, outlined
      (false, false, DrawerSurfaceLook.glass, false),
      (true, false, .opaque, false),
      (false, true, .opaque, true),
      (true, true, .opaque, true),
    ])
  func withGlassOfferedAccessibilityGivesAnOpaqueSurface(
    request: DrawerSurfaceRequest,
    row: (
      reducesTransparency: Bool, increasesContrast: Bool, surface: DrawerSurfaceLook,
      outlined: Bool
    )
  ) {
    let look = DrawerLook(
      request: request, design: .liquidGlass, reducesTransparency: row.reducesTransparency,
      increasesContrast: row.increasesContrast)
    #expect(look.surface == row.surface && look.isOutlined == row.outlined)
    #expect(look.followsNewDesign)
  }

  @Test(arguments: designs.filter { !$0.offersGlass })
  func glassFallsBackToAMaterialInTheNewDesign(design: DrawerDesign) {
    let plain = DrawerLook(request: .glass, design: design)
    #expect(plain.surface == .material && plain.followsNewDesign && !plain.isOutlined)
    let contrast = DrawerLook(request: .glass, design: design, increasesContrast: true)
    #expect(contrast.surface == .opaque && contrast.isOutlined)
    let clear = DrawerLook(request: .glass, design: design, reducesTransparency: true)
    #expect(clear.surface == .opaque && !clear.isOutlined)
  }
}
