#if canImport(SwiftUI)
  @_spi(DrawerKit) import DrawerCore
  import Foundation
  import Testing

  @testable import DrawerKit

  /// The gesture recorder on a `DrawerState` driven by hand, as the gesture bridge drives it.
  /// These run where SwiftUI exists; on Linux they are type-checked by
  /// `Scripts/check-apple-api.sh` (the recording logic itself is tested on Linux in
  /// `DrawerTraceRecorderTests` and `RecordedTraceReplayTests`).
  @MainActor
  @Suite struct DrawerGestureRecorderTests {
    final class ManualClock {
      var now = 1000.0
    }

    private func makeState(clock: ManualClock) -> DrawerState {
      let state = DrawerState(
        isOpen: false, configuration: DrawerConfiguration(), clock: { clock.now })
      state.resize(to: DrawerSize(width: 390, height: 844))
      return state
    }

    private func flick(_ state: DrawerState, at time: Double) {
      state.report(
        .began(
          start: DrawerPoint(x: 6, y: 400), startTime: time, location: DrawerPoint(x: 30, y: 400),
          time: time + 0.016))
      state.report(.moved(to: DrawerPoint(x: 120, y: 401), time: time + 0.04))
      state.report(.ended(at: DrawerPoint(x: 150, y: 401), time: time + 0.05))
    }

    @Test func recordsAFlickAsOneFileOfWhatTheDrawerDid() throws {
      let clock = ManualClock()
      let recorded = makeState(clock: clock)
      let plain = makeState(clock: clock)
      let recorder = DrawerGestureRecorder()
      recorded.gestureRecorder = recorder
      flick(recorded, at: 1000)
      flick(plain, at: 1000)
      // Recording changes nothing the drawer does.
      #expect(recorded.drawer == plain.drawer)
      #expect(recorder.files.isEmpty)  // still settling
      clock.now = 1005
      recorder.finishGestures()  // what the recorder does when the drawer's spring rests
      let file = try #require(recorder.files.first)
      #expect(recorder.files.count == 1)
      #expect(file.fileName.hasPrefix("drawer-") && file.fileName.hasSuffix("-001.jsonl"))
      #expect(file.trace.expect == .open && file.trace.expectSource == .recorded)
      #expect(file.trace.events.first?.time == 0)
      #expect(String(decoding: file.data, as: UTF8.self) == file.trace.jsonLines)
    }

    @Test func stoppingDropsTheGestureInProgressAndKeepsTheRest() {
      let clock = ManualClock()
      let state = makeState(clock: clock)
      let recorder = DrawerGestureRecorder(capacity: 2)
      state.gestureRecorder = recorder
      for start in [1000.0, 1010, 1020] {
        clock.now = start
        flick(state, at: start)
        clock.now = start + 5
        state.close(animated: false)
      }
      #expect(recorder.files.map(\.trace.expect) == [.open, .open])
      state.report(.moved(to: DrawerPoint(x: 200, y: 400), time: 1030))
      recorder.stopRecording(state)
      state.gestureRecorder = nil
      state.report(.ended(at: DrawerPoint(x: 200, y: 400), time: 1030.1))
      #expect(recorder.files.count == 2)
      recorder.removeAll()
      #expect(recorder.files.isEmpty)
    }
  }
#endif
