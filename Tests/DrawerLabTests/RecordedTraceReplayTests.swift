@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

/// Gestures recorded from a live drawer (the path DrawerKit takes: platform reports through the
/// touch bridge, into the engine and the recorder) replay in the lab as the live engine did them.
@Suite struct RecordedTraceReplayTests {
  /// A device's clock reads far from zero; recorded traces start at 0 whatever it reads.
  static let deviceClock = 780_000_000.0

  /// The live run of a scripted sequence: the drawer after it came to rest, and what the
  /// recorder made of it.
  struct LiveRun {
    var final: DrawerRestState
    var traces: [DrawerTrace]
  }

  /// Plays a corpus trace's events as a gesture recogniser would report them, to a live drawer
  /// configured as the trace says, with a recorder.
  static func live(_ script: Trace, capacity: Int = 50) -> LiveRun {
    let clock = deviceClock
    let first = script.events.first?.event.time ?? 0
    var drawer = Drawer(
      configuration: script.configuration, container: script.container, initial: script.initial,
      time: clock + first - 1)
    var bridge = DrawerTouchBridge()
    var recorder = DrawerTraceRecorder(capacity: capacity)
    for traceEvent in script.events {
      let event = traceEvent.event
      let time = clock + event.time
      switch event {
      case .down(let p, _):
        bridge.forward(
          .began(start: p, startTime: time, location: p, time: time), to: &drawer,
          recordingInto: &recorder)
      case .move(let p, _):
        bridge.forward(.moved(to: p, time: time), to: &drawer, recordingInto: &recorder)
      case .up(let p, _):
        bridge.forward(.ended(at: p, time: time), to: &drawer, recordingInto: &recorder)
      case .cancel:
        bridge.forward(.cancelled(time: time), to: &drawer, recordingInto: &recorder)
      case .claim:
        bridge.forward(.claimed(time: time), to: &drawer, recordingInto: &recorder)
      case .predicted(let p, let instant, _):
        bridge.forward(
          .predicted(at: p, for: clock + instant, time: time), to: &drawer,
          recordingInto: &recorder)
      case .frame:
        recorder.handle(.frame(time: time), on: &drawer)
      case .open(let animated, _):
        recorder.handle(.open(animated: animated, time: time), on: &drawer)
      case .close(let animated, _):
        recorder.handle(.close(animated: animated, time: time), on: &drawer)
      case .toggle(let animated, _):
        recorder.handle(.toggle(animated: animated, time: time), on: &drawer)
      case .resize(let size, _):
        recorder.handle(.resize(to: size, time: time), on: &drawer)
      case .configure: break
      }
    }
    // The host's timeline brings the drawer to rest on a frame, as DrawerState's does.
    let end = drawer.time + DrawerTimeline.settleLimit
    drawer.advance(to: end)
    return LiveRun(final: drawer.target, traces: recorder.traces(of: drawer, at: end))
  }

  @Test func everyScriptedGestureReplaysAsTheLiveEngineDidIt() throws {
    for script in try Fixtures.allTraces() {
      let run = Self.live(script)
      #expect(run.traces.count == 1, "\(script.name)")
      guard let recorded = run.traces.first else { continue }
      #expect(recorded.expect == run.final, "\(script.name)")
      let parsed = try Trace(parsing: recorded.jsonLines, path: "\(recorded.name).jsonl")
      let replay = TraceReplay(parsed)
      #expect(replay.final == run.final, "\(script.name)")
      #expect(replay.pass, "\(script.name): recorded \(recorded.jsonLines)")
      // The live engine did what the person meant, and so the recording says.
      #expect(recorded.expect == script.expect, "\(script.name)")
      if let capture = script.expectCapture {
        #expect(recorded.expectCapture == capture, "\(script.name)")
      }
    }
  }

  @Test func aSessionOfManyGesturesKeepsTheLastOnesEachReplayable() throws {
    // Every corpus trace, one after another on one drawer: 160 gestures, the last 50 kept.
    let scripts = try Fixtures.allTraces().filter {
      $0.initial == .closed && $0.edge == .leading && $0.layoutDirection == .leftToRight
        && $0.openZone == .edge && $0.container == DrawerSize(width: 390, height: 844)
    }
    var offset = 0.0
    var events: [TraceEvent] = []
    for script in scripts {
      let start = script.events.first?.event.time ?? 0
      for event in script.events {
        var shifted = event
        shifted.event = event.event.shifted(by: offset - start)
        events.append(shifted)
      }
      // Ten seconds between gestures, and a programmatic close, so each starts closed.
      offset += (script.events.last?.event.time ?? start) - start + 10
      events.append(TraceEvent(.close(animated: false, time: offset - 5)))
    }
    var session = scripts[0]
    session.events = events
    let run = Self.live(session, capacity: 7)
    #expect(run.traces.count == 7)
    #expect(run.traces.last?.name == "gesture-" + String(format: "%03d", scripts.count))
    for recorded in run.traces {
      let replay = TraceReplay(try Trace(parsing: recorded.jsonLines, path: recorded.name))
      #expect(replay.pass, "\(recorded.name)")
      #expect(recorded.events.first?.time == 0)
    }
  }

