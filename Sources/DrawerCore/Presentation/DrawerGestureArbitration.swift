/// Decides, for a platform recogniser that reports touches to the drawer, which gestures win
/// over it and which wait for it.
///
/// UIKit settles conflicts between recognisers through their delegates: "should begin",
/// "should require failure of", "should be required to fail by". The policy the drawer wants
/// is a pure function of what the competing gesture is and of the drawer's own state, so it
/// lives here and the UIKit delegate only classifies recognisers and asks:
///
/// - **Scroll views** wait for the drawer's recogniser to fail. The drawer's recogniser begins
///   only for a touch the engine would take (``shouldBegin(drawer:start:location:time:)``),
///   so a vertical scroll makes it fail at once and the scroll view scrolls; a horizontal drag
///   from the edge opens the drawer instead of nudging a list sideways.
/// - **List swipe actions** win over the drawer everywhere except in the drawer's edge strip:
///   a swipe on a row reveals its actions, a swipe from the screen's edge opens the drawer.
/// - **The navigation back-swipe** wins while a pushed screen is showing, as Apple's apps
///   behave: the edge swipe goes back, and the drawer opens from the root screen.
///
/// ```swift
/// DrawerGestureArbitration.drawerWaits(
///   for: .navigationBackSwipe(isPushedScreenShowing: true), touchIsInEdgeStrip: true)  // true
/// ```
public enum DrawerGestureArbitration {
  /// Whether the drawer's recogniser must wait for `other` to fail before it may begin.
  ///
  /// - Parameters:
  ///   - other: the competing gesture.
  ///   - touchIsInEdgeStrip: whether the touch began in the drawer's edge strip
  ///     (``isInEdgeStrip(_:drawer:)``).
  /// - Returns: `true` for the back-swipe over a pushed screen, and for a list's swipe actions
  ///   outside the edge strip.
  public static func drawerWaits(for other: DrawerCompetingGesture, touchIsInEdgeStrip: Bool)
    -> Bool
  {
    switch other {
    case .navigationBackSwipe(let isPushedScreenShowing): isPushedScreenShowing
    case .listSwipeAction: !touchIsInEdgeStrip
    case .scroll, .other: false
    }
  }

  /// Whether `other` must wait for the drawer's recogniser to fail before it may begin.
  ///
  /// - Parameters:
  ///   - other: the competing gesture.
  ///   - touchIsInEdgeStrip: whether the touch began in the drawer's edge strip.
  /// - Returns: `true` for scroll views; for a list's swipe actions in the edge strip.
  public static func otherWaits(for other: DrawerCompetingGesture, touchIsInEdgeStrip: Bool)
    -> Bool
  {
    switch other {
    case .scroll: true
    case .listSwipeAction: touchIsInEdgeStrip
    case .navigationBackSwipe, .other: false
    }
  }

  /// Whether a touch that began at `start` is in the drawer's edge strip: the open zone's edge
  /// depth from the drawer's side (20 pt plus the safe-area inset by default).
  ///
  /// - Parameters:
  ///   - start: where the touch began, in the container's physical coordinates.
  ///   - drawer: the drawer.
  /// - Returns: `true` when the touch began within the strip.
  public static func isInEdgeStrip(_ start: DrawerPoint, drawer: Drawer) -> Bool {
    let configuration = drawer.configuration
    let distance = configuration.side.distance(ofX: start.x, inWidth: drawer.container.width)
    return distance <= configuration.openZone.edgeDepth
  }

  /// Whether a platform recogniser that has seen the finger move from `start` to `location`
  /// should begin, that is claim the touch from the other gestures.
  ///
  /// The engine decides, on a copy of the drawer: the touch goes down at `start`, and a move is
  /// made in the finger's direction to just past the drawer's slop (a recogniser's hysteresis may
  /// be shorter than the slop, and only the direction matters for the decision). The recogniser
  /// should begin when the copy tracks: the touch is in the open zone, in the opening direction
  /// for a closed drawer, and horizontal enough. A touch on a settling drawer catches it, so the
  /// recogniser begins. A locked drawer, or a finger that has not moved, never begins.
  ///
  /// - Parameters:
  ///   - drawer: the drawer as it is now; it is not changed.
  ///   - start: where the touch began, in the container's physical coordinates.
  ///   - location: where the finger is now.
  ///   - time: now, in seconds.
  /// - Returns: `true` when the engine would take the touch.
  public static func shouldBegin(
    drawer: Drawer, start: DrawerPoint, location: DrawerPoint, time: Double
  ) -> Bool {
    guard start.isFinite, location.isFinite else { return false }
    var probe = drawer
    probe.confirmStateChange = { _ in true }
    probe.handle(.down(at: start, time: time))
    switch probe.phase {
    case .tracking: return true
    case .pending: break
    case .resting, .settling: return false
    }
    let dx = location.x - start.x
    let dy = location.y - start.y
    let along = abs(dx)
    guard along > 0 else { return false }
    let slop = probe.configuration.slop
    let scale = along > slop ? 1 : (slop + 1) / along
    probe.handle(
      .move(at: DrawerPoint(x: start.x + dx * scale, y: start.y + dy * scale), time: time))
    return probe.isTracking
  }
}

/// A gesture that competes with the drawer's recogniser, as the platform layer classifies it.
public enum DrawerCompetingGesture: Sendable, Hashable {
  /// A scroll view's pan.
  case scroll
  /// A list row's swipe-to-reveal-actions pan.
  case listSwipeAction
  /// A navigation stack's interactive back-swipe.
  case navigationBackSwipe(isPushedScreenShowing: Bool)
  /// Anything else: taps, long presses, the app's own gestures.
  case other
}
