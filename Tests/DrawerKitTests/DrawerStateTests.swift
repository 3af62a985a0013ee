#if canImport(SwiftUI)
  import DrawerKit
  import Testing
#endif
