#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The built-in styles' row of items: side by side, ``FloatingTabBarMetrics/barPadding`` in
  /// from the bar's ends and without spacing (each item's target keeps its own room either side
  /// of its label, ``FloatingTabBarMetrics/labelPadding``), at the widths the bar's ``TabBarFit`` gave them;
  /// when they do not fit even as icons, in a horizontal scroll view that brings the selected
  /// item into view (centred, or the row scrolled to an end) whenever the selection changes.
  ///
  /// The scroll view is there only while the items scroll: a bar that fits has no scroll view
  /// to compete with the drawer's edge swipe or the items' long presses. The row changes place
  /// in the view tree only when the fit does (a rotation, another text size), not as the
  /// selection or the presence changes.
  struct TabBarItemRow<Decorated: View>: View {
    let configuration: TabBarStyleConfiguration
    /// The room above and below the items, in points.
    let verticalPadding: CGFloat
    /// An item with the style's decoration (its selection mark).
    @ViewBuilder let decorate: (TabBarStyleConfiguration.Item) -> Decorated
    @Environment(\.accessibilityReduceMotion) private var reducesMotion

    var body: some View {
      if configuration.fit == .scrolling {
        ScrollViewReader { proxy in
          ScrollView(.horizontal) {
            row
          }
          .scrollIndicators(.hidden)
          .onChange(of: configuration.selectedIndex, initial: true) { old, new in
            // At once when the bar first scrolls; with the bar's motion on a new selection.
            withAnimation(old == new || reducesMotion ? nil : .snappy) {
              scrollToSelection(proxy)
            }
          }
        }
      } else {
        row
      }
    }

    private var row: some View {
      HStack(spacing: 0) {
        ForEach(configuration.items) { item in
          decorate(item)
            .id(item.id)
        }
      }
      .padding(.horizontal, FloatingTabBarMetrics.barPadding)
      .padding(.vertical, verticalPadding)
    }

    /// Scrolls the selected item to the anchor the bar's layout chose for it.
    private func scrollToSelection(_ proxy: ScrollViewProxy) {
      guard let index = configuration.selectedIndex,
        configuration.items.indices.contains(index),
        let anchor = configuration.selectionScrollAnchor
      else { return }
      proxy.scrollTo(configuration.items[index].id, anchor: anchor)
    }
  }
#endif
