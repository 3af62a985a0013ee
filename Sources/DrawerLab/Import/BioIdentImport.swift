/// Turns the BioIdent data set's raw files into labelled `drawer-trace/1` traces.
///
/// BioIdent (M. Antal, Z. Bokor, L. Z. Szabo, "Information revealed from scrolling interactions
/// on mobile devices", Pattern Recognition Letters 56 (2015) 7–13) logged 71 people scrolling a
/// text and swiping through a gallery on Android phones and tablets. Its raw data is published on
/// the authors' page but carries no licence, so DrawerKit does not ship it; this import lets
/// anyone who downloads it make the real-finger traces the benchmark runs on.
///
/// ```swift
/// let imported = try BioIdentImport(
///   rawData: rawCSV, rawDataPath: "rawdata.csv", devices: devicesCSV,
///   devicesPath: "devices.csv")
/// for file in imported.files { print(file.trace.name) }  // bioident-u030-0002-vertical, …
/// ```
///
/// Each stroke (``BioIdentStroke/strokes(parsing:path:)``) is labelled by its net displacement
/// and written as a trace (``BioIdentStroke/trace(on:sampleRate:)``) with the device's nominal
/// sampling rate (the reciprocal of the median interval between two moves over all its
/// strokes, rounded to a whole hertz) and a `source` header key naming the data set, the person,
/// the stroke, the device, its scale, the orientation and the task.
public struct BioIdentImport: Sendable {
  /// A trace to write, with its file's text.
  public struct File: Sendable, Hashable {
    /// The trace.
    public var trace: Trace
    /// The label it was given.
    public var label: BioIdentStroke.Label
    /// The file's contents: the trace as the engine's writer writes it, with the `source` key
    /// in the header.
    public var text: String
  }

  /// The labelled strokes, in file order.
  public private(set) var files: [File] = []
  /// How many strokes were left unlabelled, and why.
  public private(set) var excluded: [BioIdentStroke.Exclusion: Int] = [:]
  /// How many strokes were read in all (of the people asked for).
  public private(set) var strokeCount = 0
  /// The user ids asked for that have no stroke in the file, in increasing order (none when
  /// everyone was asked for).
  public private(set) var usersWithoutStrokes: [Int] = []

  /// Reads both files and labels every stroke.
  ///
  /// - Parameters:
  ///   - rawData: the contents of `rawdata.csv`.
  ///   - rawDataPath: its path, for messages.
  ///   - devices: the contents of `devices.csv`.
  ///   - devicesPath: its path, for messages.
  ///   - users: the people to import, by user id; everyone when `nil`.
  /// - Throws: ``LabInputError`` for a line of either file that cannot be read, or a stroke on a
  ///   device `devices.csv` does not list.
  public init(
    rawData: String, rawDataPath: String, devices: String, devicesPath: String,
    users: Set<Int>? = nil
  ) throws(LabInputError) {
    // RAWDATA and DEVICES given the wrong way round: say so, rather than report the first row
    // of one file as a bad row of the other.
    if Self.looksLikeRawData(devices) || Self.looksLikeDevices(rawData) {
      let (path, other) =
        Self.looksLikeRawData(devices) ? (devicesPath, "rawdata.csv") : (rawDataPath, "devices.csv")
      throw LabInputError(
        path: path, line: 1,
        message: "this looks like the data set's \(other): the arguments are RAWDATA "
          + "(rawdata.csv) then DEVICES (devices.csv); were they swapped?")
    }
    let devices = try BioIdentDevice.devices(parsing: devices, path: devicesPath)
    let strokes = try BioIdentStroke.strokes(parsing: rawData, path: rawDataPath)
    for stroke in strokes where devices[stroke.device] == nil {
      throw LabInputError(
        path: rawDataPath, line: stroke.line,
        message: "device \(stroke.device) is not in \(devicesPath)")
    }
    if let users {
      usersWithoutStrokes = users.subtracting(strokes.map(\.user)).sorted()
    }
    let rates = Self.sampleRates(strokes)
    for stroke in strokes where users?.contains(stroke.user) ?? true {
      strokeCount += 1
      guard let device = devices[stroke.device] else { continue }
      switch stroke.trace(on: device, sampleRate: rates[stroke.device]) {
      case .failure(let exclusion):
        excluded[exclusion, default: 0] += 1
      case .success(let trace):
        guard case .success(let label) = stroke.label(scale: device.scale) else { continue }
        files.append(
          File(trace: trace, label: label, text: Self.text(trace, stroke: stroke, device: device)))
      }
    }
  }

  /// Whether the first line of `text` is `rawdata.csv`'s: its header (naming `user_id`), or a
  /// row of eight or more whole-number fields.
  static func looksLikeRawData(_ text: String) -> Bool {
    guard let (_, fields) = CSVLines(text).first(where: { _ in true }) else { return false }
    if fields.contains("user_id") { return true }
    return fields.count >= 8 && fields.prefix(6).allSatisfy { Int64($0) != nil }
  }

  /// Whether the first line of `text` is `devices.csv`'s: its header (naming `density`), or a
  /// row whose second field is a density name.
  static func looksLikeDevices(_ text: String) -> Bool {
    guard let (_, fields) = CSVLines(text).first(where: { _ in true }) else { return false }
    if fields.contains("density") { return true }
    return fields.count >= 2 && BioIdentDevice.densityScales[fields[1]] != nil
  }

  /// Each device's nominal sampling rate, in hertz: one over the median interval between two
  /// consecutive moves, over all its strokes.
  static func sampleRates(_ strokes: [BioIdentStroke]) -> [Int: Double] {
    var intervals: [Int: [Int64]] = [:]
    for stroke in strokes where stroke.samples.count > 3 {
      let moves = stroke.samples.dropFirst().dropLast()
      for (earlier, later) in zip(moves, moves.dropFirst()) {
        intervals[stroke.device, default: []].append(later.time - earlier.time)
      }
    }
    return intervals.compactMapValues { values in
      guard let median = BenchScore.median(values.map(Double.init).sorted()), median > 0 else {
        return nil
      }
      return (1000 / median).rounded()
    }
  }

  /// The trace's text, with the stroke's provenance as a `source` key in the header (readers
  /// ignore keys they do not know).
  static func text(_ trace: Trace, stroke: BioIdentStroke, device: BioIdentDevice) -> String {
    var lines = trace.jsonLines.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    let source =
      "\"source\":{\"dataset\":\"BioIdent\",\"user\":\(stroke.user),\"stroke\":\(stroke.ordinal),"
      + "\"device\":\(device.id),\"scale\":\(format(device.scale)),"
      + "\"orientation\":\"\(stroke.isPortrait ? "portrait" : "landscape")\","
      + "\"task\":\"\(stroke.task == 1 ? "image gallery" : "reading")\"}"
    lines[0] = String(lines[0].dropLast()) + "," + source + "}"
    return lines.joined(separator: "\n")
  }
}
