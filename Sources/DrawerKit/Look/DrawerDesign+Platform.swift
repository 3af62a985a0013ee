#if canImport(SwiftUI)
  internal import DrawerCore
  internal import Foundation
  internal import SwiftUI

  extension DrawerDesign {
    /// The one place that asks the compiler, the system and the app what they offer for
    /// Liquid Glass: whether this code was built with Xcode 26's Swift (6.2), whether the system
    /// is iOS 26, macOS 26 or later (glass does not exist on visionOS), and whether the app's
    /// Info.plist sets Apple's `UIDesignRequiresCompatibility` key to keep the earlier design.
    /// Asked once per process; the answer travels in the environment
    /// (``SwiftUICore/EnvironmentValues/drawerDesign``), and ``DrawerLook`` decides from it.
    static let current = DrawerDesign(
      sdkHasGlass: sdkHasGlass, systemHasGlass: systemHasGlass,
      requiresCompatibility: Bundle.main.object(
        forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool ?? false)

    /// Whether the SDK this was built with has Liquid Glass: Xcode 26 and later (Swift 6.2).
    private static var sdkHasGlass: Bool {
      #if compiler(>=6.2)
        true
      #else
        false
      #endif
    }

    /// Whether the running system draws Liquid Glass, as far as this build can ask.
    private static var systemHasGlass: Bool {
      #if compiler(>=6.2) && !os(visionOS)
        if #available(iOS 26.0, macCatalyst 26.0, macOS 26.0, *) { return true }
      #endif
      return false
    }
  }

  extension EnvironmentValues {
    /// What the platform offers DrawerKit's surfaces, asked once (``DrawerDesign/current``);
    /// previews and tests set another to see the other design.
    @Entry var drawerDesign: DrawerDesign = .current
  }
#endif
