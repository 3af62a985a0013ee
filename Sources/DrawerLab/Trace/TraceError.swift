/// What is wrong with an input, located as `path:line: message`, the form compilers use so that
/// editors and terminals can jump to it.
public struct LabInputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file the problem is in.
  public var path: String
  /// The 1-based line, or `nil` when the problem is the file as a whole.
  public var line: Int?
  /// What is wrong, in a few words.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: the file.
  ///   - line: the 1-based line, or `nil` for the whole file.
  ///   - message: what is wrong.
  public init(path: String, line: Int?, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  /// `path:line: message`, or `path: message` without a line.
  public var description: String {
    if let line { return "\(path):\(line): \(message)" }
    return "\(path): \(message)"
  }
}
