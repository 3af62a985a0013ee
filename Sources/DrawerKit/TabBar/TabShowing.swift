#if canImport(SwiftUI)
  public import SwiftUI

  extension EnvironmentValues {
    /// Whether the ``FloatingTabBar`` tab this view is in is the one showing; `true` outside a
    /// floating tab bar.
    ///
    /// A `TabView` builds a tab's views when the person switches to it and takes them down when
    /// they leave, so its screens refresh in `onAppear`. A floating tab bar keeps every visited
    /// tab's views alive out of sight, to keep their state: `onAppear` runs once, and tasks keep
    /// running in the tabs out of sight. Read this value instead, or react to it with
    /// ``SwiftUICore/View/onTabSelectionChange(initial:perform:)``. With `task(id:)` a tab's work
    /// runs while it shows and is cancelled when the person leaves it:
    ///
    /// ```swift
    /// @Environment(\.isTabShowing) private var isShowing
    ///
    /// var body: some View {
    ///   List(messages) { MessageRow($0) }
    ///     .task(id: isShowing) {
    ///       guard isShowing else { return }
    ///       await inbox.refresh()  // on each visit; cancelled when the person switches away
    ///     }
    /// }
    /// ```
    ///
    /// Inside a tab bar that is itself in a tab, it is `true` only when both tabs show. It changes
    /// when the person switches tabs, not while the drawer slides over the tab.
    @Entry public var isTabShowing: Bool = true
  }

  extension View {
    /// Performs an action when the person switches to the ``FloatingTabBar`` tab this view is in,
    /// or away from it: the moment a `TabView` screen would appear or disappear.
    ///
    /// A floating tab bar keeps the tabs a person visited alive out of sight, so `onAppear` and
    /// `onDisappear` run once, when the tab is first built and when it is let go; this runs on
    /// every switch. It reads ``SwiftUICore/EnvironmentValues/isTabShowing``. Outside a floating
    /// tab bar the tab always shows and the action never runs, unless `initial` asks.
    ///
    /// ```swift
    /// Timeline()
    ///   .onTabSelectionChange { isShowing in
    ///     isShowing ? player.resume() : player.pause()
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - initial: whether to perform the action with the tab's state when this view appears,
    ///     as `onChange(of:initial:_:)` does; `false` by default.
    ///   - action: what to do, given whether the tab now shows.
    /// - Returns: a view that performs the action when its tab is chosen or left.
    public func onTabSelectionChange(
      initial: Bool = false, perform action: @escaping @MainActor (_ isShowing: Bool) -> Void
    ) -> some View {
      modifier(TabSelectionChangeAction(initial: initial, action: action))
    }
  }

  /// Runs an action when the enclosing tab is chosen or left.
  struct TabSelectionChangeAction: ViewModifier {
    let initial: Bool
    let action: @MainActor (Bool) -> Void
    @Environment(\.isTabShowing) private var isShowing

    func body(content: Content) -> some View {
      content.onChange(of: isShowing, initial: initial) { _, isShowing in
        action(isShowing)
      }
    }
  }
#endif
