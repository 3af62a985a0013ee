@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Testing

/// The engine's writer (`DrawerTrace.jsonLines`) and the lab's parser agree: what one writes the
/// other reads back unchanged, and nothing the writer produces is rejected.
@Suite struct TraceRoundTripTests {
  @Test func everyCorpusTraceParsedWrittenAndParsedAgainIsIdentical() throws {
    let traces = try Fixtures.allTraces()
    #expect(traces.count == 160)
    for trace in traces {
      let text = DrawerTrace(trace).jsonLines
      let again = try Trace(parsing: text, path: "\(trace.name).jsonl")
      #expect(again == trace, "\(trace.name)")
      // Writing is a fixed point: the second write is the same text.
      #expect(DrawerTrace(again).jsonLines == text, "\(trace.name)")
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 0xD0_C0FF_EE, 0xBAD_5EED])
  func seededRandomTracesSurvive(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for index in 0..<40 {
      let trace = Self.randomTrace(using: &random, name: "seed-\(seed)-\(index)")
      let text = trace.jsonLines
      let parsed = try Trace(parsing: text, path: "random.jsonl")
      #expect(DrawerTrace(parsed) == trace, "seed \(seed), trace \(index)")
    }
  }

  @Test(arguments: [UInt64(11), 12, 13, 14])
  func theWriterNeverProducesALineTheParserRejects(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for index in 0..<200 {
      let trace = Self.hostileTrace(using: &random, name: "hostile-\(index)")
      let text = trace.jsonLines
      #expect(
        throws: Never.self, "seed \(seed), trace \(index):\n\(text)",
        performing: { _ = try Trace(parsing: text, path: "hostile.jsonl") })
    }
  }

  // MARK: Generators

  /// A number the format holds exactly: integers, short decimals, or any finite bit pattern in
  /// range, so that shortest-digit formatting is exercised everywhere.
  static func number(
    in range: ClosedRange<Double>, using random: inout SplitMix64
  ) -> Double {
    switch random.next() % 4 {
    case 0:
      return Double(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &random))
    case 1: return (Double.random(in: range, using: &random) * 1000).rounded() / 1000
    case 2:
      let bits = Double(bitPattern: random.next())
      return bits.isFinite && range.contains(bits) ? bits : range.lowerBound
    default: return Double.random(in: range, using: &random)
    }
  }

  static func randomTrace(using random: inout SplitMix64, name: String) -> DrawerTrace {
    let width = number(in: 1...5000, using: &random)
    let height = number(in: 1...5000, using: &random)
    var events: [DrawerEvent] = []
    var time = number(in: -1000...1000, using: &random)
    var isDown = false
    for _ in 0..<Int.random(in: 0...60, using: &random) {
      time += [0, 1e-9, 0.004, 0.0083333, 0.5][Int(random.next() % 5)]
      let point = DrawerPoint(
        x: number(in: -1e9...1e9, using: &random), y: number(in: -1e5...1e5, using: &random))
      let animated = random.next() % 2 == 0
      switch random.next() % 8 {
      case 0, 1, 2:
        events.append(isDown ? .move(at: point, time: time) : .down(at: point, time: time))
        isDown = true
        // Now and then, the platform's prediction with it.
        if random.next() % 4 == 0 {
          events.append(
            .predicted(
              at: point.moved(by: DrawerPoint(x: 9.5, y: -1)), for: time + 0.0166, time: time))
        }
      case 3 where isDown:
        events.append(.up(at: point, time: time))
        isDown = false
      case 4 where isDown:
        events.append(.cancel(time: time))
        isDown = false
      case 5: events.append(.open(animated: animated, time: time))
      case 6: events.append(.close(animated: animated, time: time))
      case 7:
        events.append(
          random.next() % 2 == 0
            ? .toggle(animated: animated, time: time)
            : .resize(
              to: DrawerSize(
                width: number(in: 0...1e6, using: &random),
                height: number(in: 0...1e6, using: &random)), time: time))
      default:
        // An `up` or `cancel` with no finger down: a touch begins instead.
        events.append(isDown ? .move(at: point, time: time) : .down(at: point, time: time))
        isDown = true
      }
    }
    let names = ["flick", "a \"quoted\" name", "tab\there", "tiroir 🗄️", "back\\slash", "\u{1}"]
    return DrawerTrace(
      name: names[Int(random.next() % UInt64(names.count))] + "-" + name,
      container: DrawerSize(width: width, height: height),
      drawerWidth: number(in: 1...width, using: &random),
      edge: DrawerEdge.allCases.randomElement(using: &random)!,
      layoutDirection: DrawerLayoutDirection.allCases.randomElement(using: &random)!,
      openZone: DrawerTrace.OpenZone.allCases.randomElement(using: &random)!,
      edgeZoneWidth: random.next() % 2 == 0 ? nil : number(in: 0...500, using: &random),
      initial: DrawerRestState.allCases.randomElement(using: &random)!,
      expect: DrawerRestState.allCases.randomElement(using: &random)!,
      expectCapture: [nil, true, false].randomElement(using: &random)!,
      expectSource: [nil, .recorded, .person].randomElement(using: &random)!,
      sampleRate: random.next() % 2 == 0 ? nil : number(in: 1...100_000, using: &random),
      events: events)
  }

  /// Anything at all: non-finite and out-of-range numbers, time running backwards, touches out
  /// of order, configuration changes.
  static func hostileTrace(using random: inout SplitMix64, name: String) -> DrawerTrace {
    func wild() -> Double {
      let pool: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, 1e300, -1e300, 1e-300, .leastNonzeroMagnitude, 1e9,
        1e10, -2e9,
        .greatestFiniteMagnitude,
      ]
      return random.next() % 3 == 0
        ? pool[Int(random.next() % UInt64(pool.count))] : Double(bitPattern: random.next())
    }
    var events: [DrawerEvent] = []
    for _ in 0..<Int(random.next() % 30) {
      let point = DrawerPoint(x: wild(), y: wild())
      let time = wild()
      let event: DrawerEvent
      switch random.next() % 9 {
      case 0: event = .down(at: point, time: time)
      case 1: event = .move(at: point, time: time)
      case 2: event = .up(at: point, time: time)
      case 3: event = .cancel(time: time)
      case 4: event = .open(animated: false, time: time)
      case 5: event = .close(time: time)
      case 6: event = .toggle(time: time)
      case 7: event = .resize(to: DrawerSize(width: wild(), height: wild()), time: time)
      default: event = .configure(DrawerConfiguration(slop: wild()), time: time)
      }
      events.append(event)
    }
    return DrawerTrace(
      name: String(decoding: (0..<8).map { _ in UInt8(random.next() % 128) }, as: UTF8.self),
      container: DrawerSize(width: wild(), height: wild()), drawerWidth: wild(),
      openZone: random.next() % 2 == 0 ? .edge : .anywhere,
      edgeZoneWidth: random.next() % 2 == 0 ? nil : wild(), expect: .closed,
      sampleRate: random.next() % 2 == 0 ? nil : wild(), events: events)
  }
}

