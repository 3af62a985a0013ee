@_spi(DrawerKit) import DrawerCore
import Testing

@testable import DrawerLab

/// Chromium's least-squares predictor on hand-made strokes.
@Suite struct ChromiumLeastSquaresPredictorTests {
  @Test func theParabolaThroughTheNewestThreeIsExtrapolated() throws {
    var lsq = ChromiumLeastSquaresPredictor()
    lsq.addSample(DrawerPoint(x: 100, y: 50), time: 0)
    lsq.addSample(DrawerPoint(x: 100, y: 60), time: 0.010)
    #expect(lsq.predictedPoint(at: 0.02) == nil, "two samples")
    lsq.addSample(DrawerPoint(x: 100, y: 80), time: 0.020)
    // y = 50 + 0.5·t + 0.05·t² (t in ms from the oldest) passes through 50, 60 and 80; at
    // 30 ms it is 50 + 15 + 45 = 110, at 25 ms 50 + 12.5 + 31.25 = 93.75. x, three equal
    // positions, stays at 100.
    let at30 = try #require(lsq.predictedPoint(at: 0.030))
    #expect(at30.x == 100 && abs(at30.y - 110) < 1e-9)
    #expect(abs(try #require(lsq.predictedPoint(at: 0.025)).y - 93.75) < 1e-9)
    // A fourth sample drops the oldest: 60, 80, 90 at 10, 20 and 30 ms is
    // y = 60 + 2.5·s − 0.05·s² (s from 10 ms): at 40 ms (s = 30), 60 + 75 − 45 = 90, back
    // where it was at 30 ms, the parabola's slowing carried on.
    lsq.addSample(DrawerPoint(x: 100, y: 90), time: 0.030)
    #expect(abs(try #require(lsq.predictedPoint(at: 0.040)).y - 90) < 1e-9)
  }

  @Test func aGapStartsAfreshAndTwoSamplesAtOneInstantPredictNothing() {
    var lsq = ChromiumLeastSquaresPredictor()
    for (index, time) in [0, 0.01, 0.02].enumerated() {
      lsq.addSample(DrawerPoint(x: Double(index) * 10, y: 0), time: time)
    }
    #expect(lsq.predictedPoint(at: 0.03) != nil)
    // 25 ms later: more than kMaxTimeDelta (20 ms).
    lsq.addSample(DrawerPoint(x: 40, y: 0), time: 0.045)
    #expect(lsq.predictedPoint(at: 0.05) == nil)
    // Three samples, two at one instant: a singular system.
    var bunched = ChromiumLeastSquaresPredictor()
    bunched.addSample(DrawerPoint(x: 0, y: 0), time: 0)
    bunched.addSample(DrawerPoint(x: 5, y: 0), time: 0.01)
    bunched.addSample(DrawerPoint(x: 9, y: 0), time: 0.01)
    #expect(bunched.predictedPoint(at: 0.02) == nil)
  }
}
