@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

/// `drawer-lab import-bioident`: files in, traces out, bad input named.
@Suite struct ImportBioIdentCommandTests {
  func inputs(_ folder: ScratchFolder, rawData: String = BioIdentImportTests.rawData) throws
    -> (String, String)
  {
    (
      try write(rawData, to: "rawdata.csv", in: folder.path),
      try write(BioIdentImportTests.devices, to: "devices.csv", in: folder.path)
    )
  }

  @Test func writesEveryLabelledStrokeAndSaysWhatItLeftOut() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (raw, devices) = try inputs(folder)
    let out = folder.file("traces/bioident")
    let (status, text, err) = runLab(["import-bioident", raw, devices, "--out", out])
    #expect(status == LabExitStatus.success, "\(err)")
    #expect(
      text == "Wrote 4 traces by 2 people to \(out) (vertical 1 · open 2 · close 1);\n"
        + "left out 3 of 7 strokes (short 1 · short horizontal 1 · diagonal 1).\n")
    let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(
      files == [
        "bioident-u101-0001-vertical.jsonl", "bioident-u101-0003-open.jsonl",
        "bioident-u101-0004-close.jsonl", "bioident-u102-0001-open.jsonl",
      ])
    // What it writes replays.
    let (replayed, lines, _) = runLab(["replay", out])
    #expect(replayed != LabExitStatus.badInput)
    #expect(lines.contains("vertical"))
  }

  /// A trace recorded by someone, where an import's trace would go, is never replaced; the
  /// import's own traces of an earlier run are.
  @Test func aTraceItDidNotWriteStopsTheImportAndNothingIsWritten() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (raw, devices) = try inputs(folder)
    let out = folder.file("traces")
    let first = runLab(["import-bioident", raw, devices, "--out", out])
    #expect(first.status == LabExitStatus.success, "\(first.err)")
    let again = runLab(["import-bioident", raw, devices, "--out", out])
    #expect(again.status == LabExitStatus.success, "\(again.err)")

    let other = folder.file("recorded")
    try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
    let recorded = validHeader + "\n" + #"{"t":1,"type":"down","x":5,"y":300}"# + "\n"
    let mine = try write(recorded, to: "bioident-u102-0001-open.jsonl", in: other)
    let (status, text, err) = runLab(["import-bioident", raw, devices, "--out", other])
    #expect(status == LabExitStatus.badInput)
    #expect(
      err
        == "drawer-lab import-bioident: \(mine): exists and was not written by drawer-lab: not"
        + " replaced (remove it or choose another --out)\n")
    #expect(text.isEmpty)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: other)
        == ["bioident-u102-0001-open.jsonl"], "none of the other traces written")
    #expect(try String(contentsOfFile: mine, encoding: .utf8) == recorded)
  }

  @Test func onlyThePeopleAskedFor() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (raw, devices) = try inputs(folder)
    let out = folder.file("one")
    let (status, _, _) = runLab(["import-bioident", raw, devices, "--out", out, "--users", "102"])
    #expect(status == LabExitStatus.success)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out) == ["bioident-u102-0001-open.jsonl"])
  }

  @Test func aListEndingInACommaIsTheListBeforeIt() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (raw, devices) = try inputs(folder)
    let out = folder.file("both")
    let (status, text, err) = runLab([
      "import-bioident", raw, devices, "--out", out, "--users", "101,102,",
    ])
    #expect(status == LabExitStatus.success, "\(err)")
    #expect(text.hasPrefix("Wrote 4 traces by 2 people"))
  }

  @Test func nobodyToImportIsBadInputAndWritesNothing() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (raw, devices) = try inputs(folder)
    let out = folder.file("none")
    let (status, text, err) = runLab([
      "import-bioident", raw, devices, "--out", out, "--users", "999",
    ])
    #expect(status == LabExitStatus.badInput)
    #expect(text.isEmpty)
    #expect(err == "drawer-lab import-bioident: --users: no stroke in \(raw) is by these people\n")
    let empty = try write("", to: "empty.csv", in: folder.path)
    let (none, _, message) = runLab(["import-bioident", empty, devices, "--out", out])
    #expect(none == LabExitStatus.badInput)
    #expect(message == "\(empty): no complete stroke (a down, then its up) in the file\n")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func peopleAskedForWithoutStrokesAreNamed() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (raw, devices) = try inputs(folder)
    let out = folder.file("some")
    let (status, text, err) = runLab([
      "import-bioident", raw, devices, "--out", out, "--users", "101,7,102,999",
    ])
    #expect(status == LabExitStatus.success)
    #expect(text.hasPrefix("Wrote 4 traces by 2 people"))
    #expect(err == "drawer-lab import-bioident: --users: no stroke in \(raw) is by users 7, 999\n")
    let (one, _, message) = runLab([
      "import-bioident", raw, devices, "--out", folder.file("one"), "--users", "101,5",
    ])
    #expect(one == LabExitStatus.success)
    #expect(message == "drawer-lab import-bioident: --users: no stroke in \(raw) is by user 5\n")
    let (all, _, quiet) = runLab([
      "import-bioident", raw, devices, "--out", folder.file("all"), "--users", "101,102",
    ])
    #expect(all == LabExitStatus.success)
    #expect(quiet.isEmpty)
  }

  /// RAWDATA and DEVICES the wrong way round are named as such, not as a bad density.
  @Test func swappedFilesAreNamedAsSwapped() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (raw, devices) = try inputs(folder)
    let out = folder.file("swapped")
    let (status, text, err) = runLab(["import-bioident", devices, raw, "--out", out])
    #expect(status == LabExitStatus.badInput)
    #expect(text.isEmpty)
    #expect(
      err
        == "\(raw):1: this looks like the data set's rawdata.csv: the arguments are RAWDATA "
        + "(rawdata.csv) then DEVICES (devices.csv); were they swapped?\n")
    // Without their headers too.
    let bareRaw = try write(
      BioIdentImportTests.rawData.split(separator: "\r\n").dropFirst().joined(separator: "\n"),
      to: "bare-raw.csv", in: folder.path)
    let bareDevices = try write(
      BioIdentImportTests.devices.split(separator: "\r\n").dropFirst().joined(separator: "\n"),
      to: "bare-devices.csv", in: folder.path)
    let (bare, _, message) = runLab(["import-bioident", bareDevices, bareRaw, "--out", out])
    #expect(bare == LabExitStatus.badInput)
    #expect(message.hasPrefix("\(bareRaw):1: this looks like the data set's rawdata.csv"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func aBadRowIsNamedAndNothingIsWritten() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    let (raw, devices) = try inputs(
      folder,
      rawData: BioIdentImportTests.rawData.replacingOccurrences(of: ",105,450,", with: ",105,far,"))
    let out = folder.file("never")
    let (status, text, err) = runLab(["import-bioident", raw, devices, "--out", out])
    #expect(status == LabExitStatus.badInput)
    #expect(err == "\(raw):5: y \"far\" is not a number of pixels\n")
    #expect(text.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test(arguments: [
    (["rawdata.csv"], "needs RAWDATA and DEVICES, the data set's rawdata.csv and devices.csv"),
    (["a", "b"], "--out DIR is required: the folder to write the traces to"),
    (["a", "b", "c", "--out", "x"], "unexpected argument 'c'"),
    (
      ["a", "b", "--out", "x", "--users", "101,x"],
      "--users must be a whole number (expected 0 or more), not 'x'"
    ),
    (["a", "b", "--out", "x", "--out", "y"], "--out given twice"),
  ])
  func commandLineErrorsShowTheUsage(arguments: [String], message: String) {
    let (status, out, err) = runLab(["import-bioident"] + arguments)
    #expect(status == LabExitStatus.badInput)
    #expect(firstLine(err) == "drawer-lab import-bioident: " + message)
    #expect(err.contains("usage: drawer-lab import-bioident"))
    #expect(out.isEmpty)
  }

  @Test func aMissingFileIsNamed() {
    let (status, _, err) = runLab([
      "import-bioident", "/no/rawdata.csv", "/no/devices.csv", "--out", "x",
    ])
    #expect(status == LabExitStatus.badInput)
    #expect(err == "/no/rawdata.csv: cannot read the file (no such file)\n")
  }

  @Test func helpExplainsTheRules() {
    let (status, out, _) = runLab(["help", "import-bioident"])
    #expect(status == LabExitStatus.success)
    #expect(out.contains("Pattern Recognition"))
    #expect(out.contains("|dy| > 2|dx| is vertical"))
  }
}
