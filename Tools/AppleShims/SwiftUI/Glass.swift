// Liquid Glass (iOS 26, macOS 26) and the concentric shape that came with it. Each declaration
// is transcribed from its documentation page and checked against the iPhoneOS26.2.sdk
// SwiftUICore.swiftinterface, which adds `@available(visionOS, unavailable)` to the glass API
// (the documentation pages list no visionOS availability for it).

/// /documentation/SwiftUI/Glass (iPhoneOS26.2.sdk SwiftUICore.swiftinterface: `public struct
/// Glass : Swift.Equatable, Swift.Sendable`)
@available(iOS 26.0, macCatalyst 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct Glass: Equatable, Sendable {
  /// /documentation/SwiftUI/Glass/regular
  public static var regular: Glass { fatalError() }
  /// /documentation/SwiftUI/Glass/clear
  public static var clear: Glass { fatalError() }
  /// /documentation/SwiftUI/Glass/identity
  public static var identity: Glass { fatalError() }
  /// /documentation/SwiftUI/Glass/tint(_:)
  public func tint(_ color: Color?) -> Glass { fatalError() }
  /// /documentation/SwiftUI/Glass/interactive(_:)
  public func interactive(_ isEnabled: Bool = true) -> Glass { fatalError() }
  public static func == (a: Glass, b: Glass) -> Bool { fatalError() }
}

/// /documentation/SwiftUI/DefaultGlassEffectShape (iPhoneOS26.2.sdk SwiftUICore.swiftinterface:
/// `public struct DefaultGlassEffectShape : SwiftUICore.Shape` with `public init()`)
@available(iOS 26.0, macCatalyst 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct DefaultGlassEffectShape: Shape {
  public init() { fatalError() }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

extension View {
  /// /documentation/SwiftUI/View/glassEffect(_:in:)
  @available(iOS 26.0, macCatalyst 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
  @available(visionOS, unavailable)
  nonisolated public func glassEffect(
    _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()
  ) -> some View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/glassEffectID(_:in:)
  @available(iOS 26.0, macCatalyst 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
  @available(visionOS, unavailable)
  nonisolated public func glassEffectID(
    _ id: (some Hashable & Sendable)?, in namespace: Namespace.ID
  ) -> some View {
    fatalError()
  }
}

/// /documentation/SwiftUI/GlassEffectContainer
@available(iOS 26.0, macCatalyst 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
@MainActor @preconcurrency public struct GlassEffectContainer<Content>: View where Content: View {
  /// /documentation/SwiftUI/GlassEffectContainer/init(spacing:content:)
  @MainActor @preconcurrency public init(
    spacing: CGFloat? = nil, @ContentBuilder content: () -> Content
  ) {
    fatalError()
  }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/GlassEffectContainer (conforms to Sendable)
@available(iOS 26.0, macCatalyst 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension GlassEffectContainer: Sendable {}

extension Edge {
  /// /documentation/SwiftUI/Edge/Corner (iPhoneOS26.2.sdk SwiftUICore.swiftinterface: an enum of
  /// the four corners, `RawValue = Swift.Int8`; only its `Style` is used here)
  @available(iOS 26.0, macCatalyst 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 26.0, *)
  public enum Corner: Int8, CaseIterable, Sendable {
    case topLeading, topTrailing, bottomLeading, bottomTrailing

    /// /documentation/SwiftUI/Edge/Corner/Style
    @available(iOS 26.0, macCatalyst 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 26.0, *)
    public struct Style: Sendable, Hashable {
      /// /documentation/SwiftUI/Edge/Corner/Style/fixed(_:)
      public static func fixed(_ radius: CGFloat) -> Edge.Corner.Style { fatalError() }
      /// /documentation/SwiftUI/Edge/Corner/Style/concentric
      public static var concentric: Edge.Corner.Style { fatalError() }
      /// /documentation/SwiftUI/Edge/Corner/Style/concentric(minimum:)
      public static func concentric(minimum: Edge.Corner.Style? = nil) -> Edge.Corner.Style {
        fatalError()
      }
    }
  }
}

/// /documentation/SwiftUI/ConcentricRectangle
@available(iOS 26.0, macCatalyst 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 26.0, *)
public struct ConcentricRectangle: Shape {
  /// /documentation/SwiftUI/ConcentricRectangle/init()
  public init() { fatalError() }
  /// /documentation/SwiftUI/ConcentricRectangle/init(corners:isUniform:)
  public init(corners: Edge.Corner.Style, isUniform: Bool = false) { fatalError() }
  /// /documentation/SwiftUI/ConcentricRectangle/path(in:)
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}
