import DrawerLab
import Foundation

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

/// Runs `drawer-lab` with arguments, returning the exit status and what it wrote.
func runLab(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
  let captured = CapturedConsole()
  let status = DrawerLabCommand.run(arguments, console: captured.console, defaultCorpus: corpusPath)
  return (status, captured.out, captured.err)
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
