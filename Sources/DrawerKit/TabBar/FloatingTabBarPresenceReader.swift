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
  /// The bar and the accessory are laid out together, in one pass (``FloatingTabBarStack``,
  /// placing them where ``TabBarLayout/frames(areaWidth:barSize:accessoryHeight:)`` says): the
  /// accessory follows the bar's size of the same pass, so that minimizing and expanding move
  /// both in the same animation. Each keeps one place in the view tree whatever the presence,
  /// so the accessory keeps its state, and their glass is drawn in one group where each is
  /// named, so that it flows between the two layouts. With Reduce Motion on, minimizing and
  /// expanding are not animated.
  ///
  /// It also measures what the bar's items fit by (``TabBarMeasurements``): the width it is
  /// given, and, once each, the bar's titles at the standard text size with the text size the
  /// bar is drawn at (``TabBarTitleMeasure``); the layout then shows the titles, the icons
  /// alone, or a bar that scrolls (``TabBarFit``).
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
    /// The shown items' titles, in the bar's order (`nil` for an item without one).
    let titles: [String?]
    /// Every title the bar may show, the hidden tabs' too, so that showing a tab again needs no
    /// new measurement.
    let measuredTitles: [String]
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
    /// The width the bar and its accessory are given, in points; 0 until laid out.
    @State private var areaWidth: CGFloat = 0
    /// Each title's width at the standard text size, in points.
    @State private var titleWidths: [String: Double] = [:]
    /// The text size the bar is drawn at, as the scale of its titles' font.
    @State private var textScale = 1.0
    @Namespace private var glassSpace
    @Environment(\.accessibilityReduceMotion) private var reducesMotion

    /// The space between the bar and the bottom of the safe area, in points.
    static let bottomMargin: CGFloat = 8
    /// The room either side of the bar (the built-in styles leave it) and of the accessory, in
    /// points, so that the two line up.
    static let sideMargin = CGFloat(TabBarLayout.sideMargin)

    var body: some View {
      let presence = tracker.presence
      let layout = TabBarLayout(
        presence: presence, itemCount: itemCount, selectedIndex: selectedIndex,
        hasAccessory: accessory != nil, measurements: measurements)
      let isVisible = presence != .hidden && itemCount > 0
      let isMinimized = presence == .minimized
      DrawerSurfaceGroup {
        FloatingTabBarStack(layout: layout) {
          if let accessory {
            accessoryView(accessory, placement: layout.accessoryPlacement ?? .expanded)
          }
          bar(layout)
            .onGeometryChange(for: CGSize.self) { proxy in
              proxy.size
            } action: { size in
              barSize = size
              if presence == .expanded { expandedBarHeight = size.height + Self.bottomMargin }
            }
            .drawerSurfaceID("bar", in: glassSpace)
        }
        .onGeometryChange(for: CGFloat.self) { proxy in
          proxy.size.width
        } action: { width in
          areaWidth = width
        }
        .padding(.bottom, Self.bottomMargin)
        .frame(maxWidth: CapsuleTabBarStyle.maximumWidth + 2 * Self.sideMargin)
      }
      .background {
        TabBarTitleMeasure(titles: measuredTitles, widths: $titleWidths, scale: $textScale)
          .dynamicTypeSize(...FloatingTabBarMetrics.largestTextSize)
      }
      .offset(y: isVisible || reducesMotion ? 0 : hiddenTravel)
      .opacity(isVisible ? 1 : 0)
      .allowsHitTesting(isVisible)
      .accessibilityHidden(!(itemCount > 0 && tracker.isAccessible))
      .animation(.snappy, value: isVisible)
      .animation(reducesMotion ? nil : .snappy, value: isMinimized)
    }

    /// What the bar's items fit by, or `nil` until the bar is laid out and its shown titles
    /// measured.
    private var measurements: TabBarMeasurements? {
      guard areaWidth > 0 else { return nil }
      var widths: [Double] = []
      widths.reserveCapacity(titles.count)
      for title in titles {
        guard let title else {
          widths.append(0)
          continue
        }
        guard let width = titleWidths[title] else { return nil }
        widths.append(width)
      }
      return TabBarMeasurements(
        availableWidth: Double(
          Swift.min(areaWidth - 2 * Self.sideMargin, CapsuleTabBarStyle.maximumWidth)),
        titleWidths: widths, textScale: textScale,
        iconWidth: Double(FloatingTabBarMetrics.iconWidth),
        labelPadding: Double(FloatingTabBarMetrics.labelPadding), spacing: 0,
        barPadding: Double(FloatingTabBarMetrics.barPadding))
    }

    /// How far the bar and its accessory slide down to leave the screen.
    private var hiddenTravel: CGFloat {
      let accessoryTravel =
        accessory == nil ? 0 : accessoryHeight + CGFloat(TabBarLayout.accessorySpacing)
      return barSize.height + Self.bottomMargin + accessoryTravel
    }

    /// The accessory on the bar's surface, at the width ``FloatingTabBarStack`` gives it above
    /// the bar or beside the minimized bar.
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
    }
  }
#endif
