#if canImport(SwiftUI)
  import DrawerCore
  import SwiftUI
  import Testing

  @testable import DrawerKit

  /// The looks as the SwiftUI layer wires them: the facts it asks of the platform, the floating
  /// style and its sidebar. These run where SwiftUI exists; on Linux they are type-checked by
  /// `Scripts/check-apple-api.sh`.
  @MainActor
  @Suite struct DrawerSurfaceTests {
    @Test func thePlatformsFactsFollowTheCompilerAndTheSystem() {
      let design = DrawerDesign.current
      #if compiler(>=6.2)
        #expect(design.sdkHasGlass)
      #else
        #expect(!design.sdkHasGlass && !design.offersGlass)
      #endif
      #if os(visionOS)
        #expect(!design.systemHasGlass, "glass is not drawn on visionOS")
      #endif
    }

    @Test func theFloatingStyleIsOneOfTheSlidingStyles() {
      #expect(SlidingDrawerStyle.floating.presentation == .floating)
      #expect(SlidingDrawerStyle.sliding(.floating).presentation == .floating)
    }

    @Test func onlyTheFloatingSidebarStandsWithoutADivider() {
      #expect(!AnyDrawerStyle(SlidingDrawerStyle.floating).dividesSidebar)
      for presentation in DrawerPresentationStyle.allCases where presentation != .floating {
        #expect(AnyDrawerStyle(SlidingDrawerStyle(presentation)).dividesSidebar)
      }
    }
  }
#endif
