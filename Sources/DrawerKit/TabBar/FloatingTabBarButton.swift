#if canImport(SwiftUI)
  internal import DrawerCore
  internal import SwiftUI

  /// One item of a floating tab bar: a button with the icon, the badge on its corner and the
  /// title, in the tint colour when selected; read by VoiceOver with its title, its badge as a
  /// value and the selected trait; shown by the Large Content Viewer.
  struct FloatingTabBarButton<ID: Hashable & Sendable, Icon: View>: View {
    let item: TabBarItem<ID>
    let isSelected: Bool
    let icon: Icon
    let action: @MainActor () -> Void

    var body: some View {
      Button(action: action) {
        VStack(spacing: 2) {
          icon
            .frame(minWidth: 28, minHeight: 28)
            .overlay(alignment: .topTrailing) {
              DrawerBadgeMark(badge: item.badge)
                .offset(x: 9, y: -6)
            }
          if let title = item.title {
            Text(verbatim: title)
              .font(.caption2)
              .lineLimit(1)
          }
        }
        .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
        .frame(maxWidth: .infinity, minHeight: 44)
        .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      .modifier(TabBarItemLabel(label: label))
      .accessibilityValue(DrawerStrings.badgeValue(item.badge) ?? Text(verbatim: ""))
      .accessibilityAddTraits(isSelected ? .isSelected : [])
      .accessibilityShowsLargeContentViewer {
        Label {
          if let label { Text(verbatim: label) }
        } icon: {
          largeContentIcon
        }
      }
    }

    /// The item's title, or the person's name for an untitled avatar; `nil` for an untitled
    /// symbol, which keeps the symbol's own accessibility label.
    private var label: String? {
      if let title = item.title { return title }
      if case .avatar(let profile) = item.icon { return profile.name }
      return nil
    }

    @ViewBuilder private var largeContentIcon: some View {
      switch item.icon {
      case .systemImage(let name): Image(systemName: name)
      case .avatar: Image(systemName: "person.crop.circle")
      }
    }
  }

  /// Labels an item for assistive technologies when it has a label of its own.
  struct TabBarItemLabel: ViewModifier {
    let label: String?

    func body(content: Content) -> some View {
      if let label {
        content.accessibilityLabel(Text(verbatim: label))
      } else {
        content
      }
    }
  }
#endif
