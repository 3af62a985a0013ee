// The share link the showcase offers the gesture recorder's files with.

import CoreTransferable

/// /documentation/SwiftUI/ShareLink
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, visionOS 1.0, watchOS 9.0, *)
nonisolated public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View
where
  Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable,
  Label: View, Data.Element: Transferable
{
  /// /documentation/SwiftUI/ShareLink/init(items:subject:message:preview:label:)
  nonisolated public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
    @ContentBuilder label: () -> Label
  ) {
    fatalError()
  }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/SharePreview
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, visionOS 1.0, watchOS 9.0, *)
public struct SharePreview<Image, Icon> where Image: Transferable, Icon: Transferable {}

@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, visionOS 1.0, watchOS 9.0, *)
extension SharePreview where Image == Never, Icon == Never {
  /// /documentation/SwiftUI/SharePreview/init(_:)
  /// (this StringProtocol overload's declaration is not displayed in the docs corpus, which
  /// shows the LocalizedStringResource one; the type's overview passes a `String` property,
  /// `SharePreview(photo.caption, image: photo.image)`)
  public init<S>(_ title: S) where S: StringProtocol { fatalError() }
}
