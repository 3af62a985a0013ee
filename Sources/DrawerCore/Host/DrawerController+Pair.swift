/// A presented drawer beside the drawer on the other edge of the same content
/// (``DrawerPairArbitration``): how it makes way when that drawer opens.
extension DrawerController {
  // MARK: Two drawers on one content

  /// Decides how the drawer makes way for `companion`, the drawer on the other edge of the same
  /// content, which is opening: it closes on its spring
  /// (``DrawerPairArbitration/eventForOther(whenOpening:other:time:openingLayout:otherLayout:)``)
  /// with no move of focus and no screen change announced, because focus goes into the drawer
  /// that opens, which announces its own screen. Focus returning to this drawer's opener would
  /// land behind the drawer that opens. It is still a dismissal: the presentation binding and
  /// `onDismiss` hear that the drawer closed. Send the event it returns straight away.
  ///
  /// ```swift
  /// let size = DrawerSize(width: 390, height: 844)
  /// var channels = DrawerController<String>(container: size)
  /// var members = DrawerController<String>(container: size)
  /// members.toggle(from: "members-button", time: 0)  // opens; focus moves into it
  /// channels.open(time: 1)                           // the other drawer opens
  /// if let event = members.makeWayEvent(forOpening: channels.drawer, shownAs: .modal, time: 1) {
  ///   members.send(event)                            // closes; focus stays with the other
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - companion: the other drawer's engine, heading for open.
  ///   - companionLayout: how the other drawer is shown (its ``shownLayoutMode``).
  ///   - time: the time in seconds.
  /// - Returns: the closing event, or `nil` when the drawer does not make way: it is closed or
  ///   closing, one of the two is shown as a permanent sidebar, or its lock or veto keeps it
  ///   open.
  public mutating func makeWayEvent(
    forOpening companion: Drawer, shownAs companionLayout: DrawerLayoutMode, time: Double
  ) -> DrawerEvent? {
    guard
      let event = DrawerPairArbitration.eventForOther(
        whenOpening: companion, other: drawer, time: time, openingLayout: companionLayout,
        otherLayout: shownLayoutMode)
    else { return nil }
    return makingWay(with: event, atFirstLayout: false)
  }

  /// Readies the drawer to make way with a closing the pair has decided
  /// (``DrawerPairArbitration/edgeMakingWay(leading:trailing:time:leadingLayout:trailingLayout:leadingOpenedAt:trailingOpenedAt:)``
  /// asked the lock and the veto already), as ``makeWayEvent(forOpening:shownAs:time:)`` does:
  /// focus bookkeeping starts afresh at closed, so no move of focus and no announcement.
  ///
  /// At the first layout, before anyone saw either drawer (two presentations that start or are
  /// restored open), the drawer is put back closed as if it had been created or restored
  /// closed: at once, with no spring seen at launch, and with no dismissal (`onDismiss` is for
  /// a closing someone saw).
  ///
  /// - Parameters:
  ///   - event: the closing the pair decided.
  ///   - atFirstLayout: whether this is the first layout, before anyone saw either drawer.
  /// - Returns: the event to send straight away.
  public mutating func makingWay(with event: DrawerEvent, atFirstLayout: Bool) -> DrawerEvent {
    // Focus bookkeeping starts afresh at closed, as for a drawer created closed: the change of
    // target the event makes then calls for no move of focus and no announcement, and a move
    // into this drawer that the host has not made yet is dropped.
    focus = DrawerFocusBookkeeping(target: .closed)
    focusRequest = nil
    guard atFirstLayout else { return event }
    isPresented = false
    return .close(animated: false, time: event.time)
  }
}
