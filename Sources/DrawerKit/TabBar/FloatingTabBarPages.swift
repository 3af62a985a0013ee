#if canImport(SwiftUI)
  internal import DrawerCore
  internal import SwiftUI

  /// The tabs of a floating tab bar, each kept alive while another shows.
  ///
  /// Where UIKit is (iOS, iPadOS, Mac Catalyst, visionOS), a `TabView` with its own bar hidden:
  /// the system keeps each tab's state and builds a tab when it is first shown. On macOS, whose
  /// tab view's bar cannot be hidden, a stack of the tabs visited so far, the others invisible,
  /// disabled and hidden from assistive technologies.
  struct FloatingTabBarPages<Selection: Hashable & Sendable, Page: View>: View {
    let tabs: [TabBarItem<Selection>]
    @Binding var selection: Selection
    let page: (Selection) -> Page

    #if canImport(UIKit)
      var body: some View {
        TabView(selection: $selection) {
          ForEach(tabs) { tab in
            page(tab.id)
              // The preference flows up to the tab view: its own bar stays hidden.
              .toolbar(.hidden, for: .tabBar)
              .tag(tab.id)
          }
        }
      }
    #else
      @State private var visited: Set<Selection> = []

      var body: some View {
        ZStack {
          ForEach(tabs.filter { visited.contains($0.id) || $0.id == selection }) { tab in
            let isShowing = tab.id == selection
            page(tab.id)
              .opacity(isShowing ? 1 : 0)
              .allowsHitTesting(isShowing)
              .disabled(!isShowing)
              .accessibilityHidden(!isShowing)
              .zIndex(isShowing ? 1 : 0)
          }
        }
        .onChange(of: selection, initial: true) { _, selection in
          visited.insert(selection)
        }
      }
    #endif
  }
#endif
