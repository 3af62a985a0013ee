/// Where the stress harness gets its choices: a fuzzer's bytes, or a seeded random stream.
package protocol StressByteSource {
  /// The next byte; a finite source returns `nil` when it runs out.
  mutating func nextByte() -> UInt8?
}

/// The bytes a fuzzer hands over, read once from the start.
package struct FuzzBytes: StressByteSource {
  private let bytes: [UInt8]
  private var index = 0

  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  package mutating func nextByte() -> UInt8? {
    guard index < bytes.count else { return nil }
    defer { index += 1 }
    return bytes[index]
  }
}

/// An endless stream of random bytes from a seed (Vigna's SplitMix64), for the soak.
package struct RandomBytes: StressByteSource {
  private var state: UInt64
  private var buffer: UInt64 = 0
  private var remaining = 0

  package init(seed: UInt64) {
    state = seed
  }

  package mutating func nextByte() -> UInt8? {
    if remaining == 0 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      buffer = z ^ (z >> 31)
      remaining = 8
    }
    defer {
      buffer >>= 8
      remaining -= 1
    }
    return UInt8(truncatingIfNeeded: buffer)
  }
}

extension StressByteSource {
  /// A byte, or 0 once the source runs out.
  mutating func byte() -> UInt8 {
    nextByte() ?? 0
  }

  /// A number in `range` from two bytes, or now and then (one time in 32) a hostile one: NaN,
  /// an infinity, a huge or negative number, or any bit pattern at all.
  mutating func number(in range: ClosedRange<Double>) -> Double {
    let selector = byte()
    if selector & 0x1F == 0 {
      switch selector >> 5 {
      case 0: return .nan
      case 1: return .infinity
      case 2: return -.infinity
      case 3: return -range.upperBound
      case 4: return range.upperBound * 1e9
      case 5: return .greatestFiniteMagnitude
      default:
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
      }
    }
    let fraction = Double(UInt16(byte()) << 8 | UInt16(byte())) / Double(UInt16.max)
    return range.lowerBound + fraction * (range.upperBound - range.lowerBound)
  }
}
