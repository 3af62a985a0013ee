@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

@Suite struct ScenariosCommandTests {
  static var pictureCount: Int { LabScenario.all.map(\.styles.count).reduce(0, +) }

  @Test func theDefaultRunWritesEveryPictureAndTheIndex() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (status, _, err) = runLab(["--out", folder.path])
    #expect(status == LabExitStatus.success)
    #expect(err.isEmpty)
    var expected = ["charts", "index.html", "screens"]
    var screens: [String] = []
    for scenario in LabScenario.all {
      for style in scenario.styles {
        expected.append("\(scenario.name)-\(style.rawValue).svg")
        screens.append("\(scenario.name)-\(style.rawValue).svg")
      }
    }
    #expect(folder.contents == expected.sorted())
    #expect(Self.pictureCount == 73)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.file("screens")).sorted()
        == screens.sorted())
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.file("charts")).sorted()
        == LabScenario.all.map { "\($0.name).svg" }.sorted())
    let index = try folder.read("index.html")
    for scenario in LabScenario.all {
      #expect(index.contains("<h2>\(scenario.name)</h2>"))
      #expect(index.contains("src=\"charts/\(scenario.name).svg\""))
      for style in scenario.styles {
        let file = "\(scenario.name)-\(style.rawValue).svg"
        #expect(index.contains("<a href=\"\(file)\"><img src=\"screens/\(file)\""))
      }
    }
    let svg = try folder.read("flick-open-scale.svg")
    let root = try XMLTreeBuilder.parse(svg)
    #expect(root["data-style"] == "scale")
    #expect(!root.all(named: "animateTransform").isEmpty)
    // The index's screens have no heading and no chart, so nothing repeats the section's title;
    // its charts are drawn at the size the page shows them, 460 pt wide, their text at least
    // 11 pt.
    let screen = try XMLTreeBuilder.parse(try folder.read("screens/flick-open-scale.svg"))
    #expect(screen.all(named: "text").allSatisfy { !$0.text.contains("flick-open") })
    #expect(screen.all(withClass: "chart").isEmpty)
    let chart = try XMLTreeBuilder.parse(try folder.read("charts/flick-open.svg"))
    #expect(chart["width"] == "460")
    #expect(index.contains("figure.chart img { width: 460px;"))
    #expect(
      chart.all(named: "text").allSatisfy {
        Double($0["font-size"] ?? "0").map { $0 >= 11 } == true
      })
    #expect(chart["data-duration"] == root["data-duration"])
  }

  @Test func theDefaultRunPrintsTheOutcomesAndAChart() {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (status, out, err) = runLab(["scenarios", "--out", folder.path])
    #expect(status == LabExitStatus.success, "\(err)")
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(lines.first?.hasPrefix("scenario") == true)
    for scenario in LabScenario.all {
      let outcome = ScenarioOutcome(scenario)
      let row = lines.first { $0.hasPrefix(scenario.name + " ") }
      #expect(row != nil, "\(scenario.name) has a row")
      let columns = row?.split(separator: " ").map(String.init) ?? []
      #expect(columns.count >= 5)
      #expect(columns.dropFirst().first == outcome.final.rawValue)
      #expect(columns.last == "ok")
      if let velocity = outcome.releaseVelocity {
        #expect(row?.contains("\(Int(velocity.rounded())) pt/s") == true, "\(scenario.name)")
      }
    }
    #expect(
      out.contains(
        "\(LabScenario.all.count) of \(LabScenario.all.count) scenarios end as meant."))
    #expect(out.contains("flick-open: the drawer's offset over time"))
    #expect(out.contains("•"))
    #expect(out.contains("release"))
    #expect(out.contains("Wrote \(Self.pictureCount) animated pictures"))
  }

  @Test func aStyleDrawsEveryScenarioInThatStyleOnly() {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (status, _, _) = runLab(["--style", "parallax", "--out", folder.path])
    #expect(status == LabExitStatus.success)
    #expect(folder.contents.count == LabScenario.all.count + 3)
    #expect(
      folder.contents.filter { $0.hasSuffix(".svg") }.allSatisfy { $0.hasSuffix("-parallax.svg") })
  }

  @Test func configurationOptionsChangeTheDrawer() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (status, out, err) = runLab([
      "--out=\(folder.path)", "--style=push", "--width", "250", "--spring-duration", "0.6",
      "--bounce", "0.3", "--open-zone", "anywhere", "--chart", "catch-mid-flight",
    ])
    #expect(status == LabExitStatus.success, "\(err)")
    let root = try XMLTreeBuilder.parse(try folder.read("flick-open-push.svg"))
    #expect(root.all(withClass: "layer-drawer").first?["data-drawer-width"] == "250")
    let heading = root.all(named: "text").map(\.text).joined(separator: "\n")
    #expect(heading.contains("spring 0.6 s, bounce 0.3"))
    #expect(out.contains("catch-mid-flight: the drawer's offset over time"))
    // The slower, bouncier spring takes longer to rest than the default.
    let plain = ScenarioOutcome(try #require(LabScenario.named("flick-open")))
    let rest = try #require(plain.timeToRest)
    let row = try #require(out.split(separator: "\n").first { $0.hasPrefix("flick-open ") })
    let shown = try #require(
      row.split(separator: " ").first { $0.contains(".") }.flatMap { Double($0) })
    #expect(shown > rest)
  }

  @Test func aPercentageWidthIsAFractionOfTheContainer() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (status, _, _) = runLab(["--style", "overlay", "--width", "50%", "--out", folder.path])
    #expect(status == LabExitStatus.success)
    let root = try XMLTreeBuilder.parse(try folder.read("tap-scrim-overlay.svg"))
    #expect(root.all(withClass: "layer-drawer").first?["data-drawer-width"] == "195")
  }

  @Test(arguments: [
    (
      ["--style", "sideways"],
      "--style must be one of overlay, push, reveal, parallax, scale, floating, not 'sideways'"
    ),
    (["--width", "wide"], "--width must be a number, not 'wide'"),
    (["--width", "0"], "--width 0 is out of range (expected 1...10000 pt)"),
    (["--width", "150%"], "--width 150% is out of range (expected 1...100%)"),
    (["--out", "a", "--out", "b"], "--out given twice"),
    (["--spring-duration", "20"], "--spring-duration 20 is out of range (expected 0.01...10 s)"),
    (["--spring-duration", "nan"], "--spring-duration must be a number, not 'nan'"),
    (["--bounce", "1.5"], "--bounce 1.5 is out of range (expected -0.95...0.95)"),
    (["--bounce"], "--bounce needs a value"),
    (
      ["--open-zone", "middle"],
      "--open-zone must be edge, anywhere or a width in points, not 'middle'"
    ),
    (["--open-zone", "-5"], "--open-zone -5 is out of range (expected 0...1000 pt)"),
    (["--chart", "nope"], "--chart: no scenario named 'nope'"),
    (["--json"], "unknown option '--json'"),
    (["--help=yes"], "--help takes no value"),
    (["extra"], "unexpected argument 'extra'"),
  ])
  func badInputIsOneLineAndUsageAndWritesNothing(arguments: [String], message: String) {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let destination = folder.file("out")
    let (status, out, err) = runLab(["scenarios", "--out", destination] + arguments)
    #expect(status == LabExitStatus.badInput)
    #expect(firstLine(err).hasPrefix("drawer-lab: " + message))
    #expect(err.contains("usage: drawer-lab [scenarios]"))
    #expect(out.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: destination), "nothing written")
  }

  @Test func anOutputThatIsAFileIsBadInput() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let file = folder.file("taken")
    try "x".write(toFile: file, atomically: true, encoding: .utf8)
    let (status, out, err) = runLab(["--out", file])
    #expect(status == LabExitStatus.badInput)
    #expect(out.isEmpty)
    #expect(firstLine(err) == "drawer-lab: --out \(file): not a folder")
    #expect(folder.contents == ["taken"])
  }

  /// A page of someone else's where the index goes stops the run before its first picture.
  @Test func aForeignIndexStopsTheRunAndNothingIsWritten() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let page = "<!DOCTYPE html>\n<html><body>My own page</body></html>\n"
    let index = try write(page, to: "index.html", in: folder.path)
    let (status, out, err) = runLab(["--out", folder.path])
    #expect(status == LabExitStatus.badInput)
    #expect(
      err
        == "drawer-lab: \(index): exists and was not written by drawer-lab: not replaced"
        + " (remove it or choose another --out)\n")
    #expect(out.isEmpty)
    #expect(folder.contents == ["index.html"], "no picture, no charts or screens folder")
    #expect(try folder.read("index.html") == page)
  }

  /// The lab's own output of an earlier run is replaced; a file of someone else's among the
  /// last the run would write still stops it before the first.
  @Test func aSecondRunReplacesTheFirstButNotSomeoneElsesFile() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let first = runLab(["--style", "scale", "--out", folder.path])
    #expect(first.status == LabExitStatus.success, "\(first.err)")
    let written = folder.contents
    let second = runLab(["--style", "scale", "--out", folder.path])
    #expect(second.status == LabExitStatus.success, "\(second.err)")
    #expect(folder.contents == written)
    #expect(
      try folder.read("index.html").hasPrefix("<!DOCTYPE html>\n<!-- generated by drawer-lab -->\n")
    )

    let other = ScratchFolder()
    defer { other.remove() }
    let last = try #require(LabScenario.all.last).name
    try FileManager.default.createDirectory(
      atPath: other.file("screens"), withIntermediateDirectories: true)
    let screen = try write("mine", to: "screens/\(last)-scale.svg", in: other.path)
    let (status, _, err) = runLab(["--style", "scale", "--out", other.path])
    #expect(status == LabExitStatus.badInput)
    #expect(
      firstLine(err)
        == "drawer-lab: \(screen): exists and was not written by drawer-lab: not replaced (remove it or choose another --out)"
    )
    #expect(other.contents == ["screens"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: other.file("screens"))
        == ["\(last)-scale.svg"])
    #expect(try other.read("screens/\(last)-scale.svg") == "mine")
  }

  @Test func noTemporaryFilesAreLeftBehind() {
    let folder = ScratchFolder()
    defer { folder.remove() }
    _ = runLab(["--style", "scale", "--out", folder.path])
    #expect(!folder.contents.contains { $0.hasPrefix(".") || $0.hasSuffix(".tmp") })
  }
}
