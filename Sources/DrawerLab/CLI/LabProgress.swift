/// How far a long command has got, shown on standard error while it runs: on a terminal, one
/// line rewritten in place (at most ten times a second) and cleared at the end; otherwise a
/// line at each tenth of the work, so that a log shows it too, and, when there is a ``delay``, a
/// line once it has passed and then at least every ``heartbeat`` seconds, so that a slow tenth is
/// not silent.
///
/// A run that ends within ``delay`` seconds shows nothing. The clock is read only when the work
/// crosses a thousandth of its total, so that counting costs nothing in a tight loop.
struct LabProgress {
  /// What is being done, starting the line: `soak`, `bench`.
  let label: String
  /// The units of work in all.
  let total: Int
  /// The noun for the units: `actions`, `measurements`.
  let unit: String
  /// Seconds of silence before anything is shown.
  let delay: Double
  private let console: LabConsole
  private let start: Double
  private var done = 0
  private var nextCheck = 0
  private var nextTenth = 1
  private var lastDrawn = -Double.infinity
  private var drewLiveLine = false

  /// The longest a log goes without a line while work goes on, in seconds, once ``delay`` has
  /// passed (for a progress with a delay).
  static let heartbeat = 5.0

  /// Starts counting.
  ///
  /// - Parameters:
  ///   - label: the line's first word.
  ///   - total: the units of work in all, at least 1.
  ///   - unit: the units' noun.
  ///   - delay: seconds before anything is shown.
  ///   - console: where to write, and its clock.
  ///   - since: when the run started, for a phase that follows another (by default now): the
  ///     delay and the elapsed time count from then.
  init(
    _ label: String, total: Int, unit: String, delay: Double, console: LabConsole,
    since: Double? = nil
  ) {
    self.label = label
    self.total = Swift.max(total, 1)
    self.unit = unit
    self.delay = delay
    self.console = console
    self.start = since ?? console.now()
    // With a delay, the first line comes as soon as it has passed.
    if delay > 0 { lastDrawn = start + delay - Self.heartbeat }
  }

  /// Counts `count` more units of work done.
  mutating func advance(by count: Int = 1) {
    advance(to: done + count)
  }

  /// Counts the work done so far: `done` units in all.
  mutating func advance(to done: Int) {
    self.done = done
    guard done >= nextCheck else { return }
    // The next check: a thousandth on, or the next tenth's first unit if that comes sooner.
    let tenthBoundary = (Swift.min(done * 10 / total, 9) + 1) * total
    nextCheck = Swift.min(done + Swift.max(total / 1000, 1), (tenthBoundary + 9) / 10)
    let now = console.now()
    let elapsed = now - start
    if console.errIsTerminal {
      guard elapsed >= delay, now - lastDrawn >= 0.1 || done >= total else { return }
      lastDrawn = now
      drewLiveLine = true
      console.err("\r\u{1B}[K" + line(elapsed: elapsed))
    } else {
      let tenth = Swift.min(done * 10 / total, 10)
      let isDue = delay > 0 && elapsed >= delay && now - lastDrawn >= Self.heartbeat
      guard tenth >= nextTenth || isDue else { return }
      nextTenth = Swift.max(nextTenth, tenth + 1)
      if elapsed >= delay {
        lastDrawn = now
        console.err(line(elapsed: elapsed) + "\n")
      }
    }
  }

  /// Says what the run does next, on a line of its own, when the run has already taken
  /// ``delay``: `render: drawing 12000 frames`.
  mutating func note(_ text: String) {
    guard console.now() - start >= delay else { return }
    finish()
    console.err("\(label): \(text)\n")
  }

  /// Ends the count: a live line is cleared, so that what follows starts on a clean line.
  mutating func finish() {
    if drewLiveLine { console.err("\r\u{1B}[K") }
    drewLiveLine = false
  }

  private func line(elapsed: Double) -> String {
    let percent = Swift.min(done * 100 / total, 100)
    return "\(label): \(percent)% (\(done) of \(total) \(unit), \(fixed(elapsed, 1)) s)"
  }
}

/// The progress of reading trace files, for a command: shown once the reading has taken a
/// second, counted in bytes, and cleared before a problem with a file is reported, so that the
/// report starts on a clean line.
final class ReadingProgress {
  private let label: String
  private let console: LabConsole
  private let start: Double
  private var progress: LabProgress?

  /// A reading for the command `label`, whose run started at `start` by the console's clock.
  init(_ label: String, console: LabConsole, since start: Double) {
    self.label = label
    self.console = console
    self.start = start
  }

  /// Counts the bytes read so far, of `size` in all.
  func update(read: Int, size: Int) {
    if progress == nil {
      progress = LabProgress(
        label, total: size, unit: "bytes read", delay: 1, console: console, since: start)
    }
    progress?.advance(to: read)
    if read >= size { finish() }
  }

  /// Clears a live line, before something else is written to standard error.
  func finish() {
    progress?.finish()
  }

  /// Reads the traces at `paths` for the command `label`, showing the reading's progress and
  /// reporting each path or file that cannot be used on a line of its own.
  ///
  /// - Returns: the traces that parsed, and whether anything was reported.
  static func loadTraces(
    at paths: [String], for label: String, console: LabConsole, since start: Double
  ) -> (traces: [Trace], hadProblems: Bool) {
    let reading = ReadingProgress(label, console: console, since: start)
    return CorpusLoader.loadTraces(
      at: paths,
      reporting: {
        reading.finish()
        console.err("\($0)\n")
      }, progress: reading.update)
  }
}
