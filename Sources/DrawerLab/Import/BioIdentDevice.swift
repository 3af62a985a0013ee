/// A device of the BioIdent data set, from its `devices.csv`: the Android density bucket it
/// reports and its screen's resolution in pixels, and what they make of a point.
///
/// The data set's `devices.csv` rows are `device_id, density, resolution, os_version, xdpi,
/// ydpi`, with the resolution written `480x800` (width by height, in portrait, without the
/// system bar a tablet keeps on screen).
public struct BioIdentDevice: Sendable, Hashable {
  /// The device's id, as `rawdata.csv` names it.
  public var id: Int
  /// The density bucket it reports: `mdpi`, `hdpi`, `xhdpi`, `xxhdpi`, …
  public var density: String
  /// The logged resolution's width, in pixels, portrait.
  public var width: Int
  /// The logged resolution's height, in pixels, portrait.
  public var height: Int

  /// The largest side a screen may have, in pixels: 100,000, far beyond any phone's or
  /// tablet's, so that a mistyped resolution is reported rather than made into a container
  /// wider than a trace can hold.
  public static let resolutionLimit = 100_000

  /// Pixels per point for each Android density bucket (Android's scale factors, mdpi = 160 dpi
  /// = 1).
  public static let densityScales: [String: Double] = [
    "ldpi": 0.75, "mdpi": 1, "tvdpi": 213.0 / 160, "hdpi": 1.5, "xhdpi": 2, "xxhdpi": 3,
    "xxxhdpi": 4,
  ]

  /// Whether the device is one of the data set's 7-inch tablets: logged 800×1205 as `xxxhdpi`,
  /// they measure about 200 dpi (their `xdpi` and `ydpi` are 195 to 213), the 1280×800 panels of
  /// Nexus 7 class tablets less their 75 px system bar, which belong to the `tvdpi` bucket.
  public var isMislabelledTablet: Bool {
    density == "xxxhdpi" && width == 800 && height == 1205
  }

  /// Pixels per point: the density bucket's scale, `tvdpi` (213/160) for the mislabelled
  /// tablets.
  public var scale: Double {
    isMislabelledTablet ? 213.0 / 160 : Self.densityScales[density] ?? 1
  }

  /// The long side of the panel, in pixels: the logged height, or 1280 for an 800 px wide
  /// tablet logged without its system bar (800×1205, 800×1232).
  public var panelLongSide: Int {
    width == 800 && (1200..<1280).contains(height) ? 1280 : Swift.max(width, height)
  }

  /// The screen the app's view filled, in pixels, in an orientation: the logged resolution in
  /// portrait; in landscape the panel's long side by the logged width less the system bar
  /// (which is the long side less the logged height, and moves to the short side).
  ///
  /// - Parameter portrait: whether the device was held upright.
  /// - Returns: width and height in pixels.
  public func screen(portrait: Bool) -> (width: Int, height: Int) {
    guard !portrait else { return (width, height) }
    let bar = panelLongSide - height
    return (panelLongSide, width - bar)
  }

  /// Reads `devices.csv`: a header line, then one device per line.
  ///
  /// - Parameters:
  ///   - text: the file's contents.
  ///   - path: the file's path, for messages.
  /// - Returns: the devices by id.
  /// - Throws: ``LabInputError`` naming the first line that is not a device: too few fields, an
  ///   id or resolution that is not a number, an unknown density, an id given twice.
  public static func devices(parsing text: String, path: String) throws(LabInputError)
    -> [Int: BioIdentDevice]
  {
    var devices: [Int: BioIdentDevice] = [:]
    for (number, fields) in CSVLines(text) {
      func fail(_ message: String) -> LabInputError {
        LabInputError(path: path, line: number, message: message)
      }
      if number == 1 && Int(fields.first ?? "") == nil { continue }  // the header
      guard fields.count >= 3 else {
        throw fail("expected device_id, density, resolution, … but found \(fields.count) field(s)")
      }
      guard let id = Int(fields[0]) else {
        throw fail("device_id \(quoted(fields[0])) is not a whole number")
      }
      let density = fields[1]
      guard densityScales[density] != nil else {
        let names = densityScales.keys.sorted { densityScales[$0]! < densityScales[$1]! }
        throw fail(
          "unknown density \(quoted(density)) (expected \(names.joined(separator: ", ")))")
      }
      let sides = fields[2].split(separator: "x", omittingEmptySubsequences: false)
      guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]),
        width > 0, height > 0
      else {
        throw fail("resolution \(quoted(fields[2])) is not WIDTHxHEIGHT in pixels")
      }
      guard width <= Self.resolutionLimit, height <= Self.resolutionLimit else {
        throw fail(
          "resolution \(quoted(fields[2])) is out of range (at most \(Self.resolutionLimit) pixels"
            + " a side)")
      }
      guard devices[id] == nil else { throw fail("device \(id) is listed twice") }
      devices[id] = BioIdentDevice(id: id, density: density, width: width, height: height)
    }
    return devices
  }
}

/// The lines of a comma-separated file, numbered from 1, each split into trimmed fields; blank
/// lines are left out, a trailing comma adds no field, `\r\n` counts as one line end.
struct CSVLines: Sequence {
  let text: String

  init(_ text: String) {
    self.text = text
  }

  func makeIterator() -> AnyIterator<(Int, [String])> {
    // `\r\n` is one Character in Swift, and a newline, as `\n` is.
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .makeIterator()
    var number = 0
    return AnyIterator {
      while let line = lines.next() {
        number += 1
        var fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
          $0.trimmingCharacters(in: " \t")
        }
        if fields.last == "" { fields.removeLast() }
        if fields.isEmpty || fields == [""] { continue }
        return (number, fields)
      }
      return nil
    }
  }
}

extension Substring {
  /// The text without the given characters at either end.
  fileprivate func trimmingCharacters(in characters: String) -> String {
    var slice = self[...]
    while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}

/// Text from a file, quoted for a message on one line.
func quoted(_ text: String) -> String {
  jsonString(text.count > 40 ? String(text.prefix(40)) + "…" : text)
}
