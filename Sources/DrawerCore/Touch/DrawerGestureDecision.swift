/// What a platform recogniser that follows a touch should do next, from the engine's verdict on
/// the touch (``DrawerGestureArbitration/decision(for:)``).
///
/// UIKit's gesture recognisers have the same three outcomes: `UIGestureRecognizer.State`'s
/// `.began`, `.possible` (still undecided) and `.failed`.
@_spi(DrawerKit) public enum DrawerGestureDecision: Sendable, Hashable {
  /// The engine tracks the touch: the recogniser claims it, and the gestures that wait for it
  /// (scroll views) fail.
  case begin
  /// The engine has not decided yet: the recogniser stays undecided, so the gestures that wait
  /// for it neither start nor are released.
  case wait
  /// The engine left the touch to the content: the recogniser fails, and the gestures that wait
  /// for it proceed.
  case fail
}
