@_spi(DrawerKit) import DrawerCore

extension BenchBehaviour {
  /// UIKit's SideMenu (jonkykong/SideMenu), a percent-driven interactive transition.
  ///
  /// - Recognises: a `UIScreenEdgePanGestureRecognizer` from the screen edge (a 20 pt strip here)
  ///   on a closed menu, a pan anywhere on an open one; the pan begins after about 10 pt of
  ///   movement along its axis and its translation counts from the touch-down, so the menu leaps
  ///   by that much. The transition's progress is the translation over the menu's width,
  ///   clamped to `0...1`.
  /// - Decides: finishes the transition (opens a closed menu, closes an open one) when the pan is
  ///   faster than 100 pt/s in the transition's direction, or not slower than −50 pt/s and past
  ///   half; otherwise cancels it.
  /// - Animates: the rest of the transition in a fixed 0.35 s (`completeGestureDuration`) with
  ///   the `.easeIn` completion curve (`completionCurve`), the velocity ignored. While the
  ///   transition runs the container refuses touches (`isUserInteractionEnabled = false`), so
  ///   the menu cannot be caught.
  ///
  /// Source: `Pod/Classes/SideMenuNavigationController.swift` (`SideMenuSettings`:
  /// `completeGestureDuration`, `completionCurve`), `SideMenuInteractionController.swift`,
  /// `SideMenuTransitionController.swift` and `SideMenuManager.swift` in jonkykong/SideMenu,
  /// and the table.
  public static let sideMenu = BenchBehaviour(
    name: "UIKit SideMenu",
    model: ReferenceModel(
      recogniser: ReferenceRecogniser(
        openZone: .edge(20), openDrawerArea: .anywhere, slop: 10, slopRule: .firstAxis,
        dragStart: .includesSlop, following: .absolute, followsLiftOff: true, catching: .refuses),
      release: ReferenceReleaseRule { release in
        let velocity = release.forward * release.velocity
        let progress = release.origin == .closed ? release.progress : 1 - release.progress
        let finishes = velocity > 100 || (velocity >= -50 && progress >= 0.5)
        return finishes ? release.origin.toggled : release.origin
      },
      animation: .timing(duration: 0.35, easing: .easeIn)))
}
