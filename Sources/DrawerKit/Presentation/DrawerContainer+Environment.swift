#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The container's environment in the engine's terms: the presentation the style draws, the
  /// gesture path and setting in force, the edge, direction and size class, and the drawers
  /// attached to the same content.
  extension DrawerContainer {
    /// The built-in presentation the drawer is drawn in, whose travel the engine follows: the
    /// default overlay with no style set; `nil` for a style of the app's own.
    var presentation: DrawerPresentationStyle? {
      style == nil ? .overlay : style?.presentation
    }

    /// Which platform gesture brings this platform's drawers their touches.
    static var path: DrawerGesturePath { .platform }

    var edge: DrawerEdge { options.edge == .leading ? .leading : .trailing }

    var direction: DrawerLayoutDirection {
      layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    var sizeClass: DrawerSizeClass? {
      #if canImport(UIKit)
        DrawerSizeClass(horizontalSizeClass)
      #else
        nil
      #endif
    }
  }
#endif
