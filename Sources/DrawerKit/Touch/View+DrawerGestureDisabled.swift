#if canImport(SwiftUI)
  public import SwiftUI

  extension View {
    /// Switches the drawer's gestures off while this view is on screen, or while
    /// `isDisabled` is `true`, for a pushed screen whose own swipes must not move the drawer.
    ///
    /// While a pushed screen shows, a swipe from the edge is the navigation back-swipe's (and a
    /// horizontal swipe is the screen's own), not the drawer's; when the screen is popped, the
    /// drawer's gestures return. The drawer still opens and closes from ``DrawerToggle``, the
    /// app's commands and the keyboard.
    ///
    /// Apply it to the `NavigationStack` itself, bound to its path: the stack is in the drawer's
    /// content, so the value reaches the drawer without depending on how a preference set inside
    /// a navigation destination travels up through the stack.
    ///
    /// ```swift
    /// @State private var path = NavigationPath()
    ///
    /// NavigationStack(path: $path) {
    ///   Inbox()
    ///     .navigationDestination(for: Message.self) { MessageView($0) }
    /// }
    /// .drawerGestureDisabled(!path.isEmpty)  // the edge swipe goes back, not to the menu
    /// .drawer(isPresented: $showsMenu) { Mailboxes() }
    /// ```
    ///
    /// Applied to a destination instead (`MessageView(message).drawerGestureDisabled()`), it
    /// works wherever SwiftUI passes the destination's preferences up to the stack's ancestors.
    ///
    /// **Inside the drawer's own content** it does the same for a navigation stack in the
    /// drawer: while a submenu is pushed, the drags that start on a trailing drawer, whose
    /// closing runs the way going back does, are its stack's (the back-swipe goes back to the
    /// menu); a leading drawer closes against the back-swipe and keeps its closing drag. Either
    /// still closes from its scrim, the toggle, the Escape key and a choice; it does not switch
    /// off the drags on the content that open the drawer, so a drawer presented with
    /// `drawer(state:)` keeps its submenu while closed and still opens from its edge.
    ///
    /// ```swift
    /// .drawer(state: drawer) {
    ///   NavigationStack(path: $menuPath) {
    ///     SettingsMenu()
    ///       .navigationDestination(for: SettingsPage.self) { SettingsSubmenu($0) }
    ///   }
    ///   .drawerGestureDisabled(!menuPath.isEmpty)  // the back-swipe goes back in the drawer
    /// }
    /// ```
    ///
    /// Unlike ``SwiftUICore/View/drawerGesture(_:)``, which the presenting view sets for the drawers under it,
    /// this travels up from inside the drawer's content to the drawer, as `navigationTitle`
    /// travels up to its navigation stack, so it follows whichever screen is showing. Like
    /// `interactiveDismissDisabled(_:)` for a sheet, any view that asks wins.
    ///
    /// - Parameter isDisabled: whether to switch the drawer's gestures off; `true` by default.
    /// - Returns: a view that switches the enclosing drawer's gestures off while it shows.
    public func drawerGestureDisabled(_ isDisabled: Bool = true) -> some View {
      preference(key: DrawerGestureDisabledKey.self, value: isDisabled)
    }
  }

  /// Whether a view in a drawer's content asks for the drawer's gestures to be off: any view's
  /// `true` wins, so that an unrelated view's default does not undo it.
  struct DrawerGestureDisabledKey: PreferenceKey {
    static let defaultValue = false

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
      value = value || nextValue()
    }
  }

  /// Reads whether a screen in the content switched the drawer's gestures off
  /// (``SwiftUICore/View/drawerGestureDisabled(_:)``) into the container's state.
  struct DrawerGestureDisabledReader: ViewModifier {
    let isDisabled: Binding<Bool>

    func body(content: Content) -> some View {
      content.onPreferenceChange(DrawerGestureDisabledKey.self) { disabled in
        // Through a binding: some SDKs declare this closure `@Sendable`, where the view's
        // `@State` cannot be mutated.
        isDisabled.wrappedValue = disabled
      }
    }
  }
#endif
