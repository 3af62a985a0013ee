// Images loaded asynchronously, for avatars.

import Foundation

/// /documentation/SwiftUI/AsyncImage
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
public struct AsyncImage<Content>: View where Content: View {
  /// /documentation/SwiftUI/AsyncImage/init(url:scale:transaction:content:)
  nonisolated public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ContentBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    fatalError()
  }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/AsyncImagePhase
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
public enum AsyncImagePhase: Sendable {
  /// /documentation/SwiftUI/AsyncImagePhase/empty
  case empty
  /// /documentation/SwiftUI/AsyncImagePhase/success(_:)
  case success(Image)
  /// /documentation/SwiftUI/AsyncImagePhase/failure(_:)
  case failure(any Error)
  /// /documentation/SwiftUI/AsyncImagePhase/image
  public var image: Image? { fatalError() }
}

extension EdgeInsets {
  /// /documentation/SwiftUI/EdgeInsets/init()
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  public init() { fatalError() }
}

extension Image {
  /// /documentation/SwiftUI/Image/ResizingMode
  public enum ResizingMode: Hashable, Sendable {
    /// /documentation/SwiftUI/Image/ResizingMode/tile
    case tile
    /// /documentation/SwiftUI/Image/ResizingMode/stretch
    case stretch
  }

  /// /documentation/SwiftUI/Image/resizable(capInsets:resizingMode:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image {
    fatalError()
  }
}

extension View {
  /// /documentation/SwiftUI/View/scaledToFill()
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func scaledToFill() -> some View { fatalError() }
}
