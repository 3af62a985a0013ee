@_spi(DrawerKit) import DrawerCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `drawer-lab soak [--events N] [--seed S]`: drives the engine with a long hostile random event
/// stream, checking every invariant after every event, and reports the rate and the memory.
enum SoakCommand {
  static let usage = """
    usage: drawer-lab soak [--events N] [--seed S]

    Drives the engine with N random events (default 20,000,000): touches in and out of order,
    duplicated, never ended or cancelled, at NaN and infinite places; commands; resizes;
    configuration and lock changes; vetoes. Every invariant is checked after every event. Reports
    events per second, the checks passed, and the process's peak memory at each tenth of the run,
    which stays flat: the engine keeps nothing per event. Shows its progress on standard error
    while it runs: a line per tenth, or one line kept up to date on a terminal.

      --events N   how many actions to decode and check (1 to 10,000,000,000)
      --seed S     the random stream's seed (default 1), to replay a failure

    Exit status: 0 when every check passes, 1 when one fails (with the seed and step), 2 on bad
    input.

    examples:
      swift run -c release drawer-lab soak
      drawer-lab soak --events 1000000 --seed 42
    """

  static func run(_ arguments: [String], console: LabConsole) -> Int32 {
    func fail(_ message: String) -> Int32 {
      console.err("drawer-lab soak: \(message)\n\n" + usage + "\n")
      return LabExitStatus.badInput
    }
    let parsed: CommandArguments
    do {
      parsed = try CommandArguments(
        arguments, options: ["--events", "--seed"], flags: ["--help", "-h"])
    } catch {
      return fail(error.message)
    }
    if parsed.has("--help") || parsed.has("-h") {
      console.out(usage + "\n")
      return LabExitStatus.success
    }
    if let extra = parsed.positionals.first { return fail("unexpected argument '\(extra)'") }
    var count = 20_000_000
    var seed: UInt64 = 1
    do {
      if let text = parsed["--events"] {
        count = try wholeNumber(text, option: "--events", in: 1...10_000_000_000)
      }
      if let text = parsed["--seed"] {
        seed = try wholeNumber(text, option: "--seed", in: 0...UInt64.max)
      }
    } catch {
      return fail(error.message)
    }

    var stress = EngineStress(source: RandomBytes(seed: seed))
    let start = console.now()
    var checkpoint = Swift.max(count / 10, 1)
    var peaks: [(Int, Double)] = []
    var progress = LabProgress("soak", total: count, unit: "actions", delay: 0, console: console)
    for step in 1...count {
      if let violation = stress.step() {
        progress.finish()
        console.err("drawer-lab soak: seed \(seed), step \(step): \(violation)\n")
        return LabExitStatus.failure
      }
      if step == checkpoint {
        peaks.append((step, peakMemoryMB()))
        checkpoint += Swift.max(count / 10, 1)
      }
      progress.advance()
    }
    progress.finish()
    if let violation = stress.finish() {
      console.err("drawer-lab soak: seed \(seed), at the end: \(violation)\n")
      return LabExitStatus.failure
    }
    let seconds = console.now() - start
    let rate = Double(count) / Swift.max(seconds, 1e-9)
    console.out(
      """
      soak: \(count) actions (\(stress.events) engine events), seed \(seed)
      rate: \(Int(rate.rounded())) actions/s over \(String(format: "%.1f", seconds)) s
      checks: \(stress.checks) invariant checks passed

      """)
    console.out("peak memory (resident):\n")
    for (step, megabytes) in peaks {
      console.out(
        "  after \(String(step).padding(to: 12))\(String(format: "%.1f", megabytes)) MB\n")
    }
    if let first = peaks.first, let last = peaks.last {
      let growth = last.1 - first.1
      console.out(
        "growth from the first tenth to the end: \(String(format: "%+.1f", growth)) MB"
          + (growth <= 1 ? " (flat)\n" : " (NOT flat)\n"))
    }
    return LabExitStatus.success
  }

  /// The process's peak resident memory so far, in megabytes.
  private static func peakMemoryMB() -> Double {
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(RUSAGE_SELF, &usage)
      return Double(usage.ru_maxrss) / 1_048_576  // bytes on Darwin
    #else
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
    #endif
  }
}
