import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the lab's output files whole or not at all: the text goes to a temporary file in the
/// same folder, which is then renamed over the destination, so that a reader (or an interrupted
/// run) never sees half a file. Only a file the lab wrote is ever replaced (``LabWrittenFile``).
enum OutputFile {
  /// Writes `text` to `path` atomically, after ``checkDestination(_:)``.
  ///
  /// - Throws: ``LabInputError`` naming the path when the file may not or cannot be written.
  static func write(_ text: String, to path: String) throws(LabInputError) {
    try checkDestination(path)
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let temporary = (folder as NSString).appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp"
    )
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw LabInputError(
        path: path, line: nil, message: "cannot write the file (\(failure(folder)))")
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw LabInputError(path: path, line: nil, message: "cannot write the file (\(reason))")
    }
  }

  /// Checks that writing to `path` loses nothing: there is nothing there, or an empty file, or a
  /// file the lab wrote (``LabWrittenFile``). A command that writes several files checks them
  /// all before writing the first, so that a refused run leaves the folder as it was.
  ///
  /// The rename would also put a file in place of a device (`/dev/null`), a pipe or a symbolic
  /// link, so those are refused too.
  ///
  /// - Throws: ``LabInputError`` naming the path when it may not be replaced.
  static func checkDestination(_ path: String) throws(LabInputError) {
    if let kind = nonRegularKind(path) {
      throw LabInputError(
        path: path, line: nil, message: "is \(kind.rawValue), not a regular file: not replaced")
    }
    switch LabWrittenFile.finding(at: path) {
    case .nothing, .replaceable:
      return
    case .foreign:
      throw LabInputError(
        path: path, line: nil,
        message:
          "exists and was not written by drawer-lab: not replaced (remove it or choose another"
          + " --out)")
    case .unreadable:
      throw LabInputError(
        path: path, line: nil,
        message:
          "exists and cannot be read to tell whether drawer-lab wrote it: not replaced (remove"
          + " it or choose another --out)")
    }
  }

  /// Makes sure `path` is a folder, creating it (and its parents) if it does not exist.
  ///
  /// - Throws: ``LabInputError`` when it is a file or cannot be created.
  static func prepareFolder(_ path: String) throws(LabInputError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw LabInputError(path: path, line: nil, message: "not a folder")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: true)
    } catch {
      throw LabInputError(path: path, line: nil, message: "cannot create the folder")
    }
  }

  /// Whether `path` names an existing folder.
  static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// What a path names when it is not a regular file, as a message says it.
  enum NonRegularKind: String {
    case folder = "a folder"
    case link = "a symbolic link"
    case device = "a device"
    case pipe = "a pipe"
    case socket = "a socket"
    case other = "something else"
  }

  /// What `path` is when it exists and is not a regular file, without following a link unless
  /// `followingLinks`; `nil` for a regular file or nothing there.
  static func nonRegularKind(_ path: String, followingLinks: Bool = false) -> NonRegularKind? {
    var info = stat()
    let found = followingLinks ? stat(path, &info) : lstat(path, &info)
    guard found == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return .folder
    case S_IFLNK: return .link
    case S_IFCHR, S_IFBLK: return .device
    case S_IFIFO: return .pipe
    case S_IFSOCK: return .socket
    default: return .other
    }
  }

  private static func failure(_ folder: String) -> String {
    if !isFolder(folder) { return "no such folder '\(folder)'" }
    if !FileManager.default.isWritableFile(atPath: folder) { return "permission denied" }
    return "write failed"
  }
}
