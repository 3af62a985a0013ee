@_spi(DrawerKit) public import DrawerCore

/// A reference drawer as three parts: which touches it takes and how it follows them, where it
/// goes when the finger lifts, and how it gets there.
///
/// The split is the one every drawer implementation has, whatever its platform: a gesture
/// recogniser (Android's `ViewDragHelper`, Flutter's `HorizontalDragGestureRecognizer`, SwiftUI's
/// `DragGesture`), a release rule (`DrawerLayout.onViewReleased`, `DrawerController._settle`), and
/// an animation (a `Scroller`, a `SpringSimulation`, `withAnimation`).
public struct ReferenceModel: Sendable {
  /// Which touches the drawer takes and how it follows them.
  public var recogniser: ReferenceRecogniser
  /// Where the drawer goes when the finger lifts.
  public var release: ReferenceReleaseRule
  /// How the drawer moves to its rest state.
  public var animation: ReferenceAnimation

  /// Creates a model.
  ///
  /// - Parameters:
  ///   - recogniser: which touches the drawer takes and how it follows them.
  ///   - release: where the drawer goes when the finger lifts.
  ///   - animation: how the drawer moves to its rest state.
  public init(
    recogniser: ReferenceRecogniser, release: ReferenceReleaseRule, animation: ReferenceAnimation
  ) {
    self.recogniser = recogniser
    self.release = release
    self.animation = animation
  }
}

/// Which touches a reference drawer takes, when, and how it follows them.
public struct ReferenceRecogniser: Sendable, Hashable {
  /// Where a drag may begin to open a closed drawer.
  public enum OpenZone: Sendable, Hashable {
    /// A strip this many points deep along the drawer's edge.
    case edge(Double)
    /// Anywhere over the content.
    case anywhere
  }

  /// Where a drag may begin on an open drawer.
  public enum OpenDrawerArea: Sendable, Hashable {
    /// On the drawer or on the scrim beside it.
    case anywhere
    /// On the drawer only; the scrim takes taps, not drags (Android's `DrawerLayout`).
    case drawerOnly
  }

  /// How a touch is judged to be a drag.
  public enum SlopRule: Sendable, Hashable {
    /// Once it has moved more than the slop in any direction: no axis check (SwiftUI's
    /// `DragGesture`, whose `minimumDistance` is a distance).
    case distance
    /// Once it has moved more than the slop along the opening axis, unless it first moved more
    /// than the slop across it, when the touch goes to the content's scroll (Android's and
    /// Flutter's gesture arenas, where the first recogniser past its slop wins).
    case firstAxis
  }

  /// Where the drawer is when a drag is accepted.
  public enum DragStart: Sendable, Hashable {
    /// The drag's translation counts from where the finger came down, so the drawer leaps by the
    /// slop (SwiftUI's `DragGesture.Value.translation`, UIKit's pan translation).
    case includesSlop
    /// The translation counts from where the finger crossed the slop (Compose's post-slop
    /// offset).
    case fromSlop
    /// The translation counts from where the finger was when the drag was accepted: the
    /// movement up to then is lost (Android's `ViewDragHelper`, which saves the last motion on
    /// capture; Flutter's `DragStartBehavior.start`).
    case fromAcceptance
  }

  /// How the drawer follows the finger and stops at the bounds.
  public enum Following: Sendable, Hashable {
    /// The offset is the start offset plus the translation, clamped to `0...width`: the same
    /// finger position always gives the same offset.
    case absolute
    /// Each movement is added to the clamped offset, so movement past a bound is lost and the
    /// finger slips on the drawer (`dragTo(left + dx)` clamped, `controller.value += delta`,
    /// `coerceIn`).
    case incremental
  }

