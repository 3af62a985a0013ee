#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// A drawer whose content is a `List` of controls rather than a ``DrawerMenu``: a slider and a
  /// switch that move sideways as the drawer does, and a long list of labels with swipe actions,
  /// the gestures a drawer must leave to its content.
  struct ShowcaseControlsMenu: View {
    @State private var brightness = 0.8
    @State private var doesNotDisturb = true
    @State private var lastAction = "none yet"

    var body: some View {
      List {
        Section("Quick settings") {
          Slider(value: $brightness, in: 0...1) {
            Text("Brightness")
          }
          .accessibilityIdentifier(ShowcaseID.menuSlider)
          Toggle("Do Not Disturb", isOn: $doesNotDisturb)
            .accessibilityIdentifier(ShowcaseID.menuSwitch)
          ShowcaseValueRow(title: "Last action", value: lastAction, id: ShowcaseID.menuLastAction)
        }
        Section("Labels") {
          ForEach(1...30, id: \.self) { number in
            Label(title: { Text(verbatim: "Label \(number)") }, icon: { Image(systemName: "tag") })
              .accessibilityIdentifier(ShowcaseID.menuLabel(number))
              .swipeActions(edge: .trailing) {
                Button("Pin") { lastAction = "Pinned label \(number)" }
              }
          }
        }
      }
      .accessibilityElement(children: .contain)
      .accessibilityIdentifier(ShowcaseID.menu)
    }
  }

  #Preview("Controls menu") {
    ShowcaseControlsMenu()
  }
#endif
