// The protocols and builders every SwiftUI view rests on.

@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize

/// /documentation/SwiftUI/View
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
  /// /documentation/SwiftUI/View/Body-swift.associatedtype
  associatedtype Body: View
  /// /documentation/SwiftUI/View/body-8kl5o
  @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// /documentation/SwiftUI/Never
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Never: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/ViewModifier
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
  /// /documentation/SwiftUI/ViewModifier/Body
  /// (not found in the docs corpus)
  associatedtype Body: View
  /// /documentation/SwiftUI/ViewModifier/Content
  /// (documented as `typealias Content` with its underscored right-hand side hidden)
  typealias Content = _ViewModifier_Content<Self>
  /// /documentation/SwiftUI/ViewModifier/body(content:)
  @ContentBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// /documentation/SwiftUI/_ViewModifier_Content
/// (underscored: not found in the docs corpus; the type behind `ViewModifier.Content`)
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/ModifiedContent
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {}

/// /documentation/SwiftUI/ModifiedContent
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError() }
}

extension View {
  /// /documentation/SwiftUI/View/modifier(_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}

/// /documentation/SwiftUI/ViewBuilder
/// (Documented as of Xcode 27, where the builder is type-agnostic: only the variadic
/// `buildBlock` still requires `View`.)
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  /// /documentation/SwiftUI/ViewBuilder/buildBlock()
  @export(implementation) public static func buildBlock() -> EmptyContent { fatalError() }
  /// /documentation/SwiftUI/ViewBuilder/buildBlock(_:)
  @export(implementation) public static func buildBlock<Content>(_ content: Content) -> Content {
    fatalError()
  }
  /// /documentation/SwiftUI/ViewBuilder/buildBlock(_:)-2bj1g
  @export(implementation) public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View {
    fatalError()
  }
  /// /documentation/SwiftUI/ViewBuilder/buildIf(_:)
  @export(implementation) public static func buildIf<Content>(_ content: Content?) -> Content? {
    fatalError()
  }
  /// /documentation/SwiftUI/ViewBuilder/buildEither(first:)
  @export(implementation) public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    fatalError()
  }
  /// /documentation/SwiftUI/ViewBuilder/buildEither(second:)
  @export(implementation) public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    fatalError()
  }
  /// /documentation/SwiftUI/ViewBuilder/buildLimitedAvailability(_:)
  /// (an overload group whose page shows only the `Commands` overload; this `View` overload's
  /// own declaration is not found in the docs corpus)
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View {
    fatalError()
  }
}

/// /documentation/SwiftUI/EmptyContent
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public typealias EmptyContent = EmptyView

/// /documentation/SwiftUI/ContentBuilder
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public typealias ContentBuilder = ViewBuilder

/// /documentation/SwiftUI/Optional
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/TupleView
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen nonisolated public struct TupleView<T>: View {
  /// /documentation/SwiftUI/TupleView/init(_:)
  nonisolated public init(_ value: T) { fatalError() }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/_ConditionalContent
/// (underscored: not found in the docs corpus; named by the buildEither pages)
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

/// /documentation/SwiftUI/_ConditionalContent
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/EmptyView
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen nonisolated public struct EmptyView: View {
  /// /documentation/SwiftUI/EmptyView/init()
  nonisolated public init() { fatalError() }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/AnyView
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen nonisolated public struct AnyView: View {
  /// /documentation/SwiftUI/AnyView/init(_:)
  nonisolated public init<V>(_ view: V) where V: View { fatalError() }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/DynamicProperty
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public protocol DynamicProperty {}
