/// What a drawer is visibly doing, in the three words an interface needs: resting, dragging or
/// settling.
///
/// The engine's own phase also tells a touch that has not yet been recognised (`pending`)
/// from a drawer at rest; on screen the two look the same, so both are ``resting`` here (or
/// ``settling``, when the touch came down beside a drawer that goes on settling). SwiftUI
/// has no analogue; UIKit's `UIViewPropertyAnimator.state` and Compose's
/// `DrawerState.isAnimationRunning` answer part of the same question.
///
/// ```swift
/// DrawerMotionPhase(drawer.phase)  // .settling while the spring runs
/// drawer.motionPhase               // the same
/// ```
public enum DrawerMotionPhase: String, Sendable, Hashable, CaseIterable {
  /// Still, fully open or fully closed; a finger may be down but has not moved the drawer.
  case resting
  /// A finger is moving the drawer.
  case dragging
  /// The drawer is moving to a rest state on its spring.
  case settling

  /// The visible summary of an engine phase.
  ///
  /// - Parameter phase: the engine's phase.
  @_spi(DrawerKit) public init(_ phase: DrawerPhase) {
    switch phase {
    case .resting: self = .resting
    case .pending(let touch): self = touch.settling == nil ? .resting : .settling
    case .tracking(let touch):
      // A drag the host has not yet claimed may still be lost to another gesture (a carousel,
      // a List row's swipe, the back-swipe): nothing has moved the drawer, so it shows as what
      // it was doing before the finger came down.
      if touch.isClaimed {
        self = .dragging
      } else {
        self = touch.catchStart != nil || touch.heldSettling != nil ? .settling : .resting
      }
    case .settling: self = .settling
    }
  }

  /// Whether the drawer is moving, by a finger or on its spring.
  public var isMoving: Bool {
    self != .resting
  }
}

extension Drawer {
  /// What the drawer is visibly doing: resting, dragging or settling.
  public var motionPhase: DrawerMotionPhase {
    DrawerMotionPhase(phase)
  }
}
