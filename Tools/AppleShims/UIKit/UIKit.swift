// The UIKit classes the drawer's pan recogniser and its delegate use. UIKit re-exports Foundation
// (and with it NSObject); so does this module.
//
// The members of UIGestureRecognizer that only subclasses may use (the settable `state`, the
// `touches…(_:with:)` overrides, `reset()`) come, on Apple platforms, from the
// `UIKit.UIGestureRecognizerSubclass` module, which the subclass imports; a Swift module cannot
// have that submodule, so they are declared on UIGestureRecognizer here, marked "subclasses".

@_exported import Foundation

/// /documentation/UIKit/UIResponder
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIResponder: NSObject {
  /// /documentation/UIKit/UIResponder/next
  open var next: UIResponder? { fatalError() }
}

/// /documentation/UIKit/UIView
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIView: UIResponder {
  /// /documentation/UIKit/UIView/bounds
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/UIKit/UIView/window
  open var window: UIWindow? { fatalError() }
  /// /documentation/UIKit/UIView/convert(_:from:)-6qmg5 (`convertPoint:fromView:`)
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }
  /// /documentation/UIKit/UIView/superview
  open var superview: UIView? { fatalError() }
  /// /documentation/UIKit/UIView/hitTest(_:with:)
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
}

/// /documentation/UIKit/UIWindow
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIWindow: UIView {}

/// /documentation/UIKit/UIEdgeInsets
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
public struct UIEdgeInsets: Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
}

