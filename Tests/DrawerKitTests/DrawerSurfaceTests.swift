#if canImport(SwiftUI)
  @_spi(DrawerKit) import DrawerCore
  import SwiftUI
  import Testing

  @testable import DrawerKit

  /// The looks as the SwiftUI layer wires them: the facts it asks of the platform, the floating
  /// style and its sidebar. These run where SwiftUI exists; on Linux they are type-checked by
  /// `Scripts/check-apple-api.sh`.
  @MainActor
  @Suite struct DrawerSurfaceTests {
    @Test func theBuiltInStylesTellTheEngineHowTheirDrawerTravels() {
      // Under a landscape notch the engine follows the finger with the drawn edge of these.
      for presentation in DrawerPresentationStyle.allCases {
        #expect(AnyDrawerStyle(SlidingDrawerStyle(presentation)).presentation == presentation)
      }
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
