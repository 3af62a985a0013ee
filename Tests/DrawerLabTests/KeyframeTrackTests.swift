import Foundation
import Testing

@_spi(DrawerKit) @testable import DrawerLab

@Suite struct KeyframeTrackTests {
  @Test func aStraightLineNeedsOnlyItsEnds() {
    let times = (0...360).map { Double($0) / 120 }
    let track = KeyframeTrack(times: times, values: times.map { 12 + 250 * $0 })
    let thinned = track.thinned(tolerance: 0.25)
    #expect(thinned.times == [0, 3])
    #expect(thinned.values == [12, 762])
  }

  @Test func aConstantNeedsOnlyItsEnds() {
    let times = (0...100).map { Double($0) / 120 }
    let thinned = KeyframeTrack(times: times, values: times.map { _ in 7 }).thinned(tolerance: 0.1)
    #expect(thinned.times.count == 2)
    #expect(thinned.isConstant())
  }

  @Test(arguments: [1 as UInt64, 2, 3, 42, 2026])
  func thinningStaysWithinTheToleranceOfEverySample(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var value = 0.0
    var velocity = 0.0
    var times: [Double] = []
    var values: [Double] = []
    for index in 0..<600 {
      // A wandering motion: straight stretches, curves and sudden turns.
      if index % 37 == 0 { velocity = Double.random(in: -900...900, using: &random) }
      velocity += Double.random(in: -40...40, using: &random)
      value += velocity / 120
      times.append(Double(index) / 120)
      values.append(value)
    }
    let track = KeyframeTrack(times: times, values: values)
    for tolerance in [0.05, 0.25, 2.0] {
      let thinned = track.thinned(tolerance: tolerance)
      #expect(thinned.times.first == 0, "seed \(seed)")
      #expect(thinned.times.last == times.last, "seed \(seed)")
      #expect(thinned.times.count < times.count, "seed \(seed)")
      for (time, expected) in zip(times, values) {
        #expect(
          abs(thinned.value(at: time) - expected) <= tolerance + 1e-9,
          "seed \(seed), tolerance \(tolerance), t \(time)")
      }
      // Kept keyframes are samples, unchanged.
      for (time, kept) in zip(thinned.times, thinned.values) {
        let index = times.firstIndex(of: time)
        #expect(index.map { values[$0] } == kept, "seed \(seed)")
      }
    }
  }

  /// The thinning that keeps keyframes one at a time keeps exactly those the whole-track swing
  /// door would: the reference below, kept here as it was written for whole tracks.
  @Test(arguments: [1 as UInt64, 7, 99, 2026, 31337])
  func thinningOneKeyframeAtATimeKeepsWhatTheWholeTrackWould(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for round in 0..<40 {
      var times: [Double] = []
      var values: [Double] = []
      var time = 0.0
      var value = 0.0
      var velocity = 0.0
      for index in 0..<Int.random(in: 0...400, using: &random) {
        // Rests, straight runs, curves, turns, repeated times and jumps.
        switch Int.random(in: 0...9, using: &random) {
        case 0: velocity = 0
        case 1: velocity = Double.random(in: -2000...2000, using: &random)
        case 2: value += Double.random(in: -50...50, using: &random)
        default: velocity += Double.random(in: -60...60, using: &random)
        }
        if index == 0 || Int.random(in: 0...19, using: &random) > 0 {
          time += Double.random(in: 0.001...0.02, using: &random)
        }
        value += velocity / 120
        times.append(time)
        values.append(value)
      }
      let track = KeyframeTrack(times: times, values: values)
      for tolerance in [0.0, 0.003, 0.25, 5] {
        let expected = Self.wholeTrackThinning(track, tolerance: tolerance)
        #expect(track.thinned(tolerance: tolerance) == expected, "seed \(seed) round \(round)")
        var thinning = KeyframeTrack.Thinning(tolerance: tolerance)
        for (time, value) in zip(times, values) { thinning.append(time, value) }
        #expect(thinning.finish() == expected, "seed \(seed) round \(round)")
      }
      var steps = KeyframeTrack.Thinning.steps
      for (time, value) in zip(times, values.map { ($0 / 40).rounded() }) {
        steps.append(time, value)
      }
      let stepped = KeyframeTrack(times: times, values: values.map { ($0 / 40).rounded() })
      #expect(steps.finish() == stepped.steps(), "seed \(seed) round \(round)")
    }
  }

  /// The swing door over a whole track at once.
  private static func wholeTrackThinning(_ track: KeyframeTrack, tolerance: Double)
    -> KeyframeTrack
  {
    let (times, values) = (track.times, track.values)
    let count = times.count
    guard count > 2 else { return track }
    var kept = [0]
    var anchor = 0
    while anchor < count - 1 {
      var low = -Double.infinity
      var high = Double.infinity
      var end = anchor + 1
      var candidate = anchor + 1
      while candidate < count {
        let span = times[candidate] - times[anchor]
        let rise = values[candidate] - values[anchor]
        let slope = rise / span
        let slack = 1e-12 * (1 + abs(slope))
        if slope >= low - slack && slope <= high + slack { end = candidate }
        low = Swift.max(low, (rise - tolerance) / span)
        high = Swift.min(high, (rise + tolerance) / span)
        if low > high { break }
        candidate += 1
      }
      kept.append(end)
      anchor = end
    }
    return KeyframeTrack(times: kept.map { times[$0] }, values: kept.map { values[$0] })
  }

  @Test func aLooserToleranceKeepsFewerKeyframes() {
    let times = (0...240).map { Double($0) / 120 }
    let track = KeyframeTrack(times: times, values: times.map { 300 * (1 - exp(-6 * $0)) })
    let tight = track.thinned(tolerance: 0.05).times.count
    let loose = track.thinned(tolerance: 1).times.count
    #expect(loose < tight)
    #expect(tight < times.count)
  }

  @Test func samplesAtTheSameTimeKeepTheLatest() {
    let track = KeyframeTrack(times: [0, 1, 1, 2], values: [0, 5, 6, 7])
    #expect(track.times == [0, 1, 2])
    #expect(track.values == [0, 6, 7])
  }

  @Test func stepsKeepOnlyChanges() {
    let track = KeyframeTrack(times: [0, 1, 2, 3, 4, 5], values: [0, 0, 1, 1, 1, 0]).steps()
    #expect(track.times == [0, 2, 5])
    #expect(track.values == [0, 1, 0])
  }

  @Test func keyTimesAreFractionsOfTheDurationAndNeverRepeat() {
    let clock = AnimationClock(duration: 2)
    let track = KeyframeTrack(times: [0, 0.000000001, 1, 2], values: [1, 2, 3, 4])
    let (text, indices) = clock.keyTimes(track)
    #expect(text == ["0", "0.5", "1"])
    #expect(indices == [1, 2, 3])
    let animate = clock.animate("x", track) { svgNumber($0) }
    #expect(animate.attributes.first { $0.0 == "values" }?.1 == "2;3;4")
    #expect(animate.attributes.first { $0.0 == "dur" }?.1 == "2s")
  }

  @Test(arguments: [
    (0.0, 2, "0"), (-0.0001, 2, "0"), (12, 2, "12"), (12.5, 2, "12.5"), (-3.14159, 2, "-3.14"),
    (0.005, 2, "0.01"), (0.000123, 6, "0.000123"), (1e20, 2, "1e+20"),
    (Double.nan, 2, "0"), (0.1, 0, "0"), (299.96, 1, "300"),
  ])
  func numbersAreShortAndExact(value: Double, decimals: Int, text: String) {
    #expect(svgNumber(value, decimals: decimals) == text)
  }

  @Test(arguments: [
    (0.4, 2, "0.40"), (0.48, 2, "0.48"), (1, 2, "1.00"), (-2.5, 1, "-2.5"), (3.14159, 0, "3"),
  ])
  func figuresInColumnsKeepTheirDecimals(value: Double, decimals: Int, text: String) {
    #expect(fixedNumber(value, decimals: decimals) == text)
  }
}
