@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerTraceRecorderTests {
  /// A clock far from zero, as a device's is: traces must still start at 0.
  private let t0 = 780_000_000.0

  private func point(_ x: Double, _ y: Double = 400) -> DrawerPoint {
    DrawerPoint(x: x, y: y)
  }

  /// A flick from the left edge of a phone, as a pan recogniser reports it.
  private func flick(
    _ bridge: inout DrawerTouchBridge, _ drawer: inout Drawer,
    _ recorder: inout DrawerTraceRecorder, at start: Double
  ) {
    bridge.forward(
      .began(start: point(6), startTime: start, location: point(30), time: start + 0.016),
      to: &drawer, recordingInto: &recorder)
    bridge.forward(
      .moved(to: point(80), time: start + 0.033), to: &drawer, recordingInto: &recorder)
    bridge.forward(
      .moved(to: point(140), time: start + 0.05), to: &drawer, recordingInto: &recorder)
    bridge.forward(
      .ended(at: point(150), time: start + 0.055), to: &drawer, recordingInto: &recorder)
  }

  @Test func aFlickIsOneTraceOfWhatTheEngineHandledFromTimeZero() throws {
    var drawer = Drawer(
      configuration: DrawerConfiguration(openZone: .edge(width: 20, safeAreaInset: 24)),
      container: DrawerSize(width: 390, height: 844), time: t0 - 5)
    var bridge = DrawerTouchBridge()
    var recorder = DrawerTraceRecorder()
    flick(&bridge, &drawer, &recorder, at: t0)
    // Still settling: the gesture is not over.
    #expect(recorder.traces(of: drawer, at: t0 + 0.06).isEmpty)
    let traces = recorder.traces(of: drawer, at: t0 + 5)
    let trace = try #require(traces.first)
    #expect(traces.count == 1)
    #expect(trace.name == "gesture-001")
    #expect(trace.container == DrawerSize(width: 390, height: 844))
    #expect(trace.drawerWidth == drawer.width)
    #expect(trace.edge == .leading && trace.layoutDirection == .leftToRight)
    #expect(trace.openZone == .edge && trace.edgeZoneWidth == 44)
    #expect(trace.initial == .closed && trace.expect == .open)
    #expect(trace.expectCapture == true && trace.expectSource == .recorded)
    #expect(
      trace.events == [
        .down(at: point(6), time: 0), .move(at: point(30), time: (t0 + 0.016) - t0),
        .move(at: point(80), time: (t0 + 0.033) - t0),
        .move(at: point(140), time: (t0 + 0.05) - t0),
        .up(at: point(150), time: (t0 + 0.055) - t0),
      ])
  }

  @Test func thePlatformsPredictionsAreRecordedWithTheirSourceAndReplay() throws {
    for source in DrawerPredictionSource.allCases {
      var drawer = Drawer(
        configuration: DrawerConfiguration(
          openZone: .edge(width: 20, safeAreaInset: 24), tracking: .predictive,
          predictionSource: source),
        container: DrawerSize(width: 390, height: 844), time: t0 - 5)
      var bridge = DrawerTouchBridge()
      var recorder = DrawerTraceRecorder()
      bridge.forward(
        .began(start: point(6), startTime: t0, location: point(30), time: t0 + 0.016),
        to: &drawer, recordingInto: &recorder)
      bridge.forward(
        .predicted(at: point(60), for: t0 + 0.032, time: t0 + 0.016), to: &drawer,
        recordingInto: &recorder)
      bridge.forward(.ended(at: point(30), time: t0 + 0.02), to: &drawer, recordingInto: &recorder)
      // After the lift, a prediction is not the drawer's: not recorded.
      bridge.forward(
        .predicted(at: point(60), for: t0 + 0.04, time: t0 + 0.021), to: &drawer,
        recordingInto: &recorder)
      let trace = try #require(recorder.traces(of: drawer, at: t0 + 5).first)
      #expect(trace.predictionSource == source)
      #expect(
        trace.events == [
          .down(at: point(6), time: 0), .move(at: point(30), time: (t0 + 0.016) - t0),
          .predicted(at: point(60), for: (t0 + 0.032) - t0, time: (t0 + 0.016) - t0),
          .up(at: point(30), time: (t0 + 0.02) - t0),
        ])
    }
  }

  @Test func aSpringOtherThanTheDefaultIsRecordedAndTheDefaultIsNot() throws {
    for spring in [DrawerSpring.default, DrawerSpring(response: 2, dampingRatio: 1)] {
      var drawer = Drawer(
        configuration: DrawerConfiguration(spring: spring),
        container: DrawerSize(width: 390, height: 844), time: t0 - 5)
      var bridge = DrawerTouchBridge()
      var recorder = DrawerTraceRecorder()
      flick(&bridge, &drawer, &recorder, at: t0)
      let trace = try #require(recorder.traces(of: drawer, at: t0 + 30).first)
      #expect(trace.spring == (spring == .default ? nil : spring))
      #expect(trace.recorded == nil, "only a person relabelling a trace says what was recorded")
    }
  }

  @Test func aScrollIsRecordedAsNotTheDrawers() throws {
    var drawer = Drawer(container: DrawerSize(width: 390, height: 844), time: t0)
    var bridge = DrawerTouchBridge()
    var recorder = DrawerTraceRecorder()
    bridge.forward(.moved(to: point(10, 300), time: t0), to: &drawer, recordingInto: &recorder)
    bridge.forward(
      .moved(to: point(12, 360), time: t0 + 0.05), to: &drawer, recordingInto: &recorder)
    // The engine let go of the touch, but the finger is down: the gesture goes on.
    #expect(recorder.traces(of: drawer, at: t0 + 0.06).isEmpty)
    bridge.forward(
      .ended(at: point(12, 400), time: t0 + 0.1), to: &drawer, recordingInto: &recorder)
    let trace = try #require(recorder.finishedTraces.first)
    #expect(trace.expect == .closed && trace.expectCapture == false)
    #expect(trace.events.count == 3)
  }

  @Test func aDrawerFlickedOpenAndCaughtInFlightIsOneGesture() throws {
    var drawer = Drawer(container: DrawerSize(width: 390, height: 844), time: t0)
    var bridge = DrawerTouchBridge()
    var recorder = DrawerTraceRecorder()
    flick(&bridge, &drawer, &recorder, at: t0)
    #expect(drawer.isSettling)
    let x = drawer.offset(at: t0 + 0.1)
    bridge.forward(
      .began(start: point(x), startTime: t0 + 0.1, location: point(x), time: t0 + 0.1),
      to: &drawer, recordingInto: &recorder)
    bridge.forward(
      .moved(to: point(x - 60), time: t0 + 0.12), to: &drawer, recordingInto: &recorder)
    bridge.forward(
      .ended(at: point(x - 90), time: t0 + 0.13), to: &drawer, recordingInto: &recorder)
    let traces = recorder.traces(of: drawer, at: t0 + 5)
    #expect(traces.count == 1)
    #expect(traces.first?.expect == .closed)
    #expect(traces.first?.events.filter { if case .down = $0 { true } else { false } }.count == 2)
  }

  @Test func aTouchAfterTheSpringRestedBeginsTheNextGestureWithNoFrameInBetween() {
    var drawer = Drawer(container: DrawerSize(width: 390, height: 844), time: t0)
    var bridge = DrawerTouchBridge()
    var recorder = DrawerTraceRecorder()
    flick(&bridge, &drawer, &recorder, at: t0)
    // No host advanced the drawer: it is still settling, past its spring's rest.
    #expect(drawer.isSettling)
    bridge.forward(.moved(to: point(200), time: t0 + 5), to: &drawer, recordingInto: &recorder)
    bridge.forward(.moved(to: point(150), time: t0 + 5.05), to: &drawer, recordingInto: &recorder)
    bridge.forward(.ended(at: point(120), time: t0 + 5.1), to: &drawer, recordingInto: &recorder)
    let traces = recorder.traces(of: drawer, at: t0 + 10)
    #expect(traces.map(\.initial) == [.closed, .open])
    #expect(traces.first?.expect == .open)
    #expect(traces.last?.events.first == .down(at: point(200), time: 0))
  }

  @Test func recordingNeverChangesWhatTheDrawerDoes() {
    let seed: UInt64 = 0x5EED_0013
    var random = SplitMix64(seed: seed)
    var plain = Drawer(container: DrawerSize(width: 390, height: 844), time: t0)
    var recorded = plain
    var plainBridge = DrawerTouchBridge()
    var recordedBridge = DrawerTouchBridge()
    var recorder = DrawerTraceRecorder(capacity: 5)
    var time = t0
    for step in 0..<5000 {
      time += [0, 0.004, 0.008, 0.016, 0.3, 1][Int(random.next() % 6)]
      let location = point(
        Double.random(in: -20...410, using: &random), Double.random(in: 0...844, using: &random))
      let report: DrawerTouchReport? =
        switch random.next() % 10 {
        case 0: .began(start: location, startTime: time, location: location, time: time)
        case 1, 2, 3, 4: .moved(to: location, time: time)
        case 5, 6: .ended(at: location, time: time)
        case 7: .cancelled(time: time)
        default: nil
        }
      if let report {
        plainBridge.forward(report, to: &plain)
        recordedBridge.forward(report, to: &recorded, recordingInto: &recorder)
      } else {
        let event: DrawerEvent =
          switch random.next() % 4 {
          case 0: .toggle(time: time)
          case 1: .close(animated: false, time: time)
          case 2:
            .resize(
              to: DrawerSize(width: 390 + Double(random.next() % 2) * 454, height: 844), time: time)
          default:
            .configure(
              DrawerConfiguration(edge: random.next() % 2 == 0 ? .leading : .trailing), time: time)
          }
        plain.handle(event)
        recorder.handle(event, on: &recorded)
      }
      #expect(plain == recorded, "seed \(seed), step \(step)")
      if plain != recorded { return }
    }
    #expect(recorder.recordedCount > 20, "seed \(seed)")
    #expect(recorder.finishedTraces.count == 5)
  }

  @Test func itKeepsTheLastGesturesUpToItsCapacity() {
    var drawer = Drawer(container: DrawerSize(width: 390, height: 844), time: t0)
    var bridge = DrawerTouchBridge()
    var recorder = DrawerTraceRecorder()
    for tap in 0..<60 {
      let time = t0 + Double(tap)
      bridge.forward(.moved(to: point(200), time: time), to: &drawer, recordingInto: &recorder)
      bridge.forward(
        .ended(at: point(200), time: time + 0.05), to: &drawer, recordingInto: &recorder)
    }
    #expect(recorder.recordedCount == 60)
    #expect(recorder.finishedTraces.count == DrawerTraceRecorder.defaultCapacity)
    #expect(recorder.finishedTraces.first?.name == "gesture-011")
    #expect(recorder.finishedTraces.last?.name == "gesture-060")
    recorder.capacity = 0
    #expect(recorder.capacity == 1 && recorder.finishedTraces.map(\.name) == ["gesture-060"])
    recorder.removeAll()
    #expect(recorder.finishedTraces.isEmpty && recorder.recordedCount == 60)
    let time = t0 + 100
    bridge.forward(.moved(to: point(200), time: time), to: &drawer, recordingInto: &recorder)
    bridge.forward(.ended(at: point(200), time: time + 0.05), to: &drawer, recordingInto: &recorder)
    #expect(recorder.finishedTraces.map(\.name) == ["gesture-061"])
  }

  @Test func whatATraceCannotReplayIsNotKept() {
    var drawer = Drawer(container: DrawerSize(width: 390, height: 844), time: t0)
    var bridge = DrawerTouchBridge()
    var recorder = DrawerTraceRecorder()
    // A command alone is not a gesture.
    recorder.handle(.open(time: t0), on: &drawer)
    recorder.handle(.close(time: t0 + 2), on: &drawer)
    recorder.handle(.toggle(animated: false, time: t0 + 4), on: &drawer)
    // A configuration change during a gesture.
    bridge.forward(.moved(to: point(200), time: t0 + 5), to: &drawer, recordingInto: &recorder)
    recorder.handle(
      .configure(DrawerConfiguration(slop: 4), time: t0 + 5.01), on: &drawer)
    bridge.forward(.ended(at: point(200), time: t0 + 5.02), to: &drawer, recordingInto: &recorder)
    // A Split View resize during a gesture, which changes the drawer's width.
    bridge.forward(.moved(to: point(200), time: t0 + 6), to: &drawer, recordingInto: &recorder)
    recorder.handle(
      .resize(to: DrawerSize(width: 300, height: 844), time: t0 + 6.01), on: &drawer)
    bridge.forward(.ended(at: point(200), time: t0 + 6.02), to: &drawer, recordingInto: &recorder)
    // A finger that never lifts, moving for longer than a gesture may last.
    bridge.forward(.moved(to: point(200), time: t0 + 6.5), to: &drawer, recordingInto: &recorder)
    for step in 1...DrawerTraceRecorder.maximumEventsPerGesture {
      bridge.forward(
        .moved(to: point(200, 400 + Double(step % 7)), time: t0 + 6.5 + Double(step) * 1e-5),
        to: &drawer, recordingInto: &recorder)
    }
    #expect(!recorder.isRecordingGesture)
    bridge.forward(.ended(at: point(200), time: t0 + 6.9), to: &drawer, recordingInto: &recorder)
    // A locked drawer.
    recorder.handle(
      .configure(DrawerConfiguration(lockMode: .lockedClosed), time: t0 + 7), on: &drawer)
    bridge.forward(.moved(to: point(5), time: t0 + 10), to: &drawer, recordingInto: &recorder)
    bridge.forward(.ended(at: point(200), time: t0 + 10.1), to: &drawer, recordingInto: &recorder)
    #expect(recorder.recordedCount == 0)
    // Nothing stuck: the next gesture is recorded.
    recorder.handle(.configure(DrawerConfiguration(), time: t0 + 11), on: &drawer)
    bridge.forward(.moved(to: point(200), time: t0 + 12), to: &drawer, recordingInto: &recorder)
    bridge.forward(.ended(at: point(200), time: t0 + 12.1), to: &drawer, recordingInto: &recorder)
    #expect(recorder.recordedCount == 1)
  }

  @Test func aCommandThatAFingerCatchesBeginsTheGesture() throws {
    var drawer = Drawer(container: DrawerSize(width: 390, height: 844), time: t0)
    var bridge = DrawerTouchBridge()
    var recorder = DrawerTraceRecorder()
    recorder.handle(.open(time: t0), on: &drawer)
    let x = drawer.offset(at: t0 + 0.08)
    bridge.forward(
      .began(start: point(x), startTime: t0 + 0.08, location: point(x), time: t0 + 0.08),
      to: &drawer, recordingInto: &recorder)
    bridge.forward(.ended(at: point(x), time: t0 + 0.2), to: &drawer, recordingInto: &recorder)
    let trace = try #require(recorder.traces(of: drawer, at: t0 + 5).first)
    #expect(trace.events.first == .open(time: 0))
    #expect(trace.initial == .closed)
  }
}

