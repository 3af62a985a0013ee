@_spi(DrawerKit) import DrawerCore

extension BenchBehaviour {
  /// Jetpack Compose's Material 3 `ModalNavigationDrawer`, driven by `anchoredDraggable`.
  ///
  /// - Recognises: a horizontal drag anywhere over the drawer's container, open or closed, once
  ///   it passes the touch slop (8 dp) along its axis before a vertical scroll passes its own;
  ///   the drag starts from where the finger crossed the slop (the post-slop offset), and each
  ///   delta is added to the offset coerced to the anchors. While the drawer animates a touch
  ///   drags it at once (`startDragImmediately = isAnimationRunning`).
  /// - Decides (`AnchoredDraggableState.computeTarget`): at 400 dp/s or more
  ///   (`DrawerVelocityThreshold`) the direction of the fling; otherwise the neighbouring anchor
  ///   once the drawer has moved more than half the distance to it (`DrawerPositionalThreshold`,
  ///   0.5), else back.
  /// - Animates: `animateTo(target, velocity)` on a spring of damping ratio 0.9 and stiffness 700
  ///   (Material 3's default spatial motion), fed the release velocity.
  ///
  /// Source: `androidx.compose.material3.NavigationDrawer.kt` and
  /// `androidx.compose.foundation.gestures.AnchoredDraggable.kt`, and the table.
  public static let composeMaterial3Drawer = BenchBehaviour(
    name: "Compose M3 drawer",
    model: ReferenceModel(
      recogniser: ReferenceRecogniser(
        openZone: .anywhere, openDrawerArea: .anywhere, slop: 8, slopRule: .firstAxis,
        dragStart: .fromSlop, following: .incremental, followsLiftOff: false,
        catching: .immediately),
      release: ReferenceReleaseRule { release in
        if abs(release.velocity) >= 400 { return release.velocity > 0 ? .open : .closed }
        let moved = abs(release.offset - (release.origin == .open ? release.width : 0))
        return moved > release.width / 2 ? release.origin.toggled : release.origin
      },
      animation: .spring(
        DrawerSpring(stiffness: 700, damping: 2 * 0.9 * 700.0.squareRoot()), feedsVelocity: true)))
}
