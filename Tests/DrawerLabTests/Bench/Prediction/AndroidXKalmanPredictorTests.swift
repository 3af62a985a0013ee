@_spi(DrawerKit) import DrawerCore
import Testing

@testable import DrawerLab

/// AndroidX's motion predictor on hand-made strokes.
@Suite struct AndroidXKalmanPredictorTests {
  @Test func oneStepOfTheFilterByHand() {
    // From the position 0, a measurement of 1 the next sample. Predict: x = 0;
    // P = F·Fᵀ + Q with F = [1 1 ½ 0.16; 0 1 1 ½; 0 0 1 1; 0 0 0 1] and Q = 0.01·g·gᵀ,
    // g = (0.16, ½, 1, 1): P₀₀ = 1 + 1 + ¼ + 0.0256 + 0.000256 = 2.275856,
    // P₁₀ = 1 + ½ + 0.08 + 0.0008 = 1.5808, P₂₀ = ½ + 0.16 + 0.0016 = 0.6616,
    // P₃₀ = 0.16 + 0.0016 = 0.1616. Update: S = 3.275856, and the state is P[:, 0] / S.
    var filter = PositionKalmanFilter(dimension: 4, measurementNoise: 1)
    let transition: [Double] = [1, 1, 0.5, 0.16, 0, 1, 1, 0.5, 0, 0, 1, 1, 0, 0, 0, 1]
    let noise = PositionKalmanFilter.noise([0.16, 0.5, 1, 1], scale: 0.01)
    filter.update(position: 0, transition: transition, processNoise: noise)
    filter.update(position: 1, transition: transition, processNoise: noise)
    let expected = [2.275856, 1.5808, 0.6616, 0.1616].map { $0 / 3.275856 }
    for (value, wanted) in zip(filter.state, expected) { #expect(abs(value - wanted) < 1e-12) }
  }

  @Test func aStillFingerIsNeverPredicted() {
    // Samples at one place 16 ms apart are repeats (within 20 ms) and are ignored: the filter
    // never reaches four samples.
    var androidX = AndroidXKalmanPredictor()
    for index in 0..<8 {
      androidX.addSample(DrawerPoint(x: 30, y: 30), time: Double(index) * 0.016)
    }
    #expect(androidX.predictedPoint(at: 0.2) == nil)
    // 25 ms apart they count, but the filtered speed is 0: the speed factor, and so the number
    // of predicted samples, is 0.
    var spaced = AndroidXKalmanPredictor()
    for index in 0..<8 {
      spaced.addSample(DrawerPoint(x: 30, y: 30), time: Double(index) * 0.025)
    }
    #expect(spaced.predictedPoint(at: 0.2) == nil)
  }

  @Test func thePredictedSamplesFollowTheFilteredMotion() throws {
    // A steady 2.5 pt/ms (40 pt every 16 ms): a report rate of 16 ms, a speed factor of 1 once
    // the filter has caught up, and a jerk that has settled: a prediction of at least one
    // sample, one report rate past the newest, at x + v + ½·(a + 0.1·j); the point drawn
    // halfway to it is halfway there.
    var androidX = AndroidXKalmanPredictor(target: 0.016)
    for index in 0..<12 {
      androidX.addSample(DrawerPoint(x: Double(index) * 40, y: 0), time: Double(index) * 0.016)
    }
    let newest = 11 * 0.016
    let first = try #require(androidX.predictedPoint(at: newest + 0.016))
    let half = try #require(androidX.predictedPoint(at: newest + 0.008))
    #expect(first.x > 440, "ahead of the newest sample")
    #expect(abs(half.x - (440 + first.x) / 2) < 1e-9)
    // Before the fourth sample, nothing.
    var young = AndroidXKalmanPredictor()
    for index in 0..<3 {
      young.addSample(DrawerPoint(x: Double(index) * 40, y: 0), time: Double(index) * 0.016)
    }
    #expect(young.predictedPoint(at: 0.05) == nil)
  }
}
