@_spi(DrawerKit) import DrawerCore
import Testing

@testable import DrawerLab

/// The perfect predictor knows each touch of its trace.
@Suite struct PerfectPredictorTests {
  @Test func itDrawsTheFingerWhereItReallyIs() throws {
    var builder = TraceBuilder(name: "two")
    builder.stroke(at: 5, through: [25, 45, 65], rate: 50)
    builder.wait(0.5)
    builder.stroke(at: 200, through: [180], rate: 50)
    var perfect = PerfectPredictor(trace: builder.trace)
    #expect(perfect.predictedPoint(at: 0.01) == nil, "before the first touch")
    perfect.reset()
    // Samples every 20 ms at 5, 25, 45, 65: 10 ms after the first, halfway, 15 pt.
    #expect(abs(try #require(perfect.predictedPoint(at: 0.01)).x - 15) < 1e-9)
    perfect.reset()
    let second = try #require(
      builder.trace.events.first { event in
        if case .down(let point, _) = event.event { return point.x == 200 }
        return false
      }?.event.time)
    // The second touch: 200, then 180 20 ms later; 5 ms in, 195.
    #expect(abs(try #require(perfect.predictedPoint(at: second + 0.005)).x - 195) < 1e-9)
  }
}
