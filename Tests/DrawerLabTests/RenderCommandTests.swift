@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

@Suite struct RenderCommandTests {
  @Test func rendersATraceFileAsAnAnimation() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let destination = folder.file("flick.svg")
    let (status, out, err) = runLab([
      "render", Fixtures.corpus + "/flick-open-01.jsonl", "--out", destination,
    ])
    #expect(status == LabExitStatus.success, "\(err)")
    #expect(out.hasPrefix("Wrote \(destination): overlay,"))
    #expect(out.contains("ends open"))
    let root = try XMLTreeBuilder.parse(try folder.read("flick.svg"))
    #expect(root["data-style"] == "overlay")
    #expect(!root.all(named: "animateTransform").isEmpty)
    #expect(folder.contents == ["flick.svg"])
  }

  @Test func rendersAStillFrameOfAScenario() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (status, out, err) = runLab([
      "render", "catch-mid-flight", "--style", "scale", "--at", "0.18", "--out", folder.path,
    ])
    #expect(status == LabExitStatus.success, "\(err)")
    #expect(folder.contents == ["catch-mid-flight-scale-at-0.18s.svg"])
    let root = try XMLTreeBuilder.parse(try folder.read("catch-mid-flight-scale-at-0.18s.svg"))
    #expect(root.all(named: "animate").isEmpty)
    #expect(root["data-style"] == "scale")
    let recording = ScenarioOutcome(try #require(LabScenario.named("catch-mid-flight"))).recording
    let offset = recording.offset(at: 0.18)
    #expect(out.contains("offset \(svgText(offset)) pt"))
    let drawer = try ReadBackTrack(
      try #require(root.all(withClass: "layer-drawer").first), attribute: "transform")
    let expected = DrawerGeometry(
      progress: offset / 300, container: DrawerSize(width: 390, height: 844), drawerWidth: 300,
      side: .left, style: .scale)
    #expect(abs(drawer.base - expected.drawerMinX) < 0.01)
  }

  private func svgText(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  @Test func optionsOverrideTheTracesConfiguration() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let destination = folder.file("wide.svg")
    let (status, _, _) = runLab([
      "render", Fixtures.corpus + "/tap-scrim-01.jsonl", "--width", "330", "--bounce", "-0.5",
      "--spring-duration", "0.4", "--open-zone", "40", "--style", "reveal", "--out", destination,
    ])
    #expect(status == LabExitStatus.success)
    let root = try XMLTreeBuilder.parse(try folder.read("wide.svg"))
    #expect(root.all(withClass: "layer-drawer").first?["data-drawer-width"] == "330")
    #expect(root["data-style"] == "reveal")
    #expect(
      root.all(named: "text").map(\.text).contains { $0.contains("spring 0.4 s, bounce -0.5") })
  }

  @Test func aTimePastTheEndShowsTheRest() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (status, out, err) = runLab([
      "render", "flick-open", "--at", "60", "--out", folder.file("late.svg"),
    ])
    #expect(status == LabExitStatus.success, "\(err)")
    #expect(out.contains("offset 300 pt"))
  }

  @Test(arguments: [
    ([], "no TRACE given"),
    (["flick-open", "gentle-toss"], "one TRACE at a time; unexpected 'gentle-toss'"),
    (["no-such-thing"], "no such file or built-in scenario 'no-such-thing'"),
    (["flick-open", "--at", "-1"], "--at -1 is out of range (expected 0...2000000000 s)"),
    (["flick-open", "--at", "soon"], "--at must be a number, not 'soon'"),
    (["flick-open", "--at", "nan"], "--at must be a number, not 'nan'"),
    (["flick-open", "--at", "0x10"], "--at must be a number, not '0x10'"),
    (["flick-open", "--width", "0x10"], "--width must be a number, not '0x10'"),
    (["flick-open", "--at", "inf"], "--at inf is out of range (expected 0...2000000000 s)"),
    (["flick-open", "--at", "1e400"], "--at 1e400 is out of range (expected 0...2000000000 s)"),
    (["flick-open", "--at", "1", "--at", "2"], "--at given twice"),
    (["flick-open", "--style", "push", "--style=scale"], "--style given twice"),
    (["flick-open", "--width", "200%"], "--width 200% is out of range (expected 1...100%)"),
    (["flick-open", "--at"], "--at needs a value"),
    (
      ["flick-open", "--style", "zoom"],
      "--style must be one of overlay, push, reveal, parallax, scale, floating, not 'zoom'"
    ),
    (["flick-open", "--width", "-3"], "--width -3 is out of range (expected 1...10000 pt)"),
    (
      ["flick-open", "--spring-duration", "0"],
      "--spring-duration 0 is out of range (expected 0.01...10 s)"
    ),
    (["flick-open", "--bounce", "x"], "--bounce must be a number, not 'x'"),
    (
      ["flick-open", "--open-zone", "2000"],
      "--open-zone 2000 is out of range (expected 0...1000 pt)"
    ),
    (["flick-open", "--chart", "x"], "unknown option '--chart'"),
    (["flick-open", "--out"], "--out needs a value"),
  ])
  func badInputIsOneLineAndUsage(arguments: [String], message: String) {
    let (status, out, err) = runLab(["render"] + arguments)
    #expect(status == LabExitStatus.badInput)
    #expect(firstLine(err) == "drawer-lab render: " + message)
    #expect(err.contains("usage: drawer-lab render TRACE"))
    #expect(out.isEmpty)
  }

  @Test func aMalformedTraceNamesTheLineAndWritesNothing() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let trace = folder.file("broken.jsonl")
    let header = try String(
      contentsOfFile: Fixtures.corpus + "/flick-open-01.jsonl", encoding: .utf8
    ).split(separator: "\n")[0]
    try (header + "\n{\"t\":0,\"type\":\"wiggle\"}\n").write(
      toFile: trace, atomically: true, encoding: .utf8)
    let destination = folder.file("broken.svg")
    let (status, out, err) = runLab(["render", trace, "--out", destination])
    #expect(status == LabExitStatus.badInput)
    #expect(
      err
        == "\(trace):2: unknown event type \"wiggle\" (expected down, move, up, cancel, claim,"
        + " predicted, open, close, toggle or resize)\n", "one line, the file's fault, so no usage")
    #expect(out.isEmpty)
    #expect(folder.contents == ["broken.jsonl"])
  }

  @Test func anOutputInAMissingFolderCreatesItAsScenariosDoes() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let destination = folder.file("missing/deeper/picture.svg")
    let (status, _, err) = runLab(["render", "flick-open", "--out", destination])
    #expect(status == LabExitStatus.success, "\(err)")
    #expect(try folder.read("missing/deeper/picture.svg").hasPrefix("<?xml"))
    // A path ending in / is a folder, created too, that gets the default name.
    let (again, _, _) = runLab(["render", "flick-open", "--out", folder.file("new") + "/"])
    #expect(again == LabExitStatus.success)
    #expect(try folder.read("new/flick-open-overlay.svg").hasPrefix("<?xml"))
    // A file in the way is bad input, as for scenarios.
    try "x".write(toFile: folder.file("file"), atomically: true, encoding: .utf8)
    let (blocked, _, blockedErr) = runLab(
      ["render", "flick-open", "--out", folder.file("file") + "/picture.svg"])
    #expect(blocked == LabExitStatus.badInput)
    #expect(firstLine(blockedErr).hasSuffix("not a folder"))
  }

  @Test func aTraceSpanningABillionSecondsRendersAtOnce() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let trace = try write(
      validHeader + "\n" + #"{"t":0,"type":"down","x":7,"y":500}"# + "\n"
        + #"{"t":0.016,"type":"move","x":10,"y":500}"# + "\n"
        + #"{"t":0.033,"type":"move","x":23,"y":500}"# + "\n"
        + #"{"t":0.05,"type":"move","x":48,"y":500}"# + "\n"
        + #"{"t":999999999,"type":"up","x":48,"y":500}"# + "\n", to: "ages.jsonl", in: folder.path)
    let (status, out, err) = runLab(["render", trace, "--out", folder.file("ages.svg")])
    #expect(status == LabExitStatus.success, "\(err)")
    #expect(out.contains("2.57 s animation"))
    let svg = try folder.read("ages.svg")
    #expect(svg.utf8.count < 60_000)
    let still = runLab(["render", trace, "--at", "999999999", "--out", folder.file("still.svg")])
    #expect(still.status == LabExitStatus.success)
    let (bench, table, _) = runLab(["bench", trace, "--runs", "3"])
    #expect(bench == LabExitStatus.success)
    #expect(table.contains("over 5 events and"))
  }

  @Test func aPictureTheLabWroteIsReplacedWhole() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let destination = folder.file("picture.svg")
    let first = runLab(["render", "flick-open", "--out", destination])
    #expect(first.status == LabExitStatus.success, "\(first.err)")
    let (status, _, err) = runLab(["render", "gentle-toss", "--out", destination])
    #expect(status == LabExitStatus.success, "\(err)")
    let picture = try folder.read("picture.svg")
    #expect(
      picture.hasPrefix(
        #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<!-- generated by drawer-lab -->\n<svg"))
    #expect(
      try XMLTreeBuilder.parse(picture).all(named: "title").first?.text.contains("gentle-toss")
        == true)
    #expect(folder.contents == ["picture.svg"])
  }

  /// A file of someone else's at `--out` (notes, code, a picture drawn elsewhere, a recorded
  /// trace) is never replaced: the command says so, writes nothing and exits with status 2.
  @Test(arguments: [
    ("notes.txt", "My notes: do not lose these.\n"),
    ("Drawer.swift", "import SwiftUI\n\nstruct Drawer {}\n"),
    ("logo.svg", #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<svg/>\n"),
    ("recorded.jsonl", validHeader + "\n"),
  ])
  func aFileTheLabDidNotWriteIsLeftAlone(name: String, text: String) throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let destination = try write(text, to: name, in: folder.path)
    let (status, out, err) = runLab(["render", "gentle-toss", "--out", destination])
    #expect(status == LabExitStatus.badInput)
    #expect(
      err
        == "drawer-lab render: \(destination): exists and was not written by drawer-lab: not"
        + " replaced (remove it or choose another --out)\n")
    #expect(out.isEmpty)
    #expect(try Data(contentsOf: URL(fileURLWithPath: destination)) == Data(text.utf8))
    #expect(folder.contents == [name], "nothing else written")
  }

  /// An empty file holds nothing to lose.
  @Test func anEmptyFileIsReplaced() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let destination = try write("", to: "placeholder.svg", in: folder.path)
    let (status, _, err) = runLab(["render", "gentle-toss", "--out", destination])
    #expect(status == LabExitStatus.success, "\(err)")
    #expect(try folder.read("placeholder.svg").hasPrefix("<?xml"))
  }

  /// A file that cannot be read cannot be told apart: it stays.
  @Test func aFileItMayNotReadIsLeftAlone() throws {
    // In the system's temporary folder, which anyone may pass through: the lab runs with the
    // file access of nobody, who could not reach a folder under a checkout that only its owner
    // may enter.
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let destination = try write("private", to: "secret.svg", in: folder)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: destination)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: destination)
    }
    let (status, _, err) = withoutRootsFileAccess {
      runLab(["render", "gentle-toss", "--out", destination])
    }
    #expect(status == LabExitStatus.badInput)
    #expect(
      err
        == "drawer-lab render: \(destination): exists and cannot be read to tell whether"
        + " drawer-lab wrote it: not replaced (remove it or choose another --out)\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: destination)
    #expect(try String(contentsOfFile: destination, encoding: .utf8) == "private")
  }

  /// The atomic rename would put the picture in place of whatever is at the destination: a
  /// device such as `/dev/null`, a pipe, a link. Only a regular file is replaced.
  @Test func aDestinationThatIsNotARegularFileIsLeftAlone() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let pipe = folder.file("pipe.svg")
    #expect(mkfifo(pipe, 0o600) == 0)
    let target = folder.file("target.svg")
    try "kept".write(toFile: target, atomically: true, encoding: .utf8)
    let link = folder.file("link.svg")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    for (destination, kind) in [(pipe, "a pipe"), (link, "a symbolic link")] {
      let (status, out, err) = runLab(["render", "gentle-toss", "--out", destination])
      #expect(status == LabExitStatus.badInput)
      #expect(out.isEmpty)
      #expect(err.contains("\(destination): is \(kind), not a regular file"), "\(err)")
    }
    #expect(try folder.read("target.svg") == "kept")
    #expect(folder.contents == ["link.svg", "pipe.svg", "target.svg"])
  }

  /// A long render speaks in every phase: reading the file, replaying it, drawing it.
  @Test func aLongRenderShowsItsProgressInEveryPhase() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let captured = CapturedConsole()
    // Every reading of the clock is a second later: the run is long from the first.
    let console = captured.ticking()
    let status = DrawerLabCommand.run(
      ["render", corpusPath + "/flick-open-01.jsonl", "--out", folder.file("flick.svg")],
      console: console, defaultCorpus: nil)
    #expect(status == LabExitStatus.success, "\(captured.err)")
    let lines = captured.err.split(separator: "\n").map(String.init)
    let phases = ["bytes read", "events replayed", "frames drawn (2 passes)"]
    for phase in phases {
      #expect(lines.contains { $0.hasPrefix("render: 100% ") && $0.contains(phase) }, "\(phase)")
    }
    // In that order, each phase's lines together.
    let order = lines.compactMap { line in phases.firstIndex { line.contains($0) } }
    #expect(order == order.sorted() && order.count == lines.count)
    // A short one says nothing.
    let quiet = runLab([
      "render", corpusPath + "/flick-open-01.jsonl", "--out", folder.file("quiet.svg"),
    ])
    #expect(quiet.status == LabExitStatus.success && quiet.err.isEmpty)
  }
}
