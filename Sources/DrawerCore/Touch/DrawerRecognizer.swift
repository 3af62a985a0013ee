/// Whom a touch belongs to, so far: the drawer's, the content's, or not yet decided.
enum DrawerRecognition: Sendable, Hashable {
  case drawer, content, undecided
}

/// The rules that tell a drag of the drawer from a scroll of the content, in the drawer's terms
/// (along and across its opening axis, ``DrawerAxisFrame``).
///
/// The engine asks it at each move of a touch that is still undecided
/// (``recognition(of:at:isFinal:)``), and at each move of a finger that caught the settling
/// drawer (``catchRecognition(from:to:)``); what the engine then does with the drawer (accept
/// the drag without a jump, hand the touch over, let a caught drawer go on) is the engine's.
struct DrawerRecognizer: Sendable, Hashable {
  /// How far a touch must move before it is recognised, in points
  /// (``DrawerConfiguration/slop``).
  let slop: Double

  /// How far an undecided touch may travel from where it came down before its dominant axis
  /// decides whose it is, in points: twice the slop, as Flutter's `kPanSlop` is twice its
  /// `kTouchSlop` (the travel after which a pan is certain).
  var decisionTravel: Double {
    2 * slop
  }

  /// How far a touch that follows a thumb's arc may travel from where it came down before its
  /// dominant axis decides whose it is, in points: twice ``decisionTravel`` (four times the
  /// slop, 40 pt by default), the reach within which the arc's next samples show which way it
  /// bends.
  var arcTravel: Double {
    2 * decisionTravel
  }

  /// A touch's travel from where it came down to `point`: along the opening axis (positive
  /// toward open) and across it (unsigned); the touch notes when it leaves the slop.
  func travel(of touch: inout DrawerPendingTouch, to point: DrawerAxisPoint)
    -> (along: Double, across: Double)
  {
    let along = point.along - touch.start.along
    let across = abs(point.across - touch.start.across)
    if abs(along) > slop || across > slop { touch.hasLeftSlop = true }
    return (along, across)
  }

  /// Recognises a touch from its travel since it came down and its newest step, the move from
  /// its previous event to `point`.
  ///
  /// 1. **Clearly the drawer's**: the travel along the opening axis passes the slop and
  ///    dominates the cross axis: more than twice it over content (Android `ViewPager`'s rule),
  ///    more than it from the edge zone (`dominance`).
  /// 2. **A thumb's arc**: the cross axis has passed the slop and is at least as long as the
  ///    travel along the opening axis, but no more than twice it (a diagonal, the mirror of
  ///    rule 1's dominance), while the newest step goes more along the opening axis than across
  ///    it, or is the step that takes the touch out of the slop. A thumb pivots about its base,
  ///    so a horizontal swipe often starts at 45–60° and bends toward the horizontal: the
  ///    direction the finger moves now, not only where it has got to, says where it is going.
  ///    The step that leaves the slop cannot say it yet: on a phone that samples every 17 to
  ///    33 ms it is most of the touch's travel so far, and leans as the whole travel does, so
  ///    the next step decides. The bound is Android's edge rule: `ViewDragHelper`'s
  ///    `checkNewEdgeDrag` refuses an edge drag only when it is steeper than 2:1
  ///    (`absDelta < absODelta * 0.5f`, 63.4°), and so keeps a 45–63° start open; a
  ///    scroll steeper than that is handed over as it leaves the slop, as before. The touch stays undecided and the next samples decide
  ///    (``DrawerPendingTouch/isFollowingArc``): the drawer's as soon as its travel along the
  ///    opening axis is the longer, the content's as soon as a step goes more across than along,
  ///    and at the latest once it has travelled ``arcTravel``, by the step it takes then: the
  ///    drawer's if that step still goes more along than across (within the 2:1 bound), the
  ///    content's otherwise. On a phone that samples every 17 ms a 2 000 pt/s swipe covers 34 pt
  ///    a step, the whole reach in one step: the step after the diagonal start is the first
  ///    sign of the bend, whatever the travel by then. UIKit's scroll
  ///    views leave a diagonal drag unlocked in the same way (`isDirectionalLockEnabled`), and
  ///    Flutter's gesture arena keeps competing recognisers undecided until one of them is sure.
  ///    A vertical scroll's newest step goes across, so it is handed over exactly as before.
  /// 3. **Clearly the content's**: otherwise, the cross axis passes the slop and is at least as
  ///    long as the travel along the opening axis: a vertical scroll is handed over the moment
  ///    it passes the slop.
  /// 4. **Undecided** otherwise: a thumb's arc that starts at 30–45° and straightens out. Not
  ///    for ever: once the touch has travelled ``decisionTravel`` from where it came down, or
  ///    when it lifts (`isFinal`), the dominant axis decides, as Flutter's gesture arena lets
  ///    the axis that passes its slop first win.
  ///
  /// - Parameters:
  ///   - touch: the undecided touch; its travel and newest step are noted.
  ///   - point: where the finger is now.
  ///   - isFinal: whether the finger lifts at `point`.
  /// - Returns: whose the touch is, and its signed travel along the opening axis.
  func recognition(of touch: inout DrawerPendingTouch, at point: DrawerAxisPoint, isFinal: Bool)
    -> (recognition: DrawerRecognition, along: Double)
  {
    let leavesSlop = !touch.hasLeftSlop
    let (along, across) = travel(of: &touch, to: point)
    return (
      recognition(
        of: &touch, along: along, across: across, at: point, isFinal: isFinal,
        leavesSlop: leavesSlop && touch.hasLeftSlop),
      along
    )
  }

