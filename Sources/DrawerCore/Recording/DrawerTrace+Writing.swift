extension DrawerTrace {
  /// The largest magnitude written for a time, in seconds (the lab reads `±1e9`).
  package static let timeLimit = 1e9
  /// The largest container dimension or edge zone written, in points.
  package static let sizeLimit = DrawerSize.maximumDimension
  /// The largest magnitude written for a touch coordinate, in points (the lab reads `±1e9`; the
  /// engine clamps at ±1,000,000 pt anyway, so a clamped coordinate replays the same).
  package static let coordinateLimit = 1e9
  /// The sampling rates the format accepts, in hertz.
  package static let sampleRateRange = 1.0...100_000

  /// The trace in the `drawer-trace/1` format: a header line, then one line per event, each
  /// ending with a newline.
  ///
  /// Whatever the value holds, the text is a trace the lab reads: every number is a finite plain
  /// decimal that reads back exactly (``DrawerTrace`` values whose fields are in range survive a
  /// write and a read unchanged), strings are escaped, and anything the format cannot hold is
  /// sanitised the way the engine treats it:
  ///
  /// - header sizes are clamped to the format's ranges (a container at least 1 pt, a drawer
  ///   width within `1...container.width`); a NaN edge zone or sample rate is left out;
  /// - a NaN or infinite time counts as the previous event's, and time never runs backwards;
  /// - a `down` or `move` at a non-finite point, and a `move`, `up` or `cancel` with no finger
  ///   down, are left out (the engine ignores them); an `up` at a non-finite point lifts where
  ///   the finger last was; coordinates are clamped to ±1e9 pt (the engine clamps them to
  ///   ±1,000,000 pt itself);
  /// - a `down` while a finger is down is written as a `cancel` and a `down` at the same time
  ///   (the format allows one finger);
  /// - ``DrawerEvent/configure(_:time:)`` is left out; a command that jumps instead of animating
  ///   carries `"animated":false`;
  /// - a `claim` with no finger down is left out; a ``DrawerEvent/frame(time:)`` is written only
  ///   as the `frame` key of a `down` right after it, when it is later than that down (the
  ///   instant the person saw the drawer at), and is otherwise left out;
  /// - a command addressed to the second drawer (``secondDrawerCommands``) carries
  ///   `"edge"` naming that drawer's edge, and only when the trace has a ``secondDrawer``;
  /// - the second drawer's width is clamped as the first's; a NaN edge zone is left out; and
  ///   were both drawers to start open, or both be expected to end open, the second is written
  ///   closed (only one drawer is open at a time).
  ///
  /// ```swift
  /// try trace.jsonLines.write(to: url, atomically: true, encoding: .utf8)  // with Foundation
  /// ```
  public var jsonLines: String {
    var lines = [headerLine]
    var writer = EventWriter()
    let second = secondDrawer == nil ? nil : secondDrawerEdge.rawValue
    for (index, event) in events.enumerated() {
      writer.write(
        event, into: &lines, edge: secondDrawerCommands.contains(index) ? second : nil)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private var headerLine: String {
    let n = DrawerTraceText.number
    let width = container.width.sanitised(to: 1...Self.sizeLimit, nan: 1)
    let height = container.height.sanitised(to: 1...Self.sizeLimit, nan: 1)
    let drawer = drawerWidth.sanitised(to: 1...width, nan: width)
    var header =
      "{\"drawerTrace\":1,\"name\":\(DrawerTraceText.string(name)),"
      + "\"container\":{\"width\":\(n(width)),\"height\":\(n(height))},"
      + "\"drawerWidth\":\(n(drawer)),\"edge\":\"\(edge.rawValue)\","
      + "\"layoutDirection\":\"\(layoutDirection.rawValue)\",\"openZone\":\"\(openZone.rawValue)\""
    if let edgeZoneWidth, !edgeZoneWidth.isNaN {
      header += ",\"edgeZoneWidth\":\(n(edgeZoneWidth.sanitised(to: 0...Self.sizeLimit, nan: 0)))"
    }
    header += ",\"initial\":\"\(initial.rawValue)\",\"expect\":\"\(expect.rawValue)\""
    if let expectCapture { header += ",\"expectCapture\":\(expectCapture)" }
    if let expectSource { header += ",\"expectSource\":\"\(expectSource.rawValue)\"" }
    if let sampleRate, !sampleRate.isNaN {
      header += ",\"sampleRate\":\(n(sampleRate.sanitised(to: Self.sampleRateRange, nan: 1)))"
    }
    if claimPolicy == .explicit { header += ",\"claims\":\"explicit\"" }
    if predictionSource == .platform { header += ",\"prediction\":\"platform\"" }
    if edgeTravel != .none {
      header +=
        ",\"edgeTravel\":{\"start\":\(n(edgeTravel.start)),\"extra\":\(n(edgeTravel.extra))}"
    }
    if let spring {
      header +=
        ",\"spring\":{\"response\":\(n(spring.response)),\"dampingRatio\":\(n(spring.dampingRatio))}"
    }
    if let recorded {
      header += ",\"recorded\":{\"expect\":\"\(recorded.expect.rawValue)\""
      if let capture = recorded.expectCapture { header += ",\"expectCapture\":\(capture)" }
      header += "}"
    }
    if let secondDrawer { header += ",\"secondDrawer\":" + secondDrawerObject(secondDrawer) }
    return header + "}"
  }

  /// The `secondDrawer` header object: its edge, the configuration it does not share with the
  /// first drawer, its rest state and expectations.
  private func secondDrawerObject(_ second: SecondDrawer) -> String {
    let n = DrawerTraceText.number
    let width = container.width.sanitised(to: 1...Self.sizeLimit, nan: 1)
    var object = "{\"edge\":\"\(secondDrawerEdge.rawValue)\""
    if let drawerWidth = second.drawerWidth {
      object += ",\"drawerWidth\":\(n(drawerWidth.sanitised(to: 1...width, nan: width)))"
    }
    if let openZone = second.openZone { object += ",\"openZone\":\"\(openZone.rawValue)\"" }
    if let depth = second.edgeZoneWidth, !depth.isNaN {
      object += ",\"edgeZoneWidth\":\(n(depth.sanitised(to: 0...Self.sizeLimit, nan: 0)))"
    }
    // Only one drawer is open at a time.
    let initial = initial == .open ? DrawerRestState.closed : second.initial
    let expect = expect == .open ? DrawerRestState.closed : second.expect
    object += ",\"initial\":\"\(initial.rawValue)\",\"expect\":\"\(expect.rawValue)\""
    if let capture = second.expectCapture { object += ",\"expectCapture\":\(capture)" }
    if let spring = second.spring {
      object +=
        ",\"spring\":{\"response\":\(n(spring.response)),\"dampingRatio\":\(n(spring.dampingRatio))}"
    }
    if let travel = second.edgeTravel {
      object += ",\"edgeTravel\":{\"start\":\(n(travel.start)),\"extra\":\(n(travel.extra))}"
    }
    if let recorded = second.recorded {
      object += ",\"recorded\":{\"expect\":\"\(recorded.expect.rawValue)\""
      if let capture = recorded.expectCapture { object += ",\"expectCapture\":\(capture)" }
      object += "}"
    }
    return object + "}"
  }
}

/// Writes events one line each, keeping the little state the format's rules need: the previous
/// time, whether a finger is down, and where it last was.
private struct EventWriter {
  var time: Double?
  var isFingerDown = false
  var lastPoint = DrawerPoint(x: 0, y: 0)
  /// A frame just written down, waiting for the `down` whose line carries it.
  var frame: Double?

  /// Writes `event`; `edge` names the drawer a command is addressed to, when it is the second.
  mutating func write(_ event: DrawerEvent, into lines: inout [String], edge: String? = nil) {
    let limit = DrawerTrace.timeLimit
    var t = event.time.isFinite ? event.time : (time ?? 0)
    t = t.sanitised(to: -limit...limit, nan: 0)
    if let time { t = Swift.max(t, time) }
    let prefix = "{\"t\":\(DrawerTraceText.number(t)),\"type\":"
    if case .frame(let frameTime) = event {
      frame = frameTime.isFinite ? frameTime.sanitised(to: -limit...limit, nan: 0) : nil
      return
    }
    let frame = self.frame
    self.frame = nil
    switch event {
    case .down(let point, _):
      guard point.isFinite else { return }
      if isFingerDown { lines.append(prefix + "\"cancel\"}") }
      isFingerDown = true
      let seen = frame.map { $0 > t ? ",\"frame\":\(DrawerTraceText.number($0))" : "" } ?? ""
      lines.append(prefix + "\"down\"" + seen + "," + coordinates(point))
    case .move(let point, _):
      guard point.isFinite, isFingerDown else { return }
      lines.append(prefix + "\"move\"," + coordinates(point))
    case .up(let point, _):
      guard isFingerDown else { return }
      isFingerDown = false
      lines.append(prefix + "\"up\"," + coordinates(point.isFinite ? point : lastPoint))
    case .cancel:
      guard isFingerDown else { return }
      isFingerDown = false
      lines.append(prefix + "\"cancel\"}")
    case .claim:
      guard isFingerDown else { return }
      lines.append(prefix + "\"claim\"}")
    case .predicted(let point, let instant, _):
      guard isFingerDown, point.isFinite, instant.isFinite, instant > t else { return }
      let limit = DrawerTrace.timeLimit
      lines.append(
        prefix + "\"predicted\",\"for\":\(DrawerTraceText.number(Swift.min(instant, limit))),"
          + coordinates(point))
    case .frame:
      return
    case .open(let animated, _):
      lines.append(prefix + command("open", animated: animated, edge: edge))
    case .close(let animated, _):
      lines.append(prefix + command("close", animated: animated, edge: edge))
    case .toggle(let animated, _):
      lines.append(prefix + command("toggle", animated: animated, edge: edge))
    case .resize(let size, _):
      let n = DrawerTraceText.number
      let range = 0...DrawerTrace.sizeLimit
      lines.append(
        prefix + "\"resize\",\"width\":\(n(size.width.sanitised(to: range, nan: 0))),"
          + "\"height\":\(n(size.height.sanitised(to: range, nan: 0)))}")
    case .configure:
      return
    }
    time = t
  }

  private mutating func coordinates(_ point: DrawerPoint) -> String {
    let limit = DrawerTrace.coordinateLimit
    let x = point.x.sanitised(to: -limit...limit, nan: 0)
    let y = point.y.sanitised(to: -limit...limit, nan: 0)
    lastPoint = DrawerPoint(x: x, y: y)
    return "\"x\":\(DrawerTraceText.number(x)),\"y\":\(DrawerTraceText.number(y))}"
  }

  private func command(_ name: String, animated: Bool, edge: String?) -> String {
    "\"\(name)\"" + (edge.map { ",\"edge\":\"\($0)\"" } ?? "")
      + (animated ? "}" : ",\"animated\":false}")
  }
}
