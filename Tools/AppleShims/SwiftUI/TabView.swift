// What the floating tab bar needs around its tabs (a stack of them, not a tab view): safe-area
// insets, the keyboard's safe area, scroll geometry, sheets and context menus.

extension View {
  /// /documentation/SwiftUI/View/safeAreaInset(edge:alignment:spacing:content:)-4s51l
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func safeAreaInset<V>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ContentBuilder content: () -> V
  ) -> some View where V: View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/onScrollGeometryChange(for:of:action:)
  @available(iOS 18.0, macCatalyst 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  nonisolated public func onScrollGeometryChange<T>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (T, T) -> Void
  ) -> some View where T: Equatable {
    fatalError()
  }

  /// /documentation/SwiftUI/View/sheet(isPresented:onDismiss:content:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func sheet<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ContentBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/sheet(item:onDismiss:content:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func sheet<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ContentBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/confirmationDialog(_:isPresented:titleVisibility:actions:message:)-2s7pz
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func confirmationDialog<A, M>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ContentBuilder actions: () -> A,
    @ContentBuilder message: () -> M
  ) -> some View where A: View, M: View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/contextMenu(menuItems:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 14.0, visionOS 1.0, *)
  @available(watchOS, introduced: 6.0, deprecated: 7.0)
  nonisolated public func contextMenu<MenuItems>(@ContentBuilder menuItems: () -> MenuItems)
    -> some View where MenuItems: View
  {
    fatalError()
  }
}

/// /documentation/SwiftUI/VerticalEdge
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
@frozen public enum VerticalEdge: Int8, CaseIterable, Codable, Sendable {
  /// /documentation/SwiftUI/VerticalEdge/top
  case top
  /// /documentation/SwiftUI/VerticalEdge/bottom
  case bottom
}

extension SafeAreaRegions {
  /// /documentation/SwiftUI/SafeAreaRegions/container
  public static let container = SafeAreaRegions(rawValue: 1)
  /// /documentation/SwiftUI/SafeAreaRegions/keyboard
  public static let keyboard = SafeAreaRegions(rawValue: 2)
}

/// /documentation/SwiftUI/ScrollGeometry
@available(iOS 18.0, macCatalyst 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  /// /documentation/SwiftUI/ScrollGeometry/contentOffset
  public var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/SwiftUI/ScrollGeometry/contentInsets
  public var contentInsets: EdgeInsets
}

/// /documentation/SwiftUI/Animation
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct Animation: Equatable, Sendable {
  /// /documentation/SwiftUI/Animation/snappy
  public static var snappy: Animation { fatalError() }
  /// /documentation/SwiftUI/Animation/default
  public static let `default`: Animation = { fatalError() }()
}

/// /documentation/SwiftUI/MatchedGeometryProperties
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@frozen public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// /documentation/SwiftUI/MatchedGeometryProperties/frame
  public static let frame = MatchedGeometryProperties(rawValue: 3)
}

extension View {
  /// /documentation/SwiftUI/View/animation(_:value:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable {
    fatalError()
  }

  /// /documentation/SwiftUI/View/matchedGeometryEffect(id:in:properties:anchor:isSource:)
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  nonisolated public func matchedGeometryEffect<ID>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View where ID: Hashable {
    fatalError()
  }
}
