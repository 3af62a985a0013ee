import Foundation

/// `drawer-lab import-bioident RAWDATA DEVICES --out DIR [--users IDS]`: turns the BioIdent data
/// set's raw files into labelled traces.
enum ImportBioIdentCommand {
  static let usage = """
    usage: drawer-lab import-bioident RAWDATA DEVICES --out DIR [--users IDS]

    Turns the raw files of the BioIdent touch data set (M. Antal, Z. Bokor, L. Z. Szabo,
    "Information revealed from scrolling interactions on mobile devices", Pattern Recognition
    Letters 56 (2015) 7-13) into labelled drawer-trace/1 files, one per stroke, for
    drawer-lab replay and bench. Download the raw data from the authors' page,
    https://www.ms.sapientia.ro/~manyi/bioident.html ("Download Raw Data"), and unzip it:
    RAWDATA is its rawdata.csv, DEVICES its devices.csv, in that order.

    A stroke is every row from a down to the next up; an exact repeat of the sample before it
    (same millisecond, same place) is left out. Times are seconds from the down; positions are
    pixels over the device's density scale (mdpi 1, hdpi 1.5, xhdpi 2, xxhdpi 3; the 800x1205
    tablets logged as xxxhdpi are tvdpi, 213/160); the container is the screen in points in the
    stroke's orientation; the drawer is min(0.8 x width, 320) pt on the leading edge, opening
    from anywhere. Labels come from the net displacement (dx, dy) in points: travel under 30 pt
    is left out; |dy| > 2|dx| is vertical (a closed drawer must not move); |dy| < 0.5|dx| with
    travel of 60 pt or more is open (dx > 0: a closed drawer must open) or close (dx < 0: an
    open drawer must close); anything else is left out. Files are named
    bioident-u<user>-<n>-<kind>.jsonl, n being the stroke's place among all that person's
    strokes.

      --out DIR     the folder to write to, created if missing (required); a file there of
                    the same name is replaced only if drawer-lab wrote it or it is empty
      --users IDS   only these people, by user id, separated by commas (30,33,36); ids
                    with no stroke in RAWDATA are named on standard error

    Exit status: 0 when the traces are written, 2 on unusable input (each problem is reported
    on standard error as path:line: what is wrong; nothing is written then).

    examples:
      drawer-lab import-bioident rawdata.csv devices.csv --out bioident
      drawer-lab import-bioident rawdata.csv devices.csv --out bioident-dev --users 30,33,36
    """

  static func run(_ arguments: [String], console: LabConsole) -> Int32 {
    func fail(_ message: String) -> Int32 {
      console.err("drawer-lab import-bioident: \(message)\n\n" + usage + "\n")
      return LabExitStatus.badInput
    }
    let parsed: CommandArguments
    var users: Set<Int>?
    do {
      parsed = try CommandArguments(
        arguments, options: ["--out", "--users"], flags: ["--help", "-h"])
      if parsed.has("--help") || parsed.has("-h") {
        console.out(usage + "\n")
        return LabExitStatus.success
      }
      if var list = parsed["--users"] {
        // One trailing comma is a list's end, as macOS's `seq -s,` writes it.
        if list.hasSuffix(","), list.count > 1 { list.removeLast() }
        users = Set(
          try list.split(separator: ",", omittingEmptySubsequences: false).map {
            (id) throws(UsageError) -> Int in
            try wholeNumber(String(id), option: "--users", in: 0...Int.max)
          })
      }
    } catch {
      return fail(error.message)
    }
    guard parsed.positionals.count == 2 else {
      return fail(
        parsed.positionals.count < 2
          ? "needs RAWDATA and DEVICES, the data set's rawdata.csv and devices.csv"
          : "unexpected argument '\(parsed.positionals[2])'")
    }
    guard let folder = parsed["--out"], !folder.isEmpty else {
      return fail("--out DIR is required: the folder to write the traces to")
    }
    let rawPath = parsed.positionals[0]
    let devicesPath = parsed.positionals[1]
    let imported: BioIdentImport
    do {
      imported = try BioIdentImport(
        rawData: try CorpusLoader.readText(at: rawPath), rawDataPath: rawPath,
        devices: try CorpusLoader.readText(at: devicesPath), devicesPath: devicesPath,
        users: users)
    } catch {
      // What is wrong is in a file, not the command line: one line, no usage.
      console.err("\(error)\n")
      return LabExitStatus.badInput
    }
    guard imported.strokeCount > 0 else {
      // Nothing to write is a mistake in what was given: the wrong file, or the wrong people.
      console.err(
        users == nil
          ? "\(rawPath): no complete stroke (a down, then its up) in the file\n"
          : "drawer-lab import-bioident: --users: no stroke in \(rawPath) is by these people\n")
      return LabExitStatus.badInput
    }
    let destinations = imported.files.map {
      (folder as NSString).appendingPathComponent($0.trace.name + ".jsonl")
    }
    do {
      // Every trace checked before the first is written: a refused run writes nothing.
      for destination in destinations { try OutputFile.checkDestination(destination) }
    } catch {
      console.err("drawer-lab import-bioident: \(error)\n")
      return LabExitStatus.badInput
    }
    do {
      try OutputFile.prepareFolder(folder)
    } catch {
      return fail("--out \(error)")
    }
    if !imported.usersWithoutStrokes.isEmpty {
      // Some of the people asked for are not in the file: a typing slip, the wrong file, or a
      // range of ids wider than the people (seq 3 3 99). Said, not fatal.
      let ids = imported.usersWithoutStrokes.map(String.init).joined(separator: ", ")
      console.err(
        "drawer-lab import-bioident: --users: no stroke in \(rawPath) is by "
          + (imported.usersWithoutStrokes.count == 1 ? "user" : "users") + " \(ids)\n")
    }
    var progress = LabProgress(
      "import-bioident", total: imported.files.count, unit: "traces written", delay: 1,
      console: console)
    for (file, destination) in zip(imported.files, destinations) {
      do {
        try OutputFile.write(file.text, to: destination)
      } catch {
        progress.finish()
        console.err("drawer-lab import-bioident: \(error)\n")
        return LabExitStatus.badInput
      }
      progress.advance()
    }
    progress.finish()
    console.out(summary(imported, folder: folder))
    return LabExitStatus.success
  }

  /// What was written and what was left out, in two lines.
  static func summary(_ imported: BioIdentImport, folder: String) -> String {
    let kinds = BioIdentStroke.Label.allCases.map { label in
      "\(label.rawValue) \(imported.files.filter { $0.label == label }.count)"
    }
    let left = BioIdentStroke.Exclusion.allCases.map { exclusion in
      "\(exclusion.rawValue) \(imported.excluded[exclusion] ?? 0)"
    }
    let people = Set(imported.files.map { $0.trace.name.split(separator: "-")[1] }).count
    return
      "Wrote \(imported.files.count) traces by \(people) people to \(folder)"
      + " (\(kinds.joined(separator: " · ")));\n"
      + "left out \(imported.strokeCount - imported.files.count) of \(imported.strokeCount)"
      + " strokes (\(left.joined(separator: " · "))).\n"
  }
}
