/// Everything that shapes how a drawer looks and responds, with defaults a native control would
/// have.
///
/// Every numeric field is sanitised when set (and in the initialiser), so no value, however far
/// out of range, can make the engine trap: see each field for what it accepts and what it does
/// with the rest.
///
/// ```swift
/// var configuration = DrawerConfiguration()
/// configuration.edge = .trailing
/// configuration.width = .fraction(0.8, maximum: 360)
/// configuration.spring = DrawerSpring(duration: 0.35, bounce: 0.1)
/// ```
public struct DrawerConfiguration: Sendable, Hashable {
  /// The edge the drawer is attached to; `.leading` by default.
  public var edge: DrawerEdge
  /// The container's layout direction; with ``edge`` it decides the physical side.
  public var layoutDirection: DrawerLayoutDirection
  /// The rule giving the open drawer's width from the container's; sanitised by
  /// ``DrawerWidth/resolved(in:)``. Default: the container less 56 pt, at most 320 pt.
  public var width: DrawerWidth
  /// Where a drag may begin to open a closed drawer; a 20 pt edge strip by default.
  public var openZone: DrawerOpenZone
  /// How far a touch must move before it is recognised as a drag, in points; default 10, the
  /// default `minimumDistance` of SwiftUI's `DragGesture`.
  ///
  /// Sanitisation: clamped to `0...100`; NaN becomes 10.
  public var slop: Double {
    didSet { slop = Self.sanitisedSlop(slop) }
  }
  /// The spring that settles the drawer after a release or a programmatic change; critically
  /// damped with a 0.3 s response by default. Sanitised by ``DrawerSpring``.
  public var spring: DrawerSpring
  /// The resistance past fully open or closed, UIKit's `0.55`.
  ///
  /// Sanitisation: clamped to `0...1` (`0` is a hard stop); NaN becomes 0.55.
  public var rubberBandCoefficient: Double {
    didSet { rubberBandCoefficient = Self.sanitisedCoefficient(rubberBandCoefficient) }
  }
  /// Where a released drawer goes: velocity dead zone 50 pt/s, commit velocity 400 pt/s,
  /// deceleration rate 0.998. Sanitised by ``DrawerReleaseRule``.
  public var release: DrawerReleaseRule
  /// Whether gestures may move the drawer; `.unlocked` by default.
  public var lockMode: DrawerLockMode
  /// Whether the content beside the open drawer is the drawer's scrim, where a tap closes it as
  /// a tap on Material's scrim does; `true` by default. Turn it off when the content stays
  /// interactive while the drawer is open (there is no scrim then): every touch beside the
  /// drawer, a tap, a scroll or a horizontal swipe on a carousel, is the content's, and only a
  /// drag on the drawer itself moves it.
  public var closesOnScrimTap: Bool
  /// Whether a drag the engine recognises moves the drawer at once or only once the host says
  /// that its platform recogniser has won; ``DrawerClaimPolicy/immediate`` by default.
  public var claimPolicy: DrawerClaimPolicy
  /// Whether a dragged drawer is drawn where the finger was at its newest sample or where it
  /// will be when the frame reaches the glass; ``DrawerTracking/direct`` by default.
  public var tracking: DrawerTracking
  /// How far past the finger's newest sample ``DrawerTracking/predictive`` tracking draws a
  /// dragged drawer, at most, in seconds: the one knob that trades lag for overshoot;
  /// ``Drawer/predictionHorizon`` by default.
  ///
  /// Sanitisation: clamped to `0...0.05` (`0` draws the newest sample, as direct tracking does);
  /// NaN becomes the default.
  public var predictionHorizon: Double {
    didSet { predictionHorizon = Self.sanitisedHorizon(predictionHorizon) }
  }
  /// Whose prediction ``DrawerTracking/predictive`` tracking draws with: DrawerKit's own
  /// (``DrawerPredictionSource/engine``, the default) or the platform's predicted touches.
  public var predictionSource: DrawerPredictionSource
  /// How the drawn drawer's edge travels when that differs from the offset, under a landscape
  /// notch; ``DrawerEdgeTravel/none`` by default (see ``DrawerEdgeTravel``).
  public var edgeTravel: DrawerEdgeTravel

