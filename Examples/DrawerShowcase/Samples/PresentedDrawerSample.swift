#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// `drawer(isPresented:onDismiss:content:)`, the counterpart of `sheet(isPresented:)`: a
  /// Boolean opens and closes the drawer, a swipe or a tap on the scrim sets it back to `false`,
  /// and `onDismiss` runs once the drawer has come to rest closed.
  struct PresentedDrawerSample: View {
    @State private var showsMenu = false
    @State private var dismissals = 0

    var body: some View {
      SampleScreen(title: "isPresented") {
        List {
          Button("Show the menu") { showsMenu = true }
          ShowcaseValueRow(
            title: "Presented", value: showsMenu ? "yes" : "no", id: ShowcaseID.Sample.presented)
          ShowcaseValueRow(
            title: "Dismissed", value: "\(dismissals)", id: ShowcaseID.Sample.dismissals)
        }
      }
      .drawer(isPresented: $showsMenu, onDismiss: { dismissals += 1 }) {
        SampleMenu()
      }
    }
  }

  #Preview("isPresented") {
    PresentedDrawerSample()
  }
#endif
