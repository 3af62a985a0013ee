/// Decides, for a platform recogniser that reports touches to the drawer, whether it may ever
/// take a touch, what it should do while it follows one, and which gestures win over it and
/// which wait for it.
///
/// UIKit settles conflicts between recognisers through their delegates: "should receive",
/// "should begin", "should require failure of", "should be required to fail by". The policy the
/// drawer wants is a pure function of what the competing gesture is and of the drawer's own
/// state, so it lives here and the UIKit delegate only classifies recognisers and asks:
///
/// - **Receiving.** A touch the engine can never take (the drawer is locked, or closed and the
///   touch starts outside the open zone) is not even shown to the drawer's recogniser
///   (``canEverBegin(drawer:start:time:frame:)``), so it fails at once and no scroll view waits for it.
/// - **Following.** The recogniser shows the engine every event of the touch it follows and
///   reads the engine's verdict after each one (``decision(for:)``): it begins when the engine
///   tracks the touch, stays undecided while the engine is undecided, and fails when the engine
///   leaves the touch to the content. Undecided is a state of its own: a scroll view that waits
///   for the drawer neither starts nor is released while a thumb's arc is still being judged.
/// - **Scroll views** wait for the drawer's recogniser to fail, so a vertical scroll scrolls
///   once the engine has called it a scroll, and a horizontal drag from the edge opens the
///   drawer instead of nudging a list sideways. Away from the edge strip, a horizontal scroll
///   view that can still scroll the way the finger moves keeps the drag
///   (``scrollViewTakesDrag(reach:travel:touchIsInEdgeStrip:)``).
/// - **List swipe actions** win over the drawer everywhere except in the drawer's edge strip:
///   a swipe on a row reveals its actions, a swipe from the screen's edge opens the drawer.
/// - **The navigation back-swipe** (from the edge, and iOS 26's from anywhere over the content)
///   wins while a pushed screen is showing, as Apple's apps behave: the swipe goes back, and
///   the drawer opens from the root screen.
///
/// ```swift
/// DrawerGestureArbitration.drawerWaits(
///   for: .navigationBackSwipe(isPushedScreenShowing: true), touchIsInEdgeStrip: true)  // true
/// DrawerGestureArbitration.canEverBegin(drawer: closedDrawer, start: middleOfTheScreen)  // false
/// ```
@_spi(DrawerKit) public enum DrawerGestureArbitration {
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

  /// Whether a touch that began at `start` is in the drawer's edge strip: within the open zone's
  /// edge depth from the drawer's side (20 pt by default), or beyond that side (under a
  /// landscape notch, when the container is laid out inside the safe area).
  ///
  /// - Parameters:
  ///   - start: where the touch began, in the container's physical coordinates.
  ///   - drawer: the drawer.
  /// - Returns: `true` when the touch began within the strip.
  public static func isInEdgeStrip(_ start: DrawerPoint, drawer: Drawer) -> Bool {
    drawer.axisFrame.distanceFromSide(of: start) <= drawer.configuration.openZone.edgeDepth
  }

