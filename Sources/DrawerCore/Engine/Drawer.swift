/// A drawer's motion engine: one value that turns touches, commands and resizes into where the
/// drawer is at any instant.
///
/// The drawer knows nothing of SwiftUI. A host (the SwiftUI layer, the lab, a test) feeds it
/// events with their timestamps through ``handle(_:)`` and reads where it is with pure functions
/// of time, ``offset(at:)`` and ``progress(at:)``. Settling is a closed-form spring, so the host
/// may ask at any frame rate, or after a hitch, and get the exact position; a finger that touches
/// a moving drawer catches it where it is.
///
/// Offsets are along the opening axis: `0` is closed, ``width`` is fully open; beyond either, the
/// drawer is being dragged into the rubber band.
///
/// ```swift
/// var drawer = Drawer(container: DrawerSize(width: 390, height: 844))
/// drawer.handle(.down(at: DrawerPoint(x: 5, y: 400), time: 0))
/// drawer.handle(.move(at: DrawerPoint(x: 40, y: 401), time: 0.016))
/// drawer.handle(.move(at: DrawerPoint(x: 90, y: 402), time: 0.033))
/// drawer.handle(.up(at: DrawerPoint(x: 90, y: 402), time: 0.035))
/// drawer.target              // .open: it was flicked open
/// drawer.offset(at: 0.1)     // on its way, carrying the finger's speed
/// drawer.restTime            // when it will rest
/// ```
///
/// Equality compares the configuration, container, phase, time and last frame time; the veto
/// closure is not compared.
public struct Drawer: Sendable {
  /// The configuration in force; change it with ``DrawerEvent/configure(_:time:)``.
  public internal(set) var configuration: DrawerConfiguration
  /// The container's size; change it with ``DrawerEvent/resize(to:time:)``.
  public internal(set) var container: DrawerSize
  /// What the drawer is doing.
  @_spi(DrawerKit) public internal(set) var phase: DrawerPhase
  /// The time of the latest event handled, in seconds; events never move it backwards.
  public internal(set) var time: Double
  /// The instant the host last drew the drawer for (``DrawerEvent/frame(time:)``), in seconds,
  /// which may be ahead of ``time``; `nil` until the first frame.
  public internal(set) var lastFrameTime: Double?

  /// Asked before a gesture changes the drawer's rest state (a release that opens or closes it,
  /// a tap on the scrim); returning `false` keeps the drawer where it was. Compose's
  /// `confirmStateChange`. Programmatic commands are the app's own decision and are not asked.
  ///
  /// ```swift
  /// drawer.confirmStateChange = { newState in newState == .open || !hasUnsavedChanges }
  /// ```
  public var confirmStateChange: @Sendable (DrawerRestState) -> Bool = { _ in true }

  /// Creates a drawer at rest.
  ///
  /// - Parameters:
  ///   - configuration: how the drawer looks and responds.
  ///   - container: the container's size, sanitised by ``DrawerSize``.
  ///   - initial: the rest state to start in; `.closed` by default.
  ///   - time: the time the drawer starts at, in seconds; non-finite counts as 0.
  public init(
    configuration: DrawerConfiguration = DrawerConfiguration(),
    container: DrawerSize,
    initial: DrawerRestState = .closed,
    time: Double = 0
  ) {
    self.configuration = configuration
    self.container = container
    self.phase = .resting(initial)
    self.time = time.isFinite ? time : 0
  }

  // MARK: Reads

  /// The open drawer's width in points, from the configuration's width rule and the container;
  /// at least 1 pt.
  public var width: Double {
    configuration.width.resolved(in: container)
  }

  /// The rest state the drawer is in or heading for: the resting state, the settling target, or
  /// for a touch in progress the state it started from.
  public var target: DrawerRestState {
    switch phase {
    case .resting(let rest): rest
    case .pending(let touch): touch.rest
    case .tracking(let touch): touch.origin
    case .settling(let settling): settling.target
    }
  }

  /// Whether the drawer is open or heading for open; what an `isPresented` binding shows.
  public var isOpen: Bool {
    target == .open
  }

  /// Whether the drawer is moving on its spring: settling, or going on settling beside a finger
  /// that has not yet been recognised, or whose drag waits for the host's claim.
  public var isSettling: Bool {
    settling != nil
  }

  /// Whether a finger is moving the drawer.
  public var isTracking: Bool {
    if case .tracking = phase { return true }
    return false
  }

  /// When a settling drawer comes to rest, in seconds; `nil` unless settling (``isSettling``).
  public var restTime: Double? {
    settling?.restTime
  }

