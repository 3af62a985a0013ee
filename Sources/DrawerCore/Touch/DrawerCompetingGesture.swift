/// A gesture that competes with the drawer's recogniser, as the platform layer classifies it.
@_spi(DrawerKit) public enum DrawerCompetingGesture: Sendable, Hashable {
  /// A scroll view's pan.
  case scroll
  /// A list row's swipe-to-reveal-actions pan.
  case listSwipeAction
  /// A navigation stack's interactive back-swipe: from the screen's edge, or (iOS 26) from
  /// anywhere over the content.
  case navigationBackSwipe(isPushedScreenShowing: Bool)
  /// Anything else: taps, long presses, the app's own gestures.
  case other
}
