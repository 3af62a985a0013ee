// libFuzzer target: the trace parser, and the replay of whatever it accepts. Built by
// Scripts/fuzz.sh, not by the package.
import DrawerLab

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  if let problem = FuzzHarness.traceParser(Array(UnsafeBufferPointer(start: data, count: size))) {
    fatalError("trace parser: \(problem)")
  }
  return 0
}
