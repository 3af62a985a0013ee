#if canImport(SwiftUI)
  import DrawerKit
  import Testing

  /// DrawerKit re-exports the engine, so an app that imports DrawerKit alone can drive it.
  @Suite struct DrawerKitModuleTests {
    @Test func reExportsTheEngine() {
      let drawer = Drawer(container: DrawerSize(width: 390, height: 844))
      #expect(drawer.target == .closed)
    }
  }
#endif
