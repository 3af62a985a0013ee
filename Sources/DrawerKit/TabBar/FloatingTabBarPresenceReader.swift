#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// Reads how the floating bar is present and lays the bar and its accessory out for it
  /// (``TabBarLayout``, handed to the style's bar): the accessory above the expanded bar, or
  /// inline beside the minimized one, both slid away and faded out (only faded, with Reduce
  /// Motion) and out of the way of touches while the bar is hidden. The only view that reads
  /// ``FloatingTabBarPresenceTracker/presence``, so that the bar hiding, minimizing or expanding
  /// redraws the bar and its accessory and not the tabs.
  ///
  /// The bar and the accessory keep one place each in the view tree whatever the presence (the
  /// accessory moves by its padding, not into another container), so the accessory keeps its
  /// state, and their glass is drawn in one group where each is named, so that it flows between
  /// the two layouts. With Reduce Motion on, minimizing and expanding are not animated.
  ///
  /// Hidden (by scrolling, or behind the keyboard), the bar is hidden from assistive
  /// technologies too (``TabBarPresenceTracker/Decision/isAccessible``). Voice Control, which no
  /// public API reports, cannot reach a hidden bar: it acts on what is on screen, and the bar is
  /// slid off it, transparent and out of the way of touches. The person brings it back by
  /// scrolling up or to the top; an app can keep it in place (`TabBarScrollBehavior.stays`).
  /// VoiceOver and Switch Control, which SwiftUI reports, keep the bar from hiding or minimizing
  /// on scroll at all.
  struct FloatingTabBarPresenceReader: View {
    let tracker: FloatingTabBarPresenceTracker
    let itemCount: Int
    let selectedIndex: Int?
    let accessory: FloatingTabBarAccessory?
    /// The surface the accessory takes, to match the bar's style.
    let accessoryRequest: DrawerSurfaceRequest
    /// The bar drawn by the style for a layout.
    let bar: (TabBarLayout) -> AnyView
    /// The expanded bar's height with its margin, for the tabs' inset.
    @Binding var expandedBarHeight: CGFloat
    /// The accessory's height above the expanded bar, for the tabs' inset.
    @Binding var expandedAccessoryHeight: CGFloat
    @State private var barSize = CGSize.zero
    @State private var accessoryHeight: CGFloat = 0
    @Namespace private var glassSpace
    @Environment(\.accessibilityReduceMotion) private var reducesMotion

    /// The space between the bar and the bottom of the safe area, in points.
    static let bottomMargin: CGFloat = 8
    /// The room either side of the bar (the built-in styles leave it) and of the accessory, in
    /// points, so that the two line up.
    static let sideMargin: CGFloat = 16

    var body: some View {
      let presence = tracker.presence
      let layout = TabBarLayout(
        presence: presence, itemCount: itemCount, selectedIndex: selectedIndex,
        hasAccessory: accessory != nil)
      let isVisible = presence != .hidden && itemCount > 0
      let isMinimized = presence == .minimized
      DrawerSurfaceGroup {
        ZStack(alignment: .bottomLeading) {
          if let accessory {
            accessoryView(accessory, placement: layout.accessoryPlacement ?? .expanded)
          }
          bar(layout)
            // Minimized, the bar hugs its one item (a frame with only a maximum width would
            // take all it is offered), so that it sits at the leading side and leaves the rest
            // to the inline accessory. A Boolean argument keeps the bar's identity.
            .fixedSize(horizontal: isMinimized, vertical: false)
            .onGeometryChange(for: CGSize.self) { proxy in
              proxy.size
            } action: { size in
              barSize = size
              if presence == .expanded { expandedBarHeight = size.height + Self.bottomMargin }
            }
            .drawerSurfaceID("bar", in: glassSpace)
            .frame(maxWidth: .infinity, alignment: isMinimized ? .leading : .center)
        }
        .padding(.bottom, Self.bottomMargin)
        .frame(maxWidth: CapsuleTabBarStyle.maximumWidth + 2 * Self.sideMargin)
      }
      .offset(y: isVisible || reducesMotion ? 0 : hiddenTravel)
      .opacity(isVisible ? 1 : 0)
      .allowsHitTesting(isVisible)
      .accessibilityHidden(!(itemCount > 0 && tracker.isAccessible))
      .animation(.snappy, value: isVisible)
      .animation(reducesMotion ? nil : .snappy, value: isMinimized)
    }

    /// How far the bar and its accessory slide down to leave the screen.
    private var hiddenTravel: CGFloat {
      let accessoryTravel =
        accessory == nil ? 0 : accessoryHeight + CGFloat(TabBarLayout.accessorySpacing)
      return barSize.height + Self.bottomMargin + accessoryTravel
    }

    /// The accessory on the bar's surface: above the bar, or beside the minimized bar, centred
    /// on its height.
    private func accessoryView(
      _ accessory: FloatingTabBarAccessory, placement: TabBarAccessoryPlacement
    ) -> some View {
      let inline = placement == .inline
      return DrawerLookReader(request: accessoryRequest) { look in
        accessory.content
          .environment(\.tabBarAccessoryPlacement, placement)
          .padding(.horizontal, 16)
          .frame(maxWidth: .infinity, minHeight: 48)
          .floatingTabBarSurface(look)
      }
      .accessibilityElement(children: .contain)
      .accessibilityLabel(accessory.label)
      .onGeometryChange(for: CGFloat.self) { proxy in
        proxy.size.height
      } action: { height in
        accessoryHeight = height
        if !inline { expandedAccessoryHeight = height }
      }
      .drawerSurfaceID("accessory", in: glassSpace)
      .padding(.leading, inline ? barSize.width : Self.sideMargin)
      .padding(.trailing, Self.sideMargin)
      .padding(
        .bottom,
        inline
          ? Swift.max((barSize.height - accessoryHeight) / 2, 0)
          : barSize.height + CGFloat(TabBarLayout.accessorySpacing))
    }
  }
#endif
