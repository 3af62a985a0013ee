@_spi(DrawerKit) import DrawerCore
import Testing

/// A finger that comes down while the drawer is still moving: it stops the drawer only where
/// the drawer shows; elsewhere it is judged as on a drawer at rest at its target, and the drawer
/// goes on moving meanwhile.
@Suite struct DrawerCatchTests {
  /// An open 300 pt drawer told to close at time 0 (a row was chosen).
  static func closing() -> Drawer {
    var drawer = makeDrawer(initial: .open)
    drawer.handle(.close(time: 0))
    return drawer
  }

  @Test func aVerticalScrollOnTheContent60msIntoACloseLetsItClose() {
    var drawer = Self.closing()
    let shown = drawer.offset(at: 0.06)
    #expect(shown > 100 && shown < 300)
    let untouched = drawer
    // On the content, beside the drawer as it shows.
    drawer.handle(.down(at: DrawerPoint(x: shown + 40, y: 400), time: 0.06))
    #expect(drawer.isSettling, "the drawer goes on moving under an undecided touch")
    #expect(drawer.offset(at: 0.07) == untouched.offset(at: 0.07))
    for (index, y) in [412.0, 440, 480, 530].enumerated() {
      drawer.handle(
        .move(at: DrawerPoint(x: shown + 42, y: y), time: 0.076 + 0.016 * Double(index)))
    }
    drawer.handle(.up(at: DrawerPoint(x: shown + 42, y: 530), time: 0.14))
    #expect(drawer.target == .closed)
    for t in [0.1, 0.15, 0.2, 0.3] {
      #expect(drawer.offset(at: t) == untouched.offset(at: t), "at \(t) s")
    }
  }

  @Test func aVerticalScrollOnTheMenu60msIntoACloseLetsItClose() {
    var drawer = Self.closing()
    let shown = drawer.offset(at: 0.06)
    // On the drawer as it shows: the finger stops it...
    drawer.handle(.down(at: DrawerPoint(x: shown - 60, y: 400), time: 0.06))
    #expect(drawer.isTracking)
    let held = drawer.offset(at: 0.07)
    #expect(abs(held - shown) < 1e-9)
    // ...but scrolls the menu: the drawer goes on closing from where it was held.
    drawer.handle(.move(at: DrawerPoint(x: shown - 59, y: 408), time: 0.076))
    #expect(drawer.isTracking)
    drawer.handle(.move(at: DrawerPoint(x: shown - 58, y: 430), time: 0.092))
    #expect(drawer.isSettling)
    #expect(drawer.target == .closed)
    drawer.handle(.move(at: DrawerPoint(x: shown - 58, y: 480), time: 0.108))
    drawer.handle(.up(at: DrawerPoint(x: shown - 58, y: 480), time: 0.12))
    drawer.settle(from: 0.12)
    #expect(drawer.phase == .resting(.closed))
  }

  @Test func aTapOnTheMovingDrawerStopsIt() {
    var drawer = Drawer(
      configuration: DrawerConfiguration(width: .fixed(300)), container: phone)
    drawer.handle(.open(time: 0))
    let shown = drawer.offset(at: 0.05)
    drawer.handle(.down(at: DrawerPoint(x: shown / 2, y: 400), time: 0.05))
    #expect(drawer.isTracking)
    #expect(drawer.offset(at: 0.08) == shown, "held where the finger came down")
    #expect(drawer.velocity(at: 0.08) == 0)
  }

  @Test func aTapOnTheScrimOfAnOpeningDrawerClosesIt() {
    var drawer = Drawer(
      configuration: DrawerConfiguration(width: .fixed(300)), container: phone)
    drawer.handle(.open(time: 0))
    drawer.handle(.down(at: DrawerPoint(x: 340, y: 400), time: 0.05))
    #expect(drawer.phase.name == "pending")
    #expect(drawer.isSettling)
    drawer.handle(.up(at: DrawerPoint(x: 341, y: 401), time: 0.1))
    #expect(drawer.target == .closed)
  }

  @Test func aTapOnTheContentBesideAClosingDrawerIsTheContents() {
    var drawer = Self.closing()
    let untouched = drawer
    drawer.handle(.down(at: DrawerPoint(x: 380, y: 400), time: 0.06))
    drawer.handle(.up(at: DrawerPoint(x: 380, y: 400), time: 0.1))
    #expect(drawer.target == .closed)
    #expect(drawer.offset(at: 0.15) == untouched.offset(at: 0.15))
  }

