// Scene storage and a text field (used by the showcase: the tab bar's arrangement, the drawer,
// the menu's selection and the tabs' paths are restored from scene storage, and a search field
// brings up the software keyboard; DrawerKit's tests: a navigation path stored as data).

import Foundation

/// /documentation/SwiftUI/SceneStorage
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
  /// /documentation/SwiftUI/SceneStorage/init(wrappedValue:_:)
  /// (The overload group's member for a `RawRepresentable` value stored as a string.)
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    fatalError()
  }
  /// /documentation/SwiftUI/SceneStorage/init(wrappedValue:_:)
  /// (The overload group's member for a data value: `init(wrappedValue: Value, _ key: String)
  /// where Value == Data`.)
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    fatalError()
  }
  /// /documentation/SwiftUI/SceneStorage/wrappedValue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  /// /documentation/SwiftUI/SceneStorage/projectedValue
  public var projectedValue: Binding<Value> { fatalError() }
}

/// /documentation/SwiftUI/TextField
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct TextField<Label>: View where Label: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/TextField
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension TextField where Label == Text {
  /// /documentation/SwiftUI/TextField/init(_:text:)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
}

/// /documentation/SwiftUI/AppStorage
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct AppStorage<Value>: DynamicProperty {
  /// /documentation/SwiftUI/AppStorage/init(wrappedValue:_:store:)
  /// (The overload group's member for a Boolean.)
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Bool {
    fatalError()
  }
  /// /documentation/SwiftUI/AppStorage/wrappedValue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  /// /documentation/SwiftUI/AppStorage/projectedValue
  public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
extension View {
  /// /documentation/SwiftUI/View/task(id:priority:_:) (iPhoneOS26.2.sdk SwiftUI.swiftinterface:
  /// `@_disfavoredOverload nonisolated public func task<T>(id value: T, priority:
  /// TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async
  /// -> Void) -> some View where T : Equatable`; the action runs on the view's actor)
  @_disfavoredOverload nonisolated public func task<T>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View where T: Equatable {
    fatalError()
  }
}
