#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  extension EnvironmentValues {
    /// What reaches the drawer's content now, for the drawer's own views (``DrawerMenu`` keeps
    /// Tab inside a modal drawer and its rows out of a closed drawer's reach); `nil` outside a
    /// drawer.
    @Entry var drawerModality: DrawerModality? = nil
  }
#endif
