import Dispatch

/// Where the lab's commands write: standard output and standard error in the `drawer-lab`
/// executable, strings in tests.
public struct LabConsole: Sendable {
  /// Writes text to standard output.
  public var out: @Sendable (String) -> Void
  /// Writes text to standard error.
  public var err: @Sendable (String) -> Void
  /// Whether standard error is a terminal: progress is then one line rewritten in place rather
  /// than a line per tenth of the work.
  public var errIsTerminal: Bool
  /// A monotonic clock in seconds, for progress and rates; the lab's commands read no other.
  public var now: @Sendable () -> Double

  /// Creates a console from two writers.
  ///
  /// - Parameters:
  ///   - out: writes to standard output.
  ///   - err: writes to standard error.
  ///   - errIsTerminal: whether standard error is a terminal; `false` by default.
  ///   - now: a monotonic clock in seconds; the system's uptime by default.
  public init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    errIsTerminal: Bool = false, now: (@Sendable () -> Double)? = nil
  ) {
    self.out = out
    self.err = err
    self.errIsTerminal = errIsTerminal
    self.now = now ?? { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
  }
}

/// The exit statuses of the lab's commands.
public enum LabExitStatus {
  /// Everything worked and every check passed.
  public static let success: Int32 = 0
  /// The command ran, and some check failed (a trace that did not replay as labelled).
  public static let failure: Int32 = 1
  /// The input was unusable: an unknown command or option, a missing or malformed file.
  public static let badInput: Int32 = 2
}
