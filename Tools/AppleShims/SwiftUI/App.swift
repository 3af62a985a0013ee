// Apps, scenes and previews (used by the showcase).

/// /documentation/SwiftUI/App
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol App {
  /// /documentation/SwiftUI/App/Body
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
  /// /documentation/SwiftUI/Scene/Body
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
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
    fatalError()
  }
}

/// /documentation/SwiftUI/WindowGroup
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct WindowGroup<Content>: Scene where Content: View {
  /// /documentation/SwiftUI/WindowGroup/init(_:content:)-4gssc
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    fatalError()
  }
  public var body: Never { fatalError() }
}

/// /documentation/DeveloperToolsSupport/Preview(_:body:) (DeveloperToolsSupport, re-exported by
/// SwiftUI)
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
