import Foundation

/// Finds and reads trace files: the `.jsonl` files named on the command line, or found in the
/// folders named there.
public enum CorpusLoader {
  /// The trace files at `paths`, in the order given, folders expanded to their `.jsonl` files
  /// (recursively, sorted by path).
  ///
  /// - Parameter paths: files or folders.
  /// - Returns: the files found, and an error for each path that does not exist or is a folder
  ///   with no traces.
  public static func traceFiles(at paths: [String]) -> (files: [String], errors: [LabInputError]) {
    var files: [String] = []
    var errors: [LabInputError] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        errors.append(LabInputError(path: path, line: nil, message: "no such file or folder"))
        continue
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".jsonl") }
        .sorted()
        .map { (path as NSString).appendingPathComponent($0) }
      if found.isEmpty {
        errors.append(
          LabInputError(path: path, line: nil, message: "no .jsonl traces in this folder"))
      }
      files.append(contentsOf: found)
    }
    return (files, errors)
  }

  /// Finds and reads every trace at `paths` (files, or folders of `.jsonl` files), reporting each
  /// path or file that cannot be used to `report` as it goes, so that one bad file never stops
  /// the others.
  ///
  /// - Parameters:
  ///   - paths: files or folders.
  ///   - report: called with each problem, in the order met.
  /// - Returns: the traces that parsed, in order, and whether anything was reported.
  public static func loadTraces(
    at paths: [String], reporting report: (LabInputError) -> Void
  ) -> (traces: [Trace], hadProblems: Bool) {
    loadTraces(at: paths, reporting: report) { _, _ in }
  }

  /// Finds and reads every trace at `paths`, as ``loadTraces(at:reporting:)`` does, calling
  /// `progress` with the bytes read so far and the size of all the files as it goes.
  static func loadTraces(
    at paths: [String], reporting report: (LabInputError) -> Void,
    progress: (_ read: Int, _ size: Int) -> Void
  ) -> (traces: [Trace], hadProblems: Bool) {
    let (files, pathErrors) = traceFiles(at: paths)
    pathErrors.forEach(report)
    let sizes = files.map { file in
      ((try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? NSNumber)?.intValue
        ?? 0
    }
    let size = sizes.reduce(0, +)
    var read = 0
    var traces: [Trace] = []
    var hadProblems = !pathErrors.isEmpty
    for (file, fileSize) in zip(files, sizes) {
      do {
        traces.append(try loadTrace(at: file) { parsed, _ in progress(read + parsed, size) })
      } catch {
        report(error)
        hadProblems = true
      }
      read += fileSize
      progress(read, size)
    }
    return (traces, hadProblems)
  }

  /// Reads and parses one trace file.
  ///
  /// - Parameter path: the file.
  /// - Returns: the trace.
  /// - Throws: ``LabInputError`` when the file cannot be read, is not UTF-8 text, or does not
  ///   parse.
  public static func loadTrace(at path: String) throws(LabInputError) -> Trace {
    try loadTrace(at: path) { _, _ in }
  }

  /// Reads and parses one trace file, calling `progress` with the bytes parsed so far and the
  /// file's size as it goes.
  static func loadTrace(
    at path: String, progress: (_ parsed: Int, _ size: Int) -> Void
  ) throws(LabInputError) -> Trace {
    let text = try readText(at: path)
    let size = text.utf8.count
    var parsed = 0
    return try Trace(parsing: text, path: path) { bytes in
      parsed += bytes
      progress(parsed, size)
    }
  }

  /// The UTF-8 text of the file at `path`.
  ///
  /// - Throws: ``LabInputError`` when the file cannot be read, naming the first line that is not
  ///   UTF-8 when it is not text.
  static func readText(at path: String) throws(LabInputError) -> String {
    // A device or a pipe is not a trace file, and reading one may never end (`/dev/zero`).
    if let kind = OutputFile.nonRegularKind(path, followingLinks: true), kind != .folder {
      throw LabInputError(
        path: path, line: nil,
        message: "cannot read the file (it is \(kind.rawValue), not a regular file)")
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw LabInputError(
        path: path, line: nil, message: "cannot read the file (\(readFailure(path, error)))")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      // Name the first line that is not UTF-8, so binary junk is found at once.
      var line = 1
      for chunk in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
        if String(validating: chunk, as: UTF8.self) == nil { break }
        line += 1
      }
      throw LabInputError(
        path: path, line: line, message: "not text: the bytes are not UTF-8 (binary data?)")
    }
    return text
  }

  private static func readFailure(_ path: String, _ error: any Error) -> String {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return "it is a folder"
    }
    switch (error as? CocoaError)?.code {
    case .fileReadNoPermission?: return "permission denied"
    case .fileReadNoSuchFile?, .fileNoSuchFile?: return "no such file"
    default: return "read failed"
    }
  }
}
