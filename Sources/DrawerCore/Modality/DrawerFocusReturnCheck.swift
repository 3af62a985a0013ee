/// How a control that asked for VoiceOver's focus back, as the drawer closed, judges whether it
/// got it, from what it can see: the changes of its own accessibility-focus binding (SwiftUI's
/// `AccessibilityFocusState`).
///
/// SwiftUI gives no handle on VoiceOver's cursor: the binding is set to `true` to ask for focus,
/// and SwiftUI sets it back to `false` when VoiceOver's focus is on another element. Reading the
/// binding back after asking proves nothing (it holds the value just written), and a landing
/// changes nothing either (the value is already `true`), so a landing cannot be *seen*. What can
/// be seen is the opposite: a change to `false` the control did not write says VoiceOver's focus
/// is elsewhere. So the request is trusted unless that is seen within the check's wait
/// (``DrawerController/focusReturnCheckDelay``); the screen change that sends VoiceOver to the
/// new screen is then the fallback, as it is when the control has gone
/// (``DrawerFocusBookkeeping/openerDisappeared(_:)``). UIKit's focused element
/// (`UIAccessibility.focusedElement(using:)`) names an element, but SwiftUI gives no element of
/// its own to compare it with.
///
/// The control's own write echoes back as a change of the binding when the binding was `false`
/// before it: that first change to `true` is skipped. Without VoiceOver there is nothing to
/// check and nothing to wait for: no VoiceOver cursor can be left on a hidden row.
///
/// ```swift
/// var check = DrawerFocusReturnCheck(wasFocused: false, isVoiceOverRunning: true)
/// check.bindingChanged(to: true)    // the toggle's own write, echoed: skipped
/// check.verdict                     // .trusted
/// check.bindingChanged(to: false)   // VoiceOver's focus is on another element
/// check.verdict                     // .lost: post the screen change
/// ```
@_spi(DrawerKit) public struct DrawerFocusReturnCheck: Sendable, Hashable {
  /// What the control concludes.
  public enum Verdict: Sendable, Hashable {
    /// Nothing says VoiceOver's focus is not on the control: no screen change is posted over it.
    case trusted
    /// VoiceOver's focus was seen on another element: the screen change is posted.
    case lost
  }

  /// Whether the control waits ``DrawerController/focusReturnCheckDelay`` for a change of its
  /// binding before judging: only while VoiceOver runs.
  public let waits: Bool
  /// Whether the next change to `true` is the control's own write echoing back.
  private var awaitsEcho: Bool
  /// Whether the binding was last seen `false` by a change the control did not write.
  private var isSeenElsewhere = false

  /// A check with nothing asked: trusted, nothing to wait for.
  public init() {
    waits = false
    awaitsEcho = false
  }

  /// Starts the check of a request the control is about to make (it writes `true` to its
  /// binding just after).
  ///
  /// - Parameters:
  ///   - wasFocused: the binding's value before the control writes `true`.
  ///   - isVoiceOverRunning: whether VoiceOver runs; without it the verdict is trusted at once.
  public init(wasFocused: Bool, isVoiceOverRunning: Bool) {
    waits = isVoiceOverRunning
    awaitsEcho = isVoiceOverRunning && !wasFocused
  }

  /// Takes note of a change of the binding, whoever wrote it.
  ///
  /// - Parameter isFocused: the binding's new value.
  public mutating func bindingChanged(to isFocused: Bool) {
    guard waits else { return }
    if isFocused && awaitsEcho {
      awaitsEcho = false
      return
    }
    awaitsEcho = false
    isSeenElsewhere = !isFocused
  }

  /// The conclusion so far: ``Verdict/lost`` once a change the control did not write set the
  /// binding to `false` (and no later change brought VoiceOver back), ``Verdict/trusted``
  /// otherwise.
  public var verdict: Verdict {
    isSeenElsewhere ? .lost : .trusted
  }
}
