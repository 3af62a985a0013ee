#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  extension EnvironmentValues {
    /// The lock drawers below are held in, set with ``SwiftUICore/View/drawerLock(_:)``; `nil`
    /// (the default) leaves each drawer's own, its ``DrawerState``'s configuration.
    @Entry public var drawerLock: DrawerLockMode? = nil
  }

  extension View {
    /// Locks the drawers this view presents, or unlocks them, at run time.
    ///
    /// Android's `DrawerLayout.setDrawerLockMode`: ``DrawerLockMode/lockedClosed`` keeps the
    /// person's gestures from opening the drawer (and closes an open one, on its spring),
    /// ``DrawerLockMode/lockedOpen`` keeps them from closing it (and opens a closed one). The app
    /// can still open and close a locked drawer from code. Works with every form of presentation,
    /// `drawer(isPresented:)` and `drawer(item:)` included; for `drawer(state:)` it wins over the
    /// lock in the state's configuration while set.
    ///
    /// ```swift
    /// Editor(document: document)
    ///   .drawer(isPresented: $showsOutline) { Outline(document: document) }
    ///   .drawerLock(isEditingText ? .lockedClosed : .unlocked)
    /// ```
    ///
    /// - Parameter lockMode: the lock; `nil` leaves the drawer's own.
    /// - Returns: a view whose drawers are locked so.
    public func drawerLock(_ lockMode: DrawerLockMode?) -> some View {
      environment(\.drawerLock, lockMode)
    }
  }
#endif
