#if canImport(SwiftUI)
  import Observation

  /// Whether `change` notifies an observer of the observable properties that `read` reads, as
  /// a view that read them in its body would be updated.
  ///
  /// ```swift
  /// #expect(!notifiesObservers(of: { _ = bar.presence }, when: { bar.report(4) }))
  /// ```
  func notifiesObservers(of read: () -> Void, when change: () -> Void) -> Bool {
    let notified = Notified()
    withObservationTracking(read) {
      notified.fired = true
    }
    change()
    return notified.fired
  }

  /// Set by an observation's `onChange`, which runs on the thread that made the change.
  private final class Notified: @unchecked Sendable {
    var fired = false
  }
#endif
