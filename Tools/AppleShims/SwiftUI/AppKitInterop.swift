// The SwiftUI API that works with AppKit's own types (used by the showcase's app delegate).

#if canImport(AppKit)
  public import AppKit

  /// /documentation/SwiftUI/NSApplicationDelegateAdaptor
  @available(macOS 11.0, *)
  @MainActor @preconcurrency @propertyWrapper
  public struct NSApplicationDelegateAdaptor<DelegateType>
  where DelegateType: NSObject, DelegateType: NSApplicationDelegate {
    /// /documentation/SwiftUI/NSApplicationDelegateAdaptor/init(_:)-67u91
    @MainActor @preconcurrency public init(_ delegateType: DelegateType.Type = DelegateType.self) {
      fatalError()
    }
    /// /documentation/SwiftUI/NSApplicationDelegateAdaptor/wrappedValue
    @MainActor @preconcurrency public var wrappedValue: DelegateType { fatalError() }
  }
#endif
