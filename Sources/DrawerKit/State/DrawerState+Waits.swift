#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import Foundation

  extension DrawerState {
    // MARK: Waiting for the drawer

    /// Opens the drawer and returns when it comes to rest.
    ///
    /// ```swift
    /// .task { await drawer.open() }
    /// ```
    ///
    /// - Parameter animated: `true` (the default) to move on the spring, `false` to jump.
    /// - Returns: where the drawer came to rest: `.open`, unless something sent it elsewhere
    ///   on the way (a finger, another command).
    @discardableResult
    public func open(animated: Bool = true) async -> DrawerRestState {
      send(.open(animated: animated, time: clock()))
      return await rest()
    }

    /// Closes the drawer and returns when it comes to rest: close first, then act.
    ///
    /// The order to use when what follows is expensive, such as building the next screen
    /// after a choice in the menu: the close starts at once and keeps its first frames, and the
    /// work runs once the drawer is out of the way. ``DrawerMenu`` chooses rows this way.
    ///
    /// ```swift
    /// await drawer.close()
    /// path.append(selection)  // navigate once the drawer is out of the way
    /// ```
    ///
    /// - Parameter animated: `true` (the default) to move on the spring, `false` to jump.
    /// - Returns: where the drawer came to rest: `.closed`, unless something sent it elsewhere.
    @discardableResult
    public func close(animated: Bool = true) async -> DrawerRestState {
      send(.close(animated: animated, time: clock()))
      return await rest()
    }

    /// Toggles the drawer and returns when it comes to rest.
    ///
    /// - Parameter animated: `true` (the default) to move on the spring, `false` to jump.
    /// - Returns: where the drawer came to rest.
    @discardableResult
    public func toggle(animated: Bool = true) async -> DrawerRestState {
      send(.toggle(animated: animated, time: clock()))
      return await rest()
    }

    /// Returns when the drawer is at rest, at once if it already is.
    ///
    /// A drawer held by a finger is not at rest until the finger lets go and the drawer settles.
    /// Cancelling the calling task does not make it return early; a drawer left alone rests
    /// within its spring's settling time (well under a second with the built-in springs).
    ///
    /// - Returns: where the drawer rests.
    @discardableResult
    public func rest() async -> DrawerRestState {
      if let rest = controller.waitForRest() { return rest }
      return await withCheckedContinuation { continuation in
        waits.waitForRest(continuation)
      }
    }

    /// Returns when the drawer *looks* at rest (within half a point of its target, or landed
    /// there), a spring's last tail before ``rest()``: what a choice in the menu waits for.
    ///
    /// - Returns: where the drawer looks at rest.
    func visualRest() async -> DrawerRestState {
      if let rest = controller.waitForVisualRest() { return rest }
      // A wake-up at the visual rest, whether or not a frame is drawn then.
      scheduleRest()
      return await withCheckedContinuation { continuation in
        waits.waitForVisualRest(continuation)
      }
    }

    /// Brings the drawer to rest when its spring does, whether or not a frame is drawn then
    /// (the drawer may be off screen, or the app in the background).
    func scheduleRest() {
      let restTime = controller.wakeTime
      guard restTime != waits.scheduledTime else { return }
      waits.scheduledTime = restTime
      waits.task?.cancel()
      waits.task = nil
      guard let restTime else { return }
      let delay = Swift.max(0, restTime - clock())
      // The state is held until its drawer rests (a spring's settling time at most): a view that
      // goes away meanwhile must not leave `await close()` waiting for ever.
      waits.task = Task {
        try? await Task.sleep(for: .seconds(delay))
        guard !Task.isCancelled else { return }
        self.waits.scheduledTime = nil
        self.frameDidAdvance(to: Date(timeIntervalSinceReferenceDate: self.clock()))
        // A wall clock a little behind the sleep: look again.
        self.scheduleRest()
      }
    }
  }
#endif
