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
/// | ``dragGesture`` | iOS 17, visionOS | ``DrawerClaimPolicy/immediate`` | ``DrawerOpenZone/anywhere`` narrowed to the edge strip | yes; the open drawer only from the scrim and a strip along its edge |
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
  /// Where the platform asks for larger hit regions (visionOS asks for 60 pt, for eyes and
  /// hands), an edge strip narrower than `minimumEdgeWidth` is widened to it.
  ///
  /// - Parameters:
  ///   - configured: the zone the app asked for.
  ///   - minimumEdgeWidth: the narrowest edge strip the platform allows, in points; `0` for
  ///     none. Negative or non-finite counts as `0`.
  /// - Returns: the zone in force.
  public func openZone(for configured: DrawerOpenZone, minimumEdgeWidth: Double = 0)
    -> DrawerOpenZone
  {
    let zone = self == .dragGesture && configured == .anywhere ? .default : configured
    let minimum = minimumEdgeWidth.isFinite ? Swift.max(minimumEdgeWidth, 0) : 0
    guard case .edge(let width, let inset) = zone, minimum > 0 else { return zone }
    let sanitisedWidth = width.isNaN ? 0 : width
    return sanitisedWidth >= minimum ? zone : .edge(width: minimum, safeAreaInset: inset)
  }

  /// The narrowest edge strip visionOS allows, in points: the 60 pt hit region it asks for
  /// interactive elements, so that eyes and a pinch can find the drawer's edge.
  public static let visionOSMinimumEdgeWidth = 60.0

  /// How wide the strip along an open drawer's inner edge is, in points, from which a
  /// `DragGesture` (``dragGesture``) may move it: 16 pt, the layout margin inside which a
  /// List row's content and a slider's track keep clear of the drawer's edge.
  public static let openDrawerEdgeStrip = 16.0

  /// Whether a drag that starts at `distance` from the drawer's side may move the open drawer
  /// on this path.
  ///
  /// A `DragGesture` on the drawer is simultaneous with the drawer's own controls: dragging a
  /// `Slider` toward the closing edge, a List row's swipe actions or a horizontal `ScrollView`
  /// in the menu would move the drawer too (UIKit's own protection, a slider refusing pans along
  /// its track, covers UIKit recognisers only). On ``dragGesture`` the open drawer is therefore
  /// moved only from where no control of its own can be: the scrim beside it and a strip
  /// ``openDrawerEdgeStrip`` wide inside its inner edge; the toggle, the Escape key, VoiceOver's
  /// escape gesture and a tap on the scrim close it as everywhere. The recogniser path, which
  /// arbitrates with the controls, takes a drag anywhere on it; the pointer's, none.
  ///
  /// ```swift
  /// DrawerGesturePath.dragGesture.movesOpenDrawer(fromDistance: 150, drawnEdge: 320)  // false
  /// DrawerGesturePath.dragGesture.movesOpenDrawer(fromDistance: 310, drawnEdge: 320)  // true
  /// ```
  ///
  /// - Parameters:
  ///   - distance: the touch's distance from the drawer's side of the container, in points.
  ///   - drawnEdge: where the drawn drawer's inner edge is, as a distance from that side.
  /// - Returns: whether the drag may move the drawer.
  public func movesOpenDrawer(fromDistance distance: Double, drawnEdge: Double) -> Bool {
    switch self {
    case .recognizer: true
    case .dragGesture: distance > drawnEdge - Self.openDrawerEdgeStrip
    case .pointer: false
    }
  }
}
