extension DrawerTraceRecorder {
  /// Applies an event to two drawers on one content, exactly as `router.handle(_:to:leading:
  /// trailing:)` would, and records it: one trace per gesture of the pair, with the leading
  /// drawer in the header's own fields and the trailing one in its `secondDrawer` key, each
  /// with where it came to rest and whether it moved.
  ///
  /// A gesture of the pair begins as one of one drawer does, with both drawers at rest, and ends
  /// when both are at rest again with no finger down; the replay hands its strokes to the
  /// drawers as the router did. Besides what keeps a gesture of one drawer from being recorded
  /// (see ``DrawerTraceRecorder``), nothing is recorded while either drawer is locked, unless the
  /// two are on different edges in the same layout direction, with the same claim policy, in
  /// the same container.
  ///
  /// ```swift
  /// var recorder = DrawerTraceRecorder()
  /// var router = DrawerPairRouter()
  /// recorder.handle(
  ///   .toggle(time: 3), to: .trailing, routedBy: &router, leading: &leading,
  ///   trailing: &trailing)
  /// let traces = recorder.traces(ofLeading: leading, trailing: trailing, at: 4)
  /// ```
  ///
  /// - Parameters:
  ///   - event: the touch, command, resize or configuration change.
  ///   - edge: the drawer a command or a configuration is addressed to; touches go where the
  ///     router sends them.
  ///   - router: the pair's router, which routes the event.
  ///   - leading: the drawer on the leading edge.
  ///   - trailing: the drawer on the trailing edge.
  @_spi(DrawerKit) public mutating func handle(
    _ event: DrawerEvent, to edge: DrawerEdge = .leading, routedBy router: inout DrawerPairRouter,
    leading: inout Drawer, trailing: inout Drawer
  ) {
    // A gesture of one drawer cannot go on with two.
    if let current = gesture, current.second == nil { gesture = nil }
    func route(_ event: DrawerEvent) {
      router.handle(event, to: edge, leading: &leading, trailing: &trailing)
    }
    let pairTime = Swift.max(leading.time, trailing.time)
    if case .frame = event {
      route(event)
      return
    }
    if case .claim = event {
      gesture?.record(event, at: pairTime)
      route(event)
      return
    }
    if case .predicted = event {
      // Nor does a prediction: it is written at the pair's time, with the instant it is for.
      gesture?.record(event, at: pairTime)
      route(event)
      return
    }
    let now = event.time.isFinite ? Swift.max(event.time, pairTime) : pairTime
    if var current = gesture {
      current.followSpring(until: now)
      gesture = current
      if let rests = Self.rests(current, leading, trailing, at: now) {
        finish(current, at: rests.leading, second: rests.trailing)
      }
    }
    if gesture == nil {
      guard let leadingRest = Self.restState(of: leading, at: now),
        let trailingRest = Self.restState(of: trailing, at: now),
        Self.canRecord(leading, trailing), Self.begins(event)
      else {
        route(event)
        return
      }
      gesture = RecordedGesture(
        leading: leading, leadingRest: leadingRest, trailing: trailing,
        trailingRest: trailingRest, time: now)
    }
    guard var current = gesture else { return }
    if case .configure = event {
      gesture = nil
      route(event)
      return
    }
    if case .down = event,
      let frame = [leading, trailing].filter(\.isSettling).compactMap(\.lastFrameTime).max(),
      frame > now
    {
      current.record(.frame(time: frame), at: frame)
    }
    current.record(event, at: now, forSecond: edge == .trailing)
    route(event)
    guard leading.width == current.first.drawerWidth,
      trailing.width == current.second?.drawerWidth,
      current.events.count <= Self.maximumEventsPerGesture
    else {
      gesture = nil
      return
    }
    current.observe(leading, second: trailing)
    if case .resting(let leadingRest) = leading.phase,
      case .resting(let trailingRest) = trailing.phase, !current.isFingerDown
    {
      finish(current, at: leadingRest, second: trailingRest)
    } else {
      gesture = current
    }
  }

  /// Ends the pair's gesture in progress if both drawers have come to rest by `time` with no
  /// finger down; the pair's form of ``finishGesture(of:at:)``.
  ///
  /// - Parameters:
  ///   - leading: the leading drawer, as it is now.
  ///   - trailing: the trailing drawer, as it is now.
  ///   - time: the current time, in seconds, on the events' clock.
  @_spi(DrawerKit) public mutating func finishGesture(
    ofLeading leading: Drawer, trailing: Drawer, at time: Double
  ) {
    guard var current = gesture, current.second != nil else { return }
    let pairTime = Swift.max(leading.time, trailing.time)
    let now = time.isFinite ? Swift.max(time, pairTime) : pairTime
    current.followSpring(until: now)
    gesture = current
    if let rests = Self.rests(current, leading, trailing, at: now) {
      finish(current, at: rests.leading, second: rests.trailing)
    }
  }

  /// The recorded gestures, oldest first, with the pair's gesture in progress if both drawers
  /// have come to rest by `time` with no finger down; the pair's form of ``traces(of:at:)``.
  ///
  /// - Parameters:
  ///   - leading: the leading drawer, as it is now.
  ///   - trailing: the trailing drawer, as it is now.
  ///   - time: the current time, in seconds, on the events' clock.
  /// - Returns: at most ``capacity`` traces.
  @_spi(DrawerKit) public func traces(ofLeading leading: Drawer, trailing: Drawer, at time: Double)
    -> [DrawerTrace]
  {
    var copy = self
    copy.finishGesture(ofLeading: leading, trailing: trailing, at: time)
    return copy.finishedTraces
  }

  /// Where both drawers rest at `time`, if they do with no finger down.
  private static func rests(
    _ gesture: RecordedGesture, _ leading: Drawer, _ trailing: Drawer, at time: Double
  ) -> (leading: DrawerRestState, trailing: DrawerRestState)? {
    guard let leadingRest = gesture.rest(of: leading, at: time),
      let trailingRest = gesture.rest(of: trailing, at: time)
    else { return nil }
    return (leadingRest, trailingRest)
  }

  /// Whether a trace can say how the pair is set up: unlocked drawers on different edges of the
  /// same container, in the same layout direction, with the same claim policy.
  private static func canRecord(_ leading: Drawer, _ trailing: Drawer) -> Bool {
    let (a, b) = (leading.configuration, trailing.configuration)
    return a.lockMode == .unlocked && b.lockMode == .unlocked && a.edge == .leading
      && b.edge == .trailing && a.layoutDirection == b.layoutDirection
      && a.claimPolicy == b.claimPolicy && leading.container == trailing.container
  }
}
