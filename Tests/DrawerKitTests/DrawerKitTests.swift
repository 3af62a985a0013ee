#if canImport(SwiftUI)
  import DrawerKit
  import Testing

  @Suite struct DrawerKitReexportTests {
    /// Apps import DrawerKit alone and get the engine's types with it.
    @Test func drawerKitReexportsTheEngine() {
      let drawer = Drawer(container: DrawerSize(width: 390, height: 844))
      #expect(drawer.width == 320)
    }
  }
#endif
