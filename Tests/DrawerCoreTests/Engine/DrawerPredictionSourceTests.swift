@_spi(DrawerKit) import DrawerCore
import Testing

/// Predictive tracking drawn with the platform's predicted touches.
@Suite struct DrawerPredictionSourceTests {
  /// A drawer dragged from the edge at 1 200 pt/s, sampled at 120 Hz, to x 105 at 1/12 s,
  /// tracked predictively with predictions from `source`.
  static func dragged(_ source: DrawerPredictionSource) -> Drawer {
    var drawer = DrawerTests.draggedDrawer(.predictive)
    var configuration = drawer.configuration
    configuration.predictionSource = source
    drawer.handle(.configure(configuration, time: 10.0 / 120))
    return drawer
  }

  static let newest = 10.0 / 120

  @Test func theDrawerIsDrawnTheSameFractionOfTheWayToThePrediction() {
    var drawer = Self.dragged(.platform)
    let at = drawer.offset(at: Self.newest)
    // No prediction yet: drawn at the newest sample.
    #expect(drawer.offset(at: Self.newest + 0.008) == at)
    // UIKit predicts the finger 20 pt on, 16 ms after the sample: 4 ms on, a quarter of the
    // way (5 pt); 8 ms on, halfway (10 pt); 20 ms on, no farther than the 8 ms horizon (10 pt).
    drawer.handle(
      .predicted(at: DrawerPoint(x: 125, y: 400), for: Self.newest + 0.016, time: Self.newest))
    #expect(abs(drawer.offset(at: Self.newest + 0.004) - at - 5) < 1e-9)
    #expect(abs(drawer.offset(at: Self.newest + 0.008) - at - 10) < 1e-9)
    #expect(abs(drawer.offset(at: Self.newest + 0.02) - at - 10) < 1e-9)
    #expect(drawer.offset(at: Self.newest) == at, "nothing at the sample's own instant")
    // A newer sample makes the prediction stale: drawn at that sample.
    drawer.handle(.move(at: DrawerPoint(x: 115, y: 400), time: 11.0 / 120))
    #expect(drawer.offset(at: 11.0 / 120 + 0.008) == drawer.offset(at: 11.0 / 120))
  }

  @Test func engineSourceAndBadPredictionsIgnoreThePlatform() {
    // With DrawerKit's own predictor, a platform prediction changes nothing.
    var engine = Self.dragged(.engine)
    let before = engine.offset(at: Self.newest + 0.01)
    engine.handle(
      .predicted(at: DrawerPoint(x: 300, y: 400), for: Self.newest + 0.016, time: Self.newest))
    #expect(engine.offset(at: Self.newest + 0.01) == before)
    // Not ahead of its sample, or not a number: ignored.
    var platform = Self.dragged(.platform)
    let at = platform.offset(at: Self.newest)
    for event in [
      DrawerEvent.predicted(at: DrawerPoint(x: 125, y: 400), for: Self.newest, time: Self.newest),
      .predicted(at: DrawerPoint(x: .nan, y: 400), for: Self.newest + 0.01, time: Self.newest),
      .predicted(at: DrawerPoint(x: 125, y: 400), for: .infinity, time: Self.newest),
    ] {
      platform.handle(event)
      #expect(platform.offset(at: Self.newest + 0.01) == at, "\(event)")
    }
    // With no touch, nothing happens at all.
    var resting = Drawer(
      configuration: DrawerConfiguration(tracking: .predictive), container: phone)
    let still = resting
    resting.handle(.predicted(at: DrawerPoint(x: 125, y: 400), for: 1, time: 0.5))
    #expect(resting == still)
  }

  @Test func thePredictionMovesNoClockAndNoReleaseDecision() {
    for lift in [0.004, 0.012] {
      var direct = DrawerTests.draggedDrawer(.direct)
      var platform = Self.dragged(.platform)
      platform.handle(
        .predicted(at: DrawerPoint(x: 160, y: 400), for: Self.newest + 0.05, time: Self.newest))
      #expect(platform.time == Self.newest, "a prediction for a later instant moves no clock")
      let up = DrawerPoint(x: 105, y: 400)
      direct.handle(.up(at: up, time: Self.newest + lift))
      platform.handle(.up(at: up, time: Self.newest + lift))
      #expect(direct.target == platform.target)
      #expect(direct.velocity(at: Self.newest + lift) == platform.velocity(at: Self.newest + lift))
      #expect(direct.offset(at: 10) == platform.offset(at: 10))
    }
  }
}