@Suite struct DrawerTraceRecorderPairTests {
  private let t0 = 780_000_000.0
  private let phone = DrawerSize(width: 390, height: 844)

  private func drawer(_ edge: DrawerEdge, zone: DrawerOpenZone = .default) -> Drawer {
    Drawer(
      configuration: DrawerConfiguration(edge: edge, width: .fixed(300), openZone: zone),
      container: phone, time: t0 - 5)
  }

  /// A stroke from `from` to `to` (physical x), lifted while moving.
  private func stroke(
    from: Double, to: Double, at start: Double, recorder: inout DrawerTraceRecorder,
    router: inout DrawerPairRouter, leading: inout Drawer, trailing: inout Drawer
  ) {
    recorder.handle(
      .down(at: DrawerPoint(x: from, y: 400), time: start), routedBy: &router,
      leading: &leading, trailing: &trailing)
    for step in 1...8 {
      recorder.handle(
        .move(
          at: DrawerPoint(x: from + (to - from) * Double(step) / 8, y: 401),
          time: start + Double(step) / 120), routedBy: &router, leading: &leading,
        trailing: &trailing)
    }
    recorder.handle(
      .up(at: DrawerPoint(x: to, y: 401), time: start + 0.07), routedBy: &router,
      leading: &leading, trailing: &trailing)
  }

