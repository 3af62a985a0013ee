@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerTests {
  @Test func aReleaseCarriesTheFingersVelocity() {
    var drawer = makeDrawer()
    let up = drawer.drag(from: 0, through: [20, 40, 60, 80, 100])
    let finger = 20.0 * 120  // 20 pt per 1/120 s frame
    #expect(abs(drawer.velocity(at: up) - finger) < 1)
    // The first frame after release moves on at that speed.
    let frame = 1.0 / 120
    let moved = drawer.offset(at: up + frame) - drawer.offset(at: up)
    #expect(
      abs(moved / frame - finger) < 200, "spring decelerates, but starts at the finger's speed")
  }

  @Test func aHardFlickLandsOpenWithoutOvershooting() {
    var drawer = makeDrawer()
    let up = drawer.drag(from: 5, through: [40, 100, 170, 240, 270], step: 1.0 / 240)
    var t = up
    while t < up + 1 {
      #expect(drawer.offset(at: t) <= 300 + 1e-9)
      t += 0.001
    }
    drawer.settle(from: up)
    #expect(drawer.phase == .resting(.open))
  }

  @Test func programmaticCommandsAnimateOrJump() {
    var drawer = makeDrawer()
    drawer.handle(.open(time: 1))
    #expect(drawer.isSettling && drawer.isOpen)
    let rest = drawer.restTime!
    #expect(rest > 1.2 && rest < 2)
    #expect(drawer.offset(at: 1) == 0)
    #expect(drawer.offset(at: rest) == 300)
    drawer.handle(.close(animated: false, time: 1.1))
    #expect(drawer.phase == .resting(.closed))
    drawer.handle(.toggle(animated: false, time: 1.2))
    #expect(drawer.phase == .resting(.open))
    drawer.handle(.toggle(time: 1.3))
    #expect(drawer.target == .closed)
    // Toggling mid-flight reverses from where it is, at the speed it has.
    let before = drawer.offset(at: 1.35)
    let speed = drawer.velocity(at: 1.35)
    drawer.handle(.toggle(time: 1.35))
    #expect(drawer.target == .open)
    #expect(abs(drawer.offset(at: 1.35) - before) < 1e-9)
    #expect(abs(drawer.velocity(at: 1.35) - speed) < 1e-6)
  }

  @Test func aCommandDuringADragLetsGoOfTheTouch() {
    var drawer = makeDrawer()
    drawer.handle(.down(at: DrawerPoint(x: 5, y: 300), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 80, y: 300), time: 0.05))
    drawer.handle(.close(time: 0.06))
    #expect(drawer.target == .closed)
    let untouched = drawer
    drawer.handle(.move(at: DrawerPoint(x: 200, y: 300), time: 0.07))
    #expect(drawer.offset(at: 0.07) == untouched.offset(at: 0.07), "the finger no longer moves it")
  }

  @Test func anOpenDrawerStaysOpenWhenTheContainerResizes() {
    var drawer = Drawer(container: phone, initial: .open)
    #expect(drawer.width == 320)
    drawer.handle(.resize(to: DrawerSize(width: 300, height: 844), time: 1))
    #expect(drawer.phase == .resting(.open))
    #expect(drawer.offset(at: 1) == 244)
    drawer.handle(.resize(to: DrawerSize(width: 1024, height: 768), time: 2))
    #expect(drawer.offset(at: 2) == 320)
  }

  @Test func aSettlingDrawerRetargetsWithoutAJumpOnResize() {
    var drawer = Drawer(container: phone)
    drawer.handle(.open(time: 0))
    let before = drawer.offset(at: 0.1)
    let speed = drawer.velocity(at: 0.1)
    drawer.handle(.resize(to: DrawerSize(width: 250, height: 844), time: 0.1))
    #expect(abs(drawer.offset(at: 0.1) - before) < 1e-9)
    #expect(abs(drawer.velocity(at: 0.1) - speed) < 1e-6)
    drawer.settle(from: 0.1)
    #expect(drawer.offset(at: drawer.time) == 194)
  }

  @Test func theVetoKeepsTheDrawerWhereItWas() {
    var drawer = makeDrawer()
    drawer.confirmStateChange = { $0 != .open }
    let up = drawer.drag(from: 5, through: [20, 45, 80, 120, 170])
    #expect(drawer.target == .closed)
    drawer.settle(from: up)
    #expect(drawer.phase == .resting(.closed))
    // Programmatic commands are the app's own decision.
    drawer.handle(.open(animated: false, time: drawer.time + 1))
    #expect(drawer.isOpen)
    // A veto on closing keeps a tap on the scrim from closing.
    drawer.confirmStateChange = { $0 != .closed }
    let t = drawer.time + 1
    drawer.handle(.down(at: DrawerPoint(x: 350, y: 300), time: t))
    drawer.handle(.up(at: DrawerPoint(x: 350, y: 300), time: t + 0.05))
    #expect(drawer.phase == .resting(.open))
  }

  @Test func theVetoIsAskedOnlyForAChange() {
    final class Counter: @unchecked Sendable { var asked: [DrawerRestState] = [] }
    let counter = Counter()
    var drawer = makeDrawer()
    drawer.confirmStateChange = {
      counter.asked.append($0); return true
    }
    drawer.drag(from: 5, through: [10, 14, 17, 20], step: 1.0 / 30)
    #expect(counter.asked.isEmpty, "a peek that falls back asks nothing")
    drawer.drag(from: 5, through: [20, 45, 80, 120, 170], at: 1)
    #expect(counter.asked == [.open])
  }

  @Test(arguments: [DrawerLockMode.lockedClosed, .lockedOpen])
  func aLockedDrawerIgnoresGestures(lock: DrawerLockMode) {
    var configuration = DrawerConfiguration(width: .fixed(300))
    configuration.lockMode = lock
    let initial: DrawerRestState = lock == .lockedOpen ? .open : .closed
    var drawer = Drawer(configuration: configuration, container: phone, initial: initial)
    drawer.drag(from: 5, through: [20, 45, 80, 120, 170])
    drawer.drag(from: 250, through: [230, 180, 100, 20], at: 1)
    drawer.handle(.down(at: DrawerPoint(x: 350, y: 300), time: 2))
    drawer.handle(.up(at: DrawerPoint(x: 350, y: 300), time: 2.05))
    #expect(drawer.phase == .resting(initial))
    #expect(drawer.offset(at: 3) == (initial == .open ? 300 : 0))
  }

  @Test func settingALockMovesTheDrawerToItsLockedState() {
    var drawer = makeDrawer(initial: .open)
    var configuration = drawer.configuration
    configuration.lockMode = .lockedClosed
    drawer.handle(.configure(configuration, time: 1))
    #expect(drawer.target == .closed)
    drawer.settle(from: 1)
    #expect(drawer.phase == .resting(.closed))
    configuration.lockMode = .lockedOpen
    drawer.handle(.configure(configuration, time: 5))
    #expect(drawer.target == .open)
  }

  @Test func changingSidesMidDragSendsTheDrawerBack() {
    var drawer = makeDrawer()
    drawer.handle(.down(at: DrawerPoint(x: 5, y: 300), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 150, y: 300), time: 0.1))
    var configuration = drawer.configuration
    configuration.edge = .trailing
    drawer.handle(.configure(configuration, time: 0.2))
    #expect(drawer.target == .closed)
    #expect(drawer.isSettling)
  }

  @Test func aNewSpringRetargetsWithoutAJump() {
    var drawer = makeDrawer()
    drawer.handle(.open(time: 0))
    let before = drawer.offset(at: 0.05)
    var configuration = drawer.configuration
    configuration.spring = DrawerSpring(duration: 0.8, bounce: 0.2)
    drawer.handle(.configure(configuration, time: 0.05))
    #expect(abs(drawer.offset(at: 0.05) - before) < 1e-9)
    #expect(drawer.restTime! > 0.6)
  }

  @Test func aCancelledDragGoesBackToWhereItBegan() {
    var drawer = makeDrawer()
    drawer.handle(.down(at: DrawerPoint(x: 5, y: 300), time: 0))
    drawer.handle(.move(at: DrawerPoint(x: 200, y: 300), time: 0.3))
    drawer.handle(.cancel(time: 0.35))
    #expect(drawer.target == .closed)
    drawer.settle(from: 0.35)
    #expect(drawer.phase == .resting(.closed))
  }

  @Test func timeNeverRunsBackwards() {
    var drawer = makeDrawer()
    drawer.handle(.open(time: 5))
    drawer.handle(.toggle(time: 3))
    #expect(drawer.time == 5)
    drawer.handle(.close(time: .nan))
    #expect(drawer.time == 5)
    drawer.advance(to: -.infinity)
    #expect(drawer.time == 5)
    // Reads before the latest event see the state as it is now, never NaN.
    #expect(drawer.offset(at: 0).isFinite)
    #expect(drawer.offset(at: .nan).isFinite)
  }

  @Test func malformedTouchesAreIgnored() {
    var drawer = makeDrawer()
    drawer.handle(.move(at: DrawerPoint(x: 100, y: 100), time: 0))
    drawer.handle(.up(at: DrawerPoint(x: 100, y: 100), time: 0.1))
    drawer.handle(.down(at: DrawerPoint(x: .nan, y: 100), time: 0.2))
    drawer.handle(.down(at: DrawerPoint(x: .infinity, y: 100), time: 0.3))
    drawer.handle(.resize(to: DrawerSize(width: -50, height: .nan), time: 0.4))
    #expect(drawer.phase == .resting(.closed))
    #expect(drawer.width >= 1)
    #expect(drawer.progress(at: 1).isFinite)
  }

  @Test func configurationIsSanitised() {
    var configuration = DrawerConfiguration(slop: -3, rubberBandCoefficient: .nan)
    #expect(configuration.slop == 0)
    #expect(configuration.rubberBandCoefficient == 0.55)
    configuration.slop = .infinity
    #expect(configuration.slop == 100)
    configuration.slop = .nan
    #expect(configuration.slop == 10)
    configuration.rubberBandCoefficient = 7
    #expect(configuration.rubberBandCoefficient == 1)
    #expect(DrawerConfiguration(predictionHorizon: -1).predictionHorizon == 0)
    configuration.predictionHorizon = 3
    #expect(configuration.predictionHorizon == 0.05)
    configuration.predictionHorizon = .nan
    #expect(configuration.predictionHorizon == Drawer.predictionHorizon)
    #expect(DrawerOpenZone.edge(width: -5, safeAreaInset: .nan).depth == 0)
  }

  @Test func widthRulesFollowTheContainer() {
    let phone = DrawerSize(width: 390, height: 844)
    let small = DrawerSize(width: 320, height: 568)
    let tablet = DrawerSize(width: 1024, height: 768)
    #expect(DrawerWidth.default.resolved(in: phone) == 320)
    #expect(DrawerWidth.default.resolved(in: small) == 264)
    #expect(DrawerWidth.default.resolved(in: tablet) == 320)
    #expect(DrawerWidth.fraction(0.8, maximum: 360).resolved(in: phone) == 312)
    #expect(DrawerWidth.fixed(500).resolved(in: phone) == 390)
    #expect(DrawerWidth.fixed(-5).resolved(in: phone) == 1)
    #expect(DrawerWidth.fixed(.nan).resolved(in: phone) == 1)
    #expect(DrawerWidth.fraction(3).resolved(in: phone) == 390)
    #expect(DrawerWidth.inset(.infinity).resolved(in: phone) == 1)
    #expect(DrawerWidth.inset(56, maximum: .nan).resolved(in: phone) == 334)
    #expect(DrawerWidth.fixed(200, maximum: -1).resolved(in: phone) == 1)
    #expect(DrawerWidth.default.resolved(in: .zero) == 1)
  }

  /// A drawer dragged from the edge at 1200 pt/s (20 pt every 1/60 s) until the finger is at
  /// `limit` or past it: the drawer, the time and the finger's `x` of the last move.
  static func fastDrag(to limit: Double) -> (Drawer, Double, Double) {
    var drawer = makeDrawer()
    drawer.handle(.down(at: DrawerPoint(x: 5, y: 400), time: 0))
    var time = 0.0
    var x = 5.0
    while x < limit {
      time += 1.0 / 60
      x += 20
      drawer.handle(.move(at: DrawerPoint(x: x, y: 400), time: time))
    }
    return (drawer, time, x)
  }

  @Test(arguments: [0.041, 0.08, 0.15], [2.5, 4, 6])
  func aFastDragThatStopsThenRollsAndLiftsIsAStop(stop: Double, roll: Double) {
    // Fast (1200 pt/s at 60 Hz) to 100 of 300 pt, a stop with no events, one move a few points
    // further after it, and the lift 2–8 ms later at the same place: the finger stopped under
    // half, and the drawer goes back.
    for lift in [0.002, 0.005, 0.008] {
      var (drawer, time, x) = Self.fastDrag(to: 110)
      time += stop
      drawer.handle(.move(at: DrawerPoint(x: x + roll, y: 400), time: time))
      drawer.handle(.up(at: DrawerPoint(x: x + roll, y: 400), time: time + lift))
      #expect(drawer.target == .closed, "stop \(stop) s, roll \(roll) pt, lift \(lift) s")
    }
  }

  @Test(arguments: 1...4)
  func aDragPastHalfThatReversesIsAReversal(frames: Int) {
    // Out past half at 1200 pt/s (60 Hz), to 230 of 300 pt; back at 900 pt/s for `frames`
    // frames; lifted 8 ms after the last move. Over the velocity window the net displacement
    // still points out; the finger points back, and the drawer goes back.
    var (drawer, time, x) = Self.fastDrag(to: 240)
    for _ in 0..<frames {
      time += 1.0 / 60
      x -= 15
      drawer.handle(.move(at: DrawerPoint(x: x, y: 400), time: time))
    }
    drawer.handle(.up(at: DrawerPoint(x: x, y: 400), time: time + 0.008))
    #expect(drawer.target == .closed, "\(frames) frames back, at \(drawer.offset(at: time))")
  }

  /// A drawer that drags at 1200 pt/s from the edge, sampled at 120 Hz, with `tracking`.
  static func draggedDrawer(_ tracking: DrawerTracking, policy: DrawerClaimPolicy = .immediate)
    -> Drawer
  {
    var drawer = Drawer(
      configuration: DrawerConfiguration(
        width: .fixed(300), claimPolicy: policy, tracking: tracking),
      container: phone)
    drawer.handle(.down(at: DrawerPoint(x: 5, y: 400), time: 0))
    for index in 1...10 {
      drawer.handle(
        .move(at: DrawerPoint(x: 5 + 10 * Double(index), y: 400), time: Double(index) / 120))
    }
    return drawer
  }

  @Test func predictiveTrackingDrawsTheDrawerWhereTheFingerWillBe() {
    let direct = Self.draggedDrawer(.direct)
    let predictive = Self.draggedDrawer(.predictive)
    let newest = 10.0 / 120
    // At the newest sample, both are where the finger is.
    #expect(direct.offset(at: newest) == predictive.offset(at: newest))
    // 2 ms on, the finger has gone 2.4 pt further; the prediction carries it at 0.6 of its
    // 1 200 pt/s (FingerPredictor's speed factor, full from 2 000 pt/s): 1.44 pt.
    #expect(direct.offset(at: newest + 0.02) == direct.offset(at: newest))
    #expect(abs(predictive.offset(at: newest + 0.002) - direct.offset(at: newest) - 1.44) < 1e-6)
    // Never beyond the 8 ms horizon (within the 1/120 s sampling interval):
    // 1200 · 0.008 · 0.6 = 5.76 pt, 20 ms on as a second on.
    #expect(abs(predictive.offset(at: newest + 0.02) - direct.offset(at: newest) - 5.76) < 1e-6)
    #expect(abs(predictive.offset(at: newest + 1) - direct.offset(at: newest) - 5.76) < 1e-6)
    // The prediction is drawing only: the velocity is the finger's.
    #expect(predictive.velocity(at: newest) == direct.velocity(at: newest))
  }

  @Test func theHorizonIsTheConfigurationsKnob() {
    // A 2 ms horizon draws 1 200 · 0.002 · 0.6 = 1.44 pt ahead at most; none draws nothing; a
    // 20 ms one reaches only the 1/120 s sampling interval, when the next sample is due:
    // 1 200 · (1/120) · 0.6 = 6 pt.
    for (horizon, ahead) in [(0.002, 1.44), (0, 0), (0.02, 6)] {
      var drawer = Self.draggedDrawer(.predictive)
      var configuration = drawer.configuration
      configuration.predictionHorizon = horizon
      drawer.handle(.configure(configuration, time: 10.0 / 120))
      let newest = 10.0 / 120
      #expect(abs(drawer.offset(at: newest + 0.02) - drawer.offset(at: newest) - ahead) < 1e-6)
    }
  }

  @Test func aDrawerHeldForItsClaimIsNotPredicted() {
    var held = Self.draggedDrawer(.predictive, policy: .explicit)
    let newest = 10.0 / 120
    #expect(held.offset(at: newest + 0.02) == held.offset(at: newest))
    held.handle(.claim(time: newest))
    held.handle(.move(at: DrawerPoint(x: 115, y: 400), time: 11.0 / 120))
    #expect(held.offset(at: 11.0 / 120 + 0.02) > held.offset(at: 11.0 / 120))
  }

  @Test func predictionChangesNoReleaseDecisionAndNoAnchor() {
    // Every lift of the drag, and a resize in the middle of it: the same decision and the same
    // velocity with either tracking, and the same drawer once it rests.
    for liftFrame in 1...10 {
      var direct = Self.draggedDrawer(.direct)
      var predictive = Self.draggedDrawer(.predictive)
      let time = 10.0 / 120 + Double(liftFrame) / 240
      direct.handle(.resize(to: DrawerSize(width: 400, height: 800), time: time))
      predictive.handle(.resize(to: DrawerSize(width: 400, height: 800), time: time))
      let up = DrawerPoint(x: 105 + 2 * Double(liftFrame), y: 400)
      direct.handle(.up(at: up, time: time + 0.004))
      predictive.handle(.up(at: up, time: time + 0.004))
      #expect(direct.target == predictive.target, "lift \(liftFrame)")
      #expect(direct.velocity(at: time + 0.004) == predictive.velocity(at: time + 0.004))
      #expect(direct.offset(at: 10) == predictive.offset(at: 10))
    }
  }

  @Test func aLiftWithNoNewPositionLeavesFromWhereTheDrawerIsDrawn() {
    // The up repeats the newest sample's position 8 ms later, before the next sample was due:
    // the predictive drawer was drawn 5.76 pt ahead of it (the 8 ms horizon at 0.6 of
    // 1 200 pt/s), and the released drawer leaves from there, not 5.76 pt back.
    var drawer = Self.draggedDrawer(.predictive)
    let lift = 10.0 / 120 + 0.008
    drawer.advance(to: lift)
    let drawn = drawer.offset(at: lift)
    #expect(abs(drawn - drawer.offset(at: 10.0 / 120) - 5.76) < 1e-6)
    drawer.handle(.up(at: DrawerPoint(x: 105, y: 400), time: lift))
    #expect(drawer.isSettling)
    #expect(abs(drawer.offset(at: lift) - drawn) < 1e-6)
  }
}
