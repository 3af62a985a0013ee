// Containers, geometry and the layout modifiers DrawerKit uses.

/// /documentation/SwiftUI/Alignment
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable, Sendable {
  /// /documentation/SwiftUI/Alignment/center
  public static let center = Alignment()
  /// /documentation/SwiftUI/Alignment/leading
  public static let leading = Alignment()
  /// /documentation/SwiftUI/Alignment/trailing
  public static let trailing = Alignment()
  /// /documentation/SwiftUI/Alignment/top
  public static let top = Alignment()
  /// /documentation/SwiftUI/Alignment/topLeading
  public static let topLeading = Alignment()
  private init() {}
}

/// /documentation/SwiftUI/VerticalAlignment
/// (type page not displayed in the docs corpus; as /documentation/SwiftUI/HorizontalAlignment)
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment: Equatable, Sendable {
  /// /documentation/SwiftUI/VerticalAlignment/center
  public static let center = VerticalAlignment()
  private init() {}
}

/// /documentation/SwiftUI/UnitPoint
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable, Sendable {
  /// /documentation/SwiftUI/UnitPoint/center
  public static let center = UnitPoint()
  /// /documentation/SwiftUI/UnitPoint/topLeading
  public static let topLeading = UnitPoint()
  private init() {}
  /// /documentation/SwiftUI/UnitPoint/init(x:y:)
  public init(x: CGFloat, y: CGFloat) { fatalError() }
}

/// /documentation/SwiftUI/HorizontalEdge
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
@frozen public enum HorizontalEdge: Int8, CaseIterable, Codable, Sendable {
  /// /documentation/SwiftUI/HorizontalEdge/leading
  case leading
  /// /documentation/SwiftUI/HorizontalEdge/trailing
  case trailing
}

/// /documentation/SwiftUI/Edge
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, CaseIterable, Sendable {
  /// /documentation/SwiftUI/Edge/top
  case top
  /// /documentation/SwiftUI/Edge/leading
  case leading
  /// /documentation/SwiftUI/Edge/bottom
  case bottom
  /// /documentation/SwiftUI/Edge/trailing
  case trailing
  /// /documentation/SwiftUI/Edge/Set
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// /documentation/SwiftUI/Edge/Set/all
    public static let all = Edge.Set(rawValue: 15)
  }
}

/// /documentation/SwiftUI/SafeAreaRegions
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// /documentation/SwiftUI/SafeAreaRegions/all
  public static let all = SafeAreaRegions(rawValue: 7)
}

/// /documentation/SwiftUI/EdgeInsets
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct EdgeInsets: Equatable, Sendable {
  /// /documentation/SwiftUI/EdgeInsets/top
  public var top: CGFloat
  /// /documentation/SwiftUI/EdgeInsets/leading
  public var leading: CGFloat
  /// /documentation/SwiftUI/EdgeInsets/bottom
  public var bottom: CGFloat
  /// /documentation/SwiftUI/EdgeInsets/trailing
  public var trailing: CGFloat
  /// /documentation/SwiftUI/EdgeInsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    fatalError()
  }
}

/// /documentation/SwiftUI/ZStack
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen nonisolated public struct ZStack<Content>: View where Content: View {
  /// /documentation/SwiftUI/ZStack/init(alignment:content:)
  nonisolated public init(alignment: Alignment = .center, @ContentBuilder content: () -> Content) {
    fatalError()
  }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/HStack
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen nonisolated public struct HStack<Content>: View where Content: View {
  /// /documentation/SwiftUI/HStack/init(alignment:spacing:content:)
  /// (page not displayed by the docs corpus; the same shape as VStack's)
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ContentBuilder content: () -> Content
  ) {
    fatalError()
  }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/VStack
/// (the type's page is not displayed by the docs corpus; isolation as HStack's and ZStack's)
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen nonisolated public struct VStack<Content>: View where Content: View {
  /// /documentation/SwiftUI/VStack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ContentBuilder content: () -> Content
  ) {
    fatalError()
  }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/HorizontalAlignment
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  /// /documentation/SwiftUI/HorizontalAlignment/center
  public static let center = HorizontalAlignment()
  /// /documentation/SwiftUI/HorizontalAlignment/leading
  public static let leading = HorizontalAlignment()
  private init() {}
}

