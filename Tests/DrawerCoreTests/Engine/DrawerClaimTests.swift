@_spi(DrawerKit) import DrawerCore
import Testing

/// The drawer moves only once the host's recogniser has won (``DrawerClaimPolicy/explicit``):
/// until then the engine's decision is provisional and nothing moves on screen.
@Suite struct DrawerClaimTests {
  /// A closed 300 pt drawer whose host claims its touches explicitly.
  static func explicit(initial: DrawerRestState = .closed) -> Drawer {
    var configuration = DrawerConfiguration(width: .fixed(300), claimPolicy: .explicit)
    configuration.openZone = .anywhere
    return Drawer(configuration: configuration, container: phone, initial: initial)
  }

  /// Down at 100 pt, then moves along the opening axis to each of `distances`, 8 ms apart.
  static func drag(_ drawer: inout Drawer, through distances: [Double], from start: Double = 100)
    -> Double
  {
    drawer.handle(.down(at: DrawerPoint(x: start, y: 400), time: 0))
    var time = 0.0
    for distance in distances {
      time += 0.008
      drawer.handle(.move(at: DrawerPoint(x: distance, y: 400), time: time))
    }
    return time
  }

  @Test func aRecognisedDragDoesNotMoveTheDrawerBeforeTheClaim() {
    var drawer = Self.explicit()
    let time = Self.drag(&drawer, through: [104, 115, 130, 150, 175])
    #expect(drawer.isTracking, "the engine has decided")
    #expect(DrawerGestureArbitration.decision(for: drawer) == .begin)
    #expect(drawer.offset(at: time) == 0, "but the drawer has not moved")
    #expect(drawer.velocity(at: time) == 0)
  }

  @Test func theClaimMovesTheDrawerFromWhereItIsShownWithNoJump() {
    var drawer = Self.explicit()
    let time = Self.drag(&drawer, through: [104, 115, 130, 150, 175])
    drawer.handle(.claim(time: time + 0.001))
    #expect(drawer.offset(at: time + 0.001) == 0, "no jump at the claim")
    // Recognised at 115 pt (the slop past 100), the drawer would be at 65 pt: it makes up half
    // of each move's travel until it is there.
    drawer.handle(.move(at: DrawerPoint(x: 205, y: 400), time: time + 0.008))
    #expect(drawer.offset(at: time + 0.008) == 45, "30 pt of the finger, and 15 made up")
    drawer.handle(.move(at: DrawerPoint(x: 240, y: 400), time: time + 0.016))
    #expect(drawer.offset(at: time + 0.016) == 97.5)
    drawer.handle(.move(at: DrawerPoint(x: 300, y: 400), time: time + 0.024))
    #expect(drawer.offset(at: time + 0.024) == 187.5)
    drawer.handle(.move(at: DrawerPoint(x: 310, y: 400), time: time + 0.032))
    #expect(drawer.offset(at: time + 0.032) == 200, "caught up: where no wait would have put it")
    drawer.handle(.move(at: DrawerPoint(x: 290, y: 400), time: time + 0.040))
    #expect(drawer.offset(at: time + 0.040) == 180, "then one to one with the finger")
  }

  /// A finger that comes back toward the drawer that lags behind it: the drawer waits for it
  /// rather than moving away from it, then follows it.
  @Test func aLaggingDrawerWaitsForAFingerThatComesBack() {
    var drawer = Self.explicit()
    let time = Self.drag(&drawer, through: [104, 115, 130, 150])
    drawer.handle(.claim(time: time))
    // Recognised at 115 pt: the drawer would be at 40 pt, and is held at 0.
    for (index, x) in [140.0, 125, 112].enumerated() {
      drawer.handle(.move(at: DrawerPoint(x: x, y: 400), time: time + 0.008 * Double(index + 1)))
      #expect(drawer.offset(at: time + 0.008 * Double(index + 1)) == 0, "at \(x): waiting")
    }
    drawer.handle(.move(at: DrawerPoint(x: 150, y: 400), time: time + 0.032))
    // The 2 pt of slack left are made up on the way out: where no wait would have put it.
    #expect(drawer.offset(at: time + 0.032) == 40)
  }

  /// A claim that comes late (the host's recogniser waited for another to fail) costs the
  /// drawer no position once the finger has moved on, and so no release decision.
  @Test func aLateClaimEndsWhereAnImmediateOneWould() {
    var immediate = Self.explicit()
    var configuration = immediate.configuration
    configuration.claimPolicy = .immediate
    immediate.handle(.configure(configuration, time: 0))
    var late = Self.explicit()
    let path: [Double] = [104, 115, 130, 150, 175, 200, 230, 260, 290, 300, 310]
    _ = Self.drag(&immediate, through: path)
    late.handle(.down(at: DrawerPoint(x: 100, y: 400), time: 0))
    for (index, x) in path.enumerated() {
      let time = 0.008 * Double(index + 1)
      late.handle(.move(at: DrawerPoint(x: x, y: 400), time: time))
      if x == 175 { late.handle(.claim(time: time)) }
    }
    #expect(late.offset(at: 0.09) == immediate.offset(at: 0.09))
    late.handle(.up(at: DrawerPoint(x: 312, y: 400), time: 0.095))
    immediate.handle(.up(at: DrawerPoint(x: 312, y: 400), time: 0.095))
    #expect(late.target == immediate.target)
  }

