#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  extension View {
    /// Presents a drawer that slides in from the side of this view while a binding is `true`.
    ///
    /// The drawer's counterpart of `sheet(isPresented:onDismiss:content:)`. Where a sheet is
    /// all or nothing, a drawer follows the finger: a swipe from the edge opens it, a drag or a
    /// tap on the scrim closes it, and a fling carries its velocity into the engine's spring.
    /// The binding reads `true` as soon as the drawer is open *or heading for open*, so it
    /// changes the instant a release decides, not when the drawer comes to rest. Setting it
    /// opens or closes the drawer from wherever it is, without a jump.
    ///
    /// The drawer's content gets the ``SwiftUICore/EnvironmentValues/closeDrawer`` and
    /// ``SwiftUICore/EnvironmentValues/openDrawer`` actions and the drawer's
    /// ``SwiftUICore/EnvironmentValues/drawerState``; this view gets them too, so a
    /// ``DrawerToggle`` in its toolbar finds the drawer and a ``DrawerProgressReader`` follows
    /// it. Set the look with ``drawerStyle(_:)``
    /// and the behaviour with ``drawerWidth(_:)``, ``drawerSpring(_:)``, ``drawerGesture(_:)``
    /// and ``drawerLock(_:)`` on this view or an ancestor.
    ///
    /// The drawer fills the space offered to it (it measures it with a `GeometryReader`), and
    /// this view with it, as a `NavigationSplitView` does: attach it at the root of a screen (the
    /// `NavigationStack`, the tab bar), not to a view inside a stack or a list, which it would
    /// stretch. Its edges are that space's, inside the safe area; its background reaches under
    /// the safe area to the screen's edge.
    ///
    /// ```swift
    /// struct ContentView: View {
    ///   @State private var showsMenu = false
    ///
    ///   var body: some View {
    ///     NavigationStack {
    ///       Inbox()
    ///         .toolbar { ToolbarItem(placement: .navigation) { DrawerToggle() } }
    ///     }
    ///     .drawer(isPresented: $showsMenu) {
    ///       MailboxList()
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: whether the drawer is open or heading for open.
    ///   - edge: the edge the drawer slides in from; `.leading` by default, mirrored in
    ///     right-to-left layouts.
    ///   - width: the drawer's width rule; `nil` (the default) uses ``drawerWidth(_:)``'s, itself
    ///     the container less 56 pt, at most 320 pt, by default.
    ///   - adaptivity: `.modal` (the default), or `.sidebarWhenRegular` for a permanent sidebar
    ///     beside the content in a regular horizontal size class.
    ///   - interactiveContent: whether the content stays interactive while the drawer is open;
    ///     `false` by default, when the content is dimmed, hidden from VoiceOver, and a tap on it
    ///     closes the drawer.
    ///   - onDismiss: called when the drawer comes to rest closed after being presented, as
    ///     `sheet`'s is when the sheet has gone; `nil` by default.
    ///   - content: the drawer's content, typically a menu.
    /// - Returns: this view with a drawer attached.
    public func drawer<Content: View>(
      isPresented: Binding<Bool>,
      edge: HorizontalEdge = .leading,
      width: DrawerWidth? = nil,
      adaptivity: DrawerAdaptivity = .modal,
      interactiveContent: Bool = false,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: () -> Content
    ) -> some View {
      modifier(
        PresentedDrawerModifier(
          isPresented: isPresented,
          options: DrawerPresentationOptions(
            edge: edge, width: width, adaptivity: adaptivity,
            isContentInteractive: interactiveContent),
          onDismiss: onDismiss,
          menu: content()))
    }

    /// Presents a drawer for an item while a binding holds one.
    ///
    /// The drawer's counterpart of `sheet(item:onDismiss:content:)`: a non-`nil` item opens the
    /// drawer with content built for it; `nil` closes it, and the item's content stays on
    /// display while the drawer slides away. A different item while the drawer is open swaps
    /// the content in place, as a new view with state of its own (the content's identity is the
    /// item's). Closing the drawer by a gesture sets the binding to `nil`. Like
    /// ``drawer(isPresented:edge:width:adaptivity:interactiveContent:onDismiss:content:)``, it
    /// fills the space offered to it: attach it at the root of a screen.
    ///
    /// ```swift
    /// @State private var account: Account?
    ///
    /// var body: some View {
    ///   AccountsList(selection: $account)
    ///     .drawer(item: $account, edge: .trailing) { account in
    ///       AccountDetails(account: account)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - item: the item the drawer is presented for, or `nil`.
    ///   - edge: the edge the drawer slides in from; `.leading` by default.
    ///   - width: the drawer's width rule; `nil` uses ``drawerWidth(_:)``'s.
    ///   - adaptivity: `.modal` (the default) or `.sidebarWhenRegular`.
    ///   - interactiveContent: whether the content stays interactive while the drawer is open.
    ///   - onDismiss: called when the drawer comes to rest closed after being presented, as
    ///     `sheet(item:)`'s is; `nil` by default.
    ///   - content: builds the drawer's content for an item.
    /// - Returns: this view with a drawer attached.
    public func drawer<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      edge: HorizontalEdge = .leading,
      width: DrawerWidth? = nil,
      adaptivity: DrawerAdaptivity = .modal,
      interactiveContent: Bool = false,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      modifier(
        ItemDrawerModifier(
          item: item,
          options: DrawerPresentationOptions(
            edge: edge, width: width, adaptivity: adaptivity,
            isContentInteractive: interactiveContent),
          onDismiss: onDismiss,
          menu: content))
    }

    /// Presents a drawer driven by a ``DrawerState`` you own.
    ///
    /// For apps that want more than a Boolean: the state's ``DrawerState/progress`` follows the
    /// drawer continuously, its ``DrawerState/phase`` says whether it rests, is dragged or
    /// settles, its commands can wait for the drawer to rest, and its
    /// ``DrawerState/confirmStateChange`` can veto a gesture. SwiftUI's presentations have no
    /// equivalent object. Like the other forms, it fills the space offered to it: attach it at
    /// the root of a screen.
    ///
    /// ```swift
    /// @State private var drawer = DrawerState()
    ///
    /// var body: some View {
    ///   Inbox()
    ///     .overlay(alignment: .bottom) { UnreadBanner(drawer: drawer) }
    ///     .drawer(state: drawer) { MailboxList() }
    /// }
    ///
    /// // Reads the progress in its own body: only it is redrawn on each frame of the motion.
    /// struct UnreadBanner: View {
    ///   let drawer: DrawerState
    ///   var body: some View { Text("3 unread").opacity(1 - drawer.progress) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - state: the drawer's state; present it with one drawer at a time.
    ///   - edge: the edge the drawer slides in from; `.leading` by default.
    ///   - width: the drawer's width rule; `nil` uses ``drawerWidth(_:)``'s.
    ///   - adaptivity: `.modal` (the default) or `.sidebarWhenRegular`.
    ///   - interactiveContent: whether the content stays interactive while the drawer is open.
    ///   - onDismiss: called when the drawer comes to rest closed after being presented, as for
    ///     the other two forms; `nil` by default.
    ///   - content: the drawer's content.
    /// - Returns: this view with a drawer attached.
    public func drawer<Content: View>(
      state: DrawerState,
      edge: HorizontalEdge = .leading,
      width: DrawerWidth? = nil,
      adaptivity: DrawerAdaptivity = .modal,
      interactiveContent: Bool = false,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: () -> Content
    ) -> some View {
      modifier(
        DrawerPresentationModifier(
          state: state,
          options: DrawerPresentationOptions(
            edge: edge, width: width, adaptivity: adaptivity,
            isContentInteractive: interactiveContent),
          onDismiss: onDismiss, menu: content()))
    }
  }
#endif
