/// One thing a platform gesture reports about a touch, in the container's physical coordinates
/// and seconds.
@_spi(DrawerKit) public enum DrawerTouchReport: Sendable, Hashable {
  /// The gesture began: the touch started at `start` at `startTime` and is now at `location` at
  /// `time`. For `DragGesture`, the first change (`startLocation`, `location`); for a pan
  /// recogniser, its recognition (the location less the translation, and the location).
  case began(start: DrawerPoint, startTime: Double, location: DrawerPoint, time: Double)
  /// The touch moved.
  case moved(to: DrawerPoint, time: Double)
  /// The touch lifted at a point.
  case ended(at: DrawerPoint, time: Double)
  /// The system took the touch away, or another recogniser won it.
  case cancelled(time: Double)
  /// The host's recogniser that follows the touch won its platform's arbitration (UIKit called
  /// its action with `.began`): the drawer may follow the finger
  /// (``DrawerClaimPolicy/explicit``).
  case claimed(time: Double)
  /// The platform predicts the touch will be at `location` at the instant `for`, as of its
  /// sample at `time` (UIKit's `UIEvent.predictedTouches(for:)`, the newest of them): drawing
  /// only, used with ``DrawerPredictionSource/platform``.
  case predicted(at: DrawerPoint, for: Double, time: Double)
  /// Indirect input scrolled, a trackpad's two fingers or a mouse wheel, which carries no touch:
  /// the pointer is at `pointer` and the scroll has moved `translation` (x and y, in points)
  /// since it began, as `UIPanGestureRecognizer.translation(in:)` says. The pointer does not
  /// move while a trackpad scrolls, so the engine is shown a finger that came down at the
  /// pointer where the scroll began and moved by the translation.
  case scrolled(pointer: DrawerPoint, translation: DrawerPoint, time: Double)
  /// The indirect scroll ended with `translation` since it began.
  case scrollEnded(translation: DrawerPoint, time: Double)
}
