#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// The open zone's edge strip from the screen's physical edge (under a landscape notch),
  /// filled with `surface`: to the zone's depth past the container's side, or only to that side.
  struct DrawerEdgeStrip<Surface: View>: View {
    /// How far into the screen a strip reaches from the physical edge.
    enum Reach {
      /// To the zone's depth past the container's side: the whole strip.
      case intoZone
      /// To the container's side: only the part beside the container, where there is no
      /// content to touch; none when the container reaches the physical edge.
      case containerSide
    }

    let side: DrawerSide
    let openZone: DrawerOpenZone
    let reach: Reach
    @ViewBuilder let surface: Surface

    var body: some View {
      GeometryReader { proxy in
        if let width = width(in: proxy) {
          surface
            .frame(width: width)
            .frame(
              maxWidth: .infinity, maxHeight: .infinity,
              alignment: side == .left ? .leading : .trailing)
        }
      }
      // The container is laid out left to right, so leading is the left side.
      .ignoresSafeArea(.container, edges: side == .left ? .leading : .trailing)
    }

    /// The strip's width in the reader, which reaches under the notch; `nil` for no strip.
    private func width(in proxy: GeometryProxy) -> CGFloat? {
      let insets = proxy.safeAreaInsets
      let inset = Double(side == .left ? insets.leading : insets.trailing)
      guard let band = openZone.strip(beyondContainerSide: inset) else { return nil }
      let upper = reach == .intoZone ? band.upperBound : 0
      guard upper > band.lowerBound else { return nil }
      return CGFloat(Swift.min(upper - band.lowerBound, Double(proxy.size.width)))
    }
  }

#endif
