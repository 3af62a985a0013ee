// Lists a person edits: reordering rows, switches in rows, edit mode, custom bindings; what the
// floating tab bar's customisation editor uses.

import Foundation

/// /documentation/SwiftUI/DynamicViewContent
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public protocol DynamicViewContent<Data>: View {
  /// /documentation/SwiftUI/DynamicViewContent/Data-swift.associatedtype
  associatedtype Data: Collection
  /// /documentation/SwiftUI/DynamicViewContent/data-swift.property
  var data: Self.Data { get }
}

/// /documentation/SwiftUI/ForEach
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension ForEach: DynamicViewContent where Content: View {
  /// /documentation/SwiftUI/ForEach/data
  public var data: Data { fatalError() }
}

extension DynamicViewContent {
  /// /documentation/SwiftUI/DynamicViewContent/onMove(perform:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func onMove(perform action: Optional<(IndexSet, Int) -> Void>)
    -> some DynamicViewContent
  {
    MovableContent<Self>()
  }
}

/// The shim's stand-in for the view `onMove(perform:)` returns, which SwiftUI keeps opaque.
struct MovableContent<Base: DynamicViewContent>: DynamicViewContent {
  nonisolated init() { fatalError() }
  var data: Base.Data { fatalError() }
  var body: Never { fatalError() }
}

/// /documentation/SwiftUI/Section
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// /documentation/SwiftUI/Section/init(content:footer:)
  public init(@ContentBuilder content: () -> Content, @ContentBuilder footer: () -> Footer) {
    fatalError()
  }
}

/// /documentation/SwiftUI/Toggle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Toggle {
  /// /documentation/SwiftUI/Toggle/init(isOn:label:)
  nonisolated public init(isOn: Binding<Bool>, @ContentBuilder label: () -> Label) {
    fatalError()
  }
}

/// /documentation/SwiftUI/Label
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
extension Label {
  /// /documentation/SwiftUI/Label/init(title:icon:)
  nonisolated public init(@ContentBuilder title: () -> Title, @ContentBuilder icon: () -> Icon) {
    fatalError()
  }
}

/// /documentation/SwiftUI/Binding
/// (A binding is sendable when its value is.)
extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding {
  /// /documentation/SwiftUI/Binding/init(get:set:)-7ufcp
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    fatalError()
  }
}

extension ToolbarItemPlacement {
  /// /documentation/SwiftUI/ToolbarItemPlacement/confirmationAction
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  public static let confirmationAction: ToolbarItemPlacement = { fatalError() }()
}

#if canImport(UIKit)
  /// /documentation/SwiftUI/EditMode
  @available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public enum EditMode: Hashable, Sendable {
    /// /documentation/SwiftUI/EditMode/inactive
    case inactive
    /// /documentation/SwiftUI/EditMode/transient
    case transient
    /// /documentation/SwiftUI/EditMode/active
    case active
  }

  extension EnvironmentValues {
    /// /documentation/SwiftUI/EnvironmentValues/editMode
    @available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public var editMode: Binding<EditMode>? {
      get { fatalError() }
      set { fatalError() }
    }
  }
#endif
