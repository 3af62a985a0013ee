@_spi(DrawerKit) import DrawerCore

extension Trace {
  /// The largest magnitude accepted for a time or coordinate, in seconds or points.
  static let coordinateLimit = 1e9
  /// The largest container dimension accepted, in points.
  static let sizeLimit = 1e6

  /// Reads a trace from the text of a `drawer-trace/1` file.
  ///
  /// Lines end with `\n` or `\r\n` (Windows line endings); a `\r` anywhere else is an error
  /// naming the line. Blank lines are tolerated; unknown header keys
  /// are ignored, so that later versions can add keys. Everything else that is not as the format
  /// says is an error naming the line: malformed JSON, a missing or mistyped key, an unknown event
  /// type, a number out of range, time going backwards, a `move`, `up` or `cancel` with no finger
  /// down, or a `down` while one is; a `secondDrawer` on the first drawer's edge, or with both
  /// drawers starting open or expected open; an `"edge"` on an event that is not a command, or
  /// naming a second drawer the trace does not have.
  ///
  /// ```swift
  /// let trace = try Trace(parsing: text, path: "flick-open-01.jsonl")
  /// ```
  /// - Parameters:
  ///   - text: the file's contents.
  ///   - path: the file's path, for error messages.
  /// - Throws: ``LabInputError`` locating the first problem.
  public init(parsing text: String, path: String) throws(LabInputError) {
    try self.init(parsing: text, path: path) { _ in }
  }

