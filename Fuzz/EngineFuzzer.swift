// libFuzzer target: the engine under a hostile event stream. Built by Scripts/fuzz.sh, not by
// the package.
import DrawerLab

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  if let violation = FuzzHarness.engine(Array(UnsafeBufferPointer(start: data, count: size))) {
    fatalError("engine invariant broken: \(violation)")
  }
  return 0
}
