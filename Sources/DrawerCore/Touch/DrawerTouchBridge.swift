/// Turns what a platform gesture reports into the engine's touch events.
///
/// Platform gestures do not report touches the way the engine wants them. SwiftUI's `DragGesture`
/// reports its first change with the start location and no separate touch-down, reports no
/// cancellation (its `@GestureState` simply resets), and may report an end without a change.
/// UIKit's `UIPanGestureRecognizer` reports nothing until the finger has moved past its own
/// hysteresis, and then reports the current location with the translation since the touch began.
/// This value keeps the one bit of state needed to turn either into a well-formed sequence of
/// `down`, `move`, `up` and `cancel` events, and applies them to a drawer.
///
/// The bridge reports, it does not decide: whether the touch belongs to the drawer is the
/// engine's call. Locations are in the container's coordinate space, physical (`x` from the left
/// edge): a host drawing in a right-to-left environment must pass unmirrored points.
///
/// ```swift
/// var bridge = DrawerTouchBridge()
/// bridge.forward(.began(start: p0, startTime: 0, location: p1, time: 0.05), to: &drawer)
/// bridge.forward(.moved(to: p2, time: 0.066), to: &drawer)
/// bridge.forward(.ended(at: p2, time: 0.07), to: &drawer)
/// ```
@_spi(DrawerKit) public struct DrawerTouchBridge: Sendable, Hashable {
  /// Whether a touch is in progress, between its first report and its end or cancellation.
  public private(set) var isTouching = false
  /// Where the pointer was when indirect scrolling began, while it goes on: the scroll's
  /// translation is measured from here.
  private var scrollOrigin: DrawerPoint?

  /// Creates a bridge with no touch in progress.
  public init() {}

  /// Applies one report to a drawer as engine events.
  ///
  /// - ``DrawerTouchReport/began(start:startTime:location:time:)``: a `down` where and when the
  ///   touch began, then a `move` to the current location if it differs. On a settling drawer
  ///   the `down` is at the current location and time instead: the engine catches a moving drawer
  ///   where it is at that instant, so catching it late (after a recogniser's hysteresis) must
  ///   not replay movement it has not seen, or the drawer would jump by that movement.
  ///   A report while a touch is already in progress starts a new touch.
  /// - ``DrawerTouchReport/moved(to:time:)``: a `move`; with no touch in progress, a `down` there.
  /// - ``DrawerTouchReport/ended(at:time:)``: an `up`; ignored with no touch in progress.
  /// - ``DrawerTouchReport/cancelled(time:)``: a `cancel`; ignored with no touch in progress.
  /// - ``DrawerTouchReport/claimed(time:)``: a `claim`; ignored with no touch in progress.
  /// - ``DrawerTouchReport/predicted(at:for:time:)``: a `predicted`; ignored with no touch in
  ///   progress.
  /// - ``DrawerTouchReport/scrolled(pointer:translation:time:)``: the first, a `down` at the
  ///   pointer and a `move` by the translation; the next, a `move` to the first pointer location
  ///   moved by the translation (the pointer itself stays put while a trackpad scrolls, so its
  ///   location says nothing of the motion). A scroll while a touch is in progress starts anew.
  /// - ``DrawerTouchReport/scrollEnded(translation:time:)``: an `up` where the scroll's
  ///   translation took it; ignored with no scroll in progress.
  ///
  /// - Parameters:
  ///   - report: what the platform reported.
  ///   - drawer: the drawer to apply the events to.
  public mutating func forward(_ report: DrawerTouchReport, to drawer: inout Drawer) {
    forward(report, to: &drawer) { drawer, event in drawer.handle(event) }
  }

  /// Applies one report to a drawer as engine events, as ``forward(_:to:)`` does, through a
  /// recorder, so that the recorder sees exactly the events the engine handles (see
  /// ``DrawerTraceRecorder/handle(_:on:)``). The drawer ends up exactly where
  /// ``forward(_:to:)`` would have put it.
  ///
  /// ```swift
  /// bridge.forward(report, to: &drawer, recordingInto: &recorder)
  /// ```
  ///
  /// - Parameters:
  ///   - report: what the platform reported.
  ///   - drawer: the drawer to apply the events to.
  ///   - recorder: the recorder.
  public mutating func forward(
    _ report: DrawerTouchReport, to drawer: inout Drawer,
    recordingInto recorder: inout DrawerTraceRecorder
  ) {
    forward(report, to: &drawer) { drawer, event in recorder.handle(event, on: &drawer) }
  }

  /// The events for one report, each applied by `apply`.
  @inline(__always)
  private mutating func forward(
    _ report: DrawerTouchReport, to drawer: inout Drawer,
    apply: (inout Drawer, DrawerEvent) -> Void
  ) {
    switch report {
    case .began(let start, let startTime, let location, let time):
      isTouching = true
      scrollOrigin = nil
      if drawer.isSettling {
        apply(&drawer, .down(at: location, time: time))
        return
      }
      apply(&drawer, .down(at: start, time: startTime))
      if location != start {
        apply(&drawer, .move(at: location, time: time))
      }
    case .moved(let location, let time):
      if isTouching {
        apply(&drawer, .move(at: location, time: time))
      } else {
        isTouching = true
        apply(&drawer, .down(at: location, time: time))
      }
    case .ended(let location, let time):
      guard isTouching else { return }
      isTouching = false
      scrollOrigin = nil
      apply(&drawer, .up(at: location, time: time))
    case .cancelled(let time):
      guard isTouching else { return }
      isTouching = false
      scrollOrigin = nil
      apply(&drawer, .cancel(time: time))
    case .claimed(let time):
      guard isTouching else { return }
      apply(&drawer, .claim(time: time))
    case .predicted(let location, let instant, let time):
      guard isTouching else { return }
      apply(&drawer, .predicted(at: location, for: instant, time: time))
    case .scrolled(let pointer, let translation, let time):
      guard let origin = scrollOrigin, isTouching else {
        // A new scroll: the pointer is where the "finger" comes down.
        isTouching = true
        scrollOrigin = pointer
        apply(&drawer, .down(at: pointer, time: time))
        let location = pointer.moved(by: translation)
        if location != pointer { apply(&drawer, .move(at: location, time: time)) }
        return
      }
      apply(&drawer, .move(at: origin.moved(by: translation), time: time))
    case .scrollEnded(let translation, let time):
      guard let origin = scrollOrigin, isTouching else { return }
      isTouching = false
      scrollOrigin = nil
      apply(&drawer, .up(at: origin.moved(by: translation), time: time))
    }
  }
}
