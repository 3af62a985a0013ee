import DrawerLab
import Foundation

/// The bundled corpus: the test fixtures of a source checkout, found from the working directory
/// or from the executable's location in `.build`.
func bundledCorpus() -> String? {
  let relative = "Tests/DrawerLabTests/Fixtures/corpus"
  var candidates = [FileManager.default.currentDirectoryPath]
  var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  for _ in 0..<6 {
    url.deleteLastPathComponent()
    candidates.append(url.path)
  }
  for base in candidates {
    let path = (base as NSString).appendingPathComponent(relative)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return path
    }
  }
  return nil
}

let console = LabConsole(
  out: { FileHandle.standardOutput.write(Data($0.utf8)) },
  err: { FileHandle.standardError.write(Data($0.utf8)) },
  errIsTerminal: isatty(STDERR_FILENO) != 0)
exit(
  DrawerLabCommand.run(
    Array(CommandLine.arguments.dropFirst()), console: console, defaultCorpus: bundledCorpus()))
