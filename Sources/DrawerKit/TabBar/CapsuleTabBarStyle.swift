#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  public import SwiftUI

  /// The built-in tab bar style: the items on a floating capsule of material, with a shadow, the
  /// selected one marked by a tinted capsule behind it or a dot beneath it.
  ///
  /// Reach it as a static member, as SwiftUI's built-in button styles: ``TabBarStyle/capsule``
  /// (regular material, a tinted capsule behind the selected item that slides to the next
  /// selection; the default) or ``TabBarStyle/minimal`` (thin material, a dot, no shadow); adjust
  /// it with the modifiers below. Unlike the system tab bar, which spans the screen's width at
  /// its bottom edge, the capsule floats above the bottom safe area, at most 440 points wide;
  /// its items show their titles while they fit, their icons alone while 44-point targets fit,
  /// and otherwise scroll, the selected one kept in view (``TabBarStyleConfiguration/fit``).
  /// With Reduce Motion on, the indicator moves without sliding.
  ///
  /// ```swift
  /// FloatingTabBar(selection: $screen, tabs: tabs) { screen in screen.view }
  ///   .tabBarStyle(.capsule.background(.thinMaterial).tint(.pink))
  /// ```
  public struct CapsuleTabBarStyle: TabBarStyle {
    /// How the selected item is marked.
    public enum Indicator: String, Sendable, Hashable, CaseIterable {
      /// A tinted capsule behind the selected item.
      case highlight
      /// A tinted dot beneath the selected item.
      case dot
      /// No mark beyond the item's tint.
      case hidden
    }

    /// What fills the capsule behind the items.
    public var background: AnyShapeStyle
    /// The colour of the selected item and its indicator; `nil` for the environment's tint (the
    /// app's accent colour by default).
    public var tint: Color?
    /// How the selected item is marked.
    public var indicator: Indicator
    /// The shadow's blur radius in points; `0` for none.
    public var shadowRadius: CGFloat

    /// The widest the capsule grows, in points.
    public static let maximumWidth: CGFloat = 440

    /// Creates a tab bar style.
    ///
    /// ```swift
    /// .tabBarStyle(CapsuleTabBarStyle(background: AnyShapeStyle(.bar), indicator: .dot))
    /// ```
    ///
    /// - Parameters:
    ///   - background: what fills the capsule; the regular material when `nil`.
    ///   - tint: the selected item's colour; `nil` for the environment's tint.
    ///   - indicator: how the selected item is marked.
    ///   - shadowRadius: the shadow's blur radius in points; negative or NaN counts as 0.
    public init(
      background: AnyShapeStyle? = nil, tint: Color? = nil, indicator: Indicator = .highlight,
      shadowRadius: CGFloat = 12
    ) {
      self.background = background ?? AnyShapeStyle(.regularMaterial)
      self.tint = tint
      self.indicator = indicator
      self.shadowRadius = shadowRadius.isNaN ? 0 : Swift.max(shadowRadius, 0)
    }

    /// Draws the capsule, the items and the indicator.
    ///
    /// - Parameter configuration: the bar's items and selection.
    /// - Returns: the bar.
    public func makeBody(configuration: Configuration) -> some View {
      CapsuleTabBar(style: self, configuration: configuration)
    }

    // MARK: Adjustments

    /// The style with another background.
    ///
    /// ```swift
    /// .tabBarStyle(.capsule.background(.ultraThinMaterial))
    /// ```
    ///
    /// - Parameter background: any shape style: a material, a colour, a gradient.
    /// - Returns: the adjusted style.
    public func background<S: ShapeStyle>(_ background: S) -> CapsuleTabBarStyle {
      var style = self
      style.background = AnyShapeStyle(background)
      return style
    }

    /// The style with another selection colour.
    ///
    /// ```swift
    /// .tabBarStyle(.capsule.tint(.green))
    /// ```
    ///
    /// - Parameter tint: the colour, or `nil` for the environment's tint.
    /// - Returns: the adjusted style.
    public func tint(_ tint: Color?) -> CapsuleTabBarStyle {
      var style = self
      style.tint = tint
      return style
    }

    /// The style with another selection indicator.
    ///
    /// ```swift
    /// .tabBarStyle(.capsule.indicator(.dot))
    /// ```
    ///
    /// - Parameter indicator: how the selected item is marked.
    /// - Returns: the adjusted style.
    public func indicator(_ indicator: Indicator) -> CapsuleTabBarStyle {
      var style = self
      style.indicator = indicator
      return style
    }

    /// The style with another shadow.
    ///
    /// ```swift
    /// .tabBarStyle(.capsule.shadow(radius: 0))
    /// ```
    ///
    /// - Parameter radius: the blur radius in points, `0` for none; negative or NaN counts as 0.
    /// - Returns: the adjusted style.
    public func shadow(radius: CGFloat) -> CapsuleTabBarStyle {
      var style = self
      style.shadowRadius = radius.isNaN ? 0 : Swift.max(radius, 0)
      return style
    }
  }

  extension TabBarStyle where Self == CapsuleTabBarStyle {
    /// Regular material, a tinted capsule behind the selected item, a soft shadow: the default.
    public static var capsule: CapsuleTabBarStyle { CapsuleTabBarStyle() }

    /// Thin material, a dot beneath the selected item, no shadow.
    public static var minimal: CapsuleTabBarStyle {
      CapsuleTabBarStyle(
        background: AnyShapeStyle(.thinMaterial), indicator: .dot, shadowRadius: 0)
    }
  }

  /// The capsule style's bar, with the namespace its indicator slides in.
  struct CapsuleTabBar: View {
    let style: CapsuleTabBarStyle
    let configuration: TabBarStyleConfiguration
    @Namespace private var indicatorSpace
    @Environment(\.accessibilityReduceMotion) private var reducesMotion

    var body: some View {
      TabBarItemRow(configuration: configuration, verticalPadding: 6) { item in
        item
          .padding(.vertical, 6)
          .background {
            if style.indicator == .highlight && item.isSelected {
              TabBarHighlight(opacity: 0.15, namespace: indicatorSpace)
            }
          }
          .overlay(alignment: .bottom) {
            if style.indicator == .dot && item.isSelected {
              Circle()
                .fill(.tint)
                .frame(width: 5, height: 5)
                .matchedGeometryEffect(id: "indicator", in: indicatorSpace)
            }
          }
      }
      .background {
        // The capsule, filled with the background, casts the shadow: a shape's shadow is drawn
        // from its path. Applied to the bar, the shadow would be cast from the composited view
        // tree (material, items, indicator), an offscreen pass on every frame of every scroll
        // beneath the material.
        if style.shadowRadius > 0 {
          Capsule()
            .fill(style.background)
            .shadow(color: Color.black.opacity(0.18), radius: style.shadowRadius, y: 4)
        } else {
          Capsule().fill(style.background)
        }
      }
      .frame(maxWidth: CapsuleTabBarStyle.maximumWidth)
      .padding(.horizontal, CGFloat(TabBarLayout.sideMargin))
      .tint(style.tint)
      .animation(reducesMotion ? nil : .snappy, value: configuration.selectedIndex)
    }
  }

  /// The tinted capsule behind the selected item, which slides to the next selection in its
  /// namespace (the capsule and glass styles' indicator).
  struct TabBarHighlight: View {
    /// How strongly the tint shows, `0...1`.
    let opacity: Double
    let namespace: Namespace.ID

    var body: some View {
      Capsule()
        .fill(.tint)
        .opacity(opacity)
        .matchedGeometryEffect(id: "indicator", in: namespace)
    }
  }
#endif