  private func recognition(
    of touch: inout DrawerPendingTouch, along: Double, across: Double, at point: DrawerAxisPoint,
    isFinal: Bool, leavesSlop: Bool
  ) -> DrawerRecognition {
    let along = abs(along)
    let previousAcross = touch.lastAcross
    touch.lastAcross = point.across
    if along > slop && along > touch.dominance * across { return .drawer }
    let travel = along * along + across * across
    // The newest step, from the previous event: along (the tracker's two newest samples) and
    // across.
    let stepAcross = abs(point.across - previousAcross)
    func stepGoesAlong() -> Bool { touch.tracker.newestStep > stepAcross }
    if touch.isFollowingArc && !isFinal {
      if along > across { return .drawer }
      if travel <= arcTravel * arcTravel {
        return stepGoesAlong() || touch.tracker.newestStep == stepAcross ? .undecided : .content
      }
      // Past the arc's reach, the step the finger takes now decides: still bending toward the
      // opening axis, within Android's edge angle, it is the drawer's.
      return stepGoesAlong() && across <= 2 * along ? .drawer : .content
    }
    if across > slop && across >= along {
      // The step that leaves the slop is the touch's whole travel so far (or most of it): it
      // says where the finger has got to, not yet which way it bends, however long it is.
      let isArc =
        !isFinal && across <= 2 * along
        && (leavesSlop || (stepGoesAlong() && travel <= arcTravel * arcTravel))
      guard isArc else { return .content }
      touch.isFollowingArc = true
      return .undecided
    }
    let decisionTravel = self.decisionTravel
    guard isFinal || travel > decisionTravel * decisionTravel else { return .undecided }
    return along > slop && along > across ? .drawer : .content
  }

  /// Whether a touch on a closed drawer that has moved `along` toward closed, clearly along the
  /// opening axis (``recognition(of:at:isFinal:)`` says the drawer's, but a closed drawer only
  /// opens), is a pre-roll: a hand that draws back a little before it swipes. It stays
  /// undecided while it has travelled less than ``decisionTravel`` (20 pt) that way, and opens
  /// the drawer if it turns and passes the slop toward open; farther back, it is the content's.
  ///
  /// UIKit's `UIPanGestureRecognizer` and Compose's `draggable` begin on movement either way
  /// along their axis and leave the drawer at its bound while the finger is beyond it, so a
  /// swipe that winds up backwards first still opens the drawer on those platforms; a drawer
  /// that handed such a touch to the content at the slop would lose it for good. The pre-roll
  /// is bounded by ``decisionTravel``, Flutter's `kPanSlop`, so that a swipe toward closed
  /// over the content (a carousel's) is still handed over once it is certainly a pan.
  ///
  /// - Parameters:
  ///   - touch: the undecided touch.
  ///   - along: its travel along the opening axis, in points, positive toward open.
  /// - Returns: `true` on a closed drawer (at rest, not settling) for a travel toward closed
  ///   shorter than ``decisionTravel``.
  func isPreRoll(of touch: DrawerPendingTouch, along: Double) -> Bool {
    touch.rest == .closed && touch.settling == nil && along < 0 && -along < decisionTravel
  }

  /// Whether a finger that caught the settling drawer at `start` and is now at `point` drags the
  /// drawer, scrolls what the drawer shows, or has not shown which yet.
  ///
  /// A caught drawer is held under the finger with no slop; the finger's first clear movement
  /// says what it meant: past the slop across the opening axis, and at least as far across as
  /// along, it scrolls what the drawer shows (``DrawerRecognition/content``); past the slop along
  /// the axis, it drags the drawer (``DrawerRecognition/drawer``).
  ///
  /// - Parameters:
  ///   - start: where the finger caught the drawer.
  ///   - point: where it is now.
  /// - Returns: whose the touch is.
  func catchRecognition(from start: DrawerAxisPoint, to point: DrawerAxisPoint)
    -> DrawerRecognition
  {
    let along = abs(point.along - start.along)
    let across = abs(point.across - start.across)
    if across > slop && across >= along { return .content }
    return along > slop ? .drawer : .undecided
  }
}
