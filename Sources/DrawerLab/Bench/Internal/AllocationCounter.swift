import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Counts the Swift heap allocations a piece of code makes on the current thread.
///
/// Every Swift heap object (a class instance, an array's, string's or dictionary's buffer, a
/// closure's context, a box for a captured variable or a large existential) is allocated through
/// the runtime's `swift_allocObject`, which calls through the runtime's replaceable entry point
/// `_swift_allocObject`. While counting, that entry point is pointed at a function that adds one
/// to a counter when called on the counting thread, then calls the original. Allocations made by
/// C code directly with `malloc` are not seen.
///
/// glibc's `mallinfo2` was considered and set aside: it reports bytes in use, not calls, and a
/// block allocated and freed within a frame goes back to glibc's per-thread cache, leaving the
/// figures unchanged, so a loop that allocates and frees on every frame would read as zero. It is
/// also not exposed by the `Glibc` module.
///
/// The count is exact and does not depend on timing, so tests may assert on it.
enum AllocationCounter {
  /// The runtime entry point's signature: metadata, size and alignment mask in, object out.
  private typealias Allocate = @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?

  /// Whether counting works here: the runtime exports its replaceable allocation entry point.
  static var isAvailable: Bool { entryPoint != nil }

  nonisolated(unsafe) private static let entryPoint: UnsafeMutablePointer<Allocate?>? = {
    #if canImport(Glibc)
      guard let symbol = dlsym(nil, "_swift_allocObject") else { return nil }
    #else
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -2), "_swift_allocObject")
      else { return nil }
    #endif
    return symbol.assumingMemoryBound(to: Allocate?.self)
  }()

  /// Runs `body` and returns how many Swift heap objects it allocated on this thread, or `nil`
  /// where the runtime does not allow counting.
  ///
  /// Counting is process-wide state, restored when `body` returns; calls from several threads
  /// wait for one another.
  ///
  /// - Parameter body: the code to measure.
  /// - Returns: the number of allocations.
  static func count(_ body: () -> Void) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard let entryPoint, let original = entryPoint.pointee else {
      body()
      return nil
    }
    // Touch the counter's state before installing the hook, so that the hook never runs a lazy
    // initialiser (which could allocate).
    CounterState.original = original
    CounterState.thread = pthread_self()
    CounterState.count = 0
    entryPoint.pointee = countingAllocate
    body()
    entryPoint.pointee = original
    return CounterState.count
  }

  private static let lock = NSLock()

  private static let countingAllocate: Allocate = { metadata, size, alignmentMask in
    if pthread_equal(pthread_self(), CounterState.thread) != 0 {
      CounterState.count &+= 1
    }
    return CounterState.original.unsafelyUnwrapped(metadata, size, alignmentMask)
  }
}

/// The counter's state, reached from a C function pointer that cannot capture anything.
private enum CounterState {
  nonisolated(unsafe) static var original: (
    @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?
  )?
  nonisolated(unsafe) static var thread = pthread_self()
  nonisolated(unsafe) static var count = 0
}
