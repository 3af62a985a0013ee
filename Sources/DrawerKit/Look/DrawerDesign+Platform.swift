#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  internal import Foundation
  public import SwiftUI

  extension DrawerDesign {
    /// What this build, this system and this app offer for Liquid Glass, asked once per
    /// process: whether the code was built with Xcode 26's Swift (6.2), whether the system is
    /// iOS 26, macOS 26 or later (glass is not drawn on visionOS), and whether the app's
    /// Info.plist sets Apple's `UIDesignRequiresCompatibility` key to keep the earlier design.
    /// (Apple documents that the system ignores the key for apps built with the iOS 27 and
    /// macOS 27 SDKs; DrawerKit reads it as the app's wish whatever the SDK, which a later
    /// release should revisit once those SDKs are out.)
    ///
    /// The compiler and the system are asked once, where DrawerKit chooses how it draws its
    /// surfaces (the one `#if compiler(>=6.2)` and the one `#available` check in front of the
    /// glass API); the answer travels in the environment
    /// (``SwiftUICore/EnvironmentValues/drawerDesign``), and `DrawerLook` decides each
    /// surface's look from it.
    ///
    /// ```swift
    /// DrawerDesign.current.offersGlass  // true on iOS 26 built with Xcode 26, false before
    /// ```
    public static let current = DrawerDesign(
      sdkHasGlass: DrawerSurfaces.renderer.sdkHasGlass,
      systemHasGlass: DrawerSurfaces.renderer.systemHasGlass,
      requiresCompatibility: Bundle.main.object(
        forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool ?? false)
  }

  extension EnvironmentValues {
    /// What the platform offers DrawerKit's surfaces (the floating tab bar, its accessory, the
    /// floating drawer): ``DrawerDesign/current`` unless a view above sets another with
    /// ``SwiftUICore/View/drawerDesign(_:)``.
    @Entry public var drawerDesign: DrawerDesign = .current
  }

  extension View {
    /// Draws DrawerKit's surfaces below as the given design would: ``DrawerDesign/classic``
    /// keeps the look of earlier releases on iOS 26 too, for DrawerKit alone (Apple's
    /// `UIDesignRequiresCompatibility` key does it for the whole app), or to compare the two
    /// designs side by side.
    ///
    /// It changes what `DrawerLook` is given, not the styles: ``TabBarStyle/automatic``
    /// draws the capsule under ``DrawerDesign/classic``, ``TabBarStyle/glass`` and
    /// ``DrawerStyle/floating`` their material. A design that claims glass where the system
    /// cannot draw it gets the material all the same.
    ///
    /// ```swift
    /// RootView()
    ///   .drawerDesign(showsEarlierLook ? .classic : .current)
    /// ```
    ///
    /// - Parameter design: the platform's facts to decide the looks from.
    /// - Returns: a view whose DrawerKit surfaces follow the design.
    public func drawerDesign(_ design: DrawerDesign) -> some View {
      environment(\.drawerDesign, design)
    }
  }
#endif
