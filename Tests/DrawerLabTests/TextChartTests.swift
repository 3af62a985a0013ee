@_spi(DrawerKit) import DrawerCore
import Testing

@_spi(DrawerKit) @testable import DrawerLab

@Suite struct TextChartTests {
  static func chart(_ name: String, columns: Int = 60, rows: Int = 10) throws -> [String] {
    let recording = ScenarioOutcome(try #require(LabScenario.named(name))).recording
    return TextChart.render(recording, title: name, columns: columns, rows: rows)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The plot's rows, top first, without their labels.
  static func plot(_ lines: [String], rows: Int = 10) -> [[Character]] {
    lines[1...rows].map { line in
      let axis = line.firstIndex { "┤│┼".contains($0) }!
      return Array(line[line.index(after: axis)...])
    }
  }

  @Test func aFlickRisesFromClosedToOpenWithItsReleaseAndRestMarked() throws {
    let lines = try Self.chart("flick-open")
    #expect(lines[0] == "flick-open")
    #expect(lines[1].hasPrefix("open 300 ┤"))
    #expect(lines[10].hasPrefix("closed 0 ┼"))
    let plot = Self.plot(lines)
    #expect(plot[9].first == "•", "starts closed")
    #expect(plot[0].last == "•", "ends open")
    // The drawer's line never goes down on the way open (critically damped, no overshoot).
    var lastRow = 9
    for column in 0..<60 {
      guard let row = (0..<10).first(where: { column < plot[$0].count && plot[$0][column] == "•" })
      else { continue }
      #expect(row <= lastRow)
      lastRow = row
    }
    #expect(plot.joined().contains("◦"), "the finger is drawn")
    let axis = lines[11]
    #expect(axis.filter { $0 == "┴" }.count == 2, "release and rest")
    #expect(lines[12].contains("release") && lines[12].contains("rest"))
    #expect(lines[13].hasSuffix(" s"))
    #expect(lines.last == "")
  }

  @Test func aScrollThatIsNotTheDrawersShowsOnlyTheFinger() throws {
    let lines = try Self.chart("vertical-scroll")
    let plot = Self.plot(lines)
    #expect(plot[9].allSatisfy { $0 == "•" || $0 == "◦" })
    #expect(plot[0..<9].joined().allSatisfy { $0 != "•" }, "the drawer stays closed")
    #expect(!lines[11].contains("┴"), "no release, no rest")
    #expect(!lines.contains { $0.contains("release") })
  }

  @Test(arguments: [(20, 4), (80, 16), (3, 1)])
  func theSizeIsTheOneAskedFor(columns: Int, rows: Int) throws {
    let lines = try Self.chart("catch-mid-flight", columns: columns, rows: rows)
    let effectiveRows = max(rows, 3)
    let effectiveColumns = max(columns, 8)
    let axis = lines[effectiveRows + 1]
    #expect(axis.split(separator: "└").last?.count == effectiveColumns)
    let plot = Self.plot(lines, rows: effectiveRows)
    #expect(plot.allSatisfy { $0.count <= effectiveColumns })
  }
}
