#if canImport(SwiftUI)
  @_exported public import DrawerCore
#endif
