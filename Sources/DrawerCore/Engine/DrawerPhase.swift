/// What a drawer is doing, with exactly the data that needs.
///
/// ```
/// down ─► pending ──(drag recognised)──► tracking ──► up ─► settling ─► resting
///            └──(scroll, wrong zone or direction)──► resting (the touch is ignored)
///            └──(up without a drag: a tap; on the scrim it closes the drawer)
/// down on a settling drawer, where it shows ─► tracking at once: held where it is drawn;
///                                          dragged, it follows; lifted or scrolled, let go
/// down on a settling drawer, elsewhere, or all but at rest ─► pending while the spring runs on
/// ```
///
/// With ``DrawerClaimPolicy/explicit`` a tracking touch is provisional until the host claims
/// it (``DrawerTrackingTouch/heldOffset``): the drawer stays where it is shown meanwhile.
@_spi(DrawerKit) public enum DrawerPhase: Sendable, Hashable {
  /// At rest, fully open or fully closed, with no touch of the drawer's in progress.
  case resting(DrawerRestState)
  /// A finger is down, not yet recognised as a drag or ignored: on a resting drawer, or beside
  /// a settling drawer that goes on moving meanwhile (``DrawerPendingTouch/settling``).
  case pending(DrawerPendingTouch)
  /// A finger is moving the drawer.
  case tracking(DrawerTrackingTouch)
  /// The drawer is moving to a rest state on its spring.
  case settling(DrawerSettling)

  /// A short name for the phase: `resting`, `pending`, `tracking` or `settling`.
  public var name: String {
    switch self {
    case .resting: "resting"
    case .pending: "pending"
    case .tracking: "tracking"
    case .settling: "settling"
    }
  }
}

/// A touch that is not yet recognised as the drawer's or the content's: undecided.
///
/// A touch is undecided until it moves clearly along one axis, or until it has travelled
/// ``Drawer/decisionTravel`` and the dominant axis decides (see ``Drawer``'s recognition rules).
@_spi(DrawerKit) public struct DrawerPendingTouch: Sendable, Hashable {
  /// Where the drawer rests while the touch is pending, or the target it is settling toward.
  public let rest: DrawerRestState
  /// Where the finger came down, in the drawer's terms.
  public let start: DrawerAxisPoint
  /// When the finger came down, in seconds.
  public let startTime: Double
  /// How many times the movement along the opening axis must exceed the cross movement to be a
  /// drag: `1` from inside the edge zone, `2` over content.
  public let dominance: Double
  /// Whether the finger came down on the scrim beside an open (or opening) drawer, where a tap
  /// closes it.
  public let isOnScrim: Bool
  /// Whether the finger has moved farther than the slop from where it came down; such a touch
  /// that lifts undecided is not a tap.
  public internal(set) var hasLeftSlop: Bool = false
  /// Whether the host's recogniser has already won the touch (``DrawerEvent/claim(time:)``)
  /// before the engine recognised it as the drawer's: a trackpad's scroll, which the platform
  /// recognises on its own hysteresis. A drag recognised later is claimed at once.
  public internal(set) var isClaimed: Bool = false
  /// Whether the touch follows a thumb's arc: it left the slop on a diagonal, between 1:1 and
  /// 2:1 across, while its newest step went along the opening axis (``Drawer/arcTravel``).
  public internal(set) var isFollowingArc: Bool = false
  /// The finger's position across the opening axis at its previous event (the down, then each
  /// move): with the tracker's newest two samples, the newest step, the direction the finger
  /// moves now.
  var lastAcross: Double
  /// The spring the drawer goes on moving on when the finger came down beside a settling drawer
  /// (away from where the drawer shows); `nil` over a resting drawer, or once the spring has
  /// come to rest.
  public internal(set) var settling: DrawerSettling?
  /// The finger's recent samples along the opening axis.
  var tracker: VelocityTracker
}