  /// Creates a configuration; every parameter has the default a native control would have.
  ///
  /// - Parameters:
  ///   - edge: the edge the drawer is attached to.
  ///   - layoutDirection: the container's layout direction.
  ///   - width: the rule for the open drawer's width.
  ///   - openZone: where a drag may begin to open a closed drawer.
  ///   - slop: the distance a touch moves before it is a drag, in points, `0...100`.
  ///   - spring: the settling spring.
  ///   - rubberBandCoefficient: the resistance past the bounds, `0...1`.
  ///   - release: the rule deciding where a released drawer goes.
  ///   - lockMode: whether gestures may move the drawer.
  ///   - closesOnScrimTap: whether a tap beside the open drawer closes it.
  ///   - claimPolicy: whether a recognised drag moves the drawer at once or once claimed.
  ///   - tracking: whether a dragged drawer is drawn where the finger was or will be.
  ///   - predictionHorizon: how far past the newest sample predictive tracking reaches, in
  ///     seconds, `0...0.05`.
  ///   - predictionSource: whose prediction predictive tracking draws with.
  ///   - edgeTravel: how the drawn drawer's edge travels beyond the container's side.
  public init(
    edge: DrawerEdge = .leading,
    layoutDirection: DrawerLayoutDirection = .leftToRight,
    width: DrawerWidth = .default,
    openZone: DrawerOpenZone = .default,
    slop: Double = 10,
    spring: DrawerSpring = .default,
    rubberBandCoefficient: Double = 0.55,
    release: DrawerReleaseRule = DrawerReleaseRule(),
    lockMode: DrawerLockMode = .unlocked,
    closesOnScrimTap: Bool = true,
    claimPolicy: DrawerClaimPolicy = .immediate,
    tracking: DrawerTracking = .direct,
    predictionHorizon: Double = Drawer.predictionHorizon,
    predictionSource: DrawerPredictionSource = .engine,
    edgeTravel: DrawerEdgeTravel = .none
  ) {
    self.edge = edge
    self.layoutDirection = layoutDirection
    self.width = width
    self.openZone = openZone
    self.slop = Self.sanitisedSlop(slop)
    self.spring = spring
    self.rubberBandCoefficient = Self.sanitisedCoefficient(rubberBandCoefficient)
    self.release = release
    self.lockMode = lockMode
    self.closesOnScrimTap = closesOnScrimTap
    self.claimPolicy = claimPolicy
    self.tracking = tracking
    self.predictionHorizon = Self.sanitisedHorizon(predictionHorizon)
    self.predictionSource = predictionSource
    self.edgeTravel = edgeTravel
  }

  /// The physical side of the container the drawer is on.
  public var side: DrawerSide {
    edge.side(in: layoutDirection)
  }

  private static func sanitisedSlop(_ value: Double) -> Double {
    value.sanitised(to: 0...100, nan: 10)
  }

  private static func sanitisedHorizon(_ value: Double) -> Double {
    value.sanitised(to: 0...0.05, nan: Drawer.predictionHorizon)
  }

  private static func sanitisedCoefficient(_ value: Double) -> Double {
    value.sanitised(to: 0...1, nan: 0.55)
  }
}

/// When a drag the engine has recognised as the drawer's starts moving the drawer.
///
/// The engine decides whether a touch is the drawer's. Where the platform arbitrates between
/// gesture recognisers (UIKit), that decision is provisional until the drawer's recogniser has
/// actually won: a pushed screen's back-swipe, a List row's swipe actions, a slider or a text
/// selection handle may win instead. The host reports its win with ``DrawerEvent/claim(time:)``.
///
/// | policy | the drawer follows the finger | for |
/// | --- | --- | --- |
/// | ``immediate`` | as soon as the engine recognises the drag | SwiftUI's `DragGesture` (no arbitration), the lab, traces recorded without claims |
/// | ``explicit`` | from the host's claim on; until then it stays where it is shown | UIKit's pan recogniser |
///
/// With ``explicit`` the drawer never peeks and springs back when another gesture wins: the
/// provisional drag changes nothing on screen, and a cancel before the claim leaves the drawer
/// where it was without a settling animation. The claim moves the drawer from where it is shown,
/// with no jump, and the finger's travel before the claim counts for the velocity at once and
/// for the position over the next moves: the drawer makes up the travel it missed
/// (its claim gap), so a late claim costs the drag no position. A lift before
/// the claim (the platform never let the recogniser begin, so
/// the content kept the touch) lets the drawer go on to where it was going, without a fling. A
/// claim that comes before the engine has recognised the drag (a trackpad's scroll, which the
/// platform recognises on its own) holds for when it does.
public enum DrawerClaimPolicy: String, Sendable, Hashable, CaseIterable {
  /// A recognised drag moves the drawer at once; claims change nothing.
  case immediate
  /// A recognised drag moves the drawer only once the host has claimed the touch.
  case explicit
}

