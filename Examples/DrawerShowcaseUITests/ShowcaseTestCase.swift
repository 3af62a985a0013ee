import XCTest

#if canImport(UIKit)
  import UIKit
#endif

/// The base of the showcase's UI tests.
///
/// Each test launches the showcase with its gesture recorder on, in English, and gets attached to
/// its result every gesture the showcase recorded, one `drawer-trace/1` file each, for
/// `drawer-lab replay` and `drawer-lab render` to take on any machine.
class ShowcaseTestCase: XCTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    continueAfterFailure = false
  }

  /// Launches the showcase for this test.
  ///
  /// - Parameters:
  ///   - menu: the menu the drawer shows, DrawerKit's rows or the list of controls.
  ///   - opensFromAnywhere: whether the drawer opens from anywhere on the content.
  /// - Returns: the running showcase.
  @MainActor
  func launchShowcase(menu: ShowcaseMenuContent = .rows, opensFromAnywhere: Bool = false)
    -> Showcase
  {
    let folder = TraceFolder(testName: name)
    folder.prepare()
    let app = XCUIApplication()
    app.launchArguments = [
      "-AppleLanguages", "(en)", "-AppleLocale", "en_US",
      "-" + ShowcaseLaunchKey.recordsGestures, "YES",
      "-" + ShowcaseLaunchKey.menuContent, menu.rawValue,
      "-" + ShowcaseLaunchKey.opensFromAnywhere, opensFromAnywhere ? "YES" : "NO",
    ]
    app.launchEnvironment[ShowcaseLaunchKey.traceDirectory] = folder.url.path
    #if canImport(UIKit)
      // A simulator keeps its orientation from one test to the next.
      XCUIDevice.shared.orientation = .portrait
    #endif
    app.launch()
    let showcase = Showcase(app: app)
    addTeardownBlock { @MainActor in
      folder.attachTraces()
      ShowcaseTestCase.attachScreenshot(named: "The screen at the end of the test")
    }
    XCTAssertTrue(
      showcase.toggle.waitForExistence(timeout: 15), "the showcase did not show its toggle")
    return showcase
  }
}

extension ShowcaseTestCase {
  /// Launches the showcase for this test and opens its drawer with the toggle.
  ///
  /// - Parameter menu: the menu the drawer shows.
  /// - Returns: the running showcase, its drawer open and at rest.
  @MainActor
  func launchShowcaseWithTheDrawerOpen(menu: ShowcaseMenuContent = .rows) -> Showcase {
    let showcase = launchShowcase(menu: menu)
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

  /// The trace files in the folder, by name.
  var files: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(".jsonl") }.sorted().map { url.appendingPathComponent($0) }
  }

  /// Attaches every recorded gesture to the test's result, once the showcase has written the
  /// last one (a gesture is written when the drawer comes to rest after it).
  @MainActor
  func attachTraces() {
    var count = files.count
    let deadline = Date().addingTimeInterval(4)
    while Date() < deadline {
      Thread.sleep(forTimeInterval: 1)
      let now = files.count
      if now == count { break }
      count = now
    }
    let found = files
    XCTContext.runActivity(named: "Recorded gestures (\(found.count))") { activity in
      for file in found {
        let attachment = XCTAttachment(contentsOfFile: file)
        attachment.name = file.lastPathComponent
        attachment.lifetime = .keepAlways
        activity.add(attachment)
      }
      if found.isEmpty {
        let note = XCTAttachment(
          string: """
            No gesture file appeared in \(url.path). A drawer moved only by commands records \
            none; otherwise the showcase could not write here, and its own copies are in its \
            Application Support folder, \(ShowcaseLaunchKey.traceFolderName) \
            (Scripts/apple-check.sh collects them from a simulator).
            """)
        note.name = "Where the recorded gestures are"
        note.lifetime = .keepAlways
        activity.add(note)
      }
    }
  }
}
