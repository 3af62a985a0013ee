@_spi(DrawerKit) import DrawerCore
import Testing

@testable import DrawerLab

/// Chromium's Kalman predictor on hand-made strokes.
@Suite struct ChromiumKalmanPredictorTests {
  @Test func oneStepOfTheFilterByHand() {
    // From the position 0, a measurement of 1 a millisecond later. Predict: x = 0;
    // P = F·Fᵀ + Q with F = [1 1 ½; 0 1 1; 0 0 1] and Q = 0.01·g·gᵀ, g = (½, 1, 1):
    // P₀₀ = 1 + 1 + ¼ + 0.0025 = 2.2525, P₁₀ = 1 + ½ + 0.005 = 1.505,
    // P₂₀ = ½ + 0.005 = 0.505. Update: S = 2.2525 + 1 = 3.2525, K = P[:, 0] / S, and the state
    // is K times the innovation 1: (0.692544, 0.462721, 0.155265).
    var filter = PositionKalmanFilter(dimension: 3, measurementNoise: 1)
    let transition: [Double] = [1, 1, 0.5, 0, 1, 1, 0, 0, 1]
    let noise = PositionKalmanFilter.noise([0.5, 1, 1], scale: 0.01)
    filter.update(position: 0, transition: transition, processNoise: noise)
    filter.update(position: 1, transition: transition, processNoise: noise)
    let expected = [2.2525 / 3.2525, 1.505 / 3.2525, 0.505 / 3.2525]
    for (value, wanted) in zip(filter.state, expected) { #expect(abs(value - wanted) < 1e-12) }
  }

  @Test func fourSamplesFirstAndAStillFingerStaysPut() throws {
    var kalman = ChromiumKalmanPredictor()
    for index in 0..<3 {
      kalman.addSample(DrawerPoint(x: 50, y: 70), time: Double(index) * 0.016)
      #expect(kalman.predictedPoint(at: 0.1) == nil, "\(index + 1) samples")
    }
    kalman.addSample(DrawerPoint(x: 50, y: 70), time: 0.048)
    // Four measurements of one position: every innovation is 0, so the velocity and the
    // acceleration stay 0 and the prediction is the newest sample.
    #expect(try #require(kalman.predictedPoint(at: 0.06)) == DrawerPoint(x: 50, y: 70))
  }

  @Test func aMovingFingerIsPredictedAheadAndAGapStartsAfresh() throws {
    var kalman = ChromiumKalmanPredictor()
    var mirrored = ChromiumKalmanPredictor()
    for index in 0..<6 {
      kalman.addSample(DrawerPoint(x: Double(index) * 16, y: 0), time: Double(index) * 0.016)
      mirrored.addSample(DrawerPoint(x: -Double(index) * 16, y: 0), time: Double(index) * 0.016)
    }
    // 1 pt/ms to the right: ahead of the newest sample, the mirror image the other way.
    let ahead = try #require(kalman.predictedPoint(at: 0.088))
    #expect(ahead.x > 80 && ahead.y == 0)
    #expect(abs(try #require(mirrored.predictedPoint(at: 0.088)).x + ahead.x) < 1e-9)
    // 21 ms without a sample: more than kMaxTimeDelta, the filter starts again.
    kalman.addSample(DrawerPoint(x: 101, y: 0), time: 0.101)
    #expect(kalman.predictedPoint(at: 0.11) == nil)
  }
}
