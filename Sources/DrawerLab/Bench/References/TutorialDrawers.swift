@_spi(DrawerKit) import DrawerCore

extension BenchBehaviour {
  /// The drawer of many SwiftUI tutorials: a `DragGesture` anywhere, a distance-or-speed toggle,
  /// and a fixed ease-in-out.
  ///
  /// - Recognises: any drag anywhere, with no axis check (`DragGesture()`, whose
  ///   `minimumDistance` of 10 pt is a distance in any direction); the drawer's offset is the
  ///   gesture's `translation`, which counts from the touch-down, so the drawer leaps by the slop.
  /// - Decides: toggles when the drag went more than 50 pt, or faster than 300 pt/s, away from
  ///   where it started (toward open from closed, toward closed from open); otherwise goes back.
  /// - Animates: `withAnimation(.easeInOut(duration: 0.3))` from the release position, the
  ///   velocity ignored. The animation cannot be caught: a new drag starts from the animation's
  ///   end value, the model state.
  ///
  /// Source: the table of reference behaviours (the common tutorial pattern of
  /// `DragGesture().onChanged { offset = value.translation.width }` with
  /// `onEnded { withAnimation(.easeInOut(duration: 0.3)) { … } }`); SwiftUI's `DragGesture`
  /// documentation for `minimumDistance` and `translation`.
  public static let tutorialA = BenchBehaviour(
    name: "Tutorial A",
    model: ReferenceModel(
      recogniser: .swiftUIDragGesture,
      release: ReferenceReleaseRule { release in
        let toggles =
          release.forward * release.translation > 50 || release.forward * release.velocity > 300
        return toggles ? release.origin.toggled : release.origin
      },
      animation: .timing(duration: 0.3, easing: .easeInOut)))

  /// A second tutorial drawer: a `DragGesture` anywhere, a half-way-or-fast rule, and a short
  /// spring that ignores the release velocity.
  ///
  /// - Recognises: as ``tutorialA``, any drag anywhere with `DragGesture`'s translation.
  /// - Decides: opens when released past half the width or faster than 800 pt/s toward open;
  ///   closes when faster than 800 pt/s toward closed or short of half.
  /// - Animates: `withAnimation(.spring(duration: 0.15))` from the release position, started at
  ///   rest (SwiftUI's spring gets no initial velocity from `withAnimation`); cannot be caught.
  ///
  /// Source: the table of reference behaviours.
  public static let tutorialB = BenchBehaviour(
    name: "Tutorial B",
    model: ReferenceModel(
      recogniser: .swiftUIDragGesture,
      release: ReferenceReleaseRule { release in
        if release.velocity > 800 { return .open }
        if release.velocity < -800 { return .closed }
        return release.progress > 0.5 ? .open : .closed
      },
      animation: .spring(DrawerSpring(duration: 0.15, bounce: 0), feedsVelocity: false)))
}

extension ReferenceRecogniser {
  /// SwiftUI's `DragGesture()` on the whole container, as tutorials attach it.
  static let swiftUIDragGesture = ReferenceRecogniser(
    openZone: .anywhere, openDrawerArea: .anywhere, slop: 10, slopRule: .distance,
    dragStart: .includesSlop, following: .absolute, followsLiftOff: true,
    catching: .fromAnimationTarget)
}
