/// Where the lab's commands write: standard output and standard error in the `drawer-lab`
/// executable, strings in tests.
public struct LabConsole: Sendable {
  /// Writes text to standard output.
  public var out: @Sendable (String) -> Void
  /// Writes text to standard error.
  public var err: @Sendable (String) -> Void

  /// Creates a console from two writers.
  ///
  /// - Parameters:
  ///   - out: writes to standard output.
  ///   - err: writes to standard error.
  public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void)
  {
    self.out = out
    self.err = err
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
