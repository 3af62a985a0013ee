#if canImport(SwiftUI)
  import DrawerKit
  import Foundation
  import SwiftUI

  extension ShowcaseMenuContent {
    /// The menu's name in the showcase's picker.
    var name: String {
      switch self {
      case .rows: "Rows"
      case .controls: "Controls"
      }
    }
  }

  /// What the showcase was launched with: the launch arguments a UI test passes (see
  /// ``ShowcaseLaunchKey``), read once at launch; a person's launch has none of them.
  struct ShowcaseLaunchOptions {
    /// Whether the gesture recorder is on from launch, its gestures written as files.
    var recordsGestures = false
    /// The menu the drawer shows at launch.
    var menuContent = ShowcaseMenuContent.rows
    /// Whether the drawer opens from anywhere at launch.
    var opensFromAnywhere = false
    /// The spring the drawer settles with: the default, or a slow one a test asked for.
    var spring = DrawerSpring.default
    /// The drawer's edge at launch.
    var edge = HorizontalEdge.leading
    /// The drawer's presentation style at launch.
    var presentation = DrawerPresentationStyle.floating
    /// Whether the drawer is a sidebar in a regular width at launch.
    var usesSidebar = false
    /// The lock the drawer is held in at launch, if any.
    var lock: DrawerLockMode?
    /// The sample to open at launch, if any.
    var sample: ShowcaseSample?
    /// Where each recorded gesture is written while recording from launch: the folder the test
    /// names, if any, and the app's own Application Support folder.
    var traceDirectories: [URL] = []
    /// The folder the test named, where the launch marker goes.
    var testTraceDirectory: URL?

    /// The options of this launch.
    static let current = ShowcaseLaunchOptions(
      defaults: .standard, environment: ProcessInfo.processInfo.environment)

    init(defaults: UserDefaults, environment: [String: String]) {
      recordsGestures = defaults.bool(forKey: ShowcaseLaunchKey.recordsGestures)
      menuContent =
        defaults.string(forKey: ShowcaseLaunchKey.menuContent)
        .flatMap(ShowcaseMenuContent.init(rawValue:)) ?? .rows
      opensFromAnywhere = defaults.bool(forKey: ShowcaseLaunchKey.opensFromAnywhere)
      let response = defaults.double(forKey: ShowcaseLaunchKey.springResponse)
      if response > 0 { spring = DrawerSpring(response: response, dampingRatio: 1) }
      if defaults.string(forKey: ShowcaseLaunchKey.edge) == "trailing" { edge = .trailing }
      presentation =
        defaults.string(forKey: ShowcaseLaunchKey.style)
        .flatMap(DrawerPresentationStyle.init(rawValue:)) ?? .floating
      usesSidebar = defaults.bool(forKey: ShowcaseLaunchKey.sidebar)
      switch defaults.string(forKey: ShowcaseLaunchKey.lock) {
      case "closed": lock = .lockedClosed
      case "open": lock = .lockedOpen
      default: lock = nil
      }
      sample = defaults.string(forKey: ShowcaseLaunchKey.sample).flatMap(ShowcaseSample.init)
      guard recordsGestures else { return }
      if let path = environment[ShowcaseLaunchKey.traceDirectory], !path.isEmpty {
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        testTraceDirectory = folder
        traceDirectories.append(folder)
      }
      if let support = FileManager.default.urls(
        for: .applicationSupportDirectory, in: .userDomainMask
      ).first {
        traceDirectories.append(
          support.appendingPathComponent(ShowcaseLaunchKey.traceFolderName, isDirectory: true))
      }
    }
  }

  /// Writes the recorded gestures as `drawer-trace/1` files, away from the main actor: an
  /// actor of its own, so that writes happen one at a time, in order, and never hold up a frame.
  actor ShowcaseTraceWriter {
    /// The writer of this launch.
    static let shared = ShowcaseTraceWriter()

    /// Writes into each folder the files it lacks; a folder that cannot be written is skipped
    /// (the other one still gets them). A file already written is left as it is.
    func write(_ files: [DrawerTraceFile], into directories: [URL]) {
      let manager = FileManager.default
      for directory in directories {
        guard
          (try? manager.createDirectory(at: directory, withIntermediateDirectories: true)) != nil
        else { continue }
        for file in files {
          let url = directory.appendingPathComponent(file.fileName)
          if manager.fileExists(atPath: url.path) { continue }
          try? file.data.write(to: url, options: .atomic)
        }
      }
    }

    /// Leaves the launch marker in the test's folder: proof, for the test, that the showcase
    /// and the test runner share it.
    func markLaunch(in directory: URL) {
      let manager = FileManager.default
      try? manager.createDirectory(at: directory, withIntermediateDirectories: true)
      try? Data().write(
        to: directory.appendingPathComponent(ShowcaseLaunchKey.launchMarker), options: .atomic)
    }
  }

  /// Hands each gesture the recorder finishes to ``ShowcaseTraceWriter``, so that a UI test can
  /// read, label and attach it and a Mac can replay it with `drawer-lab`.
  ///
  /// Reads the recorder only when there is somewhere to write, so a person's launch does not
  /// depend on it.
  struct ShowcaseTraceExport: ViewModifier {
    let recorder: DrawerGestureRecorder
    let options: ShowcaseLaunchOptions

    func body(content: Content) -> some View {
      content
        .onChange(of: options.traceDirectories.isEmpty ? [] : recorder.files) { _, files in
          let directories = options.traceDirectories
          Task { await ShowcaseTraceWriter.shared.write(files, into: directories) }
        }
        .onAppear {
          guard let folder = options.testTraceDirectory else { return }
          Task { await ShowcaseTraceWriter.shared.markLaunch(in: folder) }
        }
    }
  }
#endif
