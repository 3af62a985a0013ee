import XCTest

#if canImport(UIKit)
  import UIKit
#endif

/// How a test launches the showcase: the launch arguments of ``ShowcaseLaunchKey``.
struct ShowcaseLaunch {
  /// The menu the drawer shows, DrawerKit's rows or the list of controls.
  var menu = ShowcaseMenuContent.rows
  /// Whether the drawer opens from anywhere on the content.
  var opensFromAnywhere = false
  /// The spring's response in seconds, or `nil` for DrawerKit's default.
  var springResponse: Double?
  /// `trailing` puts the drawer on the trailing edge.
  var edge: String?
  /// A presentation style's name (`overlay`…); the showcase's default is `floating`.
  var style: String?
  /// Whether the drawer is a sidebar in a regular width.
  var sidebar = false
  /// `closed` or `open`: the drawer's lock.
  var lock: String?
  /// A sample to open at launch.
  var sample: ShowcaseSample?
  /// Whether the showcase runs right to left (English, laid out as a right-to-left language).
  var rightToLeft = false
  /// The namespace of the showcase's scene storage: one of its own for each launch, so that no
  /// test starts from what another left; a relaunch that gives the same one restores what the
  /// first launch kept.
  var sceneStorage = UUID().uuidString
  /// The text size the showcase runs at, as UIKit names a content size category
  /// (`UICTContentSizeCategoryAccessibilityXXXL`); the simulator's own when `nil`.
  var textSize: String?

  /// A spring slow enough that the drawer is seen moving for well over a second (a response
  /// of 2 s, critically damped): a tap a tenth of a second into an open lands while it moves,
  /// whatever latency XCUITest adds.
  static let slowSpring = 2.0

  /// The spring for a tap on the menu's rows while the drawer opens (a response of 1 s,
  /// critically damped): the drawer moves for about a second, so a tap 0.6 s in still lands on
  /// a moving drawer, and it is already 13 % open a tenth of a second in (about 40 pt of a
  /// 320 pt drawer), so a finger's width inside the screen's edge is on the row by then. With
  /// ``slowSpring`` it is 4 % open at that instant and the tap would land on the scrim.
  static let inFlightSpring = 1.0

  /// The launch arguments: English, the gesture recorder on, and the options.
  var arguments: [String] {
    var arguments = [
      "-AppleLanguages", "(en)", "-AppleLocale", "en_US",
      "-" + ShowcaseLaunchKey.recordsGestures, "YES",
      "-" + ShowcaseLaunchKey.menuContent, menu.rawValue,
      "-" + ShowcaseLaunchKey.opensFromAnywhere, opensFromAnywhere ? "YES" : "NO",
      "-" + ShowcaseLaunchKey.sidebar, sidebar ? "YES" : "NO",
      "-" + ShowcaseLaunchKey.sceneStorage, sceneStorage,
    ]
    if let springResponse {
      arguments += ["-" + ShowcaseLaunchKey.springResponse, "\(springResponse)"]
    }
    if let edge { arguments += ["-" + ShowcaseLaunchKey.edge, edge] }
    if let style { arguments += ["-" + ShowcaseLaunchKey.style, style] }
    if let lock { arguments += ["-" + ShowcaseLaunchKey.lock, lock] }
    if let sample { arguments += ["-" + ShowcaseLaunchKey.sample, sample.rawValue] }
    if let textSize { arguments += ["-UIPreferredContentSizeCategoryName", textSize] }
    if rightToLeft {
      // Xcode's "Right-to-Left Pseudolanguage": English text, mirrored layout.
      arguments += ["-AppleTextDirection", "YES", "-NSForceRightToLeftWritingDirection", "YES"]
    }
    #if !canImport(UIKit)
      // A Mac restores an app's windows from its last run unless told not to: each test starts
      // from the showcase's own first window, not from what the previous test left.
      arguments += ["-ApplePersistenceIgnoreState", "YES"]
    #endif
    return arguments
  }
}

/// What a person means one gesture to do to the drawer: where it comes to rest, whether it
/// follows the finger, and whether the drawer must hear of the gesture at all.
///
/// The showcase records each gesture the drawer handles as a `drawer-trace/1` file whose
/// `expect` is what the drawer *did*. A test labels the trace of each gesture it makes with what
/// it *meant* (`"expectSource":"person"`, the recorded outcome kept in `recorded`), so that
/// replaying the run's traces in the lab checks the engine against each test's intent.
struct GestureIntent: Sendable {
  /// What the gesture is, in the words of the test ("a swipe from the leading edge").
  let meaning: String
  /// `open` or `closed`: where the person meant the drawer to come to rest.
  let expect: String
  /// Whether the drawer must follow the finger (`true`), must not move (`false`), or either.
  let expectCapture: Bool?
  /// Whether the drawer must hear of the gesture: a gesture meant for the drawer always
  /// reaches it; one meant for the content may be left to it before the drawer sees it (the
  /// path decides, iOS 17's `DragGesture` or iOS 18's recogniser), and then leaves no trace.
  let required: Bool

