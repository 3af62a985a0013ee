#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// `drawerLock(.lockedOpen)`: the drawer opens and the person's gestures cannot close it (no
  /// swipe, no tap on the scrim, no Escape), until the switch in the drawer lets it go; the app
  /// can still close it from code.
  struct LockedOpenDrawerSample: View {
    @State private var showsMenu = true
    @State private var keepsOpen = true

    var body: some View {
      SampleScreen(title: "lockedOpen") {
        List {
          ShowcaseValueRow(
            title: "Presented", value: showsMenu ? "yes" : "no", id: ShowcaseID.Sample.presented)
        }
      }
      .drawer(isPresented: $showsMenu) {
        SampleMenu {
          Toggle("Keep the menu open", isOn: $keepsOpen)
            .accessibilityIdentifier(ShowcaseID.Sample.lockSwitch)
        }
      }
      .drawerLock(keepsOpen ? .lockedOpen : nil)
    }
  }

  #Preview("lockedOpen") {
    LockedOpenDrawerSample()
  }
#endif
