extension DrawerGeometry {
  /// Where a host draws the drawer's left edge, in points from the container's left edge:
  /// ``drawerMinX`` while any of the drawer can be seen (``isDrawerVisible``); once none of it
  /// can, parked just beyond the screen's edge on its side: its own width and the safe area's
  /// inset there (``safeAreaInset``, into which the screen reaches) past the container's edge.
  ///
  /// A drawer that cannot be seen is not drawn, but its views are kept (the menu's scroll
  /// position, its state), and where they wait matters to UIKit: on a tap on the status bar it
  /// scrolls to the top the scroll view beneath the tap that is closest to the status bar, and
  /// on iPhone does nothing at all when more than one scroll view on screen would answer
  /// (`UIScrollView.scrollsToTop`). A closed ``DrawerPresentationStyle/reveal``,
  /// ``DrawerPresentationStyle/parallax`` or ``DrawerPresentationStyle/scale`` drawer waits
  /// under the content, and with Reduce Motion a closed drawer of any style stands transparent
  /// in its open place: either way its menu's scroll view would be beneath the tap, on screen,
  /// beside the content's. Parked, it is neither. It is parked no farther than that, since a
  /// permanent sidebar that is hidden or shown is animated by SwiftUI between its place and
  /// this one: the sidebar slides its own width, as a closed sliding drawer lies, rather than
  /// across the screen.
  ///
  /// ```swift
  /// let closed = DrawerGeometry(
  ///   progress: 0, container: DrawerSize(width: 390, height: 844), drawerWidth: 300,
  ///   side: .left, style: .reveal)
  /// closed.drawerMinX                                // 0: waiting under the content
  /// closed.drawnDrawerMinX(inContainerOfWidth: 390)  // -300: off the screen
  /// ```
  ///
  /// - Parameter containerWidth: the container's width in points; negative or non-finite
  ///   counts as 0.
  /// - Returns: the left edge to draw the drawer at.
  public func drawnDrawerMinX(inContainerOfWidth containerWidth: Double) -> Double {
    guard !isDrawerVisible else { return drawerMinX }
    let width = containerWidth.isFinite ? Swift.max(containerWidth, 0) : 0
    return side == .left ? -(drawerWidth + safeAreaInset) : width + safeAreaInset
  }
}
