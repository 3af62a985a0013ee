@_spi(DrawerKit) import DrawerCore

extension BenchBehaviour {
  /// Flutter's Material `Drawer`, driven by `DrawerController`.
  ///
  /// - Recognises: a horizontal drag from a 20 pt strip (`_kEdgeDragWidth`) on a closed drawer,
  ///   anywhere on an open or moving one; the recogniser wins the gesture arena once the touch
  ///   passes the touch slop (`kTouchSlop`, 18 pt) along its axis, unless a vertical scroll
  ///   passes its own first. With the default `DragStartBehavior.start` the travel up to then is
  ///   lost; each update adds `primaryDelta / width` to the controller's value, clamped to
  ///   `0...1`. A touch on a moving drawer stops it (`_handleDragDown`: `controller.stop()`); if
  ///   it never drags, `_handleDragCancel` sends it to the nearer rest state.
  /// - Decides (`_settle`): at 365 pt/s or more (`_kMinFlingVelocity`) the direction of the
  ///   fling; otherwise open if at least half open.
  /// - Animates (`AnimationController.fling`): a critically damped spring of stiffness 500 and
  ///   unit mass (`_kFlingSpringDescription`) aimed 1% of the width past the rest state
  ///   (`_kFlingTolerance`) and stopped when it reaches it. A fling feeds it the finger's
  ///   velocity; a slow release calls `open()`/`close()`, which fling at ±1 width per second.
  ///
  /// Source: `packages/flutter/lib/src/material/drawer.dart` (`DrawerController`) and
  /// `packages/flutter/lib/src/animation/animation_controller.dart` (`fling`) in flutter/flutter,
  /// `kTouchSlop` in `gestures/constants.dart`, and the table.
  public static let flutterDrawer = BenchBehaviour(
    name: "Flutter Drawer",
    model: ReferenceModel(
      recogniser: ReferenceRecogniser(
        openZone: .edge(20), openDrawerArea: .anywhere, slop: 18, slopRule: .firstAxis,
        dragStart: .fromAcceptance, following: .incremental, followsLiftOff: false,
        catching: .holdsUntilSlop),
      release: ReferenceReleaseRule { release in
        if abs(release.velocity) >= FlutterFling.minimumVelocity {
          return release.velocity > 0 ? .open : .closed
        }
        return release.progress < 0.5 ? .closed : .open
      },
      animation: ReferenceAnimation { request in FlutterFling.curve(for: request) }))
}

/// `AnimationController.fling` as the drawer uses it.
enum FlutterFling {
  /// `_kMinFlingVelocity`, in points per second.
  static let minimumVelocity = 365.0
  /// `_kFlingSpringDescription`: mass 1, stiffness 500, critically damped.
  static let spring = DrawerSpring(stiffness: 500, damping: 2 * 500.0.squareRoot())
  /// `_kFlingTolerance.distance`, as a fraction of the width.
  static let overshootTarget = 0.01

  static func curve(for request: ReferenceSettleRequest) -> ReferenceCurve {
    let toward: Double = request.to > request.from ? 1 : -1
    // A fling below the threshold is open()/close(): a velocity of one width per second.
    let velocity =
      abs(request.velocity) >= minimumVelocity ? request.velocity : toward * request.width
    let equilibrium = request.to + toward * overshootTarget * request.width
    let displacement = request.from - equilibrium
    // The controller stops when the value reaches its bound: find when the spring crosses it.
    let reaches = { (t: Double) -> Bool in
      toward * (equilibrium + spring.value(at: t, from: displacement, velocity: velocity))
        >= toward * request.to
    }
    var low = 0.0
    var high = 0.001
    while !reaches(high) && high < 10 {
      low = high
      high *= 2
    }
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if reaches(middle) { high = middle } else { low = middle }
    }
    return .spring(
      equilibrium: equilibrium, displacement: displacement, velocity: velocity, spring: spring,
      duration: high, stop: request.to)
  }
}
