// Navigation stacks, toolbars, lists and forms (used by the showcase).

/// /documentation/SwiftUI/NavigationPath
/// (type page not displayed in the docs corpus; /documentation/SwiftUI/NavigationPath/init() is)
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
public struct NavigationPath {
  /// /documentation/SwiftUI/NavigationPath/init()
  public init() { fatalError() }
  /// /documentation/SwiftUI/NavigationPath/isEmpty (iPhoneOS26.2.sdk SwiftUI.swiftinterface:
  /// `public var isEmpty: Swift.Bool { get }`)
  public var isEmpty: Bool { fatalError() }
  /// /documentation/SwiftUI/NavigationPath/codable
  public var codable: NavigationPath.CodableRepresentation? { fatalError() }
  /// /documentation/SwiftUI/NavigationPath/init(_:) (the overload group's member that takes a
  /// serializable version)
  public init(_ codable: NavigationPath.CodableRepresentation) { fatalError() }

  /// /documentation/SwiftUI/NavigationPath/CodableRepresentation
  /// (Conforms To: Decodable, Encodable, Equatable)
  public struct CodableRepresentation: Codable, Equatable {
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws { fatalError() }
    public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
  }
}

/// /documentation/SwiftUI/NavigationPath (Conforms To: Equatable; `path == path2` compares two
/// paths)
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
extension NavigationPath: Equatable {
  public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { fatalError() }
}

/// /documentation/SwiftUI/NavigationStack
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/NavigationStack
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
extension NavigationStack where Data == NavigationPath {
  /// /documentation/SwiftUI/NavigationStack/init(root:)
  nonisolated public init(@ContentBuilder root: () -> Root) { fatalError() }
  /// /documentation/SwiftUI/NavigationStack/init(path:root:) (iPhoneOS26.2.sdk
  /// SwiftUI.swiftinterface: `public init(path: Binding<NavigationPath>, @ViewBuilder root:
  /// () -> Root) where Data == NavigationPath`, main-actor isolated like the type)
  public init(path: Binding<NavigationPath>, @ContentBuilder root: () -> Root) { fatalError() }
}

/// /documentation/SwiftUI/NavigationStack/init(path:root:)-3bt4q
@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
extension NavigationStack {
  /// /documentation/SwiftUI/NavigationStack/init(path:root:)-3bt4q
  nonisolated public init(path: Binding<Data>, @ContentBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  { fatalError() }
}

@available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
  /// /documentation/SwiftUI/NavigationLink/init(value:label:)-4jswo (iPhoneOS26.2.sdk
  /// SwiftUI.swiftinterface: `nonisolated public init<P>(value: P?, @ViewBuilder label: () ->
  /// Label) where P : Hashable`)
  nonisolated public init<P>(value: P?, @ContentBuilder label: () -> Label) where P: Hashable {
    fatalError()
  }
}

extension View {
  /// /documentation/SwiftUI/View/navigationDestination(for:destination:) (iPhoneOS26.2.sdk
  /// SwiftUI.swiftinterface: `nonisolated public func navigationDestination<D, C>(for data:
  /// D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D : Hashable,
  /// C : View`)
  @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type, @ContentBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    fatalError()
  }
}

extension View {
  /// /documentation/SwiftUI/View/navigationTitle(_:)-5di1u
  /// (this StringProtocol overload's declaration is not displayed in the docs corpus; its
  /// siblings, e.g. /documentation/SwiftUI/View/navigationTitle(_:)-43srq, are `nonisolated`)
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
    fatalError()
  }

  /// /documentation/SwiftUI/View/toolbar(content:)
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  nonisolated public func toolbar<Content>(@ContentBuilder content: () -> Content)
    -> some View where Content: ToolbarContent
  {
    fatalError()
  }
}

