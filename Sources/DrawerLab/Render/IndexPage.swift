import DrawerCore

/// The `index.html` of a lab run: every scenario's pictures side by side, with its name, what it
/// shows and how it ended.
enum IndexPage {
  /// One picture on the page.
  struct Picture {
    var style: DrawerPresentationStyle
    var file: String
  }

  /// The page for the outcomes and their pictures, in order.
  static func html(_ entries: [(outcome: ScenarioOutcome, pictures: [Picture])]) -> String {
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
      .row { display: flex; flex-wrap: wrap; gap: 1rem; margin-top: 0.8rem; }
      figure { margin: 0; background: #fff; border: 1px solid #e3e3e8; border-radius: 12px;
        padding: 0.5rem; }
      figure img { width: 460px; height: auto; display: block; }
      figcaption { text-align: center; font-weight: 600; padding: 0.3rem; }
      </style>
      </head>
      <body>
      <h1>DrawerKit lab</h1>
      <p>Each picture is the drawer engine replaying a scripted interaction, drawn with SVG
      animation: the screen on the left, the drawer's offset over time on the right (the finger
      dashed, each release and the rest marked). Every animation repeats.</p>

      """
    for (outcome, pictures) in entries {
      let scenario = outcome.scenario
      html += "<section id=\"\(xmlEscaped(scenario.name))\">\n"
      html += "<h2>\(xmlEscaped(scenario.name))</h2>\n"
      html += "<p>\(xmlEscaped(scenario.summary))</p>\n"
      var line = "Ends \(outcome.final.rawValue)"
      if let velocity = outcome.releaseVelocity {
        line += ", let go at \(svgNumber(velocity, decimals: 0)) pt/s"
      }
      if let rest = outcome.timeToRest {
        line += ", at rest \(svgNumber(rest, decimals: 2)) s later"
      }
      line += "."
      html += "<p class=\"outcome\">\(xmlEscaped(line))"
      if !outcome.endsAsMeant {
        html +=
          " <span class=\"fail\">Not as meant: expected \(scenario.trace.expect.rawValue).</span>"
      }
      html += "</p>\n<div class=\"row\">\n"
      for picture in pictures {
        let file = xmlEscaped(picture.file)
        html +=
          "<figure><a href=\"\(file)\"><img src=\"\(file)\" alt=\""
          + "\(xmlEscaped(scenario.name)), \(picture.style.rawValue)\"></a>"
          + "<figcaption>\(picture.style.rawValue)</figcaption></figure>\n"
      }
      html += "</div>\n</section>\n"
    }
    html += "</body>\n</html>\n"
    return html
  }
}