  /// Whether the engine could ever take a touch that starts at `start`: the recogniser should
  /// not even receive a touch for which this is `false` (UIKit's
  /// `gestureRecognizer(_:shouldReceive:)`), so that it fails at once and the gestures waiting
  /// for it (scroll views) proceed without delay.
  ///
  /// The engine decides, on a copy of the drawer: the touch may ever be the drawer's when its
  /// `down` leaves the copy undecided or tracking. So, as the engine's rules have it:
  /// - a locked drawer (``DrawerLockMode/lockedClosed``, ``DrawerLockMode/lockedOpen``) never
  ///   takes a touch;
  /// - a drawer that is open, or heading for open, may take one anywhere (a drag on it or on the
  ///   scrim may move it, a tap on the scrim may close it);
  /// - a settling drawer may be stopped where it shows;
  /// - a drawer that is closed, or heading for closed, may take one only from inside the open
  ///   zone, measured from the drawer's side of the container. Touches beyond that side (under a
  ///   landscape notch, for a container laid out inside the safe area) are inside the zone.
  ///
  /// The touch is judged as the engine will judge its `down`: at the touch's own time, on the
  /// drawer where the last drawn frame showed it, so that a finger on a drawer that has moved
  /// since the last event (a toggle's spring, 150 ms in) is judged on the drawer under it, not
  /// on where the drawer was at that event.
  ///
  /// - Parameters:
  ///   - drawer: the drawer as it is now; it is not changed.
  ///   - start: where the touch comes down, in the container's physical coordinates.
  ///   - time: when the touch came down, in the engine's seconds; `nil` (or an earlier time)
  ///     judges it at the drawer's latest event.
  ///   - frame: when the last frame the person saw was drawn for, if the host has not told the
  ///     engine yet (a ``DrawerEvent/frame(time:)`` it will send with the touch).
  ///   - path: the platform gesture that reports the touch; on ``DrawerGesturePath/dragGesture``
  ///     an open drawer takes only touches where no control of its own can be
  ///     (``DrawerGesturePath/movesOpenDrawer(fromDistance:drawnEdge:)``).
  ///   - drawerYields: whether the drawer's own content has switched off the drags that start
  ///     on the drawer: a navigation stack in the drawer that is not at its root, whose
  ///     back-swipe must go back, as the content's back-swipe goes back over a pushed screen.
  ///     Where closing the drawer runs the way going back does
  ///     (``yieldsOwnDrags(edge:contentAsks:)``: a trailing drawer) the open drawer then takes
  ///     no touch where it shows; its scrim still closes it.
  /// - Returns: `false` when the engine would ignore the whole touch, whatever it does next.
  public static func canEverBegin(
    drawer: Drawer, start: DrawerPoint, time: Double? = nil, frame: Double? = nil,
    path: DrawerGesturePath = .recognizer, drawerYields: Bool = false
  ) -> Bool {
    guard start.isFinite else { return false }
    var probe = drawer
    probe.confirmStateChange = { _ in true }
    // A touch the platform lost track of ends as the engine ends it before a new one.
    probe.handle(.cancel(time: drawer.time))
    if let frame { probe.handle(.frame(time: frame)) }
    let downTime = time.map { $0.isFinite ? Swift.max($0, probe.time) : probe.time } ?? probe.time
    let confinesDrags = path == .dragGesture && !probe.isSettling
    let yields = yieldsOwnDrags(edge: probe.configuration.edge, contentAsks: drawerYields)
    if probe.target == .open, confinesDrags || yields {
      let shown = probe.offset(at: probe.shownTime(forTouchAt: downTime))
      let distance = probe.axisFrame.distanceFromSide(of: start.limited)
      let edge = probe.drawnEdge(ofOffset: shown)
      // On the drawer, whose own navigation takes the back-swipe: not the drawer's.
      if yields && distance <= edge { return false }
      // The open drawer at rest: a touch among its controls is theirs on this path.
      if confinesDrags && !path.movesOpenDrawer(fromDistance: distance, drawnEdge: edge) {
        return false
      }
    }
    probe.handle(.down(at: start, time: downTime))
    switch probe.phase {
    case .pending, .tracking: return true
    case .resting, .settling: return false
    }
  }

  /// Whether an open drawer whose own content asks it to yield the drags that start on it (a
  /// navigation stack in the drawer that is not at its root) refuses them: only where closing
  /// the drawer runs the way the stack's back-swipe does, so that the two would compete.
  ///
  /// Going back swipes toward the layout's trailing side (left to right in a left-to-right
  /// layout, from the leading edge or, on iOS 26, from anywhere over the stack), and so does
  /// closing a trailing drawer: it yields. A leading drawer closes toward the leading side,
  /// against the back-swipe, which never wants that drag, so it keeps its closing drag in a
  /// submenu as at the menu's root. Right-to-left layouts mirror both.
  ///
  /// - Parameters:
  ///   - edge: the drawer's edge.
  ///   - contentAsks: whether the drawer's content asks it to yield.
  /// - Returns: `true` when the drawer takes no drag that starts on it.
  public static func yieldsOwnDrags(edge: DrawerEdge, contentAsks: Bool) -> Bool {
    contentAsks && edge == .trailing
  }

  /// Whether the engine could take an indirect scroll (a trackpad's two fingers, a mouse wheel)
  /// now: a platform that says nothing of where such input is when it asks whether to receive it
  /// (UIKit's `gestureRecognizer(_:shouldReceive:)` for a scroll event) can still fail it early,
  /// so that the content's scroll views do not wait for the drawer.
  ///
  /// Where the host tracks the pointer (a hover recogniser), the scroll is judged where the
  /// pointer is, as a touch coming down there is (``canEverBegin(drawer:start:time:frame:path:)``):
  /// over the content of a closed drawer outside its open zone, it can never move the drawer.
  /// Without a pointer only the lock can say no. A scroll that may be the drawer's is judged as
  /// it moves, by ``shouldBegin(drawer:start:location:time:scrollViews:)``.
  ///
  /// - Parameters:
  ///   - drawer: the drawer as it is now.
  ///   - pointer: where the pointer is, in the container's physical coordinates, if known.
  ///   - time: now, in the engine's seconds.
  ///   - drawerYields: whether the drawer's own content asks it to yield the drags that start
  ///     on it, as for ``canEverBegin(drawer:start:time:frame:path:drawerYields:)``.
  /// - Returns: `false` when no scroll starting there could move the drawer.
  public static func canEverTakeIndirectScroll(
    drawer: Drawer, pointer: DrawerPoint? = nil, time: Double? = nil, drawerYields: Bool = false
  ) -> Bool {
    guard drawer.configuration.lockMode == .unlocked else { return false }
    guard let pointer, pointer.isFinite else { return true }
    return canEverBegin(drawer: drawer, start: pointer, time: time, drawerYields: drawerYields)
  }

