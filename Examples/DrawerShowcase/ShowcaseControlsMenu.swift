#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// A drawer whose content is a `List` of controls rather than a ``DrawerMenu``: a slider and a
  /// switch that move sideways as the drawer does, a row of filters that scrolls sideways, and a
  /// long list of labels with swipe actions, the gestures a drawer must leave to its content.
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
        Section("Filters") {
          // A row that scrolls sideways inside the drawer: its swipes are its own.
          ScrollView(.horizontal) {
            HStack(spacing: 8) {
              ForEach(1...12, id: \.self) { number in
                Text(verbatim: "Filter \(number)")
                  .padding(.horizontal, 12)
                  .padding(.vertical, 6)
                  .background(.quaternary, in: Capsule())
                  .accessibilityIdentifier(ShowcaseID.menuChip(number))
              }
            }
          }
          .accessibilityIdentifier(ShowcaseID.menuChips)
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
