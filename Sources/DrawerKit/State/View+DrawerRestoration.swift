#if canImport(SwiftUI)
  public import DrawerCore
  public import SwiftUI

  extension View {
    /// Keeps a drawer's state in scene storage, so that each window comes back after a relaunch
    /// with its drawer open or closed and its sidebar shown or hidden, as the person left it.
    ///
    /// SwiftUI restores `@SceneStorage` per scene: each window on iPad and Mac, and the app's
    /// one scene on iPhone, when the system recreates it (not after the person closes the window
    /// or swipes the app away). Bind a ``DrawerRestoration`` stored there to the ``DrawerState``
    /// you present with `drawer(state:)`: when this view first appears the state is restored
    /// (``DrawerState/restore(_:)``: at once, with no animation, taking no focus), and from
    /// then on each change of the drawer's target or the sidebar's visibility is written back.
    /// A drawer presented with `drawer(isPresented:)` needs none of this: store its Boolean in
    /// `@SceneStorage` and the drawer starts as the restored binding says, also without
    /// animation or focus.
    ///
    /// ```swift
    /// @State private var drawer = DrawerState()
    /// @SceneStorage("drawer") private var restoration = DrawerRestoration()
    ///
    /// var body: some View {
    ///   NavigationStack { Inbox().toolbar { DrawerToggle() } }
    ///     .drawer(state: drawer, adaptivity: .sidebarWhenRegular) { MailboxList() }
    ///     .drawerRestoration($restoration, for: drawer)
    /// }
    /// ```
    ///
    /// With ``SwiftUICore/View/drawerSidebarVisibility(_:)`` the binding you give there is the
    /// sidebar's source of truth: store that Boolean instead. The restoration then leaves the
    /// sidebar as the binding says (a new window does not show a sidebar the binding hides) and
    /// restores only the drawer's open state; its own sidebar field follows the binding.
    ///
    /// - Parameters:
    ///   - restoration: the stored value, typically `$` of a `@SceneStorage` property.
    ///   - state: the drawer's state, the one given to `drawer(state:)`.
    /// - Returns: a view that restores the drawer as it appears and keeps its state stored.
    public func drawerRestoration(
      _ restoration: Binding<DrawerRestoration>, for state: DrawerState
    ) -> some View {
      modifier(DrawerRestorationModifier(restoration: restoration, state: state))
    }
  }

  /// Restores a drawer's state once, as the view first appears, then writes each change back.
  struct DrawerRestorationModifier: ViewModifier {
    @Binding var restoration: DrawerRestoration
    let state: DrawerState
    /// The state last restored, so that a view that disappears and comes back (a tab, a pushed
    /// screen) does not restore the same state over what the person did since; a new state (a
    /// view built anew) is restored.
    @State private var restored: ObjectIdentifier?

    func body(content: Content) -> some View {
      content
        .onAppear {
          let identity = ObjectIdentifier(state)
          guard restored != identity else { return }
          restored = identity
          state.restore(restoration)
          // The stored value as the drawer took it (sanitised by its lock), for the next launch;
          // a restoration waiting for the drawer's first layout is written back by the change
          // it makes then.
          if !state.holdsRestoration, state.restoration != restoration {
            restoration = state.restoration
          }
        }
        .onChange(of: state.restoration) { _, kept in
          guard restored == ObjectIdentifier(state), kept != restoration else { return }
          restoration = kept
        }
        // A restoration that waited for the drawer's first layout and changed nothing there
        // (sanitised to the rest the drawer was at) is written back as the drawer took it.
        .onChange(of: state.heldRestorationsApplied) { _, _ in
          guard restored == ObjectIdentifier(state), state.restoration != restoration else {
            return
          }
          restoration = state.restoration
        }
        // A state the app puts in place of the restored one while the view shows (a reset) is
        // the app's new word, not restored: it is stored as it is, and its changes from then on.
        .onChange(of: ObjectIdentifier(state)) { _, identity in
          guard restored != nil else { return }
          restored = identity
          if state.restoration != restoration { restoration = state.restoration }
        }
    }
  }
#endif
