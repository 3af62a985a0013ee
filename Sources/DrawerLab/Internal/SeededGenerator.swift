/// A small seedable random number generator (Vigna's SplitMix64): the same seed gives the same
/// numbers on every platform and every run, so that a figure drawn from random resamples is
/// reproducible to the digit.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// An index in `0..<count` (`count > 0`), by Lemire's multiply-shift: the same on every
  /// platform, unlike the standard library's `Int.random(in:using:)`, whose algorithm may change.
  mutating func index(below count: Int) -> Int {
    Int(next().multipliedFullWidth(by: UInt64(count)).high)
  }
}
