@_spi(DrawerKit) import DrawerCore

/// A chart of the drawer's offset over time in text, for the terminal: `•` the drawer, `◦` the
/// finger along the same axis while it touches, and the release and rest instants marked under
/// the time axis. Idle stretches the pictures shorten (``PictureTimeline``) are shortened here
/// too, and marked `≈` on the time axis.
///
/// ```
///  open 300 ┤          •••••••••••••••
///           │      ••••
///           │   •••
/// closed  0 ┼•••◦
///           └───┴──────────┴──────────
///             release      rest
///           0 s                  0.62 s
/// ```
enum TextChart {
  /// The chart of a recording, from its first event to its last frame.
  ///
  /// - Parameters:
  ///   - recording: what the drawer did.
  ///   - title: the line above the chart.
  ///   - columns: the plot's width in characters, at least 8.
  ///   - rows: the plot's height in lines, at least 3.
  /// - Returns: the chart, lines ending in newlines.
  static func render(
    _ recording: DrawerRecording, title: String, columns: Int = 60, rows: Int = 10
  ) -> String {
    let columns = Swift.max(columns, 8)
    let rows = Swift.max(rows, 3)
    let start = recording.startTime
    let timeline = PictureTimeline(recording)
    let span = Swift.max(timeline.shown(recording.endTime), 1e-6)
    let side = recording.configuration.side
    var low = 0.0
    var high = 1.0
    recording.forEachFrame { frame in
      low = Swift.min(low, frame.offset)
      high = Swift.max(high, frame.offset, frame.width)
    }
    func time(ofColumn column: Int) -> Double {
      timeline.time(shown: span * Double(column) / Double(columns - 1))
    }
    func row(of offset: Double) -> Int? {
      let fraction = (offset - low) / (high - low)
      guard fraction >= -0.5 / Double(rows), fraction <= 1 + 0.5 / Double(rows) else {
        return nil
      }
      return Swift.min(Swift.max(Int((fraction * Double(rows - 1)).rounded()), 0), rows - 1)
    }
    func column(of instant: Double) -> Int {
      let fraction = timeline.shown(instant) / span
      return Swift.min(Swift.max(Int((fraction * Double(columns - 1)).rounded()), 0), columns - 1)
    }

    var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
    let snapshots = recording.snapshots(at: (0..<columns).map(time(ofColumn:)))
    for (column, snapshot) in snapshots.enumerated() {
      if let finger = snapshot.finger,
        let fingerRow = row(of: side.distance(ofX: finger.x, inWidth: snapshot.container.width))
      {
        grid[fingerRow][column] = "◦"
      }
      if let offsetRow = row(of: snapshot.offset) {
        grid[offsetRow][column] = "•"
      }
    }

    let openLabel = "open \(svgNumber(high, decimals: 0))"
    let closedLabel = "closed \(svgNumber(0, decimals: 0))"
    let labelWidth = Swift.max(openLabel.count, closedLabel.count)
    let zeroRow = row(of: 0)
    var lines = [title]
    for index in (0..<rows).reversed() {
      let label: String
      let axis: String
      if index == rows - 1 {
        label = openLabel
        axis = "┤"
      } else if index == zeroRow {
        label = closedLabel
        axis = "┼"
      } else {
        label = ""
        axis = "│"
      }
      let padded = String(repeating: " ", count: labelWidth - label.count) + label
      let plot = String(grid[index])
      lines.append(padded + " " + axis + plot.trailingSpacesTrimmed)
    }

    var marks: [(column: Int, label: String)] = recording.releases.map {
      (column(of: $0.time), "release")
    }
    if let rest = recording.restTime { marks.append((column(of: rest), "rest")) }
    marks.sort { $0.column < $1.column }
    var axis = Array(repeating: Character("─"), count: columns)
    for gap in timeline.breaks {
      for column in column(of: gap.start)...column(of: gap.end) { axis[column] = "≈" }
    }
    for mark in marks { axis[mark.column] = "┴" }
    let indent = String(repeating: " ", count: labelWidth + 1)
    lines.append(indent + "└" + String(axis))
    var labels = ""
    for mark in marks {
      let position = mark.column + 1
      // Labels that would overlap the previous one are left out; the tick still shows.
      guard position >= labels.count + (labels.isEmpty ? 0 : 1) else { continue }
      labels += String(repeating: " ", count: position - labels.count) + mark.label
    }
    if !labels.isEmpty { lines.append(indent + labels) }
    let endLabel = svgNumber(recording.endTime - start, decimals: 2) + " s"
    let gap = Swift.max(1, columns + 1 - 3 - endLabel.count)
    lines.append(indent + "0 s" + String(repeating: " ", count: gap) + endLabel)
    lines.append(
      indent + "• drawer offset (pt)   ◦ finger"
        + (timeline.breaks.isEmpty ? "" : "   ≈ idle, shortened"))
    return lines.joined(separator: "\n") + "\n"
  }
}