  @Test(arguments: [DrawerRestState.closed, .open])
  func aTouchThatBeginsBeforeTheLastOneEndedReplaysAsLive(initial: DrawerRestState) throws {
    // A recogniser that lost a touch's end reports a new beginning while the bridge still has a
    // finger down: the engine gets a `down` while one is down, which the file writes as a
    // `cancel` and a `down` at the same instant.
    let clock = Self.deviceClock
    var drawer = Drawer(
      container: DrawerSize(width: 390, height: 844), initial: initial, time: clock - 1)
    var bridge = DrawerTouchBridge()
    var recorder = DrawerTraceRecorder()
    let start = initial == .closed ? 6.0 : 280
    let step = initial == .closed ? 12.0 : -12
    func report(_ report: DrawerTouchReport) {
      bridge.forward(report, to: &drawer, recordingInto: &recorder)
    }
    report(.began(start: p(start), startTime: clock, location: p(start), time: clock))
    for frame in 1...8 {
      report(.moved(to: p(start + step * Double(frame)), time: clock + 0.016 * Double(frame)))
    }
    report(
      .began(
        start: p(start + 90), startTime: clock + 0.15, location: p(start + 90), time: clock + 0.15))
    for frame in 1...6 {
      report(
        .moved(
          to: p(start + 90 + step * 2 * Double(frame)), time: clock + 0.15 + 0.016 * Double(frame)))
    }
    report(.ended(at: p(start + 90 + step * 12), time: clock + 0.26))
    drawer.advance(to: clock + 30)
    let recorded = try #require(recorder.traces(of: drawer, at: clock + 30).first)
    let text = recorded.jsonLines
    #expect(text.contains(#""type":"cancel""#))
    let replay = TraceReplay(try Trace(parsing: text, path: "lost-end.jsonl"))
    #expect(replay.final == drawer.target)
    #expect(replay.pass, "\(text)")
  }

  @Test func aGestureOnTheRecognisersPathReplaysAsLive() throws {
    // Explicit claims and a catch at a drawn frame, as on iOS 18: the app opens the drawer, the
    // timeline draws frames, a finger catches the drawer where a frame showed it, drags it back
    // after its claim, and flicks it closed.
    let clock = Self.deviceClock
    var drawer = Drawer(
      configuration: DrawerConfiguration(width: .fixed(300), claimPolicy: .explicit),
      container: DrawerSize(width: 390, height: 844), time: clock - 1)
    var bridge = DrawerTouchBridge()
    var recorder = DrawerTraceRecorder()
    func report(_ report: DrawerTouchReport) {
      bridge.forward(report, to: &drawer, recordingInto: &recorder)
    }
    recorder.handle(.open(time: clock), on: &drawer)
    for frame in 1...4 { recorder.handle(.frame(time: clock + Double(frame) / 60), on: &drawer) }
    let caught = drawer.offset(at: clock + 4.0 / 60)
    let downTime = clock + 0.055
    report(.began(start: p(60), startTime: downTime, location: p(60), time: downTime))
    var offsets = [drawer.offset(at: downTime)]
    for step in 1...10 {
      let time = downTime + 0.008 * Double(step)
      report(.moved(to: p(60 - 9 * Double(step)), time: time))
      if step == 3 { report(.claimed(time: time + 0.001)) }
      offsets.append(drawer.offset(at: time))
    }
    report(.ended(at: p(-30), time: downTime + 0.084))
    let end = drawer.time + DrawerTimeline.settleLimit
    drawer.advance(to: end)
    #expect(offsets.first == caught, "caught where the frame drew it")
    #expect(offsets[1...3].allSatisfy { $0 == caught }, "held until the claim")
    #expect(drawer.target == .closed)

    let recorded = try #require(recorder.traces(of: drawer, at: end).first)
    let text = recorded.jsonLines
    #expect(text.contains("\"claims\":\"explicit\""))
    #expect(text.contains("\"type\":\"claim\""))
    #expect(text.contains("\"type\":\"down\",\"frame\":"))
    let parsed = try Trace(parsing: text, path: "\(recorded.name).jsonl")
    #expect(parsed.claimPolicy == .explicit)
    #expect(DrawerTrace(parsed) == recorded, "the file holds everything the recorder kept")
    // The replayed drawer goes through the same offsets at the same instants.
    var replayed = Drawer(
      configuration: parsed.configuration, container: parsed.container, initial: parsed.initial)
    var replayedOffsets: [Double] = []
    for event in parsed.events.map(\.event) {
      replayed.handle(event)
      if case .down = event { replayedOffsets.append(replayed.offset(at: event.time)) }
      if case .move = event { replayedOffsets.append(replayed.offset(at: event.time)) }
    }
    #expect(replayedOffsets == offsets)
    let replay = TraceReplay(parsed)
    #expect(replay.final == .closed)
    #expect(replay.pass)
  }

