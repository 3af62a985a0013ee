#if canImport(SwiftUI)
  @_spi(DrawerKit) internal import DrawerCore
  internal import SwiftUI

  /// A badge as DrawerKit draws it: the count in white on a red capsule (`"99+"` above
  /// ``DrawerBadge/maximumDisplayedCount``), or a red dot; nothing for a badge that is not shown.
  ///
  /// Hidden from assistive technologies: the menu row or the tab that carries it reads it as its
  /// accessibility value ("3 unread"), with the whole count.
  struct DrawerBadgeMark: View {
    let badge: DrawerBadge?
    @ScaledMetric(relativeTo: .caption2) private var dotSize = 8.0
    @ScaledMetric(relativeTo: .caption2) private var height = 18.0

    var body: some View {
      if let badge, badge.isVisible {
        if let text = badge.text {
          Text(verbatim: text)
            .font(.system(.caption2, weight: .bold))
            .monospacedDigit()
            .lineLimit(1)
            .foregroundStyle(Color.white)
            .padding(.horizontal, 5)
            .frame(minWidth: height, minHeight: height)
            .background(Color.red, in: Capsule())
            .accessibilityHidden(true)
        } else {
          Circle()
            .fill(Color.red)
            .frame(width: dotSize, height: dotSize)
            .accessibilityHidden(true)
        }
      }
    }
  }
#endif
