// The UIKit classes the drawer's pan recogniser and its delegate use. UIKit re-exports Foundation
// (and with it NSObject); so does this module.

@_exported import Foundation

/// /documentation/UIKit/UIResponder
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIResponder: NSObject {
  /// /documentation/UIKit/UIResponder/next
  open var next: UIResponder? { fatalError() }
}

/// /documentation/UIKit/UIView
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIView: UIResponder {}

/// /documentation/UIKit/UIScrollView
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIScrollView: UIView {
  /// /documentation/UIKit/UIScrollView/panGestureRecognizer
  @available(iOS 5.0, *)
  open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
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
}

/// /documentation/UIKit/UITouch
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UITouch: NSObject {
  /// /documentation/UIKit/UITouch/timestamp
  open var timestamp: TimeInterval { fatalError() }
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
  /// (the page shows `{ get set }` but says that the settable version is for subclasses, which
  /// get it by importing UIKit.UIGestureRecognizerSubclass; a client, as here, sees `{ get }`)
  open var state: UIGestureRecognizer.State { fatalError() }
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
