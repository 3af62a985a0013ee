#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore

  /// An action that closes the enclosing drawer, read from the environment as
  /// ``SwiftUICore/EnvironmentValues/closeDrawer``.
  ///
  /// Like SwiftUI's `DismissAction`, you call it as a function. Unlike `dismiss`, it only ever
  /// closes a drawer (never pops a navigation stack or dismisses a sheet), it can skip the
  /// animation, it can wait for the drawer to rest (``closeAndWait(animated:)``), and it is
  /// available to the presenting view as well as to the drawer's content. Closing from code is
  /// the app's own decision, so the state's ``DrawerState/confirmStateChange`` veto is not asked.
  ///
  /// Two actions for the same drawer are equal, so a view that reads it is not updated again
  /// when the drawer's container is: only a different drawer makes a different action.
  ///
  /// ```swift
  /// struct MenuRow: View {
  ///   @Environment(\.closeDrawer) private var closeDrawer
  ///   let destination: Destination
  ///   @Binding var selection: Destination
  ///
  ///   var body: some View {
  ///     Button(destination.title) {
  ///       Task {
  ///         // The close keeps its first frames, then the next screen is built.
  ///         if await closeDrawer.closeAndWait() == .closed { selection = destination }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  public struct DrawerCloseAction: Sendable, Equatable {
    private let state: DrawerState?

    /// An action that does nothing, for views outside a drawer.
    public init() {
      self.state = nil
    }

    init(state: DrawerState) {
      self.state = state
    }

    /// Whether a drawer encloses the view, so that calling the action closes something.
    public var isAvailable: Bool {
      state != nil
    }

    /// Closes the drawer with its spring.
    @MainActor
    public func callAsFunction() {
      state?.close(animated: true)
    }

    /// Closes the drawer, with its spring or at once.
    ///
    /// - Parameter animated: `false` to close at once, as when navigating away.
    @MainActor
    public func callAsFunction(animated: Bool) {
      state?.close(animated: animated)
    }

    /// Closes the drawer and returns once it looks closed: close first, then act.
    ///
    /// The order for a choice that builds the next screen: the close starts at once and keeps
    /// its first frames, and the expensive work runs once the drawer is out of the way. It
    /// returns when the drawer is within half a point of where it is going and all but still
    /// (`Drawer.visualRestTime`), the spring's last invisible tail before
    /// ``DrawerState/rest()``; ``DrawerMenu`` chooses rows this way. Act only if the drawer
    /// closed: a finger may catch it on the way and keep it open.
    ///
    /// ```swift
    /// Task {
    ///   if await closeDrawer.closeAndWait() == .closed {
    ///     path.append(destination)
    ///   }
    /// }
    /// ```
    ///
    /// - Parameter animated: `true` (the default) to move on the spring, `false` to jump.
    /// - Returns: where the drawer looks at rest: `.closed`, unless a finger or a command sent it
    ///   elsewhere on the way; `nil` at once outside a drawer.
    @MainActor
    @discardableResult
    public func closeAndWait(animated: Bool = true) async -> DrawerRestState? {
      guard let state else { return nil }
      state.send(.close(animated: animated, time: state.clock()))
      return await state.visualRest()
    }

    /// Whether two actions close the same drawer.
    public static func == (lhs: DrawerCloseAction, rhs: DrawerCloseAction) -> Bool {
      lhs.state === rhs.state
    }
  }
#endif
