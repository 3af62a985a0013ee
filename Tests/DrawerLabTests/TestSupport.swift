@_spi(DrawerKit) import DrawerCore
@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

#if canImport(Glibc)
  import Glibc
#endif

/// The copied fixtures folder inside the test bundle.
let fixtures: String = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.path

/// The bundled gesture corpus.
let corpusPath = (fixtures as NSString).appendingPathComponent("corpus")

/// Output captured from a lab command run in-process.
final class CapturedConsole: @unchecked Sendable {
  private let lock = NSLock()
  private var outText = ""
  private var errText = ""

  var out: String { lock.withLock { outText } }
  var err: String { lock.withLock { errText } }

  var console: LabConsole {
    LabConsole(
      out: { text in self.lock.withLock { self.outText += text } },
      err: { text in self.lock.withLock { self.errText += text } })
  }
}

/// A clock for a console that moves on by a fixed step each time it is read.
final class Ticks: @unchecked Sendable {
  private let lock = NSLock()
  private var time = 0.0

  func next(by step: Double) -> Double {
    lock.withLock {
      time += step
      return time
    }
  }
}

extension CapturedConsole {
  /// A console writing here whose clock moves on by `step` seconds each time it is read, so
  /// that a run is long from the first; its standard error is a terminal when `terminal`.
  func ticking(by step: Double = 1, terminal: Bool = false) -> LabConsole {
    let ticks = Ticks()
    let console = self.console
    return LabConsole(
      out: console.out, err: console.err, errIsTerminal: terminal, now: { ticks.next(by: step) })
  }
}

/// Runs `drawer-lab` with arguments, returning the exit status and what it wrote.
func runLab(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
  let captured = CapturedConsole()
  let status = DrawerLabCommand.run(arguments, console: captured.console, defaultCorpus: corpusPath)
  return (status, captured.out, captured.err)
}

/// Runs `body` on this thread with the file-system identity of an ordinary user, so that
/// permissions apply even when the tests run as root. (Linux's `setfsuid` is per thread, and
/// leaving uid 0 drops the thread's file-access capabilities until it is restored.)
func withoutRootsFileAccess<T>(_ body: () -> T) -> T {
  #if canImport(Glibc)
    typealias SetFSUID = @convention(c) (UInt32) -> Int32
    if getuid() == 0, let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "setfsuid") {
      let setfsuid = unsafeBitCast(symbol, to: SetFSUID.self)
      _ = setfsuid(65534)
      defer { _ = setfsuid(0) }
      return body()
    }
  #endif
  return body()
}

