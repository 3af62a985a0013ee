// Padding, shapes, colours and the other decoration the drawer's menu and the floating tab bar
// use.

extension Edge.Set {
  /// /documentation/SwiftUI/Edge/Set/top
  public static let top = Edge.Set(rawValue: 1)
  /// /documentation/SwiftUI/Edge/Set/leading
  public static let leading = Edge.Set(rawValue: 2)
  /// /documentation/SwiftUI/Edge/Set/bottom
  public static let bottom = Edge.Set(rawValue: 4)
  /// /documentation/SwiftUI/Edge/Set/trailing
  public static let trailing = Edge.Set(rawValue: 8)
  /// /documentation/SwiftUI/Edge/Set/horizontal
  public static let horizontal = Edge.Set(rawValue: 10)
  /// /documentation/SwiftUI/Edge/Set/vertical
  public static let vertical = Edge.Set(rawValue: 5)
}

extension Alignment {
  /// /documentation/SwiftUI/Alignment/bottom
  public static let bottom: Alignment = { fatalError() }()
  /// /documentation/SwiftUI/Alignment/topTrailing
  public static let topTrailing: Alignment = { fatalError() }()
  /// /documentation/SwiftUI/Alignment/bottomLeading
  public static let bottomLeading: Alignment = { fatalError() }()
}

extension View {
  /// /documentation/SwiftUI/View/padding(_:_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/padding(_:)-68shk
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func padding(_ length: CGFloat) -> some View { fatalError() }

  /// /documentation/SwiftUI/View/padding(_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func padding(_ insets: EdgeInsets) -> some View { fatalError() }

  /// /documentation/SwiftUI/View/background(_:in:fillStyle:)-89n7j
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func background<S, T>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View where S: ShapeStyle, T: Shape {
    fatalError()
  }

  /// /documentation/SwiftUI/View/clipShape(_:style:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View
  where S: Shape {
    fatalError()
  }
}

/// /documentation/SwiftUI/Circle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct Circle: Shape {
  /// /documentation/SwiftUI/Circle/init()
  @inlinable public init() { fatalError() }
  /// /documentation/SwiftUI/Circle/path(in:)
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

extension Color {
  /// /documentation/SwiftUI/Color/red
  public static let red: Color = { fatalError() }()
  /// /documentation/SwiftUI/Color/gray
  public static let gray: Color = { fatalError() }()
  /// /documentation/SwiftUI/Color/white
  public static let white: Color = { fatalError() }()
  /// /documentation/SwiftUI/Color/orange
  public static let orange: Color = { fatalError() }()
}

extension View {
  /// /documentation/SwiftUI/View/tint(_:)-23xyq
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func tint(_ tint: Color?) -> some View { fatalError() }

  /// /documentation/SwiftUI/View/symbolVariant(_:)
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { fatalError() }
}

/// /documentation/SwiftUI/SymbolVariants
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
public struct SymbolVariants: Hashable, Sendable {
  /// /documentation/SwiftUI/SymbolVariants/none
  public static let none: SymbolVariants = { fatalError() }()
  /// /documentation/SwiftUI/SymbolVariants/fill-swift.type.property
  public static let fill: SymbolVariants = { fatalError() }()
}

/// /documentation/SwiftUI/Material
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
public struct Material: ShapeStyle {}

extension ShapeStyle where Self == Material {
  /// /documentation/SwiftUI/ShapeStyle/regularMaterial
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 10.0, *)
  public static var regularMaterial: Material { fatalError() }
  /// /documentation/SwiftUI/ShapeStyle/thinMaterial
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 10.0, *)
  public static var thinMaterial: Material { fatalError() }
}
