// Text and localized strings.

import Foundation

/// /documentation/SwiftUI/LocalizedStringKey
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  /// /documentation/SwiftUI/LocalizedStringKey/init(stringLiteral:)
  public init(stringLiteral value: String) { fatalError() }
  /// /documentation/SwiftUI/LocalizedStringKey/init(stringInterpolation:)
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }
  /// /documentation/SwiftUI/LocalizedStringKey/StringInterpolation
  public struct StringInterpolation: StringInterpolationProtocol {
    /// /documentation/SwiftUI/LocalizedStringKey/StringInterpolation/init(literalCapacity:interpolationCount:)
    /// (not displayed in the docs corpus: the StringInterpolationProtocol requirement)
    public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
    /// /documentation/SwiftUI/LocalizedStringKey/StringInterpolation/appendLiteral(_:)
    public mutating func appendLiteral(_ literal: String) { fatalError() }
    /// /documentation/SwiftUI/LocalizedStringKey/StringInterpolation/appendInterpolation(_:)-3qt9p
    /// (this String overload's declaration is not displayed in the docs corpus; its siblings,
    /// e.g. appendInterpolation(_:)-4qyfo for Text, are plain `mutating func`s)
    public mutating func appendInterpolation(_ string: String) { fatalError() }
    /// /documentation/SwiftUI/LocalizedStringKey/StringInterpolation/appendInterpolation(_:)-4qyfo
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
    public mutating func appendInterpolation(_ text: Text) { fatalError() }
  }
}

/// /documentation/SwiftUI/Text
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
  /// /documentation/SwiftUI/Text/init(verbatim:)
  public init(verbatim content: String) { fatalError() }
  /// /documentation/SwiftUI/Text/init(_:)-9d1g4 (a string value shown as it is; the SDK marks
  /// it `@_disfavoredOverload`, so a literal is a `LocalizedStringKey`)
  @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol { fatalError() }
  /// /documentation/SwiftUI/Text/init(_:tableName:bundle:comment:)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    fatalError()
  }
  public static func == (lhs: Text, rhs: Text) -> Bool { fatalError() }
}

/// /documentation/SwiftUI/Text
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Text: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/Image
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {
  /// /documentation/SwiftUI/Image/init(systemName:)
  @available(macOS 11.0, *)
  public init(systemName: String) { fatalError() }
  /// /documentation/SwiftUI/Image/init(decorative:bundle:)
  public init(decorative name: String, bundle: Bundle? = nil) { fatalError() }
  public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }
}

/// /documentation/SwiftUI/Image
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Image: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/Label
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/Label
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
  /// /documentation/SwiftUI/Label/init(_:systemImage:)-2clue
  /// (this StringProtocol overload's declaration is not displayed in the docs corpus; as its
  /// sibling /documentation/SwiftUI/Label/init(_:image:)-6zbvg)
  nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
    fatalError()
  }
}

extension View {
  /// /documentation/SwiftUI/View/monospacedDigit()
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func monospacedDigit() -> some View { fatalError() }
}

/// /documentation/SwiftUI/LabelStyle (iPhoneOS26.2.sdk SwiftUI.swiftinterface: `@MainActor
/// public protocol LabelStyle { associatedtype Body : View; @ViewBuilder func
/// makeBody(configuration: Configuration) -> Body; typealias Configuration =
/// LabelStyleConfiguration }`)
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol LabelStyle {
  associatedtype Body: View
  @ContentBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = LabelStyleConfiguration
}

/// /documentation/SwiftUI/LabelStyleConfiguration (its `title` and `icon` are not used here)
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
public struct LabelStyleConfiguration {}

/// /documentation/SwiftUI/IconOnlyLabelStyle
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
public struct IconOnlyLabelStyle: LabelStyle {
  /// /documentation/SwiftUI/IconOnlyLabelStyle/init()
  public init() {}
  /// /documentation/SwiftUI/IconOnlyLabelStyle/makeBody(configuration:)
  public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
extension LabelStyle where Self == IconOnlyLabelStyle {
  /// /documentation/SwiftUI/LabelStyle/iconOnly
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension View {
  /// /documentation/SwiftUI/View/labelStyle(_:)
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  nonisolated public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle {
    fatalError()
  }
}
