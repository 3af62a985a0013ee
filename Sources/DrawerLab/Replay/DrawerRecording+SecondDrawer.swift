@_spi(DrawerKit) import DrawerCore

extension DrawerRecording {
  /// The latest moment a finger let go of either drawer: the second drawer's when it is later
  /// than the first's last; ``releases``' last for a trace with one drawer.
  public var lastRelease: Release? {
    guard let secondRelease = second?.releases.last else { return releases.last }
    guard let release = releases.last, release.time >= secondRelease.time else {
      return secondRelease
    }
    return release
  }

  /// Whether the latest release (``lastRelease``) was the second drawer's.
  var lastReleaseIsSecond: Bool {
    guard let secondRelease = second?.releases.last else { return false }
    return releases.last.map { $0.time < secondRelease.time } ?? true
  }

  /// The last spring either drawer set off on: when it started, when the drawers that set off
  /// then came to rest (`nil` if one has not), and whether it was the second drawer's alone.
  var lastSpring: (start: Double, rest: Double?, isSecond: Bool)? {
    guard let second, let secondStart = second.settleStartTime else {
      return settleStartTime.map { ($0, restTime, false) }
    }
    guard let start = settleStartTime, start >= secondStart else {
      return (secondStart, second.restTime, true)
    }
    if start > secondStart { return (start, restTime, false) }
    // Both set off at once (a swap): at rest when both are.
    guard let rest = restTime, let secondRest = second.restTime else { return (start, nil, false) }
    return (start, Swift.max(rest, secondRest), false)
  }

  /// How long the drawers took to come to rest after the last of them set off on its spring, in
  /// seconds: ``timeToRest`` for a trace with one drawer; `nil` when none set off, or the last
  /// did not come to rest.
  public var timeToRestOfEither: Double? {
    guard let spring = lastSpring, let rest = spring.rest else { return nil }
    return rest - spring.start
  }
}
