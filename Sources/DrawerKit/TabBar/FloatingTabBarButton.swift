#if canImport(SwiftUI)
  internal import DrawerCore
  internal import SwiftUI

  /// One item of a floating tab bar: a button with the icon, the badge on its corner and the
  /// title, in the tint colour when selected; read by VoiceOver with its spoken name
  /// (``TabBarItem/accessibilityLabel``), its badge as a value and the selected trait; shown by
  /// the Large Content Viewer.
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
      // The item's spoken name, also for an icon-only item, whose symbol is hidden.
      .accessibilityLabel(Text(verbatim: item.accessibilityLabel))
      .accessibilityValue(DrawerStrings.badgeValue(item.badge) ?? Text(verbatim: ""))
      .accessibilityAddTraits(isSelected ? .isSelected : [])
      .accessibilityShowsLargeContentViewer {
        Label {
          Text(verbatim: item.title ?? item.accessibilityLabel)
        } icon: {
          largeContentIcon
        }
      }
    }

    @ViewBuilder private var largeContentIcon: some View {
      switch item.icon {
      case .systemImage(let name): Image(systemName: name)
      case .avatar: Image(systemName: "person.crop.circle")
      }
    }
  }
#endif
