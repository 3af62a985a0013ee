// Apps, scenes and previews (used by the showcase).

/// /documentation/SwiftUI/App
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol App {
  /// /documentation/SwiftUI/App/Body-swift.associatedtype
  associatedtype Body: Scene
  /// /documentation/SwiftUI/App/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// /documentation/SwiftUI/App/init()
  @MainActor @preconcurrency init()
}

extension App {
  /// /documentation/SwiftUI/App/main()
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  @MainActor @preconcurrency public static func main() { fatalError() }
}

/// /documentation/SwiftUI/Scene
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol Scene {
  /// /documentation/SwiftUI/Scene/Body-swift.associatedtype
  associatedtype Body: Scene
  /// /documentation/SwiftUI/Scene/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// /documentation/SwiftUI/Never
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
extension Never: Scene {}

/// /documentation/SwiftUI/SceneBuilder
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@resultBuilder public struct SceneBuilder {
  /// /documentation/SwiftUI/SceneBuilder/buildBlock(_:)
  /// (the single-scene overload of the buildBlock(_:) overload group: listed in the SDK but its
  /// declaration is not displayed in the docs corpus, which shows the variadic one below)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
    fatalError()
  }
  /// /documentation/SwiftUI/SceneBuilder/buildBlock(_:)
  @export(implementation) public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> some Scene where repeat each Content: Scene {
    fatalError()
  }
}

/// /documentation/SwiftUI/WindowGroup
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
  /// /documentation/SwiftUI/WindowGroup/init(_:content:)-4gssc
  /// (this LocalizedStringKey overload's declaration is not displayed in the docs corpus; its
  /// siblings, e.g. /documentation/SwiftUI/WindowGroup/init(_:id:content:), are `nonisolated`
  /// with a `@ContentBuilder` content closure)
  nonisolated public init(_ titleKey: LocalizedStringKey, @ContentBuilder content: () -> Content) {
    fatalError()
  }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/Preview(_:body:)
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ContentBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
