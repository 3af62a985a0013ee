#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import Foundation
  internal import SwiftUI

  /// The labels DrawerKit shows or speaks, localized from the package's `Localizable.strings`
  /// (English, French, German, Spanish, Arabic). An app localizes further by adding the same
  /// keys to its own strings for a language the package lacks.
  enum DrawerStrings {
    /// The scrim's close button and the toggle of an open drawer.
    static var closeMenu: Text {
      Text("Close menu", bundle: .module, comment: "A button that closes the navigation drawer.")
    }

    /// What the scrim's close button does, for VoiceOver.
    static var closeMenuHint: Text {
      Text(
        "Returns to the content.", bundle: .module,
        comment: "Accessibility hint of the area beside an open navigation drawer.")
    }

    /// The toggle of a closed drawer.
    static var openMenu: Text {
      Text("Open menu", bundle: .module, comment: "A button that opens the navigation drawer.")
    }

    /// The drawer itself, as a container.
    static var showSidebar: Text {
      Text(
        "Show Sidebar", bundle: .module,
        comment: "A button that shows the permanent sidebar, as a split view's sidebar button does."
      )
    }

    static var hideSidebar: Text {
      Text(
        "Hide Sidebar", bundle: .module,
        comment: "A button that hides the permanent sidebar, as a split view's sidebar button does."
      )
    }

    /// The label of a toggle that performs `action`, for a drawer named `title` (`nil` for an
    /// unnamed one: "Open menu", "Show Sidebar"); the drawer's close element says the
    /// ``DrawerToggleState/Action/closeMenu`` one.
    static func toggleLabel(_ action: DrawerToggleState.Action, title: Text? = nil) -> Text {
      guard let title else {
        switch action {
        case .openMenu: return openMenu
        case .closeMenu: return closeMenu
        case .showSidebar: return showSidebar
        case .hideSidebar: return hideSidebar
        }
      }
      switch action {
      case .openMenu:
        return Text(
          "Open \(title)", bundle: .module,
          comment: "A button that opens the navigation drawer named by the argument (Members).")
      case .closeMenu:
        return Text(
          "Close \(title)", bundle: .module,
          comment: "A button that closes the navigation drawer named by the argument (Members).")
      case .showSidebar:
        return Text(
          "Show \(title)", bundle: .module,
          comment: "A button that shows the permanent sidebar named by the argument (Members).")
      case .hideSidebar:
        return Text(
          "Hide \(title)", bundle: .module,
          comment: "A button that hides the permanent sidebar named by the argument (Members).")
      }
    }

    static var menu: Text {
      Text("Menu", bundle: .module, comment: "The navigation drawer, as VoiceOver names it.")
    }

    /// What a badge says to VoiceOver: "3 unread" for a count (the whole count, not "99+"),
    /// "New" for a dot; `nil` for a badge that is not shown.
    static func badgeValue(_ badge: DrawerBadge?) -> Text? {
      switch badge {
      case .count(let count)? where count > 0:
        let format = NSLocalizedString(
          "%lld unread", bundle: .module,
          comment:
            "Accessibility value of a count badge on a menu row or a tab, such as \"3 unread\".")
        return Text(verbatim: String.localizedStringWithFormat(format, count))
      case .dot?:
        return Text(
          "New", bundle: .module,
          comment: "Accessibility value of a dot badge on a menu row or a tab: something is new.")
      case .count?, nil:
        return nil
      }
    }

    /// The command that opens the tab bar's customisation sheet.
    static var customizeTabBar: Text {
      Text(
        "Customize Tab Bar", bundle: .module,
        comment:
          "A command that opens the sheet where a person hides and reorders the tabs of the tab bar."
      )
    }

    /// What a tap on the minimized tab bar's item does, for Voice Control and the Large Content
    /// Viewer.
    static var showAllTabsHint: Text {
      Text(
        "Shows all tabs.", bundle: .module,
        comment:
          "Accessibility hint of the tab bar shrunk to its selected tab: a tap brings back every tab."
      )
    }

    /// The customisation sheet's title.
    static var tabBar: Text {
      Text(
        "Tab Bar", bundle: .module,
        comment:
          "The title of the sheet where a person hides and reorders the tabs of the tab bar.")
    }

    /// The customisation sheet's title, for a navigation title.
    static var tabBarTitle: String {
      NSLocalizedString(
        "Tab Bar", bundle: .module,
        comment:
          "The title of the sheet where a person hides and reorders the tabs of the tab bar.")
    }

    /// The button that closes the customisation sheet.
    static var done: Text {
      Text(
        "Done", bundle: .module,
        comment: "The button that closes the sheet where a person hides and reorders tabs.")
    }

    /// The button that returns to the app's arrangement of tabs.
    static var restoreDefaultTabs: Text {
      Text(
        "Restore Default Tabs", bundle: .module,
        comment: "A button that brings back the app's own order of tabs, with none hidden.")
    }

    /// The explanation under the list of tabs in the customisation sheet.
    static var customizationFooter: Text {
      Text(
        "Drag the tabs to reorder them. Tabs switched off are hidden from the tab bar.",
        bundle: .module,
        comment:
          "An explanation under the list of tabs in the sheet where a person hides and reorders them."
      )
    }
  }
#endif