  @Test func aPairsGestureIsOneTraceWithBothDrawers() throws {
    var leading = drawer(.leading)
    var trailing = drawer(.trailing, zone: .anywhere)
    var router = DrawerPairRouter()
    var recorder = DrawerTraceRecorder()
    stroke(
      from: 300, to: 140, at: t0, recorder: &recorder, router: &router, leading: &leading,
      trailing: &trailing)
    #expect(recorder.traces(ofLeading: leading, trailing: trailing, at: t0 + 0.08).isEmpty)
    let trace = try #require(
      recorder.traces(ofLeading: leading, trailing: trailing, at: t0 + 5).first)
    #expect(trace.edge == .leading && trace.initial == .closed && trace.expect == .closed)
    #expect(trace.expectCapture == false)
    #expect(
      trace.secondDrawer
        == DrawerTrace.SecondDrawer(
          initial: .closed, expect: .open, expectCapture: true, openZone: .anywhere))
    #expect(trace.secondDrawerEdge == .trailing)
    #expect(trace.events.first == .down(at: DrawerPoint(x: 300, y: 400), time: 0))
    #expect(trace.events.count == 10)
  }

  /// A swap by command: the toggle of the trailing drawer is written as the trailing drawer's,
  /// and closes the open leading drawer, which the trace says.
  @Test func aCommandForTheTrailingDrawerIsMarkedAsTheSeconds() throws {
    var leading = drawer(.leading)
    var trailing = drawer(.trailing)
    var router = DrawerPairRouter()
    var recorder = DrawerTraceRecorder()
    stroke(
      from: 6, to: 160, at: t0, recorder: &recorder, router: &router, leading: &leading,
      trailing: &trailing)
    // The flick ends once both rest; the next gesture starts with the command.
    recorder.handle(
      .toggle(time: t0 + 3), to: .trailing, routedBy: &router, leading: &leading,
      trailing: &trailing)
    // A tap on the trailing drawer as it comes in: it stops under the finger and goes on.
    recorder.handle(
      .down(at: DrawerPoint(x: 370, y: 300), time: t0 + 3.15), routedBy: &router,
      leading: &leading, trailing: &trailing)
    recorder.handle(
      .up(at: DrawerPoint(x: 370, y: 300), time: t0 + 3.2), routedBy: &router,
      leading: &leading, trailing: &trailing)
    let traces = recorder.traces(ofLeading: leading, trailing: trailing, at: t0 + 10)
    #expect(traces.count == 2)
    let swap = try #require(traces.last)
    #expect(swap.initial == .open && swap.expect == .closed && swap.expectCapture == true)
    #expect(swap.secondDrawer?.initial == .closed && swap.secondDrawer?.expect == .open)
    #expect(swap.events.first == .toggle(time: 0))
    #expect(swap.secondDrawerCommands == [0])
    #expect(swap.jsonLines.contains("{\"t\":0,\"type\":\"toggle\",\"edge\":\"trailing\"}"))
  }

  @Test func aLockedDrawerOrAGestureOfOneDrawerKeepsNothing() {
    var leading = drawer(.leading)
    var trailing = Drawer(
      configuration: DrawerConfiguration(edge: .trailing, lockMode: .lockedClosed),
      container: phone, time: t0 - 5)
    var router = DrawerPairRouter()
    var recorder = DrawerTraceRecorder()
    stroke(
      from: 6, to: 160, at: t0, recorder: &recorder, router: &router, leading: &leading,
      trailing: &trailing)
    #expect(leading.target == .open, "the drawers still do what they do")
    #expect(recorder.traces(ofLeading: leading, trailing: trailing, at: t0 + 5).isEmpty)
    // A gesture begun on a pair is dropped by an event for one drawer alone.
    trailing = drawer(.trailing)
    recorder.handle(
      .down(at: DrawerPoint(x: 300, y: 400), time: t0 + 6), routedBy: &router,
      leading: &leading, trailing: &trailing)
    #expect(recorder.isRecordingGesture)
    recorder.handle(.up(at: DrawerPoint(x: 300, y: 400), time: t0 + 6.1), on: &leading)
    #expect(!recorder.isRecordingGesture)
  }
}
