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
public struct DrawerFocusBookkeeping<Control: Hashable>: Hashable {
  /// The control that asked to open the drawer, while it is open.
  public private(set) var opener: Control?
  /// The drawer's target when last reported.
  public private(set) var target: DrawerRestState

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
    switch newTarget {
    case .open:
      return .intoDrawer
    case .closed:
      let control = opener
      opener = nil
      return .backToOpener(control)
    }
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
