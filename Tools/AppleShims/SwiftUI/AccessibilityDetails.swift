// The accessibility API the drawer's menu and the floating tab bar use: values, headings, named
// actions and the Large Content Viewer.

extension AccessibilityTraits {
  /// /documentation/SwiftUI/AccessibilityTraits/isHeader
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  public static let isHeader = AccessibilityTraits()
}

extension View {
  /// /documentation/SwiftUI/View/accessibilityValue(_:)-z9mo
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  nonisolated public func accessibilityValue(_ valueDescription: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    fatalError()
  }

  /// /documentation/SwiftUI/View/accessibilityAction(named:_:)-6t20v
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    fatalError()
  }

  /// /documentation/SwiftUI/View/accessibilityActions(_:)
  @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
  nonisolated public func accessibilityActions<Content>(@ContentBuilder _ content: () -> Content)
    -> some View where Content: View
  {
    fatalError()
  }

  /// /documentation/SwiftUI/View/accessibilityShowsLargeContentViewer(_:)
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func accessibilityShowsLargeContentViewer<V>(
    @ContentBuilder _ largeContentView: () -> V
  ) -> some View where V: View {
    fatalError()
  }
}