  /// Parses a trace file's text, calling `progress` with the bytes of each line as it is read.
  init(parsing text: String, path: String, progress: (Int) -> Void) throws(LabInputError) {
    var parsed: Trace?
    var events: [TraceEvent] = []
    // One event a line after the header: room for them all at once, so that a long trace's
    // events are never copied to a larger array while the text is still held.
    events.reserveCapacity(text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
    var lastTime = -Double.infinity
    var fingerDown = false
    var lineNumber = 0
    // Lines end with "\n" or "\r\n". They are found in the UTF-8 bytes: as Characters, "\r\n" is
    // one grapheme that a split on "\n" never separates.
    let bytes = text.utf8
    var lineStart = bytes.startIndex
    while lineStart < bytes.endIndex {
      let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
      let isLast = lineEnd == bytes.endIndex
      defer {
        progress(bytes.distance(from: lineStart, to: lineEnd) + (isLast ? 0 : 1))
        lineStart = isLast ? lineEnd : bytes.index(after: lineEnd)
      }
      lineNumber += 1
      var content = bytes[lineStart..<lineEnd]
      if content.last == UInt8(ascii: "\r") { content = content.dropLast() }
      let fail = { (message: String) in
        LabInputError(path: path, line: lineNumber, message: message)
      }
      if let carriageReturn = content.firstIndex(of: UInt8(ascii: "\r")) {
        let column = bytes.distance(from: lineStart, to: carriageReturn) + 1
        throw fail(
          "a carriage return inside the line (column \(column)): lines must end with \\n or "
            + "\\r\\n, not \\r alone (a file saved with classic Mac line endings?)")
      }
      if content.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
      let value: JSONValue
      do {
        value = try JSONValue.parse(Substring(content))
      } catch {
        let truncated =
          isLast ? "; the last line is unterminated: is the file truncated?" : ""
        throw fail("malformed JSON: \(error.message) (column \(error.column))\(truncated)")
      }
      guard case .object(let object) = value else {
        throw fail("expected a JSON object, found \(value.kind)")
      }
      guard parsed != nil else {
        parsed = try Trace(header: object, line: lineNumber, path: path)
        continue
      }
      let reader = FieldReader(object: object, fail: fail)
      guard let header = parsed else { continue }
      let time = try reader.number("t", limit: Self.coordinateLimit)
      if time < lastTime {
        throw fail("time goes backwards: \(format(time)) after \(format(lastTime))")
      }
      lastTime = time
      let type = try reader.string("type")
      var isForSecondDrawer = false
      if ["open", "close", "toggle"].contains(type) {
        isForSecondDrawer = try Self.commandIsForSecondDrawer(reader, header: header)
      } else if reader.has("edge") {
        throw fail(
          "\"edge\" is for commands (open, close, toggle) only: a touch goes to the drawer the"
            + " pair's rule gives it, a resize to both drawers")
      }
      let event: DrawerEvent
      switch type {
      case "down", "move", "up":
        let point = DrawerPoint(
          x: try reader.number("x", limit: Self.coordinateLimit),
          y: try reader.number("y", limit: Self.coordinateLimit))
        if type == "down" {
          if fingerDown { throw fail("'down' while a finger is already down") }
          fingerDown = true
          // The frame the person saw the drawer in when the finger came down, if recorded.
          if let frame = try reader.optionalNumber(
            "frame", in: -Self.coordinateLimit...Self.coordinateLimit)
          {
            events.append(TraceEvent(.frame(time: frame), line: lineNumber))
          }
          event = .down(at: point, time: time)
        } else {
          if !fingerDown { throw fail("'\(type)' with no finger down") }
          if type == "up" { fingerDown = false }
          event = type == "move" ? .move(at: point, time: time) : .up(at: point, time: time)
        }
      case "cancel":
        if !fingerDown { throw fail("'cancel' with no finger down") }
        fingerDown = false
        event = .cancel(time: time)
      case "claim":
        if !fingerDown { throw fail("'claim' with no finger down") }
        event = .claim(time: time)
      case "predicted":
        if !fingerDown { throw fail("'predicted' with no finger down") }
        let instant = try reader.number("for", limit: Self.coordinateLimit)
        if instant <= time {
          throw fail(
            "'predicted' for \(format(instant)), not after its own time \(format(time))")
        }
        event = .predicted(
          at: DrawerPoint(
            x: try reader.number("x", limit: Self.coordinateLimit),
            y: try reader.number("y", limit: Self.coordinateLimit)),
          for: instant, time: time)
      case "open": event = .open(animated: try reader.optionalBool("animated") ?? true, time: time)
      case "close":
        event = .close(animated: try reader.optionalBool("animated") ?? true, time: time)
      case "toggle":
        event = .toggle(animated: try reader.optionalBool("animated") ?? true, time: time)
      case "resize":
        event = .resize(
          to: DrawerSize(
            width: try reader.number("width", in: 0...Self.sizeLimit),
            height: try reader.number("height", in: 0...Self.sizeLimit)),
          time: time)
      default:
        throw fail(
          "unknown event type \(jsonString(type)) (expected down, move, up, cancel, claim,"
            + " predicted, open, close, toggle or resize)")
      }
      events.append(TraceEvent(event, line: lineNumber, isForSecondDrawer: isForSecondDrawer))
    }
    guard var parsed else {
      throw LabInputError(path: path, line: 1, message: "empty file: no drawer-trace header")
    }
    parsed.events = events
    self = parsed
  }

  /// A trace with no events, from its header line.
  private init(header: [String: JSONValue], line: Int, path: String) throws(LabInputError) {
    let fail = { (message: String) in LabInputError(path: path, line: line, message: message) }
    let reader = FieldReader(object: header, fail: fail)
    guard header["drawerTrace"] != nil else {
      throw fail("not a drawer trace: the header has no \"drawerTrace\" key")
    }
    let version = try reader.number("drawerTrace", limit: Self.coordinateLimit)
    guard version == 1 else {
      throw fail("unsupported trace version \(format(version)) (this lab reads drawer-trace/1)")
    }
    let containerReader = try reader.object("container")
    let container = DrawerSize(
      width: try containerReader.number("width", in: 1...Self.sizeLimit, key: "container.width"),
      height: try containerReader.number("height", in: 1...Self.sizeLimit, key: "container.height"))
    self.init(
      name: try reader.string("name"),
      container: container,
      drawerWidth: try reader.number("drawerWidth", in: 1...container.width),
      edge: try reader.enumeration("edge"),
      layoutDirection: try reader.enumeration("layoutDirection"),
      openZone: try reader.enumeration("openZone"),
      initial: try reader.enumeration("initial"),
      expect: try reader.enumeration("expect"),
      expectCapture: try reader.optionalBool("expectCapture"),
      edgeZoneWidth: try reader.optionalNumber("edgeZoneWidth", in: 0...DrawerTrace.sizeLimit),
      expectSource: try reader.optionalEnumeration("expectSource"),
      sampleRate: try reader.optionalNumber("sampleRate", in: 1...100_000),
      claimPolicy: try reader.optionalEnumeration("claims") ?? .immediate,
      predictionSource: try reader.optionalEnumeration("prediction") ?? .engine,
      edgeTravel: try Self.edgeTravel(reader) ?? .none,
      spring: try Self.spring(reader),
      recorded: try Self.recorded(reader),
      events: [])
    secondDrawer = try Self.secondDrawer(reader, header: self)
  }

  /// The optional `spring` object, `{"response": r, "dampingRatio": z}`: the response in
  /// seconds, `0.01...10`, and the damping ratio, `0.05...20` (the values a `DrawerSpring` holds,
  /// so a recorded spring replays exactly). `prefix` names the object the key is in, for the
  /// messages (`secondDrawer.`).
  private static func spring(
    _ reader: FieldReader, prefix: String = ""
  ) throws(LabInputError) -> DrawerSpring? {
    guard reader.has("spring") else { return nil }
    let spring = try reader.object("spring", key: prefix + "spring")
    return DrawerSpring(
      response: try spring.number("response", in: 0.01...10, key: prefix + "spring.response"),
      dampingRatio: try spring.number(
        "dampingRatio", in: 0.05...20, key: prefix + "spring.dampingRatio"))
  }

  /// The optional `recorded` object, `{"expect": "open", "expectCapture": true}`: what the
  /// drawer did where the trace was recorded.
  private static func recorded(
    _ reader: FieldReader, prefix: String = ""
  ) throws(LabInputError) -> DrawerTrace.Outcome? {
    guard reader.has("recorded") else { return nil }
    let recorded = try reader.object("recorded", key: prefix + "recorded")
    return DrawerTrace.Outcome(
      expect: try recorded.enumeration("expect", key: prefix + "recorded.expect"),
      expectCapture: try recorded.optionalBool(
        "expectCapture", key: prefix + "recorded.expectCapture"))
  }

  /// The optional `edgeTravel` object, `{"start": s, "extra": e}` in points.
  private static func edgeTravel(
    _ reader: FieldReader, prefix: String = ""
  ) throws(LabInputError) -> DrawerEdgeTravel? {
    guard reader.has("edgeTravel") else { return nil }
    let travel = try reader.object("edgeTravel", key: prefix + "edgeTravel")
    return DrawerEdgeTravel(
      start: try travel.number("start", in: 0...sizeLimit, key: prefix + "edgeTravel.start"),
      extra: try travel.number("extra", in: 0...sizeLimit, key: prefix + "edgeTravel.extra"))
  }

  /// The optional `secondDrawer` header object: a drawer on the other edge than `header`'s,
  /// with its own `initial` and `expect` (required), `expectCapture` and `recorded`, and
  /// `drawerWidth`, `openZone`, `edgeZoneWidth`, `spring` and `edgeTravel` where it does not
  /// share the first drawer's. Its `edge` is required and must be the other edge; the two
  /// drawers may not both start open, nor both be expected to end open.
  private static func secondDrawer(
    _ reader: FieldReader, header: Trace
  ) throws(LabInputError) -> DrawerTrace.SecondDrawer? {
    guard reader.has("secondDrawer") else { return nil }
    let second = try reader.object("secondDrawer")
    let prefix = "secondDrawer."
    let edge: DrawerEdge = try second.enumeration("edge", key: prefix + "edge")
    let other: DrawerEdge = header.edge == .leading ? .trailing : .leading
    guard edge == other else {
      throw reader.fail(
        "\"secondDrawer.edge\" must be \"\(other.rawValue)\": the second drawer is on the other"
          + " edge than the first (\"edge\" is \"\(header.edge.rawValue)\")")
    }
    let value = DrawerTrace.SecondDrawer(
      initial: try second.enumeration("initial", key: prefix + "initial"),
      expect: try second.enumeration("expect", key: prefix + "expect"),
      expectCapture: try second.optionalBool("expectCapture", key: prefix + "expectCapture"),
      recorded: try recorded(second, prefix: prefix),
      drawerWidth: try second.optionalNumber(
        "drawerWidth", in: 1...header.container.width, key: prefix + "drawerWidth"),
      openZone: try second.optionalEnumeration("openZone", key: prefix + "openZone"),
      edgeZoneWidth: try second.optionalNumber(
        "edgeZoneWidth", in: 0...DrawerTrace.sizeLimit, key: prefix + "edgeZoneWidth"),
      spring: try spring(second, prefix: prefix),
      edgeTravel: try edgeTravel(second, prefix: prefix))
    for (key, first, second) in [
      ("initial", header.initial, value.initial), ("expect", header.expect, value.expect),
    ] where first == .open && second == .open {
      throw reader.fail(
        "\"\(key)\" and \"secondDrawer.\(key)\" are both \"open\": only one drawer is open at a"
          + " time")
    }
    return value
  }

  /// Whether a command line's optional `"edge"` key addresses the trace's second drawer: absent
  /// or naming the first drawer's edge, the command is the first drawer's.
  private static func commandIsForSecondDrawer(
    _ reader: FieldReader, header: Trace
  ) throws(LabInputError) -> Bool {
    guard let edge: DrawerEdge = try reader.optionalEnumeration("edge"), edge != header.edge
    else { return false }
    guard header.secondDrawer != nil else {
      throw reader.fail(
        "\"edge\" is \"\(edge.rawValue)\", but the trace has one drawer, on the"
          + " \(header.edge.rawValue) edge (no \"secondDrawer\" in its header)")
    }
    return true
  }

  /// The trace in the `drawer-trace/1` format, ending with a newline, written by the engine's
  /// own writer (`DrawerTrace.jsonLines`), so that what the lab writes and what a recording
  /// app writes are the same text.
  public var jsonLines: String {
    DrawerTrace(self).jsonLines
  }
}

/// Reads typed fields from a JSON object, failing with a message that names the key.
private struct FieldReader {
  let object: [String: JSONValue]
  let fail: (String) -> LabInputError

