#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  public import SwiftUI

  /// The tab bar style of iOS 26 and macOS 26: the items on a floating capsule of Liquid Glass
  /// that reacts to touch (interactive glass), the selected item marked by a tinted capsule that
  /// slides to the next selection.
  ///
  /// Reach it as ``TabBarStyle/glass``. The glass is Apple's Liquid Glass effect, drawn together
  /// with the bar's accessory in one glass container, so that the two flow into each other as the
  /// bar minimizes and expands; the selection indicator is a tinted fill within the glass (glass
  /// does not sit on glass). Where glass cannot be drawn (before iOS 26 and macOS 26, on
  /// visionOS, built with Xcode 16, or in an app that keeps the earlier design with Apple's
  /// `UIDesignRequiresCompatibility` key) the same bar stands on the regular material with a
  /// soft shadow, so an app that still supports iOS 17 can name this style. With Reduce
  /// Transparency or Increase Contrast on, the bar is opaque, and outlined under Increase
  /// Contrast. With Reduce Motion on, the indicator moves without sliding.
  ///
  /// ```swift
  /// FloatingTabBar(selection: $screen, tabs: tabs) { screen in screen.view }
  ///   .tabBarStyle(.glass.tint(.indigo))
  /// ```
  public struct GlassTabBarStyle: TabBarStyle {
    /// The colour of the selected item and its indicator; `nil` for the environment's tint.
    public var tint: Color?

    /// Creates the glass style.
    ///
    /// ```swift
    /// .tabBarStyle(GlassTabBarStyle(tint: .orange))
    /// ```
    ///
    /// - Parameter tint: the selected item's colour; `nil` for the environment's tint.
    public init(tint: Color? = nil) {
      self.tint = tint
    }

    /// Draws the glass capsule, the items and the indicator.
    ///
    /// - Parameter configuration: the bar's items, selection and presence.
    /// - Returns: the bar.
    public func makeBody(configuration: Configuration) -> some View {
      DrawerLookReader(request: .glass) { look in
        GlassTabBar(tint: tint, look: look, configuration: configuration)
      }
    }

    /// The style with another selection colour.
    ///
    /// ```swift
    /// .tabBarStyle(.glass.tint(.green))
    /// ```
    ///
    /// - Parameter tint: the colour, or `nil` for the environment's tint.
    /// - Returns: the adjusted style.
    public func tint(_ tint: Color?) -> GlassTabBarStyle {
      GlassTabBarStyle(tint: tint)
    }
  }

  /// The default tab bar style: ``GlassTabBarStyle`` where the platform draws Liquid Glass for
  /// an app in the new design (built with Xcode 26, running on iOS 26 or macOS 26), and exactly
  /// ``CapsuleTabBarStyle/capsule`` elsewhere, so that nothing changes on iOS 17 to 25, for an
  /// app built with Xcode 16, or for one that keeps the earlier design with Apple's
  /// `UIDesignRequiresCompatibility` key.
  ///
  /// Reach it as ``TabBarStyle/automatic``; a floating tab bar without a style uses it.
  ///
  /// ```swift
  /// FloatingTabBar(selection: $screen, tabs: tabs) { screen in screen.view }
  ///   .tabBarStyle(.automatic.tint(.pink))
  /// ```
  public struct AutomaticTabBarStyle: TabBarStyle {
    /// The colour of the selected item and its indicator; `nil` for the environment's tint.
    public var tint: Color?

    /// Creates the automatic style.
    ///
    /// - Parameter tint: the selected item's colour; `nil` for the environment's tint.
    public init(tint: Color? = nil) {
      self.tint = tint
    }

    /// Draws the glass bar or the capsule, as the platform's design says.
    ///
    /// - Parameter configuration: the bar's items, selection and presence.
    /// - Returns: the bar.
    public func makeBody(configuration: Configuration) -> some View {
      // The design changes only when the app sets another one (`drawerDesign(_:)`, the
      // showcase's "Earlier look"); that rebuilds the bar's items, as a style change does.
      DrawerLookReader(request: .automatic) { look in
        if look.followsNewDesign {
          GlassTabBar(tint: tint, look: look, configuration: configuration)
        } else {
          CapsuleTabBar(style: CapsuleTabBarStyle(tint: tint), configuration: configuration)
        }
      }
    }

    /// The style with another selection colour.
    ///
    /// ```swift
    /// .tabBarStyle(.automatic.tint(.green))
    /// ```
    ///
    /// - Parameter tint: the colour, or `nil` for the environment's tint.
    /// - Returns: the adjusted style.
    public func tint(_ tint: Color?) -> AutomaticTabBarStyle {
      AutomaticTabBarStyle(tint: tint)
    }
  }

  extension TabBarStyle where Self == GlassTabBarStyle {
    /// Liquid Glass on iOS 26 and macOS 26, the regular material before.
    public static var glass: GlassTabBarStyle { GlassTabBarStyle() }
  }

  extension TabBarStyle where Self == AutomaticTabBarStyle {
    /// Glass where the platform draws it for the new design, the capsule elsewhere: the default.
    public static var automatic: AutomaticTabBarStyle { AutomaticTabBarStyle() }
  }

  extension View {
    /// The glass bar's surface, and its accessory's, which matches it: an interactive capsule of
    /// the look, with the bar's shadow where the look casts one.
    func floatingTabBarSurface(_ look: DrawerLook) -> some View {
      drawerSurface(
        look, in: .capsule, material: AnyShapeStyle(.regularMaterial), isInteractive: true,
        shadow: DrawerSurfaceShadow(color: Color.black.opacity(0.15), radius: 10, y: 3))
    }
  }

  /// The glass style's bar, with the namespace its indicator slides in. The tree is the same for
  /// every look; only the surface differs (``DrawerSurfaceModifier``).
  struct GlassTabBar: View {
    let tint: Color?
    let look: DrawerLook
    let configuration: TabBarStyleConfiguration
    @Namespace private var indicatorSpace
    @Environment(\.accessibilityReduceMotion) private var reducesMotion

    var body: some View {
      TabBarItemRow(configuration: configuration, verticalPadding: 4) { item in
        item
          .padding(.vertical, 4)
          .background {
            // The minimized bar holds the selected item alone: nothing to tell it from.
            if item.isSelected && !configuration.isMinimized {
              TabBarHighlight(opacity: look.isOutlined ? 0.3 : 0.15, namespace: indicatorSpace)
            }
          }
      }
      .floatingTabBarSurface(look)
      .frame(maxWidth: CapsuleTabBarStyle.maximumWidth)
      .padding(.horizontal, CGFloat(TabBarLayout.sideMargin))
      .tint(tint)
      .animation(reducesMotion ? nil : .snappy, value: configuration.selectedIndex)
    }
  }
#endif
