#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// One item of a floating tab bar: a button with the icon, the badge on its corner and the
  /// title, in the tint colour when selected; read by VoiceOver with its spoken name
  /// (``TabBarItem/accessibilityLabel``), its badge as a value and the selected trait.
  ///
  /// The one view that renders an item's ``TabBarItemInteraction`` for every input: a tap
  /// selects the tab; a long press (a secondary click with a pointer) shows the item's menu, or
  /// the bar's customisation, as a context menu, or leaves the press to the Large Content
  /// Viewer; VoiceOver offers the same as the item's actions.
  ///
  /// The item is as wide as the bar's ``TabBarLayout`` says (``width``), its whole width a
  /// target, with ``FloatingTabBarMetrics/labelPadding`` either side of its label; its title shows while the titles
  /// fit (``showsTitle``) and is never truncated, since the layout gives it the room it needs or
  /// hides it. With its title hidden, the item is still named by it: VoiceOver reads it, and the
  /// Large Content Viewer shows it. On the minimized bar (``isCompact``) the item is its icon
  /// alone and a tap expands the bar: its hint says so to Voice Control and the Large Content
  /// Viewer's users (VoiceOver and Switch Control never see a minimized bar).
  struct FloatingTabBarButton<ID: Hashable & Sendable, Icon: View>: View {
    let item: TabBarItem<ID>
    let isSelected: Bool
    /// Whether the item stands alone on the minimized bar: its icon without its title, and a
    /// tap that expands the bar.
    var isCompact = false
    /// Whether the item shows its title: the bar's titles fit (``TabBarLayout/showsTitles``).
    var showsTitle = true
    /// The item's width in points, as the bar's layout gives it, or `nil` to share the bar's
    /// width with the others (before the bar is measured, or in a style of the app's own).
    var width: CGFloat?
    let icon: Icon
    let interaction: TabBarItemInteraction
    /// The item's menu, when the app gave it one.
    let menu: AnyView?
    /// Opens the bar's customisation sheet.
    let customize: @MainActor () -> Void
    let action: @MainActor () -> Void

    var body: some View {
      Button(action: action) {
        VStack(spacing: 2) {
          icon
            .frame(
              minWidth: FloatingTabBarMetrics.iconWidth, minHeight: FloatingTabBarMetrics.iconWidth
            )
            .overlay(alignment: .topTrailing) {
              DrawerBadgeMark(badge: item.badge)
                .offset(x: 9, y: -6)
            }
          if let title = item.title, showsTitle, !isCompact {
            Text(verbatim: title)
              .font(.caption2)
              .lineLimit(1)
          }
        }
        .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
        .padding(.horizontal, FloatingTabBarMetrics.labelPadding)
        // The layout's width when it gave one; otherwise at least a 44-point target, the
        // minimized item hugging its icon and the others sharing the bar.
        .frame(
          minWidth: width ?? CGFloat(TabBarMeasurements.minimumTarget),
          maxWidth: width ?? (isCompact ? nil : .infinity),
          minHeight: CGFloat(TabBarMeasurements.minimumTarget)
        )
        .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      // The item's spoken name, also for an icon-only item, whose symbol is hidden.
      .accessibilityLabel(Text(verbatim: item.accessibilityLabel))
      .accessibilityHint(isCompact ? DrawerStrings.showAllTabsHint : Text(verbatim: ""))
      .accessibilityValue(DrawerStrings.badgeValue(item.badge) ?? Text(verbatim: ""))
      .accessibilityAddTraits(isSelected ? .isSelected : [])
      .modifier(
        TabBarItemLongPress(
          longPress: interaction.longPress,
          endsWithCustomization: interaction.menuEndsWithCustomization,
          menu: menu, customize: customize)
      )
      .modifier(
        TabBarItemLargeContent(
          item: item, isAvailable: interaction.showsLargeContentViewer)
      )
      .accessibilityActions {
        if interaction.offersMenuActions, let menu {
          menu
        }
        if interaction.offersCustomizationAction {
          CustomizeTabBarButton(action: customize)
        }
      }
    }
  }

  /// An item's long press, as its ``TabBarItemInteraction/LongPress`` says: a context menu of
  /// the item's own actions (then "Customize Tab Bar", when the bar is customisable), a context
  /// menu of "Customize Tab Bar" alone, or nothing, leaving the press to the Large Content
  /// Viewer. A context menu opens on a long press, or a secondary click with a pointer, and the
  /// tap stays the button's.
  ///
  /// The item always carries the one `contextMenu(menuItems:)`, whose content is empty when
  /// the press is not a menu's (SwiftUI deactivates a context menu that returns nothing): a
  /// change of what the press does (the Large Content Viewer turned on in Settings, the bar made
  /// customisable) changes the menu's content, not the button's identity, so the button keeps
  /// its focus and its state.
  struct TabBarItemLongPress: ViewModifier {
    let longPress: TabBarItemInteraction.LongPress
    let endsWithCustomization: Bool
    let menu: AnyView?
    let customize: @MainActor () -> Void

    func body(content: Content) -> some View {
      content.contextMenu {
        if longPress == .menu {
          menu
          if endsWithCustomization {
            Section {
              CustomizeTabBarButton(action: customize)
            }
          }
        } else if longPress == .customization {
          CustomizeTabBarButton(action: customize)
        }
      }
    }
  }

  /// The item's name and symbol in the Large Content Viewer, which shows the pressed item
  /// enlarged at the accessibility text sizes (the bar does not grow past extra large).
  struct TabBarItemLargeContent<ID: Hashable & Sendable>: ViewModifier {
    let item: TabBarItem<ID>
    let isAvailable: Bool

    func body(content: Content) -> some View {
      if isAvailable {
        content.accessibilityShowsLargeContentViewer {
          Label {
            Text(verbatim: item.title ?? item.accessibilityLabel)
          } icon: {
            switch item.icon {
            case .systemImage(let name): Image(systemName: name)
            case .avatar: Image(systemName: "person.crop.circle")
            }
          }
        }
      } else {
        content
      }
    }
  }

  /// "Customize Tab Bar": opens the sheet where the person hides and reorders the tabs.
  struct CustomizeTabBarButton: View {
    let action: @MainActor () -> Void

    var body: some View {
      Button(action: action) {
        Label {
          DrawerStrings.customizeTabBar
        } icon: {
          Image(systemName: "slider.horizontal.3")
        }
      }
    }
  }
#endif