  /// When a person sees the settling drawer at rest, in seconds; `nil` unless settling: the time
  /// from which the spring stays within ``visualRestTolerance`` of its target, slower than ten
  /// times that per second, or the instant it arrives there; never after ``restTime``.
  ///
  /// The spring's last tenths of a point take a while (a 320 pt toggle-open is within 1 pt at
  /// 0.38 s and rests at 0.54 s): from this time on a touch is a touch on a drawer at rest, and
  /// a choice waiting for the drawer to close need not wait for the tail. Computed when asked
  /// (it solves for the spring's envelope), not on every release.
  public var visualRestTime: Double? {
    settling.map(visualRestTime(of:))
  }

  /// When a person sees a drawer on `settling`'s spring at rest, in seconds.
  func visualRestTime(of settling: DrawerSettling) -> Double {
    let visual = configuration.spring.visualSettlingTime(
      from: settling.displacement, velocity: settling.velocity,
      tolerance: Self.visualRestTolerance)
    return Swift.min(settling.restTime, settling.startTime + visual)
  }

  /// How far from its target a drawer may be, in points, and still look at rest: half a point,
  /// a pixel on a 2× screen, moving slower than five points a second. A touch on a settling
  /// drawer that close to rest is a touch on a drawer at rest, not a catch.
  public static let visualRestTolerance = 0.5

  /// How far ahead of a touch's own timestamp a drawn frame may be and still say where the
  /// person saw the drawer, in seconds: 50 ms, three frames at 60 Hz, the deepest a display
  /// pipeline runs ahead of the touches it is showing. A frame time further ahead than that
  /// (a host's clock gone astray) counts as this much.
  public static let frameLead = 0.05

  /// The instant at which a touch at `time` saw the drawer: the later of the touch's time and
  /// the last drawn frame's, at most ``frameLead`` later.
  func shownTime(forTouchAt time: Double) -> Double {
    guard let lastFrameTime, lastFrameTime > time else { return time }
    return Swift.min(lastFrameTime, time + Self.frameLead)
  }

  /// The spring the drawer is moving on, if any: the settling phase's, or the one a pending
  /// touch beside a settling drawer lets run on, or a drag beside it that waits for its claim
  /// (``DrawerTrackingTouch/heldSettling``).
  var settling: DrawerSettling? {
    switch phase {
    case .settling(let settling): settling
    case .pending(let touch): touch.settling
    case .tracking(let touch): touch.heldOffset == nil ? nil : touch.heldSettling
    case .resting: nil
    }
  }

  /// The drawer's offset along its opening axis at `time`, in points: `0` closed, ``width``
  /// open, beyond either while rubber-banding.
  ///
  /// A pure function: asking changes nothing. Times before the latest event count as its time;
  /// a settling drawer asked at or after ``restTime`` is at its target. The engine keeps a raw
  /// offset (the finger's travel, or the spring's position) and shows it through UIKit's rubber
  /// band beyond `0...width`, so the value returned never leaves `-width...2·width`.
  ///
  /// While a finger drags the drawer with ``DrawerTracking/predictive`` tracking, an instant
  /// after the finger's newest sample is where the finger will be then: ask for the instant the
  /// frame reaches the glass, and the drawer is drawn under the finger rather than where it was
  /// (see ``DrawerTracking``). The prediction (`FingerPredictor`) reaches at most the
  /// configuration's ``DrawerConfiguration/predictionHorizon`` past the newest sample, only where
  /// the finger is not slowing, and never changes where a release sends the drawer. With ``DrawerTracking/direct`` tracking (the default) a dragged drawer is where
  /// the newest sample put it, whatever the instant.
  ///
  /// ```swift
  /// drawer.advance(to: now)                  // the frame being drawn
  /// drawer.offset(at: now + displayLatency)  // where it shows when the frame is on the glass
  /// ```
  ///
  /// - Parameter time: the instant, in seconds.
  /// - Returns: the offset in points, always finite.
  public func offset(at time: Double) -> Double {
    let raw = rawOffset(at: time)
    guard configuration.tracking == .predictive else { return displayedOffset(raw: raw) }
    return displayedOffset(raw: raw + predictedTravel(at: time))
  }

  /// How far past the finger's newest sample a dragged drawer's prediction reaches by default,
  /// in seconds: 8 ms, the longest of the predictor sweep's horizons at which, on 4 371 recorded
  /// strokes sampled at 29 to 59 Hz, the drawn drawer's overshoot at the finger's stops is at
  /// most 2 pt at the 95th percentile and it passes at most one stop in twenty by 2 pt or more
  /// (`Benchmarks.md`, the predictor sweep). `FingerPredictor` also keeps within the newest
  /// sampling interval, so on a panel that samples at 120 Hz the prediction reaches at most
  /// about 8.3 ms, however long the horizon.
  public static let predictionHorizon = 0.008

