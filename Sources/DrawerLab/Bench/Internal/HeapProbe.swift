import CDrawerLabSupport

/// Reads how much of the C heap is in use, with glibc's `mallinfo2`, to watch a loop for
/// allocations.
///
/// `mallinfo2` reports the bytes the heap has handed out, not the number of calls, so a caller
/// reads it before and after each step of a loop and counts the steps after which the heap had
/// grown. Memory a step keeps (a growing array, a cache) shows on every step. An allocation
/// freed within the same step usually does not: glibc hands the block back to its per-thread
/// cache, which `mallinfo2` still counts as in use, and serves the next request of that size
/// from there. The count is therefore a lower bound, exact for allocations that outlive a step.
///
/// The heap is the whole process's: read it where no other thread allocates. Swift's `Glibc`
/// module does not expose `malloc.h`, so the call goes through the lab's small C target.
enum HeapProbe {
  /// The bytes in use on the C heap, or `nil` where `mallinfo2` is not available.
  static func bytesInUse() -> Int? {
    var available: Int32 = 0
    let bytes = drawerlab_heap_in_use(&available)
    return available != 0 ? Int(bytes) : nil
  }
}
