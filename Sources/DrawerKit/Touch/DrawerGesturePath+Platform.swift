#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore

  extension DrawerGesturePath {
    /// The path this platform's drawers take, decided once: UIKit's pan recogniser where
    /// SwiftUI can host one (iOS and Mac Catalyst 18 and later), SwiftUI's `DragGesture` on
    /// iOS 17 and visionOS (which has no `UIGestureRecognizerRepresentable`), the pointer on the
    /// Mac.
    ///
    /// `os` here guards the platform only and is false on the Linux check, so the UIKit branch
    /// is type-checked there too.
    static var platform: DrawerGesturePath {
      #if canImport(UIKit) && !os(visionOS)
        if #available(iOS 18.0, macCatalyst 18.0, *) { return .recognizer }
        return .dragGesture
      #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
        return .pointer
      #else
        return .dragGesture
      #endif
    }

    /// The narrowest edge strip this platform allows, in points: visionOS asks for 60 pt hit
    /// regions (``DrawerGesturePath/visionOSMinimumEdgeWidth``); elsewhere none.
    static var platformMinimumEdgeWidth: Double {
      #if os(visionOS)
        visionOSMinimumEdgeWidth
      #else
        0
      #endif
    }
  }
#endif
