/// A programmatic request to a drawer: open it or close it.
///
/// Presentation bindings (`isPresented`, `item`) and focus bookkeeping speak in commands rather
/// than events, because a command has no time until a host sends it. ``event(animated:time:)``
/// turns one into the ``DrawerEvent`` the engine handles.
///
/// ```swift
/// if let command = DrawerPresentationSync.command(isPresented: true, drawer: drawer) {
///   drawer.handle(command.event(animated: true, time: now))
/// }
/// ```
@_spi(DrawerKit) public enum DrawerCommand: String, Sendable, Hashable, CaseIterable {
  /// Open the drawer.
  case open
  /// Close the drawer.
  case close

  /// The rest state the command sends the drawer to.
  public var target: DrawerRestState {
    self == .open ? .open : .closed
  }

  /// The command that sends a drawer to a rest state.
  ///
  /// - Parameter target: the rest state wanted.
  public init(target: DrawerRestState) {
    self = target == .open ? .open : .close
  }

  /// The engine event that carries out the command.
  ///
  /// - Parameters:
  ///   - animated: `true` to move on the configured spring, `false` to jump.
  ///   - time: the event's time in seconds.
  /// - Returns: ``DrawerEvent/open(animated:time:)`` or ``DrawerEvent/close(animated:time:)``.
  public func event(animated: Bool, time: Double) -> DrawerEvent {
    switch self {
    case .open: .open(animated: animated, time: time)
    case .close: .close(animated: animated, time: time)
    }
  }
}
