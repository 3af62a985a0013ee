@_spi(DrawerKit) import DrawerCore

/// The `index.html` of a lab run: for each scenario its name, what it shows and how it ended,
/// its chart at full size, and its screen in each style, each linked to the full picture.
///
/// The chart is the same in every style (the engine does not depend on the presentation), so the
/// page shows it once per scenario, at the size its text was set for, beside small screens with
/// no heading of their own; they all last the scenario's animation time.
enum IndexPage {
  /// The folder, inside the output folder, of the charts.
  static let chartsFolder = "charts"
  /// The folder of the screens drawn without heading or chart.
  static let screensFolder = "screens"

  /// A scenario on the page.
  struct Entry {
    var outcome: ScenarioOutcome
    var pictures: [Picture] = []

    /// The chart's file, relative to the output folder.
    var chart: String { "\(IndexPage.chartsFolder)/\(outcome.scenario.name).svg" }
  }

  /// One style of a scenario.
  struct Picture {
    var scenario: String
    var style: DrawerPresentationStyle

    /// The full picture's file, relative to the output folder.
    var file: String { "\(scenario)-\(style.rawValue).svg" }
    /// The screen alone.
    var screen: String { "\(IndexPage.screensFolder)/\(file)" }
  }

  /// The page for the scenarios, in order.
  static func html(_ entries: [Entry]) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>DrawerKit lab</title>
      <style>
      body { font-family: -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif;
        margin: 2rem; background: #f7f7f9; color: #1c1c1e; }
      h1 { margin-bottom: 0.2rem; }
      section { margin: 2.5rem 0; }
      h2 { margin-bottom: 0.2rem; font-family: ui-monospace, Menlo, monospace; }
      p { margin: 0.3rem 0; max-width: 60rem; color: #3a3a3c; }
      .outcome { color: #6e6e73; }
      .fail { color: #d92d20; font-weight: 600; }
      .row { display: flex; flex-wrap: wrap; gap: 1rem; margin-top: 0.8rem; align-items: flex-start; }
      figure { margin: 0; background: #fff; border: 1px solid #e3e3e8; border-radius: 12px;
        padding: 0.5rem; }
      figure.chart img { width: 460px; height: auto; display: block; }
      figure.screen img { width: 170px; height: auto; display: block; }
      figcaption { text-align: center; font-weight: 600; padding: 0.3rem; }
      </style>
      </head>
      <body>
      <h1>DrawerKit lab</h1>
      <p>Each scenario is the drawer engine replaying a scripted interaction, drawn with SVG
      animation: its chart of the drawer's offset over time (the finger dashed, each tap, release
      and the rest marked), and the screen in each presentation style. Every animation repeats; a
      scenario's chart and screens last the same time. A screen opens its full picture.</p>

      """
    for entry in entries {
      let outcome = entry.outcome
      let scenario = outcome.scenario
      html += "<section id=\"\(xmlEscaped(scenario.name))\">\n"
      html += "<h2>\(xmlEscaped(scenario.name))</h2>\n"
      html += "<p>\(xmlEscaped(scenario.summary))</p>\n"
      var line = "Ends \(outcome.final.rawValue)"
      if let second = outcome.recording.second, let final = outcome.recording.secondFinal {
        line =
          "The \(outcome.configuration.edge.rawValue) drawer ends \(outcome.final.rawValue), the"
          + " \(second.edge.rawValue) drawer \(final.rawValue)"
      }
      if let velocity = outcome.releaseVelocity {
        line += ", let go at \(svgNumber(velocity, decimals: 0)) pt/s"
      }
      if let rest = outcome.timeToRest {
        line += ", at rest \(svgNumber(rest, decimals: 2)) s later"
      }
      line += "."
      html += "<p class=\"outcome\">\(xmlEscaped(line))"
      if !outcome.endsAsMeant {
        let second = scenario.trace.secondDrawer.map { ", and \($0.expect.rawValue)" } ?? ""
        html +=
          " <span class=\"fail\">Not as meant: expected \(scenario.trace.expect.rawValue)"
          + "\(second).</span>"
      }
      html += "</p>\n<div class=\"row\">\n"
      html +=
        "<figure class=\"chart\"><img src=\"\(xmlEscaped(entry.chart))\" alt=\""
        + "\(xmlEscaped(scenario.name)): the drawer's offset over time\"></figure>\n"
      for picture in entry.pictures {
        let file = xmlEscaped(picture.file)
        html +=
          "<figure class=\"screen\"><a href=\"\(file)\"><img src=\"\(xmlEscaped(picture.screen))\""
          + " alt=\"\(xmlEscaped(scenario.name)), \(picture.style.rawValue)\"></a>"
          + "<figcaption>\(picture.style.rawValue)</figcaption></figure>\n"
      }
      html += "</div>\n</section>\n"
    }
    html += "</body>\n</html>\n"
    return html
  }
}
