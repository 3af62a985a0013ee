/// Something that happens to a drawer: a touch, a command from the app, or a change of its
/// container or configuration.
///
/// Every event carries its time in seconds on a monotonic clock of the host's choosing (only
/// differences matter); the engine never reads a clock. Touch locations are in the container's
/// coordinate space, origin top-left, `x` to the right whatever the layout direction.
///
/// ```swift
/// drawer.handle(.down(at: DrawerPoint(x: 4, y: 300), time: 0))
/// drawer.handle(.move(at: DrawerPoint(x: 60, y: 302), time: 0.016))
/// drawer.handle(.up(at: DrawerPoint(x: 60, y: 302), time: 0.020))
/// drawer.handle(.toggle(time: 1))
/// ```
///
/// Malformed events are ignored safely: a `down` or `move` with a non-finite location, a `move`
/// or `up` with no touch down. (A ``DrawerSize`` is sanitised when made, so a resize to a
/// negative or non-finite size is a resize to an empty container.) An `up` with a non-finite
/// location lifts the finger where it last was. Coordinates beyond ±1,000,000 pt are clamped to
/// that. A time that is NaN, infinite or earlier than the previous event's counts as the previous
/// event's time.
public enum DrawerEvent: Sendable, Hashable {
  /// A finger touched the container at a point.
  case down(at: DrawerPoint, time: Double)
  /// The finger moved to a point.
  case move(at: DrawerPoint, time: Double)
  /// The finger left the glass at a point. The point is where it left, not a new sample of its
  /// motion.
  case up(at: DrawerPoint, time: Double)
  /// The system took the touch away (an incoming call, a system gesture, another recogniser
  /// that won); the drawer returns to where the gesture began.
  case cancel(time: Double)
  /// The host's recogniser for the touch in progress has won its platform's arbitration: the
  /// drawer may follow the finger. With ``DrawerClaimPolicy/explicit`` a drag the engine has
  /// recognised moves the drawer only from its claim on, without a jump; with
  /// ``DrawerClaimPolicy/immediate`` (the default) every recognised drag is claimed at once and
  /// this event changes nothing. A claim that comes while the touch is still undecided (the
  /// platform recognised it first) holds until the engine recognises the drag. The claim does
  /// not move the engine's clock (``Drawer/time``): a host may stamp it on another clock than
  /// its touches. Ignored with no touch of the drawer's in progress.
  case claim(time: Double)
  /// The host drew the drawer for the instant `time`: a display frame's target time, which may
  /// be ahead of the timestamps of the touches that arrive after it. It does not move the
  /// engine's clock (``Drawer/time``). A finger that comes down on the settling drawer then
  /// catches it where the screen showed it: at the later of the touch's time and this frame's
  /// (at most ``Drawer/frameLead`` after the touch), so the drawer does not jump back by the
  /// distance it travelled between the touch's sample and the frame. Non-finite times are
  /// ignored.
  case frame(time: Double)
  /// The platform predicts that the finger dragging the drawer will be at a point at the instant
  /// `for` (UIKit's `UIEvent.predictedTouches(for:)`), as of its sample at `time`. Drawing only:
  /// with ``DrawerTracking/predictive`` tracking and ``DrawerPredictionSource/platform`` the
  /// drawer is drawn toward the newest such point (see ``DrawerPredictionSource``); it never
  /// moves the engine's clock (``Drawer/time``), the velocity or the release. A prediction made
  /// before the touch's newest sample, for an instant no later than it, or with a non-finite
  /// point or time is ignored, as is one with no touch of the drawer's in progress.
  case predicted(at: DrawerPoint, for: Double, time: Double)
  /// The app opens the drawer, with the configured spring or at once.
  case open(animated: Bool = true, time: Double)
  /// The app closes the drawer, with the configured spring or at once.
  case close(animated: Bool = true, time: Double)
  /// The app opens a closed drawer or closes an open one (judged by where it is heading).
  case toggle(animated: Bool = true, time: Double)
  /// The container changed size (rotation, Split View, a window resize). An open drawer stays
  /// open at its new width; a settling one retargets without a jump.
  case resize(to: DrawerSize, time: Double)
  /// The configuration changed. A settling drawer retargets with the new spring and width; a
  /// new lock mode moves the drawer to its locked state; a new edge or layout direction ends the
  /// touch in progress.
  indirect case configure(DrawerConfiguration, time: Double)

  /// The event's time in seconds, as given.
  public var time: Double {
    switch self {
    case .down(_, let time), .move(_, let time), .up(_, let time): time
    case .cancel(let time), .claim(let time), .frame(let time): time
    case .predicted(_, _, let time): time
    case .open(_, let time), .close(_, let time), .toggle(_, let time): time
    case .resize(_, let time), .configure(_, let time): time
    }
  }
}
