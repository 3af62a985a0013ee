/// Two drawers attached to the same content, one on each edge (Discord's servers on the leading
/// edge, members on the trailing one): which of them a touch belongs to.
///
/// Each drawer's engine judges a touch by its own edge, zone, lock and configuration, as it
/// would alone; what the pair adds is one rule: **only one drawer is open at a time, and a touch
/// on an open drawer is that drawer's.** A drawer open or heading for open takes the touches on
/// it and on its scrim (a drag there closes it), and the other drawer takes none until it is
/// closing, so a drag that closes one drawer never opens the other in the same stroke. With
/// both closed, the direction decides: a closed drawer only opens, so a drag that reveals the
/// leading drawer (left to right in a left-to-right layout) is the leading drawer's and one
/// that reveals the trailing drawer is the trailing drawer's; a touch outside a drawer's zone,
/// or on a locked drawer, is not that drawer's. Right-to-left layouts mirror it, as each
/// drawer's axis frame does.
///
/// A host whose platform arbitrates between recognisers (UIKit) lets each drawer's recogniser ask
/// ``allowsTouches(on:besides:otherLayout:)`` before it receives a touch, and the engines' verdicts
/// do the rest: at most one of them begins. ``owner(leading:trailing:start:location:time:)`` is the
/// same decision made at once, for a host that routes a stroke itself (the lab) and for tests.
///
/// Opening one drawer while the other is open closes the other first
/// (``eventForOther(whenOpening:other:time:openingLayout:otherLayout:)``): for sliding styles the
/// two panels do not share the screen, and a swap reads as the one going away and the other coming
/// in.
///
/// ```swift
/// DrawerPairArbitration.allowsTouches(on: trailing, besides: openLeading)  // false
/// DrawerPairArbitration.owner(
///   leading: leading, trailing: trailing, start: DrawerPoint(x: 380, y: 400),
///   location: DrawerPoint(x: 330, y: 402), time: 0)  // .trailing
/// ```
@_spi(DrawerKit) public enum DrawerPairArbitration {
  /// Whether `drawer` may take touches at all while `other` is attached to the same content:
  /// not while the other is open or heading for open, whose touches (on it, or on its scrim)
  /// are its own, nor while a finger drags the other (one drawer moves at a time: a second
  /// finger on an iPad does not drag the second drawer out beside it).
  ///
  /// A drawer shown as a permanent sidebar (``DrawerLayoutMode/sidebar``) covers nothing and
  /// holds no touches of the content, whatever its kept state. A drawer that is open or opening
  /// itself always takes the touches on it and on its scrim, so that were both ever open (two
  /// presentations that start open, a drawer locked open), neither would be stuck.
  ///
  /// - Parameters:
  ///   - drawer: the drawer asking.
  ///   - other: the drawer on the other edge.
  ///   - otherLayout: how the other drawer is shown; ``DrawerLayoutMode/modal`` by default.
  /// - Returns: `false` while the other drawer, shown as a modal drawer, is open, opening or
  ///   dragged, unless `drawer` is open or opening itself.
  public static func allowsTouches(
    on drawer: Drawer, besides other: Drawer, otherLayout: DrawerLayoutMode = .modal
  ) -> Bool {
    if drawer.target == .open { return true }
    guard otherLayout == .modal else { return true }
    if case .tracking = other.phase { return false }
    return other.target != .open
  }

  /// Which of the two drawers a stroke that came down at `start` and has moved to `location`
  /// belongs to: the one whose engine, asked on a copy, takes it, with the pair's rule that a
  /// drawer open or opening keeps the touches.
  ///
  /// - Parameters:
  ///   - leading: the drawer on the leading edge.
  ///   - trailing: the drawer on the trailing edge.
  ///   - start: where the stroke came down, in the container's physical coordinates.
  ///   - location: where it is now.
  ///   - time: now, in seconds.
  /// - Returns: the edge of the drawer the stroke belongs to, or `nil` when it is the
  ///   content's (vertical, outside both zones, against a locked drawer, or not yet decided).
  public static func owner(
    leading: Drawer, trailing: Drawer, start: DrawerPoint, location: DrawerPoint, time: Double
  ) -> DrawerEdge? {
    for (edge, drawer, other) in [
      (DrawerEdge.leading, leading, trailing), (DrawerEdge.trailing, trailing, leading),
    ] where allowsTouches(on: drawer, besides: other) {
      if takes(drawer, start: start, location: location, time: time) { return edge }
    }
    return nil
  }