  /// A gesture that opens the drawer under the finger.
  static func opens(_ meaning: String) -> GestureIntent {
    GestureIntent(meaning: meaning, expect: "open", expectCapture: true, required: true)
  }
  /// A drag of the drawer that ends with it closed (toward its edge, or released short).
  static func endsClosed(_ meaning: String) -> GestureIntent {
    GestureIntent(meaning: meaning, expect: "closed", expectCapture: true, required: true)
  }
  /// A tap beside the open drawer: it closes, without following a finger.
  static func closesByTap(_ meaning: String) -> GestureIntent {
    GestureIntent(meaning: meaning, expect: "closed", expectCapture: nil, required: true)
  }
  /// A tap on a row of the moving drawer: the drawer is caught, the row chosen, and the
  /// drawer closes for it.
  static func choosesARowInFlight(_ meaning: String) -> GestureIntent {
    GestureIntent(meaning: meaning, expect: "closed", expectCapture: nil, required: true)
  }
  /// A gesture the content keeps: the closed drawer must not move.
  static func leavesClosed(_ meaning: String) -> GestureIntent {
    GestureIntent(meaning: meaning, expect: "closed", expectCapture: false, required: false)
  }
  /// A gesture on a control in the open drawer: the drawer must not move.
  static func leavesOpen(_ meaning: String) -> GestureIntent {
    GestureIntent(meaning: meaning, expect: "open", expectCapture: false, required: false)
  }
}

/// One gesture a test made, with its trace once labelled.
struct LabelledGesture {
  let intent: GestureIntent
  /// The labelled trace's text, or `nil` if no trace came of the gesture.
  let trace: String?
}

/// The base of the showcase's UI tests.
///
/// Each test launches the showcase with its gesture recorder on, in English, wraps each gesture
/// it makes in ``gesture(_:_:)`` with what it means, and gets attached to its result a
/// `drawer-intent` record of those gestures with their labelled traces (which
/// `Scripts/apple-check.sh` exports from the result bundle and replays with `drawer-lab`), the
/// labelled traces as files, and the other traces the showcase recorded.
class ShowcaseTestCase: XCTestCase {
  /// The folder the showcase writes this test's traces into.
  private var folder: TraceFolder?
  /// Whether the showcase and this runner share ``folder`` (on a device they do not).
  private var folderShared = false
  /// The gestures made so far, labelled.
  private var labelled: [LabelledGesture] = []
  /// The names of the trace files already taken by a labelled gesture.
  private var taken: Set<String> = []

  override func setUpWithError() throws {
    try super.setUpWithError()
    continueAfterFailure = false
  }

  /// Launches the showcase for this test.
  ///
  /// - Parameter launch: the showcase's options.
  /// - Returns: the running showcase.
  @MainActor
  func launchShowcase(_ launch: ShowcaseLaunch = ShowcaseLaunch()) -> Showcase {
    let folder = TraceFolder(testName: name)
    folder.prepare()
    self.folder = folder
    let app = XCUIApplication()
    app.launchArguments = launch.arguments
    app.launchEnvironment[ShowcaseLaunchKey.traceDirectory] = folder.url.path
    #if canImport(UIKit)
      // A simulator keeps its orientation from one test to the next.
      XCUIDevice.shared.orientation = .portrait
    #endif
    app.launch()
    let showcase = Showcase(app: app)
    addTeardownBlock { @MainActor in
      self.attachGestures()
      ShowcaseTestCase.attachScreenshot(named: "The screen at the end of the test")
    }
    if launch.sample == nil {
      XCTAssertTrue(
        showcase.toggle.waitForExistence(timeout: 15), "the showcase did not show its toggle")
    } else {
      XCTAssertTrue(
        showcase.sampleToggle.waitForExistence(timeout: 15), "the sample did not show")
    }
    folderShared = showcase.waitUntil(timeout: 3) { folder.hasLaunchMarker }
    return showcase
  }

