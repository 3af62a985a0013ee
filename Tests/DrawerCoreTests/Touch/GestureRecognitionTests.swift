@_spi(DrawerKit) import DrawerCore
import Foundation
import Testing

@Suite struct GestureRecognitionTests {
  typealias Placement = (DrawerEdge, DrawerLayoutDirection)

  @Test(arguments: allPlacements)
  func aTouchStaysPendingWithinTheSlop(_ placement: Placement) {
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1)
    let side = drawer.configuration.side
    drawer.handle(.down(at: DrawerPoint(x: physicalX(distance: 5, side: side), y: 400), time: 0))
    drawer.handle(
      .move(at: DrawerPoint(x: physicalX(distance: 14.9, side: side), y: 403), time: 0.01))
    #expect(drawer.phase.name == "pending")
    #expect(drawer.offset(at: 0.01) == 0)
    drawer.handle(
      .move(at: DrawerPoint(x: physicalX(distance: 15.5, side: side), y: 403), time: 0.02))
    #expect(drawer.phase.name == "tracking")
  }

  @Test(arguments: allPlacements)
  func acceptanceSubtractsTheSlopSoTheDrawerDoesNotJump(_ placement: Placement) {
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1)
    let side = drawer.configuration.side
    drawer.handle(.down(at: DrawerPoint(x: physicalX(distance: 4, side: side), y: 400), time: 0))
    drawer.handle(
      .move(at: DrawerPoint(x: physicalX(distance: 16, side: side), y: 400), time: 0.008))
    // 12 pt of travel, 10 of them slop: the drawer shows the 2 pt beyond it.
    #expect(abs(drawer.offset(at: 0.008) - 2) < 1e-9)
    drawer.handle(
      .move(at: DrawerPoint(x: physicalX(distance: 66, side: side), y: 400), time: 0.016))
    // From then on it follows the finger one to one.
    #expect(abs(drawer.offset(at: 0.016) - 52) < 1e-9)
  }

  @Test(arguments: allPlacements)
  func aClosedDrawerOpensOnlyFromItsEdgeZone(_ placement: Placement) {
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1)
    drawer.drag(from: 150, through: [170, 200, 240, 280])
    #expect(drawer.offset(at: drawer.time) == 0)
    #expect(drawer.phase == .resting(.closed))
    drawer.drag(from: 19, through: [40, 80, 120, 170], at: 1)
    #expect(drawer.isOpen)
  }

  @Test func theEdgeZoneWidensByTheSafeAreaInset() {
    var drawer = makeDrawer(openZone: .edge(width: 20, safeAreaInset: 44))
    drawer.drag(from: 60, through: [80, 120, 160, 200])
    #expect(drawer.isOpen)
    var narrow = makeDrawer()
    narrow.drag(from: 60, through: [80, 120, 160, 200])
    #expect(!narrow.isOpen)
  }

  @Test(arguments: allPlacements)
  func anywhereOpensFromTheMiddleOfTheContent(_ placement: Placement) {
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, openZone: .anywhere)
    drawer.drag(from: 150, through: [170, 200, 240, 290, 340])
    #expect(drawer.isOpen)
  }

  @Test(arguments: allPlacements)
  func aClosedDrawerIgnoresADragTowardClosed(_ placement: Placement) {
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, openZone: .anywhere)
    drawer.drag(from: 200, through: [180, 150, 100])
    #expect(drawer.phase == .resting(.closed))
    #expect(drawer.offset(at: drawer.time) == 0)
  }

  @Test func overContentADragMustBeTwiceAsHorizontalAsVerticalToBeClear() {
    // 16 pt across, 9 pt down: horizontal, but not twice as much: undecided. 22 across and 12
    // down is still not twice as horizontal, but the touch has travelled past twice the slop,
    // and the dominant axis, the horizontal one, decides.
    var drawer = makeDrawer(openZone: .anywhere)
    drawer.handle(.down(at: DrawerPoint(x: 150, y: 400), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 166, y: 409), time: 0.01))
    #expect(drawer.phase.name == "pending")
    drawer.handle(.move(at: DrawerPoint(x: 172, y: 412), time: 0.02))
    #expect(drawer.phase.name == "tracking")
    // From where the finger crossed the slop: 12 pt.
    #expect(abs(drawer.offset(at: 0.02) - 12) < 1e-9)
  }

  @Test func overContentAScrollIsHandedOverWhenTheCrossAxisPassesTheSlopFirst() {
    var drawer = makeDrawer(openZone: .anywhere)
    // 11 pt down and 4 across: steeper than 2:1 (a start between 45° and 63.4° waits for its
    // next step, as a thumb's arc may).
    drawer.handle(.down(at: DrawerPoint(x: 150, y: 400), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 154, y: 411), time: 0.01))
    #expect(drawer.phase == .resting(.closed))
    drawer.handle(.move(at: DrawerPoint(x: 260, y: 414), time: 0.03))
    #expect(drawer.offset(at: 0.03) == 0, "an ignored touch stays ignored")
  }

  @Test(arguments: allPlacements)
  func aThumbArcThatStartsAt40DegreesAndStraightensOpensTheDrawer(_ placement: Placement) {
    // The first move arrives 45 ms after the down, 18 pt away at 40°; then the stroke
    // straightens out. The cross axis passes the slop first, but the stroke is horizontal.
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, openZone: .anywhere)
    let side = drawer.configuration.side
    func at(_ distance: Double, _ y: Double) -> DrawerPoint {
      DrawerPoint(x: physicalX(distance: distance, side: side), y: y)
    }
    drawer.handle(.down(at: at(100, 500), time: 0))
    drawer.handle(.move(at: at(113.8, 488.4), time: 0.045))  // 18 pt at 40°
    #expect(drawer.phase.name == "pending", "undecided, not handed to the content")
    drawer.handle(.move(at: at(150, 470), time: 0.062))
    drawer.handle(.move(at: at(200, 458), time: 0.079))
    #expect(drawer.phase.name == "tracking")
    drawer.handle(.move(at: at(260, 452), time: 0.096))
    drawer.handle(.up(at: at(262, 451), time: 0.104))
    #expect(drawer.target == .open)
  }

  @Test(arguments: allPlacements)
  func aVerticalScrollThatWobblesStaysTheContents(_ placement: Placement) {
    // It moves sideways as much as it moves down when it crosses the slop, then goes on down:
    // undecided for a moment, then the content's as soon as the vertical axis dominates.
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, openZone: .anywhere)
    let side = drawer.configuration.side
    func at(_ distance: Double, _ y: Double) -> DrawerPoint {
      DrawerPoint(x: physicalX(distance: distance, side: side), y: y)
    }
    drawer.handle(.down(at: at(150, 300), time: 0))
    drawer.handle(.move(at: at(160.5, 310.2), time: 0.03))
    #expect(drawer.phase.name == "pending")
    drawer.handle(.move(at: at(163, 330), time: 0.047))
    #expect(drawer.phase == .resting(.closed), "the vertical axis dominates: a scroll")
    for (index, y) in [370.0, 420, 480].enumerated() {
      drawer.handle(.move(at: at(170, y), time: 0.064 + 0.017 * Double(index)))
    }
    drawer.handle(.up(at: at(170, 480), time: 0.12))
    #expect(drawer.phase == .resting(.closed))
    #expect(drawer.offset(at: 0.2) == 0)
  }

  @Test(arguments: allPlacements)
  func aThumbArcPastTheSlopAt48DegreesClosesTheDrawer(_ placement: Placement) {
    // On the open drawer: the first move past the slop is (−26, −29) from the down, 48° and
    // more across than along, but the finger's newest step (−23, −19) goes along the axis;
    // then (−56, −36) and (−85, −40). Handed to the content at (−26, −29), the swipe would be
    // lost; the next sample shows where the arc bends.
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, initial: .open)
    drawer.handle(.down(at: drawer.point(250, 500), time: 0))
    drawer.handle(.move(at: drawer.point(247, 490), time: 0.03))
    drawer.handle(.move(at: drawer.point(224, 471), time: 0.047))
    #expect(drawer.phase.name == "pending", "undecided, not handed to the content")
    if case .pending(let touch) = drawer.phase { #expect(touch.isFollowingArc) }
    drawer.handle(.move(at: drawer.point(194, 464), time: 0.064))
    #expect(drawer.phase.name == "tracking", "along the axis now: the drawer's")
    drawer.handle(.move(at: drawer.point(165, 460), time: 0.081))
    drawer.handle(.up(at: drawer.point(165, 460), time: 0.085))
    #expect(drawer.target == .closed)
  }

  @Test(arguments: allPlacements)
  func aScrollThatLeavesTheSlopAt50DegreesIsHandedOverAtItsNextStep(_ placement: Placement) {
    // The same diagonal when it leaves the slop, (11, 13), with a newest step (6, 11) that goes
    // more across than along: the step that leaves the slop cannot show the bend, so the next
    // one decides, and (2, 12) goes down the page: a scroll, handed over one sample later.
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, openZone: .anywhere)
    drawer.handle(.down(at: drawer.point(150, 300), time: 0))
    drawer.handle(.move(at: drawer.point(155, 302), time: 0.03))
    drawer.handle(.move(at: drawer.point(161, 313), time: 0.047))
    #expect(drawer.phase.name == "pending")
    drawer.handle(.move(at: drawer.point(163, 325), time: 0.064))
    #expect(drawer.phase == .resting(.closed))
  }

  @Test(arguments: allPlacements)
  func aThumbArcWhoseFirstStepLeans50DegreesClosesTheDrawer(_ placement: Placement) {
    // On the open drawer, at 60 Hz: the first move, (−11, −13), leaves the slop at 50° in one
    // step, more across than along, and so does the step itself; the next, (−15, −12), bends
    // toward the opening axis; then (−45, −3). Android's edge rule would refuse only a start
    // steeper than 63.4°.
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, initial: .open)
    drawer.handle(.down(at: drawer.point(250, 500), time: 0))
    drawer.handle(.move(at: drawer.point(239, 487), time: 0.052))
    #expect(drawer.phase.name == "pending", "undecided, not handed to the content")
    drawer.handle(.move(at: drawer.point(224, 475), time: 0.069))
    drawer.handle(.move(at: drawer.point(179, 472), time: 0.086))
    #expect(drawer.phase.name == "tracking")
    drawer.handle(.move(at: drawer.point(135, 472), time: 0.102))
    drawer.handle(.up(at: drawer.point(134, 472), time: 0.106))
    #expect(drawer.target == .closed)
  }

  @Test(arguments: allPlacements)
  func aFastArcWhoseFirstStepPassesTheArcTravelWaitsForItsNextStep(_ placement: Placement) {
    // A fast thumb at 60 Hz: the first move is already 45 pt out, at 48° (30, −33), beyond the
    // arc travel; the next step, (20, −17), goes more along than across: the drawer's, though
    // the whole travel, (50, −50), is still as much across as along.
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, openZone: .anywhere)
    drawer.handle(.down(at: drawer.point(150, 500), time: 0))
    drawer.handle(.move(at: drawer.point(154, 491), time: 0.031))
    drawer.handle(.move(at: drawer.point(180, 467), time: 0.048))
    #expect(drawer.phase.name == "pending")
    drawer.handle(.move(at: drawer.point(200, 450), time: 0.065))
    #expect(drawer.phase.name == "tracking")
    drawer.handle(.move(at: drawer.point(290, 430), time: 0.082))
    drawer.handle(.up(at: drawer.point(291, 430), time: 0.085))
    #expect(drawer.target == .open)
  }

  @Test(arguments: allPlacements)
  func aStartSteeperThanAndroidsEdgeAngleIsHandedOverAtOnce(_ placement: Placement) {
    // The first move leaves the slop at 66° (5, 11): steeper than 2:1, a scroll at once, even
    // if the finger then bends toward the opening axis.
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, openZone: .anywhere)
    drawer.handle(.down(at: drawer.point(150, 300), time: 0))
    drawer.handle(.move(at: drawer.point(155, 311), time: 0.03))
    #expect(drawer.phase == .resting(.closed))
  }

  @Test(arguments: allPlacements)
  func aShortPreRollBeforeASwipeOpensAClosedDrawer(_ placement: Placement) {
    // From the middle of the content (the open zone is anywhere): the hand draws back 15 pt,
    // past the slop toward closed, then swipes open. UIKit's pan would have begun and held the
    // drawer at its bound; the touch stays undecided, and is the drawer's once it passes the
    // slop toward open from where it came down.
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, openZone: .anywhere)
    drawer.handle(.down(at: drawer.point(200, 400), time: 0))
    drawer.handle(.move(at: drawer.point(188, 401), time: 0.017))
    drawer.handle(.move(at: drawer.point(185, 401), time: 0.034))
    #expect(drawer.phase.name == "pending", "a pre-roll: not handed to the content")
    #expect(drawer.offset(at: 0.034) == 0)
    drawer.handle(.move(at: drawer.point(205, 400), time: 0.051))
    #expect(drawer.phase.name == "pending", "not yet past the slop toward open")
    drawer.handle(.move(at: drawer.point(240, 399), time: 0.068))
    #expect(drawer.phase.name == "tracking")
    // From where it came down plus the slop: 30 pt, no jump.
    #expect(abs(drawer.offset(at: 0.068) - 30) < 1e-9)
    drawer.handle(.move(at: drawer.point(300, 398), time: 0.085))
    drawer.handle(.up(at: drawer.point(301, 398), time: 0.089))
    #expect(drawer.target == .open)
  }

  @Test(arguments: allPlacements)
  func aPreRollOfTwiceTheSlopIsAScrollOfTheContent(_ placement: Placement) {
    // Back 20 pt or more toward closed is a pan of the content (Flutter's kPanSlop): handed
    // over, and the swipe that follows stays the content's.
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, openZone: .anywhere)
    #expect(drawer.decisionTravel == 20)
    drawer.handle(.down(at: drawer.point(200, 400), time: 0))
    drawer.handle(.move(at: drawer.point(188, 400), time: 0.017))
    #expect(drawer.phase.name == "pending")
    drawer.handle(.move(at: drawer.point(180, 400), time: 0.034))
    #expect(drawer.phase == .resting(.closed))
    drawer.handle(.move(at: drawer.point(260, 400), time: 0.051))
    drawer.handle(.up(at: drawer.point(300, 400), time: 0.068))
    #expect(drawer.phase == .resting(.closed))
    #expect(drawer.offset(at: 0.1) == 0)
  }

  @Test func aPreRollThatLiftsIsNotATap() {
    // Back 15 pt and lifted there: neither the drawer's nor a tap.
    var drawer = makeDrawer(openZone: .anywhere)
    drawer.handle(.down(at: DrawerPoint(x: 200, y: 400), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 185, y: 400), time: 0.017))
    drawer.handle(.up(at: DrawerPoint(x: 185, y: 400), time: 0.03))
    #expect(drawer.phase == .resting(.closed))
    #expect(drawer.offset(at: 0.1) == 0)
  }

  @Test(arguments: allPlacements)
  func aFastSwipeWhoseUpIsReportedLateIsThrown(_ placement: Placement) {
    // A short, fast swipe closed on a 60 Hz phone: 50 pt in 17 ms, then the up 49 ms later
    // where the last move was. A finger at 3 000 pt/s that stopped would have been sampled
    // again on its way to rest; it lifted moving, and the drawer closes.
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, initial: .open)
    drawer.handle(.down(at: drawer.point(250, 400), time: 0))
    drawer.handle(.move(at: drawer.point(197, 390), time: 0.028))
    drawer.handle(.move(at: drawer.point(147, 375), time: 0.045))
    #expect(drawer.phase.name == "tracking")
    drawer.handle(.up(at: drawer.point(147, 375), time: 0.094))
    #expect(drawer.target == .closed)
  }

  @Test(arguments: allPlacements)
  func anArcThatTurnsIntoAScrollIsTheContents(_ placement: Placement) {
    // It leaves the slop on a diagonal with a sideways step, then the finger goes down the
    // page: the content's at the first step that goes more across than along, and for good,
    // however far sideways the stroke wanders afterwards.
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, openZone: .anywhere)
    drawer.handle(.down(at: drawer.point(150, 300), time: 0))
    drawer.handle(.move(at: drawer.point(152, 309), time: 0.03))
    drawer.handle(.move(at: drawer.point(161, 313), time: 0.047))
    #expect(drawer.phase.name == "pending")
    drawer.handle(.move(at: drawer.point(165, 330), time: 0.064))
    #expect(drawer.phase == .resting(.closed))
    for (index, distance) in [200.0, 260, 330].enumerated() {
      drawer.handle(.move(at: drawer.point(distance, 345), time: 0.081 + 0.017 * Double(index)))
    }
    drawer.handle(.up(at: drawer.point(330, 345), time: 0.15))
    #expect(drawer.phase == .resting(.closed))
    #expect(drawer.offset(at: 0.2) == 0)
  }

  @Test func anArcIsDecidedOnceItHasTravelledTheArcTravel() {
    // It leaves the slop at 56° with a sideways step, then goes on at exactly 45°: never more
    // along than across, never a step more across than along. Undecided until it has travelled
    // the arc travel (40 pt), then the step it takes, no more along than across, decides.
    var drawer = makeDrawer(openZone: .anywhere)
    #expect(drawer.arcTravel == 40)
    drawer.handle(.down(at: DrawerPoint(x: 100, y: 400), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 102, y: 391), time: 0.02))
    drawer.handle(.move(at: DrawerPoint(x: 108, y: 388), time: 0.04))
    #expect(drawer.phase.name == "pending")
    var point = DrawerPoint(x: 108, y: 388)
    var time = 0.04
    while (point.x - 100) * (point.x - 100) + (400 - point.y) * (400 - point.y) <= 40 * 40 {
      point = DrawerPoint(x: point.x + 3, y: point.y - 3)
      time += 0.008
      drawer.handle(.move(at: point, time: time))
      let travel = ((point.x - 100) * (point.x - 100) + (400 - point.y) * (400 - point.y))
        .squareRoot()
      #expect((drawer.phase.name == "pending") == (travel <= 40), "at \(travel) pt")
    }
    #expect(drawer.phase == .resting(.closed))
  }

  @Test func noStraightTouchStaysUndecidedPastTwiceTheSlop() {
    // Every direction over content: once a touch that moves in a straight line has travelled
    // just past twice the slop, it is decided, one way or the other, by the next sample at
    // the latest. (A first step out of the slop between 45° and 63.4° waits for the next
    // step, which a straight line takes across; only a thumb's arc, whose steps turn toward
    // the opening axis, waits longer.)
    for degrees in stride(from: 0.0, through: 90.0, by: 5.0) {
      var drawer = makeDrawer(openZone: .anywhere)
      let angle = degrees * .pi / 180
      let reach = drawer.decisionTravel + 0.01
      drawer.handle(.down(at: DrawerPoint(x: 100, y: 400), time: 0))
      drawer.handle(
        .move(
          at: DrawerPoint(x: 100 + reach * cos(angle), y: 400 - reach * sin(angle)),
          time: 0.02))
      let diagonal = degrees >= 45 && degrees <= 63.4
      #expect((drawer.phase.name == "pending") == diagonal, "at \(degrees)°")
      drawer.handle(
        .move(
          at: DrawerPoint(x: 100 + 2 * reach * cos(angle), y: 400 - 2 * reach * sin(angle)),
          time: 0.04))
      #expect(drawer.phase.name != "pending", "still undecided at \(degrees)°")
    }
  }

  @Test func anUndecidedTouchThatLiftsIsDecidedByItsDominantAxis() {
    // 16 across and 9 down, then the lift: horizontal, so the drawer takes the stroke and
    // releases it at once, thrown open.
    var drawer = makeDrawer(openZone: .anywhere)
    drawer.handle(.down(at: DrawerPoint(x: 150, y: 400), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 166, y: 409), time: 0.016))
    #expect(drawer.phase.name == "pending")
    drawer.handle(.up(at: DrawerPoint(x: 166, y: 409), time: 0.02))
    #expect(drawer.target == .open)
    #expect(drawer.isSettling)
  }

  @Test func anUndecidedTouchBeyondTheSlopIsNotATapOnTheScrim() {
    var drawer = makeDrawer(initial: .open)
    // On the scrim, beside the 300 pt drawer: 13 pt toward closed and 11 pt up (undecided), then
    // back near the start, and the lift: it left the slop, so it is not a tap.
    drawer.handle(.down(at: DrawerPoint(x: 350, y: 400), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 337, y: 389), time: 0.02))
    #expect(drawer.phase.name == "pending")
    drawer.handle(.move(at: DrawerPoint(x: 348, y: 396), time: 0.04))
    drawer.handle(.up(at: DrawerPoint(x: 348, y: 396), time: 0.05))
    #expect(drawer.phase == .resting(.open))
    // Within the slop, the same touch is a tap, and closes the drawer.
    var tapped = makeDrawer(initial: .open)
    tapped.handle(.down(at: DrawerPoint(x: 350, y: 400), time: 0))
    tapped.handle(.move(at: DrawerPoint(x: 354, y: 396), time: 0.02))
    tapped.handle(.up(at: DrawerPoint(x: 354, y: 396), time: 0.05))
    #expect(tapped.target == .closed)
  }

  @Test func fromTheEdgeZoneMoreHorizontalThanVerticalIsEnough() {
    var drawer = makeDrawer()
    drawer.handle(.down(at: DrawerPoint(x: 5, y: 400), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 21, y: 409), time: 0.01))
    #expect(drawer.phase.name == "tracking")
  }

  @Test(arguments: allPlacements)
  func aVerticalScrollFromTheEdgeIsLeftAlone(_ placement: Placement) {
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1)
    drawer.drag(from: 8, through: [9, 10, 12, 14, 15], y: 500, yDrift: -12)
    #expect(drawer.phase == .resting(.closed))
    #expect(drawer.offset(at: drawer.time) == 0)
  }

  @Test(arguments: allPlacements)
  func anOpenDrawerAcceptsDragsEitherWay(_ placement: Placement) {
    var closing = makeDrawer(edge: placement.0, layoutDirection: placement.1, initial: .open)
    closing.drag(from: 200, through: [180, 140, 90, 40], step: 1.0 / 60)
    #expect(!closing.isOpen)
    var pulled = makeDrawer(edge: placement.0, layoutDirection: placement.1, initial: .open)
    let side = pulled.configuration.side
    pulled.handle(.down(at: DrawerPoint(x: physicalX(distance: 250, side: side), y: 300), time: 0))
    pulled.handle(
      .move(at: DrawerPoint(x: physicalX(distance: 262, side: side), y: 300), time: 0.01))
    pulled.handle(
      .move(at: DrawerPoint(x: physicalX(distance: 352, side: side), y: 300), time: 0.02))
    // 92 pt past fully open shows as UIKit's rubber band: well under 92, above 0.
    let overdrag = pulled.offset(at: 0.02) - 300
    #expect(overdrag > 20 && overdrag < 92)
    let band = RubberBand(coefficient: 0.55, dimension: 300)
    #expect(abs(overdrag - band.banded(92)) < 1e-9)
  }

  @Test(arguments: allPlacements)
  func aTapOnTheScrimClosesAnOpenDrawer(_ placement: Placement) {
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, initial: .open)
    let side = drawer.configuration.side
    let scrim = DrawerPoint(x: physicalX(distance: 350, side: side), y: 300)
    drawer.handle(.down(at: scrim, time: 0))
    drawer.handle(.move(at: DrawerPoint(x: scrim.x + 2, y: 302), time: 0.03))
    drawer.handle(.up(at: DrawerPoint(x: scrim.x + 2, y: 302), time: 0.08))
    #expect(drawer.target == .closed)
    #expect(drawer.isSettling)
  }

  @Test(arguments: allPlacements)
  func everyTouchBesideTheDrawerIsTheContentsWhenTheContentStaysInteractive(_ placement: Placement)
  {
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, initial: .open)
    var configuration = drawer.configuration
    configuration.closesOnScrimTap = false
    drawer.handle(.configure(configuration, time: 0))
    let side = drawer.configuration.side
    let beside = DrawerPoint(x: physicalX(distance: 350, side: side), y: 300)
    #expect(!DrawerGestureArbitration.canEverBegin(drawer: drawer, start: beside))
    drawer.handle(.down(at: beside, time: 0))
    drawer.handle(.up(at: beside, time: 0.08))
    #expect(drawer.phase == .resting(.open))
    // A horizontal swipe beside the drawer (a carousel in the content) is the content's too.
    drawer.handle(.down(at: beside, time: 1))
    for (index, distance) in [330.0, 290, 230, 160].enumerated() {
      drawer.handle(
        .move(
          at: DrawerPoint(x: physicalX(distance: distance, side: side), y: 300),
          time: 1 + 0.016 * Double(index + 1)))
    }
    drawer.handle(
      .up(at: DrawerPoint(x: physicalX(distance: 160, side: side), y: 300), time: 1.07))
    #expect(drawer.phase == .resting(.open))
    // A drag on the drawer itself closes it.
    drawer.drag(from: 250, through: [230, 190, 130, 60], at: 2)
    #expect(drawer.target == .closed)
  }

  @Test func aTapOnTheOpenDrawerItselfIsTheMenusNotTheDrawers() {
    var drawer = makeDrawer(initial: .open)
    drawer.handle(.down(at: DrawerPoint(x: 120, y: 300), time: 0))
    drawer.handle(.up(at: DrawerPoint(x: 120, y: 300), time: 0.08))
    #expect(drawer.phase == .resting(.open))
  }

  @Test func aTapOnAClosedDrawersContentIsTheContents() {
    var drawer = makeDrawer()
    drawer.handle(.down(at: DrawerPoint(x: 10, y: 300), time: 0))
    drawer.handle(.up(at: DrawerPoint(x: 10, y: 300), time: 0.08))
    #expect(drawer.phase == .resting(.closed))
    #expect(drawer.offset(at: 0.5) == 0)
  }

  @Test(arguments: allPlacements)
  func aTouchCatchesASettlingDrawerWhereItIs(_ placement: Placement) {
    var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1)
    let up = drawer.drag(from: 5, through: [20, 45, 80, 120])
    #expect(drawer.isSettling)
    let caughtAt = up + 0.05
    let flying = drawer.offset(at: caughtAt)
    #expect(flying > 120 && flying < 300)
    let side = drawer.configuration.side
    let finger = DrawerPoint(x: physicalX(distance: 40, side: side), y: 500)
    drawer.handle(.down(at: finger, time: caughtAt))
    #expect(drawer.phase.name == "tracking")
    #expect(abs(drawer.offset(at: caughtAt) - flying) < 1e-9, "no jump when caught")
    // No slop: the first millimetre moves it.
    drawer.handle(
      .move(at: DrawerPoint(x: physicalX(distance: 37, side: side), y: 500), time: caughtAt + 0.008)
    )
    #expect(abs(drawer.offset(at: caughtAt + 0.008) - (flying - 3)) < 1e-9)
  }

  @Test func aCaughtDrawerInTheRubberBandStaysWhereItIs() {
    // Released far into the band, then caught on the way back.
    var drawer = makeDrawer(initial: .open)
    drawer.handle(.down(at: DrawerPoint(x: 200, y: 300), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 215, y: 300), time: 0.01))
    drawer.handle(.move(at: DrawerPoint(x: 400, y: 300), time: 0.2))
    drawer.handle(.up(at: DrawerPoint(x: 400, y: 300), time: 0.3))
    let shown = drawer.offset(at: 0.32)
    #expect(shown > 300)
    drawer.handle(.down(at: DrawerPoint(x: 380, y: 300), time: 0.32))
    #expect(abs(drawer.offset(at: 0.32) - shown) < 1e-6)
  }
}
