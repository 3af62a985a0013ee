// Buttons, pickers, toggles and keyboard input.

/// /documentation/SwiftUI/Button
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
nonisolated public struct Button<Label>: View where Label: View {
  /// /documentation/SwiftUI/Button/init(action:label:)
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label
  ) {
    fatalError()
  }
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/Button
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Button where Label == Text {
  /// /documentation/SwiftUI/Button/init(_:action:)-1asy
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {
    fatalError()
  }
  /// /documentation/SwiftUI/Button/init(_:action:)-lpm7 (a title shown as it is; the SDK marks
  /// it `@_disfavoredOverload`, so a literal is a `LocalizedStringKey`)
  @_disfavoredOverload @preconcurrency nonisolated public init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    fatalError()
  }
}

/// /documentation/SwiftUI/Button
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
  /// /documentation/SwiftUI/Button/init(_:systemImage:action:)
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    fatalError()
  }
}

/// /documentation/SwiftUI/PrimitiveButtonStyle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}

/// /documentation/SwiftUI/PlainButtonStyle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// /documentation/SwiftUI/PlainButtonStyle/init()
  nonisolated public init() { fatalError() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// /documentation/SwiftUI/PrimitiveButtonStyle/plain
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  @MainActor @export(implementation) @preconcurrency public static var plain: PlainButtonStyle {
    fatalError()
  }
}

extension View {
  /// /documentation/SwiftUI/View/buttonStyle(_:)-66fbx
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
    fatalError()
  }
}

/// /documentation/SwiftUI/Toggle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
nonisolated public struct Toggle<Label>: View where Label: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/Toggle
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Toggle where Label == Text {
  /// /documentation/SwiftUI/Toggle/init(_:isOn:)-8qx3l
  /// (declaration not displayed in the docs corpus; its siblings, e.g.
  /// /documentation/SwiftUI/Toggle/init(_:systemImage:isOn:), are `nonisolated`)
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
}

/// /documentation/SwiftUI/Slider
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, visionOS 1.0, watchOS 6.0, *)
@available(tvOS, unavailable)
nonisolated public struct Slider<Label, ValueLabel>: View where Label: View, ValueLabel: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/Slider
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, visionOS 1.0, watchOS 6.0, *)
@available(tvOS, unavailable)
extension Slider where ValueLabel == EmptyView {
  /// /documentation/SwiftUI/Slider/init(value:in:label:onEditingChanged:)
  @export(implementation) nonisolated public init<V>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ContentBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
    fatalError()
  }
}

/// /documentation/SwiftUI/Picker
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
nonisolated public struct Picker<Label, SelectionValue, Content>: View
where Label: View, SelectionValue: Hashable, Content: View {
  public var body: Never { fatalError() }
}

/// /documentation/SwiftUI/Picker
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Picker where Label == Text {
  /// /documentation/SwiftUI/Picker/init(_:selection:content:)-6lwfn
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ContentBuilder content: () -> Content
  ) {
    fatalError()
  }
}

extension View {
  /// /documentation/SwiftUI/View/tag(_:includeOptional:)
  @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  @export(implementation) nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true)
    -> some View
  where V: Hashable {
    fatalError()
  }
}

/// /documentation/SwiftUI/KeyEquivalent
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct KeyEquivalent: Sendable {
  /// /documentation/SwiftUI/KeyEquivalent/escape
  public static let escape = KeyEquivalent()
  /// /documentation/SwiftUI/KeyEquivalent/tab
  public static let tab = KeyEquivalent()
  private init() {}
  /// /documentation/SwiftUI/KeyEquivalent/init(_:)
  public init(_ character: Character) { fatalError() }
}

/// /documentation/SwiftUI/KeyEquivalent (ExpressibleByExtendedGraphemeClusterLiteral: a
/// character literal such as "m" is a key)
extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
  /// /documentation/SwiftUI/KeyEquivalent/init(extendedGraphemeClusterLiteral:)
  public init(extendedGraphemeClusterLiteral: Character) { fatalError() }
}

/// /documentation/SwiftUI/EventModifiers
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen public struct EventModifiers: OptionSet, Sendable {
  /// /documentation/SwiftUI/EventModifiers/rawValue
  public let rawValue: Int
  /// /documentation/SwiftUI/EventModifiers/init(rawValue:)
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// /documentation/SwiftUI/EventModifiers/control
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// /documentation/SwiftUI/EventModifiers/command
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// /documentation/SwiftUI/EventModifiers/shift
  public static let shift = EventModifiers(rawValue: 1 << 1)
}

/// /documentation/SwiftUI/KeyEquivalent (Relationships: conforms to Hashable)
extension KeyEquivalent: Hashable {}

/// /documentation/SwiftUI/KeyboardShortcut
@available(iOS 14.0, macCatalyst 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct KeyboardShortcut: Hashable, Sendable {
  /// /documentation/SwiftUI/KeyboardShortcut/cancelAction
  public static let cancelAction = KeyboardShortcut()
  private init() {}
  /// /documentation/SwiftUI/KeyboardShortcut/init(_:modifiers:)
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { fatalError() }
}

/// /documentation/SwiftUI/KeyPress
@available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct KeyPress: Sendable {
  /// /documentation/SwiftUI/KeyPress/key
  public let key: KeyEquivalent
  /// /documentation/SwiftUI/KeyPress/modifiers
  public let modifiers: EventModifiers

  /// /documentation/SwiftUI/KeyPress/Phases
  public struct Phases: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// /documentation/SwiftUI/KeyPress/Phases/down
    public static let down = Phases(rawValue: 1 << 0)
    /// /documentation/SwiftUI/KeyPress/Phases/repeat
    public static let `repeat` = Phases(rawValue: 1 << 2)
  }

  /// /documentation/SwiftUI/KeyPress/Result
  public enum Result: Sendable {
    /// /documentation/SwiftUI/KeyPress/Result/handled
    case handled
    /// /documentation/SwiftUI/KeyPress/Result/ignored
    case ignored
  }
}

extension View {
  /// /documentation/SwiftUI/View/keyboardShortcut(_:)
  /// (this non-optional overload's page is not displayed in the docs corpus; availability as
  /// /documentation/SwiftUI/KeyboardShortcut, declaration as the optional overload
  /// /documentation/SwiftUI/View/keyboardShortcut(_:)-3vjx6)
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/keyboardShortcut(_:)-3vjx6
  @available(iOS 15.4, macCatalyst 15.4, macOS 12.3, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    fatalError()
  }

  /// /documentation/SwiftUI/View/onKeyPress(keys:phases:action:)
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  nonisolated public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    fatalError()
  }
  /// /documentation/SwiftUI/View/help(_:)-9lm7l
  @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, visionOS 1.0, watchOS 7.0, *)
  nonisolated public func help(_ text: Text) -> some View { fatalError() }

  /// /documentation/SwiftUI/View/onKeyPress(_:action:)
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result)
    -> some View
  {
    fatalError()
  }

  /// /documentation/SwiftUI/View/focusable(_:)
  @available(iOS 17.0, macCatalyst 17.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { fatalError() }

  /// /documentation/SwiftUI/View/focusEffectDisabled(_:)
  @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View { fatalError() }

  /// /documentation/SwiftUI/View/focused(_:)
  @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    fatalError()
  }
}
