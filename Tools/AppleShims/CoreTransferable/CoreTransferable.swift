// CoreTransferable: how a value is handed to ShareLink, drag and drop or the pasteboard. The
// gesture recorder's files conform to `Transferable` with a `DataRepresentation`.

public import Foundation
public import UniformTypeIdentifiers

/// /documentation/CoreTransferable/Transferable
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
@preconcurrency public protocol Transferable: Sendable {
  /// /documentation/CoreTransferable/Transferable/Representation
  associatedtype Representation: TransferRepresentation
  /// /documentation/CoreTransferable/Transferable/transferRepresentation
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation {
    get
  }
}

/// /documentation/CoreTransferable/TransferRepresentation
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
public protocol TransferRepresentation<Item>: Sendable {
  /// /documentation/CoreTransferable/TransferRepresentation/Item
  /// (not found in the docs corpus; the primary associated type of the protocol's declaration)
  associatedtype Item: Transferable
  /// /documentation/CoreTransferable/TransferRepresentation/Body-swift.associatedtype
  associatedtype Body: TransferRepresentation
  /// /documentation/CoreTransferable/TransferRepresentation/body-swift.property
  /// (not found in the docs corpus; as `Transferable.transferRepresentation`)
  @TransferRepresentationBuilder<Self.Item> var body: Self.Body { get }
}

/// The representations whose `Body` is `Never` (DataRepresentation…): the body of a built-in
/// representation is never asked for.
/// (undocumented: the SDK declares `Never`'s conformance to give primitive representations a body
/// type, as SwiftUI does for `View`)
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
extension Never: TransferRepresentation {
  public typealias Item = Never
  public typealias Body = Never
}

/// `Never` is `Transferable` too: `SharePreview<Never, Never>`, a preview with a title only,
/// names it. (see `extension Never: TransferRepresentation`)
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
extension Never: Transferable {
  public static var transferRepresentation: Never { fatalError() }
}

/// /documentation/CoreTransferable/TransferRepresentationBuilder
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
@resultBuilder public struct TransferRepresentationBuilder<Item> where Item: Transferable {
  /// /documentation/CoreTransferable/TransferRepresentationBuilder/buildBlock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content
  where Item == Content.Item, Content: TransferRepresentation {
    fatalError()
  }
  /// /documentation/CoreTransferable/TransferRepresentationBuilder/buildExpression(_:)-3z8sl
  public static func buildExpression<R>(_ content: R) -> R
  where Item == R.Item, R: TransferRepresentation {
    fatalError()
  }
}

/// /documentation/CoreTransferable/DataRepresentation
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
public struct DataRepresentation<Item>: TransferRepresentation where Item: Transferable {
  /// /documentation/CoreTransferable/DataRepresentation/init(exportedContentType:exporting:)
  /// (the page is not in the docs corpus; the declaration as the type's overview uses it,
  /// `DataRepresentation(exportedContentType: .png) { layer in layer.pngData() }`, and as the
  /// SDK's listing gives it)
  public init(
    exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data
  ) {
    fatalError()
  }
  public typealias Body = Never
}

/// The body of the built-in representations, whose `Body` is `Never`.
/// (undocumented: as SwiftUI's primitive views, the SDK gives them a body that is never asked
/// for)
extension TransferRepresentation where Self.Body == Never {
  public var body: Never { fatalError() }
}

/// A stand-in for the SDK's own types behind the opaque results below.
/// (not an API: opaque result types hide it, as they hide the SDK's)
struct _OpaqueTransferRepresentation<Item>: TransferRepresentation where Item: Transferable {
  typealias Body = Never
}

extension TransferRepresentation {
  /// /documentation/CoreTransferable/TransferRepresentation/suggestedFileName(_:)-47rg0
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  public func suggestedFileName(_ fileName: @escaping @Sendable (Self.Item) -> String?)
    -> some TransferRepresentation<Self.Item>
  {
    _OpaqueTransferRepresentation<Self.Item>()
  }
}
