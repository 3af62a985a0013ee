#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  /// A tab bar that floats above the content, with the behaviour of the system one: each tab
  /// keeps its state, the current tab can be chosen again to go back to its top, items carry
  /// badges, and a person can hide and reorder the tabs.
  ///
  /// It is not built over SwiftUI's `TabView`, and no system tab bar or "More" screen ever
  /// shows: the tabs are a stack of the visited ones, the showing tab on top and the others kept
  /// alive out of sight, out of reach and hidden from VoiceOver, so each keeps its navigation
  /// path, scroll position and state, for any number of tabs, on iPhone, iPad and Mac alike.
  /// (On iPhone a `TabView` moves its sixth tab and those after it into UIKit's "More"
  /// navigation controller, and hiding its bar takes `toolbar(.hidden, for: .tabBar)` inside
  /// every tab's navigation stack, or a pushed screen brings the system bar back.) A tab's view
  /// is built the first time it shows and stays while the person switches tabs; its `onAppear`
  /// therefore runs once, not on each switch as in a `TabView`: a screen that refreshes on each
  /// visit reads ``SwiftUICore/EnvironmentValues/isTabShowing`` (with `task(id:)`) or uses
  /// ``SwiftUICore/View/onTabSelectionChange(initial:perform:)``. Its own bar is a
  /// ``TabBarStyle`` floating above the bottom safe area (by default Liquid Glass on iOS 26 and
  /// macOS 26, and a capsule of material before, as the system's own bar looks on each):
  ///
  /// - **Tabs** are ``TabBarItem`` values (a symbol or a person's avatar, an optional title, a
  ///   spoken name, a badge) identified by any `Hashable` selection, typically an enum; the
  ///   `content` closure builds each tab's view. An `icon` closure replaces the icons with any
  ///   view. The bar shows exactly the visible tabs, in the person's order, however many there
  ///   are; a selection on a hidden tab moves to the first visible one.
  /// - **Fitting the width**: the items show their titles while every title fits its item; when
  ///   they do not, the icons alone, each item at least 44 points wide (VoiceOver still reads
  ///   each item's title, and the Large Content Viewer shows it); when not even those fit, the
  ///   items keep their titles in a bar that scrolls and keeps the selected item in view
  ///   (``TabBarFit``, chosen from the bar's width, its titles measured once each and the text
  ///   size). A title is never truncated and an item is never a target under 44 points.
  /// - **Re-selection**: choosing the showing tab again sets
  ///   ``SwiftUICore/EnvironmentValues/tabBarReselection`` in that tab, for
  ///   ``SwiftUICore/View/onTabBarReselection(perform:)`` to scroll to the top or pop to the
  ///   root.
  /// - **Layout**: each tab's safe area grows by the bar's height, so scroll views end above the
  ///   bar and scroll beneath it; the height is published as
  ///   ``SwiftUICore/EnvironmentValues/floatingTabBarInset``. The bar hides while the software
  ///   keyboard is up, and while a scroll view marked with
  ///   ``SwiftUICore/View/hidesFloatingTabBarOnScroll()`` scrolls down; one marked with
  ///   ``SwiftUICore/View/minimizesFloatingTabBarOnScroll()`` shrinks it to the selected tab
  ///   instead, as the system tab bar of iOS 26 minimizes, until the person scrolls up or taps
  ///   it.
  /// - **Accessory**: with `tabBarAccessory(_:content:)`, one view (a mini player) floats above
  ///   the bar and moves inline beside it when it minimizes, as the bottom accessory of a
  ///   `TabView` does on iOS 26.
  /// - **Customisation**: with ``tabBarCustomization(_:)``, a long press (a secondary click on a
  ///   Mac, or the VoiceOver action) on an item opens a sheet to hide and reorder the tabs, and
  ///   the arrangement is kept in the binding, typically scene or app storage.
  /// - **Item menus**: with ``tabBarItemMenu(for:menuItems:)``, an item carries a menu of its
  ///   own (the person's accounts on their avatar), shown by a long press or a secondary click
  ///   and offered to VoiceOver as the item's actions; a tap still selects the tab.
  /// - **Accessibility**: the bar is a tab bar to VoiceOver (`AccessibilityTraits.isTabBar`);
  ///   its items are buttons named by their ``TabBarItem/accessibilityLabel``
  ///   (the title, or the label an icon-only item must have), with their badge as the value
  ///   ("3 unread") and the selected trait; the bar does not grow past the extra-large Dynamic
  ///   Type size, and the Large Content Viewer shows an item's name and symbol when the person
  ///   presses and holds it at accessibility sizes. That long press stays the viewer's, except on
  ///   an item with a menu, where the menu wins (`TabBarItemInteraction` decides): while the
  ///   viewer is on, the bar's customisation is offered by the items' accessibility action, the
  ///   end of an item's menu, and a ``TabBarCustomizationEditor`` in your settings, not by a
  ///   long press on the other items. The bar stays in the accessibility tree while scrolling
  ///   hides it, and neither hides nor minimizes on scroll while VoiceOver or Switch Control
  ///   runs.
  /// - **With a drawer**, present the drawer from the floating tab bar (or a view around it), so
  ///   that the bar is part of the content the drawer slides over: the drawer's style decides
  ///   whether the drawer covers the bar (``DrawerStyle/overlay``, ``DrawerStyle/floating``) or
  ///   pushes it along with the content (``DrawerStyle/push``, ``DrawerStyle/reveal``,
  ///   ``DrawerStyle/parallax``, ``DrawerStyle/scale``), and the bar dims with the scrim and is
  ///   hidden from VoiceOver with the rest of the content while the drawer is open.
  ///
  /// ```swift
  /// enum Screen: String, Codable { case home, search, alerts, profile }
  ///
  /// struct RootView: View {
  ///   @State private var screen = Screen.home
  ///   @SceneStorage("tabs") private var tabs = TabBarCustomization<Screen>()
  ///   @State private var showsMenu = false
  ///
  ///   var body: some View {
  ///     FloatingTabBar(
  ///       selection: $screen,
  ///       tabs: [
  ///         TabBarItem(id: .home, icon: .systemImage("house"), title: "Home", canHide: false),
  ///         TabBarItem(id: .search, icon: .systemImage("magnifyingglass"), title: "Search"),
  ///         TabBarItem(id: .alerts, icon: .systemImage("bell"), title: "Alerts", badge: .dot),
  ///         TabBarItem(id: .profile, icon: .avatar(account.profile), title: "You"),
  ///       ]
  ///     ) { screen in
  ///       switch screen {
  ///       case .home: HomeScreen()
  ///       case .search: SearchScreen()
  ///       case .alerts: AlertsScreen()
  ///       case .profile: ProfileScreen()
  ///       }
  ///     }
  ///     .tabBarCustomization($tabs)
  ///     .drawer(isPresented: $showsMenu) { MainMenu() }
  ///   }
  /// }
  /// ```
  public struct FloatingTabBar<Selection: Hashable & Sendable, Content: View, Icon: View>: View {
    @Binding private var selection: Selection
    private let tabs: [TabBarItem<Selection>]
    private let content: (Selection) -> Content
    private let icon: (TabBarItem<Selection>, Bool) -> Icon
    /// The person's arrangement of the tabs, when the app lets them change it
    /// (``tabBarCustomization(_:)``).
    var arrangement: TabBarArrangement<Selection>?
    /// The items' own menus, by tab.
    var itemMenus: [Selection: AnyView] = [:]
    /// The view above the bar, if the app gave one.
    var accessory: FloatingTabBarAccessory?

    @State private var bar: TabBarModel<Selection>
    @State private var reselections: [Selection: TabBarReselection<Selection>] = [:]
    /// Kept outside view state: scrolling updates the bar only when it shows, hides, minimizes
    /// or expands.
    @State private var tracker = FloatingTabBarPresenceTracker()
    /// The expanded bar's height with its margin, and the accessory's above it.
    @State private var barHeight: CGFloat = 0
    @State private var accessoryHeight: CGFloat = 0
    @State private var isCustomizing = false
    @Environment(\.tabBarStyle) private var style
    @Environment(\.accessibilityLargeContentViewerEnabled) private var largeContentViewerEnabled
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverEnabled
    @Environment(\.accessibilitySwitchControlEnabled) private var switchControlEnabled

    /// Creates a floating tab bar whose items draw any icon view.
    ///
    /// - Parameters:
    ///   - selection: the selected tab. A selection that names no visible tab is moved to the
    ///     first visible tab.
    ///   - tabs: the items, leading to trailing; identities should be unique.
    ///   - content: builds the view of a tab. Each tab's view is built once it is first shown
    ///     and kept while the person switches tabs.
    ///   - icon: builds an item's icon for an item and whether it is selected, in place of
    ///     ``TabBarItemIcon``; the bar adds the badge, the title and the colours.
    public init(
      selection: Binding<Selection>,
      tabs: [TabBarItem<Selection>],
      @ViewBuilder content: @escaping (Selection) -> Content,
      @ViewBuilder icon: @escaping (_ item: TabBarItem<Selection>, _ isSelected: Bool) -> Icon
    ) {
      self._selection = selection
      self.tabs = tabs
      self.content = content
      self.icon = icon
      self._bar = State(initialValue: TabBarModel(tabs: tabs, selection: selection.wrappedValue))
    }

    /// The tabs, and the floating bar above them.
    public var body: some View {
      let shown = shownBar
      let resolvedStyle = style ?? AnyTabBarStyle(AutomaticTabBarStyle())
      // The room of the expanded bar and its accessory, kept while the bar is minimized or
      // hidden by scrolling, so that the content does not jump.
      let inset = CGFloat(
        TabBarLayout(
          presence: .expanded, itemCount: shown.tabs.count, selectedIndex: shown.selectedIndex,
          hasAccessory: accessory != nil
        )
        .contentInset(
          expandedBarHeight: Double(barHeight), accessoryHeight: Double(accessoryHeight),
          isKeyboardVisible: tracker.isKeyboardVisible))
      FloatingTabBarPages(bar: shown) { id in
        page(id, inset: inset)
      }
      .background {
        KeyboardOverlapProbe { overlap in tracker.keyboardOverlapChanged(to: overlap) }
      }
      .overlay(alignment: .bottom) {
        FloatingTabBarPresenceReader(
          tracker: tracker, itemCount: shown.tabs.count,
          selectedIndex: shown.selectedIndex, titles: shown.tabs.map(\.title),
          measuredTitles: measuredTitles, accessory: accessory,
          accessoryRequest: resolvedStyle.surfaceRequest,
          bar: { layout in barView(shown, layout: layout, style: resolvedStyle) },
          expandedBarHeight: $barHeight, expandedAccessoryHeight: $accessoryHeight
        )
        // Stay at the bottom, behind the keyboard, while fading out for it.
        .ignoresSafeArea(.keyboard, edges: .bottom)
      }
      .onChange(of: voiceOverEnabled || switchControlEnabled, initial: true) { _, running in
        // Their scroll gestures move the content too: the bar must not slide away with it.
        tracker.assistiveTechnologyChanged(running: running)
      }
      .onChange(of: shown.selection, initial: true) { _, corrected in
        // Another tab's content is scrolled elsewhere: the bar comes back.
        tracker.select(AnyTabBarID(corrected))
        if corrected != selection { selection = corrected }
      }
      .sheet(isPresented: $isCustomizing) {
        arrangement?.editor(tabs, $isCustomizing)
      }
    }

    /// Every tab's title, once each, the hidden tabs' too: what the bar measures.
    private var measuredTitles: [String] {
      var seen = Set<String>()
      return tabs.compactMap(\.title).filter { seen.insert($0).inserted }
    }

    /// The tab bar as shown: the person's arrangement applied, the selection on a visible tab.
    private var shownBar: TabBarModel<Selection> {
      var bar = TabBarModel(tabs: tabs, selection: selection)
      bar.menuTabs = Set(itemMenus.keys)
      return (arrangement?.apply(bar) ?? bar).withSelectionShown()
    }

    /// A tab's view, inset by the bar and told about its re-selections and the bar's height.
    private func page(_ id: Selection, inset: CGFloat) -> some View {
      content(id)
        .safeAreaInset(edge: .bottom, spacing: 0) {
          Color.clear
            .frame(height: inset)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }
        .environment(\.floatingTabBarInset, inset)
        .environment(
          \.tabBarReselection,
          reselections[id].map { TabBarReselection(id: AnyTabBarID($0.id), count: $0.count) }
        )
        .environment(
          \.floatingTabBarScrollObserver,
          FloatingTabBarScrollObserver(tracker: tracker, tab: AnyTabBarID(id)))
    }

    /// The bar for a layout: every item, or the selected one alone on the minimized bar, where
    /// a tap expands the bar and no menu or customisation is offered (VoiceOver, which reaches
    /// them, never sees a minimized bar). Each item is as wide as the layout says, for the
    /// built-in styles, and shows its title while the titles fit.
    private func barView(
      _ shown: TabBarModel<Selection>, layout: TabBarLayout, style: AnyTabBarStyle
    ) -> AnyView {
      let expands = layout.tapExpandsBar
      let widths = style.sizesItems ? layout.itemWidths : []
      let items = layout.itemIndices.enumerated().map { position, index in
        let tab = shown.tabs[index]
        let isSelected = shown.isSelected(tab.id)
        let interaction =
          expands
          ? TabBarItemInteraction(
            hasMenu: false, isCustomizable: false,
            isLargeContentViewerEnabled: largeContentViewerEnabled)
          : shown.interaction(
            for: tab.id, isCustomizable: arrangement != nil,
            isLargeContentViewerEnabled: largeContentViewerEnabled)
        return TabBarStyleConfiguration.Item(
          id: AnyTabBarID(tab.id), isSelected: isSelected,
          base: AnyView(
            FloatingTabBarButton(
              item: tab, isSelected: isSelected, isCompact: expands,
              showsTitle: layout.showsTitles,
              width: widths.indices.contains(position) ? CGFloat(widths[position]) : nil,
              icon: icon(tab, isSelected), interaction: interaction,
              menu: expands ? nil : itemMenus[tab.id], customize: { isCustomizing = true }
            ) {
              if expands { tracker.expand() } else { choose(tab.id, in: shown) }
            }))
      }
      let configuration = TabBarStyleConfiguration(
        items: items, selectedIndex: items.firstIndex(where: \.isSelected),
        presence: layout.presence, fit: layout.fit,
        selectionScrollAnchor: layout.selectionScrollAnchor.map {
          UnitPoint(x: CGFloat($0), y: 0.5)
        })
      return AnyView(
        style.bar(configuration)
          .dynamicTypeSize(...FloatingTabBarMetrics.largestTextSize)
          .accessibilityElement(children: .contain)
          .accessibilityLabel(DrawerStrings.tabBar)
          // VoiceOver reads the items as the tabs of a tab bar, with their position among them.
          .accessibilityAddTraits(.isTabBar))
    }

    /// Chooses a tab as the model's ``TabBarModel/select(_:)`` decides.
    private func choose(_ id: Selection, in shown: TabBarModel<Selection>) {
      var model = bar
      model.tabs = shown.tabs
      model.selection = shown.selection
      let change = model.select(id)
      bar = model
      switch change {
      case .selected(_, let next):
        selection = next
      case .reselected(let tab):
        reselections[tab] = model.lastReselection
      case .ignored:
        break
      }
    }
  }

  extension FloatingTabBar where Icon == TabBarItemIcon<EmptyView> {
    /// Creates a floating tab bar whose items show their symbol, or the person's initials for an
    /// avatar.
    ///
    /// ```swift
    /// FloatingTabBar(selection: $screen, tabs: tabs) { screen in
    ///   screen.view
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: the selected tab. A selection that names no visible tab is moved to the
    ///     first visible tab.
    ///   - tabs: the items, leading to trailing; identities should be unique.
    ///   - content: builds the view of a tab, kept while the person switches tabs.
    public init(
      selection: Binding<Selection>,
      tabs: [TabBarItem<Selection>],
      @ViewBuilder content: @escaping (Selection) -> Content
    ) {
      self.init(selection: selection, tabs: tabs, content: content) { item, isSelected in
        TabBarItemIcon(item, isSelected: isSelected)
      }
    }
  }
#endif