/// /documentation/SwiftUI/Spacer
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct Spacer {
  /// /documentation/SwiftUI/Spacer/init(minLength:)
  public init(minLength: CGFloat? = nil) { fatalError() }
}

/// /documentation/SwiftUI/Spacer
/// (documented as a plain `struct`: its View conformance is not in the primary declaration, so
/// the type is not main-actor isolated)
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Spacer: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/Divider
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
nonisolated public struct Divider: View {
  /// /documentation/SwiftUI/Divider/init()
  nonisolated public init() { fatalError() }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/GeometryReader
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen nonisolated public struct GeometryReader<Content>: View where Content: View {
  /// /documentation/SwiftUI/GeometryReader/init(content:)
  nonisolated public init(@ContentBuilder content: @escaping (GeometryProxy) -> Content) {
    fatalError()
  }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/GeometryProxy
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public struct GeometryProxy {
  /// /documentation/SwiftUI/GeometryProxy/size
  public var size: CGSize { fatalError() }
  /// /documentation/SwiftUI/GeometryProxy/safeAreaInsets
  public var safeAreaInsets: EdgeInsets { fatalError() }
  /// /documentation/SwiftUI/GeometryProxy/bounds(of:)
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { fatalError() }
}

/// /documentation/SwiftUI/Angle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct Angle: Hashable, Sendable {
  /// /documentation/SwiftUI/Angle/degrees(_:)
  public static func degrees(_ degrees: Double) -> Angle { fatalError() }
}

extension View {
  /// /documentation/SwiftUI/View/frame(width:height:alignment:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)
  /// (not found in the docs corpus)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/offset(x:y:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }

  /// /documentation/SwiftUI/View/onGeometryChange(for:of:action:)
  /// (the overload whose action takes the new value)
  @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
  nonisolated public func onGeometryChange<T>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View where T: Equatable, T: Sendable {
    fatalError()
  }

  /// /documentation/SwiftUI/View/zIndex(_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func zIndex(_ value: Double) -> some View { fatalError() }

  /// /documentation/SwiftUI/View/scaleEffect(_:anchor:)-pmi7
  /// (not on visionOS, where `scaleEffect(_:anchor:)` takes a UnitPoint3D anchor instead)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @available(visionOS, unavailable)
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/scaleEffect(x:y:anchor:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func scaleEffect(
    x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center
  )
    -> some View
  {
    fatalError()
  }

  /// /documentation/SwiftUI/View/rotationEffect(_:anchor:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/opacity(_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func opacity(_ opacity: Double) -> some View { fatalError() }

  /// /documentation/SwiftUI/View/ignoresSafeArea(_:edges:)
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    fatalError()
  }

  /// /documentation/SwiftUI/View/background(alignment:content:)
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func background<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/overlay(alignment:content:)
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View where V: View
  {
    fatalError()
  }

  /// /documentation/SwiftUI/View/mask(alignment:_:)
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func mask<Mask>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  )
    -> some View where Mask: View
  {
    fatalError()
  }

  /// /documentation/SwiftUI/View/shadow(color:radius:x:y:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/contentShape(_:eoFill:)
  /// (page not displayed by the docs corpus)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View
  where S: Shape {
    fatalError()
  }

  /// /documentation/SwiftUI/View/allowsHitTesting(_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { fatalError() }

  /// /documentation/SwiftUI/View/disabled(_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func disabled(_ disabled: Bool) -> some View { fatalError() }

  /// /documentation/SwiftUI/View/flipsForRightToLeftLayoutDirection(_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/onChange(of:initial:_:)-4psgg
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View where V: Equatable {
    fatalError()
  }

  /// /documentation/SwiftUI/View/onChange(of:initial:_:)
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View where V: Equatable {
    fatalError()
  }

  /// /documentation/SwiftUI/View/onAppear(perform:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/onDisappear(perform:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    fatalError()
  }
}

