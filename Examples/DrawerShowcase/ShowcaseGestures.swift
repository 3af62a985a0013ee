#if canImport(SwiftUI)
  import DrawerKit
  import SwiftUI

  /// The gestures that compete with the drawer's, in the content: rows with swipe actions on both
  /// sides, a carousel that scrolls sideways, and a pushed screen whose back-swipe starts at the
  /// same edge as the drawer's.
  struct ShowcaseGestures: View {
    let glyph: DrawerToggle.Glyph
    @State private var lastAction = "none yet"

    var body: some View {
      ShowcaseScreen(tab: .gestures, title: "Gestures", glyph: glyph) {
        List {
          Section("Swipe a row") {
            ForEach(1...6, id: \.self) { number in
              Text(verbatim: "Message \(number)")
                .accessibilityIdentifier(ShowcaseID.gestureRow(number))
                .swipeActions(edge: .trailing) {
                  Button("Archive") { lastAction = "Archived message \(number)" }
                }
                .swipeActions(edge: .leading) {
                  Button("Pin") { lastAction = "Pinned message \(number)" }
                }
            }
            ShowcaseValueRow(
              title: "Last action", value: lastAction, id: ShowcaseID.gestureLastAction)
          }
          Section("Scroll sideways") {
            ScrollView(.horizontal) {
              HStack(spacing: 12) {
                ForEach(1...12, id: \.self) { number in
                  Text(verbatim: "Card \(number)")
                    .frame(width: 120, height: 80)
                    .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                    .accessibilityIdentifier(ShowcaseID.carouselCard(number))
                }
              }
              .padding(.vertical, 4)
            }
            .accessibilityIdentifier(ShowcaseID.carousel)
          }
          Section("Go deeper") {
            NavigationLink(value: ShowcaseRoute.pushed) {
              Text("Open a pushed screen")
            }
            .accessibilityIdentifier(ShowcaseID.pushLink)
          }
        }
      }
    }
  }

  /// A screen pushed onto the Gestures tab's navigation stack: while it shows, a swipe from the
  /// leading edge goes back instead of opening the drawer.
  struct ShowcasePushedScreen: View {
    var body: some View {
      List {
        Text(
          "Swipe from the leading edge to go back: on a pushed screen that swipe is the navigation's, not the drawer's. The toggle still opens the drawer."
        )
      }
      .accessibilityIdentifier(ShowcaseID.pushedScreen)
      .navigationTitle("Pushed screen")
    }
  }
#endif
