/// Where keyboard and assistive-technology focus goes as a drawer opens and closes.
///
/// A modal control takes focus when it appears and gives it back when it goes: UIKit moves
/// VoiceOver into a presented sheet and, on dismissal, back to the element that presented it;
/// Material's modal drawer does the same for keyboard focus. SwiftUI cannot ask which control was
/// focused, so the control that opens the drawer (a toggle, a toolbar button) says so through
/// ``noteOpenRequest(from:)``, and this value remembers it until the drawer closes.
///
/// ```swift
/// var focus = DrawerFocusBookkeeping<String>()
/// focus.noteOpenRequest(from: "menu-button")
/// focus.targetChanged(to: .open)    // .intoDrawer
/// focus.targetChanged(to: .closed)  // .backToOpener("menu-button")
/// ```
///
/// A change is reported once per change of the drawer's target (open or heading for open, closed
/// or heading for closed), so a drag that ends where it began moves no focus.
///
/// Focus must land somewhere, always. Moving keyboard focus happens at once, but the screen
/// change that VoiceOver hears is announced when the drawer comes to rest
/// (``drawerRested()``), not when a release decides: announced earlier, VoiceOver would read a
/// screen still sliding. Going back to the opener is a request that the opener acknowledges
/// (``acknowledgeReturn(to:)``) when it takes focus; an opener that no longer exists (choosing a
/// row replaced the screen and its toolbar) never does, and the drawer then announces a screen
/// change so that VoiceOver is not left on a hidden row. An opener that took focus back and
/// then disappears (``openerDisappeared(_:)``) calls for the same announcement.
///
/// ```swift
/// var focus = DrawerFocusBookkeeping<String>()
/// focus.noteOpenRequest(from: "menu-button")
/// _ = focus.targetChanged(to: .open)
/// focus.drawerRested()                   // true: announce the drawer's screen
/// _ = focus.targetChanged(to: .closed)   // .backToOpener("menu-button")
/// focus.acknowledgeReturn(to: "menu-button")
/// focus.drawerRested()                   // false: the button has VoiceOver's focus
/// ```
public struct DrawerFocusBookkeeping<Control: Hashable>: Hashable {
  /// The control that asked to open the drawer, while it is open.
  public private(set) var opener: Control?
  /// The drawer's target when last reported.
  public private(set) var target: DrawerRestState
  /// Whether a move of focus has not yet been announced: set by a change of target, cleared by
  /// ``drawerRested()``.
  public private(set) var isAnnouncementDue = false
  /// The control the latest closing sent focus back to, once it has acknowledged it; `nil`
  /// otherwise.
  public private(set) var acknowledgedOpener: Control?
  /// The control the latest closing sent focus back to, acknowledged or not.
  private var returnTarget: Control?

  /// Creates the bookkeeping for a drawer that starts at a rest state.
  ///
  /// - Parameter target: the drawer's initial rest state; `.closed` by default.
  public init(target: DrawerRestState = .closed) {
    self.target = target
  }

  /// Records the control that is about to open the drawer.
  ///
  /// A request while the drawer is already open or heading for open changes nothing: focus goes
  /// back to the control that opened it first.
  ///
  /// - Parameter control: the control, or `nil` for an opening with no control (a gesture, the
  ///   app's own command).
  public mutating func noteOpenRequest(from control: Control?) {
    guard target == .closed else { return }
    opener = control
  }

  /// Records the drawer's new target and says where focus goes.
  ///
  /// - Parameter newTarget: the rest state the drawer is now in or heading for.
  /// - Returns: ``DrawerFocusChange/intoDrawer`` on opening;
  ///   ``DrawerFocusChange/backToOpener(_:)`` with the remembered control (or `nil`) on closing;
  ///   `nil` when the target did not change.
  public mutating func targetChanged(to newTarget: DrawerRestState) -> DrawerFocusChange<Control>? {
    guard newTarget != target else { return nil }
    target = newTarget
    isAnnouncementDue = true
    acknowledgedOpener = nil
    returnTarget = nil
    switch newTarget {
    case .open:
      return .intoDrawer
    case .closed:
      let control = opener
      opener = nil
      returnTarget = control
      return .backToOpener(control)
    }
  }

  /// Records that the control focus was sent back to has taken it.
  ///
  /// An acknowledgement from any other control, or while the drawer is open or heading for
  /// open, is ignored.
  ///
  /// - Parameter control: the control that took focus.
  public mutating func acknowledgeReturn(to control: Control) {
    guard target == .closed, let returnTarget, returnTarget == control else { return }
    acknowledgedOpener = control
  }

  /// Records that the drawer came to rest and says whether to announce a screen change.
  ///
  /// - Returns: `true` once after each change of target: always for an opening (VoiceOver moves
  ///   into the drawer), and for a closing unless the opener acknowledged taking focus back.
  public mutating func drawerRested() -> Bool {
    guard isAnnouncementDue else { return false }
    isAnnouncementDue = false
    return target == .open || acknowledgedOpener == nil
  }

  /// Records that a control went away, and says whether to announce a screen change now.
  ///
  /// When the control had taken focus back from the latest closing, focus went with it: the
  /// return counts as unacknowledged, announced when the drawer rests, or at once if it already
  /// has.
  ///
  /// - Parameter control: the control that disappeared.
  /// - Returns: `true` when a screen change must be announced now.
  public mutating func openerDisappeared(_ control: Control) -> Bool {
    guard target == .closed, let returnTarget, returnTarget == control else { return false }
    self.returnTarget = nil
    let wasAcknowledged = acknowledgedOpener != nil
    acknowledgedOpener = nil
    return wasAcknowledged && !isAnnouncementDue
  }
}

extension DrawerFocusBookkeeping: Sendable where Control: Sendable {}

/// A move of focus that a drawer's opening or closing calls for.
public enum DrawerFocusChange<Control: Hashable>: Hashable {
  /// The drawer opened: focus moves into it and the screen change is announced.
  case intoDrawer
  /// The drawer closed: focus returns to the control that opened it, or, for `nil`, to the
  /// content as the system chooses; the screen change is announced.
  case backToOpener(Control?)
}

extension DrawerFocusChange: Sendable where Control: Sendable {}
