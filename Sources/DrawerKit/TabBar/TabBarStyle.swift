#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  /// A type that draws a ``FloatingTabBar``: its background, the arrangement of its items and
  /// the mark of the selected one.
  ///
  /// The pattern is SwiftUI's `ButtonStyle`: implement ``makeBody(configuration:)`` and apply
  /// the style with ``SwiftUICore/View/tabBarStyle(_:)``. The configuration carries the items as
  /// ready-made buttons (icon, title, badge, accessibility, the selection's colour from the
  /// environment's tint) with whether each is selected; the style lays them out, draws the
  /// selection indicator and the background, and sets the tint. The tab bar places the result
  /// above the bottom safe area, hides it, and measures it. While the bar is minimized
  /// (``TabBarStyleConfiguration/presence``) the configuration holds the selected item alone,
  /// without its title, and a tap on it expands the bar. The built-in styles are
  /// ``automatic`` (the default: ``glass`` on iOS 26 and macOS 26, ``capsule`` before),
  /// ``glass`` (``GlassTabBarStyle``), ``capsule`` and ``minimal`` (``CapsuleTabBarStyle``).
  ///
  /// ```swift
  /// struct UnderlineTabBarStyle: TabBarStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     HStack {
  ///       ForEach(configuration.items) { item in
  ///         item.overlay(alignment: .bottom) {
  ///           if item.isSelected { Capsule().fill(.tint).frame(height: 3) }
  ///         }
  ///       }
  ///     }
  ///     .padding(8)
  ///     .background(.bar, in: RoundedRectangle(cornerRadius: 20))
  ///     .padding(.horizontal)
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol TabBarStyle {
    /// The view that draws the bar.
    associatedtype Body: View

    /// The properties of the bar: its items and which is selected.
    typealias Configuration = TabBarStyleConfiguration

    /// Draws the tab bar.
    ///
    /// - Parameter configuration: the bar's items and selection.
    /// - Returns: the bar.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
  }

  /// The properties of a ``FloatingTabBar``, for a ``TabBarStyle`` to draw.
  ///
  /// Like `ButtonStyleConfiguration.label`, each item is a type-erased view, here a whole
  /// button: tapping it selects its tab, or re-selects it; VoiceOver reads it with its label, its
  /// badge and the selected trait (its title, also when only its icon shows). Its icon and title
  /// take the environment's tint when selected and the secondary style otherwise.
  ///
  /// How the items fit the bar's width is decided before the style draws them (``fit``): with
  /// their titles, as icons alone, or in a bar that scrolls, so that no title is truncated and
  /// no item is narrower than 44 points. The built-in styles receive each item at its width
  /// (the bar's width less 4 points at either end, no spacing between items) and scroll their
  /// row when ``fit`` says so, keeping the selected item in view; a style of your own receives
  /// items that stretch to share the width it gives them, their titles hidden when only icons
  /// fit, and wraps them in a horizontal `ScrollView` when ``fit`` is
  /// ``TabBarFit/scrolling``.
  public struct TabBarStyleConfiguration {
    /// One item of the bar: a button, with the identity of its tab and whether it is selected.
    public struct Item: View, Identifiable {
      /// The item's tab.
      public let id: AnyTabBarID
      /// Whether the item's tab is the selected one.
      public let isSelected: Bool
      let base: AnyView

      /// The item's button.
      public var body: some View {
        base
      }
    }

    /// The items to draw, leading to trailing, in the person's order: every visible item, or
    /// the selected one alone while the bar is minimized.
    public let items: [Item]
    /// The position of the selected item in ``items``, or `nil` when none is selected.
    public let selectedIndex: Int?
    /// How the bar is present: ``TabBarPresence/expanded``, or ``TabBarPresence/minimized``
    /// while the person scrolls down through content that minimizes it
    /// (``SwiftUICore/View/minimizesFloatingTabBarOnScroll()``). A hidden bar is drawn expanded,
    /// out of sight.
    public let presence: TabBarPresence
    /// How the items fit the bar's width: with their titles, as icons alone (each at least 44
    /// points wide), or in a bar that scrolls. ``TabBarFit/titles`` until the bar has measured
    /// its titles; ``TabBarFit/iconsOnly`` while minimized.
    public let fit: TabBarFit
    /// While the bar scrolls, the anchor to scroll the selected item to with a
    /// `ScrollViewProxy` so that it is in view (centred, or the bar at an end); `nil` otherwise.
    let selectionScrollAnchor: UnitPoint?

    /// Whether the bar is minimized to its selected item.
    public var isMinimized: Bool {
      presence == .minimized
    }
  }

  extension View {
    /// Sets the style of the ``FloatingTabBar``s inside this view.
    ///
    /// Like `buttonStyle(_:)`, the style applies to every floating tab bar below, and can change
    /// at run time.
    ///
    /// ```swift
    /// FloatingTabBar(selection: $screen, tabs: tabs) { screen in screen.view }
    ///   .tabBarStyle(.capsule.tint(.orange))
    /// ```
    ///
    /// - Parameter style: a built-in style (``TabBarStyle/automatic``, ``TabBarStyle/glass``,
    ///   ``TabBarStyle/capsule``, ``TabBarStyle/minimal``) or your own.
    /// - Returns: a view whose floating tab bars draw with the style.
    public func tabBarStyle<S: TabBarStyle>(_ style: S) -> some View {
      environment(\.tabBarStyle, AnyTabBarStyle(style))
    }
  }

  extension EnvironmentValues {
    /// The style floating tab bars below draw with; `nil` for ``TabBarStyle/automatic``.
    @Entry var tabBarStyle: AnyTabBarStyle? = nil
  }

  /// A tab bar style with its type erased, to travel through the environment. The bar is drawn
  /// when its selection, items or presence change, not on every frame.
  struct AnyTabBarStyle {
    private let makeBar: @MainActor (TabBarStyleConfiguration) -> AnyView
    /// The surface the bar's accessory takes to match the bar: a material beside the capsule
    /// styles, glass beside the glass style, the automatic look beside the others.
    let surfaceRequest: DrawerSurfaceRequest
    /// Whether the style lays its items out as the built-in styles do (``TabBarItemRow``), so
    /// that the bar gives each item its width; a style of the app's own gets items that stretch.
    let sizesItems: Bool

    @MainActor init<S: TabBarStyle>(_ style: S) {
      makeBar = { configuration in AnyView(style.makeBody(configuration: configuration)) }
      surfaceRequest =
        switch style {
        case is CapsuleTabBarStyle: .material
        case is GlassTabBarStyle: .glass
        default: .automatic
        }
      sizesItems =
        style is CapsuleTabBarStyle || style is GlassTabBarStyle || style is AutomaticTabBarStyle
    }

    @MainActor func bar(_ configuration: TabBarStyleConfiguration) -> AnyView {
      makeBar(configuration)
    }
  }
#endif
