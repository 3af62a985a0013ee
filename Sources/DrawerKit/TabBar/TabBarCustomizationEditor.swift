#if canImport(SwiftUI)
  @_spi(DrawerKit) public import DrawerCore
  public import SwiftUI

  /// A list in which a person hides and reorders the tabs of a ``FloatingTabBar``.
  ///
  /// The floating tab bar shows it in a sheet when customisation is on
  /// (``FloatingTabBar/tabBarCustomization(_:)``); put it in your settings screen as well to
  /// offer the same choice there. Each tab has a switch that shows or hides it, disabled for a tab
  /// that cannot be hidden (``TabBarItem/canHide``) and for the last one showing; dragging the
  /// tabs reorders them (on iOS the list is in edit mode, with reorder handles that VoiceOver can
  /// move); a button restores the app's arrangement. It has a navigation title but no navigation
  /// stack of its own.
  ///
  /// ```swift
  /// @AppStorage("tab-bar") private var arrangement = TabBarCustomization<Screen>()
  ///
  /// NavigationLink("Tab Bar") {
  ///   TabBarCustomizationEditor(tabs: Screen.tabs, customization: $arrangement)
  /// }
  /// ```
  public struct TabBarCustomizationEditor<Selection: Hashable & Sendable & Codable>: View {
    private let tabs: [TabBarItem<Selection>]
    @Binding private var customization: TabBarCustomization<Selection>

    /// Creates an editor.
    ///
    /// - Parameters:
    ///   - tabs: the app's tabs, as given to the floating tab bar.
    ///   - customization: the person's arrangement of them.
    public init(
      tabs: [TabBarItem<Selection>], customization: Binding<TabBarCustomization<Selection>>
    ) {
      self.tabs = tabs
      self._customization = customization
    }

    /// The list of tabs and the button that restores the app's arrangement.
    public var body: some View {
      List {
        Section {
          ForEach(customization.arrangedTabs(from: tabs)) { tab in
            Toggle(isOn: isShown(tab.id)) {
              Label {
                Text(verbatim: tab.title ?? tab.accessibilityLabel)
              } icon: {
                TabBarItemIcon(tab, isSelected: false)
              }
            }
            .disabled(!canToggle(tab))
          }
          .onMove { offsets, destination in
            customization.move(fromOffsets: offsets, toOffset: destination, in: tabs)
          }
        } footer: {
          DrawerStrings.customizationFooter
        }
        Section {
          Button {
            customization.reset()
          } label: {
            DrawerStrings.restoreDefaultTabs
          }
          .disabled(customization.isDefault)
        }
      }
      .navigationTitle(DrawerStrings.tabBarTitle)
      #if canImport(UIKit)
        .environment(\.editMode, .constant(.active))
      #endif
    }

    /// Whether a tab shows in the bar, as a switch sees it.
    private func isShown(_ id: Selection) -> Binding<Bool> {
      let customization = $customization
      let tabs = tabs
      return Binding {
        !customization.wrappedValue.isHidden(id, in: tabs)
      } set: { shown in
        customization.wrappedValue.setHidden(!shown, for: id, in: tabs)
      }
    }

    /// Whether the switch can change: a hidden tab can always be shown again; a showing one can
    /// be hidden if it may be and it is not the last one showing.
    private func canToggle(_ tab: TabBarItem<Selection>) -> Bool {
      if customization.isHidden(tab.id, in: tabs) { return true }
      return tab.canHide && customization.visibleTabs(from: tabs).count > 1
    }
  }

  /// The editor in a sheet of its own, with a button that closes it.
  struct TabBarCustomizationSheet<Selection: Hashable & Sendable & Codable>: View {
    let tabs: [TabBarItem<Selection>]
    @Binding var customization: TabBarCustomization<Selection>
    @Binding var isPresented: Bool

    var body: some View {
      NavigationStack {
        TabBarCustomizationEditor(tabs: tabs, customization: $customization)
          .toolbar {
            ToolbarItem(placement: .confirmationAction) {
              Button {
                isPresented = false
              } label: {
                DrawerStrings.done
              }
            }
          }
      }
    }
  }
#endif
