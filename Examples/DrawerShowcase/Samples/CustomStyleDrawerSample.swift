#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// A `DrawerStyle` of the sample's own: the drawer as a card that fades in as it slides, over
  /// content that darkens, every position from the engine's geometry for the overlay style.
  struct CustomStyleDrawerSample: View {
    @State private var showsMenu = false

    var body: some View {
      SampleScreen(title: "DrawerStyle") {
        List {
          ShowcaseValueRow(
            title: "Presented", value: showsMenu ? "yes" : "no", id: ShowcaseID.Sample.presented)
        }
      }
      .drawer(isPresented: $showsMenu) {
        SampleMenu()
      }
      .drawerStyle(CardDrawerStyle())
    }
  }

  /// A card that fades in as it slides over darkening content.
  ///
  /// `makeBody` runs on every frame of the drawer's motion: it only places the views the
  /// configuration brings, from the engine's geometry, and keeps no state.
  struct CardDrawerStyle: DrawerStyle {
    func makeBody(configuration: Configuration) -> some View {
      let geometry = configuration.geometry(for: .overlay)
      let shown = min(max(configuration.progress, 0), 1)
      ZStack(alignment: .topLeading) {
        configuration.content
          .frame(width: geometry.contentWidth)
          .offset(x: geometry.contentMinX)
          .overlay {
            if !configuration.isContentInteractive {
              Color.black.opacity(0.3 * shown)
                .ignoresSafeArea()
                .allowsHitTesting(false)
            }
          }
        configuration.drawer
          .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
          .padding(.vertical, 8)
          .offset(x: geometry.drawerMinX)
          .opacity(geometry.isDrawerVisible ? shown : 0)
      }
    }
  }

  #Preview("DrawerStyle") {
    CustomStyleDrawerSample()
  }
#endif
