@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerTraceTextTests {
  @Test(arguments: [
    (2.0, "2"), (0.5, "0.5"), (-0.0, "-0"), (0.0, "0"), (1e-05, "0.00001"), (-1e-07, "-0.0000001"),
    (390.0, "390"), (8.333, "8.333"), (0.1, "0.1"), (1e16, "10000000000000000"),
    (1.5e21, "1500000000000000000000"), (123456.789, "123456.789"), (0.8627, "0.8627"),
  ])
  func numbersArePlainShortestDecimals(value: Double, text: String) {
    #expect(DrawerTraceText.number(value) == text)
  }

  @Test func everyFiniteNumberReadsBackExactlyWithNoExponent() {
    let seed: UInt64 = 0x7ACE_0001
    var generator = SplitMix64(seed: seed)
    var checked = 0
    while checked < 20_000 {
      let value: Double
      switch checked % 3 {
      case 0: value = Double(bitPattern: generator.next())
      case 1: value = Double.random(in: -2000...2000, using: &generator)
      default:
        value = Double(Int.random(in: -100_000...100_000, using: &generator)) / 1000
      }
      guard value.isFinite else { continue }
      checked += 1
      let text = DrawerTraceText.number(value)
      #expect(Double(text) == value, "seed \(seed): \(value) written as \(text)")
      #expect(!text.contains("e") && !text.contains("E"), "seed \(seed): \(text)")
      #expect(text.count <= value.description.count + 330)
    }
    for extreme in [
      Double.leastNonzeroMagnitude, -.leastNormalMagnitude, .greatestFiniteMagnitude,
      .leastNonzeroMagnitude * 2_024,  // a subnormal, about 1e-320
    ] {
      #expect(Double(DrawerTraceText.number(extreme)) == extreme)
    }
  }

  @Test func nonFiniteNumbersAreNeverWrittenAsSuch() {
    #expect(DrawerTraceText.number(.nan) == "0")
    #expect(Double(DrawerTraceText.number(.infinity)) == .greatestFiniteMagnitude)
    #expect(Double(DrawerTraceText.number(-.infinity)) == -.greatestFiniteMagnitude)
  }

  @Test func stringsEscapeQuotesBackslashesAndControls() {
    #expect(DrawerTraceText.string("a\"b\\c") == #""a\"b\\c""#)
    #expect(DrawerTraceText.string("line\nnext\ttab\r") == #""line\nnext\ttab\r""#)
    #expect(DrawerTraceText.string("\u{01}\u{7F}") == #""\u0001\u007f""#)
    #expect(DrawerTraceText.string("tiroir 🗄️ درج") == "\"tiroir 🗄️ درج\"")
  }
}