/// Where a dragged drawer is drawn: where the finger was at its newest sample, or where it will
/// be when the frame reaches the glass.
///
/// A touch is sampled, delivered, handled, drawn and composited before a person sees the frame:
/// 25 ms or more from the touch's sample to the glass on a phone, so a drawer drawn where the
/// finger was trails a finger moving at 1 500 pt/s by 37 pt. ``predictive`` tracking draws the
/// drawer where the finger will be at the instant the host draws for (``Drawer/offset(at:)`` for
/// an instant after the newest sample), by `FingerPredictor`: at most
/// ``DrawerConfiguration/predictionHorizon`` ahead of the newest sample (8 ms by default) and
/// the newest sampling interval, in proportion to the finger's speed, once the touch has moved
/// and only while the finger is not slowing. UIKit's predicted touches
/// (`UIEvent.predictedTouches(for:)`) serve drawing apps in the same way.
///
/// The default is ``direct``. On 4 371 recorded strokes by 22 people on Android phones and
/// tablets (sampled at 29 to 59 Hz), at a display latency of 25 ms, predictive tracking with the
/// default horizon cuts the lag's 95th percentile from 132 to 114 pt while passing at most one
/// stop in twenty by 2 pt, 12 pt less lag than Chromium's or AndroidX's predictors achieve at
/// that overshoot; a longer horizon cuts more lag (108 pt at 12 ms, 102 pt at 25 ms) but passes
/// fingers that stop, because a flick on these panels often stops within one sample, before
/// any rule can see it slowing. `Benchmarks.md` has the figures (the predictor sweep).
///
/// The prediction takes effect where the host asks for the instant a frame is for (a display
/// link's target time, the lab's frames); DrawerKit's views draw a dragged drawer at each touch
/// as it arrives, at the touch's own time, where there is nothing to predict.
///
/// The prediction is drawing only: it never feeds the velocity tracker, and where the drawer
/// goes when the finger lifts is decided from the finger's own samples, so both policies make
/// exactly the same release decisions. A drawer held for its claim
/// (its held offset), or held by a finger that caught it and has not yet
/// dragged it, is drawn where it is held.
///
/// ```swift
/// var configuration = DrawerConfiguration()
/// configuration.tracking = .predictive  // draw where the finger will be on the glass
/// ```
public enum DrawerTracking: String, Sendable, Hashable, CaseIterable {
  /// The drawer is drawn where the finger was at its newest sample.
  case direct
  /// The drawer is drawn where the finger will be at the instant asked for, extrapolated by
  /// `FingerPredictor` within ``DrawerConfiguration/predictionHorizon`` of the newest sample.
  case predictive
}

/// How far the drawn drawer's inner edge travels beyond what its offset says, for a drawer whose
/// background slides in from the screen's physical edge past the container's side.
///
/// DrawerKit lays its container out inside the safe area, and on a landscape iPhone the drawer's
/// background reaches on under the notch: a drawer above the content travels its width *plus*
/// the inset, so that nothing of it shows under the notch until it opens
/// (``DrawerGeometry/edgeTravel(style:safeAreaInset:reducesMotion:)``). The engine's offset still runs over
/// `0...width`; with this travel it knows where the drawn edge is, so that a dragged drawer
/// follows the finger one to one (an offset moves `width / (width + extra)` of the finger's
/// travel), and catches and taps on the scrim are judged against the drawn drawer: its inner
/// edge lies `offset · (width + extra) / width − start` points from the container's side.
///
/// ```swift
/// // A 300 pt overlay drawer under a 59 pt notch: closed, its edge is 59 pt beyond the side.
/// DrawerEdgeTravel(start: 59, extra: 59)
/// ```
public struct DrawerEdgeTravel: Sendable, Hashable {
  /// How far beyond the container's side the drawn drawer's inner edge is when closed, in
  /// points. Sanitisation: negative or NaN counts as 0, at most 1,000,000.
  public var start: Double {
    didSet { start = Self.sanitised(start) }
  }
  /// How much farther than the drawer's width the drawn edge travels from closed to open, in
  /// points. Sanitisation: negative or NaN counts as 0, at most 1,000,000.
  public var extra: Double {
    didSet { extra = Self.sanitised(extra) }
  }

  /// Creates an edge travel.
  ///
  /// - Parameters:
  ///   - start: how far beyond the container's side the closed drawer's edge is, in points.
  ///   - extra: how much farther than its width the drawn edge travels, in points.
  public init(start: Double, extra: Double) {
    self.start = Self.sanitised(start)
    self.extra = Self.sanitised(extra)
  }

  /// The drawn edge moves with the offset: no inset.
  public static let none = DrawerEdgeTravel(start: 0, extra: 0)

  private static func sanitised(_ value: Double) -> Double {
    value.sanitised(to: 0...DrawerSize.maximumDimension, nan: 0)
  }
}
