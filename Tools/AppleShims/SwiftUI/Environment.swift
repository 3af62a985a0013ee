// The environment, and the environment values DrawerKit reads.

/// /documentation/SwiftUI/EnvironmentValues
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public struct EnvironmentValues {
  /// /documentation/SwiftUI/EnvironmentValues/subscript(_:)
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/SwiftUI/EnvironmentValues/layoutDirection
  public var layoutDirection: LayoutDirection {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/SwiftUI/EnvironmentValues/accessibilityReduceMotion
  public var accessibilityReduceMotion: Bool { fatalError() }
  /// /documentation/SwiftUI/EnvironmentValues/accessibilityReduceTransparency
  public var accessibilityReduceTransparency: Bool { fatalError() }
  /// /documentation/SwiftUI/EnvironmentValues/colorSchemeContrast
  public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
  /// /documentation/SwiftUI/EnvironmentValues/accessibilityLargeContentViewerEnabled
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  public var accessibilityLargeContentViewerEnabled: Bool { fatalError() }
  /// /documentation/SwiftUI/EnvironmentValues/accessibilityVoiceOverEnabled
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  public var accessibilityVoiceOverEnabled: Bool { fatalError() }
  /// /documentation/SwiftUI/EnvironmentValues/accessibilitySwitchControlEnabled
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  public var accessibilitySwitchControlEnabled: Bool { fatalError() }
  /// /documentation/SwiftUI/EnvironmentValues/horizontalSizeClass
  /// (on macOS too: back-deployed before macOS 14)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  @backDeployed(before: macOS 14.0, tvOS 17.0, watchOS 10.0)
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/SwiftUI/EnvironmentValues/dismiss
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  public var dismiss: DismissAction { fatalError() }
}

/// /documentation/SwiftUI/DismissAction
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
@MainActor @preconcurrency public struct DismissAction {
  /// /documentation/SwiftUI/DismissAction/callAsFunction()
  @MainActor @preconcurrency public func callAsFunction() { fatalError() }
}

/// /documentation/SwiftUI/EnvironmentKey
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  /// /documentation/SwiftUI/EnvironmentKey/Value
  associatedtype Value
  /// /documentation/SwiftUI/EnvironmentKey/defaultValue
  static var defaultValue: Self.Value { get }
}

/// /documentation/SwiftUI/Entry()
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")

/// /documentation/SwiftUI/Environment
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  /// /documentation/SwiftUI/Environment/init(_:)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  /// /documentation/SwiftUI/Environment/wrappedValue
  public var wrappedValue: Value { fatalError() }
}

extension View {
  /// /documentation/SwiftUI/View/environment(_:_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  {
    fatalError()
  }

  /// /documentation/SwiftUI/View/transformEnvironment(_:transform:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    fatalError()
  }
}

/// /documentation/SwiftUI/LayoutDirection
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// /documentation/SwiftUI/LayoutDirection/leftToRight
  case leftToRight
  /// /documentation/SwiftUI/LayoutDirection/rightToLeft
  case rightToLeft
}

/// /documentation/SwiftUI/ColorSchemeContrast
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public enum ColorSchemeContrast: CaseIterable, Sendable, Hashable {
  /// /documentation/SwiftUI/ColorSchemeContrast/standard
  case standard
  /// /documentation/SwiftUI/ColorSchemeContrast/increased
  case increased
}

/// /documentation/SwiftUI/UserInterfaceSizeClass
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass: Sendable {
  /// /documentation/SwiftUI/UserInterfaceSizeClass/compact
  case compact
  /// /documentation/SwiftUI/UserInterfaceSizeClass/regular
  case regular
}
