@_spi(DrawerKit) import DrawerCore

/// The checks the fuzz targets run on each input, shared with the regression tests that replay
/// saved crashes so that a crash found once is tested for ever.
package enum FuzzHarness {
  /// The most actions one engine input may decode, so every input runs in bounded time.
  package static let maximumSteps = 20_000

  /// Decodes `bytes` into a hostile stream of engine events and checks every invariant.
  ///
  /// - Parameter bytes: the fuzzer's input.
  /// - Returns: the first broken invariant, or `nil`.
  package static func engine(_ bytes: [UInt8]) -> String? {
    var stress = EngineStress(source: FuzzBytes(bytes))
    for _ in 0..<Swift.min(maximumSteps, bytes.count) {
      if let violation = stress.step() { return violation }
    }
    return stress.finish()
  }

  /// Parses `bytes` as a trace file: it must either parse, or fail with one line naming the file
  /// and the line. A trace that parses must replay with every invariant holding (both drawers'
  /// for a trace with two), and write back to text that parses to the same events and second
  /// drawer.
  ///
  /// - Parameter bytes: the fuzzer's input.
  /// - Returns: what went wrong, or `nil`.
  package static func traceParser(_ bytes: [UInt8]) -> String? {
    let path = "fuzz.jsonl"
    let text = String(decoding: bytes, as: UTF8.self)
    let trace: Trace
    do {
      trace = try Trace(parsing: text, path: path)
    } catch {
      let message = error.description
      if !message.hasPrefix(path + ":") { return "error without the path: \(message)" }
      if message.contains("\n") { return "error over several lines: \(message)" }
      if let line = error.line, line < 1 { return "error at line \(line)" }
      return nil
    }
    var violation: String?
    DrawerTimeline.runPair(trace) { drawer, second, time in
      if violation == nil, let broken = drawer.invariantViolation(at: time) {
        violation = "replaying at \(time): \(broken)"
      }
      if violation == nil, let second, let broken = second.invariantViolation(at: time) {
        violation = "replaying at \(time), the second drawer: \(broken)"
      }
    }
    if let violation { return violation }
    do {
      let again = try Trace(parsing: trace.jsonLines, path: path)
      if again.events.map(\.event) != trace.events.map(\.event)
        || again.events.map(\.isForSecondDrawer) != trace.events.map(\.isForSecondDrawer)
        || again.secondDrawer != trace.secondDrawer
      {
        return "the trace does not survive being written and read back"
      }
    } catch {
      return "the trace's own text does not parse: \(error)"
    }
    return nil
  }
}