/// /documentation/UIKit/UIScrollView
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIScrollView: UIView {
  /// /documentation/UIKit/UIScrollView/panGestureRecognizer
  @available(iOS 5.0, *)
  open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
  /// /documentation/UIKit/UIScrollView/contentOffset
  open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/UIKit/UIScrollView/contentSize
  open var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/UIKit/UIScrollView/adjustedContentInset
  @available(iOS 11.0, tvOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets { fatalError() }
}

/// /documentation/UIKit/UITableView
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UITableView: UIScrollView {}

/// /documentation/UIKit/UICollectionView
@available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UICollectionView: UIScrollView {}

/// /documentation/UIKit/UIViewController
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIViewController: UIResponder {}

/// /documentation/UIKit/UINavigationController
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UINavigationController: UIViewController {
  /// /documentation/UIKit/UINavigationController/viewControllers
  open var viewControllers: [UIViewController] {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/UIKit/UINavigationController/interactivePopGestureRecognizer
  @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
  @available(tvOS, unavailable)
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { fatalError() }
  /// /documentation/UIKit/UINavigationController/interactiveContentPopGestureRecognizer
  @available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)
  @available(tvOS, unavailable)
  open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { fatalError() }
}

/// /documentation/UIKit/UIEvent
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIEvent: NSObject {
  /// /documentation/UIKit/UIEvent/EventType (UIEvent.h: `typedef NS_ENUM(NSInteger,
  /// UIEventType)`, with `UIEventTypeScroll = 10`, `Hover = 11` and `Transform = 14` since
  /// iOS 13.4)
  public enum EventType: Int, @unchecked Sendable {
    /// /documentation/UIKit/UIEvent/EventType/touches
    case touches = 0
    /// /documentation/UIKit/UIEvent/EventType/motion
    case motion = 1
    /// /documentation/UIKit/UIEvent/EventType/remoteControl
    case remoteControl = 2
    /// /documentation/UIKit/UIEvent/EventType/presses
    @available(iOS 9.0, *)
    case presses = 3
    /// /documentation/UIKit/UIEvent/EventType/scroll
    @available(iOS 13.4, macCatalyst 13.4, tvOS 13.4, visionOS 1.0, *)
    case scroll = 10
    /// /documentation/UIKit/UIEvent/EventType/hover
    @available(iOS 13.4, macCatalyst 13.4, tvOS 13.4, visionOS 1.0, *)
    case hover = 11
    /// /documentation/UIKit/UIEvent/EventType/transform
    @available(iOS 13.4, macCatalyst 13.4, tvOS 13.4, visionOS 1.0, *)
    case transform = 14
  }
  /// /documentation/UIKit/UIEvent/type (UIEvent.h: `@property(nonatomic,readonly) UIEventType
  /// type API_AVAILABLE(ios(3.0))`)
  @available(iOS 3.0, *)
  open var type: UIEvent.EventType { fatalError() }
  /// /documentation/UIKit/UIEvent/predictedTouches(for:) (iOS 9.0, macCatalyst 13.1, tvOS 9.0,
  /// visionOS 1.0)
  @available(iOS 9.0, *)
  open func predictedTouches(for touch: UITouch) -> [UITouch]? { fatalError() }
}

/// /documentation/UIKit/UITouch
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UITouch: NSObject {
  /// /documentation/UIKit/UITouch/timestamp
  open var timestamp: TimeInterval { fatalError() }
  /// /documentation/UIKit/UITouch/location(in:)-8rd36
  open func location(in view: UIView?) -> CGPoint { fatalError() }
  /// /documentation/UIKit/UITouch/view
  open var view: UIView? { fatalError() }
}

/// /documentation/UIKit/UIGestureRecognizer
@available(iOS 3.2, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIGestureRecognizer: NSObject {
  /// /documentation/UIKit/UIGestureRecognizer/State-swift.enum
  public enum State: Int, @unchecked Sendable {
    /// /documentation/UIKit/UIGestureRecognizer/State-swift.enum/possible
    case possible = 0
    /// /documentation/UIKit/UIGestureRecognizer/State-swift.enum/began
    case began = 1
    /// /documentation/UIKit/UIGestureRecognizer/State-swift.enum/changed
    case changed = 2
    /// /documentation/UIKit/UIGestureRecognizer/State-swift.enum/ended
    case ended = 3
    /// /documentation/UIKit/UIGestureRecognizer/State-swift.enum/cancelled
    case cancelled = 4
    /// /documentation/UIKit/UIGestureRecognizer/State-swift.enum/failed
    case failed = 5
  }
  /// /documentation/UIKit/UIGestureRecognizer/state-swift.property
  /// (the page shows `{ get set }` and says that the settable version is for subclasses, which
  /// get it by importing UIKit.UIGestureRecognizerSubclass; only DrawerPanRecognizer sets it)
  open var state: UIGestureRecognizer.State {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/UIKit/UIGestureRecognizer/touchesBegan(_:with:) (subclasses)
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  /// /documentation/UIKit/UIGestureRecognizer/touchesMoved(_:with:) (subclasses)
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  /// /documentation/UIKit/UIGestureRecognizer/touchesEnded(_:with:) (subclasses)
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  /// /documentation/UIKit/UIGestureRecognizer/touchesCancelled(_:with:) (subclasses)
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  /// /documentation/UIKit/UIGestureRecognizer/reset() (subclasses)
  open func reset() { fatalError() }
  /// /documentation/UIKit/UIGestureRecognizer/isEnabled
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/UIKit/UIGestureRecognizer/delegate
  weak open var delegate: (any UIGestureRecognizerDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/UIKit/UIGestureRecognizer/view
  open var view: UIView? { fatalError() }
  /// /documentation/UIKit/UIGestureRecognizer/location(in:) (UIGestureRecognizer.h:
  /// `- (CGPoint)locationInView:(nullable UIView*)view;`)
  open func location(in view: UIView?) -> CGPoint { fatalError() }
}

/// /documentation/UIKit/UIPanGestureRecognizer
@available(iOS 3.2, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// /documentation/UIKit/UIPanGestureRecognizer/maximumNumberOfTouches
  @available(tvOS, unavailable)
  open var maximumNumberOfTouches: Int {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/UIKit/UIPanGestureRecognizer/allowedScrollTypesMask
  @available(iOS 13.4, macCatalyst 13.4, visionOS 1.0, *)
  open var allowedScrollTypesMask: UIScrollTypeMask {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/UIKit/UIPanGestureRecognizer/translation(in:)
  open func translation(in view: UIView?) -> CGPoint { fatalError() }
}

/// /documentation/UIKit/UIScrollTypeMask
@available(iOS 13.4, macCatalyst 13.4, visionOS 1.0, *)
public struct UIScrollTypeMask: OptionSet, Sendable {
  public let rawValue: Int
  /// /documentation/UIKit/UIScrollTypeMask/init(rawValue:)
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// /documentation/UIKit/UIScrollTypeMask/discrete
  public static var discrete: UIScrollTypeMask { fatalError() }
  /// /documentation/UIKit/UIScrollTypeMask/continuous
  public static var continuous: UIScrollTypeMask { fatalError() }
  /// /documentation/UIKit/UIScrollTypeMask/all
  public static var all: UIScrollTypeMask { fatalError() }
}

/// /documentation/UIKit/UIGestureRecognizerDelegate
@available(iOS 3.2, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
/// (The protocol's methods are all `optional` Objective-C requirements; `@objc optional` is not
/// available here, so they are required, which still checks that a conformer's methods match.)
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// /documentation/UIKit/UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)
  /// (declaration not displayed in the docs corpus; as UIView's gestureRecognizerShouldBegin(_:))
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// /documentation/UIKit/UIGestureRecognizerDelegate/gestureRecognizer(_:shouldReceive:)-16fuh
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  /// /documentation/UIKit/UIGestureRecognizerDelegate/gestureRecognizer(_:shouldReceive:)-evxd
  @available(iOS 13.4, macCatalyst 13.4, tvOS 13.4, visionOS 1.0, *)
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
    -> Bool
  /// /documentation/UIKit/UIGestureRecognizerDelegate/gestureRecognizer(_:shouldRequireFailureOf:)
  @available(iOS 7.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// /documentation/UIKit/UIGestureRecognizerDelegate/gestureRecognizer(_:shouldBeRequiredToFailBy:)
  @available(iOS 7.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

// The device, as the UI tests read it (XCUIDevice sets its orientation; the keyboard test asks
// for its idiom).

/// /documentation/UIKit/UIDevice
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIDevice: NSObject {
  /// /documentation/UIKit/UIDevice/current
  open class var current: UIDevice { fatalError() }
  /// /documentation/UIKit/UIDevice/userInterfaceIdiom
  @available(iOS 3.2, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
  open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
}

/// /documentation/UIKit/UIUserInterfaceIdiom
@available(iOS 3.2, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
public enum UIUserInterfaceIdiom: Int, @unchecked Sendable {
  /// /documentation/UIKit/UIUserInterfaceIdiom/unspecified
  case unspecified = -1
  /// /documentation/UIKit/UIUserInterfaceIdiom/phone
  case phone = 0
  /// /documentation/UIKit/UIUserInterfaceIdiom/pad
  case pad = 1
  /// /documentation/UIKit/UIUserInterfaceIdiom/tv
  case tv = 2
  /// /documentation/UIKit/UIUserInterfaceIdiom/carPlay
  case carPlay = 3
  /// /documentation/UIKit/UIUserInterfaceIdiom/mac
  case mac = 5
  /// /documentation/UIKit/UIUserInterfaceIdiom/vision
  case vision = 6
}

/// /documentation/UIKit/UIDeviceOrientation
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@available(tvOS, unavailable)
public enum UIDeviceOrientation: Int, @unchecked Sendable {
  /// /documentation/UIKit/UIDeviceOrientation/unknown
  case unknown = 0
  /// /documentation/UIKit/UIDeviceOrientation/portrait
  case portrait = 1
  /// /documentation/UIKit/UIDeviceOrientation/portraitUpsideDown
  case portraitUpsideDown = 2
  /// /documentation/UIKit/UIDeviceOrientation/landscapeLeft
  case landscapeLeft = 3
  /// /documentation/UIKit/UIDeviceOrientation/landscapeRight
  case landscapeRight = 4
  /// /documentation/UIKit/UIDeviceOrientation/faceUp
  case faceUp = 5
  /// /documentation/UIKit/UIDeviceOrientation/faceDown
  case faceDown = 6
}

// Text measurement, as the tab bar's UI test measures a title at a text size.

/// /documentation/UIKit/UIFont
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
open class UIFont: NSObject, @unchecked Sendable {
  /// /documentation/UIKit/UIFont/preferredFont(forTextStyle:compatibleWith:)
  @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
  open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    fatalError()
  }

  /// /documentation/UIKit/UIFont/TextStyle
  public struct TextStyle: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// /documentation/UIKit/UIFont/TextStyle/caption2
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }
}

/// /documentation/UIKit/UITraitCollection
@available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// /documentation/UIKit/UITraitCollection/init(preferredContentSizeCategory:)
  @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { fatalError() }
}

/// /documentation/UIKit/UIContentSizeCategory
@available(iOS 7.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
public struct UIContentSizeCategory: Hashable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// /documentation/UIKit/UIContentSizeCategory/extraLarge
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// /documentation/UIKit/UIContentSizeCategory/accessibilityExtraExtraExtraLarge
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

extension NSAttributedString.Key {
  /// /documentation/Foundation/NSAttributedString/Key/font
  @available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
  public static let font = NSAttributedString.Key(rawValue: "NSFont")
}

extension NSString {
  /// /documentation/Foundation/NSString/size(withAttributes:)
  @available(iOS 7.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    fatalError()
  }
}
