@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

/// `drawer-lab bench --predictors`: the sweep's JSON, table and front, and bad input.
@Suite struct PredictorSweepCommandTests {
  static let keys: Set = [
    "predictor", "kind", "horizonMs", "traces", "frames", "stops", "latencyMs", "lagMedian",
    "lagP95", "lagP95Low", "lagP95High", "overshootP95", "overshootP95Low", "overshootP95High",
    "stopsPassed2pt", "stopsPassed2ptLow", "stopsPassed2ptHigh",
  ]

  @Test func jsonHasOneObjectPerPredictorAndHorizonWithTheDocumentedKeys() throws {
    let arguments = ["bench", corpusPath + "/flick-open-01.jsonl", "--predictors", "--json"]
    let (status, out, _) = runLab(arguments)
    #expect(status == LabExitStatus.success)
    let lines = out.split(separator: "\n")
    #expect(lines.count == 1 + 6 * 6)
    var horizons: Set<Double> = []
    for line in lines {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(Set(object.keys) == Self.keys)
      #expect(object["traces"] as? Int == 1)
      #expect(object["latencyMs"] as? Double == 25)
      horizons.insert(try #require(object["horizonMs"] as? Double))
    }
    #expect(horizons == [0, 4, 8, 12, 16, 25, 50])
    let first = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(first["predictor"] as? String == "direct" && first["horizonMs"] as? Double == 0)
    // The bootstrap is seeded: a second run prints the same.
    #expect(runLab(arguments).out == out)
    // The usage names every key.
    let usage = runLab(["bench", "--help"]).out
    for key in Self.keys { #expect(usage.contains(key), "\(key)") }
  }

  @Test func theTableEndsWithTheFront() {
    let (status, out, _) = runLab(["bench", corpusPath + "/flick-open-01.jsonl", "--predictors"])
    #expect(status == LabExitStatus.success)
    for name in [
      "direct", "DrawerKit", "Chromium Kalman", "Chromium least squares",
      "Chromium linear resampling", "AndroidX motion prediction", "perfect",
    ] {
      #expect(out.contains("\n" + name + " "), "\(name)")
    }
    for budget in ["≤ 2 pt:", "≤ 15 pt:", "≤ 30 pt:"] { #expect(out.contains(budget)) }
    #expect(out.contains("Front:"))
  }

  @Test func badFilesAreReportedAndTheOthersStillMeasured() throws {
    let folder = try temporaryFolder()
    _ = try write(
      "{\"drawerTrace\":1,\"name\":\"broken\",\"container\":{\"width\":390,\"height\":844},"
        + "\"drawerWidth\":300,\"edge\":\"leading\",\"layoutDirection\":\"leftToRight\","
        + "\"openZone\":\"edge\",\"initial\":\"closed\",\"expect\":\"open\"}\n"
        + "{\"t\":0,\"type\":\"down\",\"x\":5,\"y\":400}\n{\"t\":0.1,\"type\":\"move\",\"x\":\n",
      to: "broken.jsonl", in: folder)
    let source = try String(
      contentsOfFile: corpusPath + "/flick-open-01.jsonl", encoding: .utf8)
    _ = try write(source, to: "flick-open-01.jsonl", in: folder)
    let (status, out, err) = runLab(["bench", folder, "--predictors", "--json"])
    #expect(status == LabExitStatus.badInput)
    #expect(err.contains("broken.jsonl:3: "), "\(err)")
    #expect(out.split(separator: "\n").count == 37)
  }

  @Test(arguments: [
    ["--predictors", "--wide"], ["--predictors", "--runs", "5"],
  ])
  func optionsForTheTableAreRefused(arguments: [String]) {
    let (status, out, err) = runLab(["bench", corpusPath + "/flick-open-01.jsonl"] + arguments)
    #expect(status == LabExitStatus.badInput)
    #expect(
      firstLine(err)
        == "drawer-lab bench: --predictors measures the lag of each predictor: --wide and --runs"
        + " are for the table")
    #expect(out.isEmpty)
  }

  @Test func aLongSweepShowsItsProgressOnStandardError() {
    let captured = CapturedConsole()
    let console = captured.ticking()
    let status = DrawerLabCommand.run(
      ["bench", corpusPath + "/flick-open-01.jsonl", "--predictors", "--json"], console: console,
      defaultCorpus: nil)
    #expect(status == LabExitStatus.success)
    let lines = captured.err.split(separator: "\n")
    #expect(lines.first?.hasPrefix("bench: ") == true)
    #expect(lines.last?.hasPrefix("bench: 100% (37 of 37 trace passes,") == true)
  }
}
