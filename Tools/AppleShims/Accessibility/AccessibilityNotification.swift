// The Accessibility framework's notifications, which DrawerKit posts when the drawer opens and
// closes. DrawerKit imports Accessibility itself rather than rely on SwiftUI re-exporting it.

/// /documentation/Accessibility/AccessibilityNotification
@available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
public enum AccessibilityNotification {
  /// /documentation/Accessibility/AccessibilityNotification/ScreenChanged
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  public struct ScreenChanged: _AccessibilityNotifications {
    /// /documentation/Accessibility/AccessibilityNotification/ScreenChanged/init(_:)
    public init(_ element: Any? = nil) { fatalError() }
  }
}

/// The protocol behind the notifications' shared `post()`; underscored, documented only through
/// the synthesized `post()` pages of each notification.
@available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
public protocol _AccessibilityNotifications {}

extension _AccessibilityNotifications {
  /// /documentation/Accessibility/AccessibilityNotification/ScreenChanged/post()
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  public func post() { fatalError() }
}