  private func value(_ key: String, name: String? = nil) throws(LabInputError) -> JSONValue {
    guard let value = object[key] else { throw fail("missing key \"\(name ?? key)\"") }
    return value
  }

  func number(_ key: String, limit: Double) throws(LabInputError) -> Double {
    try number(key, in: -limit...limit)
  }

  func number(
    _ key: String, in range: ClosedRange<Double>, key name: String? = nil
  ) throws(LabInputError) -> Double {
    let value = try value(key, name: name)
    guard case .number(let number) = value else {
      throw fail("\"\(name ?? key)\" must be a number, found \(value.kind)")
    }
    guard range.contains(number) else {
      throw fail(
        "\"\(name ?? key)\" is out of range: \(format(number)) (expected"
          + " \(format(range.lowerBound))...\(format(range.upperBound)))")
    }
    return number
  }

  /// Whether the object has `key`, other than as `null`.
  func has(_ key: String) -> Bool {
    object[key] != nil && object[key] != .null
  }

  func optionalNumber(
    _ key: String, in range: ClosedRange<Double>, key name: String? = nil
  ) throws(LabInputError) -> Double? {
    if object[key] == nil || object[key] == .null { return nil }
    return try number(key, in: range, key: name)
  }

  func string(_ key: String, key name: String? = nil) throws(LabInputError) -> String {
    let value = try value(key, name: name)
    guard case .string(let string) = value else {
      throw fail("\"\(name ?? key)\" must be a string, found \(value.kind)")
    }
    return string
  }