  @Test func theTravelBeforeTheClaimCountsForTheVelocity() {
    var drawer = Self.explicit()
    let time = Self.drag(&drawer, through: [104, 115, 130, 150, 175])
    drawer.handle(.claim(time: time))
    drawer.handle(.move(at: DrawerPoint(x: 200, y: 400), time: time + 0.008))
    // 25 pt every 8 ms before and after the claim: about 3000 pt/s, not a standing start.
    #expect(drawer.velocity(at: time + 0.008) > 2500)
    drawer.handle(.up(at: DrawerPoint(x: 203, y: 400), time: time + 0.010))
    #expect(drawer.target == .open, "a flick")
  }

  @Test func aCancelBeforeTheClaimLeavesTheDrawerWhereItWasWithoutASettle() {
    // Another recogniser (a back-swipe, a List row's swipe actions, a slider) won the touch.
    var drawer = Self.explicit()
    let time = Self.drag(&drawer, through: [104, 115, 130, 150, 175])
    drawer.handle(.cancel(time: time + 0.004))
    #expect(drawer.phase == .resting(.closed), "at rest at once, no spring")
    for t in stride(from: 0.0, through: time + 0.1, by: 0.004) {
      #expect(drawer.offset(at: t) == 0)
    }
  }

  @Test func anOpenDrawerHeldForAClaimThatNeverComesStaysOpen() {
    var drawer = Self.explicit(initial: .open)
    let time = Self.drag(&drawer, through: [196, 185, 170, 140, 100], from: 200)
    #expect(drawer.isTracking)
    #expect(drawer.offset(at: time) == 300)
    drawer.handle(.cancel(time: time + 0.004))
    #expect(drawer.phase == .resting(.open))
  }

  @Test func aLiftBeforeTheClaimDoesNotFlingTheDrawer() {
    // The platform never let the recogniser begin (it waited for a List's swipe, say), so the
    // content kept the touch: the flick is not the drawer's.
    var drawer = Self.explicit()
    let time = Self.drag(&drawer, through: [104, 115, 130, 150, 175])
    drawer.handle(.up(at: DrawerPoint(x: 180, y: 400), time: time + 0.002))
    #expect(drawer.phase == .resting(.closed))
    var open = Self.explicit(initial: .open)
    let closing = Self.drag(&open, through: [196, 185, 170, 140, 100], from: 200)
    open.handle(.up(at: DrawerPoint(x: 90, y: 400), time: closing + 0.002))
    #expect(open.phase == .resting(.open))
  }

  @Test func aClaimBeforeTheEngineDecidesHoldsForWhenItDoes() {
    // A trackpad's scroll: the platform's pan begins on its own hysteresis, 6 pt in, before the
    // engine's 10 pt slop.
    var drawer = Self.explicit()
    drawer.handle(.down(at: DrawerPoint(x: 100, y: 400), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 106, y: 400), time: 0.008))
    drawer.handle(.claim(time: 0.008))
    #expect(drawer.phase.name == "pending")
    var offsets: [Double] = []
    for (index, x) in [118.0, 140, 170, 205].enumerated() {
      let time = 0.016 + 0.008 * Double(index)
      drawer.handle(.move(at: DrawerPoint(x: x, y: 400), time: time))
      offsets.append(drawer.offset(at: time))
    }
    #expect(offsets == [8, 30, 60, 95], "follows from the slop on, with no jump and no hold")
  }

  @Test func aClaimDoesNotMoveTheEnginesClock() {
    var drawer = Self.explicit()
    let time = Self.drag(&drawer, through: [104, 115, 130, 150, 175])
    drawer.handle(.claim(time: time + 0.025))  // stamped on a later clock than the touches'
    #expect(drawer.time == time)
    drawer.handle(.move(at: DrawerPoint(x: 200, y: 400), time: time + 0.008))
    #expect(drawer.velocity(at: time + 0.008) > 2500, "the next sample keeps its own time")
  }

  @Test func aClaimWithNoTouchChangesNothing() {
    var drawer = Self.explicit()
    let before = drawer
    drawer.handle(.claim(time: 0))
    #expect(drawer == before)
  }

  @Test func aResizeWhileHeldKeepsTheDrawerWhereItIsShown() {
    var drawer = Drawer(
      configuration: DrawerConfiguration(width: .fraction(0.8), claimPolicy: .explicit),
      container: phone, initial: .open)
    let time = Self.drag(&drawer, through: [196, 185, 170, 140, 100], from: 200)
    let shown = drawer.offset(at: time)
    // Rotated under the finger: as for a drawer the finger moves, it stays where it is shown.
    drawer.handle(.resize(to: DrawerSize(width: 844, height: 390), time: time))
    #expect(drawer.offset(at: time) == shown)
    drawer.handle(.claim(time: time + 0.001))
    #expect(drawer.offset(at: time + 0.001) == shown, "no jump at the claim")
    drawer.handle(.cancel(time: time + 0.002))
    #expect(drawer.target == .open)
  }

  @Test func withImmediateClaimsTheDrawerFollowsAtOnceAndClaimsChangeNothing() {
    var drawer = Drawer(
      configuration: DrawerConfiguration(width: .fixed(300), openZone: .anywhere),
      container: phone)
    #expect(drawer.configuration.claimPolicy == .immediate, "the default")
    let time = Self.drag(&drawer, through: [104, 115, 130, 150, 175])
    #expect(drawer.offset(at: time) == 65, "the finger's travel past the slop")
    let unclaimed = drawer
    drawer.handle(.claim(time: time))
    #expect(drawer == unclaimed)
  }
}
