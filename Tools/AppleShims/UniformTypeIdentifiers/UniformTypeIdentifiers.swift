// The Uniform Type Identifiers framework's `UTType`, which names the content type of the gesture
// recorder's shared files.

/// /documentation/UniformTypeIdentifiers/UTType-swift.struct
/// (the struct's page is not in the docs corpus; its conformances follow its members' pages and
/// the framework's use as a `Sendable` value in CoreTransferable's closures)
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
public struct UTType: Hashable, Sendable {
  /// /documentation/UniformTypeIdentifiers/UTType-swift.struct/init(filenameExtension:conformingTo:)
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) { fatalError() }

  /// /documentation/UniformTypeIdentifiers/UTType-swift.struct/data
  /// (not found in the docs corpus; the default argument above names it)
  public static var data: UTType { fatalError() }

  /// /documentation/UniformTypeIdentifiers/UTType-swift.struct/utf8PlainText
  public static var utf8PlainText: UTType { fatalError() }
}
