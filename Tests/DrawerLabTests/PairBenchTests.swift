@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

/// The benchmark on traces with two drawers: DrawerKit runs both and is judged on both; the
/// references model one drawer.
@Suite struct PairBenchTests {
  /// A flick from the trailing edge on closed content: the trailing drawer opens.
  static let flickTrailing = PairTraces.pair(
    "flick-trailing", expect: .closed, expectCapture: false, expectTrailing: .open,
    trailingCapture: true, events: PairTraces.stroke(from: 386, to: 230))

  /// The open leading drawer, then the app toggles the trailing one: a swap by command.
  static let toggleSwap: Trace = {
    let events = [TraceEvent(.toggle(time: 0), isForSecondDrawer: true)]
    return PairTraces.pair(
      "toggle-swap", leading: .open, expect: .closed, expectCapture: true,
      expectTrailing: .open, trailingCapture: true, events: events)
  }()

  @Test func drawerKitRunsBothDrawersAndIsJudgedOnBoth() {
    let measured = TraceMeasurement(trace: Self.flickTrailing, behaviour: .drawerKit)
    #expect(measured.final == .closed && !measured.moved)
    #expect(measured.secondFinal == .open && measured.secondMoved == true)
    #expect(measured.matchesIntent)
    // Labelled as if the trailing drawer stayed shut, the trace is missed.
    var wrong = Self.flickTrailing
    wrong.secondDrawer?.expect = .closed
    wrong.secondDrawer?.expectCapture = false
    #expect(!TraceMeasurement(trace: wrong, behaviour: .drawerKit).matchesIntent)
    let swap = TraceMeasurement(trace: Self.toggleSwap, behaviour: .drawerKitPredictive)
    #expect(swap.final == .closed && swap.secondFinal == .open && swap.matchesIntent)
  }

  /// A reference runs the first drawer alone: the second drawer's toggle never reaches it, so
  /// the leading drawer it models stays open, and nothing is said of a second drawer.
  @Test(arguments: [BenchBehaviour.androidDrawerLayout, .sideMenu])
  func aReferenceRunsTheFirstDrawerAlone(behaviour: BenchBehaviour) {
    let swap = TraceMeasurement(trace: Self.toggleSwap, behaviour: behaviour)
    #expect(swap.final == .open && swap.secondFinal == nil && swap.secondMoved == nil)
    #expect(!swap.matchesIntent)
    let flick = TraceMeasurement(trace: Self.flickTrailing, behaviour: behaviour)
    #expect(flick.final == .closed && !flick.moved && flick.matchesIntent)
  }

  @Test func theCommandMeasuresAFolderOfPairs() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    for trace in [Self.flickTrailing, Self.toggleSwap] {
      try Data(trace.jsonLines.utf8).write(
        to: URL(fileURLWithPath: folder.file(trace.name + ".jsonl")))
    }
    let result = runLab(["bench", folder.path, "--json", "--runs", "3"])
    #expect(result.status == 0)
    let rows = try result.out.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(rows.count == BenchBehaviour.all.count)
    for row in rows {
      #expect(row["traces"] as? Int == 2)
      let accuracy = try #require(row["accuracy"] as? Double)
      // DrawerKit ends both as labelled; a reference drawer misses the swap it cannot make.
      let isEngine = (row["behaviour"] as? String)?.hasPrefix("DrawerKit") == true
      #expect(accuracy == (isEngine ? 1 : 0.5), "\(row["behaviour"] ?? "")")
    }
    #expect(runLab(["bench", "--help"]).out.contains("model one drawer"))
  }

  @Test func theCostOfAPairCountsBothEngines() {
    let cost = BenchCost(traces: [Self.flickTrailing, Self.toggleSwap], runs: 3)
    #expect(cost.events == Self.flickTrailing.events.count + Self.toggleSwap.events.count)
    #expect(cost.frames > 0)
    #expect(cost.nsPerEvent.median > 0)
  }
}