  /// What a finger that touches a settling drawer does.
  public enum Catching: Sendable, Hashable {
    /// Takes the drawer where it is and drags it at once, with no slop.
    case immediately
    /// Stops the drawer where it is, then drags it once the touch passes the slop (Flutter's
    /// `onHorizontalDragDown: controller.stop()`); a touch that never drags lets the drawer
    /// settle to the nearer rest state.
    case holdsUntilSlop
    /// The animation runs on; once the touch passes the slop the drawer is dragged from the
    /// animation's end value, the model state (SwiftUI: `withAnimation` cannot be interrupted).
    case fromAnimationTarget
    /// The touch is refused and the animation runs on (UIKit transitions disable interaction).
    case refuses
  }

  /// Where a drag may begin to open a closed drawer.
  public var openZone: OpenZone
  /// Where a drag may begin on an open drawer.
  public var openDrawerArea: OpenDrawerArea
  /// How far a touch must move to be a drag, in points.
  public var slop: Double
  /// How a touch is judged to be a drag.
  public var slopRule: SlopRule
  /// Where the drawer is when a drag is accepted.
  public var dragStart: DragStart
  /// How the drawer follows the finger and stops at the bounds.
  public var following: Following
  /// Whether the lift-off point moves the drawer (it does when the release reads the gesture's
  /// final translation; platforms that drag on move events only ignore it).
  public var followsLiftOff: Bool
  /// What a finger that touches a settling drawer does.
  public var catching: Catching

  /// Creates a recogniser. Every reference clamps its drawer to `0...width` (none rubber-bands)
  /// and closes an open drawer on a tap on the scrim.
  ///
  /// - Parameters:
  ///   - openZone: where a drag may begin to open a closed drawer.
  ///   - openDrawerArea: where a drag may begin on an open drawer.
  ///   - slop: how far a touch must move to be a drag, in points.
  ///   - slopRule: how a touch is judged to be a drag.
  ///   - dragStart: where the drawer is when a drag is accepted.
  ///   - following: how the drawer follows the finger.
  ///   - followsLiftOff: whether the lift-off point moves the drawer.
  ///   - catching: what a finger that touches a settling drawer does.
  public init(
    openZone: OpenZone, openDrawerArea: OpenDrawerArea, slop: Double, slopRule: SlopRule,
    dragStart: DragStart, following: Following, followsLiftOff: Bool, catching: Catching
  ) {
    self.openZone = openZone
    self.openDrawerArea = openDrawerArea
    self.slop = slop
    self.slopRule = slopRule
    self.dragStart = dragStart
    self.following = following
    self.followsLiftOff = followsLiftOff
    self.catching = catching
  }
}

/// What a release rule knows when the finger lifts.
public struct ReferenceRelease: Sendable, Hashable {
  /// The drawer's offset, in points: `0` closed, ``width`` open.
  public var offset: Double
  /// The finger's velocity along the opening axis at lift-off, in points per second, positive
  /// toward open.
  public var velocity: Double
  /// The open drawer's width, in points.
  public var width: Double
  /// The rest state the gesture started from.
  public var origin: DrawerRestState
  /// The finger's travel along the opening axis since it came down, slop included, in points.
  public var translation: Double

  /// The drawer's progress, `offset / width`.
  public var progress: Double { offset / width }

  /// `+1` when the gesture started closed (opening is forward), `-1` when it started open.
  public var forward: Double { origin == .closed ? 1 : -1 }
}

/// Where a reference drawer goes when the finger lifts.
public struct ReferenceReleaseRule: Sendable {
  private let decide: @Sendable (ReferenceRelease) -> DrawerRestState

  /// Creates a rule from a decision.
  ///
  /// - Parameter decide: the rest state for a release.
  public init(_ decide: @escaping @Sendable (ReferenceRelease) -> DrawerRestState) {
    self.decide = decide
  }

  /// The rest state the drawer goes to.
  ///
  /// - Parameter release: what is known at lift-off.
  /// - Returns: `.open` or `.closed`.
  public func restState(for release: ReferenceRelease) -> DrawerRestState {
    decide(release)
  }
}
