@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

@Suite struct CorpusReplayTests {
  static let files = CorpusLoader.traceFiles(at: [corpusPath]).files

  @Test func theCorpusHasAllItsTraces() {
    #expect(Self.files.count == 160)
  }

  @Test(arguments: files)
  func replaysAsLabelled(_ file: String) throws {
    let trace = try CorpusLoader.loadTrace(at: file)
    let result = TraceReplay(trace)
    #expect(result.final == trace.expect, "\(trace.name): rested \(result.final)")
    if let capture = trace.expectCapture {
      #expect(result.moved == capture, "\(trace.name): moved \(result.moved)")
    }
    #expect(result.pass)
  }

  @Test(arguments: [60.0, 90.0, 120.0, 240.0])
  func theOutcomeDoesNotDependOnTheFrameRate(rate: Double) throws {
    for file in Self.files {
      let trace = try CorpusLoader.loadTrace(at: file)
      #expect(TraceReplay(trace, frameRate: rate).pass, "\(trace.name) at \(rate) Hz")
    }
  }

  @Test func aTraceRoundTripsThroughItsTextForm() throws {
    for file in Self.files.prefix(20) {
      let trace = try CorpusLoader.loadTrace(at: file)
      let again = try Trace(parsing: trace.jsonLines, path: "round-trip")
      #expect(again.events.map(\.event) == trace.events.map(\.event))
      #expect(again.name == trace.name && again.expect == trace.expect)
      #expect(again.expectCapture == trace.expectCapture && again.container == trace.container)
    }
  }
}