/// A finger moving the drawer.
@_spi(DrawerKit) public struct DrawerTrackingTouch: Sendable, Hashable {
  /// The rest state the gesture is measured against: where the drawer rested, or was heading,
  /// when the finger took it. A release that decides otherwise asks the veto.
  public let origin: DrawerRestState
  /// The drawer's raw (unbanded) offset when the finger was at ``anchor``, in points.
  public internal(set) var baseOffset: Double
  /// The finger's position along the opening axis that corresponds to ``baseOffset``: where it
  /// came down, moved on by the slop when the drag was recognised, so that the drawer does not
  /// jump.
  public internal(set) var anchor: Double
  /// The finger's latest location, in the drawer's terms.
  public internal(set) var location: DrawerAxisPoint
  /// Where the finger came down on a settling drawer and stopped it, while it is not yet clear
  /// that the finger drags the drawer rather than scrolls what the drawer shows: a move across
  /// the opening axis past the slop lets the drawer go on to ``origin``. `nil` for a drag, and
  /// once the finger has moved along the opening axis past the slop.
  public internal(set) var catchStart: DrawerAxisPoint? = nil
  /// How fast the settling drawer was moving when the finger caught it, in points per second of
  /// raw offset: a catch that lets go without dragging (a tap on a row of a drawer still
  /// flinging open, a scroll of what it shows) lets the drawer go on at this speed, so that
  /// neither its position nor its velocity jumps across the tap. `nil` for a drag.
  public internal(set) var caughtVelocity: Double? = nil
  /// The raw offset the drawer is held at, in points, while the host has not claimed the touch
  /// (``DrawerClaimPolicy/explicit``): the drawer stays where it was shown when the touch became
  /// the drawer's. `nil` once the touch is claimed, and always with
  /// ``DrawerClaimPolicy/immediate``: the drawer follows the finger.
  public internal(set) var heldOffset: Double? = nil
  /// The spring a drawer that was settling goes on moving on while a drag recognised beside it
  /// waits for the host's claim (``DrawerClaimPolicy/explicit``): nothing changes on screen
  /// before the claim, so the drawer goes on as it was going, and a cancel or a lift before the
  /// claim leaves that spring running as it was. `nil` once claimed, and for a drag on a resting
  /// drawer or one the finger caught.
  public internal(set) var heldSettling: DrawerSettling? = nil
  /// The finger's travel the drawer has still to make up since the claim, in points of raw
  /// offset: what the drawer, held until the host claimed the touch, lags behind where
  /// following the finger from its recognition puts it. The claim moves nothing at once (no
  /// jump); after it, a move away from the lagging drawer makes up ``claimCatchUpRate`` of its
  /// travel besides, and a move back toward it is slack the drawer waits out (it never moves
  /// away from the finger), until the drawer is where it would have been with no wait: a claim
  /// that comes late (the host's recogniser waited for another to fail) costs the drag no
  /// position. `0` with ``DrawerClaimPolicy/immediate``.
  public internal(set) var claimGap: Double = 0
  /// How many points of offset a point of the finger's travel is: `1`, or less where the drawn
  /// drawer travels farther than its offset (``DrawerEdgeTravel``), so that the drawn edge
  /// follows the finger one to one.
  public internal(set) var travelScale: Double = 1
  /// The finger's recent samples along the opening axis.
  var tracker: VelocityTracker
  /// The platform's newest prediction of where the finger will be, along the opening axis
  /// (``DrawerEvent/predicted(at:for:time:)``), and as of which sample; `nil` until one comes.
  var platformPrediction: DrawerPlatformPrediction? = nil

  /// Whether the drawer follows the finger: the host claimed the touch, or did not need to.
  public var isClaimed: Bool {
    heldOffset == nil
  }

  /// How much of each move's travel goes to making up ``claimGap``: a half, so that the drawer
  /// moves half as fast again as the finger until it has caught up, over twice the gap's
  /// length of the finger's travel.
  public static let claimCatchUpRate = 0.5

  /// The raw offset for the finger's current location, before the rubber band, in points; the
  /// held offset while the touch is not claimed.
  var rawOffset: Double {
    heldOffset ?? following - claimGap
  }

  /// Where following the finger from its recognition puts the raw offset, in points.
  private var following: Double {
    baseOffset + (location.along - anchor) * travelScale
  }

  /// The finger has moved to `point`: a claimed drawer that lags since its claim makes up part
  /// of the move's travel (``claimGap``).
  mutating func move(to point: DrawerAxisPoint) {
    let step = (point.along - location.along) * travelScale
    location = point
    guard heldOffset == nil, claimGap != 0, step.isFinite, step != 0 else { return }
    // Away from the drawer, part of the travel besides; back toward it, all of it (the drawer
    // waits for the finger).
    let awayFromDrawer = (step > 0) == (claimGap > 0)
    let made = Swift.min(
      abs(claimGap), awayFromDrawer ? Self.claimCatchUpRate * abs(step) : abs(step))
    claimGap -= claimGap > 0 ? made : -made
  }

  /// Stops following a spring beside the drag: the drag moves the drawer from `offset` on, the
  /// finger's travel so far having gone beside a drawer that moved on its own.
  mutating func rebase(at offset: Double) {
    baseOffset = offset
    anchor = location.along
    heldSettling = nil
  }

  /// The raw offset's velocity at `time`, in points per second: the finger's while the drawer
  /// follows it, `0` while it is held.
  func rawVelocity(at time: Double) -> Double {
    heldOffset == nil ? tracker.velocity(at: time) * travelScale : 0
  }

  /// The claim: the drawer follows the finger from where it is held, with no jump, and makes
  /// up the travel it missed while held over the next moves (``claimGap``). A drawer that went
  /// on settling beside the finger (``heldSettling``) is taken from where its spring has got to,
  /// `springOffset`, and follows the finger's travel from the claim on.
  mutating func claim(springOffset: Double? = nil) {
    guard let heldOffset else { return }
    if heldSettling != nil, let springOffset, springOffset.isFinite {
      rebase(at: springOffset)
      self.heldOffset = nil
      return
    }
    let gap = following - heldOffset
    claimGap = gap.isFinite ? gap : 0
    self.heldOffset = nil
  }
}

/// A drawer moving to a rest state on its spring.
@_spi(DrawerKit) public struct DrawerSettling: Sendable, Hashable {
  /// Where the drawer is going.
  public let target: DrawerRestState
  /// The raw offset's displacement from the target when the spring started, in points.
  public let displacement: Double
  /// The raw offset's velocity when the spring started, in points per second, positive toward
  /// open.
  public let velocity: Double
  /// When the spring started, in seconds.
  public let startTime: Double
  /// When the drawer comes to rest, in seconds: the time from which the spring stays within
  /// 0.1 pt of the target or, for a spring without bounce thrown hard enough to reach its target,
  /// the instant it arrives there (see ``DrawerSpring/arrivalTime(from:velocity:)``).
  public let restTime: Double
}
