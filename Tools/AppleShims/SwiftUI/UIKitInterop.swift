// Hosting a UIKit gesture recogniser in SwiftUI (iOS 18 and later).

#if canImport(UIKit)
  import UIKit

  /// /documentation/SwiftUI/UIGestureRecognizerRepresentable
  @available(iOS 18.0, macCatalyst 18.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency public protocol UIGestureRecognizerRepresentable {
    /// /documentation/SwiftUI/UIGestureRecognizerRepresentable/UIGestureRecognizerType
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    /// /documentation/SwiftUI/UIGestureRecognizerRepresentable/Coordinator
    associatedtype Coordinator = Void
    /// /documentation/SwiftUI/UIGestureRecognizerRepresentable/Context
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    /// /documentation/SwiftUI/UIGestureRecognizerRepresentable/CoordinateSpaceConverter
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
    /// /documentation/SwiftUI/UIGestureRecognizerRepresentable/makeUIGestureRecognizer(context:)
    /// (not found in the docs corpus: the shape follows its documented siblings here and
    /// NSGestureRecognizerRepresentable/makeNSGestureRecognizer(context:))
    @MainActor @preconcurrency func makeUIGestureRecognizer(context: Self.Context)
      -> Self.UIGestureRecognizerType
    /// /documentation/SwiftUI/UIGestureRecognizerRepresentable/handleUIGestureRecognizerAction(_:context:)
    @MainActor @preconcurrency func handleUIGestureRecognizerAction(
      _ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    /// /documentation/SwiftUI/UIGestureRecognizerRepresentable/updateUIGestureRecognizer(_:context:)
    @MainActor @preconcurrency func updateUIGestureRecognizer(
      _ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    /// /documentation/SwiftUI/UIGestureRecognizerRepresentable/makeCoordinator(converter:)
    @MainActor @preconcurrency func makeCoordinator(converter: Self.CoordinateSpaceConverter)
      -> Self.Coordinator
  }

  /// /documentation/SwiftUI/UIGestureRecognizerRepresentableContext
  @available(iOS 18.0, macCatalyst 18.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  public struct UIGestureRecognizerRepresentableContext<Representable>
  where Representable: UIGestureRecognizerRepresentable {
    /// /documentation/SwiftUI/UIGestureRecognizerRepresentableContext/coordinator
    public let coordinator: Representable.Coordinator
    /// /documentation/SwiftUI/UIGestureRecognizerRepresentableContext/converter
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
  }

  /// /documentation/SwiftUI/UIGestureRecognizerRepresentableCoordinateSpaceConverter
  @available(iOS 18.0, macCatalyst 18.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    /// /documentation/SwiftUI/UIGestureRecognizerRepresentableCoordinateSpaceConverter/localLocation
    @export(implementation) public var localLocation: CGPoint { fatalError() }
    /// /documentation/SwiftUI/UIGestureRecognizerRepresentableCoordinateSpaceConverter/localTranslation
    @export(implementation) public var localTranslation: CGPoint? { fatalError() }
    /// /documentation/SwiftUI/UIGestureRecognizerRepresentableCoordinateSpaceConverter/convert(globalPoint:to:)
    public func convert(globalPoint: CGPoint, to coordinateSpace: some CoordinateSpaceProtocol = .local)
      -> CGPoint
    { fatalError() }
  }

  extension View {
    /// /documentation/SwiftUI/View/gesture(_:)
    /// (an overload group whose page shows only the NSGestureRecognizerRepresentable overload,
    /// macOS 26; this UIKit overload's own declaration is not found in the docs corpus)
    @available(iOS 18.0, macCatalyst 18.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func gesture(_ representable: some UIGestureRecognizerRepresentable)
      -> some View
    {
      fatalError()
    }
  }
#endif
