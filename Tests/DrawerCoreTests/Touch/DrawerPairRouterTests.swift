@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerPairRouterTests {
  /// Two 300 pt drawers on a phone, one on each edge.
  private struct Pair {
    var leading: Drawer
    var trailing: Drawer
    var router = DrawerPairRouter()

    init(
      direction: DrawerLayoutDirection = .leftToRight, zone: DrawerOpenZone = .default,
      leading: DrawerRestState = .closed, trailing: DrawerRestState = .closed
    ) {
      self.leading = makeDrawer(
        edge: .leading, layoutDirection: direction, openZone: zone, initial: leading)
      self.trailing = makeDrawer(
        edge: .trailing, layoutDirection: direction, openZone: zone, initial: trailing)
    }

    mutating func handle(_ event: DrawerEvent, to edge: DrawerEdge = .leading) {
      router.handle(event, to: edge, leading: &leading, trailing: &trailing)
    }

    /// A horizontal stroke from `from` to `to` (physical x), 10 moves 1/120 s apart, lifted
    /// while moving; returns the time of the up.
    @discardableResult
    mutating func stroke(
      from: Double, to: Double, y: Double = 400, at time: Double = 0, yTravel: Double = 4
    ) -> Double {
      handle(.down(at: DrawerPoint(x: from, y: y), time: time))
      var t = time
      for step in 1...10 {
        t += 1.0 / 120
        let fraction = Double(step) / 10
        handle(
          .move(
            at: DrawerPoint(x: from + (to - from) * fraction, y: y + yTravel * fraction), time: t))
      }
      t += 0.004
      handle(.up(at: DrawerPoint(x: to, y: y + yTravel), time: t))
      return t
    }

    mutating func settle(from time: Double) {
      var t = time
      while (leading.isSettling || trailing.isSettling) && t < time + 10 {
        t += 1.0 / 120
        router.advance(to: t, leading: &leading, trailing: &trailing)
      }
    }
  }

  /// The physical x `distance` in from the side `edge` is on.
  private func x(_ distance: Double, from edge: DrawerEdge, _ direction: DrawerLayoutDirection)
    -> Double
  {
    edge.side(in: direction) == .left ? distance : phone.width - distance
  }

  @Test(arguments: DrawerLayoutDirection.allCases, DrawerEdge.allCases)
  func aFlickFromAnEdgeOpensTheDrawerItRevealsAndLeavesTheOtherStill(
    direction: DrawerLayoutDirection, edge: DrawerEdge
  ) {
    var pair = Pair(direction: direction)
    let other: DrawerEdge = edge == .leading ? .trailing : .leading
    let end = pair.stroke(from: x(4, from: edge, direction), to: x(160, from: edge, direction))
    pair.settle(from: end)
    let opened = edge == .leading ? pair.leading : pair.trailing
    let still = other == .leading ? pair.leading : pair.trailing
    #expect(opened.phase == .resting(.open), "\(direction) \(edge)")
    #expect(still.phase == .resting(.closed))
    #expect(still.offset(at: still.time) == 0)
    #expect(!pair.router.isStrokeInProgress)
  }

  /// From anywhere over the content the direction decides, as the real strokes of a gallery
  /// swipe do: right to left reveals the trailing drawer in a left-to-right layout.
  @Test(arguments: DrawerLayoutDirection.allCases)
  func fromAnywhereTheDirectionDecides(direction: DrawerLayoutDirection) {
    var toTrailing = Pair(direction: direction, zone: .anywhere)
    // Toward the leading side: the trailing drawer, on the far side, comes in.
    var end = toTrailing.stroke(
      from: x(250, from: .leading, direction), to: x(90, from: .leading, direction))
    #expect(toTrailing.router.owner == nil)
    toTrailing.settle(from: end)
    #expect(toTrailing.trailing.phase == .resting(.open))
    #expect(toTrailing.leading.phase == .resting(.closed))

    var toLeading = Pair(direction: direction, zone: .anywhere)
    end = toLeading.stroke(
      from: x(140, from: .leading, direction), to: x(300, from: .leading, direction))
    toLeading.settle(from: end)
    #expect(toLeading.leading.phase == .resting(.open))
    #expect(toLeading.trailing.phase == .resting(.closed))
  }

  @Test func theFirstDrawerToBeginOwnsTheStrokeAndTheOtherIsCancelled() {
    var pair = Pair(zone: .anywhere)
    pair.handle(.down(at: DrawerPoint(x: 250, y: 400), time: 0))
    #expect(pair.router.strokeReaches(.leading) && pair.router.strokeReaches(.trailing))
    var t = 0.0
    var location = 250.0
    while pair.router.owner == nil && location > 150 {
      t += 1.0 / 120
      location -= 6
      pair.handle(.move(at: DrawerPoint(x: location, y: 400), time: t))
    }
    #expect(pair.router.owner == .trailing)
    #expect(pair.trailing.isTracking)
    #expect(pair.leading.phase == .resting(.closed))
    #expect(!pair.router.strokeReaches(.leading))
    // The rest of the stroke, back the other way, is still the trailing drawer's: it never
    // reaches the leading drawer, which a left-to-right drag would open.
    for _ in 0..<30 {
      t += 1.0 / 120
      location += 8
      pair.handle(.move(at: DrawerPoint(x: location, y: 400), time: t))
    }
    pair.handle(.up(at: DrawerPoint(x: location, y: 400), time: t + 0.004))
    pair.settle(from: t)
    #expect(pair.leading.phase == .resting(.closed))
    #expect(pair.leading.offset(at: pair.leading.time) == 0)
    #expect(pair.trailing.phase == .resting(.closed))
  }

  /// A drag on the open drawer closes it and never opens the other in the same stroke, even
  /// one that goes on far past where it closed, toward the other drawer's side.
  @Test(arguments: DrawerLayoutDirection.allCases, DrawerEdge.allCases)
  func aDragOnTheOpenDrawerClosesItAndNeverOpensTheOther(
    direction: DrawerLayoutDirection, open: DrawerEdge
  ) {
    var pair = Pair(
      direction: direction, zone: .anywhere, leading: open == .leading ? .open : .closed,
      trailing: open == .trailing ? .open : .closed)
    let closed: DrawerEdge = open == .leading ? .trailing : .leading
    // From the scrim beside the open drawer, toward its side and on to the far edge.
    let from = x(340, from: open, direction)
    let to = x(20, from: open, direction)
    let end = pair.stroke(from: from, to: to)
    #expect(pair.router.owner == nil, "the stroke is over")
    pair.settle(from: end)
    let other = closed == .leading ? pair.leading : pair.trailing
    #expect(pair.leading.phase == .resting(.closed))
    #expect(pair.trailing.phase == .resting(.closed))
    #expect(other.offset(at: other.time) == 0, "\(closed) never moved")
    // The next stroke, the same way on closed content, opens the other drawer: a swap is two
    // strokes.
    let again = pair.stroke(from: from, to: to, at: end + 1)
    pair.settle(from: again)
    #expect((closed == .leading ? pair.leading : pair.trailing).phase == .resting(.open))
    #expect((open == .leading ? pair.leading : pair.trailing).phase == .resting(.closed))
  }

  @Test func aVerticalStrokeIsNeithers() {
    var pair = Pair(zone: .anywhere)
    let end = pair.stroke(from: 200, to: 206, y: 600, yTravel: -300)
    pair.settle(from: end)
    for drawer in [pair.leading, pair.trailing] {
      #expect(drawer.phase == .resting(.closed))
      #expect(drawer.offset(at: drawer.time) == 0)
    }
  }

  /// Opening one drawer by command while the other is open closes the other, at once, on its
  /// spring: both move together and only one ends open.
  @Test func openingOneByCommandClosesTheOther() {
    var pair = Pair(leading: .open)
    pair.handle(.toggle(time: 1), to: .trailing)
    #expect(pair.trailing.target == .open)
    #expect(pair.leading.target == .closed)
    #expect(pair.leading.isSettling && pair.trailing.isSettling)
    pair.settle(from: 1)
    #expect(pair.leading.phase == .resting(.closed))
    #expect(pair.trailing.phase == .resting(.open))
    // And a command to the leading drawer goes to it alone, closing the trailing one.
    pair.handle(.open(time: 3), to: .leading)
    #expect(pair.leading.target == .open && pair.trailing.target == .closed)
  }

  /// A stroke only one drawer can take reaches that drawer exactly as if it were alone: the
  /// pair changes nothing for it, whatever the other does.
  @Test(arguments: [DrawerOpenZone.default, .anywhere])
  func aDrawerAloneInAStrokeSeesWhatItWouldSeeAlone(zone: DrawerOpenZone) {
    var pair = Pair(zone: zone)
    var alone = makeDrawer(edge: .leading, openZone: zone)
    var events: [DrawerEvent] = [.down(at: DrawerPoint(x: 6, y: 420), time: 0)]
    for step in 1...12 {
      events.append(
        .move(at: DrawerPoint(x: 6 + 12 * Double(step), y: 421), time: Double(step) / 120))
    }
    events.append(.up(at: DrawerPoint(x: 150, y: 421), time: 0.104))
    for event in events {
      pair.handle(event)
      alone.handle(event)
      #expect(pair.leading == alone)
    }
    for frame in 1...60 {
      let time = 0.104 + Double(frame) / 120
      pair.router.advance(to: time, leading: &pair.leading, trailing: &pair.trailing)
      alone.advance(to: time)
      #expect(pair.leading == alone)
    }
    #expect(pair.trailing.phase == .resting(.closed))
  }

  @Test func aSecondDownWithoutAnUpEndsTheFirstStroke() {
    var pair = Pair(zone: .anywhere)
    pair.handle(.down(at: DrawerPoint(x: 250, y: 400), time: 0))
    for step in 1...6 {
      pair.handle(
        .move(at: DrawerPoint(x: 250 - 10 * Double(step), y: 400), time: Double(step) / 120))
    }
    #expect(pair.router.owner == .trailing)
    pair.handle(.down(at: DrawerPoint(x: 100, y: 400), time: 0.1))
    #expect(pair.router.owner == nil)
    #expect(pair.router.strokeReaches(.leading) && pair.router.strokeReaches(.trailing))
    #expect(pair.trailing.target == .closed, "the lost stroke was cancelled")
  }

  @Test func aResizeReachesBoth() {
    var pair = Pair(leading: .open)
    let narrow = DrawerSize(width: 320, height: 844)
    pair.handle(.resize(to: narrow, time: 1))
    #expect(pair.leading.container == narrow && pair.trailing.container == narrow)
  }
}
