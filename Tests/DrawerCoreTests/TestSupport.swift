@_spi(DrawerKit) import DrawerCore

/// A small, fast, seedable random number generator (Vigna's SplitMix64), so that random tests
/// replay exactly from their seed.
struct SplitMix64: RandomNumberGenerator {
  private(set) var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A phone-sized container.
let phone = DrawerSize(width: 390, height: 844)

/// Every combination of edge and layout direction.
let allPlacements: [(DrawerEdge, DrawerLayoutDirection)] = DrawerEdge.allCases.flatMap { edge in
  DrawerLayoutDirection.allCases.map { (edge, $0) }
}

/// Turns a distance from the drawer's side of the container into a physical `x`.
func physicalX(distance: Double, side: DrawerSide, width: Double = phone.width) -> Double {
  side == .left ? distance : width - distance
}

/// A drawer with a fixed 300 pt width in a phone-sized container.
func makeDrawer(
  edge: DrawerEdge = .leading, layoutDirection: DrawerLayoutDirection = .leftToRight,
  openZone: DrawerOpenZone = .default, initial: DrawerRestState = .closed
) -> Drawer {
  Drawer(
    configuration: DrawerConfiguration(
      edge: edge, layoutDirection: layoutDirection, width: .fixed(300), openZone: openZone),
    container: phone, initial: initial)
}

extension Drawer {
  /// The physical point `distance` from the drawer's side of its container, at `y`.
  func point(_ distance: Double, _ y: Double) -> DrawerPoint {
    DrawerPoint(
      x: physicalX(distance: distance, side: configuration.side, width: container.width), y: y)
  }

  /// A drag along the opening axis, expressed as distances from the drawer's side: down at
  /// `from`, then moves through `through` every `step` seconds, then up `lift` seconds after the
  /// last move, at the last position. Returns the time of the up.
  @discardableResult
  mutating func drag(
    from start: Double, through distances: [Double], y: Double = 400, at time: Double = 0,
    step: Double = 1.0 / 120, lift: Double = 0.004, yDrift: Double = 0
  ) -> Double {
    let side = configuration.side
    let width = container.width
    handle(
      .down(
        at: DrawerPoint(x: physicalX(distance: start, side: side, width: width), y: y), time: time))
    var t = time
    var last = DrawerPoint(x: physicalX(distance: start, side: side, width: width), y: y)
    for (index, distance) in distances.enumerated() {
      t += step
      last = DrawerPoint(
        x: physicalX(distance: distance, side: side, width: width),
        y: y + yDrift * Double(index + 1))
      handle(.move(at: last, time: t))
    }
    t += lift
    handle(.up(at: last, time: t))
    return t
  }

  /// Advances time until the drawer rests (or `limit` seconds pass), in frames of `period`.
  mutating func settle(from time: Double, period: Double = 1.0 / 120, limit: Double = 10) {
    var t = time
    while case .settling = phase, t < time + limit {
      t += period
      advance(to: t)
    }
  }
}

extension DrawerController {
  /// A swipe as a platform gesture reports it: down at `start` at `time`, a move to `middle`
  /// `moveAfter` seconds later, and a lift at `end` `liftAfter` seconds after the down.
  mutating func reportSwipe(
    from start: DrawerPoint, through middle: DrawerPoint, to end: DrawerPoint, at time: Double,
    moveAfter: Double = 0.05, liftAfter: Double
  ) {
    report(.began(start: start, startTime: time, location: start, time: time))
    report(.moved(to: middle, time: time + moveAfter))
    report(.ended(at: end, time: time + liftAfter))
  }
}
