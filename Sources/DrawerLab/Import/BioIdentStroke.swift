@_spi(DrawerKit) import DrawerCore

/// One finger stroke of the BioIdent data set, from a touch-down to the next lift-off, as
/// `rawdata.csv` logged it.
///
/// `rawdata.csv` rows are `device_id, user_id, doc_type, time, action, phone_orientation, x, y,
/// pressure, finger_area`: `doc_type` 1 is the image gallery task, 2 reading; `action` 0 down,
/// 1 up, 2 move; `time` in milliseconds since 1970; `phone_orientation` 2 portrait, 1
/// landscape; `x`, `y` in pixels of the app's view.
public struct BioIdentStroke: Sendable, Hashable {
  /// One logged sample.
  public struct Sample: Sendable, Hashable {
    /// When, in milliseconds since 1970.
    public var time: Int64
    /// Where across, in pixels of the app's view.
    public var x: Double
    /// Where down, in pixels of the app's view.
    public var y: Double
  }

  /// The person, by the data set's user id.
  public var user: Int
  /// The stroke's place among all that person's strokes in the file, from 1, strokes that are
  /// not labelled included.
  public var ordinal: Int
  /// The device it was made on.
  public var device: Int
  /// The task: 1 the image gallery, 2 reading.
  public var task: Int
  /// Whether the device was held upright.
  public var isPortrait: Bool
  /// The samples, the down first and the up last, with exact repeats left out: a sample at the
  /// same millisecond and the same place as the one before it says nothing new. When the up
  /// repeats the last move, the move goes and the up stays, so that the stroke ends where the
  /// finger left.
  public var samples: [Sample]
  /// The line of `rawdata.csv` the stroke's down is on.
  public var line: Int

  /// What a stroke is for a drawer, by its net displacement (`dx`, `dy`, in points, from its
  /// first sample to its last; travel = |(dx, dy)|).
  public enum Label: String, Sendable, Hashable, CaseIterable {
    /// `|dy| > 2|dx|`: a scroll, which a closed drawer must leave alone.
    case vertical
    /// `|dy| < 0.5|dx|`, travel at least 60 pt, `dx > 0`: a swipe that opens a closed drawer.
    case open
    /// The same with `dx < 0`: a swipe that closes an open drawer (not mirrored).
    case close
  }

  /// Why a stroke gets no label.
  public enum Exclusion: String, Error, Sendable, Hashable, CaseIterable {
    /// Travel under 30 pt.
    case short
    /// Horizontal (`|dy| < 0.5|dx|`) with travel under 60 pt.
    case shortHorizontal = "short horizontal"
    /// Neither clearly vertical nor clearly horizontal.
    case diagonal
  }

  /// The stroke's label, or why it has none, for a device of `scale` pixels per point.
  public func label(scale: Double) -> Result<Label, Exclusion> {
    guard let first = samples.first, let last = samples.last else { return .failure(.short) }
    let dx = (last.x - first.x) / scale
    let dy = (last.y - first.y) / scale
    let travel = (dx * dx + dy * dy).squareRoot()
    if travel < 30 { return .failure(.short) }
    if abs(dy) > 2 * abs(dx) { return .success(.vertical) }
    if abs(dy) < 0.5 * abs(dx) {
      guard travel >= 60 else { return .failure(.shortHorizontal) }
      return .success(dx > 0 ? .open : .close)
    }
    return .failure(.diagonal)
  }

  /// Splits `rawdata.csv` into strokes: every row from a down to the next up (a down inside a
  /// stroke is one more sample of it); moves outside a stroke, and a stroke the file ends in,
  /// are left out.
  ///
  /// - Parameters:
  ///   - text: the file's contents.
  ///   - path: the file's path, for messages.
  /// - Returns: the strokes, in file order.
  /// - Throws: ``LabInputError`` naming the first row that is not a sample: too few fields, a
  ///   field that is not a number, an unknown action, task or orientation, a time beyond
  ///   ``timeLimit`` or earlier than the stroke's previous row, a stroke longer than
  ///   ``strokeSpanLimit``.
  public static func strokes(parsing text: String, path: String) throws(LabInputError)
    -> [BioIdentStroke]
  {
    var strokes: [BioIdentStroke] = []
    var ordinals: [Int: Int] = [:]
    var current: BioIdentStroke?
    for (number, fields) in CSVLines(text) {
      func fail(_ message: String) -> LabInputError {
        LabInputError(path: path, line: number, message: message)
      }
      if number == 1 && Int(fields.first ?? "") == nil { continue }  // the header
      guard fields.count >= 8 else {
        throw fail(
          "expected device_id, user_id, doc_type, time, action, phone_orientation, x, y, …"
            + " but found \(fields.count) field(s)")
      }
      func whole(_ index: Int, _ name: String) throws(LabInputError) -> Int64 {
        guard let value = Int64(fields[index]) else {
          let digits = fields[index].drop { $0 == "-" || $0 == "+" }
          let isWhole = !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
          throw fail(
            "\(name) \(quoted(fields[index])) is "
              + (isWhole ? "out of range" : "not a whole number"))
        }
        return value
      }
      func coordinate(_ index: Int, _ name: String) throws(LabInputError) -> Double {
        guard let value = Double(fields[index]), value.isFinite,
          abs(value) <= Trace.coordinateLimit
        else { throw fail("\(name) \(quoted(fields[index])) is not a number of pixels") }
        return value
      }
      let device = Int(try whole(0, "device_id"))
      let user = Int(try whole(1, "user_id"))
      let task = try whole(2, "doc_type")
      guard task == 1 || task == 2 else {
        throw fail("doc_type \(task) is neither 1 (image gallery) nor 2 (reading)")
      }
      let time = try whole(3, "time")
      guard abs(time) <= Self.timeLimit else {
        throw fail("time \(time) is out of range (milliseconds since 1970, at most 10^15)")
      }
      let action = try whole(4, "action")
      guard (0...2).contains(action) else {
        throw fail("action \(action) is not 0 (down), 1 (up) or 2 (move)")
      }
      let orientation = try whole(5, "phone_orientation")
      guard orientation == 1 || orientation == 2 else {
        throw fail("phone_orientation \(orientation) is neither 1 (landscape) nor 2 (portrait)")
      }
      let sample = Sample(time: time, x: try coordinate(6, "x"), y: try coordinate(7, "y"))
      if current == nil {
        guard action == 0 else { continue }  // a move or up outside a stroke
        let ordinal = ordinals[user, default: 0] + 1
        ordinals[user] = ordinal
        current = BioIdentStroke(
          user: user, ordinal: ordinal, device: device, task: Int(task),
          isPortrait: orientation == 2, samples: [sample], line: number)
        continue
      }
      if let stroke = current, let previous = stroke.samples.last {
        guard sample.time >= previous.time else {
          throw fail("time \(time) is earlier than the stroke's previous row (\(previous.time))")
        }
        guard sample.time - stroke.samples[0].time <= Self.strokeSpanLimit else {
          throw fail(
            "the stroke that began on line \(stroke.line) lasts more than 1,000,000,000 s, the"
              + " longest a trace can")
        }
      }
      current?.add(sample, isUp: action == 1)
      if action == 1, let stroke = current {
        strokes.append(stroke)
        current = nil
      }
    }
    return strokes
  }

