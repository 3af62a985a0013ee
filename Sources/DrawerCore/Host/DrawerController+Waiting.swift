extension DrawerController {
  // MARK: Waiting for the drawer

  /// When the drawer starts to look at rest: the engine's ``Drawer/visualRestTime``, the time
  /// from which its spring stays within ``Drawer/visualRestTolerance`` of the target, or the
  /// instant a spring without bounce lands there; `nil` unless it settles. The engine's rest
  /// (0.1 pt, ``DrawerSettling/restTime``) comes the spring's last tail later: 85 ms later for a
  /// 320 pt close on the default spring.
  public var visualRestTime: Double? {
    // Solved once per spring (it finds the spring's envelope), not on every frame that asks.
    if let cached = visualRestCache, cached.settling == drawer.settling { return cached.time }
    return drawer.visualRestTime
  }

  /// Keeps the visual rest of the spring in force for ``visualRestTime``, after each step.
  mutating func cacheVisualRest() {
    guard visualRestCache?.settling != drawer.settling else { return }
    visualRestCache = drawer.settling.map { (settling: $0, time: drawer.visualRestTime(of: $0)) }
  }

  /// Whether the drawer looks at rest at its latest time: it is at rest (``isAtRest``), or its
  /// spring has passed ``visualRestTime``. Never while a finger moves it.
  public var isVisuallyAtRest: Bool {
    if isAtRest { return true }
    guard !drawer.isTracking, let visualRestTime else { return false }
    return drawer.time >= visualRestTime
  }

  /// The next instant the host must advance time to (``advance(to:)``), whether or not a frame
  /// is drawn then: the drawer's visual rest while someone waits for it
  /// (``waitForVisualRest()``), otherwise its rest; `nil` when neither is due.
  public var wakeTime: Double? {
    let restTime = drawer.restTime
    guard pendingVisualWaits > 0, let visualRestTime, visualRestTime > drawer.time else {
      return restTime
    }
    return Swift.min(visualRestTime, restTime ?? visualRestTime)
  }

  /// Registers a caller waiting for the drawer to rest.
  ///
  /// - Returns: the rest state at once when the drawer is at rest (nothing is registered), or
  ///   `nil`: the wait completes in the step that brings the drawer to rest
  ///   (``DrawerControllerStep/completedWaits``).
  public mutating func waitForRest() -> DrawerRestState? {
    if isAtRest { return drawer.target }
    pendingWaits += 1
    return nil
  }

  /// Registers a caller waiting for the drawer to *look* at rest (``isVisuallyAtRest``):
  /// sooner than ``waitForRest()``, by the spring's last tenths of a point.
  ///
  /// - Returns: the rest state at once when the drawer looks at rest (nothing is registered), or
  ///   `nil`: the wait completes in the step that brings the drawer there
  ///   (``DrawerControllerStep/visualRest``), once the host advances time to ``wakeTime``.
  public mutating func waitForVisualRest() -> DrawerRestState? {
    if isVisuallyAtRest { return drawer.target }
    pendingVisualWaits += 1
    return nil
  }

  /// Ends every wait at once, for a host that goes away before the drawer rests, so that no
  /// caller waits for ever: they complete as if the drawer had come to rest where it is heading
  /// (or, under a finger, where the touch began).
  ///
  /// - Returns: a step with ``DrawerControllerStep/rest`` and ``DrawerControllerStep/visualRest``
  ///   set to that rest state, and the waits it ended; an empty step when nobody waited.
  public mutating func abandonWaits() -> DrawerControllerStep {
    var step = DrawerControllerStep()
    guard pendingWaits > 0 || pendingVisualWaits > 0 else { return step }
    step.rest = pendingWaits > 0 ? drawer.target : nil
    step.completedWaits = pendingWaits
    step.visualRest = pendingVisualWaits > 0 ? drawer.target : nil
    step.completedVisualWaits = pendingVisualWaits
    pendingWaits = 0
    pendingVisualWaits = 0
    return step
  }

}
