// Gestures, coordinate spaces and gesture state.

import Foundation

/// /documentation/SwiftUI/Gesture
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol Gesture<Value> {
  /// /documentation/SwiftUI/Gesture/Value
  /// (not found in the docs corpus; the protocol's page names it as its primary associated type)
  associatedtype Value
  /// /documentation/SwiftUI/Gesture/Body-swift.associatedtype
  associatedtype Body: Gesture
}

/// /documentation/SwiftUI/Never
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Never: Gesture {
  public typealias Value = Never
  public typealias Body = Never
}

/// /documentation/SwiftUI/Transaction
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct Transaction {
  /// /documentation/SwiftUI/Transaction/init()
  public init() { fatalError() }
  /// /documentation/SwiftUI/Transaction/animation
  public var animation: Animation? {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/SwiftUI/Transaction/disablesAnimations
  public var disablesAnimations: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

/// /documentation/SwiftUI/withTransaction(_:_:)
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{
  fatalError()
}

/// /documentation/SwiftUI/PlaceholderContentView
@available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
public struct PlaceholderContentView<Value>: View {
  public var body: Never { fatalError() }
}

extension View {
  /// /documentation/SwiftUI/View/transaction(_:body:)
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  nonisolated public func transaction<V>(
    _ transform: @escaping (inout Transaction) -> Void,
    @ContentBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View where V: View {
    fatalError()
  }
}

extension Gesture {
  /// /documentation/SwiftUI/Gesture/updating(_:body:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  @MainActor @preconcurrency public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    fatalError()
  }

  /// /documentation/SwiftUI/Gesture/onEnded(_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    fatalError()
  }
}

extension Gesture where Self.Value: Equatable {
  /// /documentation/SwiftUI/Gesture/onChanged(_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void)
    -> _ChangedGesture<Self>
  {
    fatalError()
  }
}

/// /documentation/SwiftUI/GestureStateGesture
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen nonisolated public struct GestureStateGesture<Base, State>: Gesture where Base: Gesture {
  public typealias Value = Base.Value
  public typealias Body = Never
}

/// /documentation/SwiftUI/_EndedGesture
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct _EndedGesture<Content>: Gesture where Content: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
}

/// /documentation/SwiftUI/_ChangedGesture
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct _ChangedGesture<Content>: Gesture
where Content: Gesture, Content.Value: Equatable {
  public typealias Value = Content.Value
  public typealias Body = Never
}

/// /documentation/SwiftUI/DragGesture
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, visionOS 1.0, watchOS 6.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct DragGesture: Gesture {
  public typealias Body = Never
  /// /documentation/SwiftUI/DragGesture/init(minimumDistance:coordinateSpace:)
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, visionOS 1.0, watchOS 10.0, *)
  @MainActor @preconcurrency public init(
    minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local
  ) {
    fatalError()
  }
  /// /documentation/SwiftUI/DragGesture/Value
  public struct Value: Equatable, Sendable {
    /// /documentation/SwiftUI/DragGesture/Value/time
    public var time: Date
    /// /documentation/SwiftUI/DragGesture/Value/location
    public var location: CGPoint
    /// /documentation/SwiftUI/DragGesture/Value/startLocation
    public var startLocation: CGPoint
  }
}

/// /documentation/SwiftUI/GestureMask
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct GestureMask: OptionSet, Sendable {
  /// /documentation/SwiftUI/GestureMask/rawValue
  public let rawValue: UInt32
  /// /documentation/SwiftUI/GestureMask/init(rawValue:)
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// /documentation/SwiftUI/GestureMask/subviews
  public static let subviews = GestureMask(rawValue: 2)
  /// /documentation/SwiftUI/GestureMask/all
  public static let all = GestureMask(rawValue: 3)
}

extension View {
  /// /documentation/SwiftUI/View/simultaneousGesture(_:including:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all)
    -> some View where T: Gesture
  {
    fatalError()
  }
}

/// /documentation/SwiftUI/CoordinateSpaceProtocol
@available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
public protocol CoordinateSpaceProtocol {}

/// /documentation/SwiftUI/LocalCoordinateSpace
@available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {}

/// /documentation/SwiftUI/NamedCoordinateSpace
@available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// /documentation/SwiftUI/CoordinateSpaceProtocol/local
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  public static var local: LocalCoordinateSpace { fatalError() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// /documentation/SwiftUI/CoordinateSpaceProtocol/named(_:)
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { fatalError() }
  /// /documentation/SwiftUI/CoordinateSpaceProtocol/scrollView
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  public static var scrollView: NamedCoordinateSpace { fatalError() }
}

extension View {
  /// /documentation/SwiftUI/View/coordinateSpace(_:)
  /// (not found in the docs corpus; NamedCoordinateSpace's page names this modifier)
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    fatalError()
  }
}

extension View {
  /// /documentation/SwiftUI/View/onTapGesture(count:perform:) (iPhoneOS26.2.sdk
  /// SwiftUICore.swiftinterface: `nonisolated public func onTapGesture(count: Int = 1, perform
  /// action: @escaping () -> Void) -> some View`, iOS 13, macOS 10.15, tvOS 16, watchOS 6)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 16.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  {
    fatalError()
  }
}

/// /documentation/SwiftUI/HoverPhase
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
@frozen public enum HoverPhase {
  /// /documentation/SwiftUI/HoverPhase/active(_:)
  case active(CGPoint)
  /// /documentation/SwiftUI/HoverPhase/ended
  case ended
}

extension View {
  /// /documentation/SwiftUI/View/onContinuousHover(coordinateSpace:perform:)
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  nonisolated public func onContinuousHover(
    coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (HoverPhase) -> Void
  ) -> some View {
    fatalError()
  }
}
