@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerAdaptivityTests {
  @Test(arguments: [DrawerSizeClass.compact, .regular, nil])
  func modalIsAlwaysModal(sizeClass: DrawerSizeClass?) {
    let mode = DrawerAdaptivity.modal.layout(
      sizeClass: sizeClass, containerWidth: 2000, drawerWidth: 320)
    #expect(mode == .modal)
  }

  @Test func regularWidthGetsASidebarAndCompactAModalDrawer() {
    let adaptivity = DrawerAdaptivity.sidebarWhenRegular
    #expect(
      adaptivity.layout(sizeClass: .regular, containerWidth: 1024, drawerWidth: 320) == .sidebar)
    #expect(
      adaptivity.layout(sizeClass: .compact, containerWidth: 1024, drawerWidth: 320) == .modal)
  }

  @Test func withoutASizeClassTheWidthDecides() {
    let adaptivity = DrawerAdaptivity.sidebarWhenRegular
    let threshold = DrawerAdaptivity.regularWidthThreshold
    #expect(
      adaptivity.layout(sizeClass: nil, containerWidth: threshold, drawerWidth: 300) == .sidebar)
    #expect(
      adaptivity.layout(sizeClass: nil, containerWidth: threshold - 1, drawerWidth: 300) == .modal)
  }

  @Test func aSidebarThatLeavesTooLittleContentStaysModal() {
    let adaptivity = DrawerAdaptivity.sidebarWhenRegular
    let minimum = DrawerAdaptivity.minimumContentWidth
    #expect(
      adaptivity.layout(sizeClass: .regular, containerWidth: 320 + minimum, drawerWidth: 320)
        == .sidebar)
    #expect(
      adaptivity.layout(sizeClass: .regular, containerWidth: 319 + minimum, drawerWidth: 320)
        == .modal)
  }

  @Test(arguments: [Double.nan, -50, .infinity])
  func badWidthsAreSanitised(width: Double) {
    let adaptivity = DrawerAdaptivity.sidebarWhenRegular
    let mode = adaptivity.layout(sizeClass: .regular, containerWidth: width, drawerWidth: width)
    // An infinite container holds anything but an infinite sidebar; every other case is modal.
    #expect(mode == .modal)
    #expect(
      adaptivity.layout(sizeClass: .regular, containerWidth: 1024, drawerWidth: width)
        == (width == .infinity ? .modal : .sidebar))
  }
}

@Suite struct DrawerLayoutModeTests {
  @Test(arguments: [0, 0.4, 1, 1.1, -0.1])
  func aSidebarIsAlwaysShownOpenAndAModalDrawerShowsItsProgress(progress: Double) {
    #expect(DrawerLayoutMode.sidebar.shownProgress(progress) == 1)
    #expect(DrawerLayoutMode.modal.shownProgress(progress) == progress)
  }
}
