@_spi(DrawerKit) import DrawerCore
import Foundation

/// `drawer-lab render TRACE [OPTIONS]`: draws one trace, animated or as a still frame.
enum RenderCommand {
  static let usage = """
    usage: drawer-lab render TRACE [--style S] [--at SECONDS] [--out FILE] [--width W]
                             [--spring-duration S] [--bounce B] [--open-zone Z]

    Draws TRACE, a drawer-trace/1 file or the name of a built-in scenario, as an animated SVG
    beside a chart of the drawer's offset over time; with --at, as a still frame. A trace with
    two drawers (the secondDrawer header key) is drawn with both panels over the content and
    both offsets on the chart.

      --at SECONDS           a still frame, this many seconds after the trace's first event,
                             0...2000000000 (the longest a trace can span; a time past the
                             end shows the drawer at rest)
      --out FILE             where to write, its folder created if missing; an existing
                             folder, or a path ending in /, gets the default file name
                             (default: ./drawer-lab-output/NAME-STYLE.svg, or
                             NAME-STYLE-at-Ts.svg); an existing file is replaced only
                             if drawer-lab wrote it or it is empty
    \(ConfigurationOptions.usage)

    The style defaults to overlay; the other options change the trace's configuration (each
    drawer's, for a trace with two). Idle stretches longer than 2 s are shown as 1 s, marked
    with how long they were. A render that takes more than a second shows its progress on
    standard error, a line at least every 5 s.

    Exit status: 0 when the picture is written, 2 on unusable input (nothing is written then).

    examples:
      drawer-lab render Tests/DrawerLabTests/Fixtures/corpus/flick-open-01.jsonl
      drawer-lab render catch-mid-flight --style scale --at 0.18 --out catch.svg
      drawer-lab render gentle-toss --bounce 0.4 --spring-duration 0.6
    """

  /// The latest still `--at` takes, in seconds after the first event: the longest a trace can
  /// span (its times are within ±1e9 s).
  static let longestStill = 2 * Trace.coordinateLimit

  static func run(_ arguments: [String], console: LabConsole) -> Int32 {
    let fail = { (message: String) -> Int32 in
      console.err("drawer-lab render: \(message)\n\n" + usage + "\n")
      return LabExitStatus.badInput
    }
    let parsed: CommandArguments
    let options: ConfigurationOptions
    var at: Double?
    do {
      parsed = try CommandArguments(
        arguments, options: ConfigurationOptions.names.union(["--at", "--out"]),
        flags: ["--help", "-h"])
      options = try ConfigurationOptions(parsed)
      if let text = parsed["--at"] {
        at = try number(text, option: "--at", in: 0...longestStill, unit: " s")
      }
    } catch {
      return fail(error.message)
    }
    if parsed.has("--help") || parsed.has("-h") {
      console.out(usage + "\n")
      return LabExitStatus.success
    }
    guard let source = parsed.positionals.first else { return fail("no TRACE given") }
    if parsed.positionals.count > 1 {
      return fail("one TRACE at a time; unexpected '\(parsed.positionals[1])'")
    }

    let trace: Trace
    let baseConfiguration: DrawerConfiguration
    let secondConfiguration: DrawerConfiguration?
    let description: String?
    let start = console.now()
    if FileManager.default.fileExists(atPath: source) {
      let reading = ReadingProgress("render", console: console, since: start)
      do {
        trace = try CorpusLoader.loadTrace(at: source, progress: reading.update)
      } catch {
        // What is wrong is in the file, not the command line: one line, no usage.
        reading.finish()
        console.err("\(error)\n")
        return LabExitStatus.badInput
      }
      baseConfiguration = trace.configuration
      secondConfiguration = trace.secondConfiguration
      description = nil
    } else if let scenario = LabScenario.named(source) {
      trace = scenario.trace
      baseConfiguration = scenario.configuration
      secondConfiguration = scenario.secondConfiguration
      description = scenario.summary
    } else {
      return fail("no such file or built-in scenario '\(source)'")
    }

    let style = options.style ?? .overlay
    var name = "\(safeFileName(trace.name))-\(style.rawValue)"
    if let at { name += "-at-\(svgNumber(at, decimals: 3))s" }
    name += ".svg"
    // The folder is created if missing, as `scenarios --out` does.
    let folder: String
    let destination: String
    let out = parsed["--out"] ?? ScenariosCommand.defaultFolder + "/"
    if out.isEmpty { return fail("--out needs a file") }
    if out.hasSuffix("/") || OutputFile.isFolder(out) {
      folder = out
      destination = (out as NSString).appendingPathComponent(name)
    } else {
      folder = URL(fileURLWithPath: out).deletingLastPathComponent().path
      destination = out
    }
    do {
      // Before drawing, which can take a while: a file the lab did not write stays.
      try OutputFile.checkDestination(destination)
    } catch {
      console.err("drawer-lab render: \(error)\n")
      return LabExitStatus.badInput
    }
    do {
      try OutputFile.prepareFolder(folder)
    } catch {
      return fail("--out \(error)")
    }

    // The recording keeps none of its frames: each pass of the picture runs the trace again, so
    // that memory follows the picture, not the trace's length.
    var progress = LabProgress(
      "render", total: trace.events.count, unit: "events replayed", delay: 1, console: console,
      since: start)
    let recording = DrawerRecording(
      trace, configuration: options.applied(to: baseConfiguration),
      secondConfiguration: secondConfiguration.map(options.applied(to:)), frameRate: 120,
      keepsFrames: false
    ) { progress.advance(by: $0) }
    progress.finish()
    // Drawing goes through the frames twice: what the picture needs to know, then the drawing.
    var drawing = LabProgress(
      "render", total: 2 * recording.frameCount, unit: "frames drawn (2 passes)", delay: 1,
      console: console, since: start)
    let renderer = DrawerSVGRenderer(style: style)
    let title = "\(trace.name) · \(style.rawValue)"
    let svg: String
    var stillOffset = 0.0
    var duration = 0.0
    if let at {
      (svg, stillOffset) = renderer.still(
        of: recording, at: at, title: title, description: description
      ) { drawing.advance() }
    } else {
      (svg, duration) = renderer.animation(
        of: recording, title: title, description: description
      ) { drawing.advance() }
    }
    drawing.finish()
    do {
      try OutputFile.write(LabWrittenFile.marked(svg), to: destination)
    } catch {
      return fail("\(error)")
    }
    var summary = "Wrote \(destination)"
    if let at {
      summary +=
        ": \(style.rawValue) at \(svgNumber(at, decimals: 3)) s, offset "
        + "\(svgNumber(stillOffset, decimals: 1)) pt"
    } else {
      summary +=
        ": \(style.rawValue), \(svgNumber(duration, decimals: 2)) s"
        + " animation, "
        + (recording.secondFinal.map {
          "\(recording.configuration.edge.rawValue) drawer ends \(recording.final.rawValue), "
            + "\(recording.second?.edge.rawValue ?? "") drawer ends \($0.rawValue)"
        } ?? "ends \(recording.final.rawValue)")
    }
    console.out(summary + ".\n")
    return LabExitStatus.success
  }

  /// A trace's name made safe as a file name: letters, digits, `.`, `_` and `-` only.
  static func safeFileName(_ name: String) -> String {
    let safe = String(
      name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
    return safe.isEmpty || safe.hasPrefix(".") ? "trace" + safe : safe
  }
}
