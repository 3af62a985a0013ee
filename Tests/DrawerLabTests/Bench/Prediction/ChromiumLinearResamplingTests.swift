@_spi(DrawerKit) import DrawerCore
import Testing

@testable import DrawerLab

/// Chromium's linear resampling on hand-made strokes.
@Suite struct ChromiumLinearResamplingTests {
  @Test func theLineThroughTheNewestTwoIsClampedToHalfTheIntervalAndEightMilliseconds() throws {
    var linear = ChromiumLinearResampling()
    linear.addSample(DrawerPoint(x: 0, y: 100), time: 0)
    linear.addSample(DrawerPoint(x: 16, y: 96), time: 0.016)
    // 16 pt and −4 pt in 16 ms; 4 ms on, a quarter of that step more: x 20, y 95.
    let soon = try #require(linear.predictedPoint(at: 0.020))
    #expect(abs(soon.x - 20) < 1e-9 && abs(soon.y - 95) < 1e-9)
    // 25 ms on, clamped to min(8 ms, 16 ms / 2) = 8 ms: half a step, x 24, y 94.
    let later = try #require(linear.predictedPoint(at: 0.041))
    #expect(abs(later.x - 24) < 1e-9 && abs(later.y - 94) < 1e-9)
    // A third sample 10 ms on at x 26: the clamp is 5 ms, a half step of 10 pt: x 31.
    linear.addSample(DrawerPoint(x: 26, y: 94), time: 0.026)
    #expect(abs(try #require(linear.predictedPoint(at: 0.1)).x - 31) < 1e-9)
  }

  @Test func aGapOrABunchPredictsNothing() {
    var linear = ChromiumLinearResampling()
    linear.addSample(DrawerPoint(x: 0, y: 0), time: 0)
    #expect(linear.predictedPoint(at: 0.01) == nil, "one sample")
    // 21 ms later: more than kMaxTimeDelta (20 ms), a new stroke of one sample.
    linear.addSample(DrawerPoint(x: 30, y: 0), time: 0.021)
    #expect(linear.predictedPoint(at: 0.03) == nil)
    // 1 ms later: under kResampleMinDelta (2 ms).
    linear.addSample(DrawerPoint(x: 31, y: 0), time: 0.022)
    #expect(linear.predictedPoint(at: 0.03) == nil)
    // 2 ms later: a prediction again, 1 ms (half the interval) at 1 pt/ms: x 33 + 1.
    linear.addSample(DrawerPoint(x: 33, y: 0), time: 0.024)
    #expect(linear.predictedPoint(at: 0.03)?.x == 34)
    linear.reset()
    #expect(linear.predictedPoint(at: 0.03) == nil)
  }
}
