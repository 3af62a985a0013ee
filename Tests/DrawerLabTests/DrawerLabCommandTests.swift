import DrawerLab
import Testing

@Suite struct DrawerLabCommandTests {
  @Test(arguments: [["help"], ["--help"], ["-h"]])
  func helpShowsEveryCommand(arguments: [String]) {
    let (status, console) = runLab(arguments)
    #expect(status == LabExitStatus.success)
    for command in ["scenarios", "render TRACE", "replay PATH", "help [COMMAND]"] {
      #expect(console.out.contains(command))
    }
    #expect(console.err.isEmpty)
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
    let (status, console) = runLab(arguments)
    #expect(status == LabExitStatus.success)
    #expect(console.out.hasPrefix(usage))
    #expect(console.out.contains("examples:"))
    #expect(console.err.isEmpty)
  }

  @Test(arguments: [
    (["frobnicate"], "drawer-lab: unknown command 'frobnicate'"),
    (["help", "frobnicate"], "drawer-lab help: unknown command 'frobnicate'"),
    (["--frobnicate"], "drawer-lab: unknown option '--frobnicate'"),
  ])
  func unknownCommandsAreBadInput(arguments: [String], message: String) {
    let (status, console) = runLab(arguments)
    #expect(status == LabExitStatus.badInput)
    #expect(console.firstErrorLine == message)
    #expect(console.err.contains("usage: drawer-lab"))
    #expect(console.out.isEmpty)
  }

  @Test func replayStillReplaysTheCorpus() {
    let (status, console) = runLab(["replay", Fixtures.corpus])
    #expect(status == LabExitStatus.success)
    #expect(console.out.hasSuffix("160 passed, 0 failed\n"))
  }

  @Test func replayWithNoPathReplaysTheBundledCorpus() {
    let (status, console) = runLab(["replay", "--json"])
    #expect(status == LabExitStatus.success)
    #expect(console.out.split(separator: "\n").count == 160)
  }
}
