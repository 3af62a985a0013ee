// XCUIAutomation, the UI-testing half of XCTest that `import XCTest` brings in (a framework of its
// own since Xcode 16.3, whose pages these paths are; part of XCTest itself before), as the
// showcase's UI tests use it.
//
// Its pages list the platforms without introduction versions, except where a member came later
// (the pointer's `click` on iOS, 15.0) or is left out of a platform (the device's orientation on
// the Mac): `@available` records those.

#if canImport(UIKit)
  public import UIKit
#endif

/// /documentation/XCUIAutomation/XCUIElementAttributes
@MainActor public protocol XCUIElementAttributes {
  /// /documentation/XCUIAutomation/XCUIElementAttributes/identifier
  var identifier: String { get }
  /// /documentation/XCUIAutomation/XCUIElementAttributes/frame
  var frame: CGRect { get }
  /// /documentation/XCUIAutomation/XCUIElementAttributes/value
  var value: Any? { get }
  /// /documentation/XCUIAutomation/XCUIElementAttributes/label
  var label: String { get }
  /// /documentation/XCUIAutomation/XCUIElementAttributes/elementType
  var elementType: XCUIElement.ElementType { get }
  /// /documentation/XCUIAutomation/XCUIElementAttributes/isSelected
  var isSelected: Bool { get }
  /// /documentation/XCUIAutomation/XCUIElementAttributes/isEnabled
  var isEnabled: Bool { get }
}

/// /documentation/XCUIAutomation/XCUIElementTypeQueryProvider
@MainActor public protocol XCUIElementTypeQueryProvider {
  /// /documentation/XCUIAutomation/XCUIElementTypeQueryProvider/windows
  var windows: XCUIElementQuery { get }
  /// /documentation/XCUIAutomation/XCUIElementTypeQueryProvider/buttons
  var buttons: XCUIElementQuery { get }
  /// /documentation/XCUIAutomation/XCUIElementTypeQueryProvider/switches
  var switches: XCUIElementQuery { get }
}

/// /documentation/XCUIAutomation/XCUIElementSnapshot
@MainActor public protocol XCUIElementSnapshot: XCUIElementAttributes {
  /// /documentation/XCUIAutomation/XCUIElementSnapshot/children
  var children: [any XCUIElementSnapshot] { get }
}

/// /documentation/XCUIAutomation/XCUIElementSnapshotProviding
@MainActor public protocol XCUIElementSnapshotProviding: NSObjectProtocol {
  /// /documentation/XCUIAutomation/XCUIElementSnapshotProviding/snapshot()
  func snapshot() throws -> any XCUIElementSnapshot
}

/// /documentation/XCUIAutomation/XCUIScreenshotProviding
@MainActor public protocol XCUIScreenshotProviding: NSObjectProtocol {
  /// /documentation/XCUIAutomation/XCUIScreenshotProviding/screenshot()
  func screenshot() -> XCUIScreenshot
}