  @Test(arguments: allPlacements)
  func aHorizontalDragBesideASettlingDrawerTakesHoldWithoutAJump(
    _ placement: (DrawerEdge, DrawerLayoutDirection)
  ) {
    var drawer = makeDrawer(
      edge: placement.0, layoutDirection: placement.1, openZone: .anywhere, initial: .open)
    drawer.handle(.close(time: 0))
    let side = drawer.configuration.side
    let shown = drawer.offset(at: 0.06)
    let start = shown + 30
    drawer.handle(
      .down(at: DrawerPoint(x: physicalX(distance: start, side: side), y: 400), time: 0.06))
    #expect(drawer.phase.name == "pending")
    // Dragged back toward open: recognised past the slop, it holds the drawer where the spring
    // has got to at that instant, and follows the finger from there.
    let recognisedAt = 0.08
    let before = drawer.offset(at: recognisedAt)
    drawer.handle(
      .move(
        at: DrawerPoint(x: physicalX(distance: start + 14, side: side), y: 401),
        time: recognisedAt))
    #expect(drawer.isTracking)
    #expect(abs(drawer.offset(at: recognisedAt) - before) < 1e-9)
    drawer.handle(
      .move(at: DrawerPoint(x: physicalX(distance: start + 34, side: side), y: 401), time: 0.09))
    #expect(abs(drawer.offset(at: 0.09) - (before + 20)) < 1e-9)
  }

  @Test func aClosingDrawerIgnoresATouchOutsideItsOpenZone() {
    // A closed drawer opens from its 20 pt edge strip only: beside a closing drawer, a touch in
    // the middle of the screen cannot open it, and the drawer closes as if untouched.
    var drawer = Self.closing()
    let untouched = drawer
    drawer.handle(.down(at: DrawerPoint(x: 370, y: 400), time: 0.06))
    #expect(drawer.phase == untouched.phase)
  }

  // MARK: A catch that ends without a drag

  /// A 300 pt drawer the app opened (or closed) at time 0, with either claim policy.
  static func moving(to target: DrawerRestState, claims: DrawerClaimPolicy) -> Drawer {
    var drawer = Drawer(
      configuration: DrawerConfiguration(width: .fixed(300), claimPolicy: claims),
      container: phone, initial: target.toggled)
    drawer.handle(target == .open ? .open(time: 0) : .close(time: 0))
    return drawer
  }

  @Test(arguments: DrawerClaimPolicy.allCases)
  func aStillTap50msIntoAnOpenEndsOpen(claims: DrawerClaimPolicy) {
    // The app opened the drawer; the person already reaches for a row.
    var drawer = Self.moving(to: .open, claims: claims)
    let shown = drawer.offset(at: 0.05)
    #expect(shown > 50 && shown < 150)
    let row = DrawerPoint(x: shown / 2, y: 300)
    drawer.handle(.down(at: row, time: 0.05))
    #expect(drawer.isTracking, "caught")
    drawer.handle(.up(at: row, time: 0.12))
    #expect(drawer.target == .open)
    #expect(drawer.offset(at: 0.12) == shown, "from where it was held")
    drawer.settle(from: 0.12)
    #expect(drawer.phase == .resting(.open))
  }

  @Test(arguments: DrawerClaimPolicy.allCases)
  func aStillTap50msIntoACloseEndsClosed(claims: DrawerClaimPolicy) {
    var drawer = Self.moving(to: .closed, claims: claims)
    let shown = drawer.offset(at: 0.05)
    let onTheDrawer = DrawerPoint(x: shown - 30, y: 300)
    drawer.handle(.down(at: onTheDrawer, time: 0.05))
    #expect(drawer.isTracking)
    drawer.handle(.move(at: DrawerPoint(x: shown - 27, y: 302), time: 0.08))
    drawer.handle(.up(at: DrawerPoint(x: shown - 27, y: 302), time: 0.1))
    #expect(drawer.target == .closed)
    drawer.settle(from: 0.1)
    #expect(drawer.phase == .resting(.closed))
  }

  @Test(arguments: DrawerClaimPolicy.allCases)
  func aCatchThatIsCancelledLetsTheDrawerGoOn(claims: DrawerClaimPolicy) {
    var drawer = Self.moving(to: .open, claims: claims)
    let shown = drawer.offset(at: 0.05)
    drawer.handle(.down(at: DrawerPoint(x: shown / 2, y: 300), time: 0.05))
    drawer.handle(.cancel(time: 0.07))
    #expect(drawer.target == .open)
    #expect(drawer.offset(at: 0.07) == shown)
  }

