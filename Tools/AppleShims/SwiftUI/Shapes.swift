// Shapes, paths and stroke and fill styles.

/// /documentation/SwiftUI/Animatable
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public protocol Animatable {
  /// /documentation/SwiftUI/Animatable/AnimatableData-swift.associatedtype
  associatedtype AnimatableData: VectorArithmetic
  /// /documentation/SwiftUI/Animatable/animatableData-6nydg
  var animatableData: Self.AnimatableData { get set }
}

/// /documentation/SwiftUI/Animatable
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  /// (not found in the docs corpus: the default `animatableData` for `EmptyAnimatableData`;
  /// /documentation/SwiftUI/Animatable/animatableData-6nydg documents the requirement and says
  /// the default implementation returns `EmptyAnimatableData`)
  public var animatableData: EmptyAnimatableData {
    get { fatalError() }
    set { fatalError() }
  }
}

/// /documentation/SwiftUI/VectorArithmetic
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
  /// /documentation/SwiftUI/VectorArithmetic/scale(by:)
  mutating func scale(by rhs: Double)
  /// /documentation/SwiftUI/VectorArithmetic/magnitudeSquared
  var magnitudeSquared: Double { get }
}

/// /documentation/SwiftUI/VectorArithmetic (Double is among its conforming types)
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Double: VectorArithmetic {
  /// /documentation/SwiftUI/VectorArithmetic/scale(by:)
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// /documentation/SwiftUI/VectorArithmetic/magnitudeSquared
  public var magnitudeSquared: Double { self * self }
}

/// /documentation/SwiftUI/EmptyAnimatableData
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// /documentation/SwiftUI/EmptyAnimatableData/init()
  public init() { fatalError() }
  /// /documentation/SwiftUI/EmptyAnimatableData/zero
  public static var zero: EmptyAnimatableData { fatalError() }
  /// (not found in the docs corpus: EmptyAnimatableData's `+` witness for AdditiveArithmetic)
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    fatalError()
  }
  /// (not found in the docs corpus: EmptyAnimatableData's `-` witness for AdditiveArithmetic)
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    fatalError()
  }
  /// /documentation/SwiftUI/EmptyAnimatableData/scale(by:)
  public mutating func scale(by rhs: Double) { fatalError() }
  /// /documentation/SwiftUI/EmptyAnimatableData/magnitudeSquared
  public var magnitudeSquared: Double { fatalError() }
}

/// /documentation/SwiftUI/Shape
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
nonisolated public protocol Shape: Sendable, Animatable, View {
  /// /documentation/SwiftUI/Shape/path(in:)
  nonisolated func path(in rect: CGRect) -> Path
}

/// /documentation/SwiftUI/Shape
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Shape {
  /// (not found in the docs corpus: Shape's default `body`; kept so conformers need only path(in:))
  public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }

  /// /documentation/SwiftUI/Shape/fill(_:style:)-3y2ud
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  @export(implementation) nonisolated public func fill<S>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  )
    -> _ShapeView<Self, S> where S: ShapeStyle
  {
    fatalError()
  }

  /// /documentation/SwiftUI/Shape/stroke(_:style:antialiased:)
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  @export(implementation) nonisolated public func stroke<S>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  )
    -> StrokeShapeView<Self, S, EmptyView> where S: ShapeStyle
  {
    fatalError()
  }
}

/// (not found in the docs corpus: underscored type; named as the return type of
/// /documentation/SwiftUI/Shape/fill(_:style:)-3y2ud and /documentation/SwiftUI/ShapeStyle/body)
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/StrokeShapeView
@available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
@frozen nonisolated public struct StrokeShapeView<Content, Style, Background>: View
where Content: Shape, Style: ShapeStyle, Background: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/Path
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct Path: Equatable, Sendable {
  /// /documentation/SwiftUI/Path/init()
  public init() { fatalError() }
  /// /documentation/SwiftUI/Path/init(roundedRect:cornerRadius:style:)
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    fatalError()
  }
  /// /documentation/SwiftUI/Path/move(to:)
  public mutating func move(to end: CGPoint) { fatalError() }
  /// /documentation/SwiftUI/Path/addLine(to:)
  public mutating func addLine(to end: CGPoint) { fatalError() }
}

/// /documentation/SwiftUI/Rectangle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct Rectangle: Shape {
  /// /documentation/SwiftUI/Rectangle/init()
  public init() { fatalError() }
  /// /documentation/SwiftUI/Rectangle/path(in:)
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

/// /documentation/SwiftUI/Capsule
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct Capsule: Shape {
  /// /documentation/SwiftUI/Capsule/init(style:)
  public init(style: RoundedCornerStyle = .continuous) { fatalError() }
  /// /documentation/SwiftUI/Capsule/path(in:)
  nonisolated public func path(in r: CGRect) -> Path { fatalError() }
}

/// /documentation/SwiftUI/RoundedRectangle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct RoundedRectangle: Shape {
  /// /documentation/SwiftUI/RoundedRectangle/init(cornerRadius:style:)
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    fatalError()
  }
  /// /documentation/SwiftUI/RoundedRectangle/path(in:)
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

/// /documentation/SwiftUI/UnevenRoundedRectangle
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
@frozen public struct UnevenRoundedRectangle: Shape {
  /// /documentation/SwiftUI/UnevenRoundedRectangle/init(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)
  @export(implementation) public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    fatalError()
  }
  /// /documentation/SwiftUI/UnevenRoundedRectangle/path(in:)
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

/// /documentation/SwiftUI/RoundedCornerStyle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
  /// /documentation/SwiftUI/RoundedCornerStyle/circular
  case circular
  /// /documentation/SwiftUI/RoundedCornerStyle/continuous
  case continuous
}

/// /documentation/SwiftUI/FillStyle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct FillStyle: Equatable, Sendable {
  /// /documentation/SwiftUI/FillStyle/init(eoFill:antialiased:)
  public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

/// /documentation/SwiftUI/StrokeStyle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct StrokeStyle: Equatable, Sendable {
  /// /documentation/SwiftUI/StrokeStyle/init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    fatalError()
  }
}

/// /documentation/CoreGraphics/CGLineCap (CoreGraphics, re-exported by SwiftUI)
public enum CGLineCap: Int32, Sendable {
  /// /documentation/CoreGraphics/CGLineCap/butt
  case butt = 0
  /// /documentation/CoreGraphics/CGLineCap/round
  case round = 1
  /// /documentation/CoreGraphics/CGLineCap/square
  case square = 2
}

/// /documentation/CoreGraphics/CGLineJoin (CoreGraphics, re-exported by SwiftUI)
public enum CGLineJoin: Int32, Sendable {
  /// /documentation/CoreGraphics/CGLineJoin/miter
  case miter = 0
  /// /documentation/CoreGraphics/CGLineJoin/round
  case round = 1
  /// /documentation/CoreGraphics/CGLineJoin/bevel
  case bevel = 2
}