@Suite struct RecordedTraceKeysTests {
  @Test func theOptionalKeysRecordedTracesCarryAreRead() throws {
    let header = String(validHeader.dropLast()) + #","edgeZoneWidth":44,"expectSource":"recorded"}"#
    let trace = try Trace(
      parsing: header + "\n" + #"{"t":0,"type":"close","animated":false}"# + "\n"
        + #"{"t":1,"type":"open"}"# + "\n", path: "x.jsonl")
    #expect(trace.edgeZoneWidth == 44 && trace.expectSource == .recorded)
    #expect(trace.configuration.openZone == .edge(width: 44))
    #expect(trace.events.map(\.event) == [.close(animated: false, time: 0), .open(time: 1)])
    let plain = try Trace(parsing: validHeader + "\n", path: "x.jsonl")
    #expect(plain.configuration.openZone == .edge(width: 20) && plain.expectSource == nil)
  }

  @Test(arguments: [
    #","expectSource":"robot"}"#, #","edgeZoneWidth":-1}"#, #","edgeZoneWidth":"wide"}"#,
  ])
  func malformedOptionalKeysAreRejected(suffix: String) {
    let header = String(validHeader.dropLast()) + suffix
    #expect(throws: LabInputError.self) { try Trace(parsing: header + "\n", path: "x.jsonl") }
  }

  @Test func aMistypedAnimatedFlagIsRejected() {
    #expect(throws: LabInputError.self) {
      try Trace(parsing: validHeader + "\n" + #"{"t":0,"type":"open","animated":1}"#, path: "x")
    }
  }
}
