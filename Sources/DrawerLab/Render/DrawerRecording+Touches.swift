@_spi(DrawerKit) import DrawerCore

extension DrawerRecording {
  /// One finger on the glass, from its down to its up, its cancel or the end of the trace, as
  /// the pictures tell it.
  struct Touch {
    /// When the finger came down and when it left, in the trace's seconds.
    var down: Double
    var end: Double
    /// Where it came down.
    var start: DrawerPoint
    /// Whether it was a tap: it never moved beyond the slop, and it never dragged the drawer.
    var isTap: Bool
  }

  /// Every touch of the trace, in order.
  var touches: [Touch] {
    var touches: [Touch] = []
    var current: (down: Double, start: DrawerPoint, farthest: Double)?
    func moved(to point: DrawerPoint) {
      guard var touch = current else { return }
      let dx = point.x - touch.start.x
      let dy = point.y - touch.start.y
      touch.farthest = Swift.max(touch.farthest, (dx * dx + dy * dy).squareRoot())
      current = touch
    }
    // Releases are in time order, as touches are: one pointer walks them (both drawers'
    // releases, for a trace with two).
    let allReleases =
      second.map { (releases + $0.releases).sorted { $0.time < $1.time } } ?? releases
    var release = 0
    func close(at time: Double) {
      guard let touch = current else { return }
      while release < allReleases.count && allReleases[release].time < touch.down {
        release += 1
      }
      let dragged = release < allReleases.count && allReleases[release].time <= time
      touches.append(
        Touch(
          down: touch.down, end: time, start: touch.start,
          isTap: touch.farthest <= configuration.slop && !dragged))
      current = nil
    }
    for traceEvent in trace.events {
      switch traceEvent.event {
      case .down(let point, let time):
        close(at: time)
        current = (time, point, 0)
      case .move(let point, _):
        moved(to: point)
      case .up(let point, let time):
        moved(to: point)
        close(at: time)
      case .cancel(let time):
        close(at: time)
      default:
        break
      }
    }
    close(at: endTime)
    return touches
  }

  /// What set the drawer off on its last spring, as the end of "at rest … s after …": `it was let
  /// go`, `the tap`, `the command`, `the resize`; `nil` when it never set off.
  var settleCause: String? {
    guard let spring = lastSpring else { return nil }
    let start = spring.start
    let releases = spring.isSecond ? second?.releases ?? [] : releases
    if releases.contains(where: { abs($0.time - start) < Self.sameInstant }) {
      return "it was let go"
    }
    let cause = trace.events.last { $0.event.time <= start + Self.sameInstant }?.event
    switch cause {
    case .up?, .cancel?:
      return touches.last { $0.end <= start + Self.sameInstant }?.isTap == true
        ? "the tap" : "the finger left"
    case .open?, .close?, .toggle?: return "the command"
    case .resize?: return "the resize"
    case .configure?: return "the configuration changed"
    default: return "it set off"
    }
  }
}