  @Test(arguments: DrawerClaimPolicy.allCases)
  func aCatchThatDragsBackAndLiftsDecidesByPositionAndVelocity(claims: DrawerClaimPolicy) {
    var drawer = Self.moving(to: .open, claims: claims)
    let shown = drawer.offset(at: 0.05)
    var x = shown / 2
    drawer.handle(.down(at: DrawerPoint(x: x, y: 300), time: 0.05))
    var time = 0.05
    for step in 1...8 {
      x -= 12
      time += 0.008
      drawer.handle(.move(at: DrawerPoint(x: x, y: 300), time: time))
      if step == 2 { drawer.handle(.claim(time: time)) }
    }
    drawer.handle(.up(at: DrawerPoint(x: x, y: 300), time: time + 0.004))
    #expect(drawer.target == .closed, "flicked back closed at 1500 pt/s")
  }

  /// A catch that drags decides by where the finger leaves the drawer, not by where the drawer
  /// was going: caught as it closes, dragged slowly back past half and held still, it opens.
  @Test(arguments: DrawerClaimPolicy.allCases)
  func aCatchDraggedSlowlyPastHalfAndHeldStillDecidesByPosition(claims: DrawerClaimPolicy) {
    var drawer = Self.moving(to: .closed, claims: claims)
    let shown = drawer.offset(at: 0.05)
    var x = shown - 30
    drawer.handle(.down(at: DrawerPoint(x: x, y: 300), time: 0.05))
    var time = 0.05
    for step in 1...12 {
      x += 4
      time += 0.016
      drawer.handle(.move(at: DrawerPoint(x: x, y: 300), time: time))
      if step == 3 { drawer.handle(.claim(time: time)) }
    }
    let held = drawer.offset(at: time)
    #expect(held > 150, "past half of the 300 pt drawer")
    // Still for 150 ms, then lifted where it was.
    drawer.handle(.up(at: DrawerPoint(x: x, y: 300), time: time + 0.15))
    #expect(drawer.target == .open)
    drawer.settle(from: time + 0.15)
    #expect(drawer.phase == .resting(.open))
  }

  /// A still finger that caught the drawer and lifts (a tap on a row of a drawer still flinging
  /// open) lets it go on as fast as it was moving when caught: no jump in position, and no
  /// restart from rest, so the tap does not make the drawer stop and then crawl.
  @Test(arguments: DrawerClaimPolicy.allCases)
  func aStillLiftLetsTheDrawerGoOnAtTheSpeedItWasCaughtAt(claims: DrawerClaimPolicy) {
    var drawer = Self.moving(to: .open, claims: claims)
    let shown = drawer.offset(at: 0.05)
    let caughtSpeed = drawer.velocity(at: 0.05)
    #expect(caughtSpeed > 500, "the spring is fast 50 ms into the open")
    let row = DrawerPoint(x: shown / 2, y: 300)
    drawer.handle(.down(at: row, time: 0.05))
    #expect(drawer.velocity(at: 0.1) == 0, "held")
    drawer.handle(.up(at: row, time: 0.12))
    #expect(drawer.offset(at: 0.12) == shown)
    #expect(abs(drawer.velocity(at: 0.12) - caughtSpeed) < 1e-6, "goes on at the caught speed")
    #expect(drawer.target == .open)
  }

  /// The probe from the review: in the 10 ms after a tap's lift the drawer moves about as far as
  /// it moved in the 10 ms before the finger came down (it moved a sixth as far when the spring
  /// restarted from rest).
  @Test(arguments: DrawerClaimPolicy.allCases)
  func aTapOnAFlingingDrawerKeepsItsPace(claims: DrawerClaimPolicy) {
    var drawer = Self.moving(to: .open, claims: claims)
    let before = drawer.offset(at: 0.05) - drawer.offset(at: 0.04)
    let row = DrawerPoint(x: drawer.offset(at: 0.05) / 2, y: 300)
    drawer.handle(.down(at: row, time: 0.05))
    drawer.handle(.up(at: row, time: 0.09))
    let after = drawer.offset(at: 0.10) - drawer.offset(at: 0.09)
    #expect(before > 5)
    #expect(after > 0.8 * before && after < 1.2 * before, "\(after) pt after, \(before) pt before")
  }

  // MARK: At rest for the eye

