#if canImport(SwiftUI)

  /// An action that closes the enclosing drawer, read from the environment as
  /// ``SwiftUICore/EnvironmentValues/closeDrawer``.
  ///
  /// Like SwiftUI's `DismissAction`, you call it as a function. Unlike `dismiss`, it only ever
  /// closes a drawer (never pops a navigation stack or dismisses a sheet), it can skip the
  /// animation, and it is available to the presenting view as well as to the drawer's content.
  /// Closing from code is the app's own decision, so the state's
  /// ``DrawerState/confirmStateChange`` veto is not asked.
  ///
  /// ```swift
  /// struct MenuRow: View {
  ///   @Environment(\.closeDrawer) private var closeDrawer
  ///   let destination: Destination
  ///   @Binding var selection: Destination
  ///
  ///   var body: some View {
  ///     Button(destination.title) {
  ///       selection = destination
  ///       closeDrawer()
  ///     }
  ///   }
  /// }
  /// ```
  public struct DrawerCloseAction: Sendable {
    private let action: (@MainActor @Sendable (Bool) -> Void)?

    /// An action that does nothing, for views outside a drawer.
    public init() {
      self.action = nil
    }

    init(_ action: @escaping @MainActor @Sendable (Bool) -> Void) {
      self.action = action
    }

    /// Whether a drawer encloses the view, so that calling the action closes something.
    public var isAvailable: Bool {
      action != nil
    }

    /// Closes the drawer with its spring.
    @MainActor
    public func callAsFunction() {
      action?(true)
    }

    /// Closes the drawer, with its spring or at once.
    ///
    /// - Parameter animated: `false` to close at once, as when navigating away.
    @MainActor
    public func callAsFunction(animated: Bool) {
      action?(animated)
    }
  }
#endif
