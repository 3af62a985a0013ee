@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

/// Replays every input a fuzzer ever crashed on, and runs the fuzz checks on deterministic
/// inputs, so the harness itself is tested in `swift test`.
@Suite struct FuzzRegressionTests {
  static let regressions = (fixtures as NSString).appendingPathComponent("fuzz-regressions")

  static func savedInputs(_ target: String) -> [String] {
    let folder = (regressions as NSString).appendingPathComponent(target)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map {
      (folder as NSString).appendingPathComponent($0)
    }
  }

  @Test func savedEngineCrashesNoLongerCrash() throws {
    for path in Self.savedInputs("engine") {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(FuzzHarness.engine(bytes) == nil, "\(path)")
    }
  }

  @Test func savedParserCrashesNoLongerCrash() throws {
    for path in Self.savedInputs("trace-parser") {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(FuzzHarness.traceParser(bytes) == nil, "\(path)")
    }
  }

  @Test func randomByteStreamsKeepTheEngineSound() {
    var seed: UInt64 = 0x5EED
    for _ in 0..<200 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      var state = seed
      let bytes = (0..<2048).map { _ -> UInt8 in
        state = state &* 6_364_136_223_846_793_005 &+ 1
        return UInt8(truncatingIfNeeded: state >> 33)
      }
      #expect(FuzzHarness.engine(bytes) == nil, "seed \(seed)")
    }
  }

  @Test func mangledTracesGetAOneLineErrorOrReplaySoundly() throws {
    let file = (corpusPath as NSString).appendingPathComponent("catch-mid-flight-01.jsonl")
    let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
    #expect(FuzzHarness.traceParser(original) == nil)
    // Every single-byte corruption of the first 600 bytes, and every truncation.
    for index in stride(from: 0, to: Swift.min(600, original.count), by: 3) {
      for replacement: UInt8 in [0x00, 0x22, 0x7D, 0x2D, 0x39, 0xFF] {
        var mangled = original
        mangled[index] = replacement
        #expect(FuzzHarness.traceParser(mangled) == nil, "byte \(index) → \(replacement)")
      }
      #expect(FuzzHarness.traceParser(Array(original[..<index])) == nil, "truncated at \(index)")
    }
  }

  @Test func emptyAndNonTraceInputsAreHandled() {
    // An empty input is a drawer that never moves; text that is not JSON is reported.
    #expect(FuzzHarness.engine([]) == nil)
    #expect(FuzzHarness.traceParser(Array("not json".utf8)) == nil)
  }
}
