// Scrolling, keyboard focus and button styles: what the drawer's menu uses to scroll its rows,
// move the keyboard focus between them and draw them with a menu style.

/// /documentation/SwiftUI/ButtonStyle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol ButtonStyle {
  /// /documentation/SwiftUI/ButtonStyle/Body
  associatedtype Body: View
  /// /documentation/SwiftUI/ButtonStyle/Configuration
  typealias Configuration = ButtonStyleConfiguration
  /// /documentation/SwiftUI/ButtonStyle/makeBody(configuration:)
  @ContentBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
}

/// /documentation/SwiftUI/ButtonStyleConfiguration
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public struct ButtonStyleConfiguration {
  /// /documentation/SwiftUI/ButtonStyleConfiguration/Label-swift.struct
  @MainActor @preconcurrency public struct Label: View {
    public var body: Never { fatalError() }
  }
  /// /documentation/SwiftUI/ButtonStyleConfiguration/label-swift.property
  public let label: ButtonStyleConfiguration.Label
  /// /documentation/SwiftUI/ButtonStyleConfiguration/isPressed
  public let isPressed: Bool
}

extension View {
  /// /documentation/SwiftUI/View/buttonStyle(_:)-7qx1
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle {
    fatalError()
  }
}

/// /documentation/SwiftUI/Axis
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public enum Axis: Int8, CaseIterable, Sendable {
  /// /documentation/SwiftUI/Axis/horizontal
  case horizontal
  /// /documentation/SwiftUI/Axis/vertical
  case vertical
  /// /documentation/SwiftUI/Axis/Set
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// /documentation/SwiftUI/Axis/Set/horizontal
    public static let horizontal = Axis.Set(rawValue: 1)
    /// /documentation/SwiftUI/Axis/Set/vertical
    public static let vertical = Axis.Set(rawValue: 2)
  }
}

/// /documentation/SwiftUI/ScrollView
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public struct ScrollView<Content>: View where Content: View {
  /// /documentation/SwiftUI/ScrollView/init(_:content:)
  nonisolated public init(_ axes: Axis.Set = .vertical, @ContentBuilder content: () -> Content) {
    fatalError()
  }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/ScrollViewReader
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@frozen public struct ScrollViewReader<Content>: View where Content: View {
  /// /documentation/SwiftUI/ScrollViewReader/init(content:)
  nonisolated public init(@ContentBuilder content: @escaping (ScrollViewProxy) -> Content) {
    fatalError()
  }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/ScrollViewProxy
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
public struct ScrollViewProxy {
  /// /documentation/SwiftUI/ScrollViewProxy/scrollTo(_:anchor:)
  public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable { fatalError() }
}

extension View {
  /// /documentation/SwiftUI/View/id(_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { fatalError() }

  /// /documentation/SwiftUI/View/focused(_:equals:)
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View where Value: Hashable
  {
    fatalError()
  }
}

extension FocusState {
  /// /documentation/SwiftUI/FocusState/init()
  /// (The overload for an optional value, whose focus is `nil` outside the bound views.)
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  public init<T>() where Value == T?, T: Hashable { fatalError() }
}

extension KeyEquivalent {
  /// /documentation/SwiftUI/KeyEquivalent/upArrow
  public static let upArrow: KeyEquivalent = { fatalError() }()
  /// /documentation/SwiftUI/KeyEquivalent/downArrow
  public static let downArrow: KeyEquivalent = { fatalError() }()
  /// /documentation/SwiftUI/KeyEquivalent/home
  public static let home: KeyEquivalent = { fatalError() }()
  /// /documentation/SwiftUI/KeyEquivalent/end
  public static let end: KeyEquivalent = { fatalError() }()
  /// /documentation/SwiftUI/KeyEquivalent/return
  public static let `return`: KeyEquivalent = { fatalError() }()
}
