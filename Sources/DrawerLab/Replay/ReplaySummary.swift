/// Replay results counted per kind of trace, for a corpus whose trace names end in `-<kind>`
/// (`bioident-u030-0002-vertical`, `…-open`, `…-close`).
///
/// A name's kind is the part after its last hyphen when that part holds a letter: `flick-open-01`
/// ends in a number and has no kind. Kinds are listed in the order they first appear.
///
/// ```swift
/// var summary = ReplaySummary()
/// for result in results { summary.add(result) }
/// summary.kindLine  // "vertical 218/221 · open 193/202 · close 199/207"
/// ```
public struct ReplaySummary: Sendable, Hashable {
  /// One kind's count.
  public struct Kind: Sendable, Hashable {
    /// The kind, as the trace names end.
    public let name: String
    /// How many traces of this kind passed.
    public internal(set) var passed: Int
    /// How many traces of this kind were replayed.
    public internal(set) var total: Int
  }

  /// The kinds seen, in the order they first appeared.
  public private(set) var kinds: [Kind] = []
  /// How many traces passed.
  public private(set) var passed = 0
  /// How many traces failed.
  public private(set) var failed = 0

  /// An empty summary.
  public init() {}

  /// Counts one replayed trace.
  ///
  /// - Parameter result: the trace's replay.
  public mutating func add(_ result: TraceReplay) {
    if result.pass { passed += 1 } else { failed += 1 }
    guard let kind = Self.kind(ofTraceNamed: result.name) else { return }
    if let index = kinds.firstIndex(where: { $0.name == kind }) {
      kinds[index].total += 1
      if result.pass { kinds[index].passed += 1 }
    } else {
      kinds.append(Kind(name: kind, passed: result.pass ? 1 : 0, total: 1))
    }
  }

  /// The kind a trace's name ends in, if any: the part after the last hyphen, when it holds a
  /// letter.
  ///
  /// - Parameter name: the trace's name.
  /// - Returns: the kind, or `nil`.
  public static func kind(ofTraceNamed name: String) -> String? {
    guard let hyphen = name.lastIndex(of: "-") else { return nil }
    let kind = name[name.index(after: hyphen)...]
    guard kind.contains(where: \.isLetter) else { return nil }
    return String(kind)
  }

  /// `vertical 218/221 · open 193/202 · close 199/207`, or `nil` when no trace had a kind.
  public var kindLine: String? {
    guard !kinds.isEmpty else { return nil }
    return kinds.map { "\($0.name) \($0.passed)/\($0.total)" }.joined(separator: " · ")
  }

  /// `610 passed, 20 failed`.
  public var totalLine: String {
    "\(passed) passed, \(failed) failed"
  }
}
