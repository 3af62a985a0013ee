// Fonts, Dynamic Type and scaled metrics (the drawer's menu and the floating tab bar).

/// /documentation/SwiftUI/Font
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
  /// /documentation/SwiftUI/Font/headline
  public static let headline: Font = { fatalError() }()
  /// /documentation/SwiftUI/Font/subheadline
  public static let subheadline: Font = { fatalError() }()
  /// /documentation/SwiftUI/Font/caption2
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  public static let caption2: Font = { fatalError() }()
  /// /documentation/SwiftUI/Font/title3
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  public static let title3: Font = { fatalError() }()

  /// /documentation/SwiftUI/Font/system(size:weight:design:)-697b2
  @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)
    -> Font
  {
    fatalError()
  }

  /// /documentation/SwiftUI/Font/system(_:design:weight:)
  @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font {
    fatalError()
  }

  /// /documentation/SwiftUI/Font/TextStyle
  public enum TextStyle: Hashable, Sendable {
    /// /documentation/SwiftUI/Font/TextStyle/title
    case title
    /// /documentation/SwiftUI/Font/TextStyle/headline
    case headline
    /// /documentation/SwiftUI/Font/TextStyle/body
    case body
    /// /documentation/SwiftUI/Font/TextStyle/footnote
    case footnote
    /// /documentation/SwiftUI/Font/TextStyle/caption2
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    case caption2
  }

  /// /documentation/SwiftUI/Font/Weight
  @frozen public struct Weight: Hashable, Sendable {
    /// /documentation/SwiftUI/Font/Weight/regular
    public static let regular: Font.Weight = { fatalError() }()
    /// /documentation/SwiftUI/Font/Weight/semibold
    public static let semibold: Font.Weight = { fatalError() }()
    /// /documentation/SwiftUI/Font/Weight/bold
    public static let bold: Font.Weight = { fatalError() }()
  }

  /// /documentation/SwiftUI/Font/Design
  public enum Design: Hashable, Sendable {
    /// /documentation/SwiftUI/Font/Design/default
    case `default`
  }
}

extension View {
  /// /documentation/SwiftUI/View/font(_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func font(_ font: Font?) -> some View { fatalError() }

  /// /documentation/SwiftUI/View/lineLimit(_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func lineLimit(_ number: Int?) -> some View { fatalError() }
}

/// /documentation/SwiftUI/ScaledMetric
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty
where Value: BinaryFloatingPoint {
  /// /documentation/SwiftUI/ScaledMetric/init(wrappedValue:)
  public init(wrappedValue: Value) { fatalError() }
  /// /documentation/SwiftUI/ScaledMetric/init(wrappedValue:relativeTo:)
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { fatalError() }
  /// /documentation/SwiftUI/ScaledMetric/wrappedValue
  public var wrappedValue: Value { fatalError() }
}

/// /documentation/SwiftUI/DynamicTypeSize
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// /documentation/SwiftUI/DynamicTypeSize/xSmall
  case xSmall
  /// /documentation/SwiftUI/DynamicTypeSize/small
  case small
  /// /documentation/SwiftUI/DynamicTypeSize/medium
  case medium
  /// /documentation/SwiftUI/DynamicTypeSize/large
  case large
  /// /documentation/SwiftUI/DynamicTypeSize/xLarge
  case xLarge
  /// /documentation/SwiftUI/DynamicTypeSize/xxLarge
  case xxLarge
  /// /documentation/SwiftUI/DynamicTypeSize/xxxLarge
  case xxxLarge
  /// /documentation/SwiftUI/DynamicTypeSize/accessibility1
  case accessibility1
  /// /documentation/SwiftUI/DynamicTypeSize/accessibility2
  case accessibility2
  /// /documentation/SwiftUI/DynamicTypeSize/accessibility3
  case accessibility3
  /// /documentation/SwiftUI/DynamicTypeSize/accessibility4
  case accessibility4
  /// /documentation/SwiftUI/DynamicTypeSize/accessibility5
  case accessibility5
  /// /documentation/SwiftUI/DynamicTypeSize/isAccessibilitySize
  public var isAccessibilitySize: Bool { fatalError() }
}

extension EnvironmentValues {
  /// /documentation/SwiftUI/EnvironmentValues/dynamicTypeSize
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  public var dynamicTypeSize: DynamicTypeSize {
    get { fatalError() }
    set { fatalError() }
  }
}

extension View {
  /// /documentation/SwiftUI/View/dynamicTypeSize(_:)
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { fatalError() }

  /// /documentation/SwiftUI/View/dynamicTypeSize(_:)-26aj0
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func dynamicTypeSize<T>(_ range: T) -> some View
  where T: RangeExpression, T.Bound == DynamicTypeSize {
    fatalError()
  }
}