  /// Makes a gesture, and labels the trace the showcase recorded of it with what it means.
  ///
  /// A gesture meant for the drawer must leave a trace (written once the drawer has come to
  /// rest after it): a missing one fails the test, unless this runner cannot read the
  /// showcase's folder at all (a device), which the `drawer-intent` record says.
  ///
  /// - Parameters:
  ///   - intent: what the person means.
  ///   - perform: the gesture.
  @MainActor
  func gesture(_ intent: GestureIntent, _ perform: () -> Void) {
    guard let folder else {
      XCTFail("gesture(_:_:) before launchShowcase")
      return
    }
    let before = Set(folder.files.map(\.lastPathComponent))
    perform()
    var found: [URL] = []
    let waited = Showcase.wait(timeout: intent.required ? 8 : 2) {
      found = folder.files.filter {
        !before.contains($0.lastPathComponent) && !taken.contains($0.lastPathComponent)
      }
      return !found.isEmpty
    }
    // The gesture's own trace is the newest: one recorded as it began (a tap that came first)
    // was written earlier.
    let file = waited ? found.max { folder.modified($0) < folder.modified($1) } : nil
    var trace: String?
    if let file, let text = try? String(contentsOf: file, encoding: .utf8) {
      taken.insert(file.lastPathComponent)
      trace = TraceLabel.labelled(text, with: intent)
      XCTAssertNotNil(
        trace, "the trace of \(intent.meaning) is not one the showcase's recorder writes")
    }
    if intent.required && folderShared {
      XCTAssertNotNil(
        file,
        "\(intent.meaning) left no trace: the drawer did not hear of it, or its recording "
          + "was not written")
    }
    labelled.append(LabelledGesture(intent: intent, trace: trace))
  }

  /// Attaches the `drawer-intent` record, the labelled traces and the others.
  @MainActor
  private func attachGestures() {
    guard let folder else { return }
    // The last gesture's file may still be on its way.
    Showcase.wait(timeout: 2) { false }
    let record: [String: Any] = [
      "test": name,
      "folderShared": folderShared,
      "gestures": labelled.map { gesture -> [String: Any] in
        [
          "meaning": gesture.intent.meaning,
          "expect": gesture.intent.expect,
          "expectCapture": gesture.intent.expectCapture.map { $0 as Any } ?? NSNull(),
          "required": gesture.intent.required,
          "trace": gesture.trace.map { $0 as Any } ?? NSNull(),
        ]
      },
    ]
    let json =
      (try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]))
      .flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    XCTContext.runActivity(named: "What the test meant (\(labelled.count) gestures)") { activity in
      let intent = XCTAttachment(string: json)
      intent.name = "drawer-intent"
      intent.lifetime = .keepAlways
      activity.add(intent)
      for file in folder.write(labelled: labelled.compactMap(\.trace)) {
        let attachment = XCTAttachment(contentsOfFile: file)
        attachment.name = file.lastPathComponent
        attachment.lifetime = .keepAlways
        activity.add(attachment)
      }
    }
    let others = folder.files.filter { !taken.contains($0.lastPathComponent) }
    XCTContext.runActivity(named: "Other recorded gestures (\(others.count))") { activity in
      for file in others {
        let attachment = XCTAttachment(contentsOfFile: file)
        attachment.name = file.lastPathComponent
        activity.add(attachment)
      }
      if !folderShared {
        let note = XCTAttachment(
          string: """
            The showcase's launch marker never appeared in \(folder.url.path): this runner \
            cannot read the folder the showcase writes its gestures into (a device, not a \
            simulator or this Mac), so no gesture could be labelled. The showcase keeps its \
            own copies in its Application Support folder, \(ShowcaseLaunchKey.traceFolderName).
            """)
        note.name = "Where the recorded gestures are"
        note.lifetime = .keepAlways
        activity.add(note)
      }
    }
  }
}

extension ShowcaseTestCase {
  /// Fails unless the drawer followed no drag since launch: a gesture meant for the content
  /// (or a control in the drawer) may not have moved it even for a moment, whatever it did
  /// after. Leaves the showcase on Home with the drawer closed.
  @MainActor
  func assertTheDrawerFollowedNoDrag(
    _ showcase: Showcase, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(
      showcase.followedDrags().count, "0",
      "the drawer followed a drag that was not its own: it moved with the finger", file: file,
      line: line)
  }

  /// Launches the showcase for this test and opens its drawer with the toggle.
  ///
  /// - Parameter launch: the showcase's options.
  /// - Returns: the running showcase, its drawer open and at rest.
  @MainActor
  func launchShowcaseWithTheDrawerOpen(_ launch: ShowcaseLaunch = ShowcaseLaunch()) -> Showcase {
    let showcase = launchShowcase(launch)
    showcase.tap(showcase.toggle)
    XCTAssertTrue(showcase.waitUntilOpen(), "the toggle did not open the drawer")
    return showcase
  }

  /// Attaches a picture of the screen to the test's result, in an activity of that name: kept
  /// only when the test fails, unless `keptOnSuccess`.
  @MainActor
  static func attachScreenshot(named name: String, keptOnSuccess: Bool = false) {
    let attachment = XCTAttachment(screenshot: XCUIScreen.main.screenshot())
    attachment.name = name
    if keptOnSuccess { attachment.lifetime = .keepAlways }
    XCTContext.runActivity(named: name) { $0.add(attachment) }
  }
}