  func optionalBool(_ key: String, key name: String? = nil) throws(LabInputError) -> Bool? {
    guard let value = object[key], value != .null else { return nil }
    guard case .bool(let bool) = value else {
      throw fail("\"\(name ?? key)\" must be a boolean, found \(value.kind)")
    }
    return bool
  }

  func optionalEnumeration<Value: RawRepresentable & CaseIterable>(
    _ key: String, key name: String? = nil
  ) throws(LabInputError) -> Value? where Value.RawValue == String {
    if object[key] == nil || object[key] == .null { return nil }
    return try enumeration(key, key: name)
  }

  func object(_ key: String, key name: String? = nil) throws(LabInputError) -> FieldReader {
    let value = try value(key, name: name)
    guard case .object(let object) = value else {
      throw fail("\"\(name ?? key)\" must be an object, found \(value.kind)")
    }
    return FieldReader(object: object, fail: fail)
  }

  func enumeration<Value: RawRepresentable & CaseIterable>(
    _ key: String, key name: String? = nil
  ) throws(LabInputError) -> Value where Value.RawValue == String {
    let text = try string(key, key: name)
    guard let value = Value(rawValue: text) else {
      let allowed = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
      throw fail("\"\(name ?? key)\" must be \(allowed), found \(jsonString(text))")
    }
    return value
  }
}

/// A number as the shortest text that reads back the same: `2`, `0.5`, `1e-07`.
func format(_ value: Double) -> String {
  if value.isInfinite { return value > 0 ? "inf" : "-inf" }
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return "\(value)"
}

/// A string as a JSON string literal: the trace writer's escaping.
func jsonString(_ string: String) -> String {
  DrawerTraceText.string(string)
}