  @Test func aTouchOnADrawerThatLooksAtRestIsATouchOnADrawerAtRest() throws {
    var drawer = Self.moving(to: .open, claims: .explicit)
    let visualRest = try #require(drawer.visualRestTime)
    let restTime = try #require(drawer.restTime)
    #expect(visualRest < restTime)
    #expect(abs(drawer.offset(at: visualRest) - 300) <= Drawer.visualRestTolerance)
    // Just before, a touch on the drawer still catches it.
    var early = drawer
    early.handle(.down(at: DrawerPoint(x: 100, y: 300), time: visualRest - 0.01))
    #expect(early.isTracking)
    // From then on it is a touch on an open drawer at rest: undecided, and the spring finishes
    // its last fraction of a point meanwhile.
    drawer.handle(.down(at: DrawerPoint(x: 100, y: 300), time: visualRest))
    #expect(drawer.phase.name == "pending")
    #expect(drawer.isSettling)
    drawer.handle(.up(at: DrawerPoint(x: 100, y: 300), time: visualRest + 0.08))
    drawer.settle(from: visualRest + 0.08)
    #expect(drawer.phase == .resting(.open))
  }

  @Test func theVisualRestIsWithinHalfAPointForEverySpringAndNeverAfterTheRest() {
    for spring in [DrawerSpring.default, .smooth, .snappy, .bouncy] {
      for velocity in [-3000.0, 0, 3000] {
        var drawer = Drawer(
          configuration: DrawerConfiguration(width: .fixed(300), spring: spring),
          container: phone)
        drawer.handle(.down(at: DrawerPoint(x: 5, y: 300), time: 0))
        drawer.handle(.move(at: DrawerPoint(x: 150, y: 300), time: 0.05))
        drawer.handle(.up(at: DrawerPoint(x: 150 + velocity / 100, y: 300), time: 0.06))
        guard let visualRest = drawer.visualRestTime, let rest = drawer.restTime else {
          continue
        }
        #expect(visualRest <= rest)
        for t in stride(from: visualRest, through: rest, by: 0.002) {
          let distance = abs(drawer.offset(at: t) - drawer.offset(at: rest))
          #expect(distance <= Drawer.visualRestTolerance + 1e-9, "\(spring) at \(t)")
        }
      }
    }
  }

  // MARK: Where the screen showed the drawer

  @Test func aCatchLandsWhereTheLastFrameDrewTheDrawer() {
    var drawer = Self.moving(to: .open, claims: .explicit)
    // The frame on screen was drawn for 66 ms; the finger's sample is from 50 ms.
    drawer.handle(.frame(time: 0.066))
    #expect(drawer.time == 0, "a frame moves no clock")
    let drawn = drawer.offset(at: 0.066)
    #expect(drawn - drawer.offset(at: 0.05) > 10, "the drawer moved fast between the two")
    drawer.handle(.down(at: DrawerPoint(x: 40, y: 300), time: 0.05))
    #expect(drawer.isTracking)
    #expect(drawer.offset(at: 0.07) == drawn, "held where the person saw it")
    // Later moves keep their own timestamps for the velocity.
    drawer.handle(.move(at: DrawerPoint(x: 41, y: 300), time: 0.058))
    #expect(drawer.time == 0.058)
  }

  @Test func aFrameOlderThanTheTouchOrFarAheadIsNotTakenAtItsWord() {
    var older = Self.moving(to: .open, claims: .immediate)
    older.handle(.frame(time: 0.03))
    let atTouch = older.offset(at: 0.05)
    older.handle(.down(at: DrawerPoint(x: 40, y: 300), time: 0.05))
    #expect(older.offset(at: 0.05) == atTouch, "a touch newer than the frame is its own time")

    var ahead = Self.moving(to: .open, claims: .immediate)
    ahead.handle(.frame(time: 5))
    let limit = ahead.offset(at: 0.02 + Drawer.frameLead)
    ahead.handle(.down(at: DrawerPoint(x: 20, y: 300), time: 0.02))
    #expect(ahead.offset(at: 0.03) == limit, "at most frameLead ahead of the touch")

    var nonFinite = Self.moving(to: .open, claims: .immediate)
    nonFinite.handle(.frame(time: .nan))
    #expect(nonFinite.lastFrameTime == nil)
  }

  @Test func aTapJustAheadOfAnOpeningDrawerIsOnWhatTheDrawerBringsThere() {
    // 50 ms after the toggle the drawer shows 84 pt; a still tap at 114 pt is on the scrim when
    // it comes down, but by the lift the drawer covers it: the tap is the row's.
    var drawer = Self.moving(to: .open, claims: .explicit)
    let shown = drawer.offset(at: 0.05)
    let point = DrawerPoint(x: shown + 30, y: 300)
    drawer.handle(.down(at: point, time: 0.05))
    #expect(drawer.phase.name == "pending")
    #expect(drawer.offset(at: 0.12) > point.x)
    drawer.handle(.up(at: point, time: 0.12))
    #expect(drawer.target == .open)
    // A tap on the scrim that the drawer never reaches still closes it.
    var far = Self.moving(to: .open, claims: .explicit)
    far.handle(.down(at: DrawerPoint(x: 340, y: 300), time: 0.05))
    far.handle(.up(at: DrawerPoint(x: 340, y: 300), time: 0.12))
    #expect(far.target == .closed)
  }

