#if canImport(SwiftUI)
  internal import DrawerCore
  internal import SwiftUI

  /// One row of a ``DrawerMenu``: a button drawn by the menu style, focusable from the keyboard,
  /// read by VoiceOver as its title, its badge as a value, and the selected trait when selected.
  struct DrawerMenuRow<ID: Hashable & Sendable>: View {
    let item: DrawerMenuItem<ID>
    let isSelected: Bool
    let isFocused: Bool
    let isStacked: Bool
    let style: AnyDrawerMenuStyle
    let action: @MainActor () -> Void

    var body: some View {
      Button(action: action) {
        EmptyView()
      }
      .buttonStyle(
        DrawerMenuButtonStyle(
          item: item, isSelected: isSelected, isFocused: isFocused, isStacked: isStacked,
          style: style)
      )
      .focusable()
      .accessibilityLabel(Text(verbatim: item.title))
      .accessibilityValue(DrawerStrings.badgeValue(item.badge) ?? Text(verbatim: ""))
      .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
  }

  /// Draws a menu row's button with the menu style, passing on whether it is pressed.
  struct DrawerMenuButtonStyle<ID: Hashable & Sendable>: ButtonStyle {
    let item: DrawerMenuItem<ID>
    let isSelected: Bool
    let isFocused: Bool
    let isStacked: Bool
    let style: AnyDrawerMenuStyle

    func makeBody(configuration: Configuration) -> some View {
      style.row(
        DrawerMenuStyleConfiguration(
          item: item, isSelected: isSelected, isFocused: isFocused,
          isPressed: configuration.isPressed, prefersStackedLayout: isStacked))
    }
  }
#endif
