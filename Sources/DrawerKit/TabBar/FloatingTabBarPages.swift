#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The tabs of a floating tab bar, each kept alive while another shows: a stack of the tabs
  /// visited so far that the bar shows (``TabBarModel/pages(visited:)``), the showing one on
  /// top, the others invisible, moved beyond the container's edge, out of reach of touches,
  /// disabled (no keyboard focus or shortcuts) and hidden from assistive technologies.
  ///
  /// Not a `TabView` with its bar hidden, on any platform. On iPhone a `TabView` hands its sixth
  /// tab and the ones after it to UIKit's "More" navigation controller, whatever its bar looks
  /// like, so a person with six tabs would find the sixth inside a "More" stack; and its bar is
  /// hidden only through `toolbar(.hidden, for: .tabBar)` on the content of each tab's navigation
  /// stack, which the library does not own: a pushed screen without it brings the system bar
  /// back on iOS 17 and 18. Here there is no system tab bar to come back and no limit on the
  /// number of tabs, and each tab keeps its view, and with it its navigation path, scroll
  /// position and state, on every platform alike. A tab is built the first time it shows, as
  /// `TabView` builds it, and let go when the person hides it.
  ///
  /// Unlike a `TabView`'s, a kept tab stays in the view hierarchy while another shows: its
  /// `onAppear` runs once, when it is first shown, not on each switch, and its tasks keep
  /// running. Each tab's views read whether it shows in
  /// ``SwiftUICore/EnvironmentValues/isTabShowing``.
  ///
  /// The tabs out of sight are moved off the screen as well as made transparent
  /// (``TabBarPage/offset(inContainerOfWidth:)``), so that their scroll views do not answer a tap
  /// on the status bar in place of the showing tab's. A switch is not animated, as a tab view's
  /// is not, even inside `withAnimation`: nothing slides in from the side.
  struct FloatingTabBarPages<Selection: Hashable & Sendable, Page: View>: View {
    /// The tab bar as shown: the visible tabs in the person's order, the selection on one.
    let bar: TabBarModel<Selection>
    let page: (Selection) -> Page
    @State private var visited: Set<Selection> = []
    /// The container's width, where the tabs out of sight wait.
    @State private var width: Double = 0

    var body: some View {
      ZStack {
        ForEach(bar.pages(visited: visited)) { tab in
          let isShowing = tab.isShowing
          page(tab.id)
            // A kept tab out of sight does not speak for the screen: a pushed screen in it that
            // switched the drawer's gestures off must not keep them off in the showing tab.
            .transformPreference(DrawerGestureDisabledKey.self) { if !isShowing { $0 = false } }
            // Nor does its drawer pair with a drawer around the bar: only the showing tab's
            // drawer is the companion of the drawer around the bar (a kept tab's open drawer
            // would hold that drawer's touches on every other tab).
            .transformPreference(DrawerChainKey.self) { if !isShowing { $0 = nil } }
            // Shown only if every tab bar around shows it too (a tab bar inside a tab).
            .transformEnvironment(\.isTabShowing) { $0 = $0 && isShowing }
            // A switch is instantaneous, as in a tab view: the offset and the fade never
            // animate (the tab's own content animates as the app says).
            .transaction {
              $0.animation = nil
            } body: { content in
              content
                .offset(x: tab.offset(inContainerOfWidth: width))
                .opacity(isShowing ? 1 : 0)
            }
            .allowsHitTesting(isShowing)
            .disabled(!isShowing)
            .accessibilityHidden(!isShowing)
            .zIndex(isShowing ? 1 : 0)
        }
      }
      // Fill the container as a tab view does, whatever the size of the tabs' content, so that
      // the bar sits at the container's bottom.
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .onGeometryChange(for: Double.self) { proxy in
        Double(proxy.size.width)
      } action: { newWidth in
        width = newWidth
      }
      .onChange(of: bar, initial: true) { _, bar in
        let visits = bar.visits(after: visited)
        if visits != visited { visited = visits }
      }
    }
  }
#endif