extension View {
  /// /documentation/SwiftUI/View/fixedSize(horizontal:vertical:) (iPhoneOS26.2.sdk
  /// SwiftUICore.swiftinterface: `nonisolated public func fixedSize(horizontal: Bool, vertical:
  /// Bool) -> some View`)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/fixedSize()
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func fixedSize() -> some View { fatalError() }
}

// Custom layouts (the Layout protocol, iOS 16), as DrawerKit's floating tab bar lays its bar and
// accessory out in one pass. Declarations from the documentation pages named, checked against
// iPhoneOS26.2.sdk's SwiftUICore.swiftinterface.

/// /documentation/SwiftUI/Layout
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
@preconcurrency public protocol Layout: Sendable, Animatable {
  /// /documentation/SwiftUI/Layout/Cache
  associatedtype Cache = Void
  /// /documentation/SwiftUI/Layout/Subviews
  typealias Subviews = LayoutSubviews
  /// /documentation/SwiftUI/Layout/makeCache(subviews:)-23agy
  func makeCache(subviews: Self.Subviews) -> Self.Cache
  /// /documentation/SwiftUI/Layout/sizeThatFits(proposal:subviews:cache:)
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    -> CGSize
  /// /documentation/SwiftUI/Layout/placeSubviews(in:proposal:subviews:cache:)
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache)
}

@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
extension Layout where Self.Cache == () {
  /// /documentation/SwiftUI/Layout/makeCache(subviews:)-4sgdy
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { fatalError() }
}

@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
extension Layout {
  /// /documentation/SwiftUI/Layout/callAsFunction(_:)
  @_disfavoredOverload public func callAsFunction<V>(@ViewBuilder _ content: () -> V)
    -> some View where V: View
  {
    fatalError()
  }
}

/// /documentation/SwiftUI/ProposedViewSize
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
@frozen public struct ProposedViewSize: Equatable {
  /// /documentation/SwiftUI/ProposedViewSize/width
  public var width: CGFloat?
  /// /documentation/SwiftUI/ProposedViewSize/height
  public var height: CGFloat?
  /// /documentation/SwiftUI/ProposedViewSize/unspecified
  public static let unspecified: ProposedViewSize = { fatalError() }()
  /// /documentation/SwiftUI/ProposedViewSize/init(width:height:)
  public init(width: CGFloat?, height: CGFloat?) { fatalError() }
  /// /documentation/SwiftUI/ProposedViewSize/replacingUnspecifiedDimensions(by:)
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    fatalError()
  }
}

/// /documentation/SwiftUI/LayoutSubviews
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  public typealias SubSequence = LayoutSubviews
  public typealias Element = LayoutSubview
  public typealias Index = Int
  /// /documentation/SwiftUI/LayoutSubviews/layoutDirection
  public var layoutDirection: LayoutDirection
  /// /documentation/SwiftUI/LayoutSubviews/startIndex
  public var startIndex: Int { fatalError() }
  /// /documentation/SwiftUI/LayoutSubviews/endIndex
  public var endIndex: Int { fatalError() }
  /// /documentation/SwiftUI/LayoutSubviews/subscript(_:)-5ryos
  public subscript(index: Int) -> LayoutSubview { fatalError() }
  /// /documentation/SwiftUI/LayoutSubviews/subscript(_:)-8v1bj
  public subscript(bounds: Range<Int>) -> LayoutSubviews { fatalError() }
}

/// /documentation/SwiftUI/LayoutSubview
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
public struct LayoutSubview: Equatable {
  /// /documentation/SwiftUI/LayoutSubview/sizeThatFits(_:)
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
  /// /documentation/SwiftUI/LayoutSubview/place(at:anchor:proposal:)
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    fatalError()
  }
}

/// /documentation/SwiftUI/withAnimation(_:_:)
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
  rethrows -> Result
{
  fatalError()
}

/// /documentation/SwiftUI/ScrollIndicatorVisibility
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
public struct ScrollIndicatorVisibility {
  /// /documentation/SwiftUI/ScrollIndicatorVisibility/hidden
  public static var hidden: ScrollIndicatorVisibility { fatalError() }
}

extension View {
  /// /documentation/SwiftUI/View/scrollIndicators(_:axes:)
  @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
  nonisolated public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/hidden()
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func hidden() -> some View { fatalError() }
}
