import XCTest

/// The running showcase as the tests drive it: its elements by the identifiers the showcase sets
/// (``ShowcaseID``), and a person's gestures in points of its window.
///
/// The drawer is open, to the tests as to VoiceOver, when its content is in the accessibility
/// tree: DrawerKit hides it while the drawer is closed or closing, and hides the content behind
/// it while it is open.
@MainActor
struct Showcase {
  let app: XCUIApplication

  /// The showcase's window.
  var window: XCUIElement { app.windows.firstMatch }
  /// The drawer's toggle in the showing tab's toolbar.
  var toggle: XCUIElement { element(ShowcaseID.toggle) }
  /// The drawer's content.
  var menu: XCUIElement { element(ShowcaseID.menu) }
  /// A sample's drawer toggle, and its drawer's content.
  var sampleToggle: XCUIElement { element(ShowcaseID.Sample.toggle) }
  var sampleDrawer: XCUIElement { element(ShowcaseID.Sample.drawer) }

  /// The element with the identifier `id`, of any type.
  func element(_ id: String) -> XCUIElement {
    app.descendants(matching: .any).matching(identifier: id).firstMatch
  }

  /// The button of the drawer's menu labelled `title`, such as a row.
  func menuButton(_ title: String) -> XCUIElement {
    menu.descendants(matching: .button).matching(identifier: title).firstMatch
  }

  /// The tab bar's item labelled `title`.
  func tab(_ title: String) -> XCUIElement {
    app.buttons.matching(identifier: title).firstMatch
  }

  /// The accessibility value of the element with the identifier `id` (the status rows give
  /// their shown text as their value), or `nil` if it is not there.
  func value(of id: String) -> String? {
    let element = element(id)
    return element.exists ? element.value as? String : nil
  }

  /// Whether `element` is there and can take a touch or a click.
  func isReachable(_ element: XCUIElement) -> Bool {
    element.exists && element.isHittable
  }

  // MARK: Waiting

  /// Waits up to `timeout` seconds for `condition` to hold, looking again every tenth of a
  /// second. The app's state is only ever read, never assumed.
  @discardableResult
  func waitUntil(timeout: TimeInterval = 5, _ condition: () -> Bool) -> Bool {
    Self.wait(timeout: timeout, condition)
  }