  /// What a recogniser that follows a touch should do, once it has shown the engine every event
  /// of that touch so far and the finger is still down.
  ///
  /// The engine sees the touch first; the recogniser follows the engine's verdict, read from
  /// the live drawer:
  ///
  /// | ``Drawer/phase`` | the engine… | the recogniser |
  /// | --- | --- | --- |
  /// | `tracking`, dragged | recognised a drag of the drawer | ``DrawerGestureDecision/begin`` |
  /// | `tracking`, caught | holds the moving drawer under a finger that has not dragged it | ``DrawerGestureDecision/wait`` |
  /// | `pending` | has not decided | ``DrawerGestureDecision/wait`` |
  /// | `resting`, `settling` | left the touch to the content | ``DrawerGestureDecision/fail`` |
  ///
  /// A finger that caught the settling drawer stops it, but the touch is claimed only once the
  /// finger drags it past the slop (``DrawerTrackingTouch/catchStart``): claiming at touch-down
  /// would cancel the touch for the content's views, so a tap on a row of a drawer that is still
  /// settling (or only looks still) would be lost and the menu's scroll view, which waits for the
  /// drawer, would not scroll. A caught finger that lifts is a tap and lets the drawer go on; one
  /// that scrolls lets the drawer go on and the recogniser fail.
  ///
  /// ```swift
  /// drawer.handle(.move(at: location, time: time))
  /// switch DrawerGestureArbitration.decision(for: drawer) {
  /// case .begin: claimTheTouch()
  /// case .wait: break
  /// case .fail: giveUp()
  /// }
  /// ```
  ///
  /// - Parameter drawer: the drawer after the touch's latest event.
  /// - Returns: the recogniser's next step.
  public static func decision(for drawer: Drawer) -> DrawerGestureDecision {
    switch drawer.phase {
    case .tracking(let touch): touch.catchStart == nil ? .begin : .wait
    case .pending: .wait
    case .resting, .settling: .fail
    }
  }

  /// Whether a platform recogniser that has recognised input moving from `start` to `location`
  /// on its own should begin, that is claim it from the other gestures: input the engine has not
  /// been shown as it happened (a trackpad's or a mouse wheel's scrolling, which a pan recogniser
  /// reports only once it has recognised it). Touches are judged by ``decision(for:)`` instead.
  ///
  /// The engine decides, on a copy of the drawer, on the input as it really moved: it goes down
  /// at `start` and moves to `location`, and the recogniser begins only if the engine then
  /// tracks it (``decision(for:)`` is ``DrawerGestureDecision/begin``). Input the engine has not
  /// decided yet (within the slop, or a diagonal still being judged) does not begin: a
  /// recogniser that began on a guess would make the scroll views that wait for it fail, and a
  /// scroll that then turned out to be the content's would move nothing until it ended.
  ///
  /// A horizontally scrolling view under the pointer that can still scroll the way the input
  /// moves keeps it (``scrollViewTakesDrag(reach:travel:touchIsInEdgeStrip:)``), as it keeps a
  /// finger's swipe: a carousel or a paged view half scrolled, a chip row in the drawer's menu.
  ///
  /// For a trackpad or a mouse wheel the pointer stays where it is while the scroll goes on:
  /// `start` is the pointer and `location` the pointer moved by the scroll's translation, as
  /// ``DrawerTouchReport/scrolled(pointer:translation:time:)`` reports it.
  ///
  /// - Parameters:
  ///   - drawer: the drawer as it is now; it is not changed.
  ///   - start: where the input began, in the container's physical coordinates.
  ///   - location: where it is now.
  ///   - time: now, in seconds.
  ///   - scrollViews: the horizontally scrolling views under the pointer, each with how far it
  ///     can still scroll and the input's travel along its own axis.
  ///   - drawerYields: whether the drawer's own content asks it to yield the drags that start
  ///     on it (``yieldsOwnDrags(edge:contentAsks:)``): a scroll over a yielding drawer is its
  ///     navigation stack's, as a finger's drag there is.
  /// - Returns: `true` when the engine takes the input.
  public static func shouldBegin(
    drawer: Drawer, start: DrawerPoint, location: DrawerPoint, time: Double,
    scrollViews: [DrawerScrollCompetitor] = [], drawerYields: Bool = false
  ) -> Bool {
    guard start.isFinite, location.isFinite else { return false }
    if drawerYields, !canEverBegin(drawer: drawer, start: start, time: time, drawerYields: true) {
      return false
    }
    var probe = drawer
    probe.confirmStateChange = { _ in true }
    probe.handle(.down(at: start, time: time))
    if decision(for: probe) == .wait { probe.handle(.move(at: location, time: time)) }
    guard decision(for: probe) == .begin else { return false }
    let isInStrip = isInEdgeStrip(start, drawer: drawer)
    return !scrollViews.contains {
      scrollViewTakesDrag(reach: $0.reach, travel: $0.travel, touchIsInEdgeStrip: isInStrip)
    }
  }
}
