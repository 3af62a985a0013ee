/// Routes the events of two drawers attached to the same content (a leading and a trailing one)
/// to their engines, one stroke at a time, as ``DrawerPairArbitration`` decides: a host that
/// sees every touch itself (the lab, a test, a recorder) hands each event here instead of to a
/// drawer.
///
/// A finger that comes down is shown to each drawer that may take touches now
/// (``DrawerPairArbitration/allowsTouches(on:besides:otherLayout:)``: not the closed one while the
/// other is open or opening), and each engine judges it by its own edge, zone, lock and
/// configuration, as it would alone. The first engine to begin a drag
/// (``DrawerGestureArbitration/decision(for:)`` is ``DrawerGestureDecision/begin``) owns the rest
/// of the stroke, and the other is cancelled, as UIKit cancels the recognisers that lose to one
/// that began; a stroke neither begins is the content's. So a drawer that is alone in a stroke sees
/// exactly the events it would see with no drawer beside it, and a drag on an open drawer closes it
/// and never opens the other in the same stroke: the closed drawer was never shown the touch.
///
/// Commands (`open`, `close`, `toggle`) and configurations go to the drawer they are addressed to,
/// resizes and frames to both. After every event, a drawer that has just started heading for open
/// closes the other
/// (``DrawerPairArbitration/eventForOther(whenOpening:other:time:openingLayout:otherLayout:)``), on
/// its spring, at the event's time: the two move at once, the one going away as the other comes in,
/// which is what DrawerKit does for the sliding styles.
///
/// There is no Apple or Material analogue: UIKit and SwiftUI arbitrate between the recognisers
/// of two drawers only as between any two recognisers (the first to begin wins), and Material's
/// navigation drawer is one per screen; this is that arbitration written down for one host.
///
/// ```swift
/// var router = DrawerPairRouter()
/// router.handle(.down(at: DrawerPoint(x: 380, y: 400), time: 0), leading: &l, trailing: &t)
/// router.handle(.move(at: DrawerPoint(x: 300, y: 402), time: 0.03), leading: &l, trailing: &t)
/// router.owner   // .trailing: a drag from the right-hand edge reveals the trailing drawer
/// router.handle(.toggle(time: 1), to: .leading, leading: &l, trailing: &t)  // t closes
/// ```
@_spi(DrawerKit) public struct DrawerPairRouter: Sendable, Hashable {
  /// The stroke in progress: which drawers it was shown to, and which of them took it.
  private struct Stroke: Sendable, Hashable {
    var leading: Bool
    var trailing: Bool
    var owner: DrawerEdge?

    func includes(_ edge: DrawerEdge) -> Bool {
      if let owner { return owner == edge }
      return edge == .leading ? leading : trailing
    }
  }

  private var stroke: Stroke?

  /// A router with no stroke in progress.
  public init() {}

  /// Whether a finger is down: a stroke has begun and not yet ended.
  public var isStrokeInProgress: Bool {
    stroke != nil
  }

  /// The drawer that took the stroke in progress; `nil` while the stroke is undecided, when it
  /// is the content's, and between strokes.
  public var owner: DrawerEdge? {
    stroke?.owner
  }

  /// Whether the stroke in progress was shown to the drawer on `edge` and has not gone to the
  /// other one: `false` between strokes.
  ///
  /// - Parameter edge: the drawer's edge.
  /// - Returns: whether that drawer's engine receives the stroke's events.
  public func strokeReaches(_ edge: DrawerEdge) -> Bool {
    stroke?.includes(edge) ?? false
  }

  /// Hands one event to the drawer or drawers it is for.
  ///
  /// - Parameters:
  ///   - event: a touch, a command, a frame, a resize or a configuration.
  ///   - edge: the drawer a command or a configuration is addressed to; touches go where the
  ///     pair's rule says, frames and resizes to both.
  ///   - leading: the drawer on the leading edge.
  ///   - trailing: the drawer on the trailing edge.
  public mutating func handle(
    _ event: DrawerEvent, to edge: DrawerEdge = .leading, leading: inout Drawer,
    trailing: inout Drawer
  ) {
    let wasOpening = (leading: leading.target == .open, trailing: trailing.target == .open)
    switch event {
    case .down:
      if stroke != nil {
        // A second down without an up: the platform lost the first touch's end, which ends as
        // a cancelled touch does.
        deliver(.cancel(time: event.time), leading: &leading, trailing: &trailing)
      }
      stroke = Stroke(
        leading: DrawerPairArbitration.allowsTouches(on: leading, besides: trailing),
        trailing: DrawerPairArbitration.allowsTouches(on: trailing, besides: leading))
      deliver(event, leading: &leading, trailing: &trailing)
      decideOwner(time: event.time, leading: &leading, trailing: &trailing)
    case .move, .claim:
      deliver(event, leading: &leading, trailing: &trailing)
      decideOwner(time: event.time, leading: &leading, trailing: &trailing)
    case .predicted:
      // Where the finger is predicted to be: the stroke's drawers draw with it; it decides
      // nothing.
      deliver(event, leading: &leading, trailing: &trailing)
    case .up, .cancel:
      deliver(event, leading: &leading, trailing: &trailing)
      stroke = nil
    case .frame, .resize:
      leading.handle(event)
      trailing.handle(event)
    case .open, .close, .toggle, .configure:
      if edge == .leading { leading.handle(event) } else { trailing.handle(event) }
    }
    // Only one drawer is open at a time: one that has just set off for open closes the other.
    if !wasOpening.leading,
      let close = DrawerPairArbitration.eventForOther(
        whenOpening: leading, other: trailing, time: event.time)
    {
      trailing.handle(close)
    } else if !wasOpening.trailing,
      let close = DrawerPairArbitration.eventForOther(
        whenOpening: trailing, other: leading, time: event.time)
    {
      leading.handle(close)
    }
  }

  /// Moves both drawers' time on to `time` with no event (a frame).
  ///
  /// - Parameters:
  ///   - time: the frame's time, in seconds.
  ///   - leading: the drawer on the leading edge.
  ///   - trailing: the drawer on the trailing edge.
  public func advance(to time: Double, leading: inout Drawer, trailing: inout Drawer) {
    leading.advance(to: time)
    trailing.advance(to: time)
  }

  /// Hands a touch event to the drawers the stroke reaches.
  private func deliver(_ event: DrawerEvent, leading: inout Drawer, trailing: inout Drawer) {
    guard let stroke else { return }
    if stroke.includes(.leading) { leading.handle(event) }
    if stroke.includes(.trailing) { trailing.handle(event) }
  }

  /// Gives the undecided stroke to the first drawer that began a drag, and cancels it for the
  /// other: the platform's first recogniser to begin wins. Were both to begin on one event (two
  /// closed drawers only ever open toward opposite sides, so a stroke cannot), the leading
  /// drawer would take it.
  private mutating func decideOwner(time: Double, leading: inout Drawer, trailing: inout Drawer) {
    guard var current = stroke, current.owner == nil else { return }
    let begins = { (drawer: Drawer) in DrawerGestureArbitration.decision(for: drawer) == .begin }
    if current.leading && begins(leading) {
      current.owner = .leading
      if current.trailing { trailing.handle(.cancel(time: time)) }
    } else if current.trailing && begins(trailing) {
      current.owner = .trailing
      if current.leading { leading.handle(.cancel(time: time)) }
    }
    stroke = current
  }
}
