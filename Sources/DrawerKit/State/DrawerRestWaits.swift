#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore

  /// The callers waiting for a drawer to rest (``DrawerState/rest()``) or to look at rest
  /// (``DrawerState/visualRest()``), and the wake-up scheduled for the drawer's next rest, kept
  /// outside observation: a value of the state's, which only the state changes.
  struct DrawerRestWaits {
    private var restWaiters: [CheckedContinuation<DrawerRestState, Never>] = []
    private var visualRestWaiters: [CheckedContinuation<DrawerRestState, Never>] = []
    /// The task that wakes the state at ``scheduledTime``.
    var task: Task<Void, Never>?
    /// The instant the state is woken at, whether or not a frame is drawn then.
    var scheduledTime: Double?

    /// Keeps a caller waiting for the drawer to rest.
    mutating func waitForRest(_ continuation: CheckedContinuation<DrawerRestState, Never>) {
      restWaiters.append(continuation)
    }

    /// Keeps a caller waiting for the drawer to look at rest.
    mutating func waitForVisualRest(_ continuation: CheckedContinuation<DrawerRestState, Never>) {
      visualRestWaiters.append(continuation)
    }

    /// Resumes every caller waiting for the drawer to rest.
    mutating func resume(returning rest: DrawerRestState) {
      let waiters = restWaiters
      restWaiters.removeAll()
      for waiter in waiters { waiter.resume(returning: rest) }
    }

    /// Resumes every caller waiting for the drawer to look at rest.
    mutating func resumeVisual(returning rest: DrawerRestState) {
      let waiters = visualRestWaiters
      visualRestWaiters.removeAll()
      for waiter in waiters { waiter.resume(returning: rest) }
    }

    /// Ends every wait for a state that goes away: the wake-up is cancelled and the callers
    /// return the rest states given.
    func abandon(rest: DrawerRestState, visualRest: DrawerRestState) {
      task?.cancel()
      for waiter in restWaiters { waiter.resume(returning: rest) }
      for waiter in visualRestWaiters { waiter.resume(returning: visualRest) }
    }
  }
#endif
