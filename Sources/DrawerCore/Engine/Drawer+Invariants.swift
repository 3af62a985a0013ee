extension Drawer {
  /// What is wrong with the drawer at `time`, if anything: the invariants every host relies on,
  /// checked by the property tests, the fuzzers and the soak.
  ///
  /// - The offset, progress and velocity are finite.
  /// - The offset stays within the rubber band's reach: `-width...2·width`.
  /// - A resting or pending drawer is exactly at its rest offset, not moving.
  /// - A settling drawer has a finite rest time no earlier than its start, and is exactly at its
  ///   target from then on.
  ///
  /// - Parameter time: the instant to check, in seconds.
  /// - Returns: a sentence describing the first broken invariant, or `nil`.
  package func invariantViolation(at time: Double) -> String? {
    let width = self.width
    let offset = offset(at: time)
    let velocity = velocity(at: time)
    guard width.isFinite, width >= 1 else { return "width \(width) is not a finite width ≥ 1" }
    guard offset.isFinite else { return "offset \(offset) is not finite" }
    guard velocity.isFinite else { return "velocity \(velocity) is not finite" }
    guard progress(at: time).isFinite else { return "progress is not finite" }
    guard offset >= -width, offset <= 2 * width else {
      return "offset \(offset) is outside the rubber band's reach for width \(width)"
    }
    switch phase {
    case .resting(let rest):
      if offset != restOffset(rest) { return "resting \(rest) at offset \(offset)" }
      if velocity != 0 { return "resting but moving at \(velocity) pt/s" }
    case .pending(let touch) where touch.settling == nil:
      if offset != restOffset(touch.rest) { return "pending on \(touch.rest) at offset \(offset)" }
    case .pending:
      break
    case .tracking:
      break
    case .settling(let settling):
      guard settling.restTime.isFinite, settling.restTime >= settling.startTime else {
        return "settling with rest time \(settling.restTime) from \(settling.startTime)"
      }
      let landed = self.offset(at: settling.restTime)
      if landed != restOffset(settling.target) {
        return "settling toward \(settling.target) lands at \(landed)"
      }
    }
    return nil
  }
}
