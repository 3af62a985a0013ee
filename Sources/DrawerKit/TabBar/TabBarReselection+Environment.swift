#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  extension EnvironmentValues {
    /// The latest re-selection of the tab this view is in: a ``FloatingTabBar`` sets it in each
    /// tab when the person chooses that tab again while it is showing; `nil` before the first.
    ///
    /// SwiftUI's `TabView` has no such event; UIKit calls `tabBarController(_:didSelect:)` for it
    /// and apps scroll to the top or pop to the root. Each value is new (its
    /// ``TabBarReselection/count`` grows), so `onChange(of:)` sees every re-selection.
    /// ``SwiftUICore/View/onTabBarReselection(perform:)`` wraps that.
    ///
    /// ```swift
    /// @Environment(\.tabBarReselection) private var reselection
    ///
    /// ScrollViewReader { proxy in
    ///   List(messages) { MessageRow($0) }
    ///     .onChange(of: reselection) { proxy.scrollTo(messages.first?.id) }
    /// }
    /// ```
    @Entry public var tabBarReselection: TabBarReselection<AnyTabBarID>? = nil
  }

  extension View {
    /// Performs an action when the person chooses again the ``FloatingTabBar`` tab this view is
    /// in, while it is showing: the moment to scroll to the top or pop to the root.
    ///
    /// Reads ``SwiftUICore/EnvironmentValues/tabBarReselection``; the choice of another tab is
    /// not a re-selection. Outside a floating tab bar the action never runs.
    ///
    /// ```swift
    /// NavigationStack(path: $path) { Feed() }
    ///   .onTabBarReselection { path.removeAll() }
    /// ```
    ///
    /// - Parameter action: what to do.
    /// - Returns: a view that performs the action on each re-selection of its tab.
    public func onTabBarReselection(perform action: @escaping @MainActor () -> Void) -> some View {
      modifier(TabBarReselectionAction(action: action))
    }
  }

  /// Runs an action on each re-selection of the enclosing tab.
  struct TabBarReselectionAction: ViewModifier {
    let action: @MainActor () -> Void
    @Environment(\.tabBarReselection) private var reselection

    func body(content: Content) -> some View {
      content.onChange(of: reselection) { _, reselection in
        if reselection != nil { action() }
      }
    }
  }
#endif
