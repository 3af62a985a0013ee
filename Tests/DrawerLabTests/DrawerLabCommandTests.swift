@_spi(DrawerKit) import DrawerLab
import Testing

@Suite struct DrawerLabCommandTests {
  @Test(arguments: [["help"], ["--help"], ["-h"], ["help", "--help"], ["help", "-h"]])
  func helpShowsEveryCommand(arguments: [String]) {
    let (status, out, err) = runLab(arguments)
    #expect(status == LabExitStatus.success)
    for command in ["scenarios", "render TRACE", "replay PATH", "help [COMMAND]"] {
      #expect(out.contains(command))
    }
    #expect(err.isEmpty)
  }

  @Test(arguments: [
    (["help", "scenarios"], "usage: drawer-lab [scenarios]"),
    (["help", "render"], "usage: drawer-lab render TRACE"),
    (["help", "replay"], "usage: drawer-lab replay PATH"),
    (["scenarios", "--help"], "usage: drawer-lab [scenarios]"),
    (["scenarios", "-h"], "usage: drawer-lab [scenarios]"),
    (["render", "--help"], "usage: drawer-lab render TRACE"),
    (["render", "-h"], "usage: drawer-lab render TRACE"),
    (["replay", "--help"], "usage: drawer-lab replay PATH"),
  ])
  func eachCommandHasHelpWithExamples(arguments: [String], usage: String) {
    let (status, out, err) = runLab(arguments)
    #expect(status == LabExitStatus.success)
    #expect(out.hasPrefix(usage))
    #expect(out.contains("examples:"))
    #expect(err.isEmpty)
  }

  @Test(arguments: [
    (["frobnicate"], "drawer-lab: unknown command 'frobnicate'"),
    (["help", "frobnicate"], "drawer-lab help: unknown command 'frobnicate'"),
    (["help", "render", "extra"], "drawer-lab help: one COMMAND at a time; unexpected 'extra'"),
    (["--frobnicate"], "drawer-lab: unknown option '--frobnicate'"),
  ])
  func unknownCommandsAreBadInput(arguments: [String], message: String) {
    let (status, out, err) = runLab(arguments)
    #expect(status == LabExitStatus.badInput)
    #expect(firstLine(err) == message)
    #expect(err.contains("usage: drawer-lab"))
    #expect(out.isEmpty)
  }
}
