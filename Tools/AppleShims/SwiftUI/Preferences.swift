// Preferences: values that flow up from a view to its containers.

/// /documentation/SwiftUI/PreferenceKey
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public protocol PreferenceKey {
  /// /documentation/SwiftUI/PreferenceKey/Value
  associatedtype Value
  /// /documentation/SwiftUI/PreferenceKey/defaultValue
  static var defaultValue: Self.Value { get }
  /// /documentation/SwiftUI/PreferenceKey/reduce(value:nextValue:)
  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension View {
  /// /documentation/SwiftUI/View/preference(key:value:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View
  where K: PreferenceKey {
    fatalError()
  }

  /// /documentation/SwiftUI/View/transformPreference(_:_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func transformPreference<K>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View where K: PreferenceKey {
    fatalError()
  }

  /// /documentation/SwiftUI/View/onPreferenceChange(_:perform:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func onPreferenceChange<K>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K: PreferenceKey, K.Value: Equatable {
    fatalError()
  }
}
