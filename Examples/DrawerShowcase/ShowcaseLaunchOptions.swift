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
    /// Where each recorded gesture is written while recording from launch: the folder the test
    /// names, if any, and the app's own Application Support folder.
    var traceDirectories: [URL] = []

    /// The options of this launch.
    static let current = ShowcaseLaunchOptions(
      defaults: .standard, environment: ProcessInfo.processInfo.environment)

    init(defaults: UserDefaults, environment: [String: String]) {
      recordsGestures = defaults.bool(forKey: ShowcaseLaunchKey.recordsGestures)
      menuContent =
        defaults.string(forKey: ShowcaseLaunchKey.menuContent)
        .flatMap(ShowcaseMenuContent.init(rawValue:)) ?? .rows
      opensFromAnywhere = defaults.bool(forKey: ShowcaseLaunchKey.opensFromAnywhere)
      guard recordsGestures else { return }
      if let path = environment[ShowcaseLaunchKey.traceDirectory], !path.isEmpty {
        traceDirectories.append(URL(fileURLWithPath: path, isDirectory: true))
      }
      if let support = FileManager.default.urls(
        for: .applicationSupportDirectory, in: .userDomainMask
      ).first {
        traceDirectories.append(
          support.appendingPathComponent(ShowcaseLaunchKey.traceFolderName, isDirectory: true))
      }
    }
  }

  /// Writes each gesture the recorder finishes as a `drawer-trace/1` file into the launch's trace
  /// folders, so that a UI test can attach it and a Mac can replay it with `drawer-lab`.
  ///
  /// Reads the recorder only when there is somewhere to write, so a person's launch does not
  /// depend on it; a file already written is left as it is.
  struct ShowcaseTraceExport: ViewModifier {
    let recorder: DrawerGestureRecorder
    let directories: [URL]

    func body(content: Content) -> some View {
      content.onChange(of: directories.isEmpty ? [] : recorder.files) { _, files in
        for directory in directories { Self.write(files, into: directory) }
      }
    }

    /// Writes the files missing from `directory`; a folder that cannot be written is skipped
    /// (the other one still gets them).
    private static func write(_ files: [DrawerTraceFile], into directory: URL) {
      let manager = FileManager.default
      guard (try? manager.createDirectory(at: directory, withIntermediateDirectories: true)) != nil
      else { return }
      for file in files {
        let url = directory.appendingPathComponent(file.fileName)
        if manager.fileExists(atPath: url.path) { continue }
        try? file.data.write(to: url, options: .atomic)
      }
    }
  }
#endif
