@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerGestureArbitrationTests {
  private let phone = DrawerSize(width: 390, height: 844)

  private func point(_ x: Double, _ y: Double = 400) -> DrawerPoint {
    DrawerPoint(x: x, y: y)
  }

  @Test func scrollViewsWaitForTheDrawer() {
    for inStrip in [false, true] {
      #expect(DrawerGestureArbitration.otherWaits(for: .scroll, touchIsInEdgeStrip: inStrip))
      #expect(!DrawerGestureArbitration.drawerWaits(for: .scroll, touchIsInEdgeStrip: inStrip))
    }
  }

  @Test func swipeActionsWinOutsideTheEdgeStrip() {
    #expect(DrawerGestureArbitration.drawerWaits(for: .listSwipeAction, touchIsInEdgeStrip: false))
    #expect(!DrawerGestureArbitration.otherWaits(for: .listSwipeAction, touchIsInEdgeStrip: false))
    #expect(!DrawerGestureArbitration.drawerWaits(for: .listSwipeAction, touchIsInEdgeStrip: true))
    #expect(DrawerGestureArbitration.otherWaits(for: .listSwipeAction, touchIsInEdgeStrip: true))
  }

  @Test func theBackSwipeWinsOnlyOverAPushedScreen() {
    let pushed = DrawerCompetingGesture.navigationBackSwipe(isPushedScreenShowing: true)
    let root = DrawerCompetingGesture.navigationBackSwipe(isPushedScreenShowing: false)
    #expect(DrawerGestureArbitration.drawerWaits(for: pushed, touchIsInEdgeStrip: true))
    #expect(!DrawerGestureArbitration.drawerWaits(for: root, touchIsInEdgeStrip: true))
    #expect(!DrawerGestureArbitration.otherWaits(for: pushed, touchIsInEdgeStrip: true))
  }

  @Test func otherGesturesAreLeftAlone() {
    #expect(!DrawerGestureArbitration.drawerWaits(for: .other, touchIsInEdgeStrip: true))
    #expect(!DrawerGestureArbitration.otherWaits(for: .other, touchIsInEdgeStrip: true))
  }

  @Test(
    arguments: [DrawerEdge.leading, .trailing], [DrawerLayoutDirection.leftToRight, .rightToLeft])
  func theEdgeStripFollowsTheDrawersSide(edge: DrawerEdge, direction: DrawerLayoutDirection) {
    let configuration = DrawerConfiguration(edge: edge, layoutDirection: direction)
    let drawer = Drawer(configuration: configuration, container: phone)
    let nearLeft = DrawerGestureArbitration.isInEdgeStrip(point(10), drawer: drawer)
    let nearRight = DrawerGestureArbitration.isInEdgeStrip(point(380), drawer: drawer)
    #expect(nearLeft == (configuration.side == .left))
    #expect(nearRight == (configuration.side == .right))
    #expect(!DrawerGestureArbitration.isInEdgeStrip(point(195), drawer: drawer))
  }

  @Test func anEdgeSwipeTowardOpenBeginsOnceTheEngineTakesIt() {
    let drawer = Drawer(container: phone)
    #expect(
      DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(5), location: point(21, 403), time: 0))
  }

  /// A trackpad swipe that starts sideways and then turns vertical: at the platform's
  /// recognition it has not yet passed the slop, so the engine has not decided, and the
  /// recogniser must not begin on a guess: the scroll views that wait for it would fail, and a
  /// scroll that then turned out to be the content's would move nothing until it ended.
  @Test func anUndecidedScrollDoesNotBegin() {
    let drawer = Drawer(container: phone)
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(5), location: point(11, 403), time: 0))
    // A diagonal still being judged as a thumb's arc does not begin either.
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(150), location: point(162, 414), time: 0)
    )
  }

  // MARK: A carousel keeps its swipe, for scroll events too

  private let halfScrolledCarousel = DrawerScrollReach(
    offset: 300, contentWidth: 1200, viewWidth: 390)
  private let carouselAtItsFirstCard = DrawerScrollReach(
    offset: 0, contentWidth: 1200, viewWidth: 390)

  @Test func aTrackpadSwipeRightOnAHalfScrolledCarouselScrollsItBack() {
    let drawer = Drawer(configuration: DrawerConfiguration(openZone: .anywhere), container: phone)
    let swipe = (start: point(200), location: point(240, 402))
    #expect(
      DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: swipe.start, location: swipe.location, time: 0),
      "with nothing under the pointer the drawer opens")
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: swipe.start, location: swipe.location, time: 0,
        scrollViews: [DrawerScrollCompetitor(reach: halfScrolledCarousel, travel: 40)]))
    #expect(
      DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: swipe.start, location: swipe.location, time: 0,
        scrollViews: [DrawerScrollCompetitor(reach: carouselAtItsFirstCard, travel: 40)]),
      "at its first card the carousel cannot scroll back: the drawer opens")
  }

  @Test func aTrackpadSwipeLeftOnAChipRowInTheOpenMenuScrollsTheRow() {
    for zone in [DrawerOpenZone.default, .anywhere] {
      let drawer = Drawer(
        configuration: DrawerConfiguration(openZone: zone), container: phone, initial: .open)
      #expect(
        !DrawerGestureArbitration.shouldBegin(
          drawer: drawer, start: point(150), location: point(110, 401), time: 0,
          scrollViews: [DrawerScrollCompetitor(reach: carouselAtItsFirstCard, travel: -40)]),
        "\(zone)")
      #expect(
        DrawerGestureArbitration.shouldBegin(
          drawer: drawer, start: point(150), location: point(110, 401), time: 0),
        "without the row the swipe closes the drawer")
    }
  }

  // MARK: Where a scroll can be the drawer's (the pointer's zone)

  @Test func aScrollWithThePointerOutsideAClosedDrawersZoneIsNeverTheDrawers() {
    let drawer = Drawer(container: phone)
    #expect(
      !DrawerGestureArbitration.canEverTakeIndirectScroll(drawer: drawer, pointer: point(200)))
    #expect(DrawerGestureArbitration.canEverTakeIndirectScroll(drawer: drawer, pointer: point(5)))
    #expect(
      DrawerGestureArbitration.canEverTakeIndirectScroll(drawer: drawer),
      "without a pointer only the lock can say no")
    let open = Drawer(container: phone, initial: .open)
    #expect(DrawerGestureArbitration.canEverTakeIndirectScroll(drawer: open, pointer: point(200)))
    let locked = Drawer(
      configuration: DrawerConfiguration(lockMode: .lockedOpen), container: phone, initial: .open)
    #expect(!DrawerGestureArbitration.canEverTakeIndirectScroll(drawer: locked, pointer: point(5)))
  }

  // MARK: A drawer with its own navigation

  /// While the navigation stack in the drawer is not at its root, its back-swipe goes back: a
  /// trailing drawer, whose closing runs the way going back does, takes no drag that starts on
  /// it, on either path, as the content's back-swipe goes back over a pushed screen. A leading
  /// drawer closes against the back-swipe and keeps its closing drag in a submenu as at the
  /// root. The scrim still closes either, and the closed drawer still opens.
  @Test(arguments: allPlacements)
  func aTrailingDrawerWhoseStackIsPushedYieldsItsOwnDrags(
    edge: DrawerEdge, direction: DrawerLayoutDirection
  ) {
    let open = makeDrawer(edge: edge, layoutDirection: direction, initial: .open)
    let side = open.configuration.side
    func at(_ distance: Double) -> DrawerPoint {
      point(side == .left ? distance : phone.width - distance)
    }
    let yields = edge == .trailing
    #expect(DrawerGestureArbitration.yieldsOwnDrags(edge: edge, contentAsks: true) == yields)
    #expect(!DrawerGestureArbitration.yieldsOwnDrags(edge: edge, contentAsks: false))
    #expect(
      DrawerGestureArbitration.canEverBegin(
        drawer: open, start: at(150), path: .recognizer, drawerYields: true) == !yields,
      "on the drawer, away from its controls' path rule")
    #expect(
      DrawerGestureArbitration.canEverTakeIndirectScroll(
        drawer: open, pointer: at(150), drawerYields: true) == !yields,
      "a trackpad's scroll over the drawer, as a finger's drag")
    #expect(
      DrawerGestureArbitration.shouldBegin(
        drawer: open, start: at(150), location: at(60), time: 0, drawerYields: true) == !yields,
      "a trackpad's closing scroll over the drawer")
    #expect(
      DrawerGestureArbitration.shouldBegin(
        drawer: open, start: at(150), location: at(60), time: 0),
      "at its root the closing scroll closes it")
    guard yields else { return }
    for path in [DrawerGesturePath.recognizer, .dragGesture] {
      for distance in [2.0, 150, 295] {
        #expect(
          !DrawerGestureArbitration.canEverBegin(
            drawer: open, start: at(distance), path: path, drawerYields: true),
          "\(path) at \(distance)")
      }
      #expect(
        DrawerGestureArbitration.canEverBegin(
          drawer: open, start: at(340), path: path, drawerYields: true), "the scrim")
      let closed = makeDrawer(edge: edge, layoutDirection: direction)
      #expect(
        DrawerGestureArbitration.canEverBegin(
          drawer: closed, start: at(5), path: path, drawerYields: true),
        "a closed drawer keeps its path and still opens")
    }
    #expect(DrawerGestureArbitration.canEverBegin(drawer: open, start: at(150)), "at its root")
  }

  // MARK: The open drawer's controls on the DragGesture path (iOS 17)

  @Test(arguments: allPlacements)
  func onTheDragGesturePathTheOpenDrawerMovesOnlyFromTheScrimAndItsEdge(
    edge: DrawerEdge, direction: DrawerLayoutDirection
  ) {
    let drawer = makeDrawer(edge: edge, layoutDirection: direction, initial: .open)
    let side = drawer.configuration.side
    func at(_ distance: Double) -> DrawerPoint {
      point(side == .left ? distance : phone.width - distance)
    }
    // The drawer is 300 pt wide: a slider at 150 pt, a row's swipe at 250 pt.
    for distance in [150.0, 250, 280] {
      #expect(
        !DrawerGestureArbitration.canEverBegin(
          drawer: drawer, start: at(distance), path: .dragGesture))
      #expect(DrawerGestureArbitration.canEverBegin(drawer: drawer, start: at(distance)))
    }
    for distance in [290.0, 299, 320, 380] {
      #expect(
        DrawerGestureArbitration.canEverBegin(
          drawer: drawer, start: at(distance), path: .dragGesture))
    }
    // A closed drawer's zone is unchanged on that path, and a settling one is caught anywhere it
    // shows.
    let closed = makeDrawer(edge: edge, layoutDirection: direction)
    #expect(DrawerGestureArbitration.canEverBegin(drawer: closed, start: at(5), path: .dragGesture))
    var closing = drawer
    closing.handle(.close(time: 1))
    #expect(
      DrawerGestureArbitration.canEverBegin(
        drawer: closing, start: at(100), time: 1.03, path: .dragGesture))
  }

  @Test func aVerticalMoveDoesNotBegin() {
    let drawer = Drawer(container: phone)
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(5), location: point(8, 420), time: 0))
  }

  @Test func aSwipeOutsideTheZoneOrTheWrongWayDoesNotBegin() {
    let drawer = Drawer(container: phone)
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(200), location: point(240), time: 0))
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(15), location: point(2), time: 0))
  }

  @Test func anOpenDrawerTakesHorizontalDragsAnywhere() {
    let drawer = Drawer(container: phone, initial: .open)
    #expect(
      DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(200), location: point(170), time: 0))
    #expect(
      DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(360), location: point(330), time: 0))
  }

  @Test func aSettlingDrawerIsCaughtWhereItShowsByASidewaysScrollOnly() {
    var drawer = Drawer(container: phone, initial: .open)
    drawer.handle(.close(time: 0))
    // 50 ms into the close, the drawer still shows over most of its width: a sideways scroll
    // on it catches and drags it; a vertical one scrolls the menu, and one beside it the content.
    #expect(
      DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(100), location: point(140, 402), time: 0.05))
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(100), location: point(100, 450), time: 0.05))
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(370), location: point(370, 450), time: 0.05))
    #expect(drawer.isSettling)
  }

  @Test func aLockedDrawerNeverBegins() {
    let drawer = Drawer(
      configuration: DrawerConfiguration(lockMode: .lockedClosed), container: phone)
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(5), location: point(60), time: 0))
  }

  @Test func theDecisionLeavesTheDrawerAlone() {
    let drawer = Drawer(container: phone)
    let before = drawer
    #expect(
      DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(5), location: point(60), time: 0))
    #expect(drawer == before)
    #expect(
      !DrawerGestureArbitration.shouldBegin(
        drawer: drawer, start: point(.nan), location: point(60), time: 0))
  }

  // MARK: Can the engine ever take the touch (shouldReceive)

  @Test(arguments: allPlacements)
  func aClosedDrawerTouchedOutsideTheEdgeStripCanNeverBegin(
    edge: DrawerEdge, direction: DrawerLayoutDirection
  ) {
    var drawer = makeDrawer(edge: edge, layoutDirection: direction)
    let side = drawer.configuration.side
    let start = point(physicalX(distance: 60, side: side))
    #expect(!DrawerGestureArbitration.canEverBegin(drawer: drawer, start: start))
    // The engine agrees: a clean, fast swipe toward open from there never moves the drawer.
    let before = drawer
    drawer.handle(.down(at: start, time: 0))
    for step in 1...12 {
      let x = physicalX(distance: 60 + Double(step) * 15, side: side)
      drawer.handle(.move(at: point(x), time: Double(step) / 120))
      #expect(DrawerGestureArbitration.decision(for: drawer) == .fail)
    }
    drawer.handle(.up(at: point(physicalX(distance: 240, side: side)), time: 0.11))
    #expect(drawer.phase == before.phase)
  }

  @Test(arguments: allPlacements)
  func aClosedDrawerCanBeginFromItsEdgeStrip(edge: DrawerEdge, direction: DrawerLayoutDirection) {
    let drawer = makeDrawer(edge: edge, layoutDirection: direction)
    let side = drawer.configuration.side
    #expect(
      DrawerGestureArbitration.canEverBegin(
        drawer: drawer, start: point(physicalX(distance: 12, side: side))))
    // Beyond the container's side, under a landscape notch.
    #expect(
      DrawerGestureArbitration.canEverBegin(
        drawer: drawer, start: point(physicalX(distance: -30, side: side))))
  }

  /// With the content usable beside the drawer, a finger on the opening drawer is the drawer's
  /// only where the drawer is: judged at the last event (the toggle, the drawer at 0 pt), every
  /// finger would be beside it, and nobody could catch the drawer as it slides in.
  @Test func aTouchIsJudgedOnTheDrawerAsItShowsAtTheTouchsTime() {
    var drawer = makeDrawer()
    var configuration = drawer.configuration
    configuration.closesOnScrimTap = false
    drawer.handle(.configure(configuration, time: 0))
    drawer.handle(.open(time: 0))
    let shown = drawer.offset(at: 0.15)
    #expect(shown > 100, "the drawer is well on its way")
    let onIt = drawer.point(shown - 20, 400)
    #expect(!DrawerGestureArbitration.canEverBegin(drawer: drawer, start: onIt), "stale")
    #expect(DrawerGestureArbitration.canEverBegin(drawer: drawer, start: onIt, time: 0.15))
    // Where the last frame drew it, when that frame is later than the touch's own sample.
    let drawnLater = drawer.offset(at: 0.17)
    let onItAsDrawn = drawer.point((shown + drawnLater) / 2, 400)
    #expect(!DrawerGestureArbitration.canEverBegin(drawer: drawer, start: onItAsDrawn, time: 0.15))
    #expect(
      DrawerGestureArbitration.canEverBegin(
        drawer: drawer, start: onItAsDrawn, time: 0.15, frame: 0.17))
    // Beside it, the content's.
    #expect(
      !DrawerGestureArbitration.canEverBegin(
        drawer: drawer, start: drawer.point(shown + 60, 400), time: 0.15))
    // The engine agrees: the real down at 0.15 s catches the drawer.
    drawer.handle(.down(at: onIt, time: 0.15))
    #expect(drawer.isTracking)
  }

  @Test func anOpenOrMovingDrawerMayTakeATouchAnywhere() {
    let open = makeDrawer(initial: .open)
    var opening = makeDrawer()
    opening.handle(.open(time: 0))
    for x in [5.0, 150, 385] {
      #expect(DrawerGestureArbitration.canEverBegin(drawer: open, start: point(x)))
      #expect(DrawerGestureArbitration.canEverBegin(drawer: opening, start: point(x)))
    }
    let anywhere = makeDrawer(openZone: .anywhere)
    #expect(DrawerGestureArbitration.canEverBegin(drawer: anywhere, start: point(200)))
  }

  @Test func aClosingDrawerMayBeStoppedWhereItShowsOrOpenedFromItsStrip() {
    var closing = makeDrawer(initial: .open)
    closing.handle(.close(time: 0))
    closing.advance(to: 0.06)
    let shown = closing.offset(at: 0.06)
    #expect(DrawerGestureArbitration.canEverBegin(drawer: closing, start: point(shown - 20)))
    #expect(DrawerGestureArbitration.canEverBegin(drawer: closing, start: point(5)))
    // Beside it, over the content, it is as a closed drawer: a touch there is the content's.
    #expect(!DrawerGestureArbitration.canEverBegin(drawer: closing, start: point(shown + 20)))
    var probe = closing
    probe.handle(.down(at: point(shown + 20), time: 0.06))
    #expect(DrawerGestureArbitration.decision(for: probe) == .fail)
  }

  @Test(arguments: [DrawerLockMode.lockedClosed, .lockedOpen])
  func aLockedDrawerCanNeverBegin(lock: DrawerLockMode) {
    let drawer = Drawer(
      configuration: DrawerConfiguration(lockMode: lock), container: phone,
      initial: lock == .lockedOpen ? .open : .closed)
    for x in [2.0, 200, 388] {
      #expect(!DrawerGestureArbitration.canEverBegin(drawer: drawer, start: point(x)))
    }
    #expect(
      !DrawerGestureArbitration.canEverBegin(
        drawer: makeDrawer(), start: DrawerPoint(x: .nan, y: 400)))
  }

  /// Whatever the touch does next, a touch for which `canEverBegin` is `false` leaves the engine
  /// exactly as it was: refusing it loses nothing.
  @Test func aRefusedTouchWouldHaveChangedNothing() {
    let seed: UInt64 = 0x5EED_0011
    var random = SplitMix64(seed: seed)
    for _ in 0..<400 {
      let placement = allPlacements[Int(random.next() % UInt64(allPlacements.count))]
      let rest: DrawerRestState = random.next() % 3 == 0 ? .open : .closed
      var drawer = makeDrawer(edge: placement.0, layoutDirection: placement.1, initial: rest)
      let start = point(Double.random(in: -40...430, using: &random), 400)
      guard !DrawerGestureArbitration.canEverBegin(drawer: drawer, start: start) else { continue }
      let before = drawer.phase
      drawer.handle(.down(at: start, time: 0))
      var location = start
      for step in 1...10 {
        location = DrawerPoint(
          x: location.x + Double.random(in: -30...30, using: &random),
          y: location.y + Double.random(in: -30...30, using: &random))
        drawer.handle(.move(at: location, time: Double(step) / 60))
      }
      drawer.handle(.up(at: location, time: 0.2))
      #expect(drawer.phase == before, "seed \(seed)")
    }
  }

  // MARK: Following a touch: begin, wait or fail

  @Test func aVerticalScrollFailsNoLaterThanTheCrossAxisPassesTheSlop() {
    for initial in [DrawerRestState.open, .closed] {
      var drawer = makeDrawer(openZone: .anywhere, initial: initial)
      drawer.handle(.down(at: point(150, 400), time: 0))
      #expect(DrawerGestureArbitration.decision(for: drawer) == .wait)
      var failed = false
      for step in 1...8 {
        let cross = Double(step) * 4
        drawer.handle(
          .move(at: point(150 + Double(step) * 0.5, 400 - cross), time: Double(step) / 120))
        let decision = DrawerGestureArbitration.decision(for: drawer)
        #expect(decision != .begin)
        if decision == .fail { failed = true }
        if cross > drawer.configuration.slop {
          #expect(failed, "still undecided \(cross) pt into a vertical scroll")
        }
      }
      // Once failed, the rest of the scroll stays the content's.
      drawer.handle(.move(at: point(140, 300), time: 0.1))
      #expect(DrawerGestureArbitration.decision(for: drawer) == .fail)
    }
  }

  @Test(arguments: allPlacements)
  func aHorizontalDragBegins(edge: DrawerEdge, direction: DrawerLayoutDirection) {
    // From the edge strip of a closed drawer, and across an open one toward closed.
    for initial in [DrawerRestState.closed, .open] {
      var drawer = makeDrawer(edge: edge, layoutDirection: direction, initial: initial)
      let side = drawer.configuration.side
      let from = initial == .closed ? 4.0 : 200
      let sign = initial == .closed ? 1.0 : -1
      drawer.handle(.down(at: point(physicalX(distance: from, side: side)), time: 0))
      #expect(DrawerGestureArbitration.decision(for: drawer) == .wait)
      var decisions: [DrawerGestureDecision] = []
      for step in 1...6 {
        let x = physicalX(distance: from + sign * Double(step) * 8, side: side)
        drawer.handle(.move(at: point(x, 400 + Double(step) * 0.3), time: Double(step) / 120))
        decisions.append(DrawerGestureArbitration.decision(for: drawer))
      }
      #expect(!decisions.contains(.fail))
      #expect(decisions.last == .begin)
      // And it stays begun while the finger drags the drawer.
      drawer.handle(.move(at: point(physicalX(distance: from + sign * 90, side: side)), time: 0.1))
      #expect(DrawerGestureArbitration.decision(for: drawer) == .begin)
    }
  }

  @Test func aDiagonalArcStaysUndecidedWhileTheEngineIsPending() {
    // A thumb arc over an open drawer's content: it starts at about 45° and straightens out.
    var drawer = makeDrawer(initial: .open)
    let samples: [(Double, Double)] = [(196, 396), (192, 393), (184, 388), (170, 383), (150, 380)]
    drawer.handle(.down(at: point(200, 400), time: 0))
    #expect(DrawerGestureArbitration.decision(for: drawer) == .wait)
    for (index, sample) in samples.enumerated() {
      drawer.handle(.move(at: point(sample.0, sample.1), time: Double(index + 1) / 60))
      let expected: DrawerGestureDecision =
        switch drawer.phase {
        case .pending: .wait
        case .tracking: .begin
        case .resting, .settling: .fail
        }
      #expect(DrawerGestureArbitration.decision(for: drawer) == expected)
      if index < 2 {
        // Within the slop on both axes the engine cannot have decided yet.
        #expect(DrawerGestureArbitration.decision(for: drawer) == .wait)
      }
    }
  }

  /// A 320 pt drawer toggled open at time 0, with the recogniser's explicit claims.
  private func opening() -> Drawer {
    var drawer = Drawer(
      configuration: DrawerConfiguration(claimPolicy: .explicit), container: phone)
    drawer.handle(.toggle(time: 0))
    return drawer
  }

  @Test func aStillFingerOnADrawerThatLooksAtRestIsATapThatReachesTheRow() throws {
    var drawer = opening()
    #expect(drawer.width == 320)
    let restTime = try #require(drawer.restTime)
    // 150 ms before the spring's rest the drawer is a fraction of a point from open.
    let downTime = restTime - 0.15
    #expect(abs(drawer.offset(at: downTime) - 320) < 1)
    var decisions: [DrawerGestureDecision] = []
    drawer.handle(.down(at: point(120), time: downTime))
    decisions.append(DrawerGestureArbitration.decision(for: drawer))
    drawer.handle(.move(at: point(121, 401), time: downTime + 0.03))
    decisions.append(DrawerGestureArbitration.decision(for: drawer))
    drawer.handle(.up(at: point(121, 401), time: downTime + 0.08))
    #expect(decisions == [.wait, .wait], "never claimed, so the row's button keeps its touch")
    drawer.settle(from: downTime + 0.08)
    #expect(drawer.phase == .resting(.open))
  }

  @Test func aStillFingerOnAMovingDrawerWaitsInsteadOfClaiming() {
    var drawer = opening()
    let shown = drawer.offset(at: 0.06)
    drawer.handle(.down(at: point(shown / 2), time: 0.06))
    #expect(drawer.isTracking, "the finger holds the drawer")
    #expect(drawer.offset(at: 0.1) == shown)
    #expect(DrawerGestureArbitration.decision(for: drawer) == .wait)
  }

  @Test func aVerticalMoveAfterACatchFailsWithoutBeginning() {
    var drawer = opening()
    let shown = drawer.offset(at: 0.06)
    drawer.handle(.down(at: point(shown / 2), time: 0.06))
    var decisions = [DrawerGestureArbitration.decision(for: drawer)]
    for (index, y) in [404.0, 412, 430, 460].enumerated() {
      drawer.handle(.move(at: point(shown / 2 + 1, y), time: 0.07 + 0.01 * Double(index)))
      decisions.append(DrawerGestureArbitration.decision(for: drawer))
    }
    #expect(!decisions.contains(.begin))
    #expect(decisions.first == .wait && decisions.last == .fail)
    #expect(drawer.target == .open, "the menu scrolls; the drawer goes on opening")
  }

  @Test func aHorizontalDragAfterACatchBeginsWithNoJump() {
    var drawer = opening()
    let shown = drawer.offset(at: 0.06)
    drawer.handle(.down(at: point(shown / 2), time: 0.06))
    drawer.handle(.move(at: point(shown / 2 - 6), time: 0.07))
    #expect(DrawerGestureArbitration.decision(for: drawer) == .wait, "within the slop")
    drawer.handle(.move(at: point(shown / 2 - 14), time: 0.08))
    #expect(DrawerGestureArbitration.decision(for: drawer) == .begin)
    #expect(drawer.offset(at: 0.08) == shown, "held until the recogniser has won")
    drawer.handle(.claim(time: 0.085))
    #expect(drawer.offset(at: 0.085) == shown, "no jump at the claim")
    // It follows the finger, and makes up the 14 pt it was held for at half of each move.
    drawer.handle(.move(at: point(shown / 2 - 34), time: 0.09))
    #expect(abs(drawer.offset(at: 0.09) - (shown - 30)) < 1e-9)
    drawer.handle(.move(at: point(shown / 2 - 60), time: 0.10))
    #expect(abs(drawer.offset(at: 0.10) - (shown - 60)) < 1e-9, "then one to one")
  }

  @Test func onlyALockedDrawerRefusesEveryIndirectScroll() {
    var drawer = Drawer(container: phone)
    #expect(DrawerGestureArbitration.canEverTakeIndirectScroll(drawer: drawer))
    for lock in [DrawerLockMode.lockedClosed, .lockedOpen] {
      drawer.handle(.configure(DrawerConfiguration(lockMode: lock), time: 0))
      #expect(!DrawerGestureArbitration.canEverTakeIndirectScroll(drawer: drawer), "\(lock)")
    }
  }
}
