/// What the platform offers for drawing DrawerKit's surfaces: the named facts a host asks once,
/// at its seam with the system, and hands to DrawerKit's look decision (`DrawerLook`).
///
/// Liquid Glass needs three things at once: code built with an SDK that has it (Xcode 26, Swift
/// 6.2, for iOS 26 and macOS 26), a system that draws it (iOS 26, macOS 26 or later), and an app
/// that has not opted out of the new design with Apple's `UIDesignRequiresCompatibility`
/// Info.plist key, which asks the system to show the app as it looked with the previous SDKs.
///
/// ```swift
/// let design = DrawerDesign(sdkHasGlass: true, systemHasGlass: true, requiresCompatibility: false)
/// design.offersGlass  // true
/// DrawerDesign.classic.offersGlass  // false: iOS 17 to 25, or an app built with Xcode 16
/// ```
public struct DrawerDesign: Sendable, Hashable {
  /// Whether the code was built with an SDK that has Liquid Glass (Swift 6.2 or later).
  public var sdkHasGlass: Bool
  /// Whether the system it runs on draws Liquid Glass (iOS 26, macOS 26 or later).
  public var systemHasGlass: Bool
  /// Whether the app opted out of the new design (`UIDesignRequiresCompatibility` is `YES` in
  /// its Info.plist).
  public var requiresCompatibility: Bool

  /// Creates the facts.
  ///
  /// - Parameters:
  ///   - sdkHasGlass: whether the SDK the code was built with has Liquid Glass.
  ///   - systemHasGlass: whether the running system draws it.
  ///   - requiresCompatibility: whether the app opted out of the new design.
  public init(sdkHasGlass: Bool, systemHasGlass: Bool, requiresCompatibility: Bool) {
    self.sdkHasGlass = sdkHasGlass
    self.systemHasGlass = systemHasGlass
    self.requiresCompatibility = requiresCompatibility
  }

  /// A platform without Liquid Glass: iOS 17 to 25, macOS 14 and 15, visionOS, or code built
  /// with Xcode 16.
  public static let classic = DrawerDesign(
    sdkHasGlass: false, systemHasGlass: false, requiresCompatibility: false)

  /// A platform that draws Liquid Glass for an app that uses the new design.
  public static let liquidGlass = DrawerDesign(
    sdkHasGlass: true, systemHasGlass: true, requiresCompatibility: false)

  /// Whether glass can be drawn and the app wants the new design: all three facts agree.
  public var offersGlass: Bool {
    sdkHasGlass && systemHasGlass && !requiresCompatibility
  }
}