/// /documentation/SwiftUI/ToolbarContent
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol ToolbarContent {
  /// /documentation/SwiftUI/ToolbarContent/Body-swift.associatedtype
  associatedtype Body: ToolbarContent
  /// /documentation/SwiftUI/ToolbarContent/body-swift.property
  @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// /documentation/SwiftUI/Never
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
extension Never: ToolbarContent {}

/// /documentation/SwiftUI/ToolbarContentBuilder
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
@resultBuilder public struct ToolbarContentBuilder {
  /// /documentation/SwiftUI/ToolbarContentBuilder/buildBlock(_:)-7kqcn
  /// (not displayed in the docs corpus: the buildBlock(_:) overload-group page shows only the
  /// CustomizableToolbarContent overload; since Xcode 27 `toolbar(content:)` and
  /// `ToolbarContent.body` take `@ContentBuilder`, so nothing here uses this builder)
  public static func buildBlock<Content>(_ content: Content) -> Content
  where Content: ToolbarContent {
    fatalError()
  }
}

/// Two toolbar items in one `toolbar { … }`: what `ToolbarContentBuilder.buildBlock(_:_:)`
/// (/documentation/SwiftUI/ToolbarContentBuilder/buildBlock(_:_:), iOS 14+) builds in the SDKs,
/// whose `toolbar(content:)` takes `@ToolbarContentBuilder`. The shims spell that closure
/// `@ContentBuilder` (the docs' newer name), so the overload lives on it.
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
extension ViewBuilder {
  /// /documentation/SwiftUI/ToolbarContentBuilder/buildBlock(_:_:)
  public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleToolbarContent<(C0, C1)>
  where C0: ToolbarContent, C1: ToolbarContent {
    fatalError()
  }
}

/// The toolbar content `buildBlock(_:_:)` makes (the SDK returns an opaque
/// `some ToolbarContent`; this type stands for it).
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
public struct TupleToolbarContent<T>: ToolbarContent {
  /// The content's body.
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/ToolbarItemPlacement
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
public struct ToolbarItemPlacement: Sendable {
  /// /documentation/SwiftUI/ToolbarItemPlacement/automatic
  public static let automatic = ToolbarItemPlacement()
  /// /documentation/SwiftUI/ToolbarItemPlacement/navigation
  @available(watchOS, unavailable)
  public static let navigation = ToolbarItemPlacement()
  /// /documentation/SwiftUI/ToolbarItemPlacement/primaryAction
  public static let primaryAction = ToolbarItemPlacement()
  private init() {}
}

/// /documentation/SwiftUI/ToolbarItem
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
nonisolated public struct ToolbarItem<ID, Content>: ToolbarContent
where Content: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/ToolbarItem
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
  /// /documentation/SwiftUI/ToolbarItem/init(placement:content:)
  nonisolated public init(
    placement: ToolbarItemPlacement = .automatic, @ContentBuilder content: () -> Content
  ) {
    fatalError()
  }
}

/// /documentation/SwiftUI/List
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
nonisolated public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/List
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  /// /documentation/SwiftUI/List/init(content:)
  nonisolated public init(@ContentBuilder content: () -> Content) { fatalError() }
  /// /documentation/SwiftUI/List/init(_:rowContent:)-3vn6i
  nonisolated public init<Data, RowContent>(
    _ data: Data, @ContentBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  { fatalError() }
}

/// /documentation/SwiftUI/NavigationLink
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
nonisolated public struct NavigationLink<Label, Destination>: View
where Label: View, Destination: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/NavigationLink
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension NavigationLink where Label == Text {
  /// /documentation/SwiftUI/NavigationLink/init(_:destination:)
  @export(implementation) nonisolated public init(
    _ titleKey: LocalizedStringKey, @ContentBuilder destination: () -> Destination
  ) {
    fatalError()
  }
}

extension View {
  /// /documentation/SwiftUI/View/swipeActions(edge:allowsFullSwipe:content:)
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, visionOS 1.0, watchOS 8.0, *)
  @available(tvOS, unavailable)
  nonisolated public func swipeActions<T>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ContentBuilder content: () -> T
  ) -> some View where T: View {
    fatalError()
  }
}

/// /documentation/SwiftUI/Form
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
nonisolated public struct Form<Content>: View where Content: View {
  /// /documentation/SwiftUI/Form/init(content:)
  nonisolated public init(@ContentBuilder content: () -> Content) { fatalError() }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/Section
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public struct Section<Parent, Content, Footer> {}

/// /documentation/SwiftUI/Section
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/Section
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// /documentation/SwiftUI/Section/init(content:)
  @export(implementation) public init(@ContentBuilder content: () -> Content) { fatalError() }
}

/// /documentation/SwiftUI/Section
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// /documentation/SwiftUI/Section/init(_:content:)
  @export(implementation) public init(
    _ titleKey: LocalizedStringKey, @ContentBuilder content: () -> Content
  ) {
    fatalError()
  }
}

/// /documentation/SwiftUI/ForEach
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

/// /documentation/SwiftUI/ForEach
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  public var body: Never { fatalError() }
  /// /documentation/SwiftUI/ForEach/init(_:id:content:)
  /// (this View overload's declaration is not displayed in the docs corpus; `@ContentBuilder` as
  /// on the List and Section initialisers that take views)
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    fatalError()
  }
}

/// /documentation/SwiftUI/ForEach
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// /documentation/SwiftUI/ForEach/init(_:content:)
  /// (an overload group whose page shows only the MapKit overload; this View overload's
  /// declaration is not displayed in the docs corpus)
  nonisolated public init(
    _ data: Data, @ContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    fatalError()
  }
}

/// /documentation/SwiftUI/ListStyle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public protocol ListStyle {}

/// /documentation/SwiftUI/SidebarListStyle
@available(iOS 14.0, macCatalyst 14.0, macOS 10.15, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct SidebarListStyle: ListStyle {
  /// /documentation/SwiftUI/SidebarListStyle/init()
  public init() { fatalError() }
}

extension ListStyle where Self == SidebarListStyle {
  /// /documentation/SwiftUI/ListStyle/sidebar
  @available(iOS 14.0, macCatalyst 14.0, macOS 10.15, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @export(implementation) public static var sidebar: SidebarListStyle { fatalError() }
}

/// /documentation/SwiftUI/Visibility
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
  /// /documentation/SwiftUI/Visibility/automatic
  case automatic
  /// /documentation/SwiftUI/Visibility/visible
  case visible
  /// /documentation/SwiftUI/Visibility/hidden
  case hidden
}

extension View {
  /// /documentation/SwiftUI/View/listStyle(_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle { fatalError() }

  /// /documentation/SwiftUI/View/listRowBackground(_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func listRowBackground<V>(_ view: V?) -> some View where V: View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/scrollContentBackground(_:)
  @available(iOS 16.0, macCatalyst 16.0, macOS 13.0, visionOS 1.0, watchOS 9.0, *)
  @available(tvOS, unavailable)
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
    fatalError()
  }
}