  @Test func aDragBesideAMovingDrawerTakesItWhereTheLastFrameDrewIt() {
    var drawer = Self.moving(to: .open, claims: .explicit)
    drawer.handle(.frame(time: 0.08))
    let drawn = drawer.offset(at: 0.08)
    // On the scrim beside the opening drawer, dragged toward closed.
    drawer.handle(.down(at: DrawerPoint(x: 360, y: 300), time: 0.05))
    drawer.handle(.frame(time: 0.09))
    let drawnLater = drawer.offset(at: 0.09)
    drawer.handle(.move(at: DrawerPoint(x: 340, y: 300), time: 0.066))
    #expect(drawer.isTracking)
    #expect(drawnLater > drawn)
    // Until the claim nothing has won: the drawer goes on along its spring, as shown.
    #expect(drawer.offset(at: 0.09) == drawnLater)
    #expect(drawer.offset(at: 0.1) > drawnLater)
    // The claim takes it where the last frame drew it, and the finger moves it from there.
    drawer.handle(.claim(time: 0.1))
    #expect(drawer.offset(at: 0.1) == drawnLater, "no snap back from what the screen showed")
    drawer.handle(.move(at: DrawerPoint(x: 320, y: 300), time: 0.1))
    #expect(abs(drawer.offset(at: 0.1) - (drawnLater - 20)) < 1e-9)
  }

  /// A drag beside a settling drawer that another gesture wins (the claim never comes) leaves
  /// the drawer's spring as it was: no stop, no restart from rest.
  @Test func aDragBesideASettlingDrawerThatNeverWinsLeavesItsSpringRunning() throws {
    var untouched = Self.moving(to: .open, claims: .explicit)
    var drawer = Self.moving(to: .open, claims: .explicit)
    drawer.handle(.down(at: DrawerPoint(x: 360, y: 300), time: 0.05))
    drawer.handle(.move(at: DrawerPoint(x: 340, y: 300), time: 0.066))
    #expect(drawer.isTracking, "the engine would take the drag")
    #expect(drawer.isSettling, "and the host keeps drawing frames of the spring")
    #expect(drawer.restTime == untouched.restTime)
    for time in [0.07, 0.1, 0.13] {
      #expect(drawer.offset(at: time) == untouched.offset(at: time))
      #expect(drawer.velocity(at: time) == untouched.velocity(at: time))
    }
    drawer.handle(.cancel(time: 0.13))
    untouched.handle(.frame(time: 0.13))
    #expect(drawer.phase.name == "settling")
    #expect(drawer.restTime == untouched.restTime)
    for time in [0.14, 0.2, 0.3] {
      #expect(drawer.offset(at: time) == untouched.offset(at: time))
      #expect(drawer.velocity(at: time) == untouched.velocity(at: time))
    }
    // Lifted before the claim, the same.
    var lifted = Self.moving(to: .open, claims: .explicit)
    lifted.handle(.down(at: DrawerPoint(x: 360, y: 300), time: 0.05))
    lifted.handle(.move(at: DrawerPoint(x: 340, y: 300), time: 0.066))
    lifted.handle(.up(at: DrawerPoint(x: 330, y: 300), time: 0.08))
    #expect(lifted.offset(at: 0.2) == untouched.offset(at: 0.2))
    #expect(lifted.target == .open)
  }

  /// A spring that comes to rest while the drag beside it still waits for its claim: the drawer
  /// is held at rest, no longer settling, and the claim moves it from there.
  @Test func aSpringThatRestsBesideAWaitingDragHoldsTheDrawerThere() throws {
    var drawer = Self.moving(to: .open, claims: .explicit)
    drawer.handle(.down(at: DrawerPoint(x: 360, y: 300), time: 0.05))
    drawer.handle(.move(at: DrawerPoint(x: 340, y: 300), time: 0.066))
    let rest = try #require(drawer.restTime)
    drawer.advance(to: rest + 0.01)
    #expect(drawer.isTracking)
    #expect(!drawer.isSettling)
    #expect(drawer.restTime == nil)
    #expect(drawer.offset(at: rest + 0.01) == drawer.width)
    drawer.handle(.claim(time: rest + 0.01))
    drawer.handle(.move(at: DrawerPoint(x: 300, y: 300), time: rest + 0.02))
    #expect(drawer.offset(at: rest + 0.02) == drawer.width - 40)
  }
}
