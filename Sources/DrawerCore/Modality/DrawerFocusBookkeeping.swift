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
/// screen still sliding. Going back to the opener is a request, and its outcome is reported,
/// not assumed: the opener says it is trying (``noteReturnAttempt(by:)``), then either that it
/// holds focus as far as it can tell (``acknowledgeReturn(to:)``: VoiceOver is off, or was not
/// seen to go elsewhere, ``DrawerFocusReturnCheck``) or that focus is elsewhere
/// (``returnFailed(on:)``). Only an acknowledged return silences the screen change; an attempt
/// still in flight when the drawer rests holds the announcement until its outcome is known. An
/// opener that no longer exists (choosing a row replaced the screen and its toolbar) never
/// tries, and the drawer announces a screen change at rest so that VoiceOver is not left on a
/// hidden row. An opener that took focus back and then disappears or stops showing (a choice
/// switched the tab it is in; ``openerDisappeared(_:)``) calls for the same announcement.
///
/// ```swift
/// var focus = DrawerFocusBookkeeping<String>()
/// focus.noteOpenRequest(from: "menu-button")
/// _ = focus.targetChanged(to: .open)
/// focus.drawerRested()                   // true: announce the drawer's screen
/// _ = focus.targetChanged(to: .closed)   // .backToOpener("menu-button")
/// focus.noteReturnAttempt(by: "menu-button")
/// focus.drawerRested()                   // false: waiting to see where focus went
/// focus.returnFailed(on: "menu-button")  // true: it did not land; announce now
/// ```
@_spi(DrawerKit) public struct DrawerFocusBookkeeping<Control: Hashable>: Hashable {
  /// How a return of focus to the opener is going.
  private enum ReturnAttempt: Hashable {
    /// Nobody has tried yet (or the opener went away).
    case none
    /// The opener is moving focus to itself; the outcome is not yet known.
    case inFlight
    /// The opener holds focus, as far as it can tell.
    case landed
    /// The opener saw that focus did not land on it.
    case failed
  }

  /// The control that asked to open the drawer, while it is open.
  public private(set) var opener: Control?
  /// The drawer's target when last reported.
  public private(set) var target: DrawerRestState
  /// Whether a move of focus has not yet been announced: set by a change of target, cleared
  /// when the announcement is made or silenced.
  public private(set) var isAnnouncementDue = false
  /// The control the latest closing sent focus back to, acknowledged or not.
  private var returnTarget: Control?
  /// How the latest closing's return of focus is going.
  private var attempt = ReturnAttempt.none
  /// Whether the drawer has rested since its target last changed.
  private var hasRested = false

  /// The control the latest closing sent focus back to, once it acknowledged focus; `nil`
  /// otherwise.
  public var acknowledgedOpener: Control? {
    attempt == .landed ? returnTarget : nil
  }

  /// Whether the opener is moving focus to itself and the outcome is not yet known.
  public var isReturnInFlight: Bool {
    attempt == .inFlight
  }

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
    hasRested = false
    attempt = .none
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

  /// Records that the control focus was sent back to is moving focus to itself: the screen
  /// change waits for the outcome (``acknowledgeReturn(to:)`` or ``returnFailed(on:)``).
  ///
  /// Ignored from any other control, while the drawer is open or heading for open, or once the
  /// outcome is known.
  ///
  /// - Parameter control: the control trying to take focus.
  public mutating func noteReturnAttempt(by control: Control) {
    guard isReturnTarget(control), attempt == .none else { return }
    attempt = .inFlight
  }

  /// Records that the control focus was sent back to holds it, as far as it can tell
  /// (``DrawerFocusReturnCheck``): no screen change is announced over it.
  ///
  /// An acknowledgement from any other control, or while the drawer is open or heading for
  /// open, is ignored. An acknowledgement after the control judged its attempt failed still
  /// counts (VoiceOver came back to it), as long as the screen change has not been announced.
  ///
  /// - Parameter control: the control that took focus.
  public mutating func acknowledgeReturn(to control: Control) {
    guard isReturnTarget(control) else { return }
    attempt = .landed
    if hasRested { isAnnouncementDue = false }
  }

  /// Records that focus is not on the control it was sent back to (VoiceOver's focus was seen on
  /// another element: the control cannot take it where it is, or VoiceOver moved on), and says
  /// whether to announce the screen change now.
  ///
  /// - Parameter control: the control that tried.
  /// - Returns: `true` when the drawer has already rested with the announcement held for this
  ///   outcome: announce now. `false` otherwise; the rest announces it.
  public mutating func returnFailed(on control: Control) -> Bool {
    guard isReturnTarget(control), attempt == .inFlight || attempt == .none else { return false }
    attempt = .failed
    return takeAnnouncement()
  }

  /// Records that the drawer came to rest and says whether to announce a screen change.
  ///
  /// - Returns: `true` once after each change of target: always for an opening (VoiceOver moves
  ///   into the drawer), and for a closing unless the opener acknowledged focus. While
  ///   the opener's attempt is in flight, `false`: its outcome decides.
  public mutating func drawerRested() -> Bool {
    hasRested = true
    return takeAnnouncement()
  }

  /// Records that a control went away, and says whether to announce a screen change now.
  ///
  /// When the control had taken focus back from the latest closing, focus went with it: the
  /// return counts as failed, announced when the drawer rests, or at once if it already has.
  ///
  /// - Parameter control: the control that disappeared.
  /// - Returns: `true` when a screen change must be announced now.
  public mutating func openerDisappeared(_ control: Control) -> Bool {
    guard isReturnTarget(control) else { return false }
    let wasLanded = attempt == .landed
    returnTarget = nil
    attempt = .failed
    if wasLanded && !isAnnouncementDue { return true }
    return takeAnnouncement()
  }

  /// Whether `control` is the one the latest closing sent focus back to.
  private func isReturnTarget(_ control: Control) -> Bool {
    target == .closed && returnTarget == control
  }

  /// Announces the due move of focus if the drawer has rested and its outcome is known.
  private mutating func takeAnnouncement() -> Bool {
    guard isAnnouncementDue, hasRested else { return false }
    if target == .closed {
      switch attempt {
      case .inFlight: return false
      case .landed:
        isAnnouncementDue = false
        return false
      case .none, .failed: break
      }
    }
    isAnnouncementDue = false
    return true
  }
}

extension DrawerFocusBookkeeping: Sendable where Control: Sendable {}

/// A move of focus that a drawer's opening or closing calls for, or that keeps focus in a modal
/// drawer.
@_spi(DrawerKit) public enum DrawerFocusChange<Control: Hashable>: Hashable {
  /// The drawer opened: focus moves into it and the screen change is announced.
  case intoDrawer
  /// The drawer closed: focus returns to the control that opened it, or, for `nil`, to the
  /// content as the system chooses; the screen change is announced.
  case backToOpener(Control?)
  /// Keyboard focus moved out of an open drawer that keeps it
  /// (``DrawerModality/refusesKeyboardFocus(movingTo:)``): it goes back where it was in the
  /// drawer. Nothing is announced: VoiceOver's focus did not move.
  case backIntoDrawer
}

extension DrawerFocusChange: Sendable where Control: Sendable {}