  /// Waits up to `timeout` seconds for `condition` to hold, looking every tenth of a second.
  @discardableResult
  static func wait(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if condition() { return true }
      if Date() >= deadline { return false }
      Thread.sleep(forTimeInterval: 0.1)
    }
  }

  /// The distinct frames of `element` seen in `count` looks, as fast as XCUITest answers (each
  /// look takes a snapshot of the app): proof that it moved while it was watched.
  func frames(of element: XCUIElement, looks count: Int) -> [CGRect] {
    var seen: [CGRect] = []
    for _ in 0..<count where element.exists {
      let frame = element.frame
      if seen.last.map({ abs($0.minX - frame.minX) >= 1 || abs($0.maxX - frame.maxX) >= 1 })
        ?? true
      {
        seen.append(frame)
      }
    }
    return seen
  }

  /// Waits for `element` to stop moving: two looks at its frame a fifth of a second apart agree
  /// to the point.
  @discardableResult
  func waitUntilStill(_ element: XCUIElement, timeout: TimeInterval = 5) -> Bool {
    var last = element.exists ? element.frame : .null
    return waitUntil(timeout: timeout) {
      Thread.sleep(forTimeInterval: 0.2)
      let now = element.exists ? element.frame : .null
      defer { last = now }
      return !now.isNull && abs(now.minX - last.minX) < 1 && abs(now.maxX - last.maxX) < 1
    }
  }

  /// Waits for the drawer to be open and at rest: its content is reachable and still.
  func waitUntilOpen(timeout: TimeInterval = 5) -> Bool {
    waitUntil(timeout: timeout) { isReachable(menu) } && waitUntilStill(menu)
  }

  /// Waits for the drawer to be closed: its content has left the accessibility tree and the
  /// toggle is reachable again.
  func waitUntilClosed(timeout: TimeInterval = 5) -> Bool {
    waitUntil(timeout: timeout) { !menu.exists && isReachable(toggle) }
  }

  /// Waits, on the Home tab, for its status to read closed and resting.
  func waitUntilClosedAtRest(timeout: TimeInterval = 5) -> Bool {
    waitUntilClosed(timeout: timeout)
      && waitUntil(timeout: timeout) {
        value(of: ShowcaseID.statusOpen) == "no" && value(of: ShowcaseID.statusPhase) == "resting"
      }
  }

  // MARK: Gestures

  /// The window's frame, on the screen.
  var windowFrame: CGRect { window.frame }

  /// The point `x`, `y` points from the window's top-leading corner.
  func point(x: CGFloat, y: CGFloat) -> XCUICoordinate {
    window.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
      .withOffset(CGVector(dx: x, dy: y))
  }

  /// The point of the screen at `location` (an element's frame is on the screen).
  func point(at location: CGPoint) -> XCUICoordinate {
    let frame = windowFrame
    return point(x: location.x - frame.minX, y: location.y - frame.minY)
  }

  /// How far in from the window's leading edge a swipe "from the edge" starts: on the very edge
  /// of a touch screen, and inside the window on a Mac, where the outermost points resize it.
  static var edgeInset: CGFloat {
    #if canImport(UIKit)
      2
    #else
      12
    #endif
  }

  /// A tap with a finger, or a click with the pointer on a Mac.
  func tap(_ element: XCUIElement) {
    #if canImport(UIKit)
      element.tap()
    #else
      element.click()
    #endif
  }

  /// A tap with a finger, or a click with the pointer on a Mac, at `coordinate`.
  func tap(_ coordinate: XCUICoordinate) {
    #if canImport(UIKit)
      coordinate.tap()
    #else
      coordinate.click()
    #endif
  }

  /// A finger (or the pointer, button down) that rests `holding` seconds at `start`, moves to
  /// `end` at `velocity`, stays there `holdingAtEnd` seconds and lifts.
  func drag(
    from start: XCUICoordinate, to end: XCUICoordinate, holding: TimeInterval = 0.05,
    velocity: XCUIGestureVelocity = .fast, holdingAtEnd: TimeInterval = 0
  ) {
    #if canImport(UIKit)
      start.press(
        forDuration: holding, thenDragTo: end, withVelocity: velocity,
        thenHoldForDuration: holdingAtEnd)
    #else
      start.click(
        forDuration: holding, thenDragTo: end, withVelocity: velocity,
        thenHoldForDuration: holdingAtEnd)
    #endif
  }

  /// A swipe from the window's left edge toward its middle, at half its height: the gesture
  /// that opens a closed drawer on the leading edge of a left-to-right layout.
  func swipeFromLeadingEdge() {
    swipeFromEdge(.left)
  }

  /// The physical sides of the window.
  enum Side {
    case left
    case right
  }

  /// A swipe from the window's edge on `side` toward its middle, at half its height.
  func swipeFromEdge(_ side: Side) {
    let frame = windowFrame
    let y = frame.height * 0.5
    let travel = min(frame.width * 0.8, 320)
    let start = side == .left ? Self.edgeInset : frame.width - Self.edgeInset
    let end = side == .left ? travel : frame.width - travel
    drag(from: point(x: start, y: y), to: point(x: end, y: y + 4))
  }

  /// A tap on the content beside the open drawer, where the scrim is.
  func tapBesideTheDrawer() {
    let frame = windowFrame
    tap(point(x: frame.width * 0.95, y: frame.height * 0.5))
  }

  /// A swipe on the open drawer toward the edge it came from, from inside its inner edge: within
  /// the strip where iOS 17's `DragGesture` path moves the open drawer
  /// (`DrawerGesturePath.openDrawerEdgeStrip`, 16 pt), which no control of the menu reaches.
  func swipeDrawerClosed() {
    let drawer = menu.frame
    let y = drawer.midY
    drag(
      from: point(at: CGPoint(x: drawer.maxX - 8, y: y)),
      to: point(at: CGPoint(x: windowFrame.minX + Self.edgeInset, y: y + 4)))
  }

  // MARK: What the drawer followed

  /// How many drags the drawer has followed since launch, and where the last one left it (in
  /// percent of the drawer's width, or "none"), read on Home's status rows: the open drawer is
  /// closed first by a tap on its scrim, which follows no drag, and Home is shown.
  func followedDrags() -> (count: String?, releasedAt: String?) {
    if menu.exists {
      tapBesideTheDrawer()
      _ = waitUntilClosed()
    }
    let home = tab("Home")
    if home.exists && !home.isSelected { tap(home) }
    let row = element(ShowcaseID.statusDragsFollowed)
    scrollTo(row)
    return (value(of: ShowcaseID.statusDragsFollowed), value(of: ShowcaseID.statusReleasedAt))
  }

  /// Scrolls the showing screen down, a screenful at a time, until `element` is reachable.
  @discardableResult
  func scrollTo(_ element: XCUIElement) -> Bool {
    #if canImport(UIKit)
      // A List builds only the rows in view: swipe until the row is there.
      for _ in 0..<8 where !isReachable(element) { window.swipeUp() }
    #endif
    // A Mac's table has every row in the accessibility tree, and a click scrolls to it.
    return element.waitForExistence(timeout: 2)
  }
}
