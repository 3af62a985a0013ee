@_spi(DrawerKit) import DrawerCore

extension Trace {
  /// The trace with a second drawer on the other edge of the same content, as if the app had
  /// attached one: the same width and open zone, closed, and meant to stay closed and still,
  /// except that a stroke that closed the open drawer is moved onto closed content, where it
  /// must open the second drawer instead.
  ///
  /// The drag that closes an open drawer goes toward the drawer's side: the direction that, on
  /// closed content, reveals the drawer on the other edge (a right-to-left swipe closes a
  /// leading drawer in a left-to-right layout, and opens a trailing one). So a trace that starts
  /// open and is meant to end closed becomes one on closed content where the first drawer must
  /// not move at all and the second must end open, moving as the first was meant to
  /// (`expectCapture` carried over); every other trace keeps its own labels and gains a second
  /// drawer that must not move. A trace that has a second drawer already is returned as it is.
  ///
  /// ```swift
  /// let close = try CorpusLoader.loadTrace(at: "bioident-u030-0036-close.jsonl")
  /// let pair = close.withSecondDrawer()
  /// pair.initial                 // .closed, and pair.expect == .closed
  /// pair.secondDrawer?.expect    // .open: the trailing drawer
  /// TraceReplay(pair).pass
  /// ```
  ///
  /// - Returns: the trace with two drawers.
  public func withSecondDrawer() -> Trace {
    guard secondDrawer == nil else { return self }
    var pair = self
    if initial == .open && expect == .closed {
      pair.initial = .closed
      pair.expect = .closed
      pair.expectCapture = false
      pair.secondDrawer = DrawerTrace.SecondDrawer(
        initial: .closed, expect: .open, expectCapture: expectCapture)
    } else {
      pair.secondDrawer = DrawerTrace.SecondDrawer(
        initial: .closed, expect: .closed, expectCapture: false)
    }
    return pair
  }
}
