#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  /// An action that opens the enclosing drawer, read from the environment as
  /// ``SwiftUICore/EnvironmentValues/openDrawer``.
  ///
  /// The counterpart of ``DrawerCloseAction``, like SwiftUI's `OpenWindowAction` beside
  /// `DismissWindowAction`: call it as a function, from the presenting view or any view inside
  /// it, without passing a binding down. Opening from code is the app's own decision, so the
  /// veto is not asked; a drawer locked closed (``SwiftUICore/View/drawerLock(_:)``) opens too,
  /// as on Android. Two actions for the same drawer are equal, so readers are not updated again
  /// when the drawer's container is.
  ///
  /// ```swift
  /// struct EmptyInbox: View {
  ///   @Environment(\.openDrawer) private var openDrawer
  ///
  ///   var body: some View {
  ///     ContentUnavailableView {
  ///       Label("No Mail", systemImage: "tray")
  ///     } actions: {
  ///       Button("Show Mailboxes") { openDrawer() }
  ///     }
  ///   }
  /// }
  /// ```
  public struct DrawerOpenAction: Sendable, Equatable {
    private let state: DrawerState?

    /// An action that does nothing, for views outside a drawer.
    public init() {
      self.state = nil
    }

    init(state: DrawerState) {
      self.state = state
    }

    /// Whether a drawer encloses the view, so that calling the action opens something.
    public var isAvailable: Bool {
      state != nil
    }

    /// Opens the drawer with its spring.
    @MainActor
    public func callAsFunction() {
      state?.open(animated: true)
    }

    /// Opens the drawer, with its spring or at once.
    ///
    /// - Parameter animated: `false` to open at once.
    @MainActor
    public func callAsFunction(animated: Bool) {
      state?.open(animated: animated)
    }

    /// Opens the drawer and returns when it comes to rest.
    ///
    /// - Parameter animated: `true` (the default) to move on the spring, `false` to jump.
    /// - Returns: where the drawer came to rest: `.open`, unless a finger or a command sent it
    ///   elsewhere on the way; `nil` at once outside a drawer.
    @MainActor
    @discardableResult
    public func openAndWait(animated: Bool = true) async -> DrawerRestState? {
      guard let state else { return nil }
      return await state.open(animated: animated)
    }

    /// Whether two actions open the same drawer.
    public static func == (lhs: DrawerOpenAction, rhs: DrawerOpenAction) -> Bool {
      lhs.state === rhs.state
    }
  }

  extension EnvironmentValues {
    /// Opens the enclosing drawer; the counterpart of
    /// ``SwiftUICore/EnvironmentValues/closeDrawer``.
    ///
    /// Available to the drawer's content and to the view that presents it; outside a drawer it
    /// does nothing. See ``DrawerOpenAction``.
    ///
    /// ```swift
    /// @Environment(\.openDrawer) private var openDrawer
    /// Button("Show Mailboxes") { openDrawer() }
    /// ```
    @Entry public var openDrawer: DrawerOpenAction = DrawerOpenAction()
  }
#endif
