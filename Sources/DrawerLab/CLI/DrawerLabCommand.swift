/// The `drawer-lab` command line: parses the arguments and runs a command.
///
/// The executable is a one-line wrapper around ``run(_:console:defaultCorpus:)``, so that every
/// command and every kind of bad input is tested in-process.
public enum DrawerLabCommand {
  /// The overall usage text.
  public static let usage = """
    usage: drawer-lab [COMMAND] [OPTIONS]

    commands:
      scenarios         run the built-in scenarios, write their animated pictures (the default)
      render TRACE      draw a trace or a scenario as an animated SVG, or a still with --at
      replay PATH...    replay drawer-trace/1 files and check them against their labels
      bench [CORPUS...] measure the drawer's motion against reference drawers
      soak              drive the engine with millions of hostile events, checking invariants
      import-bioident RAWDATA DEVICES --out DIR
                        turn the BioIdent touch data set into labelled traces
      help [COMMAND]    show this help, or a command's
      --version         print the package's version

    With no command, runs the scenarios: writes animated SVGs and an index.html into
    ./drawer-lab-output (or --out DIR) and prints how each scenario ended.
    Run 'drawer-lab COMMAND --help' for a command's options and examples.
    """

  /// Runs the command line.
  ///
  /// - Parameters:
  ///   - arguments: the arguments after the executable's name.
  ///   - console: where to write.
  ///   - defaultCorpus: the folder of the bundled corpus, used when no trace is named.
  /// - Returns: the exit status: 0 success, 1 a check failed, 2 bad input.
  public static func run(_ arguments: [String], console: LabConsole, defaultCorpus: String?)
    -> Int32
  {
    guard let command = arguments.first else {
      return ScenariosCommand.run([], console: console)
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--version":
      if rest.isEmpty {
        console.out("drawer-lab \(DrawerKitVersion.current)\n")
        return LabExitStatus.success
      }
      console.err("drawer-lab --version: takes no arguments; unexpected '\(rest[0])'\n")
      return LabExitStatus.badInput
    case _ where command.hasPrefix("-") && !["--help", "-h"].contains(command):
      return ScenariosCommand.run(arguments, console: console)
    case "scenarios":
      return ScenariosCommand.run(rest, console: console)
    case "render":
      return RenderCommand.run(rest, console: console)
    case "replay":
      return ReplayCommand.run(rest, console: console, defaultCorpus: defaultCorpus)
    case "bench":
      return BenchCommand.run(rest, console: console, defaultCorpus: defaultCorpus)
    case "soak":
      return SoakCommand.run(rest, console: console)
    case "import-bioident":
      return ImportBioIdentCommand.run(rest, console: console)
    case "help", "--help", "-h":
      if rest.count > 1 {
        console.err(
          "drawer-lab help: one COMMAND at a time; unexpected '\(rest[1])'\n\n" + usage + "\n")
        return LabExitStatus.badInput
      }
      switch rest.first {
      case nil, "--help", "-h", "help":
        console.out(usage + "\n")
      case "scenarios":
        console.out(ScenariosCommand.usage + "\n")
      case "render":
        console.out(RenderCommand.usage + "\n")
      case "replay":
        console.out(ReplayCommand.usage + "\n")
      case "bench":
        console.out(BenchCommand.usage + "\n")
      case "soak":
        console.out(SoakCommand.usage + "\n")
      case "import-bioident":
        console.out(ImportBioIdentCommand.usage + "\n")
      case let other?:
        console.err("drawer-lab help: unknown command '\(other)'\n\n" + usage + "\n")
        return LabExitStatus.badInput
      }
      return LabExitStatus.success
    default:
      console.err("drawer-lab: unknown command '\(command)'\n\n" + usage + "\n")
      return LabExitStatus.badInput
    }
  }
}