/// A fresh temporary folder for a test.
func temporaryFolder() throws -> String {
  let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
    "drawerkit-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Writes `text` to `name` in `folder` and returns the path.
@discardableResult
func write(_ text: String, to name: String, in folder: String) throws -> String {
  let path = (folder as NSString).appendingPathComponent(name)
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  return path
}

/// A valid trace header line.
let validHeader =
  #"{"drawerTrace":1,"name":"t","container":{"width":390,"height":844},"drawerWidth":300,"#
  + #""edge":"leading","layoutDirection":"leftToRight","openZone":"edge","initial":"closed","#
  + #""expect":"open","expectCapture":true}"#

/// The labelled corpus bundled with the tests.
enum Fixtures {
  static var corpus: String { corpusPath }

  static func trace(_ name: String) throws -> Trace {
    try CorpusLoader.loadTrace(at: corpus + "/" + name + ".jsonl")
  }

  static func allTraces() throws -> [Trace] {
    let (files, errors) = CorpusLoader.traceFiles(at: [corpus])
    #expect(errors.isEmpty)
    return try files.map { path in try CorpusLoader.loadTrace(at: path) }
  }
}

/// A folder for one test's output, inside the package's `.build` folder (so that tests never
/// write outside the repository), removed by ``remove()``.
struct ScratchFolder {
  let path: String

  init(_ name: String = #function) {
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let safe = name.filter { $0.isLetter || $0.isNumber }
    path =
      packageRoot.appendingPathComponent(".build/drawer-lab-tests/\(safe)-\(UUID().uuidString)")
      .path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String {
    path + "/" + name
  }

  var contents: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: file(name), encoding: .utf8)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// The first line of a command's standard error: the one-line message naming the problem.
func firstLine(_ text: String) -> String {
  String(text.split(separator: "\n").first ?? "")
}

/// An element of a parsed XML document.
final class XMLElementNode {
  let name: String
  let attributes: [String: String]
  var children: [XMLElementNode] = []
  var text = ""
  weak var parent: XMLElementNode?

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  subscript(attribute: String) -> String? { attributes[attribute] }

  var classes: [String] {
    (attributes["class"] ?? "").split(separator: " ").map(String.init)
  }

  /// This element and every element under it, in document order.
  var descendantsAndSelf: [XMLElementNode] {
    [self] + children.flatMap(\.descendantsAndSelf)
  }

  /// Every element under this one with the class, in document order.
  func all(withClass name: String) -> [XMLElementNode] {
    descendantsAndSelf.filter { $0.classes.contains(name) }
  }

  /// Every element under this one with the name, in document order.
  func all(named name: String) -> [XMLElementNode] {
    descendantsAndSelf.filter { $0.name == name }
  }

  /// The element's own animation of `attribute` (a child `<animate>` or `<animateTransform>`).
  func animation(of attribute: String) -> XMLElementNode? {
    children.first {
      ($0.name == "animate" || $0.name == "animateTransform") && $0["attributeName"] == attribute
    }
  }
}

/// Parses XML with Foundation's parser; fails the test when it is not well formed.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
  private var stack: [XMLElementNode] = []
  private(set) var root: XMLElementNode?

  static func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> XMLElementNode
  {
    let builder = XMLTreeBuilder()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = builder
    let ok = parser.parse()
    #expect(
      ok, "not well-formed XML: \(String(describing: parser.parserError))",
      sourceLocation: sourceLocation)
    return try #require(builder.root, sourceLocation: sourceLocation)
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    let node = XMLElementNode(name: elementName, attributes: attributeDict)
    node.parent = stack.last
    stack.last?.children.append(node)
    if root == nil { root = node }
    stack.append(node)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    stack.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.text += string
  }
}

/// An animated number read back from an SVG: the base value, and the keyframes of its animation
/// if it has one.
struct ReadBackTrack {
  var base: Double
  var duration: Double?
  var keyTimes: [Double] = []
  var values: [Double] = []

  /// Reads the first number of `attribute` (or, for a transform, of its arguments) and the
  /// element's animation of it.
  init(_ element: XMLElementNode, attribute: String, argument: Int = 0) throws {
    let text = try #require(element[attribute])
    base = try #require(Self.numbers(text).dropFirst(argument).first)
    guard let animation = element.animation(of: attribute) else { return }
    let dur = try #require(animation["dur"])
    let seconds: Double = try #require(Double(dur.dropLast()))
    duration = seconds
    keyTimes = try #require(animation["keyTimes"]).split(separator: ";").map {
      try #require(Double($0))
    }
    values = try #require(animation["values"]).split(separator: ";").map {
      try #require(Self.numbers(String($0)).dropFirst(argument).first)
    }
    #expect(keyTimes.count == values.count)
  }

  /// The numbers in a transform or attribute value, such as `translate(12 0)` or `0.5`.
  static func numbers(_ text: String) -> [Double] {
    var numbers: [Double] = []
    var current = ""
    for character in text {
      if character.isNumber || character == "." || character == "-" || character == "e" {
        current.append(character)
      } else {
        if let value = Double(current) { numbers.append(value) }
        current = ""
      }
    }
    if let value = Double(current) { numbers.append(value) }
    return numbers
  }

  /// The value at an animation time, by linear interpolation between keyframes (as
  /// `calcMode="linear"` plays it).
  func value(at time: Double) -> Double {
    guard let duration, !keyTimes.isEmpty else { return base }
    let fraction = time / duration
    if fraction <= keyTimes[0] { return values[0] }
    for index in 1..<keyTimes.count where fraction <= keyTimes[index] {
      let span = keyTimes[index] - keyTimes[index - 1]
      guard span > 0 else { return values[index] }
      let t = (fraction - keyTimes[index - 1]) / span
      return values[index - 1] + (values[index] - values[index - 1]) * t
    }
    return values[values.count - 1]
  }
}

