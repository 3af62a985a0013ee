import DrawerLab
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
    (
      ["--events", "0"],
      "drawer-lab soak: --events must be a whole number from 1 to 10000000000, not '0'"
    ),
    (
      ["--events", "many"],
      "drawer-lab soak: --events must be a whole number from 1 to 10000000000, not 'many'"
    ),
    (
      ["--seed", "-1"],
      "drawer-lab soak: --seed must be a whole number from 0 to 18446744073709551615, not '-1'"
    ),
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

  @Test func helpShowsUsage() {
    #expect(runLab(["soak", "--help"]).out.contains("usage: drawer-lab soak"))
    #expect(runLab(["help", "soak"]).status == 0)
  }
}
