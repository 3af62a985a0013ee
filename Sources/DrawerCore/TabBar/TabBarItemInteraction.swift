/// What a floating tab bar's item does besides selecting its tab when tapped: what a long press
/// on it (a secondary click with a pointer) shows, whether the Large Content Viewer enlarges it,
/// and which actions VoiceOver offers on it.
///
/// An item can carry a menu of its own, as a person's avatar can carry their accounts and "Add
/// Account", to switch accounts without leaving the screen. Three things want an item's long
/// press: its menu, the bar's customisation sheet (hide and reorder the tabs), and, at the
/// accessibility text sizes, the Large Content Viewer, which shows the pressed item enlarged
/// because the bar does not grow with the text. They are decided per item, so that exactly one
/// owns each long press:
///
/// - **An item with a menu**: the long press shows the menu, always. Its rows are drawn at the
///   person's text size, so at the accessibility sizes the menu itself is legible, and the
///   person keeps a feature rather than an enlargement; the item is not given to the Large
///   Content Viewer. When the bar is customisable, the menu ends with "Customize Tab Bar", in a
///   section of its own, so that the customisation stays a long press away on every item.
/// - **Any other item**: while the Large Content Viewer is on, the long press is the viewer's;
///   otherwise it opens the customisation sheet when the bar is customisable, and does nothing
///   when it is not.
/// - **VoiceOver** offers the menu's actions as the item's own, and "Customize Tab Bar" on every
///   item of a customisable bar, whatever the long press does.
///
/// A tap always selects the tab (or re-selects it); a long press never does.
///
/// ```swift
/// let avatar = TabBarItemInteraction(
///   hasMenu: true, isCustomizable: true, isLargeContentViewerEnabled: true)
/// avatar.longPress                  // .menu: the accounts, then "Customize Tab Bar"
/// avatar.showsLargeContentViewer    // false
/// ```
@_spi(DrawerKit) public struct TabBarItemInteraction: Sendable, Hashable {
  /// What a long press on an item (a secondary click with a pointer) shows.
  public enum LongPress: Sendable, Hashable, CaseIterable {
    /// The item's own menu.
    case menu
    /// The bar's customisation sheet, through a one-item menu ("Customize Tab Bar").
    case customization
    /// The item, enlarged by the Large Content Viewer while the finger stays down.
    case largeContentViewer
    /// Nothing: the press is a tap that took its time.
    case none
  }

  /// What a long press shows.
  public let longPress: LongPress
  /// Whether the item's menu ends with "Customize Tab Bar" (its long press is the menu's).
  public let menuEndsWithCustomization: Bool
  /// Whether the Large Content Viewer may show the item (it does so only while the person has
  /// turned it on, at the accessibility text sizes).
  public let showsLargeContentViewer: Bool
  /// Whether VoiceOver offers the menu's actions as the item's actions.
  public let offersMenuActions: Bool
  /// Whether VoiceOver offers "Customize Tab Bar" on the item.
  public let offersCustomizationAction: Bool

  /// Decides an item's interactions.
  ///
  /// - Parameters:
  ///   - hasMenu: whether the app gave the item a menu.
  ///   - isCustomizable: whether the person can hide and reorder the bar's tabs.
  ///   - isLargeContentViewerEnabled: whether the Large Content Viewer is on (SwiftUI's
  ///     `accessibilityLargeContentViewerEnabled`).
  public init(hasMenu: Bool, isCustomizable: Bool, isLargeContentViewerEnabled: Bool) {
    if hasMenu {
      longPress = .menu
    } else if isLargeContentViewerEnabled {
      longPress = .largeContentViewer
    } else {
      longPress = isCustomizable ? .customization : .none
    }
    menuEndsWithCustomization = hasMenu && isCustomizable
    showsLargeContentViewer = !hasMenu
    offersMenuActions = hasMenu
    offersCustomizationAction = isCustomizable
  }
}

extension TabBarModel {
  /// The interactions of the item with the identity `id`; see ``TabBarItemInteraction``.
  ///
  /// ```swift
  /// var bar = TabBarModel(tabs: tabs, selection: .home)
  /// bar.menuTabs = [.profile]
  /// bar.interaction(for: .profile, isCustomizable: false, isLargeContentViewerEnabled: false)
  ///   .longPress  // .menu
  /// ```
  ///
  /// - Parameters:
  ///   - id: an item's identity.
  ///   - isCustomizable: whether the person can hide and reorder the bar's tabs.
  ///   - isLargeContentViewerEnabled: whether the Large Content Viewer is on.
  /// - Returns: what a long press on the item shows, and what VoiceOver offers on it.
  public func interaction(
    for id: ID, isCustomizable: Bool, isLargeContentViewerEnabled: Bool
  ) -> TabBarItemInteraction {
    TabBarItemInteraction(
      hasMenu: menuTabs.contains(id), isCustomizable: isCustomizable,
      isLargeContentViewerEnabled: isLargeContentViewerEnabled)
  }
}
