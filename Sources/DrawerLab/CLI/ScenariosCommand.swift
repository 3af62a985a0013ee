@_spi(DrawerKit) import DrawerCore

/// `drawer-lab [scenarios] [OPTIONS]`, the default run: runs the built-in scenarios, writes their
/// animated pictures and an index, and prints how each ended with a text chart of one.
enum ScenariosCommand {
  /// The folder written to when no `--out` is given, relative to the working directory.
  static let defaultFolder = "drawer-lab-output"
  /// The scenario charted in the terminal when no `--chart` is given.
  static let defaultChart = "flick-open"

  static let usage = """
    usage: drawer-lab [scenarios] [--out DIR] [--chart NAME] [--style S] [--width W]
                      [--spring-duration S] [--bounce B] [--open-zone Z]

    Runs the built-in scenarios (a flick, a slow drag, a drag that comes back, a gentle toss, a
    catch in mid-flight, a tap on the scrim, a programmatic toggle, a vertical scroll, a resize,
    and two drawers on one content: a flick to each side and a swap) through the engine. Writes
    into DIR an animated SVG of each in every presentation style (only overlay for the vertical
    scroll, where the drawer never moves: 73 pictures), the
    screens alone (screens/) and each scenario's chart (charts/) that index.html shows side by
    side; prints each scenario's outcome (final state, release velocity, time to rest) and a
    text chart of one scenario's offset over time. This is what 'drawer-lab' with no command
    does.

      --out DIR              the folder to write to, created if missing (default:
                             ./drawer-lab-output); a file there of the same name is
                             replaced only if drawer-lab wrote it or it is empty
      --chart NAME           the scenario to chart in the terminal (default: flick-open)
    \(ConfigurationOptions.usage)

    With --style, every scenario is drawn in that one style. The other options change the
    drawer's configuration for every scenario, so that settings can be compared.

    Exit status: 0 when every scenario ends as its name promises, 1 when one does not, 2 on
    unusable input (nothing is written then).

    examples:
      drawer-lab
      drawer-lab --out /tmp/lab --style scale
      drawer-lab --bounce 0.3 --spring-duration 0.5 --chart catch-mid-flight
    """

  static func run(_ arguments: [String], console: LabConsole) -> Int32 {
    let fail = { (message: String) -> Int32 in
      console.err("drawer-lab: \(message)\n\n" + usage + "\n")
      return LabExitStatus.badInput
    }
    let parsed: CommandArguments
    let options: ConfigurationOptions
    do {
      parsed = try CommandArguments(
        arguments, options: ConfigurationOptions.names.union(["--out", "--chart"]),
        flags: ["--help", "-h"])
      options = try ConfigurationOptions(parsed)
    } catch {
      return fail(error.message)
    }
    if parsed.has("--help") || parsed.has("-h") {
      console.out(usage + "\n")
      return LabExitStatus.success
    }
    if let extra = parsed.positionals.first {
      return fail("unexpected argument '\(extra)'")
    }
    let chartName = parsed["--chart"] ?? defaultChart
    guard LabScenario.named(chartName) != nil else {
      let names = LabScenario.all.map(\.name).joined(separator: ", ")
      return fail("--chart: no scenario named '\(chartName)' (scenarios: \(names))")
    }
    let folder = parsed["--out"] ?? defaultFolder
    if folder.isEmpty { return fail("--out needs a folder") }
    do {
      try OutputFile.prepareFolder(folder)
    } catch {
      return fail("--out \(error)")
    }

    let entries = LabScenario.all.map { scenario in
      var entry = IndexPage.Entry(
        outcome: ScenarioOutcome(
          scenario, configuration: options.applied(to: scenario.configuration),
          secondConfiguration: scenario.secondConfiguration.map(options.applied(to:))))
      entry.pictures = (options.style.map { [$0] } ?? scenario.styles).map {
        IndexPage.Picture(scenario: scenario.name, style: $0)
      }
      return entry
    }
    let written = entries.map(\.pictures.count).reduce(0, +)
    do {
      // Every file this run writes, checked before the first is: a refused run writes nothing.
      let files = entries.flatMap { [$0.chart] + $0.pictures.flatMap { [$0.file, $0.screen] } }
      for file in files + ["index.html"] {
        try OutputFile.checkDestination(path(folder, file))
      }
      for sub in [IndexPage.chartsFolder, IndexPage.screensFolder] {
        try OutputFile.prepareFolder(path(folder, sub))
      }
      for entry in entries {
        let (scenario, recording) = (entry.outcome.scenario, entry.outcome.recording)
        try OutputFile.write(
          LabWrittenFile.marked(DrawerSVGRenderer().chart(of: recording)),
          to: path(folder, entry.chart))
        for picture in entry.pictures {
          let style = picture.style
          try OutputFile.write(
            LabWrittenFile.marked(
              DrawerSVGRenderer(style: style).animation(
                of: recording, title: "\(scenario.name) · \(style.rawValue)",
                description: scenario.summary)), to: path(folder, picture.file))
          try OutputFile.write(
            LabWrittenFile.marked(
              DrawerSVGRenderer(style: style, includesChart: false, includesHeading: false)
                .animation(of: recording)), to: path(folder, picture.screen))
        }
      }
      try OutputFile.write(
        LabWrittenFile.marked(IndexPage.html(entries)), to: path(folder, "index.html"))
    } catch {
      console.err("drawer-lab: \(error)\n")
      return LabExitStatus.badInput
    }

    let outcomes = entries.map(\.outcome)
    console.out(table(outcomes))
    if let charted = outcomes.first(where: { $0.scenario.name == chartName }) {
      console.out(
        "\n"
          + TextChart.render(
            charted.recording, title: "\(chartName): the drawer's offset over time"))
    }
    let index = path(folder, "index.html")
    console.out(
      "\nWrote \(written) animated pictures, their screens and charts for the index, and"
        + " \(index); open it in a browser to watch them.\n")
    return outcomes.allSatisfy(\.endsAsMeant) ? LabExitStatus.success : LabExitStatus.failure
  }

  /// The outcome table: one line per scenario, then a count.
  static func table(_ outcomes: [ScenarioOutcome]) -> String {
    var text =
      "scenario".padding(to: 24) + "final".padding(to: 8) + "meant".padding(to: 8)
      + "release".padding(to: 13) + "to rest".padding(to: 10) + "check\n"
    for outcome in outcomes {
      let release = outcome.releaseVelocity.map { "\(svgNumber($0, decimals: 0)) pt/s" } ?? "—"
      let rest = outcome.timeToRest.map { "\(fixedNumber($0, decimals: 2)) s" } ?? "—"
      text +=
        outcome.scenario.name.padding(to: 24) + outcome.final.rawValue.padding(to: 8)
        + outcome.scenario.trace.expect.rawValue.padding(to: 8) + release.padding(to: 13)
        + rest.padding(to: 10) + (outcome.endsAsMeant ? "ok" : "NOT AS MEANT") + "\n"
      if let second = outcome.recording.second, let final = outcome.recording.secondFinal,
        let meant = outcome.scenario.trace.secondDrawer?.expect
      {
        // The second drawer of a scenario with two, under the first's columns.
        text +=
          "  \(second.edge.rawValue) drawer".padding(to: 24) + final.rawValue.padding(to: 8)
          + meant.rawValue + "\n"
      }
    }
    let good = outcomes.filter(\.endsAsMeant).count
    text += "\(good) of \(outcomes.count) scenarios end as meant.\n"
    return text
  }

  private static func path(_ folder: String, _ file: String) -> String {
    folder.hasSuffix("/") ? folder + file : folder + "/" + file
  }
}
