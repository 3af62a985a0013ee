// Property wrappers that hold view state.

/// /documentation/SwiftUI/State
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  /// /documentation/SwiftUI/State/init(wrappedValue:)
  public init(wrappedValue value: Value) { fatalError() }
  /// /documentation/SwiftUI/State/init(initialValue:)
  @export(implementation) public init(initialValue value: Value) { fatalError() }
  /// /documentation/SwiftUI/State/wrappedValue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  /// /documentation/SwiftUI/State/projectedValue
  public var projectedValue: Binding<Value> { fatalError() }
}

/// /documentation/SwiftUI/Binding
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  /// /documentation/SwiftUI/Binding/wrappedValue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  /// /documentation/SwiftUI/Binding/projectedValue
  public var projectedValue: Binding<Value> { fatalError() }
  /// /documentation/SwiftUI/Binding/init(projectedValue:)
  @export(implementation) public init(projectedValue: Binding<Value>) { fatalError() }
  /// /documentation/SwiftUI/Binding/subscript(dynamicMember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    fatalError()
  }
  /// /documentation/SwiftUI/Binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  /// /documentation/SwiftUI/Binding/init(_:)-6krsi
  public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
}

/// /documentation/SwiftUI/GestureState
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct GestureState<Value>: DynamicProperty {
  /// /documentation/SwiftUI/GestureState/init(wrappedValue:)
  public init(wrappedValue: Value) { fatalError() }
  /// /documentation/SwiftUI/GestureState/wrappedValue
  public var wrappedValue: Value { fatalError() }
  /// /documentation/SwiftUI/GestureState/projectedValue
  public var projectedValue: GestureState<Value> { fatalError() }
}

/// /documentation/SwiftUI/Namespace
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct Namespace: DynamicProperty {
  /// /documentation/SwiftUI/Namespace/init()
  public init() { fatalError() }
  /// /documentation/SwiftUI/Namespace/wrappedValue
  public var wrappedValue: Namespace.ID { fatalError() }
  /// /documentation/SwiftUI/Namespace/ID
  @frozen public struct ID: Hashable, Sendable {}
}

/// /documentation/SwiftUI/FocusState
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
@frozen @propertyWrapper public struct FocusState<Value>: DynamicProperty where Value: Hashable {
  /// /documentation/SwiftUI/FocusState/init()-4xk6q
  public init() where Value == Bool { fatalError() }
  /// /documentation/SwiftUI/FocusState/wrappedValue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  /// /documentation/SwiftUI/FocusState/projectedValue
  public var projectedValue: FocusState<Value>.Binding { fatalError() }
  /// /documentation/SwiftUI/FocusState/Binding
  /// (A property wrapper in SwiftUI, whose initializer is not public; a shim cannot declare a
  /// property wrapper without one, so the attribute is left out. DrawerKit uses the type only.)
  @frozen public struct Binding {
    /// /documentation/SwiftUI/FocusState/Binding/wrappedValue
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set { fatalError() }
    }
    /// /documentation/SwiftUI/FocusState/Binding/projectedValue
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
  }
}

/// /documentation/SwiftUI/AccessibilityFocusState
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
@frozen @propertyWrapper public struct AccessibilityFocusState<Value>: DynamicProperty
where Value: Hashable {
  /// /documentation/SwiftUI/AccessibilityFocusState/init()-2qbrg
  public init() where Value == Bool { fatalError() }
  /// /documentation/SwiftUI/AccessibilityFocusState/wrappedValue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  /// /documentation/SwiftUI/AccessibilityFocusState/projectedValue
  public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
  /// /documentation/SwiftUI/AccessibilityFocusState/Binding
  /// (A property wrapper in SwiftUI; see `FocusState.Binding`.)
  @frozen public struct Binding {
    /// /documentation/SwiftUI/AccessibilityFocusState/Binding/wrappedValue
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set { fatalError() }
    }
    /// /documentation/SwiftUI/AccessibilityFocusState/Binding/projectedValue
    public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
  }
}

/// /documentation/SwiftUI/FocusedValueKey
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
public protocol FocusedValueKey {
  /// /documentation/SwiftUI/FocusedValueKey/Value
  associatedtype Value
}

/// /documentation/SwiftUI/FocusedValues
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
public struct FocusedValues {
  /// /documentation/SwiftUI/FocusedValues/subscript(_:)
  public subscript<Key>(key: Key.Type) -> Key.Value? where Key: FocusedValueKey {
    get { fatalError() }
    set { fatalError() }
  }
}

/// /documentation/SwiftUI/FocusedValue
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@propertyWrapper public struct FocusedValue<Value>: DynamicProperty {
  /// /documentation/SwiftUI/FocusedValue/init(_:)
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) { fatalError() }
  /// /documentation/SwiftUI/FocusedValue/wrappedValue
  public var wrappedValue: Value? { fatalError() }
}

extension View {
  /// /documentation/SwiftUI/View/focusedValue(_:_:)-8079u
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  nonisolated public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  ) -> some View {
    fatalError()
  }
}
