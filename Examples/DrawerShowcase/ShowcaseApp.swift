#if canImport(SwiftUI)
  import SwiftUI

  // Mac Catalyst can import AppKit but is an iOS app: `NSApplication` is not for it.
  #if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
  #endif

  /// The showcase app: one window with the home screen.
  ///
  /// The entry point for `swift run DrawerShowcase` and for the iOS and macOS apps that
  /// `Examples/DrawerShowcase.xcodeproj` builds from this folder. Named apart from its modules
  /// (`DrawerShowcase` in the package, `DrawerShowcaseApp` in the Xcode project), so that no type
  /// shadows the module it is in.
  @main
  struct ShowcaseApp: App {
    #if canImport(AppKit) && !targetEnvironment(macCatalyst)
      @NSApplicationDelegateAdaptor(ShowcaseAppDelegate.self) private var appDelegate
    #endif

    var body: some Scene {
      WindowGroup("DrawerKit") {
        HomeView()
      }
    }
  }

  #if canImport(AppKit) && !targetEnvironment(macCatalyst)
    /// Makes `swift run DrawerShowcase` a regular app, once, as it finishes launching.
    final class ShowcaseAppDelegate: NSObject, NSApplicationDelegate {
      func applicationDidFinishLaunching(_ notification: Notification) {
        // An app bundle (the Xcode project's) is a regular app already; `swift run` starts a
        // bare executable, with no bundle identifier, that needs a Dock icon and a menu bar
        // for its window to come to the front.
        guard Bundle.main.bundleIdentifier == nil else { return }
        NSApplication.shared.setActivationPolicy(.regular)
        NSApplication.shared.activate()
      }
    }
  #endif
#else
  /// Where SwiftUI does not exist (Linux), the showcase's target still builds and says why it
  /// shows nothing.
  @main
  enum ShowcaseUnavailable {
    static func main() {
      print(
        "The DrawerKit showcase needs SwiftUI (macOS, or an iOS app target); there is none here.")
      print("Run `swift run drawer-lab` to see the engine at work on this platform.")
    }
  }
#endif
