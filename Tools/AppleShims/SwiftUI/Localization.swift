// Foundation's localized string resources, which swift-corelibs-foundation lacks. Declared here,
// in the module that re-exports Foundation on Apple platforms, so that a file importing SwiftUI
// sees them as it would there.

/// /documentation/Foundation/LocalizedStringResource
/// (its string-interpolation conformance, which takes `String.LocalizationValue`, is not
/// transcribed: nothing here interpolates into one)
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
public struct LocalizedStringResource: ExpressibleByStringLiteral, Sendable {
  /// /documentation/Foundation/LocalizedStringResource/init(stringLiteral:)
  public init(stringLiteral value: String) { fatalError() }
}

extension String {
  /// /documentation/Swift/String/init(localized:)
  @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
  public init(localized resource: LocalizedStringResource) { fatalError() }
}
