#if canImport(SwiftUI)
  import SwiftUI

  DrawerShowcaseApp.main()
#else
  print("The DrawerKit showcase needs SwiftUI (macOS, or an iOS app target); there is none here.")
  print("Run `swift run drawer-lab` to see the engine at work on this platform.")
#endif