/// /documentation/XCUIAutomation/XCUIElement
@MainActor
open class XCUIElement: NSObject, XCUIElementAttributes,
  XCUIElementTypeQueryProvider, XCUIElementSnapshotProviding, XCUIScreenshotProviding
{
  /// /documentation/XCUIAutomation/XCUIElement/ElementType-swift.enum
  /// (the cases the tests use)
  public enum ElementType: UInt, @unchecked Sendable {
    /// /documentation/XCUIAutomation/XCUIElement/ElementType-swift.enum/any
    case any = 0
    /// /documentation/XCUIAutomation/XCUIElement/ElementType-swift.enum/other
    case other = 1
    /// /documentation/XCUIAutomation/XCUIElement/ElementType-swift.enum/button
    case button = 9
    /// /documentation/XCUIAutomation/XCUIElement/ElementType-swift.enum/switch
    case `switch` = 40
  }

  /// /documentation/XCUIAutomation/XCUIElement/KeyModifierFlags
  public struct KeyModifierFlags: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// /documentation/XCUIAutomation/XCUIElement/KeyModifierFlags/command
    public static var command: XCUIElement.KeyModifierFlags { fatalError() }
    /// /documentation/XCUIAutomation/XCUIElement/KeyModifierFlags/shift
    public static var shift: XCUIElement.KeyModifierFlags { fatalError() }
  }

  // XCUIElementAttributes
  public var identifier: String { fatalError() }
  public var frame: CGRect { fatalError() }
  public var value: Any? { fatalError() }
  public var label: String { fatalError() }
  public var elementType: XCUIElement.ElementType { fatalError() }
  public var isSelected: Bool { fatalError() }
  public var isEnabled: Bool { fatalError() }

  // XCUIElementTypeQueryProvider
  public var windows: XCUIElementQuery { fatalError() }
  public var buttons: XCUIElementQuery { fatalError() }
  public var switches: XCUIElementQuery { fatalError() }

  /// /documentation/XCUIAutomation/XCUIElement/exists
  open var exists: Bool { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElement/isHittable
  open var isHittable: Bool { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElement/normalizedSliderPosition
  open var normalizedSliderPosition: CGFloat { fatalError() }

  /// /documentation/XCUIAutomation/XCUIElement/waitForExistence(timeout:)
  open func waitForExistence(timeout: TimeInterval) -> Bool { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElement/descendants(matching:)
  open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
    fatalError()
  }
  /// /documentation/XCUIAutomation/XCUIElement/coordinate(withNormalizedOffset:)
  open func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
    fatalError()
  }

  /// /documentation/XCUIAutomation/XCUIElement/tap()
  open func tap() { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElement/doubleTap()
  open func doubleTap() { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElement/press(forDuration:)
  @available(tvOS, unavailable)
  open func press(forDuration duration: TimeInterval) { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElement/click()
  @available(iOS 15.0, macCatalyst 15.0, *)
  open func click() { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElement/doubleClick()
  @available(iOS 15.0, macCatalyst 15.0, *)
  open func doubleClick() { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElement/rightClick()
  /// (its page's declaration is not in the docs corpus; XCUIElement's page lists it under
  /// Clicking, `func rightClick()`, beside click(), whose availability it is given here)
  @available(iOS 15.0, macCatalyst 15.0, *)
  open func rightClick() { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElement/swipeUp()
  open func swipeUp() { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElement/swipeLeft()
  open func swipeLeft() { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElement/swipeRight()
  open func swipeRight() { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElement/typeText(_:)
  open func typeText(_ text: String) { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElement/typeKey(_:modifierFlags:)-6gaoi
  @nonobjc @preconcurrency public func typeKey(
    _ key: XCUIKeyboardKey, modifierFlags: XCUIElement.KeyModifierFlags
  ) {
    fatalError()
  }

  // XCUIElementSnapshotProviding, XCUIScreenshotProviding
  public func snapshot() throws -> any XCUIElementSnapshot { fatalError() }
  public func screenshot() -> XCUIScreenshot { fatalError() }
}

/// /documentation/XCUIAutomation/XCUIApplication
@MainActor open class XCUIApplication: XCUIElement {
  /// /documentation/XCUIAutomation/XCUIApplication/init()
  public override init() { fatalError() }
  /// /documentation/XCUIAutomation/XCUIApplication/launchArguments
  open var launchArguments: [String] {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/XCUIAutomation/XCUIApplication/launchEnvironment
  open var launchEnvironment: [String: String] {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/XCUIAutomation/XCUIApplication/launch()
  open func launch() { fatalError() }
  /// /documentation/XCUIAutomation/XCUIApplication/terminate()
  open func terminate() { fatalError() }
}

/// /documentation/XCUIAutomation/XCUIElementQuery
@MainActor open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
  /// /documentation/XCUIAutomation/XCUIElementQuery/firstMatch
  open var firstMatch: XCUIElement { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElementQuery/count
  open var count: Int { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElementQuery/matching(identifier:)
  open func matching(identifier: String) -> XCUIElementQuery { fatalError() }
  /// /documentation/XCUIAutomation/XCUIElementQuery/containing(_:identifier:)
  open func containing(_ elementType: XCUIElement.ElementType, identifier: String?)
    -> XCUIElementQuery
  {
    fatalError()
  }

  // XCUIElementTypeQueryProvider
  public var windows: XCUIElementQuery { fatalError() }
  public var buttons: XCUIElementQuery { fatalError() }
  public var switches: XCUIElementQuery { fatalError() }
}

/// /documentation/XCUIAutomation/XCUICoordinate
@MainActor open class XCUICoordinate: NSObject {
  /// /documentation/XCUIAutomation/XCUICoordinate/withOffset(_:)
  open func withOffset(_ offsetVector: CGVector) -> XCUICoordinate { fatalError() }
  /// /documentation/XCUIAutomation/XCUICoordinate/tap()
  open func tap() { fatalError() }
  /// /documentation/XCUIAutomation/XCUICoordinate/click()
  @available(iOS 15.0, macCatalyst 15.0, *)
  open func click() { fatalError() }
  /// /documentation/XCUIAutomation/XCUICoordinate/press(forDuration:thenDragTo:withVelocity:thenHoldForDuration:)
  open func press(
    forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
    withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval
  ) {
    fatalError()
  }
  /// /documentation/XCUIAutomation/XCUICoordinate/click(forDuration:thenDragTo:withVelocity:thenHoldForDuration:)
  @available(iOS 15.0, macCatalyst 15.0, *)
  open func click(
    forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
    withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval
  ) {
    fatalError()
  }
}

/// /documentation/XCUIAutomation/XCUIGestureVelocity
public struct XCUIGestureVelocity: RawRepresentable, Hashable, Sendable {
  public let rawValue: CGFloat
  /// /documentation/XCUIAutomation/XCUIGestureVelocity/init(rawValue:)
  public init(rawValue: CGFloat) { self.rawValue = rawValue }
  /// /documentation/XCUIAutomation/XCUIGestureVelocity/init(_:)
  public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
  /// /documentation/XCUIAutomation/XCUIGestureVelocity/default
  public static let `default` = XCUIGestureVelocity(0)
  /// /documentation/XCUIAutomation/XCUIGestureVelocity/fast
  public static let fast = XCUIGestureVelocity(0)
  /// /documentation/XCUIAutomation/XCUIGestureVelocity/slow
  public static let slow = XCUIGestureVelocity(0)
}

/// /documentation/XCUIAutomation/XCUIKeyboardKey
public struct XCUIKeyboardKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// /documentation/XCUIAutomation/XCUIKeyboardKey/escape
  public static let escape = XCUIKeyboardKey(rawValue: "")
  /// /documentation/XCUIAutomation/XCUIKeyboardKey/return
  public static let `return` = XCUIKeyboardKey(rawValue: "")
  /// /documentation/XCUIAutomation/XCUIKeyboardKey/downArrow
  public static let downArrow = XCUIKeyboardKey(rawValue: "")
  /// /documentation/XCUIAutomation/XCUIKeyboardKey/leftArrow
  public static let leftArrow = XCUIKeyboardKey(rawValue: "")
  /// /documentation/XCUIAutomation/XCUIKeyboardKey/rightArrow
  public static let rightArrow = XCUIKeyboardKey(rawValue: "")
  /// /documentation/XCUIAutomation/XCUIKeyboardKey/tab
  public static let tab = XCUIKeyboardKey(rawValue: "")
}

/// /documentation/XCUIAutomation/XCUIDevice
@MainActor open class XCUIDevice: NSObject {
  /// /documentation/XCUIAutomation/XCUIDevice/shared
  open class var shared: XCUIDevice { fatalError() }
  #if canImport(UIKit)
    /// /documentation/XCUIAutomation/XCUIDevice/Button (`XCUIDeviceButton`, an Objective-C
    /// enumeration; the cases a test uses)
    @available(macOS, unavailable)
    public enum Button: Int, Sendable {
      /// /documentation/XCUIAutomation/XCUIDevice/Button/home
      case home = 1
    }
    /// /documentation/XCUIAutomation/XCUIDevice/press(_:)
    @available(macOS, unavailable)
    open func press(_ button: XCUIDevice.Button) { fatalError() }
    /// /documentation/XCUIAutomation/XCUIDevice/orientation
    @available(macOS, unavailable)
    open var orientation: UIDeviceOrientation {
      get { fatalError() }
      set { fatalError() }
    }
  #endif
}

/// /documentation/XCUIAutomation/XCUIScreen
@MainActor open class XCUIScreen: NSObject, XCUIScreenshotProviding {
  /// /documentation/XCUIAutomation/XCUIScreen/main
  open class var main: XCUIScreen { fatalError() }
  public func screenshot() -> XCUIScreenshot { fatalError() }
}

/// /documentation/XCUIAutomation/XCUIScreenshot
@MainActor open class XCUIScreenshot: NSObject {}
