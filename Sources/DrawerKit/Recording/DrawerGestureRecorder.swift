#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  internal import Foundation
  public import Observation

  /// Records the gestures people make on your drawers, one `drawer-trace/1` file per gesture, so
  /// that a tester can share what their fingers did and you can replay it in CI with
  /// `drawer-lab replay` and see it with `drawer-lab render`.
  ///
  /// Make one, hand it to the drawers to record with
  /// ``SwiftUICore/View/drawerGestureRecorder(_:)``, and offer its ``files`` with a `ShareLink`.
  /// Each file's `expect` holds what the drawer did, marked `"expectSource":"recorded"`: when the
  /// drawer did the wrong thing, edit `expect` to what was meant, set the source to `person`,
  /// and keep the file as a regression test. (See ``DrawerTraceRecorder`` for what a gesture is
  /// and which gestures a trace cannot hold.)
  ///
  /// ```swift
  /// @State private var recorder = DrawerGestureRecorder()
  /// @State private var isRecording = false
  ///
  /// var body: some View {
  ///   Inbox()
  ///     .drawer(isPresented: $showsMenu) { MailboxList() }
  ///     #if DEBUG
  ///       .drawerGestureRecorder(isRecording ? recorder : nil)
  ///     #endif
  /// }
  ///
  /// // In a debug settings screen:
  /// Toggle("Record gestures", isOn: $isRecording)
  /// ShareLink(items: recorder.files, preview: { SharePreview($0.fileName) }) {
  ///   Label("Share recorded gestures", systemImage: "square.and.arrow.up")
  /// }
  /// ```
  ///
  /// Recording never changes what a drawer does. With no recorder in the environment nothing is
  /// recorded and nothing is spent; with one, each event costs a copy of its values into a
  /// bounded buffer: the recorder keeps the last ``capacity`` gestures of each drawer and drops
  /// the oldest. Times in the files are in seconds from each gesture's first touch, exact
  /// differences of the device's clock.
  @Observable
  @MainActor
  public final class DrawerGestureRecorder {
    /// How many gestures are kept per drawer; the oldest are dropped beyond it. 50 by default.
    ///
    /// Sanitisation: at least 1.
    public var capacity: Int {
      didSet {
        capacity = Swift.max(capacity, 1)
        for session in sessions { session.traces.capacity = capacity }
        revision += 1
      }
    }

    /// The start of every file's name: `drawer-` and the date and time the recorder was made,
    /// so that files shared from different sessions do not overwrite one another.
    public let namePrefix: String

    /// Counts changes to what the recorder holds, so that views reading ``files`` update.
    private var revision = 0
    @ObservationIgnored private var sessions: [Session] = []
    @ObservationIgnored private var scheduledCheck: Double?

    /// Creates a recorder with nothing recorded.
    ///
    /// - Parameter capacity: how many gestures to keep per drawer, at least 1; 50 by default.
    public init(capacity: Int = DrawerTraceRecorder.defaultCapacity) {
      self.capacity = Swift.max(capacity, 1)
      self.namePrefix = Self.prefix(for: Date())
    }

    /// The recorded gestures as `drawer-trace/1` values, oldest first, drawer by drawer.
    ///
    /// A gesture appears once the drawer has come to rest with no finger down. Reading it does
    /// not make a view depend on the drawer's motion: it changes only when a gesture is
    /// recorded or forgotten.
    public var traces: [DrawerTrace] {
      _ = revision
      return sessions.flatMap(\.traces.finishedTraces)
    }

    /// The recorded gestures as files to share, oldest first: one `.jsonl` file per gesture.
    ///
    /// ```swift
    /// ShareLink(items: recorder.files, preview: { SharePreview($0.fileName) }) {
    ///   Label("Share recorded gestures", systemImage: "square.and.arrow.up")
    /// }
    /// ```
    public var files: [DrawerTraceFile] {
      traces.map(DrawerTraceFile.init)
    }

    /// Forgets every recorded gesture, and the gestures in progress.
    public func removeAll() {
      for session in sessions { session.traces.removeAll() }
      sessions.removeAll { $0.state == nil }
      revision += 1
    }

    // MARK: What drawers report

    /// Applies an event to a drawer's controller, and records it.
    func record<FocusID: Hashable & Sendable>(
      _ event: DrawerEvent, on controller: inout DrawerController<FocusID>, of state: DrawerState
    ) -> DrawerControllerStep {
      let session = session(for: state)
      let count = session.traces.recordedCount
      let step = controller.send(event, recordingInto: &session.traces)
      noteChanges(session, since: count, drawer: controller.drawer, state: state)
      return step
    }

    /// Applies a touch report to a drawer's controller, and records the events the engine
    /// handles.
    func record<FocusID: Hashable & Sendable>(
      _ report: DrawerTouchReport, on controller: inout DrawerController<FocusID>,
      of state: DrawerState
    ) -> DrawerControllerStep {
      let session = session(for: state)
      let count = session.traces.recordedCount
      let step = controller.report(report, recordingInto: &session.traces)
      noteChanges(session, since: count, drawer: controller.drawer, state: state)
      return step
    }

    /// Stops recording a drawer: a gesture in progress is dropped, since the recorder will not
    /// see its end. What was recorded stays.
    func stopRecording(_ state: DrawerState) {
      guard let session = sessions.first(where: { $0.state === state }) else { return }
      session.traces.discardGestureInProgress()
      revision += 1
    }

    // MARK: Internals

    /// One drawer's recording.
    private final class Session {
      weak var state: DrawerState?
      var traces: DrawerTraceRecorder

      init(state: DrawerState, traces: DrawerTraceRecorder) {
        self.state = state
        self.traces = traces
      }
    }

    private func session(for state: DrawerState) -> Session {
      if let session = sessions.first(where: { $0.state === state }) { return session }
      let suffix = sessions.isEmpty ? "" : "-\(sessions.count + 1)"
      let session = Session(
        state: state,
        traces: DrawerTraceRecorder(capacity: capacity, namePrefix: namePrefix + suffix))
      sessions.append(session)
      return session
    }

    /// Publishes a gesture that ended, and arranges to finish one whose drawer is settling when
    /// its spring comes to rest (the recorder would otherwise hear of the rest only with the
    /// drawer's next event).
    private func noteChanges(
      _ session: Session, since count: Int, drawer: Drawer, state: DrawerState
    ) {
      if session.traces.recordedCount != count { revision += 1 }
      guard session.traces.isRecordingGesture, let restTime = drawer.restTime,
        restTime != scheduledCheck
      else { return }
      scheduledCheck = restTime
      let delay = Swift.max(0, restTime - state.clock())
      Task { [weak self] in
        try? await Task.sleep(for: .seconds(delay))
        self?.finishGestures()
      }
    }

    /// Ends the gestures whose drawers have come to rest, and publishes them.
    func finishGestures() {
      scheduledCheck = nil
      var changed = false
      for session in sessions {
        guard let state = session.state, session.traces.isRecordingGesture else { continue }
        let count = session.traces.recordedCount
        session.traces.finishGesture(of: state.drawer, at: state.clock())
        changed = changed || session.traces.recordedCount != count
        if session.traces.isRecordingGesture, state.drawer.restTime != nil {
          // Woken before the rest, or the drawer set off again: look again then.
          noteChanges(
            session, since: session.traces.recordedCount, drawer: state.drawer, state: state)
        }
      }
      if changed { revision += 1 }
    }

    /// `drawer-` and a date and time such as `20261130-1952`.
    private static func prefix(for date: Date) -> String {
      let parts = Calendar(identifier: .gregorian).dateComponents(
        [.year, .month, .day, .hour, .minute, .second], from: date)
      func two(_ value: Int?) -> String {
        let text = String(value ?? 0)
        return text.count < 2 ? "0" + text : text
      }
      return "drawer-\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))-"
        + "\(two(parts.hour))\(two(parts.minute))\(two(parts.second))"
    }
  }
#endif
