import DrawerCore
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
    drawer.handle(.move(at: DrawerPoint(x: 205, y: 400), time: time + 0.008))
    #expect(drawer.offset(at: time + 0.008) == 30, "then one to one with the finger")
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