  @Test func aGestureUnderALandscapeNotchReplaysAsLive() throws {
    let travel = DrawerEdgeTravel(start: 59, extra: 59)
    var drawer = Drawer(
      configuration: DrawerConfiguration(width: .fixed(300), edgeTravel: travel),
      container: DrawerSize(width: 725, height: 390))
    var recorder = DrawerTraceRecorder()
    recorder.handle(.down(at: p(5), time: 10), on: &drawer)
    for step in 1...8 {
      recorder.handle(
        .move(at: p(5 + 14 * Double(step)), time: 10 + Double(step) / 120), on: &drawer)
    }
    recorder.handle(.up(at: p(120), time: 10.07), on: &drawer)
    drawer.advance(to: 20)
    let recorded = try #require(recorder.traces(of: drawer, at: 20).first)
    let parsed = try Trace(parsing: recorded.jsonLines, path: "notch.jsonl")
    #expect(parsed.edgeTravel == travel)
    #expect(parsed.configuration.edgeTravel == travel)
    #expect(DrawerTrace(parsed) == recorded)
    #expect(TraceReplay(parsed).final == drawer.target)
  }

  @Test func aGestureUnderASlowSpringReplaysWithItsSpring() throws {
    // The showcase slows the spring for its UI tests so that a tap lands while the drawer moves:
    // the trace must carry the spring, or the replay would settle at the default speed.
    var script = try Fixtures.trace("catch-mid-flight-02")
    let slow = DrawerSpring(response: 2, dampingRatio: 1)
    let live = Self.live(
      Trace(
        name: script.name, container: script.container, drawerWidth: script.drawerWidth,
        initial: script.initial, expect: script.expect, spring: slow, events: script.events))
    let recorded = try #require(live.traces.first)
    #expect(recorded.spring == slow)
    let parsed = try Trace(parsing: recorded.jsonLines, path: "slow.jsonl")
    #expect(parsed.configuration.spring == slow)
    #expect(TraceReplay(parsed).final == live.final)
    // The same touches at the default spring are another drawer: its offsets differ.
    script = parsed
    script.spring = nil
    var slowOffsets: [Double] = []
    var defaultOffsets: [Double] = []
    DrawerTimeline.run(parsed) { drawer, time in slowOffsets.append(drawer.offset(at: time)) }
    DrawerTimeline.run(script) { drawer, time in defaultOffsets.append(drawer.offset(at: time)) }
    #expect(slowOffsets != defaultOffsets)
  }

  private func p(_ x: Double) -> DrawerPoint { DrawerPoint(x: x, y: 400) }

  @Test func theLabReplaysAndRendersRecordedFilesAsTheyAre() throws {
    let folder = ScratchFolder()
    defer { folder.remove() }
    for name in ["flick-open-01", "vertical-scroll-03", "catch-mid-flight-02", "tap-scrim-01"] {
      let recorded = try #require(Self.live(try Fixtures.trace(name)).traces.first)
      _ = try write(recorded.jsonLines, to: name + "-recorded.jsonl", in: folder.path)
    }
    let replay = runLab(["replay", folder.path])
    #expect(replay.status == LabExitStatus.success, "\(replay.out)\(replay.err)")
    #expect(replay.out.contains("4 passed, 0 failed"))
    let render = runLab([
      "render", folder.file("catch-mid-flight-02-recorded.jsonl"), "--out",
      folder.file("catch.svg"),
    ])
    #expect(render.status == LabExitStatus.success, "\(render.err)")
    #expect(render.out.contains("ends closed"))
  }
}