  /// The event that keeps only one drawer open when one of them opens: the other closes, on its
  /// spring from where it is.
  ///
  /// Only two modal drawers exclude each other: a permanent sidebar is shown beside the content
  /// whatever its kept state, and a modal drawer opening beside it leaves it alone, as does a
  /// sidebar's kept state turning open. The other drawer's lock and veto are asked, as a
  /// person's close asks them: a drawer ``DrawerLockMode/lockedOpen``, or whose veto refuses,
  /// stays open beside the one that opens (``allowsTouches(on:besides:otherLayout:)`` then
  /// leaves each its own touches).
  ///
  /// - Parameters:
  ///   - opening: the drawer that is opening or open.
  ///   - other: the drawer on the other edge.
  ///   - time: now, in seconds.
  ///   - openingLayout: how the opening drawer is shown; ``DrawerLayoutMode/modal`` by default.
  ///   - otherLayout: how the other drawer is shown; ``DrawerLayoutMode/modal`` by default.
  /// - Returns: a close for `other`, or `nil` when it is already closed or closing, when
  ///   `opening` is not heading for open, when either is shown as a sidebar, or when the other's
  ///   lock or veto keeps it open.
  public static func eventForOther(
    whenOpening opening: Drawer, other: Drawer, time: Double,
    openingLayout: DrawerLayoutMode = .modal, otherLayout: DrawerLayoutMode = .modal
  ) -> DrawerEvent? {
    guard opening.target == .open, other.target == .open,
      openingLayout == .modal, otherLayout == .modal,
      other.configuration.lockMode != .lockedOpen, other.confirmStateChange(.closed)
    else { return nil }
    return .close(animated: true, time: time)
  }

  /// Which of the two drawers makes way when both are found open, and the event that closes it:
  /// two presentations that start open, a restoration that opens one beside the other, or two
  /// permanent sidebars, each kept open, that a narrower window turns into modal drawers.
  ///
  /// The drawer a person or the app opened most recently stays (`leadingOpenedAt`,
  /// `trailingOpenedAt`: ``DrawerController/lastOpeningTime``): a column kept open that a
  /// narrower window turns into a drawer makes way for the drawer the person opened beside it,
  /// and of two columns the one opened last stays. Neither opened so (both created or restored
  /// open), the leading drawer stays: in a layout where both are navigation it is the primary
  /// one (Discord's servers and channels before its members list). The other closes, as it
  /// would for the kept one's opening
  /// (``eventForOther(whenOpening:other:time:openingLayout:otherLayout:)``), unless its lock or
  /// veto keeps it open; then the kept one closes if its own allow. Each veto is asked at most
  /// once, and the kept drawer's only when the other's refuses. The decision rests on the
  /// drawers alone, not on the order a host hears of them.
  ///
  /// - Parameters:
  ///   - leading: the drawer on the leading edge.
  ///   - trailing: the drawer on the trailing edge.
  ///   - time: now, in seconds: the time of the closing event.
  ///   - leadingLayout: how the leading drawer is shown; ``DrawerLayoutMode/modal`` by default.
  ///   - trailingLayout: how the trailing drawer is shown; ``DrawerLayoutMode/modal`` by default.
  ///   - leadingOpenedAt: when the leading drawer last set off for open at a person's gesture
  ///     or the app's command, if it has.
  ///   - trailingOpenedAt: the same for the trailing drawer.
  /// - Returns: the edge of the drawer that closes and the event that closes it (send it through
  ///   ``DrawerController/makingWay(with:atFirstLayout:)``), or `nil` when they are not both
  ///   open and modal, or neither may close.
  public static func edgeMakingWay(
    leading: Drawer, trailing: Drawer, time: Double, leadingLayout: DrawerLayoutMode = .modal,
    trailingLayout: DrawerLayoutMode = .modal, leadingOpenedAt: Double? = nil,
    trailingOpenedAt: Double? = nil
  ) -> (edge: DrawerEdge, event: DrawerEvent)? {
    let keepsTrailing = (trailingOpenedAt ?? -.infinity) > (leadingOpenedAt ?? -.infinity)
    // The other drawer's lock and veto first; the kept one's only if the other stays (a veto is
    // the app's code, asked only when its answer counts).
    let candidates: [DrawerEdge] = keepsTrailing ? [.leading, .trailing] : [.trailing, .leading]
    for edge in candidates {
      let (kept, closing) = edge == .trailing ? (leading, trailing) : (trailing, leading)
      let (keptLayout, closingLayout) =
        edge == .trailing ? (leadingLayout, trailingLayout) : (trailingLayout, leadingLayout)
      if let event = eventForOther(
        whenOpening: kept, other: closing, time: time, openingLayout: keptLayout,
        otherLayout: closingLayout)
      {
        return (edge, event)
      }
    }
    return nil
  }

  /// Whether `drawer`'s engine takes a stroke from `start` to `location`, on a copy.
  private static func takes(
    _ drawer: Drawer, start: DrawerPoint, location: DrawerPoint, time: Double
  ) -> Bool {
    guard start.isFinite, location.isFinite else { return false }
    var probe = drawer
    probe.confirmStateChange = { _ in true }
    probe.handle(.cancel(time: time))
    probe.handle(.down(at: start, time: time))
    probe.handle(.move(at: location, time: time))
    return DrawerGestureArbitration.decision(for: probe) == .begin
  }
}