  /// How far the finger is predicted to move by `time` beyond its newest sample, along the
  /// opening axis, in points (`FingerPredictor`, or the platform's prediction by
  /// ``DrawerConfiguration/predictionSource``): `0` unless a claimed drag is tracked
  /// predictively.
  @inline(never) func predictedTravel(at time: Double) -> Double {
    guard configuration.tracking == .predictive, case .tracking(let touch) = phase,
      touch.heldOffset == nil, touch.catchStart == nil
    else { return 0 }
    let horizon = configuration.predictionHorizon
    switch configuration.predictionSource {
    case .engine:
      return touch.travelScale
        * FingerPredictor(horizon: horizon).displacement(
          of: touch.tracker, at: time, now: self.time)
    case .platform:
      return touch.travelScale * platformTravel(of: touch, at: time, horizon: horizon)
    }
  }

  /// The drawer's progress at `time`: its offset divided by its width, `0` closed, `1` open,
  /// beyond `0...1` while rubber-banding.
  ///
  /// - Parameter time: the instant, in seconds.
  /// - Returns: the progress, always finite.
  public func progress(at time: Double) -> Double {
    offset(at: time) / width
  }

  /// The drawer's velocity along its opening axis at `time`, in points per second, as shown: the
  /// finger's while tracking and the spring's while settling, slowed by the rubber band's slope
  /// beyond `0...width`; `0` at rest.
  ///
  /// - Parameter time: the instant, in seconds.
  /// - Returns: the velocity, positive toward open, always finite.
  public func velocity(at time: Double) -> Double {
    rubberBand.slope(at: rawOffset(at: time), within: 0...width) * rawVelocity(at: time)
  }

  /// The raw (unbanded) offset at `time`: the finger's travel while tracking, the spring's
  /// position while settling.
  func rawOffset(at time: Double) -> Double {
    switch phase {
    case .resting(let rest):
      return restOffset(rest)
    case .pending(let touch):
      guard let settling = touch.settling else { return restOffset(touch.rest) }
      return springOffset(settling, at: time)
    case .tracking(let touch):
      // A drag waiting for its claim beside a settling drawer leaves it on its spring.
      if let settling { return springOffset(settling, at: time) }
      return touch.rawOffset
    case .settling(let settling):
      return springOffset(settling, at: time)
    }
  }

  /// The raw offset of a drawer on `settling`'s spring at `time`.
  func springOffset(_ settling: DrawerSettling, at time: Double) -> Double {
    let now = time.isNaN ? self.time : time
    if now >= settling.restTime { return restOffset(settling.target) }
    return restOffset(settling.target)
      + configuration.spring.value(
        at: now - settling.startTime, from: settling.displacement, velocity: settling.velocity)
  }

  /// The rate of change of the raw offset at `time`, in points per second.
  func rawVelocity(at time: Double) -> Double {
    let now = time.isNaN ? self.time : time
    if settling == nil, case .tracking(let touch) = phase { return touch.rawVelocity(at: now) }
    guard let settling, now < settling.restTime else { return 0 }
    return configuration.spring.velocity(
      at: now - settling.startTime, from: settling.displacement, velocity: settling.velocity)
  }

  // MARK: Internals shared with event handling

  /// How many points of offset a point of the finger's travel is (``DrawerEdgeTravel``).
  var travelScale: Double {
    width / (width + configuration.edgeTravel.extra)
  }

  /// Where the drawn drawer's inner edge is for `offset`, as a distance from the container's
  /// side in points (``DrawerEdgeTravel``): the offset itself without an edge travel.
  func drawnEdge(ofOffset offset: Double) -> Double {
    offset / travelScale - configuration.edgeTravel.start
  }

  /// The offset of a rest state at the current width.
  func restOffset(_ rest: DrawerRestState) -> Double {
    rest == .open ? width : 0
  }

  /// The rubber band in force: UIKit's, with the drawer's width as its dimension.
  var rubberBand: RubberBand {
    RubberBand(coefficient: configuration.rubberBandCoefficient, dimension: width)
  }

  /// A raw offset as displayed: unchanged within `0...width`, rubber-banded beyond.
  func displayedOffset(raw: Double) -> Double {
    rubberBand.value(raw, within: 0...width)
  }
}

extension Drawer: Equatable {
  /// Two drawers are equal when their configuration, container, phase, time and last frame
  /// time are; the veto is not compared.
  public static func == (lhs: Drawer, rhs: Drawer) -> Bool {
    lhs.configuration == rhs.configuration && lhs.container == rhs.container
      && lhs.phase == rhs.phase && lhs.time == rhs.time && lhs.lastFrameTime == rhs.lastFrameTime
  }
}
