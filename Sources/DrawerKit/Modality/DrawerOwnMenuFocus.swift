#if canImport(SwiftUI)
  internal import SwiftUI

  /// Whether the drawer's own content holds a menu that puts focus on its row when the drawer
  /// opens (``DrawerMenu`` puts it on the selected row): the container then leaves focus to it,
  /// so that the two moves never race and leave focus on the container, above the rows' own key
  /// handlers (``DrawerFocusSteps``).
  ///
  /// A container hands one to its drawer's content through the environment and none to the
  /// content behind the drawer, so only the drawer's own menu registers: a menu in the content
  /// behind, or in a drawer inside this one, does not keep focus from moving into this drawer.
  /// Kept outside view state: a menu that registers or leaves updates no view.
  @MainActor final class DrawerOwnMenuFocus {
    /// The menus in the drawer that have rows to put focus on.
    private var menusWithRows: Set<Namespace.ID> = []

    /// Whether a menu in the drawer puts focus on its row when the drawer opens.
    var menuHasRows: Bool {
      !menusWithRows.isEmpty
    }

    /// Notes whether the menu `id` has rows to put focus on.
    func menu(_ id: Namespace.ID, hasRows: Bool) {
      if hasRows { menusWithRows.insert(id) } else { menusWithRows.remove(id) }
    }
  }

  extension EnvironmentValues {
    /// The registry of the drawer whose content this is (``DrawerOwnMenuFocus``); `nil` outside
    /// a drawer's content, and in the content behind a drawer.
    @Entry var drawerOwnMenuFocus: DrawerOwnMenuFocus? = nil
  }
#endif
