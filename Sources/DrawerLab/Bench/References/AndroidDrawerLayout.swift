@_spi(DrawerKit) import DrawerCore
import Foundation

extension BenchBehaviour {
  /// AndroidX's `DrawerLayout`, driven by `ViewDragHelper`.
  ///
  /// - Recognises: an edge drag from a 20 dp strip (`EDGE_SIZE`), once it passes the touch slop
  ///   (8 dp, `ViewConfiguration.getScaledTouchSlop`); a vertical scroll that passes its slop
  ///   first keeps the touch (the child calls `requestDisallowInterceptTouchEvent`). On capture
  ///   the helper saves the last motion, so the finger's travel up to then is lost; each move
  ///   adds its delta to the clamped position (`clampViewPositionHorizontal`). An open drawer is
  ///   dragged on the drawer itself; on the scrim a tap closes it and a drag does nothing. A
  ///   settling drawer is caught at once on touch-down (`STATE_SETTLING` →
  ///   `tryCaptureViewForDrag`). The 160 ms edge "peek" is not modelled.
  /// - Decides (`onViewReleased`): the velocity is clamped by `clampMag` against the minimum fling
  ///   velocity, 400 dp/s (`MIN_FLING_VELOCITY`), so slower releases count as zero; a positive
  ///   velocity opens, a negative one closes; at zero, open if past half.
  /// - Animates (`forceSettleCapturedViewAt`): a `Scroller` with the quintic ease-out
  ///   `1 - (1 - t)⁵` for `computeAxisDuration`: with a velocity `v`,
  ///   `4 · round(1000 · d / v)` ms where `d = w/2 + w/2 · sin((min(1, |Δ|/w) - 0.5) · 0.15π)`
  ///   and `w` the container's width; without, `(1 + |Δ| / drawerWidth) · 256` ms
  ///   (`BASE_SETTLE_DURATION`); at most 600 ms (`MAX_SETTLE_DURATION`). The drawer leaves at
  ///   five times the average speed of that curve, whatever the finger's speed.
  ///
  /// Source: `androidx.drawerlayout.widget.DrawerLayout` (`ViewDragCallback.onViewReleased`,
  /// `MIN_FLING_VELOCITY`, the tap-to-close in `onTouchEvent`) and
  /// `androidx.customview.widget.ViewDragHelper` (`computeSettleDuration`,
  /// `computeAxisDuration`, `distanceInfluenceForSnapDuration`, `sInterpolator`), and the
  /// issue's table.
  public static let androidDrawerLayout = BenchBehaviour(
    name: "Android DrawerLayout",
    model: ReferenceModel(
      recogniser: ReferenceRecogniser(
        openZone: .edge(20), openDrawerArea: .drawerOnly, slop: 8, slopRule: .firstAxis,
        dragStart: .fromAcceptance, following: .incremental, followsLiftOff: false,
        catching: .immediately),
      release: ReferenceReleaseRule { release in
        let velocity = AndroidSettle.clampedVelocity(release.velocity)
        if velocity > 0 { return .open }
        if velocity < 0 { return .closed }
        return release.progress > 0.5 ? .open : .closed
      },
      animation: ReferenceAnimation { request in
        .timing(
          from: request.from, to: request.to,
          duration: AndroidSettle.duration(
            delta: request.to - request.from,
            velocity: AndroidSettle.clampedVelocity(request.velocity),
            containerWidth: request.containerWidth, dragRange: request.width),
          easing: .quinticEaseOut)
      }))
}

/// `ViewDragHelper`'s settle arithmetic.
enum AndroidSettle {
  /// `DrawerLayout.MIN_FLING_VELOCITY`, in dp (points) per second.
  static let minimumVelocity = 400.0
  /// `ViewConfiguration`'s maximum fling velocity, in dp per second.
  static let maximumVelocity = 8000.0

  /// `clampMag(velocity, minimum, maximum)`: zero below the minimum, capped at the maximum.
  static func clampedVelocity(_ velocity: Double) -> Double {
    let speed = abs(velocity)
    if speed < minimumVelocity { return 0 }
    return speed > maximumVelocity ? (velocity > 0 ? maximumVelocity : -maximumVelocity) : velocity
  }

  /// `computeAxisDuration`, in seconds.
  static func duration(
    delta: Double, velocity: Double, containerWidth: Double, dragRange: Double
  ) -> Double {
    guard delta != 0 else { return 0 }
    let halfWidth = containerWidth / 2
    let ratio = Swift.min(1, abs(delta) / containerWidth)
    let distance = halfWidth + halfWidth * sin((ratio - 0.5) * 0.3 * Double.pi / 2)
    let milliseconds: Double
    if velocity != 0 {
      milliseconds = 4 * (1000 * abs(distance / velocity)).rounded()
    } else {
      milliseconds = ((abs(delta) / dragRange + 1) * 256).rounded(.towardZero)
    }
    return Swift.min(milliseconds, 600) / 1000
  }
}