/// A seeded generator (SplitMix64), so that random tests repeat; the seed is in the test's name.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Every trace of the bundled corpus.
let corpus: [Trace] = {
  let (files, _) = CorpusLoader.traceFiles(at: [corpusPath])
  return files.compactMap { try? CorpusLoader.loadTrace(at: $0) }
}()

/// A phone-sized container with a 300 pt drawer on the left.
let phone = DrawerSize(width: 390, height: 844)

/// Builds traces in code: a finger's touches at a steady sampling rate.
struct TraceBuilder {
  var name = "hand-made"
  var initial = DrawerRestState.closed
  var expect = DrawerRestState.open
  var expectCapture: Bool?
  var edge = DrawerEdge.leading
  var events: [TraceEvent] = []
  var time = 0.0

  /// A finger that comes down at `x`, moves through `path` (one point every `1/rate` s), and
  /// lifts `liftDelay` seconds after its last move at its last point.
  mutating func stroke(
    at x: Double, y: Double = 400, through path: [Double], ys: [Double]? = nil, rate: Double = 120,
    liftDelay: Double = 0.004, lift: Bool = true
  ) {
    events.append(TraceEvent(.down(at: DrawerPoint(x: x, y: y), time: time)))
    for (index, pointX) in path.enumerated() {
      time += 1 / rate
      let pointY = ys?[index] ?? y
      events.append(TraceEvent(.move(at: DrawerPoint(x: pointX, y: pointY), time: time)))
    }
    guard lift else { return }
    time += liftDelay
    let last = path.last ?? x
    let lastY = ys?.last ?? y
    events.append(TraceEvent(.up(at: DrawerPoint(x: last, y: lastY), time: time)))
  }

  /// Waits `seconds`.
  mutating func wait(_ seconds: Double) {
    time += seconds
  }

  var trace: Trace {
    Trace(
      name: name, container: phone, drawerWidth: 300, edge: edge, initial: initial,
      expect: expect, expectCapture: expectCapture, sampleRate: 120, events: events)
  }
}

/// A flick open from the edge, `pause` seconds in which nothing happens, then a tap on the scrim
/// that closes the drawer.
func flickPauseTap(pause: Double) -> Trace {
  var builder = TraceBuilder(name: "flick-pause-tap", expect: .closed)
  builder.stroke(at: 5, through: steps(from: 5, by: 12, count: 10))
  builder.wait(pause)
  builder.stroke(at: 350, through: [])
  return builder.trace
}

/// Points from `start` by `step` per sample, `count` samples.
func steps(from start: Double, by step: Double, count: Int) -> [Double] {
  (1...count).map { start + step * Double($0) }
}

/// The finger's velocity at lift-off as the benchmark estimates it: DrawerCore's tracker over
/// the last stroke's samples.
func fingerVelocity(of trace: Trace) -> Double {
  var tracker = VelocityTracker()
  var liftTime = 0.0
  for traceEvent in trace.events {
    switch traceEvent.event {
    case .down(let p, let t):
      tracker.reset()
      tracker.addSample(position: p.x, time: t)
    case .move(let p, let t): tracker.addSample(position: p.x, time: t)
    case .up(_, let t): liftTime = t
    default: break
    }
  }
  return tracker.velocity(at: liftTime)
}
