#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// One row of a ``DrawerMenu``: a button drawn by the menu style, focusable from the keyboard
  /// while the drawer can be reached, read by VoiceOver as its title, its badge as a value, and
  /// the selected trait when selected.
  struct DrawerMenuRow<ID: Hashable & Sendable>: View {
    let item: DrawerMenuItem<ID>
    let isSelected: Bool
    let isFocused: Bool
    /// Whether the drawer takes input: a closed drawer's rows take no keyboard focus, so Tab
    /// and the arrow keys cannot walk into rows no one can see.
    let isReachable: Bool
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
      .focusable(isReachable)
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
