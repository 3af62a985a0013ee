/// Which platform gesture brings the drawer its touches, and what follows from that: whether the
/// host claims touches, which open zone it can honour, whether a drag moves the drawer at all.
///
/// A host chooses its path once, from the platform it runs on, and every decision that depends
/// on it is read from here, so that the drawer behaves the same wherever the same path is used
/// (and the lab can tell what a trace recorded on each path means):
///
/// | path | where | claims | open zone | a drag moves the drawer |
/// | --- | --- | --- | --- | --- |
/// | ``recognizer`` | iOS and Mac Catalyst 18 and later | ``DrawerClaimPolicy/explicit`` | as configured | yes |
/// | ``dragGesture`` | iOS 17, visionOS | ``DrawerClaimPolicy/immediate`` | ``DrawerOpenZone/anywhere`` narrowed to the edge strip | yes |
/// | ``pointer`` | macOS | ``DrawerClaimPolicy/immediate`` | none | no |
///
/// ```swift
/// let path = DrawerGesturePath.dragGesture
/// path.openZone(for: .anywhere)  // .edge(): a List's swipe actions keep the rest of the screen
/// ```
@_spi(DrawerKit) public enum DrawerGesturePath: String, Sendable, Hashable, CaseIterable {
  /// UIKit's pan recogniser, hosted in SwiftUI: it arbitrates with scroll views, a List's swipe
  /// actions and the navigation back-swipe, and the drawer follows a drag only once the
  /// recogniser has won (``DrawerClaimPolicy/explicit``).
  case recognizer
  /// SwiftUI's `DragGesture`, simultaneous with the content's own gestures: it cannot stand
  /// aside for another gesture, and a recognised drag moves the drawer at once.
  case dragGesture
  /// A Mac's pointer: a `DragGesture` never sees a trackpad's two-finger swipe there, and a
  /// click-drag is a text selection or a control's, so no drag moves the drawer. The toggle, its
  /// keyboard shortcut, the Escape key, a click on the scrim and the sidebar are how a person
  /// reaches it, as with a Mac app's sidebar.
  case pointer

  /// Whether the drawer follows a recognised drag at once or once the host claims it.
  public var claimPolicy: DrawerClaimPolicy {
    self == .recognizer ? .explicit : .immediate
  }

  /// Whether a drag may move the drawer on this path.
  public var movesWithDrags: Bool {
    self != .pointer
  }

  /// The open zone a host on this path honours for the `configured` one.
  ///
  /// A `DragGesture` over the content is simultaneous with everything in it: from anywhere, a
  /// horizontal swipe on a List row would reveal the row's swipe actions and move the drawer
  /// together, and a horizontal scroller would scroll and open the drawer. On ``dragGesture``,
  /// ``DrawerOpenZone/anywhere`` is therefore narrowed to the default edge strip, as Android's
  /// `DrawerLayout` opens from its edge only; the recogniser path, which arbitrates, honours it.
  ///
  /// - Parameter configured: the zone the app asked for.
  /// - Returns: the zone in force.
  public func openZone(for configured: DrawerOpenZone) -> DrawerOpenZone {
    guard self == .dragGesture, configured == .anywhere else { return configured }
    return .default
  }
}