/// A recorded trace relabelled with what a test meant.
enum TraceLabel {
  /// The trace `text` with its header saying what `intent` means: `expect` and `expectCapture`
  /// set to the intent's, `expectSource` to `person`, and what the recorder wrote kept in
  /// `recorded`; the events as they are. `nil` if the header is not one the showcase's recorder
  /// writes (`"expectSource":"recorded"`, an `expect`).
  ///
  /// The header is edited as text, key by key, rather than decoded and encoded again, so that
  /// every number in it (the container, the drawer's width, the spring) stays the digits the
  /// recorder wrote and the lab reads back exactly.
  static func labelled(_ text: String, with intent: GestureIntent) -> String? {
    guard let newline = text.firstIndex(of: "\n") else { return nil }
    var header = String(text[..<newline])
    let events = text[newline...]
    guard header.hasSuffix("}"), header.contains(#""expectSource":"recorded""#) else {
      return nil
    }
    let recordedExpect: String
    if header.contains(#""expect":"open""#) {
      recordedExpect = "open"
    } else if header.contains(#""expect":"closed""#) {
      recordedExpect = "closed"
    } else {
      return nil
    }
    let recordedCapture =
      header.contains(#""expectCapture":true"#)
      ? "true" : header.contains(#""expectCapture":false"#) ? "false" : nil
    let expect = #""expect":"\#(intent.expect)""#
    header = header.replacingOccurrences(of: #""expect":"\#(recordedExpect)""#, with: expect)
    let capture = intent.expectCapture.map { #","expectCapture":\#($0)"# } ?? ""
    if let recordedCapture {
      header = header.replacingOccurrences(
        of: #","expectCapture":\#(recordedCapture)"#, with: capture)
    } else {
      header = header.replacingOccurrences(of: expect, with: expect + capture)
    }
    header = header.replacingOccurrences(
      of: #""expectSource":"recorded""#, with: #""expectSource":"person""#)
    header.removeLast()
    header +=
      #","recorded":{"expect":"\#(recordedExpect)""#
      + (recordedCapture.map { #","expectCapture":\#($0)"# } ?? "") + "}}"
    return header + events
  }
}

/// The folder one test's recorded gestures are written into: the one named by the
/// `DRAWER_TRACE_DIR` environment variable (`TEST_RUNNER_DRAWER_TRACE_DIR` given to `xcodebuild`),
/// or the runner's temporary folder, then a folder named after the test.
struct TraceFolder: Sendable {
  /// The environment variable of the test runner that names where the traces go.
  static let environmentKey = "DRAWER_TRACE_DIR"

  /// The test's folder.
  let url: URL

  /// The folder of the test named `testName` (`-[Class testMethod]`).
  init(testName: String) {
    let base =
      ProcessInfo.processInfo.environment[Self.environmentKey].map {
        URL(fileURLWithPath: $0, isDirectory: true)
      }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "DrawerShowcaseTraces", isDirectory: true)
    url = base.appendingPathComponent(Self.folderName(for: testName), isDirectory: true)
  }

  /// `-[OpeningTests testTappingTheToggleOpensTheDrawer]` becomes
  /// `OpeningTests.testTappingTheToggleOpensTheDrawer`.
  static func folderName(for testName: String) -> String {
    let words = testName.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    return words.joined(separator: ".")
  }

  /// Empties the folder of an earlier run's traces, and makes it.
  func prepare() {
    let manager = FileManager.default
    try? manager.removeItem(at: url)
    try? manager.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Whether the showcase has left its launch marker here.
  var hasLaunchMarker: Bool {
    FileManager.default.fileExists(
      atPath: url.appendingPathComponent(ShowcaseLaunchKey.launchMarker).path)
  }

  /// The trace files the showcase wrote, by name.
  var files: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(".jsonl") }.sorted().map { url.appendingPathComponent($0) }
  }

  /// When `file` was last written.
  func modified(_ file: URL) -> Date {
    let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
    return attributes?[.modificationDate] as? Date ?? .distantPast
  }

  /// Writes the labelled traces into the folder's `labelled` subfolder, one file each, named
  /// after the trace; returns the files.
  func write(labelled traces: [String]) -> [URL] {
    let folder = url.appendingPathComponent("labelled", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return traces.enumerated().compactMap { index, trace in
      let file = folder.appendingPathComponent(String(format: "labelled-%03d.jsonl", index + 1))
      return (try? trace.write(to: file, atomically: true, encoding: .utf8)) != nil ? file : nil
    }
  }
}
