#if canImport(SwiftUI)
  import SwiftUI

  // Mac Catalyst can import AppKit but is an iOS app: `NSApplication` is not for it.
  #if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
  #endif

  /// The showcase app: one window with the home screen.
  ///
  /// `main.swift` starts it, both for `swift run DrawerShowcase` and in the iOS and macOS apps
  /// that `Examples/DrawerShowcase.xcodeproj` builds from this folder.
  struct DrawerShowcaseApp: App {
    init() {
      #if canImport(AppKit) && !targetEnvironment(macCatalyst)
        // `swift run` starts a bare executable, not an app bundle: make it a regular app, with a
        // Dock icon and a menu bar, so that its window can come to the front.
        NSApplication.shared.setActivationPolicy(.regular)
      #endif
    }

    var body: some Scene {
      WindowGroup("DrawerKit") {
        HomeView()
          .onAppear {
            #if canImport(AppKit) && !targetEnvironment(macCatalyst)
              NSApplication.shared.activate()
            #endif
          }
      }
    }
  }
#endif