  /// The largest time a row may carry, in milliseconds: 10^15, about 31,700 years from 1970,
  /// so that no difference of two times overflows.
  public static let timeLimit: Int64 = 1_000_000_000_000_000
  /// The longest a stroke may last, in milliseconds: the 10^9 s a trace's times reach.
  public static let strokeSpanLimit: Int64 = 1_000_000_000_000

  private mutating func add(_ sample: Sample, isUp: Bool) {
    guard let previous = samples.last,
      previous.time == sample.time && previous.x == sample.x && previous.y == sample.y
    else {
      samples.append(sample)
      return
    }
    // An exact repeat: the later goes, unless it is the up, which replaces the move it repeats.
    if isUp && samples.count > 1 { samples[samples.count - 1] = sample }
  }

  /// The stroke as a `drawer-trace/1` trace on a drawer that the label says how to meet, or
  /// why it has no label.
  ///
  /// Times are seconds from the down (rounded to 0.00001 s); positions are pixels over the
  /// device's scale, in points (rounded to 0.001 pt, a tie to even). The container is the device's screen in
  /// the stroke's orientation, in points; the drawer is on the leading edge of a left-to-right
  /// layout, `min(0.8 × width, 320)` pt wide, opening from anywhere. A `vertical` stroke meets a
  /// closed drawer that must not move; an `open` stroke a closed drawer that must open; a
  /// `close` stroke an open drawer that must close.
  ///
  /// - Parameters:
  ///   - device: the stroke's device.
  ///   - sampleRate: the device's touch sampling rate in hertz, for the header, if known.
  public func trace(on device: BioIdentDevice, sampleRate: Double? = nil) -> Result<
    Trace, Exclusion
  > {
    let scale = device.scale
    let label: Label
    switch self.label(scale: scale) {
    case .success(let found): label = found
    case .failure(let exclusion): return .failure(exclusion)
    }
    let screen = device.screen(portrait: isPortrait)
    let width = Self.rounded(Double(screen.width) / scale, 1000)
    let height = Self.rounded(Double(screen.height) / scale, 1000)
    let start = samples[0].time
    let events = samples.enumerated().map { index, sample in
      let point = DrawerPoint(
        x: Self.rounded(sample.x / scale, 1000), y: Self.rounded(sample.y / scale, 1000))
      let time = Self.rounded(Double(sample.time - start) / 1000, 100_000)
      if index == 0 { return TraceEvent(.down(at: point, time: time)) }
      if index == samples.count - 1 { return TraceEvent(.up(at: point, time: time)) }
      return TraceEvent(.move(at: point, time: time))
    }
    return .success(
      Trace(
        name: name(label), container: DrawerSize(width: width, height: height),
        drawerWidth: Self.rounded(Swift.min(0.8 * width, 320), 1000), openZone: .anywhere,
        initial: label == .close ? .open : .closed, expect: label == .open ? .open : .closed,
        expectCapture: label != .vertical, sampleRate: sampleRate, events: events))
  }

  /// The trace's file name without `.jsonl`: `bioident-u030-0002-vertical`.
  public func name(_ label: Label) -> String {
    "bioident-u\(Self.padded(user, 3))-\(Self.padded(ordinal, 4))-\(label.rawValue)"
  }

  private static func padded(_ number: Int, _ digits: Int) -> String {
    let text = String(number)
    return String(repeating: "0", count: Swift.max(0, digits - text.count)) + text
  }

  /// `value` to the nearest `1 / scale`, a tie to the even neighbour (as IEEE 754 and most
  /// numeric tools round), so that an exact half such as 184.0625 pt gives 184.062.
  private static func rounded(_ value: Double, _ scale: Double) -> Double {
    (value * scale).rounded(.toNearestOrEven) / scale
  }
}
