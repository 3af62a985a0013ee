// Accessibility modifiers, traits, actions and notifications.

/// /documentation/SwiftUI/AccessibilityAttachmentModifier
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
  public func body(content: Content) -> Never { fatalError() }
}

/// /documentation/SwiftUI/AccessibilityChildBehavior
/// (the type's own page is not displayed by the docs corpus; available with
/// accessibilityElement(children:), which takes it, since iOS 13)
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
  /// /documentation/SwiftUI/AccessibilityChildBehavior/ignore
  public static let ignore = AccessibilityChildBehavior()
  /// /documentation/SwiftUI/AccessibilityChildBehavior/contain
  public static let contain = AccessibilityChildBehavior()
  /// /documentation/SwiftUI/AccessibilityChildBehavior/combine
  public static let combine = AccessibilityChildBehavior()
  private init() {}
}

/// /documentation/SwiftUI/AccessibilityTraits
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
  /// /documentation/SwiftUI/AccessibilityTraits/isSelected
  /// (page not displayed by the docs corpus; the same shape as isModal)
  public static let isSelected = AccessibilityTraits()
  /// /documentation/SwiftUI/AccessibilityTraits/isModal
  public static let isModal = AccessibilityTraits()
  /// /documentation/SwiftUI/AccessibilityTraits/isTabBar
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  public static let isTabBar = AccessibilityTraits()

  /// /documentation/SwiftUI/AccessibilityTraits/isButton
  public static let isButton = AccessibilityTraits()
  /// /documentation/SwiftUI/AccessibilityTraits/init()
  /// (SetAlgebra witness: not found in the docs corpus; shape as /documentation/Swift/SetAlgebra)
  public init() {}
  /// /documentation/SwiftUI/AccessibilityTraits/init(arrayLiteral:)
  /// (SetAlgebra witness: not found in the docs corpus; shape as /documentation/Swift/SetAlgebra)
  public init(arrayLiteral elements: AccessibilityTraits...) { fatalError() }
  /// /documentation/SwiftUI/AccessibilityTraits/contains(_:)
  /// (SetAlgebra witness: not found in the docs corpus; shape as /documentation/Swift/SetAlgebra)
  public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
  /// /documentation/SwiftUI/AccessibilityTraits/union(_:)
  /// (SetAlgebra witness: not found in the docs corpus; shape as /documentation/Swift/SetAlgebra)
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  /// /documentation/SwiftUI/AccessibilityTraits/intersection(_:)
  /// (SetAlgebra witness: not found in the docs corpus; shape as /documentation/Swift/SetAlgebra)
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  /// /documentation/SwiftUI/AccessibilityTraits/symmetricDifference(_:)
  /// (SetAlgebra witness: not found in the docs corpus; shape as /documentation/Swift/SetAlgebra)
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    fatalError()
  }
  /// /documentation/SwiftUI/AccessibilityTraits/insert(_:)
  /// (SetAlgebra witness: not found in the docs corpus; shape as /documentation/Swift/SetAlgebra)
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) { fatalError() }
  /// /documentation/SwiftUI/AccessibilityTraits/remove(_:)
  /// (SetAlgebra witness: not found in the docs corpus; shape as /documentation/Swift/SetAlgebra)
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    fatalError()
  }
  /// /documentation/SwiftUI/AccessibilityTraits/update(with:)
  /// (SetAlgebra witness: not found in the docs corpus; shape as /documentation/Swift/SetAlgebra)
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    fatalError()
  }
  /// /documentation/SwiftUI/AccessibilityTraits/formUnion(_:)
  /// (SetAlgebra witness: not found in the docs corpus; shape as /documentation/Swift/SetAlgebra)
  public mutating func formUnion(_ other: AccessibilityTraits) { fatalError() }
  /// /documentation/SwiftUI/AccessibilityTraits/formIntersection(_:)
  /// (SetAlgebra witness: not found in the docs corpus; shape as /documentation/Swift/SetAlgebra)
  public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError() }
  /// /documentation/SwiftUI/AccessibilityTraits/formSymmetricDifference(_:)
  /// (SetAlgebra witness: not found in the docs corpus; shape as /documentation/Swift/SetAlgebra)
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { fatalError() }
  public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool {
    fatalError()
  }
}

/// /documentation/SwiftUI/AccessibilityActionKind
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public struct AccessibilityActionKind: Equatable, Sendable {
  /// /documentation/SwiftUI/AccessibilityActionKind/default
  public static let `default` = AccessibilityActionKind()
  /// /documentation/SwiftUI/AccessibilityActionKind/escape
  public static let escape = AccessibilityActionKind()
  private init() {}
}

extension View {
  /// /documentation/SwiftUI/View/accessibilityElement(children:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  {
    fatalError()
  }

  /// /documentation/SwiftUI/View/accessibilityLabel(_:)-5f0zj
  /// (not found in the docs corpus: its pages show the LocalizedStringResource overload, iOS 16,
  /// and ModifiedContent's LocalizedStringKey one; this Text overload has no page of its own)
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel(_ label: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    fatalError()
  }

  /// /documentation/SwiftUI/View/accessibilityIdentifier(_:)
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  nonisolated public func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    fatalError()
  }

  /// /documentation/SwiftUI/View/accessibilityHint(_:)-3rdgs
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  nonisolated public func accessibilityHint(_ hint: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    fatalError()
  }

  /// /documentation/SwiftUI/View/accessibilityAddTraits(_:)
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    fatalError()
  }

  /// /documentation/SwiftUI/View/accessibilityHidden(_:)
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  nonisolated public func accessibilityHidden(_ hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    fatalError()
  }

  /// /documentation/SwiftUI/View/accessibilityAction(_:_:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    fatalError()
  }

  /// /documentation/SwiftUI/View/accessibilityIgnoresInvertColors(_:)
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/accessibilityFocused(_:)
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
    -> some View
  {
    fatalError()
  }
}
