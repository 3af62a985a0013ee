@_spi(DrawerKit) import DrawerLab
import Foundation
import Testing

@Suite struct SoakCommandTests {
  @Test func aShortSoakPassesEveryCheckAndReportsFlatMemory() {
    let result = runLab(["soak", "--events", "20000", "--seed", "7"])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("soak: 20000 actions"))
    #expect(result.out.contains("seed 7"))
    #expect(result.out.contains("invariant checks passed"))
    #expect(result.out.contains("after 20000"))
    #expect(result.out.contains("growth from the first tenth to the end"))
  }

  @Test func theSameSeedReplaysTheSameStream() {
    let first = runLab(["soak", "--events", "5000", "--seed", "99"])
    let second = runLab(["soak", "--events", "5000", "--seed", "99"])
    let events = { (out: String) in out.split(separator: "\n").first.map(String.init) }
    #expect(events(first.out) == events(second.out))
  }

  @Test(arguments: [
    (["--events"], "drawer-lab soak: --events needs a value"),
    (["--events", "0"], "drawer-lab soak: --events 0 is out of range (expected 1...10000000000)"),
    (
      ["--events", "99_000_000_000"],
      "drawer-lab soak: --events 99_000_000_000 is out of range (expected 1...10000000000)"
    ),
    (
      ["--events", "many"],
      "drawer-lab soak: --events must be a whole number (expected 1...10000000000), not 'many'"
    ),
    (["--seed", "-1"], "drawer-lab soak: --seed -1 is out of range (expected 0 or more)"),
    (
      ["--events", "-5"],
      "drawer-lab soak: --events -5 is out of range (expected 1...10000000000)"
    ),
    (
      ["--seed", "18446744073709551616"],
      "drawer-lab soak: --seed 18446744073709551616 is out of range (expected 0 or more)"
    ),
    (["--seed", "1", "--seed", "2"], "drawer-lab soak: --seed given twice"),
    (["--fast"], "drawer-lab soak: unknown option '--fast'"),
    (["now"], "drawer-lab soak: unexpected argument 'now'"),
  ])
  func badArgumentsAreReported(arguments: [String], message: String) {
    let result = runLab(["soak"] + arguments)
    #expect(result.status == 2)
    #expect(result.err.hasPrefix(message + "\n"))
    #expect(result.err.contains("usage: drawer-lab soak"))
    #expect(result.out.isEmpty)
  }

  @Test func showsProgressOnStandardErrorAtEachTenth() {
    let result = runLab(["soak", "--events", "1000"])
    #expect(result.status == 0)
    let lines = result.err.split(separator: "\n")
    #expect(lines.count == 10)
    #expect(lines.first?.hasPrefix("soak: 10% (100 of 1000 actions,") == true)
    #expect(lines.last?.hasPrefix("soak: 100% (1000 of 1000 actions,") == true)
  }

  @Test func onATerminalProgressIsOneLiveLineClearedAtTheEnd() {
    let captured = CapturedConsole()
    let console = captured.ticking(by: 0.05, terminal: true)
    let status = DrawerLabCommand.run(
      ["soak", "--events", "2000"], console: console, defaultCorpus: nil)
    #expect(status == 0)
    #expect(!captured.err.contains("\n"), "no line ends: each update rewrites the line")
    #expect(captured.err.hasPrefix("\r\u{1B}[Ksoak: "))
    #expect(captured.err.hasSuffix("\r\u{1B}[K"), "cleared before the summary")
    #expect(captured.err.contains("soak: 100% (2000 of 2000 actions"))
  }

  @Test func helpShowsUsage() {
    #expect(runLab(["soak", "--help"]).out.contains("usage: drawer-lab soak"))
    #expect(runLab(["help", "soak"]).status == 0)
  }
}
