#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The options of a presented drawer that the presenting modifier takes as arguments.
  struct DrawerPresentationOptions {
    var edge: HorizontalEdge
    var width: DrawerWidth?
    var adaptivity: DrawerAdaptivity
    var isContentInteractive: Bool
  }
#endif
