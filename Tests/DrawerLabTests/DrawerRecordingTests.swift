@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Testing

@Suite struct DrawerRecordingTests {
  @Test func agreesWithTheReplayOnEveryCorpusTrace() throws {
    for trace in try Fixtures.allTraces() {
      let recording = DrawerRecording(trace)
      let replay = TraceReplay(trace)
      #expect(recording.final == replay.final, "\(trace.name)")
      #expect(recording.moved == replay.moved, "\(trace.name)")
      #expect(recording.startTime == trace.events.first?.event.time, "\(trace.name)")
      let times = recording.frames.map(\.time)
      #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "\(trace.name)")
    }
  }

  @Test func aFlickIsReleasedFastAndRests() throws {
    let trace = try Fixtures.trace("flick-open-01")
    let recording = DrawerRecording(trace)
    let release = try #require(recording.releases.last)
    #expect(recording.releases.count == 1)
    #expect(release.velocity >= 400)
    #expect(release.target == .open)
    let rest = try #require(recording.restTime)
    #expect(rest > release.time)
    #expect(recording.settleStartTime == release.time)
    #expect(recording.timeToRest == rest - release.time)
    #expect(recording.frames.last?.time == rest)
    #expect(recording.frames.last?.offset == trace.drawerWidth)
  }

  @Test func theFingerIsThereFromDownToUp() throws {
    let trace = try Fixtures.trace("slow-drag-open-01")
    let recording = DrawerRecording(trace)
    let events = trace.events.map(\.event)
    guard case .down(let down, let downTime) = events.first,
      case .up(_, let upTime) = events.last
    else {
      Issue.record("expected a down first and an up last")
      return
    }
    #expect(recording.frame(at: downTime).finger == down)
    #expect(recording.initial.finger == nil)
    #expect(recording.initial.time == downTime)
    #expect(recording.initial.offset == 0)
    for frame in recording.frames {
      #expect((frame.finger != nil) == (frame.time >= downTime && frame.time < upTime))
    }
  }

  @Test func aSnapshotIsExactAtAndBetweenFrames() throws {
    let recording = DrawerRecording(try Fixtures.trace("catch-mid-flight-01"))
    for frame in recording.frames {
      #expect(recording.snapshot(at: frame.time).offset == frame.offset)
    }
    // Between frames, a settling drawer's spring gives the offset; it lies between its neighbours
    // on a monotonic stretch.
    let settling = recording.frames.indices.dropLast().filter {
      recording.frames[$0].drawer.isSettling && recording.frames[$0 + 1].drawer.isSettling
    }
    #expect(!settling.isEmpty)
    for index in settling {
      let a = recording.frames[index]
      let b = recording.frames[index + 1]
      let middle = recording.offset(at: (a.time + b.time) / 2)
      #expect(middle >= min(a.offset, b.offset) - 1 && middle <= max(a.offset, b.offset) + 1)
    }
    #expect(recording.snapshot(at: -100).time == recording.startTime)
    #expect(recording.snapshot(at: 1e9).time == recording.endTime)
  }

  @Test func aDrawerThatNeverMovesHasNoReleaseAndNoRest() throws {
    let recording = DrawerRecording(try Fixtures.trace("vertical-scroll-01"))
    #expect(!recording.moved)
    #expect(recording.releases.isEmpty)
    #expect(recording.restTime == nil)
    #expect(recording.timeToRest == nil)
    #expect(recording.frames.contains { $0.finger != nil })
  }

  @Test func theConfigurationCanBeOverridden() throws {
    let trace = try Fixtures.trace("flick-open-01")
    var configuration = trace.configuration
    configuration.spring = DrawerSpring(duration: 0.8, bounce: 0)
    let slow = DrawerRecording(trace, configuration: configuration)
    let normal = DrawerRecording(trace)
    #expect(slow.configuration.spring.duration == 0.8)
    #expect(try #require(slow.timeToRest) > #require(normal.timeToRest))
  }
}
