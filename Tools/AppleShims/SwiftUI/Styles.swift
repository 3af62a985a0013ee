// Shape styles and colours.

/// /documentation/SwiftUI/ShapeStyle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

/// /documentation/SwiftUI/AnyShapeStyle
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
@frozen public struct AnyShapeStyle: ShapeStyle {
  /// /documentation/SwiftUI/AnyShapeStyle/init(_:)
  public init<S>(_ style: S) where S: ShapeStyle { fatalError() }
}

/// /documentation/SwiftUI/ForegroundStyle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct ForegroundStyle: ShapeStyle {}

/// /documentation/SwiftUI/BackgroundStyle
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@frozen public struct BackgroundStyle: ShapeStyle {}

/// /documentation/SwiftUI/HierarchicalShapeStyle
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
@frozen public struct HierarchicalShapeStyle: ShapeStyle {}

/// /documentation/SwiftUI/TintShapeStyle
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
public struct TintShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == ForegroundStyle {
  /// /documentation/SwiftUI/ShapeStyle/foreground
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  @export(implementation) public static var foreground: ForegroundStyle { fatalError() }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// /documentation/SwiftUI/ShapeStyle/background
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  @export(implementation) public static var background: BackgroundStyle { fatalError() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// /documentation/SwiftUI/ShapeStyle/primary
  /// (declaration not displayed in the docs corpus; as its sibling `secondary`)
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  @export(implementation) public static var primary: HierarchicalShapeStyle { fatalError() }
  /// /documentation/SwiftUI/ShapeStyle/secondary-swift.type.property
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  @export(implementation) public static var secondary: HierarchicalShapeStyle { fatalError() }
  /// /documentation/SwiftUI/ShapeStyle/quaternary-swift.type.property
  /// (declaration not displayed in the docs corpus; as its sibling `secondary`)
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  @export(implementation) public static var quaternary: HierarchicalShapeStyle { fatalError() }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// /documentation/SwiftUI/ShapeStyle/tint
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  @export(implementation) public static var tint: TintShapeStyle { fatalError() }
}

/// /documentation/SwiftUI/Color
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  public var description: String { fatalError() }
  /// /documentation/SwiftUI/Color/init(_:white:opacity:)
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    fatalError()
  }
  /// /documentation/SwiftUI/Color/RGBColorSpace
  public enum RGBColorSpace: Sendable {
    /// /documentation/SwiftUI/Color/RGBColorSpace/sRGB
    case sRGB
    /// /documentation/SwiftUI/Color/RGBColorSpace/sRGBLinear
    case sRGBLinear
    /// /documentation/SwiftUI/Color/RGBColorSpace/displayP3
    case displayP3
  }
  /// /documentation/SwiftUI/Color/black
  public static let black = Color(white: 0)
  /// /documentation/SwiftUI/Color/clear
  /// (declaration not displayed in the docs corpus; as its sibling `black`)
  public static let clear = Color(white: 0, opacity: 0)
  /// /documentation/SwiftUI/Color/accentColor
  public static var accentColor: Color { fatalError() }
  /// /documentation/SwiftUI/Color/opacity(_:)
  public func opacity(_ opacity: Double) -> Color { fatalError() }
}

/// /documentation/SwiftUI/Color
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Color: ShapeStyle {}

/// /documentation/SwiftUI/Color
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Color: View {
  public var body: Never { fatalError() }
}

extension View {
  /// /documentation/SwiftUI/View/foregroundStyle(_:)
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    fatalError()
  }
}
